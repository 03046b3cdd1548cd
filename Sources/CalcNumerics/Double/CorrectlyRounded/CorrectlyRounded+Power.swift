/// xʸ and the n-th root correctly rounded (round to nearest, ties to even), as MPFR's `mpfr_pow` and
/// `mpfr_rootn_si` give them in IEEE mode.
///
/// **Special values** follow C99's pow, as MPFR does: x⁰ = 1 and 1ʸ = 1 even for NaN, (−1)^±∞ = 1,
/// ±0 and ±∞ by the limits (an odd integer exponent keeps the sign), a negative x with a non-integer y
/// is NaN, and with an integer y the sign of x^|y| follows y's parity. The root: `rootn` of a negative
/// number is NaN for even n and −|a|^(1/n) for odd n; of ±0 and ±∞ by the limits.
///
/// **Fast path.** |x|^y = e^t with t = y·ln|x|: ln|x| is the logarithm's double-double, within 2^−69.9
/// relatively (CorrectlyRounded+Logarithm.swift), y·ln|x| one exact TwoProduct and one rounding of the
/// trailing product (2^−104), so t is within |t|·2^−69.8 absolutely (the root: t = ln|a|/n, a
/// double-double quotient, the same bound). e^t is the exponential's fast path on a double-double
/// argument (CorrectlyRounded+Exponential.swift: 2^−77.5 relatively); an absolute error δ in t is a
/// relative error δ in e^t. The rounding test uses 2^−70 + |t|·2^−69, which bounds both: below 2^−59
/// for every t whose result is finite and nonzero (|t| < 746), so the accurate path stays rare (about
/// 1 in 2^11 arguments at |t| ≈ 10). Results outside binary64's normal range, and |t| > 708, go to the
/// accurate path, or straight to ±∞ or ±0 beyond 710 and −746.
///
/// **Accurate path.** ln|x| by two Newton steps in 256-bit arithmetic (2^−228 absolutely), times y
/// (2^−255), and the 256-bit exponential (2^−230 relatively): t within 746·2^−228 < 2^−218, the result
/// within 2^−217 relatively, rounded once at binary64's precision or subnormal spacing.
///
/// **Exact cases.** Ziv's test cannot decide a value that lies exactly halfway between two doubles, and
/// xʸ can: (2¹⁸ − 1)²)^1.5 = (2¹⁸ − 1)³ is an odd 54-bit integer. With |x| = m·2ᵉ (m odd) and
/// y = n/2ᵏ (n odd, k ≥ 0), xʸ is rational only if m is a perfect 2ᵏ-th power c^(2ᵏ) and 2ᵏ divides
/// e (otherwise it is irrational and no boundary is hit exactly); it is then c^n·2^(en/2ᵏ), dyadic only
/// when n > 0 or c = 1. ``exactPower(_:_:)`` computes those values exactly in 256 bits (c^n of at most
/// 256 bits: then one rounding is exact) before the fast path. A dyadic value of more bits, and a
/// non-dyadic rational c^−n, lie at least 2^−(54+B) from every boundary for their B bits; like the
/// other two-argument keys (whose hard cases no search has covered: 2^128 pairs), those needing more
/// than the accurate path's 2^−217 are not expected (heuristically 2^128·2^−(217−54) = 2^−35 of one).
/// The n-th root of a double is never halfway between two doubles (a 54-bit s would make sⁿ a double of
/// more than 53 bits), so exact roots are doubles, which the test decides.
extension CorrectlyRounded {
    /// xʸ.
    static func power(_ x: Double, _ y: Double) -> (value: Double, tookAccuratePath: Bool) {
        if y == 0 || x == 1 { return (1, false) }
        if x.isNaN || y.isNaN { return (.nan, false) }
        let a = x.magnitude
        if y.isInfinite {
            if a == 1 { return (1, false) }
            return ((a < 1) == (y < 0) ? .infinity : 0, false)
        }
        let isInteger = DoubleDouble.isInteger(y)
        let isOddInteger = isInteger && y.magnitude < 0x1p53 && Int64(y) & 1 == 1
        let negative = x.sign == .minus && isOddInteger
        if x == 0 || x.isInfinite {
            // 0^y is 0 for y > 0 and ∞ for y < 0; ∞^y the other way round; an odd y keeps x's sign.
            let magnitude: Double = (x == 0) == (y > 0) ? 0 : .infinity
            return (negative ? -magnitude : magnitude, false)
        }
        if x < 0 && !isInteger { return (.nan, false) }
        let (value, tookAccuratePath) = positivePower(a, y)
        return (negative ? -value : value, tookAccuratePath)
    }

