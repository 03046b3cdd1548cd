import CMPFR
import CalcNumerics

/// Enclosures of the calculator's functions. Monotone functions are evaluated at both ends; sin and cos
/// (slope at most 1 in radians, π/180 in degrees, π/200 in gradians) at the midpoint widened by the radius; tan at both ends
/// once cos is shown not to vanish in between; x², x^(even n) and cosh have their minimum where the
/// interval contains 0; Γ where it is monotone, around its minimum, and for negative arguments by
/// reflection.
extension MPFREnclosureArithmetic {
    /// f(x); `nil` when the result cannot be bounded (see ``MPFREnclosure``).
    func apply(_ function: UnaryFunction, to x: MPFREnclosure, angle: AngleUnit) -> MPFREnclosure? {
        // Degrees and gradians through MPFR's functions of a turn of 360 or 400 (sinu, asinu…).
        let units = angle.unitsPerTurn.map(UInt.init)
        switch function {
        case .squareRoot: return monotone(x, mpfr_sqrt)
        case .square: return evenPower(x) { mpfr_sqr($0, $1, $2) }
        case .cube: return monotone(x) { mpfr_pow_ui($0, $1, 3, $2) }
        case .cubeRoot: return monotone(x, mpfr_cbrt)
        case .reciprocal:
            if x.containsZero { return nil }
            return monotone(x) { mpfr_ui_div($0, 1, $1, $2) }
        case .exp: return monotone(x, mpfr_exp)
        case .exp10: return monotone(x, mpfr_exp10)
        case .exp2: return monotone(x, mpfr_exp2)
        case .log: return monotone(x, mpfr_log)
        case .log10: return monotone(x, mpfr_log10)
        case .log2: return monotone(x, mpfr_log2)
        case .sin: return units.map { u in slopeBounded(x) { mpfr_sinu($0, $1, u, $2) } } ?? radians(x, mpfr_sin)
        case .cos: return units.map { u in slopeBounded(x) { mpfr_cosu($0, $1, u, $2) } } ?? radians(x, mpfr_cos)
        case .tan: return units != nil || isReducible(x) ? tangent(x, units: units) : nil
        case .asin: return units.map { u in monotone(x) { mpfr_asinu($0, $1, u, $2) } } ?? monotone(x, mpfr_asin)
        case .acos: return units.map { u in monotone(x) { mpfr_acosu($0, $1, u, $2) } } ?? monotone(x, mpfr_acos)
        case .atan: return units.map { u in monotone(x) { mpfr_atanu($0, $1, u, $2) } } ?? monotone(x, mpfr_atan)
        case .sinh: return monotone(x, mpfr_sinh)
        case .cosh: return evenPower(x, mpfr_cosh)
        case .tanh: return monotone(x, mpfr_tanh)
        case .asinh: return monotone(x, mpfr_asinh)
        case .acosh: return monotone(x, mpfr_acosh)
        case .atanh: return monotone(x, mpfr_atanh)
        case .factorial: return factorial(x)
        case .gamma: return gammaKey(x)
        case .abs: return evenPower(x, mpfr_abs)
        // Monotone, so the ends bound it; an interval holding an integer gives two integers, not certain.
        case .floor: return monotone(x, mpfr_rint_floor)
        case .ceil: return monotone(x, mpfr_rint_ceil)
        case .round: return monotone(x, mpfr_rint_round)
        case .trunc: return monotone(x, mpfr_rint_trunc)
        case .sign: return monotone(x, MPFRIntegerFunctions.sign)
        case .realPart, .imaginaryPart, .conjugate, .argument: return nil
        // Monotone between two integers only; n!! for an exactly known n only.
        case .frac:
            if x.isPoint || sameInteger(x) { return monotone(x, mpfr_frac) }
            return nil
        case .doubleFactorial:
            guard x.isPoint else { return nil }
            return monotone(x, MPFRIntegerFunctions.doubleFactorial)
        case .sec, .csc, .cot, .asec, .acsc, .acot, .sech, .csch, .coth, .asech, .acsch, .acoth:
            guard let form = function.reciprocalForm else { return nil }
            if function == .acot, x.isPoint, x.lower.isZero {
                // acot 0 = atan(1/0) = ±90° (the sign of the zero), where 1/x has no enclosure.
                let negative = x.lower.hasNegativeSign
                return rounded { target, rounding in
                    if let units { return mpfr_set_si(target, (negative ? -1 : 1) * Int(units / 4), rounding) }
                    // −π/2 rounded down is −(π/2 rounded up), and the other way round.
                    let opposite = rounding == MPFR_RNDD ? MPFR_RNDU : MPFR_RNDD
                    let ternary = mpfr_const_pi(target, negative ? opposite : rounding)
                    _ = mpfr_div_2ui(target, target, 1, MPFR_RNDN)
                    if negative { _ = mpfr_neg(target, target, MPFR_RNDN) }
                    return negative ? -ternary : ternary
                }
            }
            if form.invertsArgument {
                return apply(.reciprocal, to: x, angle: angle).flatMap { apply(form.base, to: $0, angle: angle) }
            }
            return apply(form.base, to: x, angle: angle).flatMap { apply(.reciprocal, to: $0, angle: angle) }
        }
    }

