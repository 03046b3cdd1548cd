import CalcPresentation

/// Line mode (`:`): an expression typed on one line; Enter types its key translation on the calculator,
/// so the keypad shows it happening, and Esc leaves without typing anything.
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
        case .escape, .interrupt:
            return .cancelled
        case .enter, .lineFeed:
            if text.allSatisfy(\.isWhitespace) { return .cancelled }
            do {
                // One operand, as a paste: `2 +` then `:3*4` is 2 + (3 × 4).
                return .keys(try Expression(parsing: text).operandKeys)
            } catch {
                message = error.description
            }
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
}
