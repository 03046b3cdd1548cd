/// ln x, log₂ x and log₁₀ x correctly rounded.
///
/// **Fast path.** x = 2ᵉ·m with m in [1, 2) (subnormals scaled by 2⁶⁴ first); j, the top nine bits of
/// m's fraction, picks c_j ≈ 1/m with ten significant bits, so r = m·c_j − 1 is exact in one double
/// (one fused multiply-add: m·c_j is a multiple of 2^−62 within 2^−9 of 1) with |r| ≤ 2⁻⁹, and
/// |r| < 2^−9.43 for 0 < j < 511. For j ≥ 256 (m ≥ 1.5) the table holds −ln(2c_j) and e counts one
/// more, so that x just below 1 has e + 1 = 0 and, with c₅₁₁ = 1/2 and c₀ = 1, r = x − 1 exactly: no
/// cancellation next to 1. Then ln x = e·ln 2 + f, f = (−ln c_j) + ln(1 + r), with the table as
/// double-doubles (2^−106) and ln 2 as h + m + l, h of 42 bits so that e·h is exact without a fused
/// product (|e| ≤ 1074; e·m and e·l within 2^−84), and ln(1 + r) = r − r²/2 (r² exact by one
/// TwoProduct, the sums by TwoSum) + r³(1/3 − r/4 + … − r⁵/8) in double. Error budget, absolutely:
/// the truncated series |r|⁹/9 < 2^−84; the double tail r³/3·(1 + …) (five roundings of a value below
/// 2^−28.6) < 2^−79.4; the trailing parts summed in double, the tail last, < 2^−81. That is below
/// 2^−78.9 absolutely, and relatively: where e + 1 ≠ 0 or j ∉ {0, 511}, |ln x| ≥ 2^−9 (so below
/// 2^−69.9); next to 1 every error is relative to r (the tail's 2^−50.8·r²/3 < 2^−70). The rounding
/// test uses ε = 2^−69 for ln, and 2^−68 for log₂ x = e + f/ln 2 and log₁₀ x = e·log₁₀ 2 + f/ln 10
/// (log₁₀ 2 split as ln 2 is), whose products of f by a double-double 1/ln 2 or 1/ln 10 add 2^−100;
/// where e ≠ 0 these are at least 0.41 and 0.12 (|f| < 0.42), so that their absolute error stays
/// relatively small, and where e = 0 they are f times a constant.
///
/// **Accurate path.** Two Newton steps y ← y + x·e^(−y) − 1 in 256-bit arithmetic from the fast
/// result (error d ≤ 2^−60 relative): each step squares the error (d²/2) plus the 2^−230 of the
/// accurate exponential (``exponentialWide(_:)``), so the result is within 2^−228 absolutely and,
/// as |ln x| ≥ 2^−54 for x ≠ 1, 2^−174 relatively; log₂ and log₁₀ multiply by a 256-bit 1/ln 2 or
/// 1/ln 10. Far below the 2^−126 the hardest published arguments need.
///
/// **Exact cases.** ln 1 = 0, log₂ 2ᵏ = k and log₁₀ 10ᵏ = k are integers, not halfway between doubles:
/// the fast path's interval around them rounds to them, so they need no special case.
extension CorrectlyRounded {
    /// The base of a logarithm.
    enum LogarithmBase {
        case e, two, ten
    }

    /// The fast path's relative error bound for ln (see the file's comment).
    static let logarithmError = 0x1p-69

    /// log_base x.
    static func logarithm(_ x: Double, base: LogarithmBase) -> (value: Double, tookAccuratePath: Bool) {
        if x.isNaN { return (x, false) }
        if x < 0 { return (.nan, false) }
        if x == 0 { return (-.infinity, false) }
        if x == .infinity { return (x, false) }
        let parts = logarithmParts(x)
        let result: DoubleDouble
        let error: Double
        switch base {
        case .e:
            result = parts.naturalLogarithm
            error = logarithmError
        case .two:
            let (high, low) = CorrectlyRoundedTables.log2e
            result = parts.exponent(
                times: (1, 0, 0), plus: parts.fraction.multiplied(by: DoubleDouble(high, low)))
            error = 2 * logarithmError
        case .ten:
            let (high, low) = CorrectlyRoundedTables.log10e
            result = parts.exponent(
                times: CorrectlyRoundedTables.log10Of2Split,
                plus: parts.fraction.multiplied(by: DoubleDouble(high, low)))
            error = 2 * logarithmError
        }
        if let value = result.roundedIfDecided(relativeError: error) { return (value, false) }
        let accurate = naturalLogarithmWide(x, start: parts.naturalLogarithm)
        switch base {
        case .e: return (accurate.roundedToDouble(), true)
        case .two: return ((accurate * CorrectlyRoundedTables.log2eWide).roundedToDouble(), true)
        case .ten: return ((accurate * CorrectlyRoundedTables.log10eWide).roundedToDouble(), true)
        }
    }