    /// a mod b (floored: the divisor's sign), or nil where the enclosures do not decide it.
    func modulo(_ a: MPFREnclosure, _ b: MPFREnclosure) -> MPFREnclosure? {
        if a.isPoint, b.isPoint {
            return a.lower.withMPFRPointer { p in
                b.lower.withMPFRPointer { q in rounded { MPFRBinaryFunctions.modulo($0, p, q, $1) } }
            }
        }
        // a mod b = a − b·⌊a/b⌋: where ⌊a/b⌋ is one integer k over the whole box, a − k·b, linear in each of
        // a and b, so bounded by its corners, each with one rounding (`(√2 × 10¹⁰⁰) mod 2` and `10 mod π`
        // are proven). a/b is bounded by its corners too, b being away from 0.
        guard a.isFinite, b.isFinite, !b.containsZero, let quotient = corners(a, b, mpfr_div), quotient.isFinite
        else { return nil }
        guard quotient.hasOneFloor else { return nil }
        // −k, exactly (a negation).
        var low = quotient.lower.floor
        low.negate()
        return low.withMPFRPointer { minusK in
            corners(a, b) { target, p, q, rounding in mpfr_fma(target, minusK, q, p, rounding) }
        }
    }

    /// Whether every number of x has the same integer part and sign (frac is increasing on it).
    func sameInteger(_ x: MPFREnclosure) -> Bool {
        guard x.isFinite, x.lower.sign == x.upper.sign || x.lower.sign == 0 || x.upper.sign == 0 else { return false }
        return x.lower.withMPFRPointer { low in
            x.upper.withMPFRPointer { high in
                let a = MPFRStorage.make(precision: Int(mpfr_get_prec(low)))
                let b = MPFRStorage.make(precision: Int(mpfr_get_prec(high)))
                return withExtendedLifetime((a, b)) {
                    _ = mpfr_trunc(a.pointer, low)
                    _ = mpfr_trunc(b.pointer, high)
                    return mpfr_equal_p(a.pointer, b.pointer) != 0 && mpfr_sgn(low) * mpfr_sgn(high) >= 0
                }
            }
        }
    }

    /// gcd, lcm or the hypotenuse: gcd and lcm of exactly known integers, hypot where it is monotone in
    /// each argument (neither interval holds 0) or at a point; else nil.
    func integerOrHypot(_ operation: BinaryOperation, _ a: MPFREnclosure, _ b: MPFREnclosure) -> MPFREnclosure? {
        if operation == .hypot, !a.containsZero, !b.containsZero { return corners(a, b, mpfr_hypot) }
        guard a.isPoint, b.isPoint else { return nil }
        return a.lower.withMPFRPointer { p in
            b.lower.withMPFRPointer { q in
                rounded { target, rounding in
                    if operation == .gcd { return MPFRIntegerFunctions.gcd(target, p, q, rounding) }
                    if operation == .lcm { return MPFRIntegerFunctions.lcm(target, p, q, rounding) }
                    return mpfr_hypot(target, p, q, rounding)
                }
            }
        }
    }

    /// nCr or nPr for exactly known integers, else nil.
    func combinatorics(_ operation: BinaryOperation, _ a: MPFREnclosure, _ b: MPFREnclosure) -> MPFREnclosure? {
        guard a.isPoint, b.isPoint else { return nil }
        let ordered = operation == .permutations
        return a.lower.withMPFRPointer { p in
            b.lower.withMPFRPointer { q in
                rounded {
                    ordered
                        ? MPFRBinaryFunctions.permutations($0, p, q, $1)
                        : MPFRBinaryFunctions.combinations($0, p, q, $1)
                }
            }
        }
    }

