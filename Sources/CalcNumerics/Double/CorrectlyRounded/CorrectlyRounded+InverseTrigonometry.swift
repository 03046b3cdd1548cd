/// asin, acos and atan correctly rounded, in radians, degrees and gradians (the exact value × 180/π or
/// × 200/π, rounded once, as MPFR's `asinu`, `acosu` and `atanu` with 360 or 400 to the turn).
///
/// **Reduction.** Every case is an offset (0, π/2 or π) plus or minus atan z for some 0 ≤ z ≤ 1 (z may
/// exceed 1 by an ulp through rounding), with a = |x| and s = √(1 − a²):
/// atan a = atan a (a ≤ 1) or π/2 − atan(1/a); asin a = atan(a/s) (a ≤ 1/√2) or π/2 − atan(s/a);
/// acos a = π/2 − atan(a/s) or atan(s/a), and acos(−a) = π/2 + atan(a/s) or π − atan(s/a); asin and
/// atan are odd. Each offset is added to a core of at most π/4 and of the sign that keeps the sum at least
/// π/4, so no sum cancels. 1 − a² is (1 − a)(1 + a) for a > 1/√2 (1 − a exact by Sterbenz, 1 + a exact
/// by TwoSum, their product by a fused multiply-add) and 1 − a² (exact as TwoProduct and TwoSum) below:
/// exact but for 2^−104, so that asin and acos next to ±1 lose nothing.
///
/// **Fast path.** atan z for z = p/q ≤ 1 + 2⁻⁵², p and q double-doubles (a/1, 1/a, a/s or s/a): with
/// c = i/64 the nearest to z, atan z = atan c + atan t, t = (z − c)/(1 + cz) = (p − cq)/(q + cp), one
/// double-double quotient (2^−102) of a numerator and a denominator formed by TwoProduct and TwoSum (c
/// has seven bits; the numerator's cancellation leaves 2^−104·p absolutely, so t is within 2^−104
/// absolutely, |t| ≤ 2⁻⁷); i = 0 divides p by q. atan c comes from a double-double table (2^−106) and
/// atan t = t − t³/3 (double-double) + t⁵(1/5 − t²/7 + t⁴/9 − t⁶/11 + t⁸/13) (double, at most 2^−37 of
/// size, so within 2^−87 absolutely; the next term is below 2^−105). For i ≥ 1 the result is at least
/// atan(1/128) > 2⁻⁷, so the core is within 2^−79 relatively; for i = 0, within 2^−79 of t (below
/// 2^−60, atan t = t within 2^−121). s is within 2^−102 relatively, and z·atan′(z)/atan(z) ≤ 1, so its
/// error does not grow; the offsets (double-doubles, 2^−106) add to a result at least as large as the
/// core, and degrees multiply by a double-double 180/π (2^−102). The result is therefore within 2^−78
/// relatively; the rounding test uses 2^−70.
///
/// **asec and acsc of a ≥ 32** skip the root and the table: atan(1/√(a² − 1)) = asin b, b = 1/a ≤ 2⁻⁵,
/// is b + b³/6 + 3b⁵/40 + … + 143b¹⁵/10240 (the next term is below 2^−86 of b). b is a double-double
/// (its remainder by a fused product: 2^−105), b³/6 a double-double (2^−100 of a term below 2^−12 of
/// b), and the rest, at most 2^−23.7 of b, a double polynomial in s = b² with at most 2^−49.5 of its
/// own size in rounding: within 2^−73 of b in all, which the offset π/2 and 180/π only dilute, inside
/// the same test at 2^−70.
///
/// **Small arguments.** For |x| < 2⁻²⁷, atan x = x − x³/3 + … and asin x = x + x³/6 + … differ from x by
/// less than x·2^−55.5, under half an ulp of x in either direction (ulp/2 ≥ x·2⁻⁵⁴ below x, even at a
/// power of two): the radian result is x, subnormals included. In degrees, below 2⁻⁶⁰, x·180/π alone
/// (the cubic term is below 2^−121 of it) as a double-double, scaled by 2²⁰⁰ so that nothing
/// underflows and rounded there when the result is normal (the scaling is then exact); subnormal
/// results take the accurate path, which rounds at binary64's fixed subnormal spacing.
///
/// **Accurate path.** The same reduction in 256-bit arithmetic (`Float256`: square root, quotient and
/// reciprocal by Newton's method, 2^−250), atan c from a 256-bit table and atan t by its series to
/// t⁴¹ (the rest below 2^−290): within 2^−240 relatively, offsets and 180/π included. The published
/// worst cases of atan, asin and acos (CORE-MATH's lists, from Lefèvre's searches and BaCSeL) record
/// the arguments with 43 or more identical bits after the rounding bit; the hardest of those in
/// Tests/Tables/hard-to-round.txt has 54 (acos 0x1.dbd7b9e27ed71p-6, measured with mpmath), and the
/// arbitrarily hard arguments of the Taylor range are the |x| < 2⁻²⁷ answered exactly above. 2^−240
/// leaves over 180 bits beyond the rounding bit; in degrees no search is published, and it exceeds by
/// far the 2^−120 or so that a result of 53 bits from a random-like 180/π would need.
///
/// **Exact cases**, answered first as MPFR answers them: asin ±0 = ±0, atan ±0 = ±0, acos 1 = +0,
/// asin ±1 = ±π/2, acos 0 = π/2, acos −1 = π and atan ±∞ = ±π/2 (rounded, in radians); in degrees also
/// asin ±½ = ±30, acos ½ = 60, acos −½ = 120 and atan ±1 = ±45, the only rational angles of rational
/// arguments (Niven). |x| > 1 gives NaN for asin and acos.
extension CorrectlyRounded {
    /// The fast path's relative error bound as the rounding test applies it (see the file's comment).
    static let inverseTrigonometryError = 0x1p-70

