/// Copy and paste for a calculator display.
///
/// Long-press-to-copy copies ``copyText(for:symbols:)``; ``paste(_:into:symbols:)`` presses
/// ``keys(pasting:into:symbols:)`` on the calculator. Swipe-to-delete on the display is `Key/backspace`
/// (`back`): it deletes the last typed character of an entry and does nothing to a result.
public enum Clipboard {
    /// The text to copy from `calculator`'s display, or `nil` in the error state.
    ///
    /// Full precision: every digit the calculator shows (its D significant digits), never the
    /// shortened fitted display, and no grouping separators, so that the text pastes back into any
    /// app. A typed entry is copied as typed, without a trailing decimal separator (`5.` copies `5`).
    /// `symbols` localises only the decimal separator and the minus sign (default: `.` and `-`). A
    /// complex value is copied as the engine writes it (`1.5+2.25i`, `5∠53.13`), every digit, not
    /// localised: the text that pastes back as an expression.
    public static func copyText<Engine: CalculatorProtocol>(
        for calculator: Engine, symbols: DisplaySymbols = .plain
    ) -> String? {
        if !calculator.isError, calculator.complexDisplay != nil { return calculator.display }
        return copyText(forDisplay: calculator.display, symbols: symbols)
    }

    /// The text to copy for engine display text (`Calculator/display`), or `nil` for `Error`.
    public static func copyText(forDisplay display: String, symbols: DisplaySymbols = .plain) -> String? {
        guard var parts = NumberParts(display: display) else { return nil }
        if parts.fraction == "" { parts.fraction = nil }
        return symbols.text(parts, grouped: false)
    }

    /// The keys that enter pasted `text` into `calculator` as the current operand (see
    /// ``PastedNumber/keys(for:)``), keeping what is pending, as a paste is pressed and logged
    /// (`LoggedKey.pasting(_:)`): the clearing the state asks for (`AC` in the error state, `C` while
    /// there is a current operand), then the operand's keys, which stop at the first `Error`. Press them
    /// in order (`CalculatorProtocol.press(_:)` of a `LoggedKey`), and keep them so in a key log: a
    /// replay on another backend clears and stops as that backend's state asks.
    ///
    /// Text that is not one number but an expression (`2+3×4`, `sin(30)`, `√2`) types its key
    /// translation (`Expression/operandKeys`: in parentheses unless it is one operand), as a number does:
    /// `5 ×` then pasting `1+2` gives 5 × (1 + 2). It stops at its first `Error`, as
    /// `Calculator/evaluate(_:)` does: `sqrt(-4)-pi` is `Error`, where the rest of its keys would start
    /// afresh (`π`), and what was pending is gone with it.
    ///
    /// In programmer mode every pasted text is read as programmer mode reads expressions, with the
    /// calculator's word format (`CalculatorProtocol/wordFormat`): numbers in its radix (`FF` in
    /// hexadecimal, `0x1F` in any), refused when they do not fit the word, and its operators.
    ///
    /// - Throws: ``PasteError`` (with a message for the user) when the text is neither a number nor an
    ///   expression.
    public static func keys<Engine: CalculatorProtocol>(
        pasting text: String, into calculator: Engine, symbols: DisplaySymbols = .plain
    ) throws(PasteError) -> [LoggedKey] {
        if let format = calculator.wordFormat {
            let trimmed = try PastedNumber.trimmed(text)
            do {
                let expression = try Expression(parsing: trimmed, variables: nil, programmer: format)
                return LoggedKey.pasting(expression.operandKeys)
            } catch {
                if case .tooLargeForWord = error.reason { throw PasteError(kind: .tooLargeForWord, text: trimmed) }
                throw Self.refusal(of: trimmed, error)
            }
        }
        do {
            return try PastedNumber(parsing: text, symbols: symbols).keys(for: calculator)
        } catch {
            guard error.kind == .notANumber else { throw error }
            do {
                return LoggedKey.pasting((try Expression(parsing: text)).operandKeys)
            } catch let expressionError {
                throw Self.refusal(of: error.text, expressionError)
            }
        }
    }

    /// The error for text that is neither a number nor an expression: the expression's reason when the
    /// text reads as one (`2+`, a thousand nested parentheses), else "not a number" (`abc`).
    private static func refusal(of text: String, _ error: ExpressionError) -> PasteError {
        // An operator or a parenthesis makes it an attempted expression; letters alone (`abc`) are not.
        let isAttempt = text.unicodeScalars.contains { "+-−*/×÷^()!%²√|".unicodeScalars.contains($0) }
        guard isAttempt else { return PasteError(kind: .notANumber, text: text) }
        return PasteError(kind: .invalidExpression, text: text, reason: error.message)
    }

    /// Enters pasted `text` into `calculator`; leaves it unchanged when the text is refused.
    ///
    /// - Throws: ``PasteError`` when the text is neither a number nor an expression.
    public static func paste<Engine: CalculatorProtocol>(
        _ text: String, into calculator: inout Engine, symbols: DisplaySymbols = .plain
    ) throws(PasteError) {
        for key in try keys(pasting: text, into: calculator, symbols: symbols) {
            calculator.press(key)
        }
    }
}
