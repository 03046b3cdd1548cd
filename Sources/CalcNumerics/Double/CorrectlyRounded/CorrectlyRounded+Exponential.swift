/// eˣ, 2ˣ and 10ˣ correctly rounded.
///
/// **Fast path.** y = x (exp), x·ln 2 (2ˣ, from f = x − k/4096, exact) or x·ln 10 (10ˣ, a double-double
/// within 2^−97 of the exact product for |x| ≤ 310) is reduced to y = k·ln2/4096 + r with
/// |r| ≤ ln2/8192·(1 + 2^−28) < 2^−13.52 (k = round(y·4096/ln 2), |k| < 2^23 for |y| < 1419). The reduction
/// subtracts k·(l1 + l2 + l3), a 155-bit ln2/4096 whose first two parts have 30 bits, so that k·l1 and
/// k·l2 are exact, y − k·l1 is exact (Sterbenz: the two are within a factor of two, or k = 0) and one
/// TwoSum keeps y − k·l1 − k·l2 = r_h + s exactly; k·l3 (below 2^−49.4) and y's trailing part (below
/// 2^−43) are added to s, so r = r_h + r_l with r_l below 2^−42.9, not normalized (a second TwoSum
/// would delay r_h, on which everything after waits), within 2^−95.9 of y − k·ln2/4096 (2^−103 for
/// exp, where y is a double). No fused multiply-add is needed for the reduction.
///
/// Then eʸ = 2^⌊k/4096⌋·A·B·eʳ with A = 2^(i/64) and B = 2^(j/4096) (k mod 4096 = 64i + j) from two
/// tables of 64 double-doubles each (2^−106 each), and eʳ = e^r_h·e^r_l = 1 + r_h + p with
/// p = r_l·(1 + r_h + r_h²/2) + r_h²·(1/2 + r_h/6 + r_h²/24 + r_h³/120) in double. Error budget,
/// relative to eʸ: the truncated series r⁶/720 < 2^−90.6; the double polynomial (three roundings of a
/// value below 2^−28) < 2^−79.4; p's sum < 2^−81; the neglected r_l·r_h³/6 and r_l²/2 < 2^−86: eʳ within
/// 2^−79. A·B is one exact TwoProduct plus the two cross products (2^−103 with the tables' errors); the
/// product t_h·r_h is exact (TwoProduct), and t_h·p, the trailing part times 1 + r_h, the neglected t_l·p
/// (2^−79.4) and the sum of those small terms (2^−79.4) bring the whole to below 2^−77.5 (with a
/// double-double y's 2^−95.9 too): the rounding test uses ε = 2^−76 and fails on about one argument
/// in 2^22.
///
/// The fast path runs where the result is a normal number (so the scaling by 2^⌊k/4096⌋ is exact);
/// beyond, and when the test fails, the accurate path takes over.
///
/// **Accurate path.** In 256-bit arithmetic (``Float256``): y = x·ln 2 or x·ln 10 (256-bit constants),
/// y = k·ln 2 + r with |r| < 0.35, eʳ by 20 terms of Taylor's series at r/2⁸ and eight squarings.
/// Each of the few dozen operations is within 2^−255; the squarings multiply the relative error by
/// 2⁸; the constants' errors times |k| ≤ 1100: the result is within 2^−230, against the 2^−126
/// the hardest published arguments need.
///
/// **Exact cases.** eˣ is exact only at 0 (the fast path returns 1); 2ˣ at integers, answered first;
/// 10ˣ at the integers 0 ... 23, answered from exact literals (10²³ is a tie, rounded to even).
extension CorrectlyRounded {
    /// The fast path's relative error bound (see the file's comment).
    static let exponentialError = 0x1p-76

    /// eˣ.
    static func exp(_ x: Double) -> (value: Double, tookAccuratePath: Bool) {
        if x.isNaN { return (x, false) }
        if x > 709.8 { return (.infinity, false) }
        if x < -745.2 { return (0, false) }
        guard x >= -708, x <= 709.7 else { return (exponentialAccurate(Float256(x)), true) }
        let k = exponentialIndex(x)
        let r = reduced(DoubleDouble(x, 0), k: k)
        if let value = scaledTableProduct(k: k, r: r) { return (value, false) }
        return (exponentialAccurate(Float256(x)), true)
    }

    /// 2ˣ.
    static func exp2(_ x: Double) -> (value: Double, tookAccuratePath: Bool) {
        if x.isNaN { return (x, false) }
        if x >= 1024 { return (.infinity, false) }
        if x <= -1075 { return (0, false) }
        if DoubleDouble.isInteger(x) {
            return (Double(sign: .plus, exponent: Int(x), significand: 1), false)
        }
        let (ln2High, ln2Low) = CorrectlyRoundedTables.ln2
        guard x >= -1021 else { return (exponentialAccurate(Float256(x) * CorrectlyRoundedTables.ln2Wide), true) }
        let k = DoubleDouble.nearestInteger(x * 4096)
        let f = x - k / 4096
        let product = DoubleDouble.twoProduct(f, ln2High)
        let r = DoubleDouble.fastTwoSum(product.high, product.low + f * ln2Low)
        if let value = scaledTableProduct(k: k, r: r) { return (value, false) }
        return (exponentialAccurate(Float256(x) * CorrectlyRoundedTables.ln2Wide), true)
    }

