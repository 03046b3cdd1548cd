/// asinh, acosh and atanh correctly rounded.
///
/// **Fast path.** For |x| < 2⁻⁵, Taylor's series: asinh x = x − x³/6 + 3x⁵/40 − …, atanh x = x + x³/3
/// + x⁵/5 + …, the first two terms in double-double and the rest (at most 2^−23.7 of the result) in
/// double, truncated below 2^−80: within 2^−75 relatively. Otherwise the logarithm of a double-double:
/// asinh |x| = ln(|x| + √(x² + 1)), acosh x = ln(x + √(x² − 1)) (x² ∓ 1 exact as a double-double by a
/// fused product; next to 1, x² − 1 is exact by Sterbenz), atanh |x| = ln((1 + |x|)/(1 − |x|))/2
/// (1 ± |x| exact by TwoSum), with ln(h + l) = ln h + l/h (2^−105) and ln h from the logarithm's fast
/// path (2^−78 absolutely, relative next to 1: see CorrectlyRounded+Logarithm.swift); the square root
/// and quotient add 2^−100. The results are at least 2^−5 (acosh: √(2(x − 1)) ≥ 2^−26, where the
/// logarithm's error is relative), so the relative error stays below 2^−70; above 2²⁸,
/// asinh x = ln x + ln 2 + 1/(4x²) and acosh x = ln x + ln 2 − 1/(4x²) (the next terms are below
/// 2^−110). The rounding test uses 2^−69.
///
/// **Accurate path.** In 256-bit arithmetic: the series to the 61st power (below 2^−290) for
/// |x| < 2⁻⁵, else the same formulas with 256-bit square root and quotient (Newton, 2^−250) and the
/// 256-bit logarithm (two Newton steps from the fast result, 2^−228 absolutely): within 2^−200
/// relatively, far below the 2^−126 the hardest published arguments need.
///
/// **Exact cases.** asinh 0 = atanh 0 = 0 and acosh 1 = 0 are answered first; atanh ±1 = ±∞; no other
/// double has an algebraic inverse hyperbolic value (Lindemann–Weierstrass).
extension CorrectlyRounded {
    /// The fast path's relative error bound.
    static let inverseHyperbolicError = 0x1p-69

    /// The inverse hyperbolic functions this file computes: asinh, acosh, atanh and acsch, asech, acoth.
    enum InverseHyperbolic {
        case sine, cosine, tangent, cosecant, secant, cotangent
    }

    /// asinh, acosh or atanh of x.
    static func inverseHyperbolic(_ function: InverseHyperbolic, _ x: Double) -> (value: Double, tookAccuratePath: Bool)
    {
        if x.isNaN { return (x, false) }
        let a = x.magnitude
        switch function {
        case .sine:
            if x == 0 || x.isInfinite { return (x, false) }
        case .cosine:
            if x < 1 { return (.nan, false) }
            if x == 1 { return (0, false) }
            if x.isInfinite { return (x, false) }
        case .tangent:
            if a > 1 { return (.nan, false) }
            if x == 0 { return (x, false) }
            if a == 1 { return (x * .infinity, false) }
        // asech x = acosh(1/x), acsch x = asinh(1/x), acoth x = atanh(1/x), with 1/±0 = ±∞, 1/±∞ = ±0,
        // and 1/x itself above 2⁵⁰⁰ (the file's comment).
        case .secant:
            if x.sign == .minus || x > 1 { return (.nan, false) }
            if x == 1 { return (0, false) }
            if x == 0 { return (.infinity, false) }
        case .cosecant:
            if x == 0 || a >= 0x1p500 { return (1 / x, false) }
        case .cotangent:
            if a < 1 { return (.nan, false) }
            if a == 1 { return (x * .infinity, false) }
            if a >= 0x1p500 { return (1 / x, false) }
        }
        let negative = x.sign == .minus && function != .cosine && function != .secant
        var result = inverseHyperbolicDoubleDouble(function, a)
        if negative { result = -result }
        if let value = result.roundedIfDecided(relativeError: inverseHyperbolicError) { return (value, false) }
        let wide = inverseHyperbolicWide(function, a, start: result)
        return ((negative ? -wide : wide).roundedToDouble(), true)
    }

