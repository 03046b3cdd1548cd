/// Fits a calculator's display into a screen's width: the best text of at most ``maximumWidth``
/// characters, localised with ``DisplaySymbols``.
///
/// A phone held upright shows 9 characters (``portraitWidth``), sideways 16 (``landscapeWidth``);
/// what counts as a character is the ``widthRule`` (by default digits, signs and the exponent; not the
/// separators). `123456789 + 987654321 =` shows `1.111111e9` at 9 and `1111111110` at 16 (en_US:
/// `1,111,111,110`; de_DE: `1.111.111.110`).
///
/// - A value is rounded afresh to the most significant digits that fit (at most the calculator's
///   display digits D), half to even on the exact value, and shown positionally when every integer
///   digit is significant and its exponent is at least −7 (`DisplayFormatter/isPositional(exponent:significantDigits:)`,
///   the engine's rule), else in
///   scientific notation, whichever keeps more digits (positional on a tie). A value that cannot fit
///   (`1e-100` in 3 characters) gets its narrowest form, one significant digit.
/// - A typed entry keeps exactly what was typed (`1.50`, `0.`, `-0`): only its grouping, decimal
///   separator and minus sign are localised; it may be wider than the limit (the engine limits typing
///   to D digits), and ``width(ofDisplay:)`` tells a view when to shrink the font.
/// - `Error` stays ``errorText``.
///
/// Swipe-to-delete on the display is `Key/backspace` (`back`); long-press-to-copy copies
/// ``Clipboard/copyText(for:symbols:)``.
public struct DisplayFitter: Sendable, Hashable {
    /// Characters on an upright phone display: 9.
    public static let portraitWidth = 9
    /// Characters on a sideways phone display: 16.
    public static let landscapeWidth = 16

    /// The most characters the display holds, counted by ``widthRule``: at least 1 (a smaller width set,
    /// as a view laid out at zero width may give, is taken as 1).
    public var maximumWidth: Int {
        didSet { if maximumWidth < 1 { maximumWidth = 1 } }
    }
    /// The separators and minus sign to show.
    public var symbols: DisplaySymbols
    /// What counts as a character.
    public var widthRule: DisplayWidthRule
    /// What the display shows in the error state.
    public var errorText: String

    /// A fitter for a display of `maximumWidth` characters (1 when it is smaller).
    public init(
        maximumWidth: Int,
        symbols: DisplaySymbols = .plain,
        widthRule: DisplayWidthRule = .standard,
        errorText: String = "Error"
    ) {
        self.maximumWidth = max(1, maximumWidth)
        self.symbols = symbols
        self.widthRule = widthRule
        self.errorText = errorText
    }

    /// The display of `calculator`, fitted: its entry as typed, its value re-rounded to fit, or the
    /// error text.
    public func text<Backend: NumericBackend>(for calculator: Calculator<Backend>) -> String {
        if calculator.isError { return errorText }
        if let format = calculator.configuration.backend.wordFormat {
            return wordText(calculator.display, format: format)
        }
        if calculator.isShowingEntry { return entryText(calculator.display) }
        // A complex value as the engine writes it, each part with the most digits (the display's at most)
        // for which the whole fits: never cut.
        if calculator.isDisplayComplex {
            var narrowest = calculator.display
            for count in stride(from: min(calculator.configuration.displayDigits, maximumWidth), through: 1, by: -1) {
                guard let text = calculator.complexDisplayText(significantDigits: count) else { break }
                if text.count <= maximumWidth { return text }
                narrowest = text
            }
            return narrowest
        }
        guard let value = calculator.displayedValue else { return errorText }
        return text(
            for: value, backend: calculator.configuration.backend,
            significantDigits: calculator.configuration.displayDigits)
    }

    /// The display of `calculator`, whatever its backend, fitted as that of a `Calculator`.
    public func text(for calculator: AnyCalculator) -> String {
        calculator.read(FittedText(fitter: self))
    }

    /// A finite value of `backend`, with at most `significantDigits` significant digits.
    public func text<Backend: NumericBackend>(
        for value: Backend.Value, backend: Backend, significantDigits: Int
    ) -> String {
        text(significantDigits: significantDigits) { backend.decimalDigits(of: value, significantDigits: $0) }
    }

    /// A value given by its rounding: `digits(n)` must return the value correctly rounded to `n`
    /// significant digits (as `NumericBackend/decimalDigits(of:significantDigits:)` does),
    /// for `n` from `min(significantDigits, maximumWidth)` down.
    public func text(significantDigits: Int, digits: (Int) -> DecimalDigits) -> String {
        symbols.text(fittedParts(significantDigits: significantDigits, digits: digits))
    }

    /// Engine display text (`Calculator/display`), fitted: an entry (`isEntry`) as typed, a value
    /// re-rounded from its shown digits (half to even on those digits, so it may differ in the last
    /// place from rounding the exact value), `Error` as ``errorText``.
    public func text(forDisplay display: String, isEntry: Bool) -> String {
        if isEntry { return entryText(display) }
        guard let parts = NumberParts(display: display) else { return errorText }
        let decimal = parts.decimalDigits
        return text(significantDigits: decimal.digits.count) { decimal.rounded(toSignificantDigits: $0) }
    }

    /// The width of engine display text (`-1.5e-8`, `1234.5`) shown with ``symbols``, counted by
    /// ``widthRule``; the text's character count when it is not a number (`Error`).
    public func width(ofDisplay display: String) -> Int {
        guard let parts = NumberParts(display: display) else { return display.count }
        return widthRule.width(of: parts, symbols: symbols)
    }

    /// A typed entry with localised grouping, separator and minus sign; otherwise as typed.
    func entryText(_ display: String) -> String {
        guard let parts = NumberParts(display: display) else { return display }
        return symbols.text(parts)
    }

    /// The parts to show for a value: the most significant digits that fit.
    func fittedParts(significantDigits: Int, digits: (Int) -> DecimalDigits) -> NumberParts {
        let most = max(1, min(significantDigits, maximumWidth))
        var narrowest: NumberParts?
        for count in stride(from: most, through: 1, by: -1) {
            let decimal = digits(count)
            if decimal.isZero { return NumberParts.positional(decimal) }
            if DisplayFormatter.isPositional(exponent: decimal.exponent, significantDigits: count) {
                let positional = NumberParts.positional(decimal)
                if fits(positional) { return positional }
            }
            let scientific = NumberParts.scientific(decimal)
            if fits(scientific) { return scientific }
            narrowest = scientific
        }
        return narrowest!
    }

    private func fits(_ parts: NumberParts) -> Bool {
        widthRule.width(of: parts, symbols: symbols) <= maximumWidth
    }
}

/// The fitted display of a calculator on its concrete backend (read through `AnyCalculator.read(_:)`).
private struct FittedText: CalculatorReading {
    let fitter: DisplayFitter
    func read<Backend>(_ calculator: Calculator<Backend>) -> String { fitter.text(for: calculator) }
}
