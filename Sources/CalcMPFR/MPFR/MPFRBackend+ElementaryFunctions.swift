import CMPFR
import CalcNumerics

extension MPFRBackend {
    /// f(x), correctly rounded (Γ for non-integers is rounded from a 64-bit-wider argument).
    public func apply(_ function: UnaryFunction, to x: MPFRValue, angle: AngleUnit) -> MPFRValue {
        if precision >= MPFRMemoryBudget.checkedPrecision,
            !MPFRMemoryBudget.admits(MPFRMemoryBudget.Work(function), precision: precision)
        {
            return nan
        }
        // Degrees and gradians through MPFR's functions of a turn of 360 or 400 (sinu, asinu…).
        let units = angle.unitsPerTurn.map(UInt.init)
        switch function {
        case .squareRoot: return unary(x, mpfr_sqrt)
        case .square: return unary(x, mpfr_sqr)
        case .cube: return x.withMPFRPointer { source in result { mpfr_pow_ui($0, source, 3, MPFR_RNDN) } }
        case .cubeRoot: return unary(x, mpfr_cbrt)
        case .reciprocal: return x.withMPFRPointer { source in result { mpfr_ui_div($0, 1, source, MPFR_RNDN) } }
        case .exp: return unary(x, mpfr_exp)
        case .exp10: return unary(x, mpfr_exp10)
        case .exp2: return unary(x, mpfr_exp2)
        case .log: return unary(x, mpfr_log)
        case .log10: return unary(x, mpfr_log10)
        case .log2: return unary(x, mpfr_log2)
        case .sin: return units.map { turn(x, $0, mpfr_sinu) } ?? radians(x, mpfr_sin)
        case .cos: return units.map { turn(x, $0, mpfr_cosu) } ?? radians(x, mpfr_cos)
        case .tan: return units.map { turn(x, $0, mpfr_tanu) } ?? radians(x, mpfr_tan)
        case .asin: return units.map { turn(x, $0, mpfr_asinu) } ?? unary(x, mpfr_asin)
        case .acos: return units.map { turn(x, $0, mpfr_acosu) } ?? unary(x, mpfr_acos)
        case .atan: return units.map { turn(x, $0, mpfr_atanu) } ?? unary(x, mpfr_atan)
        case .sinh: return unary(x, mpfr_sinh)
        case .cosh: return unary(x, mpfr_cosh)
        case .tanh: return unary(x, mpfr_tanh)
        case .asinh: return unary(x, mpfr_asinh)
        case .acosh: return unary(x, mpfr_acosh)
        case .atanh: return unary(x, mpfr_atanh)
        case .factorial: return factorial(x)
        case .gamma: return gamma(x, plus: 0)
        case .abs: return unary(x, mpfr_abs)
        case .floor: return unary(x, mpfr_rint_floor)
        case .ceil: return unary(x, mpfr_rint_ceil)
        case .doubleFactorial: return unary(x, MPFRIntegerFunctions.doubleFactorial)
        case .round: return unary(x, mpfr_rint_round)
        case .trunc: return unary(x, mpfr_rint_trunc)
        case .frac: return unary(x, mpfr_frac)
        case .sign: return unary(x, MPFRIntegerFunctions.sign)
        // Complex keys: the calculator's complex arithmetic evaluates them.
        case .realPart, .imaginaryPart, .conjugate, .argument:
            return result {
                mpfr_set_nan($0)
                return 0
            }
        case .sec: return units.map { u in reciprocal(x, of: { mpfr_cosu($0, $1, u, $2) }) } ?? radians(x, mpfr_sec)
        case .csc: return units.map { u in reciprocal(x, of: { mpfr_sinu($0, $1, u, $2) }) } ?? radians(x, mpfr_csc)
        case .cot: return units.map { u in reciprocal(x, of: { mpfr_tanu($0, $1, u, $2) }) } ?? radians(x, mpfr_cot)
        case .asec:
            return ofReciprocal(x, units.map { u in { mpfr_acosu($0, $1, u, $2) } } ?? mpfr_acos, increasing: false)
        case .acsc:
            return ofReciprocal(x, units.map { u in { mpfr_asinu($0, $1, u, $2) } } ?? mpfr_asin, increasing: true)
        case .acot:
            return ofReciprocal(x, units.map { u in { mpfr_atanu($0, $1, u, $2) } } ?? mpfr_atan, increasing: true)
        case .sech: return unary(x, mpfr_sech)
        case .csch: return unary(x, mpfr_csch)
        case .coth: return unary(x, mpfr_coth)
        case .asech: return ofReciprocal(x, mpfr_acosh, increasing: true)
        case .acsch: return ofReciprocal(x, mpfr_asinh, increasing: true)
        case .acoth: return ofReciprocal(x, mpfr_atanh, increasing: true)
        }
    }