    /// The inverse trigonometric functions this file computes: asin, acos, atan and asec, acsc, acot.
    enum InverseTrigonometric {
        case sine, cosine, tangent, secant, cosecant, cotangent
    }

    /// How f(x) is an offset ± atan z (the file's comment).
    struct InverseTrigonometricReduction {
        /// z as a function of a = |x|.
        enum Argument {
            /// z = a.
            case value
            /// z = 1/a.
            case reciprocal
            /// z = a/√(1 − a²).
            case overRoot
            /// z = √(1 − a²)/a.
            case rootOver
            /// z = √(a² − 1) (asec and acsc, a ≥ 1).
            case rootOfSquareMinusOne
            /// z = 1/√(a² − 1) (asec and acsc, a ≥ 1).
            case overRootOfSquareMinusOne
        }

        /// The offset, in multiples of π/2: 0, 1 or 2.
        var halfTurns: Int
        /// Whether atan z is subtracted from the offset.
        var subtracts: Bool
        /// z.
        var argument: Argument
        /// Whether the whole result is negated (asin and atan of a negative x).
        var negates: Bool
    }

    /// 1/√2 rounded down: below it asin and acos use a/√(1 − a²), above it √(1 − a²)/a.
    static let inverseSquareRootOfTwo = 0x1.6a09e667f3bccp-1

    /// √2 rounded up: below it asec and acsc use √(a² − 1), above it 1/√(a² − 1).
    static let squareRootOfTwo = 0x1.6a09e667f3bcdp0

    /// asin, acos or atan of x, angles in `angle` units.
    static func inverseTrigonometric(
        _ function: InverseTrigonometric, _ x: Double, angle: AngleUnit
    ) -> (value: Double, tookAccuratePath: Bool) {
        if x.isNaN { return (x, false) }
        let unit = TurnUnit(angle)
        let a = x.magnitude
        switch function {
        case .sine, .cosine: if a > 1 { return (.nan, false) }
        case .secant, .cosecant: if a < 1 { return (.nan, false) }
        case .tangent, .cotangent: break
        }
        if let exact = exactInverseTrigonometric(function, x, unit: unit) { return (exact, false) }
        switch function {
        case .sine, .tangent:
            if a < 0x1p-27 {
                guard let unit else { return (x, false) }
                if a < 0x1p-60 { return tinyInTurns(function, x, unit: unit) }
            }
        case .cosecant, .cotangent:
            // acsc x = 1/x + 1/(6x³) + …, acot x = 1/x − 1/(3x³) + … (the file's comment).
            if a >= 0x1p500 {
                guard let unit else { return (1 / x, false) }
                let (high, low) = unit.unitsPerRadian
                if let value = scaledQuotient(DoubleDouble(high, low), by: x, plus: 0) { return (value, false) }
                let reduction = inverseTrigonometricReduction(function, x)
                return (inverseTrigonometricWide(reduction, a, unit: unit).roundedToDouble(), true)
            }
        case .cosine, .secant: break
        }
        let reduction = inverseTrigonometricReduction(function, x)
        var result = inverseTrigonometricDoubleDouble(reduction, a)
        if let unit {
            let (high, low) = unit.unitsPerRadian
            result = result.multiplied(by: DoubleDouble(high, low))
        }
        if let value = result.roundedIfDecided(relativeError: inverseTrigonometryError) { return (value, false) }
        return (inverseTrigonometricWide(reduction, a, unit: unit).roundedToDouble(), true)
    }