    /// log_b a = log a / log b, from enclosures of both logarithms.
    func logarithm(_ a: MPFREnclosure, _ b: MPFREnclosure) -> MPFREnclosure? {
        guard let numerator = monotone(a, mpfr_log), let denominator = monotone(b, mpfr_log) else { return nil }
        return quotient(numerator, denominator)
    }

    /// aᵇ: x^n for an exactly known integer n; otherwise only for a ≥ 0 (where aᵇ is monotone in each).
    func power(_ a: MPFREnclosure, _ b: MPFREnclosure) -> MPFREnclosure? {
        if let n = exactInteger(b) {
            if n < 0 && a.containsZero { return nil }
            if n > 0 && n % 2 == 0 { return evenPower(a) { mpfr_pow_si($0, $1, n, $2) } }
            return monotone(a) { mpfr_pow_si($0, $1, n, $2) }
        }
        if b.isPoint, b.lower.withMPFRPointer({ mpfr_integer_p($0) != 0 }) {
            // An integer beyond 2⁶², known exactly: its parity decides the sign of a negative base
            // ((−1)^(10⁸⁰ + 1) is −1, where the base precision rounds the exponent to an even one).
            let y = b.lower
            let isNegative = y.sign < 0
            if isNegative && a.containsZero { return nil }
            return y.withMPFRPointer { exponent in
                Self.isEven(exponent) && !isNegative
                    ? evenPower(a) { mpfr_pow($0, $1, exponent, $2) } : monotone(a) { mpfr_pow($0, $1, exponent, $2) }
            }
        }
        return realPower(a, b)
    }

    /// Whether the integer `x` is even: x/2, exact, is an integer.
    static func isEven(_ x: mpfr_srcptr) -> Bool {
        var half = MPFRValue(precision: Int(mpfr_get_prec(x)))
        return half.withMutableMPFRPointer { h in
            _ = MPFRExponentRange.widest.run { mpfr_div_2ui(h, x, 1, MPFR_RNDN) }
            return mpfr_integer_p(h) != 0
        }
    }

    /// The b-th root of a: `rootn` for an exactly known integer b, else a^(1/b).
    func root(_ a: MPFREnclosure, _ b: MPFREnclosure) -> MPFREnclosure? {
        if let n = exactInteger(b) {
            if n == 0 || (n < 0 && a.containsZero) { return nil }
            return monotone(a) { mpfr_rootn_si($0, $1, n, $2) }
        }
        if b.containsZero { return nil }
        guard let inverse = monotone(b, { mpfr_ui_div($0, 1, $1, $2) }) else { return nil }
        return realPower(a, inverse)
    }

    /// a × 10ᵇ: 10ᵇ rounded outwards for an exactly known integer b, else a × exp10(b).
    func scaled(_ a: MPFREnclosure, byPowerOfTen b: MPFREnclosure) -> MPFREnclosure? {
        let power: MPFREnclosure?
        if let n = exactInteger(b) {
            let ten = MPFRValue(10, precision: 8)
            power = ten.withMPFRPointer { base in rounded { mpfr_pow_si($0, base, n, $1) } }
        } else {
            power = monotone(b, mpfr_exp10)
        }
        guard let power else { return nil }
        return product(a, power)
    }

    // MARK: Helpers

    /// b's value when b is exactly an integer (both ends equal) below 2^62 in magnitude.
    func exactInteger(_ b: MPFREnclosure) -> Int? {
        guard b.isPoint else { return nil }
        return b.lower.withMPFRPointer { x in
            guard mpfr_integer_p(x) != 0, mpfr_cmpabs_ui(x, 1 << 62) < 0 else { return nil }
            return MPFRExponentRange.widest.run { mpfr_get_si(x, MPFR_RNDN) }
        }
    }

    /// aᵇ for a ≥ 0 (a > 0 unless b > 0): monotone in a for each b and in b for each a, so bounded by
    /// its values at the corners.
    func realPower(_ a: MPFREnclosure, _ b: MPFREnclosure) -> MPFREnclosure? {
        if a.reachesBelowZero { return nil }
        if a.lower.sign == 0 && b.lower.sign <= 0 { return nil }
        return corners(a, b, mpfr_pow)
    }

