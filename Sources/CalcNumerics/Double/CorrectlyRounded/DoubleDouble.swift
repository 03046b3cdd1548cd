/// An unevaluated sum of two doubles, `high + low` with |low| ≤ ulp(high)/2 after each operation: about
/// 106 bits, the arithmetic of the fast paths of ``CorrectlyRounded``.
///
/// The error-free transformations (`twoSum`, `fastTwoSum`, `twoProduct`, the last by a fused
/// multiply-add) give the exact result of one double operation as a double-double; the others state
/// their error where they are defined.
struct DoubleDouble: Sendable {
    /// The leading part.
    var high: Double
    /// The trailing part.
    var low: Double

    /// `high + low`, as given.
    @inline(__always)
    init(_ high: Double, _ low: Double) {
        self.high = high
        self.low = low
    }

    /// a + b exactly (Knuth's TwoSum: six operations, no condition on the operands).
    @inline(__always)
    static func twoSum(_ a: Double, _ b: Double) -> DoubleDouble {
        let sum = a + b
        let aPart = sum - b
        let bPart = sum - aPart
        return DoubleDouble(sum, (a - aPart) + (b - bPart))
    }

    /// a + b exactly when a = 0 or |a| ≥ |b| (Dekker's FastTwoSum).
    @inline(__always)
    static func fastTwoSum(_ a: Double, _ b: Double) -> DoubleDouble {
        let sum = a + b
        return DoubleDouble(sum, b - (sum - a))
    }

    /// a × b exactly (unless it underflows), by a fused multiply-add.
    @inline(__always)
    static func twoProduct(_ a: Double, _ b: Double) -> DoubleDouble {
        let product = a * b
        return DoubleDouble(product, (-product).addingProduct(a, b))
    }

    /// self × other, within about 2^−102 relatively (the products of the trailing parts and the final
    /// renormalisation are the only roundings).
    @inline(__always)
    func multiplied(by other: DoubleDouble) -> DoubleDouble {
        let product = Self.twoProduct(high, other.high)
        let cross = high * other.low + low * other.high + product.low
        return Self.fastTwoSum(product.high, cross)
    }

