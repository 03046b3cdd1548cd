import CalcEngine
import CalcPresentation

/// Line mode (`:`): an expression typed on one line; Enter types its key translation on the calculator,
/// so the keypad shows it happening, and Esc leaves without typing anything. (Ctrl-C quits calc, as
/// everywhere: ``KeystrokeInterpreter`` takes it before the line does.)
///
/// Any expression the language takes is typed whole, however many keys it translates to (the key worker
/// queues a line's keys as one action).
struct LineEntry: Sendable, Hashable {
    /// What a keystroke did to the line.
    enum Outcome: Sendable, Hashable {
        /// The line changed (or a message is shown); line mode goes on.
        case editing
        /// Esc: line mode ends, nothing typed.
        case cancelled
        /// Enter on an expression: line mode ends; press these keys.
        case keys([Key])
    }

    /// An empty line; with `programmer` (the calculator's word format) it reads programmer mode's
    /// expressions.
    init(programmer: WordFormat? = nil) {
        self.programmer = programmer
    }

    /// In programmer mode, the calculator's word format: bitwise operators, `|` as OR, numbers in its
    /// radix and within its width.
    let programmer: WordFormat?
    /// The text typed so far.
    private(set) var text = ""
    /// Why the last Enter was refused (`3: '+' needs a number after it`), until the next keystroke.
    private(set) var message: String?

    /// Handles one keystroke.
    mutating func handle(_ keystroke: Keystroke) -> Outcome {
        message = nil
        switch keystroke {
        case .character(let character):
            text.append(character)
        case .backspace:
            if !text.isEmpty { text.removeLast() }
        case .escape:
            return .cancelled
        case .enter, .lineFeed:
            if text.allSatisfy(\.isWhitespace) { return .cancelled }
            do {
                // One operand, as a paste: `2 +` then `:3*4` is 2 + (3 × 4).
                return .keys(try Expression(parsing: text, variables: nil, programmer: programmer).operandKeys)
            } catch {
                message = error.description
            }
        case .paste(let pasted):
            // Pasted text joins the line, its line breaks and tabs as spaces: it is evaluated on Enter.
            guard let pasted else {
                message = KeystrokeDecoder.pasteTooLongMessage
                break
            }
            text += String(pasted.map { $0.isWhitespace ? " " : $0 })
        case .tab, .control, .sequence:
            break
        }
        return .editing
    }

    /// The line as drawn below the keypad: `: 2+3×4`, then the message of a refused line.
    var statusLine: String {
        let line = ": " + KeyScriptError.visible(text) + "▏"
        guard let message else { return line }
        return line + "   " + KeyScriptError.visible(message)
    }

    /// The line as drawn below the keypad in `width` columns (at least 16), counted as a terminal counts
    /// them (``TerminalColumns``: `数` takes 2): ``statusLine`` when it fits; otherwise the text scrolled
    /// so that its end and the cursor stay visible (`: …+1+1+1▏`) and the message after it, cut (`…` at
    /// its end) when it would leave the text fewer than 8 columns.
    func statusLine(width: Int) -> String {
        let whole = statusLine
        if TerminalColumns.width(of: whole) <= width { return whole }
        var note = message.map { "   " + KeyScriptError.visible($0) } ?? ""
        // ": " + at least "…" and 7 columns + "▏" before the message.
        let noteRoom = max(0, width - 11)
        if TerminalColumns.width(of: note) > noteRoom {
            note = TerminalColumns.prefix(note, columns: max(0, noteRoom - 1)) + "…"
        }
        let shown = KeyScriptError.visible(text)
        let textRoom = max(2, width - 3 - TerminalColumns.width(of: note))
        let scrolled =
            TerminalColumns.width(of: shown) <= textRoom
            ? shown : "…" + TerminalColumns.suffix(shown, columns: textRoom - 1)
        return ": " + scrolled + "▏" + note
    }
}