    /// 10ˣ.
    static func exp10(_ x: Double) -> (value: Double, tookAccuratePath: Bool) {
        if x.isNaN { return (x, false) }
        if x > 308.3 { return (.infinity, false) }
        if x < -324 { return (0, false) }
        if x >= 0, x <= 23, DoubleDouble.isInteger(x) { return (exactPowersOfTen[Int(x)], false) }
        let wide = { exponentialAccurate(Float256(x) * CorrectlyRoundedTables.ln10Wide) }
        guard x >= -307, x <= 308.25 else { return (wide(), true) }
        let (ln10High, ln10Low) = CorrectlyRoundedTables.ln10
        let product = DoubleDouble.twoProduct(x, ln10High)
        let y = DoubleDouble.fastTwoSum(product.high, product.low + x * ln10Low)
        let k = exponentialIndex(y.high)
        let r = reduced(y, k: k)
        if let value = scaledTableProduct(k: k, r: r) { return (value, false) }
        return (wide(), true)
    }

    /// 10⁰ ... 10²³: decimal literals, which Swift rounds correctly (10²³ is halfway between two doubles
    /// and rounds to even, as the function must).
    static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22, 1e23,
    ]

    /// k = round(y·4096/ln 2), the index of the reduction y = k·ln2/4096 + r (the file's comment).
    @inline(__always)
    static func exponentialIndex(_ y: Double) -> Double {
        DoubleDouble.nearestInteger(y * CorrectlyRoundedTables.fourThousandNinetySixOverLn2)
    }

    /// ⌊k/4096⌋, the power of two that scales ``tableProduct(k:r:)`` to eʸ.
    @inline(__always)
    static func exponentialScale(_ k: Double) -> Int { Int(k) >> 12 }

    /// y − k·ln2/4096 as r_h + r_l, |r_l| < 2^−42.9 (not a normalized double-double), for
    /// k = ``exponentialIndex(_:)`` of y.high with |k| < 2^23 (the file's comment: k·l1 and k·l2 are
    /// exact, y.high − k·l1 is exact by Sterbenz).
    @inline(__always)
    static func reduced(_ y: DoubleDouble, k: Double) -> DoubleDouble {
        let (l1, l2, l3) = CorrectlyRoundedTables.ln2Over4096
        let sum = DoubleDouble.twoSum(y.high - k * l1, -(k * l2))
        return DoubleDouble(sum.high, sum.low - k * l3 + y.low)
    }

    /// 2^(k/4096)·eʳ rounded to binary64 when the rounding test decides it at `relativeError` (by
    /// default this file's bound; xʸ adds its exponent's error), else nil; the result must be a normal
    /// number.
    @inline(__always)
    static func scaledTableProduct(k: Double, r: DoubleDouble, relativeError: Double = exponentialError) -> Double? {
        guard let rounded = tableProduct(k: k, r: r).roundedIfDecided(relativeError: relativeError) else { return nil }
        return DoubleDouble.scaled(rounded, byPowerOfTwo: exponentialScale(k))
    }

    /// 2^((k mod 4096)/4096)·eʳ as high + low, within 2^−77.5 relatively (the file's comment): eʸ
    /// divided by 2^⌊k/4096⌋ when r = y − k·ln2/4096 (``reduced(_:k:)``). low is below 2^−27 of high but
    /// not normalized: the rounding test takes the pair as it is (its inner sum rounds by 2^−80 of the
    /// value), and double-double arithmetic takes ``DoubleDouble/normalized``.
    @inline(__always)
    static func tableProduct(k: Double, r: DoubleDouble) -> DoubleDouble {
        let index = Int(k)
        let (aHigh, aLow) = CorrectlyRoundedTables.exp2Coarse[(index >> 6) & 63]
        let (bHigh, bLow) = CorrectlyRoundedTables.exp2Fine[index & 63]
        let t = DoubleDouble.twoProduct(aHigh, bHigh)
        let tLow = t.low + aHigh * bLow + aLow * bHigh
        let x = r.high
        let half = 0.5 * x * x
        let p = r.low * (1 + x + half) + half * (1 + x * (1.0 / 3 + x * (1.0 / 12 + x * (1.0 / 60))))
        let linear = DoubleDouble.twoProduct(t.high, x)
        let sum = DoubleDouble.fastTwoSum(t.high, linear.high)
        return DoubleDouble(sum.high, sum.low + (linear.low + t.high * p + tLow * (1 + x)))
    }

    /// eʸ rounded to binary64 (the accurate path: within 2^−230 before the rounding).
    static func exponentialAccurate(_ y: Float256) -> Double {
        exponentialWide(y).roundedToDouble()
    }

    /// eʸ in 256-bit arithmetic, within 2^−230 relatively, for |y| below about 2^20.
    static func exponentialWide(_ y: Float256) -> Float256 {
        let k = (y.roundedToDouble() * CorrectlyRoundedTables.log2e.0).rounded()
        let r = y - Float256(k) * CorrectlyRoundedTables.ln2Wide
        let small = r.scaled(byPowerOfTwo: -8)
        var sum = Float256.one
        for n in stride(from: 20, through: 1, by: -1) {
            sum = .one + (sum * small).divided(by: UInt64(n))
        }
        for _ in 0..<8 { sum = sum * sum }
        return sum.scaled(byPowerOfTwo: Int(k))
    }
}