    /// The results MPFR gives exactly (the file's comment), else nil; `unit` nil for radians.
    static func exactInverseTrigonometric(_ function: InverseTrigonometric, _ x: Double, unit: TurnUnit?) -> Double? {
        let sign: Double = x.sign == .minus ? -1 : 1
        // A quarter and a half turn (rounded in radians), an eighth (the tangent's 1), and the angles of
        // sine ½ (30°, 60°, 120°: in gradians 100/3 is not a double).
        let quarter = unit?.quarterTurn ?? InverseTrigonometryTables.piOver2.0
        let half = unit.map { $0.quarterTurn * 2 } ?? InverseTrigonometryTables.pi.0
        let eighth = unit?.eighthTurn
        let sixth = unit?.sineOfHalf
        switch function {
        case .sine:
            if x == 0 { return x }
            if x.magnitude == 1 { return sign * quarter }
            if let sixth, x.magnitude == 0.5 { return sign * sixth }
        case .cosine:
            if x == 1 { return 0 }
            if x == -1 { return half }
            if x == 0 { return quarter }
            if let sixth, x == 0.5 { return 2 * sixth }
            if let sixth, x == -0.5 { return 4 * sixth }
        case .tangent:
            if x == 0 { return x }
            if x.isInfinite { return sign * quarter }
            if let eighth, x.magnitude == 1 { return sign * eighth }
        // asec x = acos(1/x), acsc x = asin(1/x), acot x = atan(1/x), with 1/±0 = ±∞ and 1/±∞ = ±0.
        case .secant:
            if x == 1 { return 0 }
            if x == -1 { return half }
            if x.isInfinite { return quarter }
            if let sixth, x == 2 { return 2 * sixth }
            if let sixth, x == -2 { return 4 * sixth }
        case .cosecant:
            if x.isInfinite { return sign * 0 }
            if x.magnitude == 1 { return sign * quarter }
            if let sixth, x.magnitude == 2 { return sign * sixth }
        case .cotangent:
            if x.isInfinite { return sign * 0 }
            if x == 0 { return sign * quarter }
            if let eighth, x.magnitude == 1 { return sign * eighth }
        }
        return nil
    }

