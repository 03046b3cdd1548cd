import CalcEngine
/// The one path from keystrokes to commands, for the terminal and for script mode alike: while line mode
/// (`:`) is on, keystrokes edit its line and Enter types the expression's keys; otherwise ``KeyMap``
/// decides.
///
/// `printf ':sqrt(2)\r' | calc` therefore shows 1.41421…, as the same keys do on a terminal.
struct KeystrokeInterpreter: Sendable {
    /// Line mode's line, while line mode is on.
    private(set) var lineEntry: LineEntry?

    /// An interpreter with line mode off.
    /// Whether keystrokes are read with ``ProgrammerKeyMap`` (calc's `--programmer`).
    let isProgrammer: Bool

    /// An interpreter of ``KeyMap``'s keystrokes, or ``ProgrammerKeyMap``'s in programmer mode.
    init(isProgrammer: Bool = false) {
        self.isProgrammer = isProgrammer
    }

    /// Whether line mode is on.
    var isInLineMode: Bool { lineEntry != nil }

    /// What one keystroke asks for: nothing while it edits line mode's line (or ends it with Esc), a
    /// press of each key of the expression when Enter ends it, otherwise the key map's command, if any.
    /// `wordFormat` is the calculator's word format in programmer mode (its radix reads the line's
    /// numbers), nil otherwise.
    mutating func commands(for keystroke: Keystroke, wordFormat: WordFormat? = nil) -> [TerminalCommand] {
        // Ctrl-C quits in line mode too, as the key table, --help and the docs say.
        if keystroke == .interrupt, lineEntry != nil {
            lineEntry = nil
            return [.interrupt]
        }
        // Edited in place: a copy edited and stored back copied the whole line at every keystroke (an
        // 800,000-character line took 14 s to type, 0.5 s to paste).
        if let outcome = lineEntry?.handle(keystroke) {
            switch outcome {
            case .editing:
                return []
            case .cancelled:
                lineEntry = nil
                return []
            case .keys(let keys):
                lineEntry = nil
                return [.typeOperand(keys)]
            }
        }
        if keystroke == .character(":") {
            lineEntry = LineEntry(programmer: wordFormat)
            return []
        }
        let command = isProgrammer ? ProgrammerKeyMap.command(for: keystroke) : KeyMap.command(for: keystroke)
        return command.map { [$0] } ?? []
    }

    /// `frame` with line mode's line below it, while line mode is on, scrolled to the frame's width so
    /// that the cursor and a refused line's message stay visible.
    func overlay(_ frame: Frame) -> Frame {
        guard let lineEntry else { return frame }
        var shown = frame
        shown.lines.append(StyledLine(lineEntry.statusLine(width: max(16, frame.layoutWidth))))
        return shown
    }
}
