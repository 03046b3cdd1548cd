/// a × 10ᵇ for an integer b, correctly rounded (round to nearest, ties to even, binary64's range and
/// subnormals), as MPFR's IEEE mode scales by a power of ten (`MPFRDecimalScaling`).
///
/// For |b| ≤ 22, 10^|b| is a double and the key is one IEEE product or quotient
/// (``scaled(_:byPowerOfTen:)``). Beyond, a = m·2ᵉ is written exactly as a decimal, N·10ᵖ with
/// N = m·2ᵉ (e ≥ 0) or N = m·5^−e and p = e (e < 0), an integer of at most 767 digits computed in 64-bit
/// limbs (``LimbNatural``), and the text "N e(p + b)" is read by Swift's decimal parser, which rounds any
/// decimal text correctly, once. Exact: no approximation is involved, so no hard case exists. Beyond
/// |b| = 700 the result is ±∞ or ±0 whatever a is (|a| < 2¹⁰²⁴, |a| ≥ 2^−1074).
extension CorrectlyRounded {
    /// a × 10ᵇ for an integer b, by exact decimal text (the file's comment).
    static func scaledExactly(_ a: Double, byPowerOfTen b: Double) -> Double {
        if a == 0 || !a.isFinite { return a }
        if b > 700 { return a > 0 ? .infinity : -.infinity }
        if b < -700 { return a > 0 ? 0 : -0.0 }
        let bits = a.significandBitPattern | (a.isNormal ? 1 << 52 : 0)
        var e = (a.isNormal ? Int(a.exponent) - 52 : -1074) + bits.trailingZeroBitCount
        var digits = LimbNatural(bits >> bits.trailingZeroBitCount)
        let p = min(e, 0)
        while e > 0 {
            let step = min(e, 63)
            digits.multiply(by: 1 << UInt64(step))
            e -= step
        }
        // 5²⁷ < 2⁶³: the power of five in steps of 27.
        while e < 0 {
            let step = min(-e, 27)
            var power: UInt64 = 1
            for _ in 0..<step { power *= 5 }
            digits.multiply(by: power)
            e += step
        }
        let text = (a < 0 ? "-" : "") + digits.decimalDigits + "e" + String(p + Int(b))
        return Double(text) ?? .nan
    }
}
