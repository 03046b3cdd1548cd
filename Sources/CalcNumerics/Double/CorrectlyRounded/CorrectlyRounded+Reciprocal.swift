/// The twelve reciprocal keys (sec, csc, cot, asec, acsc, acot and their hyperbolic forms), each ONE
/// correctly rounded result of the whole function, as MPFR's IEEE mode gives them, not 1/f(x) or f(1/x)
/// rounded twice.
///
/// **Where they are computed.** sec, csc and cot (both units) and sech, csch and coth are the reciprocal
/// of the base function's fast double-double (one more quotient, 2^−101) before the rounding test,
/// or of its 256-bit accurate value (``Float256/reciprocal()``, 2^−250) before the final rounding:
/// CorrectlyRounded+Trigonometric.swift and CorrectlyRounded+Hyperbolic.swift. asec, acsc and acot
/// reduce to an offset ± atan z like asin, acos and atan, with z = 1/a, √(a² − 1) or 1/√(a² − 1)
/// (CorrectlyRounded+InverseTrigonometry.swift); asech, acsch and acoth are logarithms of
/// (1 + √(1 ∓ a²))/a and (a + 1)/(a − 1), or the odd series of 1/a above 2⁵
/// (CorrectlyRounded+InverseHyperbolic.swift). Each file states the bounds.
///
/// **Reciprocals of tiny and huge arguments** (``scaledQuotient(_:by:plus:)``). Where the key is
/// c/x + d·x with |d·x²| < 2^−54 (csc, cot, csch, coth below 2^−27; csc and cot in degrees below 2^−400
/// and acsc, acot in degrees above 2⁵⁰⁰, c = 180/π; the next terms below 2^−108 of the result), it is
/// computed at x scaled to [1, 2), so that neither c/x nor its error overflows or underflows, and scaled
/// back exactly. In radians above 2⁵⁰⁰, acsc x, acot x, acsch x and acoth x are 1/x ∓ 1/(kx³) + …, and
/// round as 1/x does: a value within 2^−1000 of 1/x could round otherwise only if 1/x lay that close to
/// a rounding boundary, but 1/x − m·2ᵉ = (1 − m·x·2ᵉ)/x, and 1 − m·x·2ᵉ, a nonzero multiple of 2^−108 or
/// so (m has 54 bits, x 53), is far larger.
///
/// **Hard cases.** No search for hard-to-round arguments of these keys is published. Their accurate paths
/// are within 2^−180 or better, which decides every value not within 2^−125 of a rounding boundary;
/// heuristically 2^64·2^−125 = 2^−61 of the doubles' 2^64 arguments would come closer, none expected.
extension CorrectlyRounded {
    /// c/x + linear·x rounded to binary64 when the rounding test decides it, else nil; c a positive
    /// double-double, x ≠ 0 finite, |linear·x²| < 2^−54 (the file's comment), and the result must not be
    /// subnormal (it is not for the keys that call this).
    ///
    /// With x = ±m·2ᵉ, m in [1, 2): c/m as a double-double (the quotient of the leading part, its exact
    /// remainder by a fused product, the trailing part added: 2^−104), plus linear·m·2^(2e) (relative to
    /// c/m below 2^−54, so its rounding adds 2^−107), rounded at 2^−100; then the rounded value times 2^−e,
    /// which is exact or overflows exactly where the true result rounds to ±∞.
    static func scaledQuotient(_ c: DoubleDouble, by x: Double, plus linear: Double) -> Double? {
        let m = x.significand
        let e = Int(x.exponent)
        let quotient = c.high / m
        let remainder = c.high.addingProduct(-quotient, m)
        let scale = Double(sign: .plus, exponent: e, significand: 1)
        // Only the tiny arguments have a linear term; 2^(2e) may underflow there, harmlessly.
        let term = linear == 0 ? 0 : linear * m * scale * scale
        let result = DoubleDouble.fastTwoSum(quotient, (remainder + c.low) / m + term)
        guard let rounded = result.roundedIfDecided(relativeError: 0x1p-100) else { return nil }
        // Two exact steps of at most 2^537 each (Double(sign:exponent:significand:) would not overflow
        // to ∞ for |e| in the thousands); the second rounds to ±∞ exactly when the result overflows.
        let half = -e / 2
        let value =
            rounded * Double(sign: .plus, exponent: half, significand: 1)
            * Double(sign: .plus, exponent: -e - half, significand: 1)
        guard value.isNormal || value.isInfinite else { return nil }
        return x.sign == .minus ? -value : value
    }
}
