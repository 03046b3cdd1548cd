/// x! = Γ(x + 1) correctly rounded for every double x, as MPFR's IEEE mode gives it (`mpfr_fac_ui` for
/// integers, `mpfr_gamma` of x + 1 otherwise).
///
/// **Integers.** 0! … 22! are exact products; 171! and beyond overflow; 23! … 170! are nPr(n, n), the
/// exact integer rounded once (CorrectlyRounded+Combinatorics.swift); the negative integers are Γ's
/// poles: NaN.
///
/// **Other x, one path.** z = x + 1 is exact in 256 bits (|x| ≥ 2^−60 here: below, Γ(1 + x) =
/// 1 − γx + … rounds to 1). For z > 0: Γ(z) = Γ(w)/(z(z + 1)…(w − 1)) with w = z + n ≥ 60, and Stirling's
/// series ln Γ(w) = (w − ½)·ln w − w + ln(2π)/2 + Σₖ B₂ₖ/(2k(2k − 1)w^(2k−1)) to k = 30, whose next term
/// is below 2^−246 for w ≥ 60 (B₆₂/(62·61·60⁶¹) < 2^−246, GammaTables.swift has the 30 coefficients
/// from exact Bernoulli numbers). ln w is the 256-bit logarithm (2^−228 absolutely), so ln Γ(w) ≤ 1050 is
/// within 2^−217 absolutely; its exponential (2^−229) and the division by the at most 60 factors (2^−249)
/// give Γ(z) within 2^−216 relatively. For z < 0 (x < −1), the reflection Γ(x + 1) = −π/(sin(πx)·Γ(−x)),
/// with sin(πx) reduced exactly (x minus its nearest integer is exact) and evaluated on [−π/4, π/4] by the
/// trigonometric functions' 256-bit series (2^−185): within 2^−184.
///
/// Beyond the range: x > 171 overflows (Γ(172) = 171! > 1.8 × 10³⁰⁸); below x = −190, |Γ(x + 1)| <
/// π/(|sin πx|·Γ(191)) < 2^−1100 (|sin πx| ≥ 2^−44 for a non-integer double of that size), so the result is
/// ±0 with Γ's sign, negative where ⌊x + 1⌋ is odd.
///
/// **No fast path**: every non-integer takes the 256-bit path (about a hundred 256-bit operations; see
/// calc-bench --section functions). **Hard cases**: no search for Γ's hard-to-round arguments is
/// published; with the result within 2^−184 or better, an argument would need over 130 identical bits
/// after the rounding bit to be rounded wrongly, which none of the 2^64 doubles is expected to have
/// (heuristically 2^64·2^−130 of one). Γ of a non-integer double is never a double or halfway between two
/// (not proven for every rational argument, but a dyadic value of Γ at a dyadic rational is not expected).
extension CorrectlyRounded {
    /// x! = Γ(x + 1).
    static func factorial(_ x: Double) -> (value: Double, tookAccuratePath: Bool) {
        if x.isNaN || x == -.infinity { return (.nan, false) }
        if x > 171 { return (.infinity, false) }
        if x.rounded(.towardZero) == x {
            if x < 0 { return (.nan, false) }
            var product = 1.0
            var factor = 2.0
            // n! for n ≤ 22 is exact in binary64 (every partial product is).
            guard x > 22 else {
                while factor <= x {
                    product *= factor
                    factor += 1
                }
                return (product, false)
            }
            // 23! … 170!: nPr(n, n), the exact integer rounded once.
            return (permutations(x, x), false)
        }
        if x.magnitude < 0x1p-60 { return (1, false) }
        if x < -190 {
            // ⌊x + 1⌋ odd: Γ is negative there.
            let floor = (x + 1).rounded(.down)
            return (floor.truncatingRemainder(dividingBy: 2) == 0 ? 0 : -0.0, false)
        }
        if x > -1 {
            return (gammaOfPositive(Float256(x) + .one, DoubleDouble.twoSum(x, 1)).roundedToDouble(), true)
        }
        // Γ(x + 1) = −π/(sin(πx)·Γ(−x)).
        let denominator = sineOfPiTimes(x) * gammaOfPositive(Float256(-x), DoubleDouble(-x, 0))
        return ((-InverseTrigonometryTables.piWide / denominator).roundedToDouble(), true)
    }

    /// Γ(z) for 0 < z < 173; `approximation` is z as a double-double (within 2^−100), from which the
    /// logarithm starts (the file's comment).
    static func gammaOfPositive(_ z: Float256, _ approximation: DoubleDouble) -> Float256 {
        var w = z
        var wApproximation = approximation
        var product = Float256.one
        while wApproximation.high < 60 {
            product = product * w
            w = w + .one
            wApproximation = wApproximation + DoubleDouble(1, 0)
        }
        let logarithm = naturalLogarithmWide(w, start: naturalLogarithm(wApproximation))
        let inverseSquare = (w * w).reciprocal()
        var power = w.reciprocal()
        var series = Float256.zero
        for coefficient in GammaTables.stirlingCoefficients {
            series = series + coefficient * power
            power = power * inverseSquare
        }
        let half = Float256.one.scaled(byPowerOfTwo: -1)
        let logarithmOfGamma = (w - half) * logarithm - w + GammaTables.halfLogTwoPi + series
        return exponentialWide(logarithmOfGamma) / product
    }

    /// sin(πx) for a non-integer |x| < 2⁵², in 256-bit arithmetic: x = q + f with q the nearest integer
    /// and |f| ≤ ½ exact, sin(πx) = (−1)^q·sin(πf), and sin(πf) = ±cos(π(½ − |f|)) for |f| > ¼, so that
    /// the series' argument stays within π/4.
    static func sineOfPiTimes(_ x: Double) -> Float256 {
        let q = x.rounded()
        let f = x - q
        let sign: Float256 = (q.truncatingRemainder(dividingBy: 2) == 0) == (f > 0) ? .one : -.one
        let a = f.magnitude
        let value =
            a <= 0.25
            ? quadrantValueWide(.sine, 0, Float256(a) * InverseTrigonometryTables.piWide)
            : quadrantValueWide(.cosine, 0, Float256(0.5 - a) * InverseTrigonometryTables.piWide)
        return sign * value
    }
}
