/// sinh, cosh and tanh correctly rounded.
///
/// **Fast path.** For |x| < 1/16, Taylor's series: sinh x = x + x³/6 (double-double) + x⁵(1/120 + …
/// + x⁶/39916800) (double), cosh x = 1 + x²/2 (double-double) + x⁴(1/24 + … + x⁶/87178291200)
/// (double); the truncated terms are below 2^−80 relatively, the double tails (at most 2^−22.9 of the
/// result) add below 2^−73; tanh is their double-double quotient (2^−100 more). For 1/16 ≤ |x| ≤ 40,
/// E = e^|x| as a double-double from the exponential's fast path (within 2^−77.5, see
/// CorrectlyRounded+Exponential.swift) and 1/E (2^−100 more): cosh = (E + 1/E)/2 keeps that bound,
/// sinh = (E − 1/E)/2 multiplies it by at most coth(1/16) < 16 (2^−73.5). For 40 < |x| ≤ 709, sinh
/// and cosh are E/2 (1/E is below 2^−115 of E). tanh = 1 − 2/(S + 1) with S = e^2|x| from the same
/// fast path (2|x| is exact): one reciprocal instead of sinh's and a quotient; 2/(S + 1) ≤ 0.94 is
/// within 2^−77.5 and tanh ≥ tanh(1/16) > 0.062, so the difference is within 15.1·2^−77.5 = 2^−73.6.
/// tanh rounds to ±1 beyond 19.1 (1 − tanh|x| < 2^−54.1, less than half an ulp below 1). Bounds used
/// by the rounding test: 2^−71 for sinh and tanh (the series' quotient: twice 2^−73), 2^−72 for cosh.
///
/// **Accurate path.** In 256-bit arithmetic: the same series to x⁴¹ (below 2^−240) for |x| < 1/16,
/// else e^x and e^−x from ``exponentialWide(_:)`` (2^−230; the difference loses at most 4 bits);
/// tanh as a 256-bit quotient (Newton's reciprocal, 2^−250). Far below the 2^−126 the hardest published
/// arguments need (the published searches for sinh, cosh and tanh found none closer).
///
/// **Reciprocals.** csch and sech are the reciprocal of the fast result (a double-double quotient,
/// 2^−100 more, within the same bounds), coth the series' quotient upside down below 1/16 and
/// 1 + 2/(S − 1) above, where S − 1 ≥ e^⅛ − 1 multiplies S's error by at most 8.6 (2^−74.4), and the sum
/// of two positive terms keeps it; or the reciprocal of the accurate result (2^−250), rounded once. For
/// |x| < 2^−27, csch x = 1/x − x/6 and coth x = 1/x + x/3 (the next terms are below 2^−108 of 1/x),
/// computed scaled so that 1/x cannot overflow before its rounding (``scaledQuotient(_:by:plus:)``), and
/// sech x rounds to 1. For 45 < |x| ≤ 708, sech x and |csch x| are 2e^−|x|·(1 ∓ e^−2|x| + …), within
/// 2^−129 of 2e^−|x|, so they round as 2e^−|x| does, 2·exp(−|x|) (e^−|x| a normal number, the doubling
/// exact), unless e^−|x| lay within 2^−129 of a rounding boundary: exp's published worst cases come no
/// closer than 2^−118. Beyond 708, sech and csch are subnormal or nearly so and take the accurate path, and beyond 746 they round to zero (2e^−746 < 2^−1075); coth rounds to ±1 beyond 19.1,
/// as tanh does. No published search covers the reciprocals: the accurate path's 2^−200 or so decides
/// every argument whose value is not within 2^−140 of a rounding boundary, and none is expected among
/// the 2^64 doubles (heuristically 2^64·2^−140 of one).
///
/// **Exact cases.** sinh 0 = tanh 0 = 0 and cosh 0 = 1 (the series give them exactly), and their
/// reciprocals 1/±0 = ±∞ and sech 0 = 1; no other double has an algebraic, let alone dyadic, hyperbolic
/// sine, cosine or tangent (Lindemann–Weierstrass).
extension CorrectlyRounded {
    /// The fast path's relative error bound for sinh and tanh.
    static let hyperbolicSineError = 0x1p-71
    /// The fast path's relative error bound for cosh.
    static let hyperbolicCosineError = 0x1p-72

