/// sin, cos and tan correctly rounded, in radians, degrees and gradians.
///
/// **Reduction, radians.** x = k·π/2 + r with |r| ≤ π/4 and the quadrant k mod 4; |x| ≤ π/4 is its own
/// r. For |x| < 2^20, Cody and Waite's: π/2 = c1 + c2 + c3 + δ (|δ| < 2^−140) with a 33-bit c1, so
/// k·c1 is exact and |x| − k·c1 too (Sterbenz: the two are within a factor of two); k·c2 is split
/// exactly; the sum of the small parts rounds three times, by 2^−105 absolutely, and k·δ adds 2^−120: r is a
/// double-double within 2^−85 of itself whenever |r| ≥ 2^−20 (else, and for |x| ≥ 2^20, the next
/// method). Payne and Hanek's for the rest: with x = m·2^e (m an integer below 2^53) and 2/π from a table
/// of 1,536 exact bits (TrigonometricTables.swift), the bits of 2/π whose products with m are multiples
/// of 4 are skipped, and the next 384 (six 64-bit words, words 15 ... 20 for the largest double) are
/// multiplied by m in integer arithmetic: x·2/π mod 4 to within m·2^(e−64·(j+6)) ≤ 2^−266 absolutely,
/// of which 254 bits below the binary point are kept (2^−254). Rounding to the nearest integer gives the
/// quadrant and the fraction y − k, |y − k| ≤ 1/2. No double is closer to a multiple of π/2 than
/// 2^−61 (the closest, 6381956970095103·2^797, is 2^−60.9 away: Muller, *Elementary Functions*,
/// chapter 11, after Kahan and McDonald), so |y − k| ≥ 2^−62 and the fraction has at least 190
/// significant bits: a relative error of 2^−190 or less. The fast path takes its top 128 bits (2^−104
/// with the conversion to a double-double) and multiplies by π/2 as a double-double (2^−102).
///
/// **Reduction, degrees** (gradians alike, with 400, 100 and π/200 for 360, 90 and π/180, and no exact
/// sine at ±30 because 100/3 is not a double). x mod 360 is exact in binary64 (`truncatingRemainder`), and so is
/// t = r − 90q ∈ [−45, 45] for the nearest integer q (Sterbenz), whatever the size of x: 1e22° is
/// reduced exactly. t·π/180 is a double-double product (2^−104), or 256 bits on the accurate path. The
/// exact angles come first: sin 0 = 0, sin ±30 = ±1/2, cos 0 = 1, tan 0 = 0, tan ±45 = ±1, and tan is
/// ±∞ at the odd multiples of 90 (as MPFR's `tanu` gives it: +∞ at 90 + 360k, −∞ at 270 + 360k, odd
/// in x), its zeros −0 at 180 and +0 at 360 for positive x; sin's exact zeros have the sign of x, cos's are +0 (Niven's theorem: no
/// other rational number of degrees has a rational sine, cosine or tangent, so no other angle is exact).
///
/// **Fast path.** r = j/64 + b with |b| ≤ 1/128 and sin(j/64), cos(j/64) from a table of double-doubles
/// (2^−107 each); sin b = b − b³/6 (double-double) + b⁵(1/120 − b²/5040 + b⁴/362880) (double) and
/// cos b = 1 − b²/2 (double-double) + b⁴(1/24 − b²/720 + b⁴/40320) (double), the trailing part of b
/// entering to first order: the truncated terms are below 2^−91 relatively, the double tails (at most
/// 2^−32.6 of the result) add below 2^−84. sin r = S·cos b + C·sin b and cos r = C·cos b − S·sin b
/// (each one sum of two double-double products, within 2^−102 of the products' magnitudes; the sums
/// cancel at most a factor 3 for the sine, 1.5 for the cosine): sin r and cos r within 2^−82. tan r = (T + t)/(1 − T·t) with T = tan(j/64) from a
/// second table and t = tan b = b + b³/3 (double-double) + b⁵(2/15 + … + 1382b⁶/155925) (double; the
/// truncated terms below 2^−92, the tail's roundings below 2^−81.9 relatively): T + t cancels at most a
/// factor 3 (2^−79.4), 1 − T·t none, and the quotient adds 2^−102; in an odd quadrant −cot r is the
/// same quotient upside down, and cot x = −tan(x + π/2), so the cotangent too is one quotient, not a
/// quotient and its reciprocal. Then the reduction's error, which the functions pass on at most once
/// (|r·cot r| ≤ 1, |r·tan r| ≤ 1 on [−π/4, π/4]) or π/2 times for tan (2r/sin 2r ≤ π/2): below 2^−79
/// in all. The rounding test uses ε = 2^−74.
///
/// Tiny arguments: for |x| < 2^−27 radians, sin x and tan x round to x and cos x to 1 (x²/6 and x²/3
/// are below 2^−54.5, less than half an ulp of x relatively, x²/2 below half an ulp of 1); for
/// |x| < 2^−400 degrees, sin and tan are x·π/180 (the next term is 2^−800 smaller), computed scaled by
/// 2^600 so that no part underflows, and cos is 1.
///
/// **Accurate path.** In 256-bit arithmetic (``Float256``): r from the 254-bit fraction (radians, within
/// 2^−190 as above) or the 256-bit product t·π/180 (degrees), sin r and cos r by Taylor's series until
/// the terms fall below 2^−260 (about 31 terms each, |r| ≤ π/4), tan as their 256-bit quotient: within
/// 2^−185 in all. The published searches for hard-to-round cases (Lefèvre's, as CORE-MATH publishes them
/// for 0 to π) found at most 59 identical bits after the rounding bit for sin, 54 for cos and 78 for tan,
/// which a relative error below 2^−(53+1+78) = 2^−132 decides; for larger arguments and for degrees no
/// exhaustive list is published, and an argument needing more than 130 identical bits is not expected
/// among the 2^64 doubles (heuristically 2^64·2^−130 = 2^−66 of one).
extension CorrectlyRounded {
    /// The fast path's relative error bound (see the file's comment).
    static let trigonometricError = 0x1p-74