    /// log_b a = ln a / ln b rounded once (the key log_y): the quotient of the two fast logarithms (each
    /// within 2^−69.9, the quotient 2^−102 more) under the rounding test at 2^−68, else of the two accurate
    /// ones (2^−174 each). An exact result (log₂ 8 = 3, log₄ 8 = 1.5) is a double, never halfway between
    /// two: its interval rounds to it. Zero, infinite, negative and NaN operands and a base or argument
    /// of 1 give the quotient of the logarithms' special values (±0, ±∞ or NaN, exactly), as MPFR does.
    static func logarithm(_ a: Double, toBase b: Double) -> (value: Double, tookAccuratePath: Bool) {
        guard a > 0, b > 0, a.isFinite, b.isFinite, a != 1, b != 1 else {
            let numerator = a == 1 ? 0 : logarithm(a, base: .e).value
            let denominator = b == 1 ? 0 : logarithm(b, base: .e).value
            return (numerator / denominator, false)
        }
        let numerator = naturalLogarithm(a)
        let denominator = naturalLogarithm(b)
        if let value = numerator.divided(by: denominator).roundedIfDecided(relativeError: 2 * logarithmError) {
            return (value, false)
        }
        let wide = naturalLogarithmWide(a, start: numerator) / naturalLogarithmWide(b, start: denominator)
        return (wide.roundedToDouble(), true)
    }

    /// ln x = e·ln 2 + f for a positive finite x (the file's comment): the exponent e, an integer with
    /// |e| ≤ 1074, and f = −ln c_j + ln(1 + r), |f| < 0.42, as a double-double within 2^−78 absolutely
    /// (relatively next to 1, where e = 0).
    struct LogarithmParts {
        /// e.
        var exponent: Double
        /// f.
        var fraction: DoubleDouble

        /// ln x = e·ln 2 + f.
        var naturalLogarithm: DoubleDouble {
            exponent(times: CorrectlyRoundedTables.ln2Split, plus: fraction)
        }

        /// e·(h + m + l) + g for a constant split as in ``CorrectlyRoundedTables/ln2Split`` (e·h exact,
        /// e·m and e·l within 2^−84 absolutely) and a double-double g: g itself when e = 0.
        @inline(__always)
        func exponent(times constant: (Double, Double, Double), plus g: DoubleDouble) -> DoubleDouble {
            let first = DoubleDouble.twoSum(exponent * constant.0, g.high)
            return DoubleDouble.twoSum(
                first.high, first.low + g.low + exponent * constant.1 + exponent * constant.2)
        }
    }

    /// The parts of ln x for a positive finite x (the file's comment).
    @inline(__always)
    static func logarithmParts(_ x: Double) -> LogarithmParts {
        var bits = x.bitPattern
        var exponent = Int(bits >> 52) - 1023
        if exponent == -1023 {
            bits = (x * 0x1p64).bitPattern
            exponent = Int(bits >> 52) - 1023 - 64
        }
        let index = Int((bits >> 43) & 511)
        let m = Double(bitPattern: (bits & 0x000F_FFFF_FFFF_FFFF) | 0x3FF0_0000_0000_0000)
        let (reciprocal, tableHigh, tableLow) = LogarithmTables.logTable[index]
        let r = (-1.0).addingProduct(m, reciprocal)
        let square = DoubleDouble.twoProduct(r, r)
        // −ln c_j + r, exactly; then − r²/2, exactly by FastTwoSum: the sum is r itself or at least
        // 2^−9.4, far above r²/2.
        let linear = DoubleDouble.twoSum(tableHigh, r)
        let quadratic = DoubleDouble.fastTwoSum(linear.high, -0.5 * square.high)
        let tail = r * square.high * (1.0 / 3 + r * (-0.25 + r * (0.2 + r * (-1.0 / 6 + r * (1.0 / 7 - r * 0.125)))))
        let low = (linear.low + quadratic.low - 0.5 * square.low + tableLow) + tail
        return LogarithmParts(
            exponent: Double(exponent + (index >= 256 ? 1 : 0)),
            fraction: DoubleDouble.fastTwoSum(quadratic.high, low))
    }

    /// ln x for a positive finite x, as a double-double within 2^−69.9 relatively (the file's comment).
    static func naturalLogarithm(_ x: Double) -> DoubleDouble {
        logarithmParts(x).naturalLogarithm
    }

    /// ln(h + l) for a double-double h + l with h > 0 and |l| ≤ ulp(h): ln h + l/h, whose neglected
    /// (l/h)²/2 is below 2^−105 absolutely.
    static func naturalLogarithm(_ x: DoubleDouble) -> DoubleDouble {
        naturalLogarithm(x.high) + DoubleDouble(x.low / x.high, 0)
    }

    /// ln x in 256-bit arithmetic from a start within 2^−60 relatively: two Newton steps (the file's
    /// comment).
    static func naturalLogarithmWide(_ x: Double, start: DoubleDouble) -> Float256 {
        naturalLogarithmWide(Float256(x), start: start)
    }

    /// ln X for a positive 256-bit X, from a start within 2^−60: two Newton steps, within 2^−228
    /// absolutely.
    static func naturalLogarithmWide(_ wideX: Float256, start: DoubleDouble) -> Float256 {
        var y = Float256(start.high) + Float256(start.low)
        for _ in 0..<2 {
            y = y + (wideX * exponentialWide(-y) - .one)
        }
        return y
    }
}
