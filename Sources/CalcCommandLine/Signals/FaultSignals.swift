#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The fault signals (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGABRT, SIGSYS) of calc and calc-eval,
/// and SIGQUIT, which the Swift runtime's backtracer takes as a crash too, handled so that the process
/// always dies of them.
///
/// The Swift runtime's backtracer prints `Program crashed` and a backtrace for a fault, then returns: for
/// a fault sent from outside (`kill -SEGV`) nothing faults again, and the process carried on and exited
/// 0. So the handler first calls ``install(beforeDying:)``'s function (calc restores the terminal: only
/// `tcsetattr` and `write` there), then:
///
/// - a signal another process sent (`kill`) is raised again with its default action: the process dies
///   of it at once, and its status says which signal (no backtrace: nothing in this process faulted);
/// - a real fault, or a signal the process sent itself (`abort()`), goes to the action there was before
///   (the backtracer, or the default), which prints its report and ends the process.
package enum FaultSignals {
    /// The fault signals, and SIGQUIT.
    package static let signals = [SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGABRT, SIGSYS, SIGQUIT]

    /// The actions before ours, indexed by signal number, allocated before any handler is installed.
    nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
        let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        pointer.initialize(repeating: sigaction(), count: 65)
        return pointer
    }()

    /// What the handler calls first.
    nonisolated(unsafe) private static var beforeDying: (@convention(c) () -> Void)?

    nonisolated(unsafe) private static var isInstalled = false

    /// Installs the handlers (once; a later call only replaces `beforeDying`), which call `beforeDying`
    /// first: a function that only calls async-signal-safe functions; and unblocks the fault signals in
    /// the calling thread (and so in the threads it starts). Call before starting any thread.
    package static func install(beforeDying: (@convention(c) () -> Void)? = nil) {
        Self.beforeDying = beforeDying
        guard !isInstalled else { return }
        isInstalled = true
        let previous = Self.previous
        for signal in signals where signal < 65 {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_sigaction = handleFault
            #else
                action.__sigaction_u.__sa_sigaction = handleFault
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_SIGINFO
            _ = sigaction(signal, &action, previous + Int(signal))
        }
        // A parent may have left them blocked (the mask is inherited): a blocked SIGABRT from outside
        // waited forever.
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Whether the signal of `info` was sent by another process (`kill`, `sigqueue`): a code of zero or
    /// less (the kernel's own faults have positive codes) and a sender that is not this process.
    private static func isSentFromOutside(_ info: UnsafeMutablePointer<siginfo_t>?) -> Bool {
        guard let info, info.pointee.si_code <= 0 else { return false }
        #if canImport(Glibc)
            let sender = info.pointee._sifields._kill.si_pid
        #else
            let sender = info.pointee.si_pid
        #endif
        return sender != getpid()
    }

    /// The handler.
    private static let handleFault:
        @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?)
            -> Void = { number, info, _ in
                FaultSignals.beforeDying?()
                // SIGQUIT is never a fault (`kill -QUIT`, or Ctrl-\ from a terminal, which the kernel sends):
                // the backtracer printed "Program crashed" for it and let the process carry on.
                if number == SIGQUIT || isSentFromOutside(info) {
                    // Die of it now, with its default action (the signal is blocked while this handler runs).
                    die(of: number)
                }
                _ = sigaction(number, FaultSignals.previous + Int(number), nil)
                // A real fault happens again when the handler returns; a signal this process sent itself
                // (abort) does not: send it again, for the previous action to take once the handler returns.
                if (info?.pointee.si_code ?? 0) <= 0 { _ = raise(number) }
            }

    /// Raises `signal` again with its default action, unblocked in this thread: the process dies of it
    /// (the status a shell reports for that signal). The one way calc and calc-eval die of a signal.
    package static func die(of number: Int32) -> Never {
        _ = signal(number, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
        _ = raise(number)
        // Not reached for a signal that terminates; the conventional status otherwise.
        _exit(128 + number)
    }
}
