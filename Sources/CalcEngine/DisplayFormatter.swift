/// Formats computed values for the display.
///
/// With D significant digits, correctly rounded (round half to even on the exact value): positional
/// notation when the decimal exponent E of the rounded value satisfies −7 ≤ E < D, else a mantissa,
/// `e` and the exponent (`1.5e-8`, `-2.5e20`); no trailing zeros, no trailing point, ASCII `-`, no
/// grouping; a zero of either sign shows `0`.
public struct DisplayFormatter: Sendable, Hashable, Codable {
    /// The number of significant digits shown, D.
    public var significantDigits: Int

    /// The smallest decimal exponent shown positionally (−7: `0.0000001`).
    public static let smallestPositionalExponent = -7

    /// A formatter showing `significantDigits` digits.
    public init(significantDigits: Int) {
        precondition(significantDigits >= 1, "at least one significant digit")
        self.significantDigits = significantDigits
    }

    /// The display text of a finite value of `backend`.
    public func string<Backend: NumericBackend>(for value: Backend.Value, backend: Backend) -> String {
        string(for: backend.decimalDigits(of: value, significantDigits: significantDigits))
    }

    /// The display text of rounded digits.
    public func string(for decimal: DecimalDigits) -> String {
        let zero = UInt8(ascii: "0")
        var end = decimal.digits.count
        while end > 0 && decimal.digits[end - 1] == zero { end -= 1 }
        if end == 0 { return "0" }
        let significant = decimal.digits[0..<end]
        let exponent = decimal.exponent
        var text: [UInt8] = []
        text.reserveCapacity(end + 12)
        if decimal.isNegative { text.append(UInt8(ascii: "-")) }
        if exponent >= Self.smallestPositionalExponent && exponent < significantDigits {
            if exponent < 0 {
                text.append(zero)
                text.append(UInt8(ascii: "."))
                text.append(contentsOf: repeatElement(zero, count: -exponent - 1))
                text.append(contentsOf: significant)
            } else {
                let integerCount = exponent + 1
                if significant.count <= integerCount {
                    text.append(contentsOf: significant)
                    text.append(contentsOf: repeatElement(zero, count: integerCount - significant.count))
                } else {
                    text.append(contentsOf: significant.prefix(integerCount))
                    text.append(UInt8(ascii: "."))
                    text.append(contentsOf: significant.dropFirst(integerCount))
                }
            }
        } else {
            text.append(significant.first!)
            if significant.count > 1 {
                text.append(UInt8(ascii: "."))
                text.append(contentsOf: significant.dropFirst())
            }
            text.append(UInt8(ascii: "e"))
            text.append(contentsOf: String(exponent).utf8)
        }
        return String(decoding: text, as: UTF8.self)
    }
}
