/// A number read from pasted text, and the keys that type it into a calculator.
///
/// Accepted: surrounding white space; a sign (`+`, `-`, U+2212 `−`); digits with the locale's grouping
/// separators between groups of three (`1,234.5`; de_DE `1.234,5`; a space-like separator also
/// accepts the other spaces); the locale's decimal separator once; an exponent `e` or `E` with an
/// optional sign (`1.5e9`, `2.5E-3`). Anything else is refused with a ``PasteError``: letters,
/// grouping that is not by three (`1,23` is refused rather than read as 123 or 1.23), two separators,
/// a bare separator. Grouping is only allowed before the decimal separator.
public struct PastedNumber: Sendable, Hashable {
    /// The number: sign, significant digits (no leading zeros; `0` for zero), exponent of the first.
    public var value: DecimalDigits

    /// Reads `text` with the separators of `symbols` (default: `.` decimal and `,` grouping).
    ///
    /// - Throws: ``PasteError`` when the text is empty, not exactly one number, or has an exponent
    ///   beyond ±999,999,999.
    public init(parsing text: String, symbols: DisplaySymbols = .plain) throws(PasteError) {
        let trimmed = try Self.trimmed(text)
        guard let parts = Self.parts(of: trimmed, symbols: symbols) else {
            throw PasteError(kind: .notANumber, text: trimmed)
        }
        var exponent = 0
        if let exponentText = parts.exponent {
            guard let e = Int(exponentText), e.magnitude < 1_000_000_000 else {
                throw PasteError(kind: .exponentOutOfRange, text: trimmed)
            }
            exponent = e
        }
        value =
            NumberParts(
                isNegative: parts.isNegative, integer: parts.integer.isEmpty ? "0" : parts.integer,
                fraction: parts.fraction, exponent: exponent
            ).decimalDigits
    }

    /// `text` without the white space around it.
    ///
    /// - Throws: ``PasteError`` (`empty`) when nothing is left.
    static func trimmed(_ text: String) throws(PasteError) -> String {
        let trimmed = String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        guard !trimmed.isEmpty else { throw PasteError(kind: .empty, text: trimmed) }
        return trimmed
    }

    /// The number in the engine's decimal syntax (`DecimalSyntax`), every digit kept: positional
    /// when its exponent is from −7 to 20 (`1234.5`, `0.0025`, `-0`), else scientific (`1.5e-8`).
    public var decimalText: String {
        let positional = value.exponent >= DisplayFormatter.smallestPositionalExponent && value.exponent <= 20
        var parts = positional ? NumberParts.positional(value) : NumberParts.scientific(value)
        parts.isNegative = value.isNegative
        return DisplaySymbols.plain.text(parts, grouped: false)
    }

    /// The keys that put this number on the display of `calculator`, keeping what is pending (`2 +` then
    /// paste `3` gives `2 + 3`), as a paste is pressed and logged (`LoggedKey.pasting(_:)`).
    ///
    /// The clearing comes first: `AC` in the error state, `C` while there is a current operand (it
    /// clears it and keeps what is pending), decided on the calculator the keys are pressed on. Then the
    /// number's ``typingKeys(maximumDigits:)`` for the calculator's entry
    /// (`CalculatorProtocol/entryDigitLimit`): a number that an entry holds is typed, one that it does
    /// not is entered whole.
    public func keys<Engine: CalculatorProtocol>(for calculator: Engine) -> [LoggedKey] {
        LoggedKey.pasting(typingKeys(maximumDigits: calculator.entryDigitLimit))
    }

    /// The keys that enter this number on a calculator whose entry takes `maximumDigits` digits, without
    /// any clearing first (see ``keys(for:)``).
    ///
    /// A number with at most that many digits written out (`1.5e9` is `1500000000`, `2.5E-3` is
    /// `0.0025`) is typed: its digits and `.`, then `neg` for a negative number, an entry as if typed.
    /// Any other number is the literal key (`Key/literal(_:)`) of ``decimalText``, which enters it whole
    /// as one operand, every digit kept and rounded once by the backend (`1e20`, or `12345678901234`
    /// where an entry takes 9 digits): a value, not an entry. A paste is never cut to the entry's digits.
    public func typingKeys(maximumDigits: Int) -> [Key] {
        guard let typed = positionalText(of: value, maximumDigits: maximumDigits) else {
            // Always valid: decimalText is DecimalSyntax.
            return NumberLiteral(decimalText).map { [.literal($0)] } ?? []
        }
        var keys = Self.keys(typing: typed)
        if value.isNegative { keys.append(.negate) }
        return keys
    }