    /// 1/f(x) in degrees or gradians, rounded once (``MPFRRoundedOnce/reciprocal(of:_:_:_:)``).
    private func reciprocal(_ x: MPFRValue, of function: @escaping MPFRRoundedOnce.Unary) -> MPFRValue {
        x.withMPFRPointer { source in result { MPFRRoundedOnce.reciprocal(of: function, $0, source, MPFR_RNDN) } }
    }

    /// f(1/x), rounded once (``MPFRRoundedOnce/ofReciprocal(_:increasing:_:_:_:)``).
    private func ofReciprocal(
        _ x: MPFRValue, _ function: @escaping MPFRRoundedOnce.Unary, increasing: Bool
    ) -> MPFRValue {
        x.withMPFRPointer { source in
            result { MPFRRoundedOnce.ofReciprocal(function, increasing: increasing, $0, source, MPFR_RNDN) }
        }
    }

    /// A trigonometric function in degrees or gradians: MPFR's `…u` functions with `units` to the turn
    /// (360, 400).
    private func turn(
        _ x: MPFRValue, _ units: UInt, _ operation: (mpfr_ptr, mpfr_srcptr, UInt, mpfr_rnd_t) -> Int32
    ) -> MPFRValue {
        x.withMPFRPointer { source in result { operation($0, source, units, MPFR_RNDN) } }
    }

    /// Radian arguments of sin, cos and tan must be below 2^this: reducing a larger one modulo 2π needs π
    /// to more bits than its exponent (2^262144 ≈ 10^78913 takes about 0.1 s; 10^1,000,000 over a second).
    public static let largestTrigonometricExponent = 262_144

    /// sin, cos or tan in radians, refused (NaN: an invalid operation) beyond ``largestTrigonometricExponent``.
    private func radians(_ x: MPFRValue, _ operation: (mpfr_ptr, mpfr_srcptr, mpfr_rnd_t) -> Int32) -> MPFRValue {
        let tooLarge = x.withMPFRPointer {
            mpfr_regular_p($0) != 0 && mpfr_get_exp($0) > Self.largestTrigonometricExponent
        }
        if tooLarge {
            return result {
                mpfr_set_nan($0)
                return 0
            }
        }
        return unary(x, operation)
    }

    /// Integers up to this use MPFR's correctly rounded `mpfr_fac_ui` (when ``factorialWorkLimit`` allows).
    static let exactFactorialLimit = 1_000_000

    /// n! by multiplication costs about n × precision bit operations; beyond this many it is refused.
    public static let factorialWorkLimit = 1 << 35

    /// Γ(x + 1) for non-integers and large integers is refused above this precision: mpfr_gamma takes
    /// 0.45 s at 8,192 bits, 4.6 s at 16,384 and about a minute at 33,000 (ten times per doubling).
    public static let largestGammaPrecision = 10_000

    /// x! = Γ(x + 1).
    private func factorial(_ x: MPFRValue) -> MPFRValue { gamma(x, plus: 1) }