    /// f(a) for a > 0 in f's domain (a > 1 for acosh, a < 1 for atanh), as a double-double within 2^−70.
    static func inverseHyperbolicDoubleDouble(_ function: InverseHyperbolic, _ a: Double) -> DoubleDouble {
        let ln2 = DoubleDouble(CorrectlyRoundedTables.ln2.0, CorrectlyRoundedTables.ln2.1)
        switch function {
        case .sine:
            if a < 0x1p-5 { return oddSeries(a, cubic: -1.0 / 6, coefficients: asinhCoefficients) }
            if a > 0x1p28 { return naturalLogarithm(a) + ln2 + DoubleDouble(0.25 / a / a, 0) }
            let square = DoubleDouble.twoProduct(a, a)
            let sum = DoubleDouble.twoSum(square.high, 1)
            let root = DoubleDouble.fastTwoSum(sum.high, sum.low + square.low).squareRoot()
            return naturalLogarithm(DoubleDouble(a, 0) + root)
        case .cosine:
            if a > 0x1p28 { return naturalLogarithm(a) + ln2 + DoubleDouble(-0.25 / a / a, 0) }
            let square = DoubleDouble.twoProduct(a, a)
            let difference = DoubleDouble.twoSum(square.high, -1)
            let root = DoubleDouble.fastTwoSum(difference.high, difference.low + square.low).squareRoot()
            return naturalLogarithm(DoubleDouble(a, 0) + root)
        case .tangent:
            if a < 0x1p-5 { return oddSeries(a, cubic: 1.0 / 3, coefficients: atanhCoefficients) }
            let numerator = DoubleDouble.twoSum(1, a)
            let denominator = DoubleDouble.twoSum(1, -a)
            return naturalLogarithm(numerator.divided(by: denominator)).scaled(by: 0.5)
        case .secant:
            // acosh(1/a) = ln((1 + √(1 − a²))/a), ln(2/a) − a²/4 below 2⁻⁴⁰.
            if a < 0x1p-40 { return ln2 + -naturalLogarithm(a) }
            let root = rootOfOneMinusSquare(a)
            return naturalLogarithm((DoubleDouble(1, 0) + root).divided(by: DoubleDouble(a, 0)))
        case .cosecant:
            // asinh(1/a) = ln((1 + √(1 + a²))/a), ln(2/a) + a²/4 below 2⁻⁴⁰, the series of 1/a above 2⁵.
            if a > 0x1p5 { return oddSeriesOfReciprocal(a, cubic: -1.0 / 6, coefficients: asinhCoefficients) }
            if a < 0x1p-40 { return ln2 + -naturalLogarithm(a) }
            let square = DoubleDouble.twoProduct(a, a)
            let sum = DoubleDouble.twoSum(square.high, 1)
            let root = DoubleDouble.fastTwoSum(sum.high, sum.low + square.low).squareRoot()
            return naturalLogarithm((DoubleDouble(1, 0) + root).divided(by: DoubleDouble(a, 0)))
        case .cotangent:
            // atanh(1/a) = ln((a + 1)/(a − 1))/2, the series of 1/a above 2⁵.
            if a > 0x1p5 { return oddSeriesOfReciprocal(a, cubic: 1.0 / 3, coefficients: atanhCoefficients) }
            let numerator = DoubleDouble.twoSum(a, 1)
            let denominator = DoubleDouble.twoSum(a, -1)
            return naturalLogarithm(numerator.divided(by: denominator)).scaled(by: 0.5)
        }
    }

    /// The odd series of ``oddSeries(_:cubic:coefficients:)`` at 1/a for a > 2⁵: at q, the double nearest
    /// 1/a, plus e·(1 + 3c₁q² + 5c₂q⁴), e = 1/a − q (exact by a fused product, then one quotient): the
    /// series' derivative to first order in e (the rest below 2^−83 relatively).
    @inline(__always)
    static func oddSeriesOfReciprocal(_ a: Double, cubic: Double, coefficients: [Double]) -> DoubleDouble {
        let q = 1 / a
        let e = 1.0.addingProduct(-q, a) / a
        let series = oddSeries(q, cubic: cubic, coefficients: coefficients)
        let square = q * q
        let slope = 1 + square * (3 * cubic + square * 5 * coefficients[0])
        return DoubleDouble.fastTwoSum(series.high, series.low + e * slope)
    }

