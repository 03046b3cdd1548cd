/// x! = Γ(x + 1) correctly rounded for every double x, as MPFR's IEEE mode gives it (`mpfr_fac_ui` for
/// integers, `mpfr_gamma` of x + 1 otherwise).
///
/// **Integers.** 0! … 22! are exact products; 171! and beyond overflow; 23! … 170! are nPr(n, n), the
/// exact integer rounded once (CorrectlyRounded+Combinatorics.swift); the negative integers are Γ's
/// poles: NaN.
///
/// **Fast path** (non-integer x with 2^−60 ≤ |x|, −190 < x < 171). For x > −1, Γ(v) at v = x + 1; for
/// x < −1, the reflection Γ(x + 1) = −π/(sin(πx)·Γ(v)) at v = −x. In double-double arithmetic:
/// - v is shifted to w = v + m ≥ 16 (m ≤ 16), Γ(v) = Γ(w)/P with P = v(v + 1)…(v + m − 1). Each factor
///   and w itself are x plus an integer, exact as a double-double (TwoSum); P's at most 16 products add
///   2^−98.
/// - ln Γ(w) = (w − ½)·ln w − w + ln(2π)/2 + S(w), Stirling's series S(w) = Σₖ B₂ₖ/(2k(2k − 1)w^(2k−1))
///   to k = 12. For real w > 0 the remainder is below the first omitted term, B₂₆/(26·25·w²⁵) < 2^−88
///   at w ≥ 16. The first two terms are double-double products (1/w is a double-double quotient), the
///   ten others a double polynomial in 1/w² whose rounding is 2^−52 of a part below 2^−36: S is within
///   2^−85.
/// - ln w is the fast logarithm (within 2^−78 absolutely, CorrectlyRounded+Logarithm.swift) of w's
///   leading part plus low/high (neglected: (low/high)²/2 < 2^−105). Multiplied by w − ½ ≤ 190 it is
///   within 2^−70.3; the sums of terms below 2^10 add 2^−94 each. So t = ln Γ(w) is within 2^−70.2
///   absolutely, which is 2^−70.2 relatively in e^t.
/// - e^t = 2^(k/4096)·e^r as for eˣ (CorrectlyRounded+Exponential.swift: 2^−77.5 with t's trailing part and
///   the reduction), then divided by P, or for the reflection −π·P/(sin(πx)·e^t), where sin(πx) is the
///   sine or cosine of π·|x − n| or π·(½ − |x − n|) ≤ π/4 for the nearest integer n (the reduction is
///   exact; the trigonometric fast path is within 2^−80). A few more double-double operations (2^−102
///   each). In all below 2^−69: the rounding test uses ε = 2^−68, and fails on about one argument in
///   10,000 (calc-bench --section functions prints the figure).
///
/// The fast path gives a normal result only: Γ(x + 1) for x < −1 below 2^−1022 (x below about −171.6)
/// takes the accurate path, whose scaling is not a double's.
///
/// **Accurate path.** z = x + 1 is exact in 256 bits (|x| ≥ 2^−60 here: below, Γ(1 + x) =
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
/// **Hard cases**: no search for Γ's hard-to-round arguments is published; with the accurate result
/// within 2^−184 or better, an argument would need over 130 identical bits after the rounding bit to be
/// rounded wrongly, which none of the 2^64 doubles is expected to have (heuristically 2^64·2^−130 of one).
/// Γ of a non-integer double is never a double or halfway between two (not proven for every rational
/// argument, but a dyadic value of Γ at a dyadic rational is not expected).
extension CorrectlyRounded {
    /// x! = Γ(x + 1).
    static func factorial(_ x: Double) -> (value: Double, tookAccuratePath: Bool) {
        if x.isNaN || x == -.infinity { return (.nan, false) }
        if x > 171 { return (.infinity, false) }
        if DoubleDouble.isInteger(x) {
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
        if let value = factorialFast(x) { return (value, false) }
        if x > -1 {
            return (gammaOfPositive(Float256(x) + .one, DoubleDouble.twoSum(x, 1)).roundedToDouble(), true)
        }
        // Γ(x + 1) = −π/(sin(πx)·Γ(−x)).
        let denominator = sineOfPiTimes(x) * gammaOfPositive(Float256(-x), DoubleDouble(-x, 0))
        return ((-InverseTrigonometryTables.piWide / denominator).roundedToDouble(), true)
    }

    /// Γ(x) correctly rounded for every double x, as MPFR's IEEE mode gives it (`mpfr_gamma`): the
    /// factorial's paths with the argument not shifted. Γ(n) for a positive integer n is (n − 1)!, n − 1
    /// exact; 0 and the negative integers are poles: NaN. For a non-integer x > 0, Γ(v) at v = x; for
    /// x < 0, the reflection Γ(x) = π/(sin(πx)·Γ(v)) at v = 1 − x, which is −x plus 1 exactly as a
    /// double-double. The fast path's error bound is the factorial's (v and w − ½ at most 191 here, one
    /// more than there, which moves 2^−70.3 by less than 2^−78), so it uses the same rounding test; below
    /// |x| = 2^−60, Γ(x) is 1/x − γ (``gammaOfTiny(_:)``, up to ∞ for x below 2^−1024). Where a test
    /// fails, and for a result below the normal range, the accurate path computes it within 2^−184. Below x = −190, |Γ(x)| = |Γ(x + 1)|/|x| <
    /// 2^−1100 rounds to ±0, negative where ⌊x⌋ is odd; above 172 it overflows (Γ(172) = 171!).
    static func gamma(_ x: Double) -> (value: Double, tookAccuratePath: Bool) {
        if x.isNaN || x == -.infinity { return (.nan, false) }
        if x > 172 { return (.infinity, false) }
        if DoubleDouble.isInteger(x) {
            if x <= 0 { return (.nan, false) }
            return factorial(x - 1)
        }
        if x < -190 {
            let floor = x.rounded(.down)
            return (floor.truncatingRemainder(dividingBy: 2) == 0 ? 0 : -0.0, false)
        }
        if x.magnitude >= 0x1p-60 {
            let fast = x < 0 ? gammaFastValue(-x, plus: 1, reflectedAt: x) : gammaFastValue(x, plus: 0)
            if let fast { return (fast, false) }
        } else if let tiny = gammaOfTiny(x) {
            return (tiny, false)
        }
        if x > 0 {
            return (gammaOfPositive(Float256(x), DoubleDouble(x, 0)).roundedToDouble(), true)
        }
        // Γ(x) = π/(sin(πx)·Γ(1 − x)).
        let denominator = sineOfPiTimes(x) * gammaOfPositive(Float256(-x) + .one, DoubleDouble.twoSum(-x, 1))
        return ((InverseTrigonometryTables.piWide / denominator).roundedToDouble(), true)
    }

    /// Γ(x) for 0 < |x| < 2^−60 as 1/x − γ (γ = 0.5772…, Euler's constant), when the rounding test decides
    /// it; else nil. The series Γ(x) = 1/x − γ + (γ²/2 + π²/12)·x − … leaves out less than x² < 2^−120 of
    /// the result; 1/x as a double-double is within 2^−102 and the sum adds 2^−104, so the test uses
    /// 2^−100. Below 2^−900, x is scaled by 2^64 first and the result back (exactly, or to ±∞ as the
    /// correctly rounded value overflows), so that 1/x stays in range.
    static func gammaOfTiny(_ x: Double) -> Double? {
        let isScaled = x.magnitude < 0x1p-900
        let scale = isScaled ? 0x1p64 : 1.0
        let (gammaHigh, gammaLow) = (0x1.2788cfc6fb619p-1 / scale, -0x1.6cb90701fbfabp-58 / scale)
        let value = DoubleDouble(x * scale, 0).reciprocal() + DoubleDouble(-gammaHigh, -gammaLow)
        return value.roundedIfDecided(relativeError: 0x1p-100).map { $0 * scale }
    }

    /// The fast path's relative error bound (see the file's comment).
    static let factorialError = 0x1p-68

    /// Γ(x + 1) by the fast path for a non-integer x with 2^−60 ≤ |x| and −190 < x ≤ 171, when the
    /// rounding test decides it and the result is a normal number or overflows; else nil.
    static func factorialFast(_ x: Double) -> Double? {
        // Γ(v) with v = x + 1, or Γ(x + 1) = −π/(sin(πx)·Γ(v)) with v = −x.
        x < -1 ? gammaFastValue(-x, plus: 0, reflectedAt: x, negated: true) : gammaFastValue(x, plus: 1)
    }

    /// Γ(a + b) (b = 0 or 1), or with `reflectedAt` x, ±π/(sin(πx)·Γ(a + b)) (− when `negated`), by the
    /// fast path, when the rounding test decides it and the result is a normal number or overflows; else
    /// nil.
    static func gammaFastValue(_ a: Double, plus b: Double, reflectedAt x: Double? = nil, negated: Bool = false)
        -> Double?
    {
        // Γ(v) = 2^(k/4096)·e^r / P for v = a + b.
        let (k, exponential, product) = gammaFast(a, plus: b)
        let mantissa: DoubleDouble
        if let x {
            let (piHigh, piLow) = TrigonometricTables.halfPi
            let numerator = DoubleDouble(2 * piHigh, 2 * piLow).multiplied(by: product)
            let quotient = numerator.divided(by: sineOfPiTimesFast(x).multiplied(by: exponential))
            mantissa = negated ? -quotient : quotient
        } else {
            mantissa = exponential.divided(by: product)
        }
        guard let rounded = mantissa.roundedIfDecided(relativeError: factorialError) else { return nil }
        let scale = x == nil ? exponentialScale(k) : -exponentialScale(k)
        // A result below the normal range would be rounded twice by the scaling.
        guard Int(rounded.exponent) + scale >= -1022 else { return nil }
        return Double(sign: .plus, exponent: scale, significand: rounded)
    }

    /// Γ(v) for v = a + b > 0 (a a double, b = 0 or 1) as 2^⌊k/4096⌋·E/P: k, the double-double E (about 1)
    /// and the double-double product P of the shift (the file's comment).
    @inline(__always)
    static func gammaFast(_ a: Double, plus b: Double) -> (k: Double, exponential: DoubleDouble, product: DoubleDouble)
    {
        var shift = b
        var product = DoubleDouble(1, 0)
        if a + b < 16 {
            product = DoubleDouble.twoSum(a, shift)
            shift += 1
            while a + shift < 16 {
                product = product.multiplied(by: DoubleDouble.twoSum(a, shift))
                shift += 1
            }
        }
        // w = a + shift ≥ 16 and w − ½, exactly.
        let w = DoubleDouble.twoSum(a, shift)
        let logarithm = naturalLogarithm(w)
        let main = DoubleDouble.twoSum(a, shift - 0.5).multiplied(by: logarithm)
        // Stirling's series: 1/w·(c₁ + u·(c₂ + u·T)) with u = 1/w² and T the ten other terms in double.
        let inverse = w.reciprocal()
        let u = DoubleDouble.twoProduct(inverse.high, inverse.high)
        let square = DoubleDouble(u.high, u.low + 2 * inverse.high * inverse.low)
        let c = GammaTables.stirlingCoefficientsFast
        var tail = c[11].0
        for index in stride(from: 10, through: 2, by: -1) { tail = tail * square.high + c[index].0 }
        let second = DoubleDouble(c[1].0, c[1].1) + DoubleDouble.twoProduct(square.high, tail)
        let first = DoubleDouble(c[0].0, c[0].1) + square.multiplied(by: second)
        let series = inverse.multiplied(by: first)
        let (halfLogHigh, halfLogLow) = GammaTables.halfLogTwoPiFast
        let t = main + -w + (DoubleDouble(halfLogHigh, halfLogLow) + series)
        let k = exponentialIndex(t.high)
        return (k, tableProduct(k: k, r: reduced(t, k: k)).normalized, product)
    }

    /// sin(πx) for a non-integer x, −190 < x < 0, reduced exactly (``reducedSineOfPiTimes(_:)``), as a
    /// double-double within 2^−80 relatively (the fast trigonometric path's bound).
    static func sineOfPiTimesFast(_ x: Double) -> DoubleDouble {
        let (isPositive, isSine, argument) = reducedSineOfPiTimes(x)
        let (piHigh, piLow) = TrigonometricTables.halfPi
        let product = DoubleDouble.twoProduct(argument, 2 * piHigh)
        let r = DoubleDouble.fastTwoSum(product.high, product.low + argument * 2 * piLow)
        let value = quadrantValue(isSine ? .sine : .cosine, 0, r)
        return isPositive ? value : -value
    }

    /// sin(πx) for a non-integer |x| < 2⁵¹ as ± the sine or cosine of π·a with 0 ≤ a ≤ ¼: x = n + f with
    /// n the nearest integer and |f| ≤ ½ exact, sin(πx) = (−1)ⁿ·sin(πf), and sin(π|f|) = cos(π(½ − |f|))
    /// for |f| > ¼ (½ − |f| is exact), so that either path's series stays within π/4.
    @inline(__always)
    static func reducedSineOfPiTimes(_ x: Double) -> (isPositive: Bool, isSine: Bool, argument: Double) {
        let n = DoubleDouble.nearestInteger(x)
        let f = x - n
        let magnitude = f.magnitude
        let isSine = magnitude <= 0.25
        return ((n.truncatingRemainder(dividingBy: 2) == 0) == (f > 0), isSine, isSine ? magnitude : 0.5 - magnitude)
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

    /// sin(πx) for a non-integer x, −190 < x < 0, reduced exactly (``reducedSineOfPiTimes(_:)``), in
    /// 256-bit arithmetic.
    static func sineOfPiTimes(_ x: Double) -> Float256 {
        let (isPositive, isSine, argument) = reducedSineOfPiTimes(x)
        let value = quadrantValueWide(
            isSine ? .sine : .cosine, 0, Float256(argument) * InverseTrigonometryTables.piWide)
        return isPositive ? value : -value
    }
}