    /// Γ(x + `shift`) for a shift of 0 (the gamma key) or 1 (x!): at an integer, (x + shift − 1)! by
    /// `mpfr_fac_ui` where the work limit allows, NaN at the poles (x + shift ≤ 0); elsewhere
    /// `mpfr_gamma` of the shifted argument.
    private func gamma(_ x: MPFRValue, plus shift: UInt) -> MPFRValue {
        x.withMPFRPointer { source in
            if mpfr_integer_p(source) != 0 {
                // The poles: x + shift ≤ 0.
                if mpfr_cmp_si(source, 1 - Int(shift)) < 0 {
                    return result {
                        mpfr_set_nan($0)
                        return 0
                    }
                }
                // (x + shift − 1)! with x + shift − 1 ≥ 0.
                if mpfr_cmp_ui(source, UInt(Self.exactFactorialLimit) + 1 - shift) <= 0 {
                    let n = MPFRExponentRange.widest.run { mpfr_get_ui(source, MPFR_RNDN) } + shift - 1
                    if n == 0 { return value(1) }
                    if Int(n) * precision <= Self.factorialWorkLimit {
                        return result { mpfr_fac_ui($0, n, MPFR_RNDN) }
                    }
                }
            }
            if precision > Self.largestGammaPrecision {
                // A work limit: overflow, as the other keys' limits are (NaN would say "no real result").
                return result {
                    mpfr_set_inf($0, 1)
                    return 0
                }
            }
            // An argument wider than the cap below (the exact backend's) next to a pole: rounding it to the
            // cap could move it onto the pole or change its distance from it, so the distance is taken
            // exactly first. An argument of the precision near a pole: mpfr_gamma raises its working
            // precision by the bits of the distance (15 s for −2 − 10⁻²⁹⁰⁰ at 10,000 bits), the
            // reflection does not, and it is used when its rounding is certain (not in IEEE mode, whose
            // results are the reference of the Double keys).
            let isWide = Int(mpfr_get_prec(source)) > 3 * precision
            if isWide, let vanishing = gammaBelowEveryRange(source, plus: shift) { return vanishing }
            if isWide || !isIEEEMode,
                let nearPole = gammaNextToPole(source, plus: shift, requiringCorrectRounding: !isWide)
            {
                return nearPole
            }
            // Γ(x + shift), with x + shift computed 64 bits wider than the result, or than x when x is wider
            // (the exact backend's arguments), so that it is (nearly) exact; but at most 2 × the precision
            // wider: mpfr_gamma's time grows with its argument's precision near an integer (10 minutes
            // for 2 + 10⁻²⁰⁰⁰⁰ at 66,000 bits), and 2^−3P from a pole is beyond what a result shows.
            let argumentPrecision = min(max(precision, Int(mpfr_get_prec(source))), 3 * precision)
            let shifted = MPFRStorage.make(precision: argumentPrecision + 64)
            _ = MPFRExponentRange.widest.run { mpfr_add_ui(shifted.pointer, source, shift, MPFR_RNDN) }
            return withExtendedLifetime(shifted) { result { mpfr_gamma($0, shifted.pointer, MPFR_RNDN) } }
        }
    }