    /// An even function that increases with |x| (x², x⁴, cosh): monotone on either side of 0, smallest
    /// at 0 when the interval contains it.
    func evenPower(_ x: MPFREnclosure, _ f: Unary) -> MPFREnclosure? {
        guard x.lower.sign < 0 && x.upper.sign > 0 else { return monotone(x, f) }
        let zero = MPFRValue(0, precision: 2)
        return zero.withMPFRPointer { z in
            x.lower.withMPFRPointer { low in
                x.upper.withMPFRPointer { high in
                    hull(
                        lower: [end(MPFR_RNDD) { f($0, z, $1) }],
                        upper: [end(MPFR_RNDU) { f($0, low, $1) }, end(MPFR_RNDU) { f($0, high, $1) }])
                }
            }
        }
    }

    /// Whether x is small enough for MPFR's radian argument reduction (see
    /// ``MPFRBackend/largestTrigonometricExponent``; the backend refuses larger arguments).
    func isReducible(_ x: MPFREnclosure) -> Bool {
        [x.lower, x.upper].allSatisfy { value in
            value.withMPFRPointer {
                mpfr_regular_p($0) == 0 || mpfr_get_exp($0) <= MPFRBackend.largestTrigonometricExponent
            }
        }
    }

    /// sin or cos in radians, for reducible arguments.
    func radians(_ x: MPFREnclosure, _ f: Unary) -> MPFREnclosure? {
        isReducible(x) ? slopeBounded(x, f) : nil
    }

    /// f with |f′| ≤ 1 and values in [−1, 1] (sin and cos): f(m) ± r for the midpoint m and radius r.
    func slopeBounded(_ x: MPFREnclosure, _ f: Unary) -> MPFREnclosure? {
        if x.isPoint { return x.lower.withMPFRPointer { source in rounded { f($0, source, $1) } } }
        guard x.isFinite else { return nil }
        let (middle, radius) = center(x)
        guard let atMiddle = middle.withMPFRPointer({ m in rounded { f($0, m, $1) } }) else { return nil }
        guard let widened = sum(atMiddle, MPFREnclosure(lower: -radius, upper: radius)) else { return nil }
        let one = MPFRValue(1, precision: 2)
        let minusOne = MPFRValue(-1, precision: 2)
        return MPFREnclosure(
            lower: MPFRValue.maximum(widened.lower, minusOne),
            upper: MPFRValue.minimum(widened.upper, one))
    }

    /// A point m inside x and a radius r ≥ max(m − lower, upper − m), rounded up.
    func center(_ x: MPFREnclosure) -> (middle: MPFRValue, radius: MPFRValue) {
        let bits = max(x.lower.precision, x.upper.precision) + 1
        let storage = MPFRStorage.make(precision: bits)
        x.lower.withMPFRPointer { low in
            x.upper.withMPFRPointer { high in
                _ = MPFRExponentRange.standard.run {
                    mpfr_add(storage.pointer, low, high, MPFR_RNDN)
                    return mpfr_div_2ui(storage.pointer, storage.pointer, 1, MPFR_RNDN)
                }
            }
        }
        let middle = MPFRValue(storage: storage)
        let radius = middle.withMPFRPointer { m in
            x.lower.withMPFRPointer { low in
                x.upper.withMPFRPointer { high in
                    MPFRValue.maximum(
                        end(MPFR_RNDU) { mpfr_sub($0, m, low, $1) },
                        end(MPFR_RNDU) { mpfr_sub($0, high, m, $1) })
                }
            }
        }
        return (middle, radius)
    }

    /// tan: increasing between its poles, so bounded by its ends once cos has no zero on the interval;
    /// `units` to the turn (360, 400), or nil for radians.
    func tangent(_ x: MPFREnclosure, units: UInt?) -> MPFREnclosure? {
        let tan: Unary = units.map { u in { mpfr_tanu($0, $1, u, $2) } } ?? mpfr_tan
        if x.isPoint { return monotone(x, tan) }
        let cosine = units.map { u in slopeBounded(x) { mpfr_cosu($0, $1, u, $2) } } ?? slopeBounded(x, mpfr_cos)
        guard let cosine, !cosine.containsZero else { return nil }
        return monotone(x, tan)
    }

    /// x! = Γ(x + 1): mpfr_fac_ui for a known integer (within the backend's limits), else ``gamma(_:)``.
    func factorial(_ x: MPFREnclosure) -> MPFREnclosure? {
        if let n = exactInteger(x), n >= 0, n <= MPFRBackend.exactFactorialLimit,
            n * precision <= MPFRBackend.factorialWorkLimit
        {
            return rounded { mpfr_fac_ui($0, UInt(n), $1) }
        }
        if precision > MPFRBackend.largestGammaPrecision { return nil }
        if let n = exactInteger(x), n < 0 { return nil }
        guard let shifted = monotone(x, { mpfr_add_ui($0, $1, 1, $2) }) else { return nil }
        return gamma(shifted)
    }