    /// a + c₁a³ (double-double) + a⁵(c₂ + c₃a² + …) (double), for 0 < a < 2⁻⁵.
    @inline(__always)
    static func oddSeries(_ a: Double, cubic: Double, coefficients: [Double]) -> DoubleDouble {
        let square = DoubleDouble.twoProduct(a, a)
        let s = square.high
        let cube = DoubleDouble.twoProduct(a, s)
        // c₁a³ as a double-double: c₁ is ±1/3 or −1/6 (1/c₁ rounds to ±3 or −6), the quotient by the
        // integer with its exact remainder.
        let (term, termLow) = DoubleDouble.quotient(cube.high, cube.low + a * square.low, bySmallInteger: 1 / cubic)
        var tail = 0.0
        for coefficient in coefficients.reversed() { tail = coefficient + s * tail }
        tail *= a * s * s
        let sum = DoubleDouble.fastTwoSum(a, term)
        return DoubleDouble.fastTwoSum(sum.high, sum.low + termLow + tail)
    }

    /// asinh's coefficients of a⁵, a⁷, … a¹⁹: cₙ = cₙ₋₁ · −(2n − 1)²/(2n(2n + 1)), c₁ = −1/6.
    static let asinhCoefficients: [Double] = {
        var coefficients: [Double] = []
        var c = -1.0 / 6
        for n in 2...9 {
            c *= -Double((2 * n - 1) * (2 * n - 1)) / Double(2 * n * (2 * n + 1))
            coefficients.append(c)
        }
        return coefficients
    }()

    /// atanh's coefficients of a⁵, a⁷, … a¹⁹: 1/(2n + 1).
    static let atanhCoefficients: [Double] = (2...9).map { 1 / Double(2 * $0 + 1) }

    /// f(a) in 256-bit arithmetic (the file's comment), from the fast path's `start`.
    static func inverseHyperbolicWide(_ function: InverseHyperbolic, _ a: Double, start: DoubleDouble) -> Float256 {
        let wide = Float256(a)
        let one = Float256.one
        let positiveStart = start.high < 0 ? -start : start
        let argument: Float256
        switch function {
        case .sine:
            if a < 0x1p-5 { return oddSeriesWide(wide, inverseSine: true) }
            argument = wide + (wide * wide + one).squareRoot()
        case .cosine: argument = wide + (wide * wide - one).squareRoot()
        case .tangent:
            if a < 0x1p-5 { return oddSeriesWide(wide, inverseSine: false) }
            argument = (one + wide) / (one - wide)
        case .secant: argument = (one + (one - wide * wide).squareRoot()) / wide
        case .cosecant:
            if a > 0x1p5 { return oddSeriesWide(wide.reciprocal(), inverseSine: true) }
            argument = (one + (wide * wide + one).squareRoot()) / wide
        case .cotangent:
            if a > 0x1p5 { return oddSeriesWide(wide.reciprocal(), inverseSine: false) }
            argument = (wide + one) / (wide - one)
        }
        let halves = function == .tangent || function == .cotangent
        let logarithm = naturalLogarithmWide(argument, start: halves ? positiveStart.scaled(by: 2) : positiveStart)
        return halves ? logarithm.scaled(byPowerOfTwo: -1) : logarithm
    }

    /// asinh t (`inverseSine`) or atanh t for 0 < t < 2⁻⁵ in 256-bit arithmetic: Σ cₙ t^(2n+1) to the
    /// 61st power (the rest below 2^−290), asinh's cₙ = cₙ₋₁ · −(2n − 1)²/(2n(2n + 1)), atanh's 1/(2n + 1).
    static func oddSeriesWide(_ t: Float256, inverseSine: Bool) -> Float256 {
        let square = t * t
        var power = t
        var coefficient = Float256.one
        var sum = t
        for n in 1...30 {
            power = power * square
            let term: Float256
            if inverseSine {
                coefficient = -(coefficient * Float256((2 * n - 1) * (2 * n - 1))).divided(
                    by: UInt64(2 * n * (2 * n + 1)))
                term = power * coefficient
            } else {
                term = power.divided(by: UInt64(2 * n + 1))
            }
            sum = sum + term
        }
        return sum
    }
}
