#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The calculator on a terminal: raw mode, one frame after every chunk of keystrokes, and the
/// terminal restored however calc ends.
struct InteractiveRunner {
    /// The calculator state.
    var session: CalculatorSession
    private let renderer = ScreenRenderer()

    /// A runner for `session`.
    init(session: CalculatorSession) {
        self.session = session
    }

    /// Runs until `q`, Ctrl-D, end of input or Ctrl-C; returns the exit status (0, or 130 for
    /// Ctrl-C, 1 when the terminal cannot be used).
    mutating func run() -> Int32 {
        guard RawTerminal.enter() else {
            StandardOutput.writeError("calc: cannot put the terminal in raw mode\n")
            return 1
        }
        defer { RawTerminal.restore() }
        draw()
        var decoder = KeystrokeDecoder()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress!, $0.count) }
            if count < 0 {
                guard errno == EINTR else { return 1 }
                if RawTerminal.takeWindowResized() { draw(clearing: true) }
                continue
            }
            if count == 0 { return 0 }
            for keystroke in decoder.decode(buffer[0..<count]) {
                guard let command = KeyMap.command(for: keystroke) else { continue }
                switch command {
                case .quit: return 0
                case .interrupt: return 130
                case .redraw: draw(clearing: true)
                case .press, .toggleAngleUnit, .switchBackend, .toggleLayout, .toggleCompare: session.perform(command)
                }
            }
            draw()
        }
    }

    private func draw(clearing: Bool = false) {
        let frame = renderer.frame(for: session)
        StandardOutput.write((clearing ? "\u{1B}[2J" : "") + frame.ansiText)
    }
}