    /// The gamma key's Γ(x): for an exactly known integer n, ``factorial(_:)`` of n − 1 (exact), which
    /// has no enclosure at the poles; else ``gamma(_:)``, within the factorial's precision limit.
    func gammaKey(_ x: MPFREnclosure) -> MPFREnclosure? {
        if exactInteger(x) != nil {
            return monotone(x) { mpfr_sub_ui($0, $1, 1, $2) }.flatMap(factorial)
        }
        if precision > MPFRBackend.largestGammaPrecision { return nil }
        return gamma(x)
    }

    /// Γ(s): at a known point; where Γ is monotone (decreasing before its minimum at 1.4616…, increasing
    /// after it); around
    /// its minimum (Γ(1.4616…) = 0.8856…) from 0.885 up to the larger end; and for negative s between two
    /// poles by the reflection formula Γ(s) = π / (sin(πs)·Γ(1 − s)), with 1 − s > 1.
    func gamma(_ s: MPFREnclosure) -> MPFREnclosure? {
        // MPFR's Γ costs as much as its argument's bits: an argument kept from a refinement at a higher
        // precision (20,565 bits at `--precision 300`) made Γ(1e−400) at 2,400 bits take seconds a call.
        let s = roundedOutward(s)
        if s.isPoint { return monotone(s, mpfr_gamma) }
        guard s.isFinite else { return nil }
        if s.lower.sign > 0 {
            // Γ's minimum is at 1.46163214496836234126…, between these two doubles.
            let increasing = s.lower.withMPFRPointer { mpfr_cmp_d($0, 1.461_632_144_968_362_5) >= 0 }
            let decreasing = s.upper.withMPFRPointer { mpfr_cmp_d($0, 1.461_632_144_968_362_2) <= 0 }
            if increasing || decreasing { return monotone(s, mpfr_gamma) }
            // The interval holds the minimum x₀. Up to the larger of the ends; down to the smaller end less
            // w²/2 for a width w inside [1.4, 1.53], where Γ″ < 1 (so Γ(end) − Γ(x₀) ≤ w²/2), else to
            // 0.885, below Γ(x₀) = 0.8856….
            guard let ends = monotone(s, mpfr_gamma) else { return nil }
            let isNearMinimum =
                s.lower.withMPFRPointer { mpfr_cmp_d($0, 1.4) >= 0 }
                && s.upper.withMPFRPointer { mpfr_cmp_d($0, 1.53) <= 0 }
            if isNearMinimum {
                let lower = s.lower.withMPFRPointer { low in
                    s.upper.withMPFRPointer { high in
                        ends.lower.withMPFRPointer { smallest in
                            end(MPFR_RNDD) { target, rounding in
                                let width = end(MPFR_RNDU) { mpfr_sub($0, high, low, $1) }
                                let penalty = width.withMPFRPointer { w in
                                    end(MPFR_RNDU) { t, r in
                                        _ = mpfr_sqr(t, w, r)
                                        return mpfr_div_2ui(t, t, 1, r)
                                    }
                                }
                                return penalty.withMPFRPointer { mpfr_sub(target, smallest, $0, rounding) }
                            }
                        }
                    }
                }
                return MPFREnclosure(lower: lower, upper: ends.upper)
            }
            guard let minimum = MPFRValue(decimal: "0.885", precision: 64) else { return nil }
            return MPFREnclosure(lower: minimum, upper: ends.upper)
        }
        guard s.upper.sign < 0, betweenPoles(s) else { return nil }
        let one = MPFREnclosure(lower: MPFRValue(1, precision: 2), upper: MPFRValue(1, precision: 2))
        guard let reflected = difference(one, s), let gammaOfReflected = gamma(reflected),
            let pi, let angle = product(pi, s), let sine = slopeBounded(angle, mpfr_sin),
            let denominator = product(sine, gammaOfReflected)
        else { return nil }
        return quotient(pi, denominator)
    }

    /// Whether a negative interval lies strictly between two consecutive integers (poles of Γ).
    func betweenPoles(_ s: MPFREnclosure) -> Bool {
        s.hasOneFloor && !(s.lower.floor == s.lower)
    }
}
