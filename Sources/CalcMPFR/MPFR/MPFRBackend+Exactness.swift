import CMPFR
import CalcNumerics

extension MPFRBackend {
    // MARK: Exactness

    /// Decimal text rounded to the backend's precision, and whether that needed no rounding (MPFR's
    /// ternary value 0, within the backend's exponent range: a subnormal that lost bits is rounded).
    public func valueReportingExactness(decimal text: String) -> (value: MPFRValue, isExact: Bool) {
        guard DecimalSyntax.isValid(text) else { return (value(decimal: text), false) }
        if let plain = plainDecimal(text) { return resultReportingExactness { Self.setPlainDecimal($0, plain) } }
        return resultReportingExactness { target in
            text.withCString { mpfr_strtofr(target, $0, nil, 10, MPFR_RNDN) }
        }
    }

    /// `a op b` and whether, for the operations that keep exactness, the result needed no rounding.
    public func applyReportingExactness(_ operation: BinaryOperation, _ a: MPFRValue, _ b: MPFRValue)
        -> (value: MPFRValue, isExact: Bool)
    {
        guard operation.keepsExactness else { return (apply(operation, a, b), false) }
        if precision >= MPFRMemoryBudget.checkedPrecision, refusesForMemory(operation) { return (nan, false) }
        switch operation {
        // The operation itself, with its ternary value: no second computation.
        case .add: return binaryReportingExactness(a, b, mpfr_add)
        case .subtract: return binaryReportingExactness(a, b, mpfr_sub)
        case .multiply: return binaryReportingExactness(a, b, mpfr_mul)
        case .divide: return binaryReportingExactness(a, b, mpfr_div)
        case .power: return binaryReportingExactness(a, b, mpfr_pow)
        case .reversedPower: return applyReportingExactness(.power, b, a)
        case .minimum: return binaryReportingExactness(a, b, mpfr_min)
        case .maximum: return binaryReportingExactness(a, b, mpfr_max)
        case .hypot: return binaryReportingExactness(a, b, mpfr_hypot)
        case .root, .scaleByPowerOfTen, .modulo, .combinations, .permutations, .logarithm, .gcd, .lcm, .and, .or, .xor,
            .nand, .nor, .xnor, .shiftLeft, .shiftRightArithmetic, .shiftRightLogical, .polar, .modularPower:
            let rounded = apply(operation, a, b)
            guard rounded.isFinite, let exact = exactResult(operation, a, b) else { return (rounded, false) }
            return (rounded, exact == rounded)
        }
    }

    /// f(x) and whether, for the functions that keep exactness, the result needed no rounding; the other
    /// functions are exact at their rational points (``isRationalPoint(_:at:angle:rounded:)``).
    public func applyReportingExactness(_ function: UnaryFunction, to x: MPFRValue, angle: AngleUnit)
        -> (value: MPFRValue, isExact: Bool)
    {
        guard function.keepsExactness else {
            let rounded = apply(function, to: x, angle: angle)
            return (rounded, isRationalPoint(function, at: x, angle: angle, rounded: rounded))
        }
        if precision >= MPFRMemoryBudget.checkedPrecision,
            !MPFRMemoryBudget.admits(MPFRMemoryBudget.Work(function), precision: precision)
        {
            return (nan, false)
        }
        switch function {
        // The function itself, with its ternary value (as `apply` computes it).
        case .squareRoot: return unaryReportingExactness(x, mpfr_sqrt)
        case .square: return unaryReportingExactness(x, mpfr_sqr)
        case .cubeRoot: return unaryReportingExactness(x, mpfr_cbrt)
        case .exp2: return unaryReportingExactness(x, mpfr_exp2)
        case .exp10: return unaryReportingExactness(x, mpfr_exp10)
        case .cube, .reciprocal, .factorial, .gamma, .exp, .log, .log10, .log2, .sin, .cos, .tan, .asin, .acos, .atan,
            .sinh,
            .cosh, .tanh, .asinh, .acosh, .atanh, .abs, .floor, .ceil, .sec, .csc, .cot, .asec, .acsc, .acot, .sech,
            .csch, .coth, .asech, .acsch, .acoth, .doubleFactorial, .round, .trunc, .frac, .sign, .realPart,
            .imaginaryPart, .conjugate, .argument:
            let rounded = apply(function, to: x, angle: angle)
            guard rounded.isFinite, let exact = exactResult(function, x) else { return (rounded, false) }
            return (rounded, exact == rounded)
        }
    }

