#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What restoring the terminal needs, shared by the threads of an interactive run and the fault
/// handlers: the settings from before raw mode, and whether raw mode is on. A plain C-layout struct.
struct TerminalSignalState {
    /// The terminal settings to restore.
    var settings = termios()
    /// 1 while the terminal is in raw mode and the alternate screen.
    var isRaw: Int32 = 0
    /// 1 while calc is stopped (SIGTSTP): the terminal is restored and comes back on SIGCONT.
    var isSuspended: Int32 = 0
}

/// The one ``TerminalSignalState``, allocated once before any thread or handler starts and only ever
/// accessed through this pointer: a signal handler reads it without touching Swift-managed memory
/// (no reference counting, no exclusivity bookkeeping).
nonisolated(unsafe) let terminalSignalState: UnsafeMutablePointer<TerminalSignalState> = {
    let pointer = UnsafeMutablePointer<TerminalSignalState>.allocate(capacity: 1)
    pointer.initialize(to: TerminalSignalState())
    return pointer
}()

/// Serialises everything written to the terminal in an interactive run (frames, the restore sequence),
/// so that a signal never restores the terminal in the middle of a frame.
nonisolated(unsafe) let terminalOutputLock: UnsafeMutablePointer<pthread_mutex_t> = {
    let pointer = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pointer.initialize(to: pthread_mutex_t())
    pthread_mutex_init(pointer, nil)
    return pointer
}()

