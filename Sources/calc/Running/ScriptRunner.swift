#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Script mode, when standard input is not a terminal: every keystroke of the input is applied as if
/// typed, then the final screen (or display) is printed as plain text.
///
/// A line feed ends a line and is not a key (a carriage return or `=` is `=`); `q`, Ctrl-D and
/// Ctrl-C stop reading.
struct ScriptRunner {
    /// The calculator state.
    var session: CalculatorSession
    /// What to print at the end.
    let output: TerminalOptions.ScriptOutput

    /// A runner for `session`.
    init(session: CalculatorSession, output: TerminalOptions.ScriptOutput) {
        self.session = session
        self.output = output
    }

    /// Applies `input`'s keystrokes and returns what to print.
    mutating func run(input: [UInt8]) -> String {
        var decoder = KeystrokeDecoder()
        keystrokes: for keystroke in decoder.decode(input) where keystroke != .lineFeed {
            guard let command = KeyMap.command(for: keystroke) else { continue }
            switch command {
            case .quit, .interrupt: break keystrokes
            case .press, .toggleAngleUnit, .switchBackend, .toggleLayout, .toggleCompare, .redraw:
                session.perform(command)
            }
        }
        switch output {
        case .screen:
            return ScreenRenderer().frame(for: session).plainText
        case .display:
            // The engine's display, however wide: a script's reader is not a screen.
            let display = session.calculator.snapshot.display
            guard let other = session.comparisonCalculator else { return display + "\n" }
            return session.shortName(of: session.backend) + " " + display + "\n"
                + session.shortName(of: session.comparisonBackend) + " " + other.snapshot.display + "\n"
        }
    }

    /// Everything on standard input.
    static func readStandardInput() -> [UInt8] {
        var input: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return input }
            input += buffer[0..<count]
        }
    }
}