    /// The hyperbolic functions this file computes.
    enum Hyperbolic {
        case sine, cosine, tangent
    }

    /// sinh, cosh or tanh of x; or, `inverted`, its reciprocal csch, sech or coth rounded once.
    static func hyperbolic(
        _ function: Hyperbolic, _ x: Double, inverted: Bool = false
    ) -> (value: Double, tookAccuratePath: Bool) {
        if x.isNaN { return (x, false) }
        // ±0 keeps its sign (the rounding test's sums would turn −0 into +0); 1/±0 = ±∞.
        if x == 0 {
            let value = function == .cosine ? 1 : x
            return (inverted ? 1 / value : value, false)
        }
        let a = x.magnitude
        if x.isInfinite {
            let value: Double
            switch function {
            case .sine: value = x
            case .cosine: value = .infinity
            case .tangent: value = x > 0 ? 1 : -1
            }
            return (inverted ? 1 / value : value, false)
        }
        // tanh and coth round to ±1 beyond 19.1 (the file's comment).
        if function == .tangent && a > 19.1 { return (x > 0 ? 1 : -1, false) }
        if inverted && a < 0x1p-27 {
            switch function {
            case .cosine: return (1, false)
            // csch x = 1/x − x/6 + …, coth x = 1/x + x/3 − … (the file's comment).
            case .sine, .tangent:
                let linear = function == .sine ? -1.0 / 6 : 1.0 / 3
                if let value = scaledQuotient(DoubleDouble(1, 0), by: x, plus: linear) { return (value, false) }
            }
        }
        if inverted && function != .tangent && a > 45 && a <= 708 {
            // sech and |csch| are 2e^−a rounded (the file's comment).
            let (value, tookAccuratePath) = exp(-a)
            return (function == .sine && x < 0 ? -2 * value : 2 * value, tookAccuratePath)
        }
        if a > 711 {
            // cosh and |sinh| exceed the largest double from |x| = 710.4758600739439 on; sech and csch,
            // 2e^−|x| at most, round to zero from 746 on.
            guard inverted else { return (function == .sine ? x * .infinity : .infinity, false) }
            if a > 746 { return (function == .sine && x < 0 ? -0.0 : 0, false) }
        }
        // Below 670, sech and csch are above 2^−965, so that the trailing part of their double-double
        // (2^−53 of it) is a normal number too; closer to the underflow threshold the accurate path
        // rounds them, at binary64's subnormal spacing where they are subnormal.
        if a <= (inverted ? 670 : 709) {
            let magnitude = hyperbolicFast(function, a, inverted: inverted)
            let isOdd = function != .cosine
            let result = isOdd && x.sign == .minus ? -magnitude : magnitude
            let error = isOdd ? hyperbolicSineError : hyperbolicCosineError
            if let value = result.roundedIfDecided(relativeError: error) { return (value, false) }
        }
        let wide = hyperbolicWide(function, x)
        return ((inverted ? wide.reciprocal() : wide).roundedToDouble(), true)
    }