    /// A value computed by `body` as ``result(_:)`` computes it, and whether MPFR's ternary value says it
    /// is exact (after the subnormal rounding of IEEE mode, whose ternary value combines both).
    @inline(__always)
    func resultReportingExactness(_ body: (mpfr_ptr) -> Int32) -> (value: MPFRValue, isExact: Bool) {
        var ternary: Int32 = 0
        var value = MPFRValue(precision: precision)
        value.withMutableMPFRPointer { target in
            MPFRExponentRange.standard.run { ternary = body(target) }
            if isIEEEMode && cmpfr_is_regular(target) != 0 {
                let exponent = target.pointee._mpfr_exp
                if exponent < Self.binary64NormalExponents.lowerBound
                    || exponent > Self.binary64NormalExponents.upperBound
                {
                    range.run { ternary = mpfr_subnormalize(target, body(target), MPFR_RNDN) }
                }
            }
        }
        return (value, ternary == 0 && value.isFinite)
    }

    @inline(__always)
    func binaryReportingExactness(
        _ a: MPFRValue, _ b: MPFRValue, _ operation: (mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t) -> Int32
    ) -> (value: MPFRValue, isExact: Bool) {
        a.withMPFRPointer { first in
            b.withMPFRPointer { second in resultReportingExactness { operation($0, first, second, MPFR_RNDN) } }
        }
    }

    @inline(__always)
    func unaryReportingExactness(_ a: MPFRValue, _ operation: (mpfr_ptr, mpfr_srcptr, mpfr_rnd_t) -> Int32)
        -> (value: MPFRValue, isExact: Bool)
    {
        a.withMPFRPointer { source in resultReportingExactness { operation($0, source, MPFR_RNDN) } }
    }

    /// The integer nearest to `x`, halfway cases away from zero (`mpfr_round`).
    public func nearestInteger(to x: MPFRValue) -> MPFRValue? {
        x.withMPFRPointer { source in result { mpfr_round($0, source) } }
    }

    /// The exact result of `a op b` when it has at most ``precision`` bits, else nil.
    func exactResult(_ operation: BinaryOperation, _ a: MPFRValue, _ b: MPFRValue) -> MPFRValue? {
        a.withMPFRPointer { x in
            b.withMPFRPointer { y in
                switch operation {
                case .add: return exactly { mpfr_add($0, x, y, MPFR_RNDN) }
                case .subtract: return exactly { mpfr_sub($0, x, y, MPFR_RNDN) }
                case .multiply: return exactly { mpfr_mul($0, x, y, MPFR_RNDN) }
                case .divide: return exactly { mpfr_div($0, x, y, MPFR_RNDN) }
                case .power: return exactly { mpfr_pow($0, x, y, MPFR_RNDN) }
                case .root:
                    if mpfr_integer_p(y) != 0 {
                        guard mpfr_cmp_si(y, Int.max) < 0, mpfr_cmp_si(y, Int.min + 1) > 0 else { return nil }
                        let n = MPFRExponentRange.widest.run { mpfr_get_si(y, MPFR_RNDN) }
                        return exactly { mpfr_rootn_si($0, x, n, MPFR_RNDN) }
                    }
                    // a^(1/b): exact only when 1/b is (b = 0.5 gives a²).
                    let inverse = MPFRStorage.make(precision: max(precision, Int(mpfr_get_prec(y))) + 64)
                    let inverseExact =
                        MPFRExponentRange.widest.run { mpfr_ui_div(inverse.pointer, 1, y, MPFR_RNDN) } == 0
                    guard inverseExact else { return nil }
                    return withExtendedLifetime(inverse) { exactly { mpfr_pow($0, x, inverse.pointer, MPFR_RNDN) } }
                case .scaleByPowerOfTen:
                    return exactScaled(x, byPowerOfTen: y)
                case .modulo: return exactly { MPFRBinaryFunctions.modulo($0, x, y, MPFR_RNDN) }
                case .combinations: return exactly { MPFRBinaryFunctions.combinations($0, x, y, MPFR_RNDN) }
                case .permutations: return exactly { MPFRBinaryFunctions.permutations($0, x, y, MPFR_RNDN) }
                case .logarithm, .and, .or, .xor, .nand, .nor, .xnor, .shiftLeft, .shiftRightArithmetic,
                    .shiftRightLogical, .polar, .modularPower:
                    return nil
                case .reversedPower: return exactResult(.power, b, a)
                case .minimum: return exactly { mpfr_min($0, x, y, MPFR_RNDN) }
                case .maximum: return exactly { mpfr_max($0, x, y, MPFR_RNDN) }
                case .gcd: return exactly { MPFRIntegerFunctions.gcd($0, x, y, MPFR_RNDN) }
                case .lcm: return exactly { MPFRIntegerFunctions.lcm($0, x, y, MPFR_RNDN) }
                case .hypot: return exactly { mpfr_hypot($0, x, y, MPFR_RNDN) }
                }
            }
        }
    }

