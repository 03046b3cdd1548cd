/// a × 10ᵇ correctly rounded (round to nearest, ties to even, binary64's range and subnormals), as
/// MPFR's IEEE mode scales by a power of ten (`MPFRDecimalScaling`).
///
/// **A non-integer b** (``scaled(_:byNonIntegerPowerOfTen:)``): the result is ±e^t with
/// t = b·ln 10 + ln|a|, never exact (10ᵇ is irrational). Each term is a double-double within 2^−69.8 of
/// its own magnitude, so t is within (|b·ln 10| + |ln a|)·2^−69.8 even where the terms cancel
/// (1e−300 × 10^300.5), and e^t is rounded by the exponential's test at that error, else from the
/// 256-bit path (within 2^−220 here, |b·ln 10| + |ln a| < 1,500). One rounding, so a × 10ᵇ is finite
/// whenever the result is, however far 10ᵇ alone is beyond binary64's range.
///
/// **An integer b.** For |b| ≤ 22, 10^|b| is a double and the key is one IEEE product or quotient
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

    /// a × 10ᵇ for a non-integer b, as e^(b·ln 10 + ln|a|) rounded once (the file's comment).
    static func scaled(_ a: Double, byNonIntegerPowerOfTen b: Double) -> (value: Double, tookAccuratePath: Bool) {
        // 0 × 10ᵇ is 0 however large 10ᵇ (as for an integer b, and as MPFR gives it).
        if a == 0 || !a.isFinite || b.isNaN { return (a == 0 && !b.isNaN ? a : a * exp10(b).value, false) }
        let magnitude = a.magnitude
        let logarithm = naturalLogarithm(magnitude)
        let (ln10High, ln10Low) = CorrectlyRoundedTables.ln10
        let product = DoubleDouble.twoProduct(b, ln10High)
        // |b|·ln 10 beyond the largest double: the result is far beyond binary64's range either way.
        if !product.high.isFinite { return (b > 0 ? a * .infinity : a * 0, false) }
        let power = DoubleDouble.fastTwoSum(product.high, product.low + b * ln10Low)
        let sum = DoubleDouble.twoSum(power.high, logarithm.high)
        let t = DoubleDouble.fastTwoSum(sum.high, sum.low + power.low + logarithm.low)
        let (value, tookAccuratePath) = exponential(
            of: t, termMagnitude: power.high.magnitude + logarithm.high.magnitude
        ) {
            exponentialWide(
                Float256(b) * CorrectlyRoundedTables.ln10Wide + naturalLogarithmWide(magnitude, start: logarithm))
        }
        return (a < 0 ? -value : value, tookAccuratePath)
    }
}