    /// self + other, within about 2^−104 relatively when the operands do not cancel (the sum of the
    /// leading parts is exact, the trailing parts add one rounding of their size).
    @inline(__always)
    static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let sum = twoSum(a.high, b.high)
        return fastTwoSum(sum.high, sum.low + (a.low + b.low))
    }

    /// (high + low) ÷ d for a small integer d (±3, ±6): q = high × (1/d), then its remainder high − d·q
    /// (a fused multiply-add) with `low` added, times 1/d. The parts are not renormalised.
    ///
    /// Products, not quotients: with a constant d, 1/d is a constant, and a division takes three to four
    /// times a product's latency. q is within 2 ulps of high/d, so the remainder is a multiple of ulp(q)
    /// (high is one, as |high| ≥ |q|, and so is d·q) of at most 2d ulps: exact. The trailing part's
    /// roundings are 2^−53 of a part below 2^−50 of the whole.
    @inline(__always)
    static func quotient(_ high: Double, _ low: Double, bySmallInteger d: Double) -> (high: Double, low: Double) {
        let reciprocal = 1 / d
        let quotient = high * reciprocal
        return (quotient, (high.addingProduct(-d, quotient) + low) * reciprocal)
    }

    /// The same value with |low| ≤ ulp(high)/2 (FastTwoSum), for a pair whose low part is smaller than
    /// its high part but may exceed half an ulp of it.
    @inline(__always)
    var normalized: DoubleDouble { Self.fastTwoSum(high, low) }

    /// −self, exactly.
    @inline(__always)
    static prefix func - (a: DoubleDouble) -> DoubleDouble { DoubleDouble(-a.high, -a.low) }

    /// self × 2ⁿ as a product by a power of two (exact while both parts stay normal).
    @inline(__always)
    func scaled(by powerOfTwo: Double) -> DoubleDouble { DoubleDouble(high * powerOfTwo, low * powerOfTwo) }

    /// The integer nearest to x (ties to even) for |x| < 2⁵¹, by adding and subtracting 1.5·2⁵²: the sum's
    /// unit is 1, so the addition rounds x to an integer and the subtraction is exact. The same value as
    /// `x.rounded()` but at ties, and two additions where that is a call into the C library on x86-64.
    @inline(__always)
    static func nearestInteger(_ x: Double) -> Double {
        (x + 0x1.8p52) - 0x1.8p52
    }

    /// x·2ᵉ, exact when the result is a normal number: for e in −1022 ... 1023 a product by 2ᵉ built
    /// from its bits (a shift), else `Double(sign:exponent:significand:)`, which is a call.
    @inline(__always)
    static func scaled(_ x: Double, byPowerOfTwo e: Int) -> Double {
        guard e >= -1022 && e <= 1023 else { return Double(sign: .plus, exponent: e, significand: x) }
        return x * Double(bitPattern: UInt64(e + 1023) << 52)
    }

    /// Whether x is an integer (±∞ count as integers, NaN does not, as `x.rounded(.towardZero) == x`
    /// has it): every double of magnitude 2⁵² or more is; below, t = |x| plus 2⁵² lies in [2⁵², 2⁵³),
    /// whose unit is 1, so the sum rounds t to an integer and subtracting 2⁵² again is exact. Two
    /// additions and a comparison, where `rounded(.towardZero)` is a call into the C library on x86-64.
    @inline(__always)
    static func isInteger(_ x: Double) -> Bool {
        let t = x.magnitude
        return t >= 0x1p52 || (t + 0x1p52) - 0x1p52 == t
    }

    /// a·b + c·d in one pass: the leading products exact (TwoProduct), their sum exact (TwoSum), the
    /// cross products and the trailing parts added once and normalized once; within about 2^−102 of
    /// |a·b| + |c·d| (relatively more where the sum cancels).
    @inline(__always)
    static func sumOfProducts(_ a: DoubleDouble, _ b: DoubleDouble, _ c: DoubleDouble, _ d: DoubleDouble)
        -> DoubleDouble
    {
        let first = twoProduct(a.high, b.high)
        let second = twoProduct(c.high, d.high)
        let sum = twoSum(first.high, second.high)
        let cross = (a.high * b.low + a.low * b.high) + (c.high * d.low + c.low * d.high)
        return fastTwoSum(sum.high, sum.low + (first.low + second.low + cross))
    }

    /// self ÷ other, within about 2^−102 relatively, with one division: r = 1/other.high, the first
    /// quotient high·r (within 2^−51.4), its remainder (a fused product gives it exactly, and
    /// high − first·other.high is exact by Sterbenz) and one correction step, the remainder times r
    /// (2^−103.4). |other.high| must be at least 2^−1020, so that r is finite (every caller's is above
    /// 2^−62); where it exceeds 2^1022, r is subnormal and the quotient too.
    @inline(__always)
    func divided(by other: DoubleDouble) -> DoubleDouble {
        let reciprocal = 1 / other.high
        let first = high * reciprocal
        let product = Self.twoProduct(first, other.high)
        let remainder = ((high - product.high) - product.low + low) - first * other.low
        return Self.fastTwoSum(first, remainder * reciprocal)
    }

    /// 1/self, within about 2^−102 relatively, with one division: r = 1/high, its remainder
    /// 1 − r·high − r·low (a fused product), and the remainder times r instead of over high (r is within
    /// 2^−53 of 1/high, and the remainder below 2^−52 of the whole, so that costs 2^−105).
    @inline(__always)
    func reciprocal() -> DoubleDouble {
        let first = 1 / high
        let product = Self.twoProduct(first, high)
        let remainder = ((1 - product.high) - product.low) - first * low
        return Self.fastTwoSum(first, remainder * first)
    }

    /// √self for self > 0, within about 2^−102 relatively (one correction step from the root of the
    /// leading part, whose remainder a fused product gives exactly).
    @inline(__always)
    func squareRoot() -> DoubleDouble {
        let root = high.squareRoot()
        let square = Self.twoProduct(root, root)
        let remainder = (high - square.high) - square.low + low
        return Self.fastTwoSum(root, remainder / (2 * root))
    }

    /// The result rounded to binary64 when every value within `relativeError`·|high| of `high + low`
    /// rounds to the same double (Ziv's test), else nil.
    ///
    /// The bound is doubled before it is applied, which covers the rounding of `low ± bound` (at most
    /// 2^−53 of |low| + bound, far below the bound): the two ends are then at least as far apart as the
    /// true interval's, and rounding is monotonic, so equal ends round every point between them alike.
    @inline(__always)
    func roundedIfDecided(relativeError: Double) -> Double? {
        let bound = 2 * relativeError * high.magnitude
        let up = high + (low + bound)
        let down = high + (low - bound)
        return up == down ? up : nil
    }
}
