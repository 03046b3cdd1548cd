/// eˣ, 2ˣ and 10ˣ correctly rounded.
///
/// **Fast path.** y = x (exp), x·ln 2 (2ˣ, from f = x − k/64, exact) or x·ln 10 (10ˣ, a double-double
/// within 2^−97 of the exact product for |x| ≤ 310) is reduced to y = k·ln2/64 + r with |r| ≤ ln2/128
/// + 2^−60 < 0.0055; the reduction subtracts k·(l1 + l2 + l3), a 142-bit ln2/64 whose first part makes
/// k·l1 exact, so r is a double-double within 2^−100 of its exact value. Then
/// eʸ = 2^(k/64)·eʳ, with 2^(j/64) (j = k mod 64) from a table of double-doubles (error 2^−106) and
/// eʳ = 1 + r + r²/2 (double-double) + r³(1/6 + r/24 + r²/120 + r³/720 + r⁴/5040) (double). Error
/// budget, relative to eʸ: the truncated series r⁸/8! < 2^−75.5; the double tail (|r³/6| < 2^−25, a few
/// roundings of 2^−53 each) < 2^−76; the double sum of the small terms < 2^−75; r's error 2^−97; the
/// product by the table entry 2^−102. Total below 2^−73.5: the rounding test uses ε = 2^−70.
///
/// The fast path runs where the result is a normal number (so the scaling by 2^⌊k/64⌋ is exact);
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
    static let exponentialError = 0x1p-70

    /// eˣ.
    static func exp(_ x: Double) -> (value: Double, tookAccuratePath: Bool) {
        if x.isNaN { return (x, false) }
        if x > 709.8 { return (.infinity, false) }
        if x < -745.2 { return (0, false) }
        guard x >= -708, x <= 709.7 else { return (exponentialAccurate(Float256(x)), true) }
        let k = DoubleDouble.nearestInteger(x * CorrectlyRoundedTables.sixtyFourOverLn2)
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
        let k = DoubleDouble.nearestInteger(x * 64)
        let f = x - k / 64
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
        let k = DoubleDouble.nearestInteger(y.high * CorrectlyRoundedTables.sixtyFourOverLn2)
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

    /// y − k·ln2/64 as a double-double, for k = round(y·64/ln 2) with |k| < 2^17.
    ///
    /// k·l1 is exact (36 + 17 bits) and y.high − k·l1 is exact (Sterbenz: the two are within a factor
    /// of two, or k = 0); k·l2 is split exactly; k·l3 and the sum of the small parts round by 2^−110.
    @inline(__always)
    static func reduced(_ y: DoubleDouble, k: Double) -> DoubleDouble {
        let (l1, l2, l3) = CorrectlyRoundedTables.ln2Over64
        let first = y.high - k * l1
        let product = DoubleDouble.twoProduct(k, l2)
        let sum = DoubleDouble.twoSum(first, -product.high)
        return DoubleDouble.twoSum(sum.high, sum.low - product.low - k * l3 + y.low)
    }

    /// 2^(k/64)·eʳ rounded to binary64 when the rounding test decides it at `relativeError` (by
    /// default this file's bound; xʸ adds its exponent's error), else nil; the result must be a normal
    /// number.
    @inline(__always)
    static func scaledTableProduct(k: Double, r: DoubleDouble, relativeError: Double = exponentialError) -> Double? {
        guard let rounded = tableProduct(k: k, r: r).roundedIfDecided(relativeError: relativeError) else { return nil }
        return DoubleDouble.scaled(rounded, byPowerOfTwo: Int(k) >> 6)
    }

    /// 2^((k mod 64)/64)·eʳ as a double-double, within 2^−73.5 relatively (the file's comment): eʸ
    /// divided by 2^⌊k/64⌋ when r = y − k·ln2/64 (``reduced(_:k:)``).
    @inline(__always)
    static func tableProduct(k: Double, r: DoubleDouble) -> DoubleDouble {
        let (high, low) = CorrectlyRoundedTables.exp2Table[Int(k) & 63]
        return DoubleDouble(high, low).multiplied(by: exponentialOfSmall(r))
    }

    /// eʳ for |r| < 0.0055, within 2^−74 relatively (the file's comment).
    @inline(__always)
    static func exponentialOfSmall(_ r: DoubleDouble) -> DoubleDouble {
        let x = r.high
        let square = DoubleDouble.twoProduct(x, x)
        let squareLow = square.low + 2 * x * r.low
        let series = 1.0 / 6 + x * (1.0 / 24 + x * (1.0 / 120 + x * (1.0 / 720 + x * (1.0 / 5040))))
        let tail = x * square.high * series
        let linear = DoubleDouble.fastTwoSum(1, x)
        let quadratic = DoubleDouble.twoSum(linear.low, 0.5 * square.high)
        let small = DoubleDouble.twoSum(quadratic.high, quadratic.low + r.low + 0.5 * squareLow + tail)
        let sum = DoubleDouble.fastTwoSum(linear.high, small.high)
        return DoubleDouble(sum.high, sum.low + small.low)
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
