/// Formats computed values for the display.
///
/// With D significant digits, correctly rounded (round half to even on the exact value): positional
/// notation when the decimal exponent E of the rounded value satisfies −7 ≤ E < D, else a mantissa,
/// `e` and the exponent (`1.5e-8`, `-2.5e20`); no trailing zeros, no trailing point, ASCII `-`, no
/// grouping; a zero of either sign shows `0`.
public struct DisplayFormatter: Sendable, Hashable, Codable {
    /// The number of significant digits shown, D: at least 1 (a smaller value set is taken as 1).
    public var significantDigits: Int {
        didSet { if significantDigits < 1 { significantDigits = 1 } }
    }

    /// The smallest decimal exponent shown positionally (−7: `0.0000001`).
    public static let smallestPositionalExponent = -7

    /// Whether a value rounded to `significantDigits` digits whose first digit has the decimal exponent
    /// `exponent` is shown positionally (−7 ≤ E < D), not in e-notation: the one rule for the engine's
    /// display and `DisplayFitter`'s.
    public static func isPositional(exponent: Int, significantDigits: Int) -> Bool {
        exponent >= smallestPositionalExponent && exponent < significantDigits
    }

    /// A formatter showing `significantDigits` digits (1 when it is smaller).
    public init(significantDigits: Int) {
        self.significantDigits = max(1, significantDigits)
    }

    /// Decodes a formatter; fewer than one significant digit is refused (it would trap on formatting).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        significantDigits = try container.decode(
            Int.self, forKey: .significantDigits, atLeast: 1, why: "at least one significant digit")
    }

    /// The display text of a finite value of `backend`.
    @_specialize(exported:true,where Backend == DoubleBackend)
    #if MPFR
        @_specialize(exported:true,where Backend == MPFRBackend)@_specialize(
            exported:true,where Backend == ExactBackend
        )
    #endif
    public func string<Backend: NumericBackend>(for value: Backend.Value, backend: Backend) -> String {
        #if DEBUG
            FormattingCounter.current?.increment()
        #endif
        if let text = backend.displayText(of: value) { return text }
        return string(for: backend.decimalDigits(of: value, significantDigits: significantDigits))
    }

    /// The display text of rounded digits.
    public func string(for decimal: DecimalDigits) -> String {
        let zero = UInt8(ascii: "0")
        var end = decimal.digits.count
        while end > 0 && decimal.digits[end - 1] == zero { end -= 1 }
        if end == 0 { return "0" }
        let exponent = decimal.exponent
        let isPositional = Self.isPositional(exponent: exponent, significantDigits: significantDigits)
        // The longest text: sign, "0." and zeros before the digits, or the digits' integer zeros, or "e-…".
        let capacity = 1 + end + (isPositional ? max(-exponent, exponent + 1) + 1 : 24)
        return decimal.digits.withUnsafeBufferPointer { digits in
            String(unsafeUninitializedCapacity: capacity) { text in
                var count = 0
                func append(_ byte: UInt8) {
                    text[count] = byte
                    count += 1
                }
                func append(digitsFrom start: Int, to stop: Int) {
                    for index in start..<stop { append(digits[index]) }
                }
                if decimal.isNegative { append(UInt8(ascii: "-")) }
                if isPositional {
                    if exponent < 0 {
                        append(zero)
                        append(UInt8(ascii: "."))
                        for _ in 0..<(-exponent - 1) { append(zero) }
                        append(digitsFrom: 0, to: end)
                    } else {
                        let integerCount = exponent + 1
                        if end <= integerCount {
                            append(digitsFrom: 0, to: end)
                            for _ in 0..<(integerCount - end) { append(zero) }
                        } else {
                            append(digitsFrom: 0, to: integerCount)
                            append(UInt8(ascii: "."))
                            append(digitsFrom: integerCount, to: end)
                        }
                    }
                } else {
                    append(digits[0])
                    if end > 1 {
                        append(UInt8(ascii: "."))
                        append(digitsFrom: 1, to: end)
                    }
                    append(UInt8(ascii: "e"))
                    for byte in String(exponent).utf8 { append(byte) }  // a small string: not allocated
                }
                return count
            }
        }
    }
}
