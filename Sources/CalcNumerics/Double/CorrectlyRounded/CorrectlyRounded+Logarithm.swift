/// ln x, log₂ x and log₁₀ x correctly rounded.
///
/// **Fast path.** x = 2ᵉ·m with m in [1, 2) (subnormals scaled by 2⁶⁴ first); j, the top seven bits of
/// m's fraction, picks c_j ≈ 1/m with nine significant bits, so r = m·c_j − 1 is exactly a
/// double-double (one fused product; p − 1 is exact by Sterbenz) with |r| < 2⁻⁷. For j ≥ 64 (m ≥ 1.5)
/// the table holds −ln(2c_j) and e counts one more, so that x just below 1 has e + 1 = 0 and, with
/// c₁₂₇ = 1/2 and c₀ = 1, r = x − 1 exactly: no cancellation next to 1. Then
/// ln x = e·ln 2 + f, f = (−ln c_j) + ln(1 + r), with the table as double-doubles (2^−106) and ln 2 as
/// h + m + l, h of 42 bits so that e·h is exact without a fused product (|e| ≤ 1074; e·m and e·l
/// within 2^−84), and ln(1 + r) = r − r²/2 + r³/3 in double-double plus
/// r⁴(−1/4 + r/5 − … − r⁶/10) in double. Error budget: the truncated series |r|¹¹/11 < 2^−80; the
/// double tail (|r⁴/4| < 2^−30) < 2^−80; the small terms summed in double < 2^−80; r³/3's parts
/// < 2^−100; the constants < 2^−95. That is below 2^−78 absolutely, and relatively: where e + 1 ≠ 0
/// or j ∉ {0, 127}, |ln x| > 2^−8 (so below 2^−70); next to 1 every error is relative to r. The
/// rounding test uses ε = 2^−67 for ln, and 2^−66 for log₂ x = e + f/ln 2 and log₁₀ x = e·log₁₀ 2 + f/ln 10
/// (log₁₀ 2 split as ln 2 is), whose products of f by a double-double 1/ln 2 or 1/ln 10 add 2^−100; where
/// e ≠ 0 these are at least 0.41 and 0.12 (|f| < 0.42), so that their absolute error stays relatively
/// small, and where e = 0 they are f times a constant.
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
    static let logarithmError = 0x1p-67

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
    /// within 2^−70, the quotient 2^−102 more) under the rounding test at 2^−66, else of the two accurate
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
        let index = Int((bits >> 45) & 127)
        let m = Double(bitPattern: (bits & 0x000F_FFFF_FFFF_FFFF) | 0x3FF0_0000_0000_0000)
        let product = DoubleDouble.twoProduct(m, CorrectlyRoundedTables.logReciprocals[index])
        let r = DoubleDouble.fastTwoSum(product.high - 1, product.low)
        let series = logarithmOfOnePlusSmall(r)
        let (tableHigh, tableLow) = CorrectlyRoundedTables.logTable[index]
        // |series| < 2⁻⁷ ≤ |table| unless the table entry is 0 (j = 0 or 127): TwoSum either way.
        let sum = DoubleDouble.twoSum(tableHigh, series.high)
        return LogarithmParts(
            exponent: Double(exponent + (index >= 64 ? 1 : 0)),
            fraction: DoubleDouble.fastTwoSum(sum.high, sum.low + tableLow + series.low))
    }

    /// ln x for a positive finite x, as a double-double within 2^−70 relatively (the file's comment).
    static func naturalLogarithm(_ x: Double) -> DoubleDouble {
        logarithmParts(x).naturalLogarithm
    }

    /// ln(1 + r) for |r| < 2⁻⁷, within 2^−79 absolutely and 2^−70 relatively (the file's comment).
    @inline(__always)
    static func logarithmOfOnePlusSmall(_ r: DoubleDouble) -> DoubleDouble {
        let x = r.high
        let square = DoubleDouble.twoProduct(x, x)
        let squareLow = square.low + 2 * x * r.low
        let cube = DoubleDouble.twoProduct(x, square.high)
        let (third, thirdLow) = DoubleDouble.quotient(cube.high, cube.low + x * squareLow, bySmallInteger: 3)
        let series =
            -0.25 + x * (0.2 + x * (-1.0 / 6 + x * (1.0 / 7 + x * (-0.125 + x * (1.0 / 9 - x * 0.1)))))
        let tail = square.high * square.high * series
        let linear = DoubleDouble.fastTwoSum(x, -0.5 * square.high)
        let cubic = DoubleDouble.twoSum(linear.high, third)
        let low = linear.low + cubic.low + r.low - 0.5 * squareLow + thirdLow + tail
        return DoubleDouble.twoSum(cubic.high, low)
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