    /// The n-th root of a: for an integer n with |n| < 2⁶³ `mpfr_rootn_si`'s, for other n a^(1/n) with
    /// 1/n rounded to 117 bits (``root(_:ofAnyDegree:)``).
    static func root(_ a: Double, _ n: Double) -> (value: Double, tookAccuratePath: Bool) {
        guard DoubleDouble.isInteger(n), n.magnitude < 0x1p63 else { return root(a, ofAnyDegree: n) }
        if n == 0 || a.isNaN { return (.nan, false) }
        if n == 1 { return (a, false) }
        if n == -1 { return (1 / a, false) }
        let isOdd = Int64(n) & 1 == 1
        if a.sign == .minus && !isOdd && a != 0 { return (.nan, false) }
        let negative = a.sign == .minus && isOdd
        let magnitude = a.magnitude
        if magnitude == 0 || magnitude.isInfinite {
            // The limits: √0 = 0, 0^(1/−n) = ∞, ∞^(1/n) = ∞, ∞^(1/−n) = 0; odd roots keep the sign.
            let value: Double = (magnitude == 0) == (n > 0) ? 0 : .infinity
            return (negative ? -value : value, false)
        }
        // The square root (IEEE's, correctly rounded) and the cube root are the same one rounding of the
        // same value, without a logarithm and an exponential.
        if n == 2 { return (magnitude.squareRoot(), false) }
        if n == 3 { return cubeRoot(a) }
        let logarithm = naturalLogarithm(magnitude)
        let quotient = logarithm.high / n
        let remainder = logarithm.high.addingProduct(-quotient, n)
        let t = DoubleDouble.fastTwoSum(quotient, (remainder + logarithm.low) / n)
        let (value, tookAccuratePath) = exponential(of: t) {
            exponentialWide(naturalLogarithmWide(magnitude, start: logarithm) / Float256(n))
        }
        return (negative ? -value : value, tookAccuratePath)
    }

    /// a^(1/b) as MPFR's IEEE mode computes the root of a degree b that is not an integer below 2⁶³:
    /// `mpfr_pow` of a and 1/b rounded to nearest at 53 + 64 = 117 bits, y below. Where y is a double, that
    /// is ``power(_:_:)``; otherwise the special values and the sign follow y's integer parity as in
    /// ``power(_:_:)`` (y is an integer only above 2⁵³), and |a|ʸ takes the power's paths with y as a
    /// double-double (its trailing part rounded: 2^−106 of t, inside the bound) and exactly on the accurate
    /// path. y has 54 to 117 significant bits, so |a|ʸ is never dyadic (the exact cases need y = n/2ᵏ
    /// with k ≤ 11, or y an integer above 2⁵³ and |a| a power of two, beyond binary64's range; the file's
    /// comment) but for |a| = 1.
    static func root(_ a: Double, ofAnyDegree b: Double) -> (value: Double, tookAccuratePath: Bool) {
        // 1/b is exact for b = 0, ±∞ and NaN (±∞, ±0, NaN), and rounds once otherwise; 1/b is never
        // halfway between two 117-bit numbers (b·m = 1 has no solution for b not a power of two), so the
        // 256-bit reciprocal (2^−250) rounds as 1/b does.
        if b == 0 || !b.isFinite { return power(a, 1 / b) }
        // A negative base has a real root only when 1/b is exactly an integer, which for a non-integer
        // double b means b = ±2^−k: rounded to 117 bits, 1/b of a tiny b (2²⁰⁰/3) would look like one.
        if a < 0 && b.significandWidth != 0 { return (.nan, false) }
        let y = Float256(b).reciprocal().rounded(toSignificantBits: 117)
        let high = y.roundedToDouble()
        let rest = y - Float256(high)
        if rest.isZero { return power(a, high) }
        if a == 1 { return (1, false) }
        if a.isNaN { return (.nan, false) }
        let (isInteger, isOdd) = y.integerParity
        let negative = a.sign == .minus && isOdd
        let magnitude = a.magnitude
        if magnitude == 0 || magnitude.isInfinite {
            // As for xʸ: 0ʸ is 0 for y > 0 and ∞ for y < 0, ∞ʸ the other way round; an odd y keeps the sign.
            let value: Double = (magnitude == 0) == (high > 0) ? 0 : .infinity
            return (negative ? -value : value, false)
        }
        if a < 0 && !isInteger { return (.nan, false) }
        if magnitude == 1 { return (negative ? -1 : 1, false) }
        let logarithm = naturalLogarithm(magnitude)
        let product = DoubleDouble.twoProduct(high, logarithm.high)
        let low = rest.roundedToDouble()
        let (value, tookAccuratePath): (Double, Bool)
        if !product.high.isFinite {
            (value, tookAccuratePath) = (product.high > 0 ? .infinity : 0, false)
        } else {
            let t = DoubleDouble.fastTwoSum(product.high, product.low + high * logarithm.low + low * logarithm.high)
            (value, tookAccuratePath) = exponential(of: t) {
                exponentialWide(naturalLogarithmWide(magnitude, start: logarithm) * y)
            }
        }
        return (negative ? -value : value, tookAccuratePath)
    }

