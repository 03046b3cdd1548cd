/// ln x, log₂ x and log₁₀ x correctly rounded.
///
/// **Fast path.** x = 2ᵉ·m with m in [1, 2) (subnormals scaled by 2⁶⁴ first); j, the top seven bits of
/// m's fraction, picks c_j ≈ 1/m with nine significant bits, so r = m·c_j − 1 is exactly a
/// double-double (one fused product; p − 1 is exact by Sterbenz) with |r| < 2⁻⁷. For j ≥ 64 (m ≥ 1.5)
/// the table holds −ln(2c_j) and e counts one more, so that x just below 1 has e + 1 = 0 and, with
/// c₁₂₇ = 1/2 and c₀ = 1, r = x − 1 exactly: no cancellation next to 1. Then
/// ln x = e·ln 2 + (−ln c_j) + ln(1 + r), with ln 2 and the table as double-doubles (errors 2^−106
/// times |e| ≤ 1075, and 2^−106) and ln(1 + r) = r − r²/2 + r³/3 in double-double plus
/// r⁴(−1/4 + r/5 − … − r⁶/10) in double. Error budget: the truncated series |r|¹¹/11 < 2^−80; the
/// double tail (|r⁴/4| < 2^−30) < 2^−80; the small terms summed in double < 2^−80; r³/3's parts
/// < 2^−100; the constants < 2^−95. That is below 2^−78 absolutely, and relatively: where e + 1 ≠ 0
/// or j ∉ {0, 127}, |ln x| > 2^−8 (so below 2^−70); next to 1 every error is relative to r. The
/// rounding test uses ε = 2^−67 for ln, and 2^−66 for log₂ and log₁₀, whose product by a double-double
/// 1/ln 2 or 1/ln 10 adds 2^−100.
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
        let natural = naturalLogarithm(x)
        let result: DoubleDouble
        let error: Double
        switch base {
        case .e:
            result = natural
            error = logarithmError
        case .two:
            result = natural.multiplied(
                by: DoubleDouble(CorrectlyRoundedTables.log2e.0, CorrectlyRoundedTables.log2e.1))
            error = 2 * logarithmError
        case .ten:
            result = natural.multiplied(
                by: DoubleDouble(CorrectlyRoundedTables.log10e.0, CorrectlyRoundedTables.log10e.1))
            error = 2 * logarithmError
        }
        if let value = result.roundedIfDecided(relativeError: error) { return (value, false) }
        let accurate = naturalLogarithmWide(x, start: natural)
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

    /// ln x for a positive finite x, as a double-double within 2^−70 relatively (the file's comment).
    static func naturalLogarithm(_ x: Double) -> DoubleDouble {
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
        let e = Double(exponent + (index >= 64 ? 1 : 0))
        let series = logarithmOfOnePlusSmall(r)
        let (ln2High, ln2Low) = CorrectlyRoundedTables.ln2
        let (tableHigh, tableLow) = CorrectlyRoundedTables.logTable[index]
        let scaled = DoubleDouble.twoProduct(e, ln2High)
        let first = DoubleDouble.twoSum(scaled.high, tableHigh)
        let second = DoubleDouble.twoSum(first.high, series.high)
        let low = scaled.low + first.low + second.low + e * ln2Low + tableLow + series.low
        return DoubleDouble.twoSum(second.high, low)
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