    /// The number written out without exponent, if that takes at most `maximumDigits` typed digits
    /// (a single leading `0` before the point does not count, as in the engine).
    func positionalText(of decimal: DecimalDigits, maximumDigits: Int) -> String? {
        let digits = decimal.trimmedDigits
        if digits.isEmpty { return "0" }
        guard maximumDigits > 0 else { return nil }
        let e = decimal.exponent
        // The count is checked before the text is made: a paste of `1e-999999999` wrote a billion zeros
        // (a minute and 2 GB) before it was refused.
        if e < 0 {
            let zeros = e.magnitude - 1
            guard zeros < UInt(maximumDigits), Int(zeros) + digits.count <= maximumDigits else { return nil }
            return "0." + String(repeating: "0", count: Int(zeros)) + digits
        } else if digits.count <= e + 1 {
            guard e < maximumDigits else { return nil }
            return digits + String(repeating: "0", count: e + 1 - digits.count)
        } else {
            guard digits.count <= maximumDigits else { return nil }
            return digits.prefix(e + 1) + "." + digits.dropFirst(e + 1)
        }
    }

    static func keys(typing text: String) -> [Key] {
        text.compactMap { Digit($0).map { Key.digit($0) } ?? ($0 == "." ? Key.point : nil) }
    }

    /// The sign, digits and exponent text of a trimmed number, or `nil` when it is not one number.
    static func parts(of text: String, symbols: DisplaySymbols)
        -> (isNegative: Bool, integer: String, fraction: String?, exponent: String?)?
    {
        var rest = Substring(text)
        var isNegative = false
        if let first = rest.first, "+-\u{2212}".contains(first) {
            isNegative = first != "+"
            rest = rest.dropFirst()
        }
        // Integer part: digit groups separated by grouping separators.
        let groupSeparators = Self.groupingSeparators(symbols)
        var groups: [Substring] = []
        var current = rest.prefix { $0.isASCII && $0.isNumber }
        groups.append(current)
        rest = rest.dropFirst(current.count)
        while !current.isEmpty, let separator = groupSeparators.first(where: { rest.hasPrefix($0) }) {
            let afterSeparator = rest.dropFirst(separator.count)
            current = afterSeparator.prefix { $0.isASCII && $0.isNumber }
            guard current.count == symbols.groupingSize else { return nil }
            groups.append(current)
            rest = afterSeparator.dropFirst(current.count)
        }
        if groups.count > 1 && !(1...symbols.groupingSize).contains(groups[0].count) { return nil }
        let integer = groups.joined()
        var fraction: String?
        if rest.hasPrefix(symbols.decimalSeparator) {
            rest = rest.dropFirst(symbols.decimalSeparator.count)
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            fraction = String(digits)
            rest = rest.dropFirst(digits.count)
        }
        guard !integer.isEmpty || !(fraction ?? "").isEmpty else { return nil }
        var exponent: String?
        if let marker = rest.first, marker == "e" || marker == "E" {
            rest = rest.dropFirst()
            var sign = ""
            if let first = rest.first, "+-\u{2212}".contains(first) {
                sign = first == "+" ? "" : "-"
                rest = rest.dropFirst()
            }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty else { return nil }
            rest = rest.dropFirst(digits.count)
            let significant = digits.drop { $0 == "0" }
            exponent =
                significant.count > 10 ? sign + "9999999999" : sign + (significant.isEmpty ? "0" : String(significant))
        }
        guard rest.isEmpty else { return nil }
        return (isNegative, integer, fraction, exponent)
    }

    /// The grouping separators pasted text may use: the locale's, and every space-like separator when
    /// the locale's is a space (U+0020, U+00A0, U+202F), or both apostrophes when it is one.
    static func groupingSeparators(_ symbols: DisplaySymbols) -> [String] {
        let separator = symbols.groupingSeparator
        guard !separator.isEmpty, separator != symbols.decimalSeparator else { return [] }
        let spaces = [" ", "\u{00A0}", "\u{202F}"]
        let apostrophes = ["'", "\u{2019}"]
        if spaces.contains(separator) { return spaces }
        if apostrophes.contains(separator) { return apostrophes }
        return [separator]
    }
}
