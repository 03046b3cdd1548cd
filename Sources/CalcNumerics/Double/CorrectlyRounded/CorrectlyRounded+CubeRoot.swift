/// ∛x correctly rounded.
///
/// **Fast path.** |x| = m·2^(3q) with m = 2ʲ·f in [1, 8), j in {0, 1, 2} and f in [1, 2) (subnormals
/// scaled by 2⁵⁴ first, which divides the root by 2¹⁸ exactly). No division: the reciprocal root
/// r ≈ m^(−1/3) starts from a cubic in f (within 2^−11 of f^(−1/3) on [1, 2)) times 2^(−j/3), and
/// three Newton steps r ← r + r·(1 − m·r³)/3 (each turns an error e into about 2e²) take it to 2^−21,
/// 2^−41, then to the last step's roundings, a few ulps (2^−51). y = m·r², two more roundings, is
/// within e ≤ 2^−49 of ∛m. Then one step in double-double: y³ − m from exact products (y² and y·y² by
/// fused multiply-adds; their difference from m is exact by Sterbenz), times r²/3 in place of
/// 1/(3y²) (the same within 2^−48). Newton's step leaves e² = 2^−98, the factor's error 2^−48 of a
/// correction of at most 2^−49 of y leaves 2^−97, and the residual's roundings 2^−100: the result is
/// within 2^−96 relatively. The rounding test uses 2^−90.
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
        let j = exponent - 3 * q
        let f = a.significand
        let m = Double(sign: .plus, exponent: j, significand: f)
        var r =
            (1.5370188545190797 + f * (-0.8013667168305604 + f * (0.3129672262211357 + f * -0.04909974450309968)))
            * (j == 0 ? 1 : j == 1 ? 0x1.965fea53d6e3dp-1 : 0x1.428a2f98d728bp-1)  // 2^(−j/3)
        for _ in 0..<3 { r += r * (1 - m * (r * r * r)) * (1.0 / 3) }
        let y = m * (r * r)
        let square = DoubleDouble.twoProduct(y, y)
        let cube = DoubleDouble.twoProduct(y, square.high)
        let residual = (cube.high - m) + (cube.low + y * square.low)
        let root = DoubleDouble.fastTwoSum(y, -residual * (r * r * (1.0 / 3)))
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
