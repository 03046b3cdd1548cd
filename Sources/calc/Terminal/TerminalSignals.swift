import CalcCommandLine

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
/// SIGABRT…) cannot wait: `FaultSignals` (CalcCommandLine) restores the terminal in a handler
/// (``installFaultHandlers()``), and calc dies of them.
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

    /// Installs the fault signals' handlers (`FaultSignals`), which restore the terminal first: a fault
    /// sent from outside (`kill -SEGV`) ends calc with that signal's status, in every mode.
    static func installFaultHandlers() {
        // Made now: the handler must not be the first to touch a lazily made global.
        _ = terminalSignalState
        FaultSignals.install(beforeDying: restoreTerminal)
    }

    /// What a fault handler calls: only `tcsetattr` and `write`.
    private static let restoreTerminal: @convention(c) () -> Void = {
        RawTerminal.restoreUnlocked(suspending: false)
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
            FaultSignals.die(of: signal)
        }
    }

}
