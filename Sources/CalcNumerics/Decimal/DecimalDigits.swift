/// A value rounded to a number of significant decimal digits: `±d.ddd… × 10^exponent`.
///
/// Produced by ``NumericBackend/decimalDigits(of:significantDigits:)``. The digits are correctly
/// rounded (round half to even on the exact binary value); a display formatter builds on this.
public struct DecimalDigits: Sendable, Hashable, CustomStringConvertible {
    /// Whether the value is negative (a negative zero reports `true`).
    public var isNegative: Bool
    /// Exactly the requested number of ASCII digits; the first is non-zero unless the value is zero.
    public var digits: [UInt8]
    /// The power of ten of the first digit (scientific notation); 0 for zero.
    public var exponent: Int

    /// The digits in scientific notation, every digit kept: `-1.2345e-5`, `5e3`, `0e0`.
    public var description: String {
        var text = isNegative ? "-" : ""
        let characters = digits.map { Character(Unicode.Scalar($0)) }
        if let first = characters.first { text.append(first) }
        if characters.count > 1 { text += "." + String(characters.dropFirst()) }
        return text + "e\(exponent)"
    }

    /// Creates digits from their parts; `digits` holds ASCII `0`–`9`.
    public init(isNegative: Bool, digits: [UInt8], exponent: Int) {
        self.isNegative = isNegative
        self.digits = digits
        self.exponent = exponent
    }

    /// Whether every digit is zero.
    public var isZero: Bool { digits.allSatisfy { $0 == UInt8(ascii: "0") } }

    /// The digits as a string, e.g. `"314159"`.
    public var digitString: String { String(decoding: digits, as: UTF8.self) }
}