    /// The reduction of f(x) to an offset ± atan z (the file's comment), for x finite and in f's domain.
    static func inverseTrigonometricReduction(_ function: InverseTrigonometric, _ x: Double)
        -> InverseTrigonometricReduction
    {
        let a = x.magnitude
        let negative = x.sign == .minus
        switch function {
        case .tangent:
            return a <= 1
                ? InverseTrigonometricReduction(halfTurns: 0, subtracts: false, argument: .value, negates: negative)
                : InverseTrigonometricReduction(halfTurns: 1, subtracts: true, argument: .reciprocal, negates: negative)
        case .sine:
            return a <= inverseSquareRootOfTwo
                ? InverseTrigonometricReduction(halfTurns: 0, subtracts: false, argument: .overRoot, negates: negative)
                : InverseTrigonometricReduction(halfTurns: 1, subtracts: true, argument: .rootOver, negates: negative)
        case .cosine:
            let small = a <= inverseSquareRootOfTwo
            if negative {
                return small
                    ? InverseTrigonometricReduction(halfTurns: 1, subtracts: false, argument: .overRoot, negates: false)
                    : InverseTrigonometricReduction(halfTurns: 2, subtracts: true, argument: .rootOver, negates: false)
            }
            return small
                ? InverseTrigonometricReduction(halfTurns: 1, subtracts: true, argument: .overRoot, negates: false)
                : InverseTrigonometricReduction(halfTurns: 0, subtracts: false, argument: .rootOver, negates: false)
        // The same with b = 1/a: b/√(1 − b²) = 1/√(a² − 1) and √(1 − b²)/b = √(a² − 1), b ≤ 1/√2 when a ≥ √2.
        case .cotangent:
            return a >= 1
                ? InverseTrigonometricReduction(
                    halfTurns: 0, subtracts: false, argument: .reciprocal, negates: negative)
                : InverseTrigonometricReduction(halfTurns: 1, subtracts: true, argument: .value, negates: negative)
        case .cosecant:
            return a >= squareRootOfTwo
                ? InverseTrigonometricReduction(
                    halfTurns: 0, subtracts: false, argument: .overRootOfSquareMinusOne, negates: negative)
                : InverseTrigonometricReduction(
                    halfTurns: 1, subtracts: true, argument: .rootOfSquareMinusOne, negates: negative)
        case .secant:
            let large = a >= squareRootOfTwo
            if negative {
                return large
                    ? InverseTrigonometricReduction(
                        halfTurns: 1, subtracts: false, argument: .overRootOfSquareMinusOne, negates: false)
                    : InverseTrigonometricReduction(
                        halfTurns: 2, subtracts: true, argument: .rootOfSquareMinusOne, negates: false)
            }
            return large
                ? InverseTrigonometricReduction(
                    halfTurns: 1, subtracts: true, argument: .overRootOfSquareMinusOne, negates: false)
                : InverseTrigonometricReduction(
                    halfTurns: 0, subtracts: false, argument: .rootOfSquareMinusOne, negates: false)
        }
    }

    /// The reduced function in radians, as a double-double within 2^−78 relatively (2^−73 for asec and acsc
    /// of a ≥ 32; the file's comment).
    static func inverseTrigonometricDoubleDouble(_ reduction: InverseTrigonometricReduction, _ a: Double)
        -> DoubleDouble
    {
        let one = DoubleDouble(1, 0)
        let value = DoubleDouble(a, 0)
        var result: DoubleDouble
        switch reduction.argument {
        case .value: result = arctangentOfRatio(value, one)
        case .reciprocal: result = arctangentOfRatio(one, value)
        case .overRoot: result = arctangentOfRatio(value, rootOfOneMinusSquare(a))
        case .rootOver: result = arctangentOfRatio(rootOfOneMinusSquare(a), value)
        case .rootOfSquareMinusOne: result = arctangentOfRatio(rootOfSquareMinusOne(a), one)
        case .overRootOfSquareMinusOne:
            // atan(1/√(a² − 1)) = asin(1/a): from a = 32 on, the series of asin needs no root and no table.
            result =
                a >= 32 ? arcsineOfReciprocal(a) : arctangentOfRatio(one, rootOfSquareMinusOne(a))
        }
        if reduction.subtracts { result = -result }
        switch reduction.halfTurns {
        case 1:
            let (high, low) = InverseTrigonometryTables.piOver2
            result = DoubleDouble(high, low) + result
        case 2:
            let (high, low) = InverseTrigonometryTables.pi
            result = DoubleDouble(high, low) + result
        default: break
        }
        return reduction.negates ? -result : result
    }

    /// √(1 − a²) for 0 < a < 1 as a double-double, within 2^−102 (1 − a² within 2^−104: the file's
    /// comment).
    @inline(__always)
    static func rootOfOneMinusSquare(_ a: Double) -> DoubleDouble {
        if a <= inverseSquareRootOfTwo {
            let square = DoubleDouble.twoProduct(a, a)
            let difference = DoubleDouble.twoSum(1, -square.high)
            return DoubleDouble.fastTwoSum(difference.high, difference.low - square.low).squareRoot()
        }
        let below = 1 - a
        let above = DoubleDouble.twoSum(1, a)
        let product = DoubleDouble.twoProduct(below, above.high)
        return DoubleDouble.fastTwoSum(product.high, product.low + below * above.low).squareRoot()
    }

