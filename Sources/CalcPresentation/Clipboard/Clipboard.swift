/// Copy and paste for a calculator display.
///
/// Long-press-to-copy copies ``copyText(for:symbols:)``; paste types ``keys(pasting:into:symbols:)``
/// into the calculator (press them in order). Swipe-to-delete on the display is `Key/backspace`
/// (`back`): it deletes the last typed character of an entry and does nothing to a result.
public enum Clipboard {
    /// The text to copy from `calculator`'s display, or `nil` in the error state.
    ///
    /// Full precision: every digit the calculator shows (its D significant digits), never the
    /// shortened fitted display, and no grouping separators, so that the text pastes back into any
    /// app. A typed entry is copied as typed, without a trailing decimal separator (`5.` copies `5`).
    /// `symbols` localises only the decimal separator and the minus sign (default: `.` and `-`).
    public static func copyText<Engine: CalculatorProtocol>(
        for calculator: Engine, symbols: DisplaySymbols = .plain
    ) -> String? {
        copyText(forDisplay: calculator.display, symbols: symbols)
    }

    /// The text to copy for engine display text (`Calculator/display`), or `nil` for `Error`.
    public static func copyText(forDisplay display: String, symbols: DisplaySymbols = .plain) -> String? {
        guard var parts = NumberParts(display: display) else { return nil }
        if parts.fraction == "" { parts.fraction = nil }
        return symbols.text(parts, grouped: false)
    }

    /// The keys that enter pasted `text` into `calculator` as the current operand (see
    /// ``PastedNumber/keys(for:)``), keeping what is pending.
    ///
    /// - Throws: ``PasteError`` (with a message for the user) when the text is not one number.
    public static func keys<Engine: CalculatorProtocol>(
        pasting text: String, into calculator: Engine, symbols: DisplaySymbols = .plain
    ) throws(PasteError) -> [Key] {
        try PastedNumber(parsing: text, symbols: symbols).keys(for: calculator)
    }

    /// Enters pasted `text` into `calculator`; leaves it unchanged when the text is refused.
    ///
    /// - Throws: ``PasteError`` when the text is not one number.
    public static func paste<Engine: CalculatorProtocol>(
        _ text: String, into calculator: inout Engine, symbols: DisplaySymbols = .plain
    ) throws(PasteError) {
        calculator.press(try keys(pasting: text, into: calculator, symbols: symbols))
    }
}