    /// aʸ for a > 0 finite, a ≠ 1, y finite and nonzero.
    static func positivePower(_ a: Double, _ y: Double) -> (value: Double, tookAccuratePath: Bool) {
        if let exact = exactPower(a, y) { return (exact, false) }
        let logarithm = naturalLogarithm(a)
        let product = DoubleDouble.twoProduct(y, logarithm.high)
        // y·ln a beyond the largest double: the result is far beyond binary64's range either way.
        if !product.high.isFinite { return (product.high > 0 ? .infinity : 0, false) }
        let t = DoubleDouble.fastTwoSum(product.high, product.low + y * logarithm.low)
        return exponential(of: t) {
            exponentialWide(naturalLogarithmWide(a, start: logarithm) * Float256(y))
        }
    }

    /// e^t for t within |t|·2^−69.8 of the exact exponent (the file's comment): the fast path when its
    /// test decides, ±∞ or 0 far outside binary64's range, else `accurate()` rounded once.
    /// When t is a sum of terms each within 2^−69.8 of its own magnitude, `termMagnitude` is the sum of
    /// their magnitudes, which bounds t's error in place of |t| (the terms may cancel).
    @inline(__always)
    static func exponential(
        of t: DoubleDouble, termMagnitude: Double? = nil, accurate: () -> Float256
    ) -> (value: Double, tookAccuratePath: Bool) {
        if t.high > 710 { return (.infinity, false) }
        if t.high < -746 { return (0, false) }
        if t.high >= -708 && t.high <= 709.7 {
            let k = exponentialIndex(t.high)
            let r = reduced(t, k: k)
            let error = exponentialError + (termMagnitude ?? t.high.magnitude) * 0x1p-69
            if let value = scaledTableProduct(k: k, r: r, relativeError: error) { return (value, false) }
        }
        return (accurate().roundedToDouble(), true)
    }

    /// aʸ when it is a dyadic rational of at most 256 significant bits, correctly rounded; nil when it is
    /// not (irrational, non-dyadic, or too long: the file's comment). a > 0 finite, y finite, nonzero.
    static func exactPower(_ a: Double, _ y: Double) -> Double? {
        exactPowerWide(a, y)?.roundedToDouble()
    }