    /// √(a² − 1) for a ≥ 1 as a double-double, within 2^−102 (a² − 1 within 2^−104: (a − 1)(a + 1) below
    /// √2, with a − 1 exact by Sterbenz, TwoProduct and TwoSum above), or a itself above 2⁴⁰, within
    /// 1/(2a²) < 2^−81 (the file's comment).
    @inline(__always)
    static func rootOfSquareMinusOne(_ a: Double) -> DoubleDouble {
        if a > 0x1p40 { return DoubleDouble(a, 0) }
        if a >= squareRootOfTwo {
            let square = DoubleDouble.twoProduct(a, a)
            let difference = DoubleDouble.twoSum(square.high, -1)
            return DoubleDouble.fastTwoSum(difference.high, difference.low + square.low).squareRoot()
        }
        let below = a - 1
        let above = DoubleDouble.twoSum(a, 1)
        let product = DoubleDouble.twoProduct(below, above.high)
        return DoubleDouble.fastTwoSum(product.high, product.low + below * above.low).squareRoot()
    }

    /// asin(1/a) for a ≥ 32 as a double-double within 2^−73 relatively (the file's comment): b = 1/a as a
    /// double-double, b + b³/6 in double-double and the terms from 3b⁵/40 to 143b¹⁵/10240 in double;
    /// b's parts may be subnormal above 2^1021, where only asec calls this and b vanishes beside π/2.
    @inline(__always)
    static func arcsineOfReciprocal(_ a: Double) -> DoubleDouble {
        let b = 1 / a
        // 1 − a·b exactly (a fused product), so b's trailing part is that remainder over a, taken as a
        // product by b (2^−53 of a part below 2^−52 of b).
        let bLow = (1 as Double).addingProduct(-a, b) * b
        let square = DoubleDouble.twoProduct(b, b)
        let s = square.high
        let cube = DoubleDouble.twoProduct(b, s)
        // b³ = b_h³ + 3b_h²·b_l (the next term is 2^−104 of it), over 6 with its exact remainder.
        let (sixth, sixthLow) = DoubleDouble.quotient(
            cube.high, cube.low + b * square.low + 3 * s * bLow, bySmallInteger: 6)
        let tail =
            b * s * s
            * (3.0 / 40 + s
                * (5.0 / 112 + s * (35.0 / 1152 + s * (63.0 / 2816 + s * (231.0 / 13312 + s * (143.0 / 10240))))))
        let sum = DoubleDouble.fastTwoSum(b, sixth)
        return DoubleDouble.fastTwoSum(sum.high, sum.low + bLow + sixthLow + tail)
    }

    /// atan(p/q) for double-doubles p, q > 0 with z = p/q ≤ 1 + 2⁻⁵², within 2^−79 relatively (the
    /// file's comment): t = (z − c)/(1 + cz) = (p − cq)/(q + cp), one quotient.
    static func arctangentOfRatio(_ p: DoubleDouble, _ q: DoubleDouble) -> DoubleDouble {
        let index = Int(DoubleDouble.nearestInteger(p.high / q.high * 64))
        if index == 0 { return arctangentSeries(p.divided(by: q)) }
        let c = Double(index) * 0x1p-6
        // p − cq and q + cp, the products exact by TwoProduct on the leading parts: the numerator's
        // cancellation leaves an absolute error of 2^−104·p, 2^−104 on t.
        let cq = DoubleDouble.twoProduct(c, q.high)
        let difference = DoubleDouble.twoSum(p.high, -cq.high)
        let numerator = DoubleDouble.twoSum(difference.high, difference.low + (p.low - cq.low - c * q.low))
        let cp = DoubleDouble.twoProduct(c, p.high)
        let sum = DoubleDouble.twoSum(q.high, cp.high)
        let denominator = DoubleDouble.twoSum(sum.high, sum.low + (q.low + cp.low + c * p.low))
        let series = arctangentSeries(numerator.divided(by: denominator))
        let (tableHigh, tableLow) = InverseTrigonometryTables.atanTable[index]
        let total = DoubleDouble.twoSum(tableHigh, series.high)
        return DoubleDouble.fastTwoSum(total.high, total.low + tableLow + series.low)
    }

