import Foundation

/// The characters a display uses around the digits: decimal separator, grouping separator, minus
/// sign and exponent marker, from a `Locale` or given.
///
/// Digits stay ASCII `0`–`9` in every locale. ``plain`` is the engine's own format (`.`, `-`, no
/// grouping). For `en_US`: `1,111,111,110`; for `de_DE`: `1.111.111.110` and `0,5`.
public struct DisplaySymbols: Sendable, Hashable, Codable {
    /// The decimal separator (`.` or `,`).
    public var decimalSeparator: String
    /// The grouping separator (`,`, `.`, a narrow no-break space…); also what pasted text may contain.
    public var groupingSeparator: String
    /// Whether the integer digits of a display are grouped.
    public var usesGrouping: Bool
    /// How many digits make a group (3): at least 1 (a smaller value set is taken as 1).
    public var groupingSize: Int {
        didSet { if groupingSize < 1 { groupingSize = 1 } }
    }
    /// The minus sign: ASCII `-` or U+2212 `−` (``typographicMinus``).
    public var minusSign: String
    /// The exponent marker of scientific notation (`e`).
    public var exponentMarker: String

    /// U+2212 MINUS SIGN, as wide as a digit.
    public static let typographicMinus = "\u{2212}"

    /// The engine's format: `.` decimal separator, ASCII `-`, `e`, no grouping (pasted `,` groups are
    /// still understood).
    public static let plain = DisplaySymbols(
        decimalSeparator: ".", groupingSeparator: ",", usesGrouping: false, minusSign: "-")

    /// Symbols given one by one; a `groupingSize` below 1 is taken as 1.
    public init(
        decimalSeparator: String,
        groupingSeparator: String,
        usesGrouping: Bool = true,
        groupingSize: Int = 3,
        minusSign: String = "-",
        exponentMarker: String = "e"
    ) {
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.usesGrouping = usesGrouping && !groupingSeparator.isEmpty
        self.groupingSize = max(1, groupingSize)
        self.minusSign = minusSign
        self.exponentMarker = exponentMarker
    }

    /// Decodes symbols; a group of fewer than one digit is refused (grouping by it never ends).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let size = try container.decode(
            Int.self, forKey: .groupingSize, atLeast: 1, why: "a group has at least one digit")
        decimalSeparator = try container.decode(String.self, forKey: .decimalSeparator)
        groupingSeparator = try container.decode(String.self, forKey: .groupingSeparator)
        usesGrouping = try container.decode(Bool.self, forKey: .usesGrouping)
        groupingSize = size
        minusSign = try container.decode(String.self, forKey: .minusSign)
        exponentMarker = try container.decode(String.self, forKey: .exponentMarker)
    }

    /// The separators of `locale` (grouped by 3), with ASCII `-` or, if asked, U+2212 `−`.
    public init(locale: Locale, typographicMinus: Bool = false, usesGrouping: Bool = true) {
        self.init(
            decimalSeparator: locale.decimalSeparator ?? ".",
            groupingSeparator: locale.groupingSeparator ?? ",",
            usesGrouping: usesGrouping,
            minusSign: typographicMinus ? Self.typographicMinus : "-")
    }

    /// Localised text of number parts: sign, grouped integer digits, separator, fraction, exponent.
    func text(_ parts: NumberParts, grouped: Bool = true) -> String {
        var text = parts.isNegative ? minusSign : ""
        text += grouped && usesGrouping ? group(parts.integer) : parts.integer
        if let fraction = parts.fraction { text += decimalSeparator + fraction }
        if let exponent = parts.exponent {
            text += exponentMarker + (exponent < 0 ? minusSign : "") + String(exponent.magnitude)
        }
        return text
    }

    /// Integer digits with a grouping separator between groups, from the right.
    func group(_ digits: String) -> String {
        guard digits.count > groupingSize else { return digits }
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -groupingSize, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.append(digits[start..<end])
            end = start
        }
        return groups.reversed().joined(separator: groupingSeparator)
    }
}