    /// The trigonometric functions this file computes.
    enum Trigonometric {
        case sine, cosine, tangent
    }

    /// The largest double below π/4: the arguments that are their own reduced argument.
    static let quarterPiBelow = 0x1.921fb54442d18p-1

    /// sin, cos or tan of x, x in `angle` units; or, `inverted`, its reciprocal csc, sec or cot rounded
    /// once.
    static func trigonometric(
        _ function: Trigonometric, _ x: Double, angle: AngleUnit, inverted: Bool = false
    ) -> (value: Double, tookAccuratePath: Bool) {
        if !x.isFinite { return (.nan, false) }
        guard let unit = TurnUnit(angle) else { return trigonometricRadians(function, x, inverted: inverted) }
        return trigonometricInTurns(function, x, unit: unit, inverted: inverted)
    }

    /// The function at quadrant·π/2 + r, or its reciprocal when `inverted`, as a double-double: csc and
    /// sec the reciprocal of the fast result (its bound plus 2^−101), cot the tangent a quadrant further,
    /// negated (cot x = −tan(x + π/2)), one quotient upside down.
    @inline(__always)
    static func quadrantValue(
        _ function: Trigonometric, _ quadrant: Int, _ r: DoubleDouble, inverted: Bool
    ) -> DoubleDouble {
        guard inverted else { return quadrantValue(function, quadrant, r) }
        switch function {
        case .tangent: return -quadrantValue(.tangent, quadrant + 1, r)
        case .sine, .cosine: return quadrantValue(function, quadrant, r).reciprocal()
        }
    }

    /// The reciprocal of a trigonometric function's accurate result, within its bound plus 2^−250.
    @inline(__always)
    static func reciprocal(_ value: Float256, if inverted: Bool) -> Float256 {
        inverted ? value.reciprocal() : value
    }

    // MARK: Radians