    /// atan t for a double-double |t| ≤ 2⁻⁷ (the file's comment): t − t³/3 in double-double, the rest in
    /// double; t itself below 2⁻⁶⁰.
    @inline(__always)
    static func arctangentSeries(_ t: DoubleDouble) -> DoubleDouble {
        let h = t.high
        if h.magnitude < 0x1p-60 { return t }
        let square = DoubleDouble.twoProduct(h, h)
        let s = square.high
        let cube = DoubleDouble.twoProduct(h, s)
        // t³/3 with t³ = h³ + 3h²l: the quotient by 3 with its exact remainder.
        let (third, thirdLow) = DoubleDouble.quotient(
            cube.high, cube.low + h * square.low + 3 * s * t.low, bySmallInteger: 3)
        let tail = h * s * s * (0.2 + s * (-1.0 / 7 + s * (1.0 / 9 + s * (-1.0 / 11 + s * (1.0 / 13)))))
        let sum = DoubleDouble.fastTwoSum(h, -third)
        return DoubleDouble.fastTwoSum(sum.high, sum.low + t.low - thirdLow + tail)
    }

    /// asin x or atan x in degrees or gradians for |x| < 2⁻⁶⁰: x·180/π or x·200/π (the file's comment).
    static func tinyInTurns(_ function: InverseTrigonometric, _ x: Double, unit: TurnUnit)
        -> (value: Double, tookAccuratePath: Bool)
    {
        let (high, low) = unit.unitsPerRadian
        let scaled = x * 0x1p200
        let product = DoubleDouble.twoProduct(scaled, high)
        let result = DoubleDouble.fastTwoSum(product.high, product.low + scaled * low)
        // The product within 2^−104, the cubic term below 2^−121.
        if let value = result.roundedIfDecided(relativeError: 0x1p-100), value.magnitude >= 0x1p-822 {
            return (value * 0x1p-200, false)
        }
        let reduction = inverseTrigonometricReduction(function, x)
        return (inverseTrigonometricWide(reduction, x.magnitude, unit: unit).roundedToDouble(), true)
    }

    /// The reduced function in 256-bit arithmetic, within 2^−240 relatively (the file's comment).
    static func inverseTrigonometricWide(
        _ reduction: InverseTrigonometricReduction, _ a: Double, unit: TurnUnit?
    ) -> Float256 {
        let wide = Float256(a)
        let one = Float256.one
        let z: Float256
        switch reduction.argument {
        case .value: z = wide
        case .reciprocal: z = one / wide
        case .overRoot: z = wide / (one - wide * wide).squareRoot()
        case .rootOver: z = (one - wide * wide).squareRoot() / wide
        case .rootOfSquareMinusOne: z = (wide * wide - one).squareRoot()
        case .overRootOfSquareMinusOne: z = (wide * wide - one).squareRoot().reciprocal()
        }
        var result = arctangentOfReducedWide(z)
        if reduction.subtracts { result = -result }
        switch reduction.halfTurns {
        case 1: result = InverseTrigonometryTables.piOver2Wide + result
        case 2: result = InverseTrigonometryTables.piWide + result
        default: break
        }
        if let unit { result = result * unit.unitsPerRadianWide }
        return reduction.negates ? -result : result
    }

    /// atan z for 0 ≤ z ≤ 1 + 2⁻⁵² in 256-bit arithmetic: atan(i/64) from the table plus the series of
    /// atan t to t⁴¹.
    static func arctangentOfReducedWide(_ z: Float256) -> Float256 {
        if z.isZero { return z }
        let index = Int((z.roundedToDouble() * 64).rounded())
        let c = Float256(Double(index) * 0x1p-6)
        let t = index == 0 ? z : (z - c) / (Float256.one + z * c)
        let square = t * t
        var power = t
        var sum = t
        for k in 1...20 {
            power = power * square
            let term = power.divided(by: UInt64(2 * k + 1))
            sum = k % 2 == 1 ? sum - term : sum + term
        }
        return index == 0 ? sum : InverseTrigonometryTables.atanTableWide[index] + sum
    }
}
