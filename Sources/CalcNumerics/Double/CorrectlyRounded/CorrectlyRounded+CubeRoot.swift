/// ∛x correctly rounded.
///
/// **Fast path.** |x| = m·2^(3q) with m in [1, 8) (subnormals scaled by 2⁵⁴ first, which divides the
/// root by 2¹⁸ exactly). Five Newton steps y ← (2y + m/y²)/3 in double from y = 1 + (m − 1)/7 (within
/// 13 % on [1, 8)) reach a few ulps of ∛m; then one step in double-double: y³ − m from exact products
/// (y² and y·y² by fused multiply-adds; their difference from m is exact by Sterbenz), divided by 3y².
/// Newton's step leaves (e/y)² of a relative error e ≤ 2^−50, and the correction itself, about 2^−50 of
/// y, is computed within 2^−52 of itself: the result is within 2^−98 relatively. The rounding test uses
/// 2^−90.
///
/// **Accurate path.** Two Newton steps in 256-bit arithmetic (2^−196, then 2^−250 and the arithmetic's
/// 2^−250). That suffices for every argument, with no list of hard cases needed: a point halfway
/// between two doubles is y = M/2^k with an odd 54-bit M, and y³ ≠ x for a double x (y³ has more than
/// 53 significant bits), so |y³ − x| ≥ 2^−3k and |y − ∛x| ≥ |y³ − x|/(3y²) ≥ 2^−164·y: a relative
/// error below 2^−165 rounds correctly.
///
/// **Exact cases.** Perfect cubes (∛27 = 3) are doubles, not halfway points, so the fast path's
/// interval rounds to them.
extension CorrectlyRounded {
    /// The fast path's relative error bound.
    static let cubeRootError = 0x1p-90

    /// ∛x.
    static func cubeRoot(_ x: Double) -> (value: Double, tookAccuratePath: Bool) {
        if x == 0 || !x.isFinite { return (x, false) }
        var a = x.magnitude
        var scale = 0
        if a < .leastNormalMagnitude {
            a *= 0x1p54
            scale = -18
        }
        // a = m·2^(3q), m in [1, 8).
        let exponent = Int(a.exponent)
        let q = exponent >= 0 ? exponent / 3 : -((-exponent + 2) / 3)
        let m = Double(sign: .plus, exponent: exponent - 3 * q, significand: a.significand)
        var y = 1 + (m - 1) / 7
        for _ in 0..<5 { y = (2 * y + m / (y * y)) / 3 }
        let square = DoubleDouble.twoProduct(y, y)
        let cube = DoubleDouble.twoProduct(y, square.high)
        let residual = (cube.high - m) + (cube.low + y * square.low)
        let root = DoubleDouble.fastTwoSum(y, -residual / (3 * square.high))
        let sign: FloatingPointSign = x < 0 ? .minus : .plus
        if let rounded = root.roundedIfDecided(relativeError: cubeRootError) {
            return (Double(sign: sign, exponent: q + scale, significand: rounded), false)
        }
        // Two Newton steps Y ← Y − (Y³ − m)/(3Y²) in 256-bit arithmetic.
        let wideM = Float256(m)
        var wide = Float256(root.high) + Float256(root.low)
        for _ in 0..<2 {
            let wideSquare = wide * wide
            wide = wide - (wideSquare * wide - wideM) / (wideSquare * Float256(3))
        }
        let value = wide.scaled(byPowerOfTwo: q + scale).roundedToDouble()
        return (sign == .minus ? -value : value, true)
    }
}