    /// sin, cos or tan of a finite x in radians.
    static func trigonometricRadians(
        _ function: Trigonometric, _ x: Double, inverted: Bool = false
    ) -> (value: Double, tookAccuratePath: Bool) {
        let a = x.magnitude
        // Tiny arguments (the file's comment); ±0 keeps its sign.
        if a < 0x1p-27 {
            guard inverted else { return (function == .cosine ? 1 : x, false) }
            switch function {
            case .cosine: return (1, false)
            // csc x = 1/x + x/6 + …, cot x = 1/x − x/3 − … (the file's comment); 1/±0 = ±∞.
            case .sine, .tangent:
                if x == 0 { return (1 / x, false) }
                let linear = function == .sine ? 1.0 / 6 : -1.0 / 3
                if let value = scaledQuotient(DoubleDouble(1, 0), by: x, plus: linear) { return (value, false) }
            }
        }
        let isOdd = function != .cosine && x.sign == .minus
        if let (quadrant, r) = reducedRadians(a),
            let value = quadrantValue(function, quadrant, r, inverted: inverted).roundedIfDecided(
                relativeError: trigonometricError)
        {
            return (isOdd ? -value : value, false)
        }
        let value = reciprocal(radiansWide(function, a), if: inverted).roundedToDouble()
        return (isOdd ? -value : value, true)
    }

    /// a = k·π/2 + r for a ≥ 2^−27: the quadrant k mod 4 and r as a double-double within 2^−86 (the
    /// file's comment); nil when no fraction bit is set among the first 64 (never for a double).
    @inline(__always)
    static func reducedRadians(_ a: Double) -> (quadrant: Int, r: DoubleDouble)? {
        if a <= quarterPiBelow { return (0, DoubleDouble(a, 0)) }
        if a < 0x1p20 {
            let k = DoubleDouble.nearestInteger(a * TrigonometricTables.twoOverPi)
            let (c1, c2, c3) = TrigonometricTables.halfPiParts
            let first = a - k * c1
            let product = DoubleDouble.twoProduct(k, c2)
            let sum = DoubleDouble.twoSum(first, -product.high)
            let r = DoubleDouble.fastTwoSum(sum.high, sum.low - product.low - k * c3)
            if r.high.magnitude >= 0x1p-20 { return (Int(k) & 3, r) }
        }
        let (quadrant, isNegative, fraction) = quarterTurns(a)
        let (_, f1, f2, f3) = fraction
        guard f3 != 0 else { return nil }
        // The top 128 bits of the fraction, normalised: as hi53·2^(−51−lz) + rest·2^(−115−lz).
        let lz = f3.leadingZeroBitCount
        let high = lz == 0 ? f3 : (f3 << lz) | (f2 >> (64 - lz))
        let low = lz == 0 ? f2 : (f2 << lz) | (f1 >> (64 - lz))
        let leading = Double(high >> 11) * Double(sign: .plus, exponent: -51 - lz, significand: 1)
        let rest =
            Double(((high & 0x7FF) << 53) | (low >> 11)) * Double(sign: .plus, exponent: -115 - lz, significand: 1)
        let turns = DoubleDouble.fastTwoSum(leading, rest)
        let (halfPiHigh, halfPiLow) = TrigonometricTables.halfPi
        let r = turns.multiplied(by: DoubleDouble(halfPiHigh, halfPiLow))
        return (quadrant, isNegative ? -r : r)
    }

