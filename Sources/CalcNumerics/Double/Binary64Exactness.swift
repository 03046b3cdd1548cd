#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The error-free checks that decide, without any library, whether a binary64 result needed rounding:
/// what ``Binary64Backend`` decides + − × ÷ √ x² with, and whether decimal text is exact (by FMA, or in
/// exact integers); ``LibmBinary64`` decides the other keys' exactness with 256-bit arithmetic.
package enum Binary64Exactness {
    /// Whether decimal text `[-]digits[.digits][e[±]digits]` is exactly `rounded`, decided without MPFR,
    /// as MPFR's ternary value decides it in the MPFR build: as M × 10ᵏ with an integer M < 2⁵³ and
    /// |k| ≤ 22, one product or quotient checked by FMA; otherwise (longer digits, larger exponents,
    /// subnormals) by comparing M × 10ᵏ with the double in exact integer arithmetic.
    package static func isExact(decimal text: String, rounded: Double) -> Bool {
        guard let (digits, k) = decimalParts(text) else { return false }
        if let decided = isExactByFusedProduct(digits: digits, exponent: k, rounded: rounded) { return decided }
        return isExactInIntegers(digits: digits, exponent: k, rounded: rounded)
    }

    /// Decimal text `[-]digits[.digits][e[±]digits]` (already known to be well formed: the caller checks
    /// the syntax) as M × 10ᵏ: M's digits without leading or trailing zeros (none for zero) and k; nil for
    /// text that is not a decimal, and for an M of more than 767 significant digits, which no double has.
    /// Zeros are appended only once a nonzero digit follows them, and the exponent saturates at 10⁹, so
    /// that `0e-999999` and a 1 followed by a million zeros are read, in memory bounded by M.
    static func decimalParts(_ text: String) -> (digits: [UInt8], exponent: Int)? {
        var digits: [UInt8] = []
        var pendingZeros = 0
        var fractionDigits = 0
        var inFraction = false
        var exponentSign = 1
        var exponentValue = 0
        var inExponent = false
        var sawDigit = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9") where inExponent:
                exponentValue = Swift.min(exponentValue * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000_000)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                sawDigit = true
                if inFraction { fractionDigits += 1 }
                if byte == UInt8(ascii: "0") {
                    // Leading zeros carry no digit of M; others wait for a nonzero digit after them.
                    if !digits.isEmpty { pendingZeros += 1 }
                } else {
                    guard digits.count + pendingZeros < 767 else { return nil }
                    digits.append(contentsOf: repeatElement(0, count: pendingZeros))
                    pendingZeros = 0
                    digits.append(byte - UInt8(ascii: "0"))
                }
            case UInt8(ascii: ".") where !inExponent:
                inFraction = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                inExponent = true
            case UInt8(ascii: "-") where inExponent:
                exponentSign = -1
            case UInt8(ascii: "-"), UInt8(ascii: "+"):
                continue
            default:
                return nil
            }
        }
        guard sawDigit else { return nil }
        return (digits, exponentSign * exponentValue - fractionDigits + pendingZeros)
    }

    /// The FMA check of ``isExact(decimal:rounded:)`` for M × 10ᵏ (M's digits): nil when M ≥ 2⁵³,
    /// |k| > 22 or the error would not be representable (then the exact comparison decides).
    static func isExactByFusedProduct(digits: [UInt8], exponent k: Int, rounded: Double) -> Bool? {
        if digits.isEmpty { return rounded == 0 }
        guard digits.count <= 16 else { return nil }
        var significand: UInt64 = 0
        for digit in digits { significand = significand * 10 + UInt64(digit) }
        guard significand < 1 << 53, let power = exactPowerOfTen(Double(k)), hasRepresentableError(rounded) else {
            return nil
        }
        let m = Double(significand)
        if k >= 0 { return fma(m, power, -Swift.abs(rounded)) == 0 }
        return fma(-Swift.abs(rounded), power, m) == 0
    }

    /// Whether M × 10ᵏ (M's digits, without trailing zeros) equals the finite double `rounded` (in
    /// magnitude), in exact integer arithmetic: with |rounded| = s × 2ᵉ, whether
    /// M × 10^max(k, 0) × 2^max(−e, 0) equals s × 10^max(−k, 0) × 2^max(e, 0). Equality needs k ≤ 308
    /// (above, M × 10ᵏ exceeds every double) and k ≥ −1074 (below, M × 2¹⁰⁷⁴ ÷ 10^|k| is not an
    /// integer, as M is not a multiple of 10), and M has at most 767 significant digits (the most a
    /// double's exact decimal has): anything else is not a double, and the integers stay below about
    /// 4,000 bits.
    static func isExactInIntegers(digits: [UInt8], exponent k: Int, rounded: Double) -> Bool {
        guard rounded.isFinite else { return false }
        if digits.isEmpty || rounded == 0 { return digits.isEmpty && rounded == 0 }
        guard digits.count <= 767, k <= 308, k >= -1074 else { return false }
        // |rounded| = s × 2ᵉ.
        let magnitude = Swift.abs(rounded)
        let s = magnitude.significandBitPattern | (magnitude.isNormal ? 1 << 52 : 0)
        let e = magnitude.isNormal ? Int(magnitude.exponentBitPattern) - 1075 : -1074
        var left = LimbNatural(0)
        for digit in digits { left.multiply(by: 10, adding: UInt64(digit)) }
        var right = LimbNatural(s)
        left.multiply(byPowerOfTen: Swift.max(k, 0))
        left.multiply(byPowerOfTwo: Swift.max(-e, 0))
        right.multiply(byPowerOfTen: Swift.max(-k, 0))
        right.multiply(byPowerOfTwo: Swift.max(e, 0))
        return left.limbs == right.limbs
    }

    /// 10^|k| for an integer k with |k| ≤ 22 (exact in binary64), nil otherwise.
    package static func exactPowerOfTen(_ k: Double) -> Double? {
        guard k == k.rounded(), Swift.abs(k) <= 22 else { return nil }
        var power = 1.0
        for _ in 0..<Int(Swift.abs(k)) { power *= 10 }
        return power
    }

    /// Whether the rounding error of a non-zero product or quotient of this magnitude is itself a binary64
    /// number (FMA then computes it exactly): far enough above the subnormal range (a zero may have
    /// underflowed, and MPFR decides).
    package static func hasRepresentableError(_ x: Double) -> Bool {
        Swift.abs(x) >= 0x1p-969
    }
}