    /// Γ(y) for y = x + `shift` within ½ of a pole m ≤ 0 (|m| < 2⁶²), by the reflection formula
    /// Γ(m + δ) = (−1)^m·π/(sin(πδ)·Γ(1 − m − δ)) with δ = y − m computed exactly (y and δ hold in x's
    /// precision plus 64 bits): sin(πδ) has δ's full relative accuracy however small δ is, and 1 − m − δ > ½
    /// is far from every pole; its Γ is Γ(a)/(a − 1) at a = 2 − m − δ ≥ 3/2 (mpfr_gamma reflects below 1).
    /// The parts are computed at w = P + 64 + b bits, b the bits of |m|: each of the ten roundings is
    /// half an ulp of w, and Γ(a) magnifies its argument's by |ψ(a)·a| ≤ (|m| + 3)(ln(|m| + 3) + 1) <
    /// 2^(b + 7), so the quotient is within 2^(b + 8 − w) =
    /// 2^(−P − 56) relatively. When `requiringCorrectRounding`, only for |δ| < 2^−min(P/8, 32) (where
    /// mpfr_gamma slows down: 5.6 s for −2 − 10⁻³⁰⁰ at 10,000 bits) and only when `mpfr_can_round` finds that bound decides the rounding (else nil:
    /// about one argument in 2⁵⁰); otherwise rounded once, within an ulp. Nil when y is not that near a
    /// pole.
    private func gammaNextToPole(_ x: mpfr_srcptr, plus shift: UInt, requiringCorrectRounding: Bool) -> MPFRValue? {
        let wide = Int(mpfr_get_prec(x)) + 64
        let y = MPFRStorage.make(precision: wide)
        let pole = MPFRStorage.make(precision: wide)
        let delta = MPFRStorage.make(precision: wide)
        let isNearPole: Bool = MPFRExponentRange.widest.run {
            guard mpfr_add_ui(y.pointer, x, shift, MPFR_RNDN) == 0 else { return false }
            // (mpfr_rint's ternary value compares the integer with y: nonzero here.)
            _ = mpfr_rint(pole.pointer, y.pointer, MPFR_RNDN)
            guard mpfr_sgn(pole.pointer) <= 0, mpfr_fits_slong_p(pole.pointer, MPFR_RNDN) != 0,
                mpfr_cmp_si(pole.pointer, Int.min / 2) > 0,
                mpfr_sub(delta.pointer, y.pointer, pole.pointer, MPFR_RNDN) == 0, mpfr_zero_p(delta.pointer) == 0
            else { return false }
            let exponent = mpfr_get_exp(delta.pointer)
            return exponent <= (requiringCorrectRounding ? -mpfr_exp_t(min(precision / 8, 32)) : -1)
        }
        guard isNearPole else { return nil }
        let m = MPFRExponentRange.widest.run { mpfr_get_si(pole.pointer, MPFR_RNDN) }
        let working = precision + 64 + (Int.bitWidth - m.magnitude.leadingZeroBitCount)
        let pi = MPFRStorage.make(precision: working)
        let sine = MPFRStorage.make(precision: working)
        let reflected = MPFRStorage.make(precision: working)
        let argument = MPFRStorage.make(precision: working)
        return withExtendedLifetime((y, pole, delta, pi, sine, reflected, argument)) {
            MPFRExponentRange.widest.run {
                _ = mpfr_const_pi(pi.pointer, MPFR_RNDN)
                _ = mpfr_mul(sine.pointer, pi.pointer, delta.pointer, MPFR_RNDN)
                _ = mpfr_sin(sine.pointer, sine.pointer, MPFR_RNDN)
                // Γ(1 − m − δ) = Γ(2 − m − δ)/(1 − m − δ): mpfr_gamma reflects arguments below 1 itself,
                // which would bring back the pole at 0 when m = 0.
                _ = mpfr_ui_sub(argument.pointer, 1, pole.pointer, MPFR_RNDN)
                _ = mpfr_sub(argument.pointer, argument.pointer, delta.pointer, MPFR_RNDN)
                _ = mpfr_add_ui(reflected.pointer, argument.pointer, 1, MPFR_RNDN)
                _ = mpfr_gamma(reflected.pointer, reflected.pointer, MPFR_RNDN)
                _ = mpfr_div(reflected.pointer, reflected.pointer, argument.pointer, MPFR_RNDN)
                _ = mpfr_mul(sine.pointer, sine.pointer, reflected.pointer, MPFR_RNDN)
                if m % 2 != 0 { _ = mpfr_neg(sine.pointer, sine.pointer, MPFR_RNDN) }
            }
            guard requiringCorrectRounding else { return result { mpfr_div($0, pi.pointer, sine.pointer, MPFR_RNDN) } }
            _ = MPFRExponentRange.widest.run { mpfr_div(sine.pointer, pi.pointer, sine.pointer, MPFR_RNDN) }
            // Correct bits: P + 56 by the bound above; 6 kept for safety.
            let decided = mpfr_can_round(
                sine.pointer, mpfr_exp_t(precision + 50), MPFR_RNDN, MPFR_RNDZ, mpfr_prec_t(precision + 1))
            guard decided != 0 else { return nil }
            // mpfr_set does not bring a value from the widest range into the current one: check_range does
            // (a value beyond it overflows or underflows, as mpfr_gamma's would).
            return result { target in
                mpfr_check_range(target, mpfr_set(target, sine.pointer, MPFR_RNDN), MPFR_RNDN)
            }
        }
    }

    /// Γ(y) for y = x + `shift` a non-integer below −2⁶² (x wider than the cap on Γ's argument: rounding it
    /// there would leave an integer, a pole): ±0 with Γ's sign between the integers around y, (−1)^k
    /// for k = ⌊y⌋, since it underflows in every exponent range. By the reflection
    /// Γ(y) = π/(sin(πy)·Γ(1 − y)), with Γ(1 − y) > Γ(2⁶²) > 2^(2⁶⁷) and |sin(πy)| ≥ 2|δ| ≥ 2^(1 − 2⁶²) for the
    /// distance δ from y to the nearest integer (an MPFR exponent is at least 1 − 2⁶²), |Γ(y)| < 2^(−2⁶⁶).
    /// Nil for any other y.
    private func gammaBelowEveryRange(_ x: mpfr_srcptr, plus shift: UInt) -> MPFRValue? {
        let wide = Int(mpfr_get_prec(x)) + 64
        let y = MPFRStorage.make(precision: wide)
        let floor = MPFRStorage.make(precision: wide)
        let isPositive: Bool? = withExtendedLifetime((y, floor)) {
            MPFRExponentRange.widest.run {
                guard mpfr_add_ui(y.pointer, x, shift, MPFR_RNDN) == 0, mpfr_integer_p(y.pointer) == 0,
                    mpfr_cmp_si_2exp(y.pointer, -1, 62) < 0
                else { return nil }
                // ⌊y⌋ and ⌊y⌋/2 are exact in y's precision: k is even when k/2 is an integer.
                _ = mpfr_floor(floor.pointer, y.pointer)
                _ = mpfr_div_2ui(floor.pointer, floor.pointer, 1, MPFR_RNDN)
                return mpfr_integer_p(floor.pointer) != 0
            }
        }
        guard let isPositive else { return nil }
        // The ternary value of a rounding toward zero: the result is below a positive value, above a negative one.
        return result { target in
            mpfr_set_zero(target, isPositive ? 1 : -1)
            return isPositive ? -1 : 1
        }
    }