    /// a·2/π for a ≥ π/4 as its nearest integer k mod 4 (the quadrant) and y − k (|y − k| ≤ 1/2) as a
    /// sign and a 254-bit magnitude F, y − k = ±F·2^−254 (limbs least significant first), within 2^−253
    /// (Payne and Hanek's reduction, the file's comment).
    static func quarterTurns(
        _ a: Double
    ) -> (quadrant: Int, isNegative: Bool, fraction: (UInt64, UInt64, UInt64, UInt64)) {
        // a = m·2^e; the words before j0 give multiples of 4; the product's unit bit is at 384 − s.
        let m = a.significandBitPattern | (1 << 52)
        let e = Int(a.exponent) - 52
        let j0 = e >= 2 ? (e - 2) / 64 : 0
        let s = e - 64 * j0
        let words = TrigonometricTables.twoOverPiWords
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 7) { product in
            var carry: UInt64 = 0
            for index in 0..<6 {
                let (high, low) = m.multipliedFullWidth(by: words[j0 + 5 - index])
                let (sum, overflow) = low.addingReportingOverflow(carry)
                product[index] = sum
                carry = high &+ (overflow ? 1 : 0)
            }
            product[6] = carry
            // The 256 bits from 2^−254 to 2^1: two quadrant bits and 254 fraction bits.
            let shift = 130 - s
            func window(_ limb: Int) -> UInt64 {
                let bit = shift + 64 * limb
                let index = bit / 64
                let offset = bit % 64
                let low = index < 7 ? product[index] >> offset : 0
                let high = offset != 0 && index + 1 < 7 ? product[index + 1] << (64 - offset) : 0
                return low | high
            }
            let top = window(3)
            let quadrant = Int(top >> 62)
            let fraction = (window(0), window(1), window(2), top & ((1 << 62) - 1))
            guard fraction.3 >> 61 == 1 else { return (quadrant, false, fraction) }
            // y − k = −(1 − fraction): 2^254 − F, the 256-bit two's complement with the top bits cleared.
            let (f0, carry0) = (~fraction.0).addingReportingOverflow(1)
            let (f1, carry1) = (~fraction.1).addingReportingOverflow(carry0 ? 1 : 0)
            let (f2, carry2) = (~fraction.2).addingReportingOverflow(carry1 ? 1 : 0)
            let f3 = ((~fraction.3) &+ (carry2 ? 1 : 0)) & ((1 << 62) - 1)
            return ((quadrant + 1) & 3, true, (f0, f1, f2, f3))
        }
    }

    /// sin, cos or tan of |x| in 256-bit arithmetic, for |x| ≥ 2^−27 (the file's comment).
    static func radiansWide(_ function: Trigonometric, _ a: Double) -> Float256 {
        if a <= quarterPiBelow { return quadrantValueWide(function, 0, Float256(a)) }
        let (quadrant, isNegative, fraction) = quarterTurns(a)
        let turns = fixedPoint(fraction, isNegative: isNegative)
        return quadrantValueWide(function, quadrant, turns * TrigonometricTables.halfPiWide)
    }

    /// ±F·2^−254 for the 256-bit F of `limbs` (least significant first), exactly.
    static func fixedPoint(_ limbs: (UInt64, UInt64, UInt64, UInt64), isNegative: Bool) -> Float256 {
        let source = [limbs.0, limbs.1, limbs.2, limbs.3]
        guard let leading = source.lastIndex(where: { $0 != 0 }) else { return .zero }
        let shift = (3 - leading) * 64 + source[leading].leadingZeroBitCount
        let limbShift = shift / 64
        let bitShift = shift % 64
        var normalised = [UInt64](repeating: 0, count: 4)
        for index in 0..<4 {
            let high = index - limbShift >= 0 ? source[index - limbShift] : 0
            let low = index - limbShift - 1 >= 0 ? source[index - limbShift - 1] : 0
            normalised[index] = bitShift == 0 ? high : (high << bitShift) | (low >> (64 - bitShift))
        }
        // 0.L·2^2 is L·2^−254 before the shift.
        return Float256(isNegative: isNegative, exponent: 2 - shift, limbs: normalised)
    }

    // MARK: Degrees and gradians

    /// sin, cos or tan of a finite x in degrees or gradians (`unit`).
    static func trigonometricInTurns(
        _ function: Trigonometric, _ x: Double, unit: TurnUnit, inverted: Bool = false
    ) -> (value: Double, tookAccuratePath: Bool) {
        let a = x.magnitude
        let turn = a < unit.turn ? a : a.truncatingRemainder(dividingBy: unit.turn)
        let q = DoubleDouble.nearestInteger(turn / unit.quarterTurn)
        let t = turn - unit.quarterTurn * q
        let quadrant = Int(q) & 3
        let isNegative = x.sign == .minus
        if let exact = exactInTurns(function, quadrant, t, unit: unit) {
            // The signs of exact zeros and infinities, as MPFR's sinu, cosu and tanu give them; the
            // reciprocal of an exact value is one exact division (1/±0 = ±∞, 1/±∞ = ±0).
            let value: Double
            if exact == 0 {
                switch function {
                case .sine: value = isNegative ? -0.0 : 0.0
                case .cosine: value = 0
                case .tangent: value = isNegative != (quadrant == 2) ? -0.0 : 0.0
                }
            } else {
                value = function != .cosine && isNegative ? -exact : exact
            }
            return (inverted ? 1 / value : value, false)
        }
        let isOdd = function != .cosine && isNegative
        if a < 0x1p-400 {
            // Here t = a; sin and tan are a·π/180 (a·π/200) to within 2^−800, cos rounds to 1 (the file's
            // comment), and so does sec; csc and cot are 180/(π·a) (200/(π·a)) to within 2^−800.
            if function == .cosine { return (1, false) }
            if inverted {
                let (high, low) = unit.unitsPerRadian
                if let value = scaledQuotient(DoubleDouble(high, low), by: x, plus: 0) { return (value, false) }
                let r = Float256(t) * unit.radiansPerUnitWide
                let value = quadrantValueWide(function, quadrant, r).reciprocal().roundedToDouble()
                return (isOdd ? -value : value, true)
            }
            let scaled = a * 0x1p600
            let (high, low) = unit.radiansPerUnit
            let product = DoubleDouble.twoProduct(scaled, high)
            let z = DoubleDouble.fastTwoSum(product.high, product.low + scaled * low)
            if let value = z.roundedIfDecided(relativeError: trigonometricError), value >= 0x1p-422 {
                return (isOdd ? -value * 0x1p-600 : value * 0x1p-600, false)
            }
        } else {
            let (high, low) = unit.radiansPerUnit
            let product = DoubleDouble.twoProduct(t, high)
            let r = DoubleDouble.fastTwoSum(product.high, product.low + t * low)
            let result = quadrantValue(function, quadrant, r, inverted: inverted)
            if let value = result.roundedIfDecided(relativeError: trigonometricError) {
                return (isOdd ? -value : value, false)
            }
        }
        let r = Float256(t) * unit.radiansPerUnitWide
        let value = reciprocal(quadrantValueWide(function, quadrant, r), if: inverted).roundedToDouble()
        return (isOdd ? -value : value, true)
    }

    /// The exact value of the function at quadrant·(a quarter turn) + t (|t| at most an eighth of a turn)
    /// when it is rational (or infinite), else nil: sin 0 = 0, sin ±30° = ±1/2, cos 0 = 1, tan 0 = 0,
    /// tan of ±an eighth of a turn = ±1.
    static func exactInTurns(_ function: Trigonometric, _ quadrant: Int, _ t: Double, unit: TurnUnit) -> Double? {
        let sine: Double? = t == 0 ? 0 : (t.magnitude == unit.sineOfHalf ? (t > 0 ? 0.5 : -0.5) : nil)
        let cosine: Double? = t == 0 ? 1 : nil
        switch (function, quadrant) {
        case (.sine, 0), (.cosine, 3): return sine
        case (.sine, 1), (.cosine, 0): return cosine
        case (.sine, 2), (.cosine, 1): return sine.map { -$0 }
        case (.sine, _), (.cosine, _): return cosine.map { -$0 }
        case (.tangent, _):
            let tangent: Double? = t == 0 ? 0 : (t.magnitude == unit.eighthTurn ? (t > 0 ? 1 : -1) : nil)
            if quadrant % 2 == 0 { return tangent }
            if t == 0 { return quadrant == 1 ? .infinity : -.infinity }
            return tangent.map { -1 / $0 }
        }
    }

    // MARK: Evaluation

    /// The function at quadrant·π/2 + r, |r| ≤ π/4 + 2^−40, as a double-double within 2^−79
    /// relatively (the file's comment); the quadrant is 0 ... 3, or any integer for the tangent, which
    /// needs only its parity.
    @inline(__always)
    static func quadrantValue(_ function: Trigonometric, _ quadrant: Int, _ r: DoubleDouble) -> DoubleDouble {
        // Only what the quadrant needs: the table's products are most of the cost.
        let usesSine: Bool
        let isNegative: Bool
        switch function {
        case .sine: (usesSine, isNegative) = (quadrant & 1 == 0, quadrant >= 2)
        case .cosine: (usesSine, isNegative) = (quadrant & 1 == 1, quadrant == 1 || quadrant == 2)
        case .tangent: return quadrantTangent(quadrant, r)
        }
        let (sine, cosine) = sineAndCosine(r, sine: usesSine, cosine: !usesSine)
        let value = usesSine ? sine : cosine
        return isNegative ? -value : value
    }

    /// r = ±(j/64 + b) for |r| ≤ π/4 + 2^−40: the sign, j and b as a double-double, |b| ≤ 1/128 + 2^−40
    /// (r.high's magnitude − j/64 is exact: Sterbenz for j ≥ 1).
    @inline(__always)
    static func tableReduction(_ r: DoubleDouble) -> (isNegative: Bool, j: Int, b: DoubleDouble) {
        let isNegative = r.high < 0
        let high = r.high.magnitude
        let j = Int(DoubleDouble.nearestInteger(high * 64))
        return (isNegative, j, DoubleDouble.twoSum(high - Double(j) * 0x1p-6, isNegative ? -r.low : r.low))
    }

    /// tan r in an even quadrant, −cot r in an odd one, for |r| ≤ π/4 + 2^−40: with T = tan(j/64) from
    /// the table and t = tan b, tan r = (T + t)/(1 − T·t), one quotient, upside down and negated in an
    /// odd quadrant (the file's comment).
    @inline(__always)
    static func quadrantTangent(_ quadrant: Int, _ r: DoubleDouble) -> DoubleDouble {
        let (isNegative, j, b) = tableReduction(r)
        let t = tangentOfSmall(b)
        let value: DoubleDouble
        if j == 0 {
            value = quadrant & 1 == 0 ? t : -t.reciprocal()
        } else {
            let (tangentHigh, tangentLow) = TrigonometricTables.tangentTable[j]
            let tangent = DoubleDouble(tangentHigh, tangentLow)
            let numerator = tangent + t
            let denominator = DoubleDouble(1, 0) + -tangent.multiplied(by: t)
            value = quadrant & 1 == 0 ? numerator.divided(by: denominator) : -denominator.divided(by: numerator)
        }
        return isNegative ? -value : value
    }

    /// tan b for |b| ≤ 1/128 + 2^−40, within 2^−81 relatively (the file's comment): b + b³/3 (double-double)
    /// + b⁵(2/15 + … + 1382b⁶/155925) (double), the trailing part of b entering to first order.
    @inline(__always)
    static func tangentOfSmall(_ b: DoubleDouble) -> DoubleDouble {
        let x = b.high
        let square = DoubleDouble.twoProduct(x, x)
        let s = square.high
        let cube = DoubleDouble.twoProduct(x, s)
        let (third, thirdLow) = DoubleDouble.quotient(cube.high, cube.low + x * square.low, bySmallInteger: 3)
        // tan(x + l) = tan x + l·(1 + tan² x), to first order in l.
        let tail =
            x * s * s * (2.0 / 15 + s * (17.0 / 315 + s * (62.0 / 2835 + s * (1382.0 / 155_925)))) + b.low * s
        let sum = DoubleDouble.fastTwoSum(x, third)
        return DoubleDouble.fastTwoSum(sum.high, sum.low + thirdLow + b.low + tail)
    }

    /// (sin r, cos r) for |r| ≤ π/4 + 2^−40, from the table of sin(j/64), cos(j/64) and the series at
    /// r − j/64 (the file's comment); what is not wanted may be left zero.
    @inline(__always)
    static func sineAndCosine(
        _ r: DoubleDouble, sine wantsSine: Bool, cosine wantsCosine: Bool
    ) -> (DoubleDouble, DoubleDouble) {
        let (isNegative, j, b) = tableReduction(r)
        let (smallSine, smallCosine) = sineAndCosineOfSmall(b)
        if j == 0 { return (isNegative ? -smallSine : smallSine, smallCosine) }
        let (sineHigh, sineLow, cosineHigh, cosineLow) = TrigonometricTables.sineCosineTable[j]
        let s = DoubleDouble(sineHigh, sineLow)
        let c = DoubleDouble(cosineHigh, cosineLow)
        let zero = DoubleDouble(0, 0)
        let sine = wantsSine ? DoubleDouble.sumOfProducts(s, smallCosine, c, smallSine) : zero
        let cosine = wantsCosine ? DoubleDouble.sumOfProducts(c, smallCosine, -s, smallSine) : zero
        return (isNegative ? -sine : sine, cosine)
    }

    /// (sin b, cos b) for |b| ≤ 1/128 + 2^−40, within 2^−84 relatively (the file's comment).
    @inline(__always)
    static func sineAndCosineOfSmall(_ b: DoubleDouble) -> (DoubleDouble, DoubleDouble) {
        let x = b.high
        let square = DoubleDouble.twoProduct(x, x)
        let s = square.high
        // x³/6 as a double-double.
        let cube = DoubleDouble.twoProduct(x, s)
        let cubeLow = cube.low + x * square.low
        let (sixth, sixthLow) = DoubleDouble.quotient(cube.high, cubeLow, bySmallInteger: 6)
        // sin(x + l) = sin x + l·cos x, cos(x + l) = cos x − l·sin x, to first order in l.
        let sineTail = x * s * s * (1.0 / 120 - s * (1.0 / 5040 - s * (1.0 / 362_880))) - b.low * 0.5 * s
        let sineSum = DoubleDouble.fastTwoSum(x, -sixth)
        let sine = DoubleDouble.fastTwoSum(sineSum.high, sineSum.low - sixthLow + b.low + sineTail)
        let cosineTail = s * s * (1.0 / 24 - s * (1.0 / 720 - s * (1.0 / 40320))) - b.low * x
        let cosineSum = DoubleDouble.fastTwoSum(1, -0.5 * s)
        let cosine = DoubleDouble.fastTwoSum(cosineSum.high, cosineSum.low - 0.5 * square.low + cosineTail)
        return (sine, cosine)
    }

    /// The function at quadrant·π/2 + r, |r| ≤ π/4, in 256-bit arithmetic (the file's comment).
    static func quadrantValueWide(_ function: Trigonometric, _ quadrant: Int, _ r: Float256) -> Float256 {
        // Taylor's series of sin r and cos r until the terms are below 2^−260 of the sums.
        let square = r * r
        var sineTerm = r
        var sine = r
        var cosineTerm = Float256.one
        var cosine = Float256.one
        var k: UInt64 = 1
        while !sineTerm.isZero && (sineTerm.exponent > sine.exponent - 260 || cosineTerm.exponent > -260) {
            cosineTerm = -(cosineTerm * square).divided(by: (2 * k - 1) * (2 * k))
            cosine = cosine + cosineTerm
            sineTerm = -(sineTerm * square).divided(by: 2 * k * (2 * k + 1))
            sine = sine + sineTerm
            k += 1
        }
        switch function {
        case .sine: return quadrant & 1 == 0 ? (quadrant == 0 ? sine : -sine) : (quadrant == 1 ? cosine : -cosine)
        case .cosine: return quadrant & 1 == 0 ? (quadrant == 0 ? cosine : -cosine) : (quadrant == 3 ? sine : -sine)
        case .tangent: return quadrant & 1 == 0 ? sine / cosine : -(cosine / sine)
        }
    }
}
