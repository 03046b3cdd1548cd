#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Script mode, when standard input is not a terminal: every keystroke of the input is applied as if
/// typed, then the final screen (or display) is printed as plain text.
///
/// Keystrokes go the terminal's way (``KeystrokeInterpreter``: line mode `:` included), except that a
/// line feed ends a line and is not a key (a carriage return or `=` is `=`); in line mode it enters the
/// line, as Enter does. `q`, Ctrl-D and Ctrl-C stop reading (typed in line mode, `q` is a letter). The input is read and applied one chunk at a time: memory stays the same
/// whatever the input's length, and `q` ends the run as soon as it arrives, whatever follows.
struct ScriptRunner {
    /// The calculator state.
    var session: CalculatorSession
    /// What to print at the end.
    let output: TerminalOptions.ScriptOutput
    /// Whether `q`, Ctrl-D or Ctrl-C has stopped the script.
    private(set) var isStopped = false
    private var decoder = KeystrokeDecoder(keepsIncompleteSequences: true)
    /// Keystrokes to commands, line mode (`:`) included, exactly as on a terminal.
    private var interpreter: KeystrokeInterpreter

    /// The size of one read.
    static let chunkSize = 16384

    /// A runner for `session`.
    init(session: CalculatorSession, output: TerminalOptions.ScriptOutput) {
        self.session = session
        interpreter = KeystrokeInterpreter(isProgrammer: session.calculator.wordFormat != nil)
        self.output = output
    }

    /// Applies `input`'s keystrokes as the whole input and returns what to print.
    mutating func run(input: [UInt8]) -> String {
        apply(input)
        finish()
        return result
    }

    /// Reads `descriptor` chunk by chunk, applying each chunk before reading the next, until the end of
    /// the input or a key that stops the script; returns what to print.
    mutating func run(reading descriptor: Int32 = STDIN_FILENO) throws(IOFailure) -> String {
        var buffer = [UInt8](repeating: 0, count: Self.chunkSize)
        while !isStopped {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK {
                    // A descriptor left non-blocking by another program: wait for input.
                    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&entry, 1, -1)
                    continue
                }
                throw .read(code)
            }
            if count == 0 { break }
            apply(buffer[0..<count])
        }
        finish()
        return result
    }

    /// Applies the keystrokes in `chunk`, the next piece of the input; nothing once stopped.
    mutating func apply(_ chunk: some Sequence<UInt8>) {
        guard !isStopped else { return }
        perform(decoder.decode(chunk))
    }

    /// Applies what the end of the input completes (an Escape key at the very end).
    mutating func finish() {
        guard !isStopped else { return }
        perform(decoder.finish())
    }

    private mutating func perform(_ keystrokes: [Keystroke]) {
        for keystroke in keystrokes {
            // A line feed ends a line: line mode's (which types its expression), else nothing.
            if keystroke == .lineFeed && !interpreter.isInLineMode { continue }
            for command in interpreter.commands(for: keystroke, wordFormat: session.calculator.wordFormat) {
                switch command {
                case .quit, .interrupt:
                    isStopped = true
                    return
                case .press, .paste, .typeOperand, .toggleAngleUnit, .switchBackend, .toggleLayout, .toggleCompare,
                    .redraw,
                    .nextRadix, .nextWidth, .toggleSignedness:
                    session.perform(command)
                }
            }
        }
    }

    /// What to print: the screen, or the display (with the comparison's).
    var result: String {
        switch output {
        case .screen:
            return interpreter.overlay(ScreenRenderer().frame(for: session)).plainText
        case .display:
            // The engine's display, however wide: a script's reader is not a screen.
            let display = session.calculator.fractionDisplay ?? session.calculator.snapshot.display
            guard let other = session.comparisonCalculator else { return display + "\n" }
            return session.shortName(of: session.backend) + " " + display + "\n"
                + session.shortName(of: session.comparisonBackend) + " "
                + (other.fractionDisplay ?? other.snapshot.display) + "\n"
        }
    }
}