    /// sinh, cosh or tanh of 0 ≤ a ≤ 709 (tanh: a ≤ 19.1), or its reciprocal when `inverted`, as a
    /// double-double within the file's bounds.
    static func hyperbolicFast(_ function: Hyperbolic, _ a: Double, inverted: Bool) -> DoubleDouble {
        let value: DoubleDouble
        if a < 0x1p-4 {
            let (sine, cosine) = hyperbolicSeries(a)
            switch function {
            case .sine: value = sine
            case .cosine: value = cosine
            case .tangent: return inverted ? cosine.divided(by: sine) : sine.divided(by: cosine)
            }
        } else if function == .tangent {
            // tanh a = 1 − 2/(S + 1) and coth a = 1 + 2/(S − 1), S = e^2a (the file's comment).
            let shifted = exponentialDoubleDouble(2 * a) + DoubleDouble(inverted ? -1 : 1, 0)
            let term = shifted.scaled(by: 0.5).reciprocal()
            return DoubleDouble(1, 0) + (inverted ? term : -term)
        } else {
            let e = exponentialDoubleDouble(a)
            if a > 40 {
                value = e.scaled(by: 0.5)
            } else {
                let inverse = e.reciprocal()
                value = (function == .sine ? e + -inverse : e + inverse).scaled(by: 0.5)
            }
        }
        return inverted ? value.reciprocal() : value
    }

    /// (sinh a, cosh a) by their series for 0 ≤ a < 1/16, as double-doubles within 2^−73 (the file's
    /// comment).
    static func hyperbolicSeries(_ a: Double) -> (DoubleDouble, DoubleDouble) {
        let square = DoubleDouble.twoProduct(a, a)
        let s = square.high
        // x³/6 and x²/2, each as a double-double.
        let cube = DoubleDouble.twoProduct(a, s)
        let cubeLow = cube.low + a * square.low
        let (sixth, sixthLow) = DoubleDouble.quotient(cube.high, cubeLow, bySmallInteger: 6)
        let sineTail = a * s * s * (1.0 / 120 + s * (1.0 / 5040 + s * (1.0 / 362_880 + s * (1.0 / 39_916_800))))
        let sineSum = DoubleDouble.fastTwoSum(a, sixth)
        let sine = DoubleDouble.fastTwoSum(sineSum.high, sineSum.low + sixthLow + sineTail)
        let cosineTail =
            s * s * (1.0 / 24 + s * (1.0 / 720 + s * (1.0 / 40320 + s * (1.0 / 3_628_800 + s / 479_001_600))))
        let cosineSum = DoubleDouble.fastTwoSum(1, 0.5 * s)
        let cosine = DoubleDouble.fastTwoSum(cosineSum.high, cosineSum.low + 0.5 * square.low + cosineTail)
        return (sine, cosine)
    }

    /// eˣ as a double-double for |x| ≤ 709 (a normal result), within 2^−77.5 relatively.
    static func exponentialDoubleDouble(_ x: Double) -> DoubleDouble {
        let k = exponentialIndex(x)
        let product = tableProduct(k: k, r: reduced(DoubleDouble(x, 0), k: k)).normalized
        return product.scaled(by: DoubleDouble.scaled(1, byPowerOfTwo: exponentialScale(k)))
    }

    /// sinh, cosh or tanh of x in 256-bit arithmetic (the file's comment).
    static func hyperbolicWide(_ function: Hyperbolic, _ x: Double) -> Float256 {
        let wide = Float256(x)
        let sine: Float256
        let cosine: Float256
        if x.magnitude < 0x1p-4 {
            // Σ x^(2k+1)/(2k+1)! and Σ x^(2k)/(2k)!, k < 21.
            let square = wide * wide
            var term = wide
            var sineSum = wide
            var cosineTerm = Float256.one
            var cosineSum = Float256.one
            for k in 1...20 {
                cosineTerm = (cosineTerm * square).divided(by: UInt64((2 * k - 1) * (2 * k)))
                cosineSum = cosineSum + cosineTerm
                term = (term * square).divided(by: UInt64(2 * k * (2 * k + 1)))
                sineSum = sineSum + term
            }
            sine = sineSum
            cosine = cosineSum
        } else {
            let e = exponentialWide(wide)
            let inverse = exponentialWide(-wide)
            sine = (e - inverse).scaled(byPowerOfTwo: -1)
            cosine = (e + inverse).scaled(byPowerOfTwo: -1)
        }
        switch function {
        case .sine: return sine
        case .cosine: return cosine
        case .tangent: return sine / cosine
        }
    }
}
