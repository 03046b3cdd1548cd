/// Which characters count towards a display's width limit.
///
/// Digits, the exponent marker `e` and the exponent's minus sign always count. The default,
/// ``standard``, does not count the decimal separator or grouping separators (narrow glyphs: a
/// 9-character phone display holds `123,456,789` and a typed `1.23456789`) and counts the minus sign
/// of the number. With it, `1.111111e9` is 9 characters wide: seven digits, `e`, `9`.
public struct DisplayWidthRule: Sendable, Hashable, Codable {
    /// Whether the decimal separator counts as a character.
    public var countsDecimalSeparator: Bool
    /// Whether each grouping separator counts as a character.
    public var countsGroupingSeparators: Bool
    /// Whether the number's minus sign counts as a character.
    public var countsMinusSign: Bool

    /// A rule.
    public init(countsDecimalSeparator: Bool, countsGroupingSeparators: Bool, countsMinusSign: Bool) {
        self.countsDecimalSeparator = countsDecimalSeparator
        self.countsGroupingSeparators = countsGroupingSeparators
        self.countsMinusSign = countsMinusSign
    }

    /// Digits, signs and the exponent count; separators do not.
    public static let standard = DisplayWidthRule(
        countsDecimalSeparator: false, countsGroupingSeparators: false, countsMinusSign: true)

    /// Every character counts, separators included (for a fixed-width terminal).
    public static let everyCharacter = DisplayWidthRule(
        countsDecimalSeparator: true, countsGroupingSeparators: true, countsMinusSign: true)

    /// The width of number parts shown with `symbols`.
    func width(of parts: NumberParts, symbols: DisplaySymbols) -> Int {
        var width = parts.integer.count + (parts.fraction?.count ?? 0)
        if parts.isNegative && countsMinusSign { width += 1 }
        if parts.fraction != nil && countsDecimalSeparator { width += 1 }
        if countsGroupingSeparators && symbols.usesGrouping && parts.integer.count > symbols.groupingSize {
            width += (parts.integer.count - 1) / symbols.groupingSize
        }
        if let exponent = parts.exponent {
            width += 1 + String(exponent.magnitude).count + (exponent < 0 ? 1 : 0)
        }
        return width
    }
}