    /// The exact a × 10ⁿ for an integer n, when it has at most ``precision`` bits.
    ///
    /// a × 10ⁿ = a·5ⁿ·2ⁿ needs more than 2.32·n bits for n > 0 unless a is zero, and for n < 0 the odd
    /// part of a's significand (at most P bits) must be a multiple of 5^|n|: beyond |n| > P it is rounded.
    private func exactScaled(_ x: mpfr_srcptr, byPowerOfTen y: mpfr_srcptr) -> MPFRValue? {
        guard mpfr_integer_p(y) != 0 else { return nil }
        if mpfr_zero_p(x) != 0 { return exactly { mpfr_set($0, x, MPFR_RNDN) } }
        guard mpfr_cmpabs_ui(y, UInt(precision)) <= 0 else { return nil }
        let n = MPFRExponentRange.widest.run { mpfr_get_si(y, MPFR_RNDN) }
        let power = MPFRStorage.make(precision: 4 * Int(n.magnitude) + 64)
        _ = MPFRExponentRange.widest.run { mpfr_ui_pow_ui(power.pointer, 10, n.magnitude, MPFR_RNDN) }
        return withExtendedLifetime(power) {
            exactly {
                n >= 0 ? mpfr_mul($0, x, power.pointer, MPFR_RNDN) : mpfr_div($0, x, power.pointer, MPFR_RNDN)
            }
        }
    }

    /// The exact f(x) when it has at most ``precision`` bits, else nil.
    func exactResult(_ function: UnaryFunction, _ x: MPFRValue) -> MPFRValue? {
        x.withMPFRPointer { source in
            switch function {
            case .squareRoot: return exactly { mpfr_sqrt($0, source, MPFR_RNDN) }
            case .square: return exactly { mpfr_sqr($0, source, MPFR_RNDN) }
            case .cube: return exactly { mpfr_pow_ui($0, source, 3, MPFR_RNDN) }
            case .cubeRoot: return exactly { mpfr_cbrt($0, source, MPFR_RNDN) }
            case .reciprocal: return exactly { mpfr_ui_div($0, 1, source, MPFR_RNDN) }
            case .exp2: return exactly { mpfr_exp2($0, source, MPFR_RNDN) }
            case .exp10:
                // 10ⁿ is a binary number only for integers 0 ≤ n, and fits P bits only for n < P.
                guard mpfr_integer_p(source) != 0, mpfr_sgn(source) >= 0, mpfr_cmp_ui(source, UInt(precision)) <= 0
                else { return nil }
                return exactly { mpfr_exp10($0, source, MPFR_RNDN) }
            case .factorial:
                // n! has an odd part of more than P bits well before n = 2P + 64; x! for other x is Γ.
                guard mpfr_integer_p(source) != 0, mpfr_sgn(source) >= 0,
                    mpfr_cmp_ui(source, UInt(2 * precision + 64)) <= 0
                else { return nil }
                let n = MPFRExponentRange.widest.run { mpfr_get_ui(source, MPFR_RNDN) }
                return exactly { mpfr_fac_ui($0, n, MPFR_RNDN) }
            case .gamma:
                // Γ(n) = (n − 1)!: the factorial's rule at n − 1 (exact for an integer n of this precision).
                guard mpfr_integer_p(source) != 0 else { return nil }
                return exactResult(.factorial, MPFRBackend(validPrecision: precision + 64).difference(x, value(1)))
            case .abs: return exactly { mpfr_abs($0, source, MPFR_RNDN) }
            // (mpfr_floor compares with x, not with the exact integer: the rint forms give the ternary.)
            case .floor: return exactly { mpfr_rint_floor($0, source, MPFR_RNDN) }
            case .ceil: return exactly { mpfr_rint_ceil($0, source, MPFR_RNDN) }
            case .doubleFactorial: return exactly { MPFRIntegerFunctions.doubleFactorial($0, source, MPFR_RNDN) }
            case .round: return exactly { mpfr_rint_round($0, source, MPFR_RNDN) }
            case .trunc: return exactly { mpfr_rint_trunc($0, source, MPFR_RNDN) }
            case .frac: return exactly { mpfr_frac($0, source, MPFR_RNDN) }
            case .sign: return exactly { MPFRIntegerFunctions.sign($0, source, MPFR_RNDN) }
            case .exp, .log, .log10, .log2, .sin, .cos, .tan, .asin, .acos, .atan, .sinh, .cosh, .tanh, .asinh,
                .acosh, .atanh, .sec, .csc, .cot, .asec, .acsc, .acot, .sech, .csch, .coth, .asech, .acsch, .acoth,
                .realPart, .imaginaryPart, .conjugate, .argument:
                return nil
            }
        }
    }

    /// The value `body` computes at ``precision`` bits in MPFR's widest exponent range, when its ternary
    /// value says it is exact.
    func exactly(_ body: (mpfr_ptr) -> Int32) -> MPFRValue? {
        var isExact = false
        var value = MPFRValue(precision: precision)
        value.withMutableMPFRPointer { target in
            isExact = MPFRExponentRange.widest.run { body(target) } == 0 && mpfr_number_p(target) != 0
        }
        return isExact ? value : nil
    }
}
