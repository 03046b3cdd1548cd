#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a signal handler needs to put the terminal back: the settings from before raw mode, whether
/// raw mode is on, and whether the window was resized. A plain C-layout struct.
struct TerminalSignalState {
    /// The terminal settings to restore.
    var settings = termios()
    /// 1 while the terminal is in raw mode and the alternate screen.
    var isRaw: Int32 = 0
    /// Set to 1 by SIGWINCH; the main loop redraws and clears it.
    var windowResized: Int32 = 0
}

/// The one ``TerminalSignalState``, allocated once before any handler is installed and only ever
/// accessed through this pointer: a signal handler reads it without touching Swift-managed memory
/// (no reference counting, no exclusivity bookkeeping).
nonisolated(unsafe) let terminalSignalState: UnsafeMutablePointer<TerminalSignalState> = {
    let pointer = UnsafeMutablePointer<TerminalSignalState>.allocate(capacity: 1)
    pointer.initialize(to: TerminalSignalState())
    return pointer
}()

/// The terminal in raw mode, in the alternate screen, with the cursor hidden; and putting it back.
///
/// Raw mode is `cfmakeraw`: no echo, no line editing, no signals from Ctrl-C or Ctrl-Z (calc reads
/// them as bytes and quits cleanly on Ctrl-C), no output processing. SIGINT, SIGTERM, SIGHUP and
/// SIGQUIT sent from outside restore the terminal and exit with 128 + the signal.
enum RawTerminal {
    /// Leaves the alternate screen, shows the cursor, re-enables line wrapping, resets attributes:
    /// written last, so the output of a session ends with `ESC [ ? 25 h ESC [ ? 1049 l`.
    static let restoreSequence: StaticString = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"
    /// Enters the alternate screen, hides the cursor, turns off line wrapping, clears the screen.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[2J"

    /// Whether standard input is a terminal.
    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 }

    /// Puts standard input in raw mode, installs the signal handlers and enters the alternate
    /// screen. Returns false (and changes nothing) when the terminal's settings cannot be read.
    static func enter() -> Bool {
        let state = terminalSignalState
        guard tcgetattr(STDIN_FILENO, &state.pointee.settings) == 0 else { return false }
        var raw = state.pointee.settings
        cfmakeraw(&raw)
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return false }
        state.pointee.isRaw = 1
        installSignalHandlers()
        StandardOutput.write(enterSequence)
        return true
    }

    /// Puts the terminal back as it was: settings, cursor, main screen. Safe to call more than once
    /// and from a signal handler (only `tcsetattr` and `write`).
    static func restore() {
        let state = terminalSignalState
        guard state.pointee.isRaw != 0 else { return }
        state.pointee.isRaw = 0
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &state.pointee.settings)
        _ = write(STDOUT_FILENO, restoreSequence.utf8Start, restoreSequence.utf8CodeUnitCount)
    }

    /// Whether the window was resized since the last call.
    static func takeWindowResized() -> Bool {
        let resized = terminalSignalState.pointee.windowResized != 0
        terminalSignalState.pointee.windowResized = 0
        return resized
    }

    private static func installSignalHandlers() {
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            install(signal) { signal in
                RawTerminal.restore()
                _exit(128 + signal)
            }
        }
        // Without SA_RESTART, so that a resize interrupts the blocking read and the screen is redrawn.
        install(SIGWINCH) { _ in terminalSignalState.pointee.windowResized = 1 }
        // A parent may have started calc with these signals blocked (the mask is inherited).
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH] { sigaddset(&handled, signal) }
        _ = sigprocmask(SIG_UNBLOCK, &handled, nil)
    }

    private static func install(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        _ = sigaction(signal, &action, nil)
    }
}