/// The terminal in raw mode, in the alternate screen, with the cursor hidden; and putting it back.
///
/// Raw mode is `cfmakeraw`: no echo, no line editing, no signals from Ctrl-C or Ctrl-Z (calc reads
/// them as bytes), no output processing. Signals from outside are ``TerminalSignals``'s: the terminal
/// is restored before calc stops or dies.
enum RawTerminal {
    /// Turns bracketed paste off, resets attributes, re-enables line wrapping, shows the cursor, leaves
    /// the alternate screen: written last, so the output of a session ends with `ESC [ ? 25 h ESC [ ? 1049 l`.
    static let restoreSequence: StaticString = "\u{1B}[?2004l\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"
    /// Enters the alternate screen, hides the cursor, turns off line wrapping, clears the screen, and
    /// asks for bracketed paste (a paste arrives marked, as ``Keystroke/paste(_:)``, not as keys).
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[2J\u{1B}[?2004h"

    /// Whether standard input is a terminal.
    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 }

    /// Puts standard input in raw mode and enters the alternate screen. Throws (with the terminal as it
    /// was) when the terminal's settings cannot be changed, or the alternate screen cannot be written.
    static func enter() throws(IOFailure) {
        waitForForeground()
        try withOutputLock { () throws(IOFailure) in
            let state = terminalSignalState
            guard tcgetattr(STDIN_FILENO, &state.pointee.settings) == 0 else {
                throw IOFailure(operation: "cannot put the terminal in raw mode", code: errno)
            }
            var raw = state.pointee.settings
            cfmakeraw(&raw)
            guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else {
                throw IOFailure(operation: "cannot put the terminal in raw mode", code: errno)
            }
            state.pointee.isRaw = 1
            try StandardOutput.write(enterSequence)
        }
    }

    /// Whether calc's process group is the terminal's foreground one (false in a background job).
    static var isInForeground: Bool {
        let foreground = tcgetpgrp(STDIN_FILENO)
        return foreground == -1 || foreground == getpgrp()
    }

    /// Stops calc, as a shell's job control expects of a background job that wants the terminal
    /// (`calc &` is `Stopped (tty output)`), until it is in the foreground. It stops itself here, holding
    /// no lock, rather than in `tcsetattr` holding the output lock: a signal that ends calc meanwhile
    /// (`kill %1` sends SIGTERM, then SIGCONT) is handled by the signal thread, which restores and dies,
    /// while this waits a tenth of a second before it looks again.
    static func waitForForeground() {
        while !isInForeground {
            _ = kill(getpid(), SIGTTOU)
            usleep(100_000)
        }
    }

    /// Writes `text` to the terminal while it is in raw mode; nothing while calc is stopped or after
    /// the terminal has been restored. Throws when the write fails.
    static func draw(_ text: String) throws(IOFailure) {
        try withOutputLock { () throws(IOFailure) in
            guard terminalSignalState.pointee.isRaw != 0 else { return }
            try StandardOutput.write(text)
        }
    }

    /// Puts the terminal back as it was: settings, cursor, main screen. Safe to call more than once.
    static func restore() {
        withOutputLock { restoreUnlocked(suspending: false) }
    }

    /// Restores the terminal before calc stops (SIGTSTP); ``resume()`` undoes it.
    static func suspend() {
        withOutputLock(timeout: true) { restoreUnlocked(suspending: true) }
    }

    /// Raw mode and the alternate screen again after a stop (SIGCONT); the caller redraws the whole
    /// screen. The settings to restore are read afresh, in case they were changed while calc was
    /// stopped. When calc was not suspended by ``suspend()`` (stopped by SIGSTOP from outside) and is in
    /// raw mode, raw mode is set again, in case someone changed it meanwhile. Throws when the terminal
    /// cannot be used any more.
    static func resume() throws(IOFailure) {
        // Continued in the background (`bg`): the terminal is the shell's, so calc stays suspended and
        // stops itself (`Stopped (tty output)`, as a background job that wants the terminal is), holding
        // no lock; the SIGCONT of `fg` calls this again, and a SIGTERM sent with `kill %1`'s SIGCONT is
        // taken first (the lower number), so calc dies of it.
        guard isInForeground else {
            _ = kill(getpid(), SIGTTOU)
            return
        }
        try withOutputLock { () throws(IOFailure) in
            let state = terminalSignalState
            if state.pointee.isSuspended != 0 {
                state.pointee.isSuspended = 0
                guard tcgetattr(STDIN_FILENO, &state.pointee.settings) == 0 else {
                    throw IOFailure(operation: "cannot put the terminal in raw mode", code: errno)
                }
                var raw = state.pointee.settings
                cfmakeraw(&raw)
                guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else {
                    throw IOFailure(operation: "cannot put the terminal in raw mode", code: errno)
                }
                state.pointee.isRaw = 1
                try StandardOutput.write(enterSequence)
            } else if state.pointee.isRaw != 0 {
                var raw = state.pointee.settings
                cfmakeraw(&raw)
                _ = tcsetattr(STDIN_FILENO, TCSANOW, &raw)
            }
        }
    }

    /// Restores the terminal before calc dies of a signal: takes the output lock if it can within a
    /// second (a frame being written finishes first), and restores anyway if it cannot.
    static func restoreBeforeDying() {
        // Nothing to restore, so no lock to wait for (`enter()` may hold it, stopped in a background job).
        guard terminalSignalState.pointee.isRaw != 0 else { return }
        withOutputLock(timeout: true) { restoreUnlocked(suspending: false) }
    }

    /// The restore itself: only `tcsetattr` and `write`, so also what a fault handler calls. The
    /// restore sequence is only written when the terminal can take it within half a second, so that a
    /// terminal that no longer reads never keeps calc from ending.
    ///
    /// SIGTTOU is blocked meanwhile: calc in a background job (`calc &`, then `kill %1`) would otherwise
    /// be stopped by its own `tcsetattr` (and by the write, with `tostop`) instead of dying of the signal.
    static func restoreUnlocked(suspending: Bool) {
        let state = terminalSignalState
        guard state.pointee.isRaw != 0 else { return }
        state.pointee.isRaw = 0
        if suspending { state.pointee.isSuspended = 1 }
        var ttou = sigset_t()
        var previous = sigset_t()
        sigemptyset(&ttou)
        sigaddset(&ttou, SIGTTOU)
        _ = pthread_sigmask(SIG_BLOCK, &ttou, &previous)
        defer { _ = pthread_sigmask(SIG_SETMASK, &previous, nil) }
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &state.pointee.settings)
        var entry = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
        guard poll(&entry, 1, 500) == 1 && entry.revents & Int16(POLLOUT) != 0 else { return }
        _ = write(STDOUT_FILENO, restoreSequence.utf8Start, restoreSequence.utf8CodeUnitCount)
    }

    /// Runs `body` holding ``terminalOutputLock``. With `timeout`, gives up waiting for the lock after
    /// a second and runs `body` anyway: a signal must end calc even if a write hangs.
    private static func withOutputLock<Result, Failure: Error>(
        timeout: Bool = false, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var locked = true
        if timeout {
            var attempts = 0
            while pthread_mutex_trylock(terminalOutputLock) != 0 {
                attempts += 1
                if attempts == 100 {
                    locked = false
                    break
                }
                var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
                _ = nanosleep(&pause, nil)
            }
        } else {
            pthread_mutex_lock(terminalOutputLock)
        }
        defer { if locked { pthread_mutex_unlock(terminalOutputLock) } }
        return try body()
    }
}