    /// aᵇ, correctly rounded; NaN for a negative base with a non-integer exponent.
    @usableFromInline func power(_ a: MPFRValue, _ b: MPFRValue) -> MPFRValue { binary(a, b, mpfr_pow) }

    /// The b-th root of a: `mpfr_rootn_si` for integer b (odd roots of negatives defined), else a^(1/b).
    @usableFromInline func root(_ a: MPFRValue, _ b: MPFRValue) -> MPFRValue {
        a.withMPFRPointer { base in
            b.withMPFRPointer { degree in
                if mpfr_integer_p(degree) != 0,
                    mpfr_cmp_si(degree, Int.max) < 0, mpfr_cmp_si(degree, Int.min + 1) > 0
                {
                    let n = MPFRExponentRange.widest.run { mpfr_get_si(degree, MPFR_RNDN) }
                    return result { mpfr_rootn_si($0, base, n, MPFR_RNDN) }
                }
                let inverse = MPFRStorage.make(precision: max(precision, Int(mpfr_get_prec(degree))) + 64)
                let isExact = MPFRExponentRange.widest.run { mpfr_ui_div(inverse.pointer, 1, degree, MPFR_RNDN) } == 0
                // A negative base has a real root only when 1/b is exactly an integer: rounded, 1/b of a
                // tiny b (2²⁰⁰/3) would look like one.
                if !isExact, mpfr_sgn(base) < 0 {
                    return result { target in
                        mpfr_set_nan(target)
                        return 0
                    }
                }
                return withExtendedLifetime(inverse) { result { mpfr_pow($0, base, inverse.pointer, MPFR_RNDN) } }
            }
        }
    }

    /// a × 10ᵇ, correctly rounded (``MPFRDecimalScaling``).
    @usableFromInline func scaled(_ a: MPFRValue, byPowerOfTen b: MPFRValue) -> MPFRValue {
        a.withMPFRPointer { source in
            b.withMPFRPointer { exponent in
                guard mpfr_integer_p(exponent) != 0 else {
                    // NaN and ±∞ exponents as the IEEE product a × 10ᵇ gives them.
                    guard mpfr_number_p(exponent) != 0 else { return product(a, apply(.exp10, to: b, angle: .radians)) }
                    let storage = MPFRStorage.make(precision: precision)
                    MPFRDecimalScaling.scale(
                        storage.pointer, source, byNonIntegerPowerOfTen: exponent, range: range,
                        subnormalize: isIEEEMode)
                    return MPFRValue(storage: storage)
                }
                // Beyond ±2^62 the result is certainly ±∞ or ±0; clamp so the conversion cannot overflow.
                let n = MPFRExponentRange.widest.run { mpfr_get_si(exponent, MPFR_RNDZ) }
                let clamped = Swift.max(Swift.min(n, 1 << 62), -(1 << 62))
                let storage = MPFRStorage.make(precision: precision)
                MPFRDecimalScaling.scale(
                    storage.pointer, source, byPowerOfTen: clamped, range: range, subnormalize: isIEEEMode)
                return MPFRValue(storage: storage)
            }
        }
    }

    /// π, correctly rounded.
    public var pi: MPFRValue { result { mpfr_const_pi($0, MPFR_RNDN) } }

    /// e, correctly rounded.
    public var e: MPFRValue {
        result { target in
            let one = MPFRStorage.make(precision: 2)
            mpfr_set_ui(one.pointer, 1, MPFR_RNDN)
            return withExtendedLifetime(one) { mpfr_exp(target, one.pointer, MPFR_RNDN) }
        }
    }
}
