#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signals of an interactive run, handled on a thread of their own that waits for them with
/// `sigwait`: nothing runs in a signal handler, so the handling may take locks and write frames.
///
/// - Every signal whose default action ends the process (SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1,
///   SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO, the real-time signals…)
///   restores the terminal, then is raised again with its default action, so that calc dies of it and
///   the exit status says which signal. One that was ignored when calc started (`nohup`) stays ignored.
/// - SIGTSTP restores the terminal and stops calc (SIGSTOP); SIGCONT puts it back in raw mode and
///   redraws the whole screen.
/// - SIGWINCH redraws the screen.
///
/// These signals are blocked in every thread and only this thread takes them. Faults (SIGSEGV, SIGILL,
/// SIGABRT…) cannot wait: ``FaultHandlers`` restores the terminal in a handler.
enum TerminalSignals {
    /// The asynchronous signals whose default action ends the process.
    static var terminating: [Int32] {
        var signals = [
            SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM, SIGPROF,
            SIGXCPU, SIGXFSZ, SIGIO,
        ]
        #if os(Linux)
            signals += [SIGPOLL, SIGPWR, SIGSTKFLT]
            signals += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
        #else
            signals += [SIGEMT]
        #endif
        return Array(Set(signals)).sorted()
    }

    /// The signals the thread waits for: those of ``terminating`` and SIGTSTP not ignored when calc
    /// started, and SIGCONT, SIGWINCH.
    static var handled: [Int32] {
        (terminating + [SIGTSTP]).filter { !ignoredAtStart.contains($0) } + [SIGCONT, SIGWINCH]
    }

    /// The signals ignored when calc started, recorded by ``recordIgnoredAtStart()``.
    nonisolated(unsafe) private(set) static var ignoredAtStart: Set<Int32> = []

    /// Records which signals calc's parent left ignored (`nohup` ignores SIGHUP): call first thing,
    /// before calc changes any disposition.
    static func recordIgnoredAtStart() {
        for signal in terminating + [SIGTSTP] {
            var action = sigaction()
            guard sigaction(signal, nil, &action) == 0 else { continue }
            #if canImport(Glibc)
                let handler = unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
            #else
                let handler = unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
            #endif
            if handler == unsafeBitCast(SIG_IGN, to: Int.self) { ignoredAtStart.insert(signal) }
        }
    }

    /// For script mode and `--help`: a write to a pipe whose reader has gone, or past the file size
    /// limit, fails with EPIPE or EFBIG (reported, status 1) instead of killing calc silently.
    static func ignoreWriteSignals() {
        for number in [SIGPIPE, SIGXFSZ] { _ = signal(number, SIG_IGN) }
    }

    /// Blocks the ``handled`` signals in the calling thread (and so in every thread it starts later),
    /// gives them their default action, and starts the thread that waits for them and tells the main
    /// loop through `events`. Call before starting any other thread. Returns false when the thread
    /// cannot be started.
    static func startWatching(events: EventPipe) -> Bool {
        var set = sigset_t()
        sigemptyset(&set)
        for number in handled {
            // The default action, as it is re-raised with: an ignored signal may be discarded unseen.
            _ = signal(number, SIG_DFL)
            sigaddset(&set, number)
        }
        guard pthread_sigmask(SIG_BLOCK, &set, nil) == 0 else { return false }
        let waited = set
        return Threads.start {
            var waiting = waited
            while true {
                var signal: Int32 = 0
                guard sigwait(&waiting, &signal) == 0 else { continue }
                handle(signal, events: events)
            }
        }
    }

    private static func handle(_ signal: Int32, events: EventPipe) {
        switch signal {
        case SIGWINCH:
            events.send(.redraw)
        case SIGTSTP:
            RawTerminal.suspend()
            _ = kill(getpid(), SIGSTOP)
        case SIGCONT:
            do {
                try RawTerminal.resume()
                events.send(.redraw)
            } catch {
                events.send(.terminalLost)
            }
        default:
            RawTerminal.restoreBeforeDying()
            die(of: signal)
        }
    }

    /// Raises `signal` again with its default action, unblocked in this thread: calc dies of it.
    private static func die(of number: Int32) -> Never {
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

/// Handlers for the faults (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGABRT, SIGSYS), which cannot be
/// waited for on another thread: the handler restores the terminal (only `tcsetattr` and `write`), puts
/// back the action there was before (the default, or the Swift runtime's backtracer) and raises the
/// signal again, which that action receives as soon as the handler returns.
enum FaultHandlers {
    /// The fault signals.
    static let signals = [SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGABRT, SIGSYS]

    /// The actions before calc's, indexed by signal number, allocated before any handler is installed.
    nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
        let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        pointer.initialize(repeating: sigaction(), count: 65)
        return pointer
    }()

    nonisolated(unsafe) private static var isInstalled = false

    /// Installs the handlers (once).
    static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        let previous = Self.previous
        _ = terminalSignalState
        for signal in signals where signal < 65 {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = handleFault
            #else
                action.__sigaction_u.__sa_handler = handleFault
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            _ = sigaction(signal, &action, previous + Int(signal))
        }
    }

    /// The handler: restore, put the previous action back, raise again.
    private static let handleFault: @convention(c) (Int32) -> Void = { signal in
        RawTerminal.restoreUnlocked(suspending: false)
        _ = sigaction(signal, FaultHandlers.previous + Int(signal), nil)
        _ = raise(signal)
    }
}