    /// aʸ exactly in 256-bit arithmetic when it is a dyadic rational of at most 256 significant bits, nil
    /// otherwise (``exactPower(_:_:)``); a power of two beyond 2^±1100 is given as 2^±1101, which rounds
    /// to ∞ or 0 alike. a > 0 finite, y finite, nonzero.
    static func exactPowerWide(_ a: Double, _ y: Double) -> Float256? {
        // y = n/2ᵏ with n odd: k is the number of y's fraction bits.
        let yBits = y.significandBitPattern | (y.isNormal ? 1 << 52 : 0)
        let yShift = (y.isNormal ? Int(y.exponent) - 52 : -1074) + yBits.trailingZeroBitCount
        let k = max(0, -yShift)
        // m = c^(2ᵏ) needs c ≥ 3 odd and m < 2⁵³: k ≤ 5 (3^64 > 2⁵³), unless m = 1.
        guard k <= 11 else { return nil }
        let aBits = a.significandBitPattern | (a.isNormal ? 1 << 52 : 0)
        let aShift = (a.isNormal ? Int(a.exponent) - 52 : -1074) + aBits.trailingZeroBitCount
        var c = aBits >> aBits.trailingZeroBitCount
        // 2^(e·y) must be 2 to an integer power: 2ᵏ divides e (n is odd).
        guard aShift % (1 << k) == 0 else { return nil }
        if c == 1 {
            // a is a power of two: aʸ = 2^(e·y), exact, or beyond binary64's range.
            let exponent = Swift.min(Swift.max(Double(aShift) * y, -1101), 1101)
            return Float256.one.scaled(byPowerOfTwo: Int(exponent))
        }
        if y < 0 { return nil }
        for _ in 0..<k {
            let root = UInt64(Double(c).squareRoot())
            guard root * root == c else { return nil }
            c = root
        }
        // c^n with n = y·2ᵏ, exact in 256 bits when n·log₂(c + 1) ≤ 256.
        let n = y * Double(1 << k)
        let bitLength = Double(64 - c.leadingZeroBitCount)
        guard n * bitLength <= 256 else { return nil }
        var power = Float256.one
        let base = Float256(Double(c))
        for _ in 0..<Int(n) { power = power * base }
        return power.scaled(byPowerOfTwo: aShift / (1 << k) * Int(n))
    }

    /// Whether `rounded`, aʸ rounded, needed no rounding: aʸ is then a dyadic rational of at most 53
    /// bits, which ``exactPowerWide(_:_:)`` computes exactly (a⁰ = 1 and 0ʸ = 0 for y > 0 are exact too).
    static func powerIsExact(_ a: Double, _ y: Double, rounded: Double) -> Bool {
        guard a.isFinite, !y.isNaN, rounded.isFinite else { return false }
        // a⁰ = 1, 1ʸ = 1 and (−1)ⁿ = ±1 are exact (also for y = ±∞, as MPFR has it).
        if y == 0 || a.magnitude == 1 { return true }
        guard y.isFinite else { return false }
        if a == 0 { return y > 0 }
        guard rounded != 0, let wide = exactPowerWide(a.magnitude, y) else { return false }
        return (wide - Float256(rounded.magnitude)).isZero
    }

    /// Whether `rounded`, the n-th root of a rounded, needed no rounding: its n-th power is exactly a (for
    /// n < 0, exactly 1/a), decided in 256-bit arithmetic; for a degree that is not an integer, as the
    /// power a^(1/n) when 1/n is a double.
    static func rootIsExact(_ a: Double, _ n: Double, rounded: Double) -> Bool {
        guard a.isFinite, rounded.isFinite, !n.isNaN, n != 0 else { return false }
        guard DoubleDouble.isInteger(n) else {
            // A degree that is not an integer: a^(1/n) with 1/n rounded first, as MPFR computes it, so
            // exact only where 1/n is exact (n = ±2⁻ᵏ) and so is the power.
            guard isPowerOfTwo(n.magnitude) else { return false }
            if a == 0 { return n > 0 }
            if a.magnitude == 1 { return true }
            let reciprocal = 1 / n
            return reciprocal.isFinite && powerIsExact(a, reciprocal, rounded: rounded)
        }
        // Integer degrees from 2⁶³ on are reported inexact, as MPFR's IEEE mode reports them.
        guard n.magnitude < 0x1p63 else { return false }
        if a == 1 { return true }
        if a == 0 { return n > 0 }
        // For n < 0, rootⁿ·|a| = 1 with the root and a dyadic rationals: their odd parts multiply to 1, so
        // both are powers of two, and the 256-bit product below is exact (an odd part above 1 could make
        // a product of more than 256 bits that rounds to 1).
        if n < 0, !isPowerOfTwo(a.magnitude) || !isPowerOfTwo(rounded.magnitude) { return false }
        guard rounded != 0, let wide = exactPowerWide(rounded.magnitude, n.magnitude) else { return false }
        let target = n > 0 ? Float256(a.magnitude) : Float256.one
        let power = n > 0 ? wide : wide * Float256(a.magnitude)
        return (power - target).isZero
    }

    /// Whether x, positive and finite, is a power of two (normal or subnormal).
    static func isPowerOfTwo(_ x: Double) -> Bool {
        x.isNormal ? x.significandBitPattern == 0 : x.bitPattern.nonzeroBitCount == 1
    }
}
