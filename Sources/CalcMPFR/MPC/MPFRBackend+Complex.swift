import CMPFR
import CalcNumerics

/// Complex keys through GNU MPC (`MPCComputation`): + − × ÷ xʸ √ x² x³ 1/x eˣ 10ˣ 2ˣ ln log sin cos tan
/// and their inverses, sinh … atanh, |z| and arg z, each one MPC function at this backend's precision
/// with each part correctly rounded; log₂, log base y, the y-th and cube roots, the reciprocal
/// functions and the trigonometric keys in degrees composed from MPC's functions (inner steps 64 bits
/// wider). re, im, conj, r∠θ and a × 10ᵇ are exact or real operations and keep the shared formulas
/// (`formulaComplexApply`), as does a real argument whose result stays real (sin 30° is exactly 0.5).
extension MPFRBackend {
    /// atan2(y, x) correctly rounded by MPFR (`mpfr_atan2`), with a zero `y` counted as +0 so that the
    /// negative real axis has angle +π; NaN at the origin.
    public func argument(y: MPFRValue, x: MPFRValue) -> MPFRValue {
        if isZero(x) && isZero(y) { return quotient(x, y) }
        return binary(isZero(y) ? value(0) : y, x, mpfr_atan2)
    }

    /// `a op b` on complex values through GNU MPC (θ of r∠θ in `angle` units), and whether the result is
    /// exact: + − × ÷ and xʸ each part correctly rounded (`mpc_add`, `mpc_sub`, `mpc_mul`, `mpc_div`,
    /// `mpc_pow`); the y-th root (a^(1/y)) and log base y (ln a / ln y) composed.
    public func complexApply(
        _ operation: BinaryOperation, _ a: ComplexValue<MPFRValue>, _ b: ComplexValue<MPFRValue>,
        angle: AngleUnit, exactOperands: Bool
    ) throws(ArithmeticError) -> (value: ComplexValue<MPFRValue>, isExact: Bool, partsAreCorrectlyRounded: Bool) {
        switch operation {
        case .scaleByPowerOfTen, .polar, .modularPower:
            return try formulaComplexApply(operation, a, b, angle: angle, exactOperands: exactOperands)
        case .modulo, .combinations, .permutations, .minimum, .maximum, .gcd, .lcm, .hypot:
            throw .invalidOperation
        case .and, .or, .xor, .nand, .nor, .xnor, .shiftLeft, .shiftRightArithmetic, .shiftRightLogical:
            throw .invalidOperation
        case .add, .subtract, .multiply, .divide, .power, .reversedPower, .root, .logarithm:
            break
        }
        try checkMemory(MPFRMemoryBudget.Work(operation))
        switch operation {
        case .logarithm:
            try checkPartExponents(a, inverse: false)
            try checkPartExponents(b, inverse: false)
        case .power, .reversedPower, .root:
            // `MPCComputation.power` checks, after the exponents that take exact terms at any size.
            break
        case .add, .subtract, .multiply, .divide, .scaleByPowerOfTen, .polar, .modularPower, .modulo, .combinations,
            .permutations, .minimum, .maximum, .gcd, .lcm, .hypot, .and, .or, .xor, .nand, .nor, .xnor,
            .shiftLeft, .shiftRightArithmetic, .shiftRightLogical:
            break
        }
        var c = MPCComputation(backend: self, isExact: exactOperands)
        let x = MPCVariable(a, precision: argumentPrecision(a))
        let y = MPCVariable(b, precision: argumentPrecision(b))
        let bits = precision
        let inner = MPCComputation.inner(bits)
        switch operation {
        case .add: return try c.finish(c.binary(x, y, bits: bits, mpc_add))
        case .subtract: return try c.finish(c.binary(x, y, bits: bits, mpc_sub))
        case .multiply: return try c.finish(c.binary(x, y, bits: bits, mpc_mul))
        case .divide:
            if y.isZero { throw x.isZero ? .invalidOperation : .divisionByZero }
            return try c.finish(c.binary(x, y, bits: bits, mpc_div))
        case .power: return try c.finish(c.power(x, y, bits: bits))
        case .reversedPower: return try c.finish(c.power(y, x, bits: bits))
        case .root:
            if y.isZero { throw .invalidOperation }
            if y.isReal, mpfr_cmp_ui(y.real, 2) == 0 { return try c.finish(c.unary(x, bits: bits, mpc_sqrt)) }
            // No y-th root in MPC: a^(1/y), 1/y at the inner precision.
            let exponent = try c.reciprocal(y, bits: inner)
            return try c.finish(c.power(x, exponent, bits: bits))
        case .logarithm:
            // No log base y in MPC: ln a / ln y, the logarithms at the inner precision.
            if x.isZero || y.isZero { throw .invalidOperation }
            let numerator = c.unary(x, bits: inner, mpc_log)
            let denominator = c.unary(y, bits: inner, mpc_log)
            if denominator.isZero { throw .divisionByZero }
            return try c.finish(c.binary(numerator, denominator, bits: bits, mpc_div))
        case .scaleByPowerOfTen, .polar, .modularPower, .modulo, .combinations, .permutations, .minimum, .maximum, .gcd,
            .lcm,
            .hypot, .and, .or, .xor, .nand, .nor, .xnor, .shiftLeft, .shiftRightArithmetic, .shiftRightLogical:
            preconditionFailure("handled above")
        }
    }

    /// f(z) on a complex value through GNU MPC (angles in `angle` units), and whether the result is exact.
    ///
    /// Principal branches as the shared formulas give them (`ComplexArithmetic`): a zero part counts as
    /// +0, so ln(−1) = πi where MPC (C99 Annex G) would give −πi for −1 − 0i, and on the real axis beyond
    /// ±1 asin, acos and atanh take the side mpmath and GNOME Calculator take.
    public func complexApply(
        _ function: UnaryFunction, to z: ComplexValue<MPFRValue>, angle: AngleUnit, exactArgument: Bool
    ) throws(ArithmeticError) -> (value: ComplexValue<MPFRValue>, isExact: Bool, partsAreCorrectlyRounded: Bool) {
        if function.isExactOnComplexValues || (isZero(z.imaginary) && function.staysRealOnReals) {
            return try formulaComplexApply(function, to: z, angle: angle, exactArgument: exactArgument)
        }
        if function.hasNoComplexMeaning { throw .invalidOperation }
        try checkMemory(MPFRMemoryBudget.Work(function))
        if function.slowsOnTinyParts { try checkPartExponents(z, inverse: function.slowsOnHugeParts) }
        // (After this precision's limits: the wider backend's are wider.)
        if let wide = widerBackend(for: z) {
            return roundedToPrecision(
                try wide.complexApply(function, to: z, angle: angle, exactArgument: exactArgument), from: wide)
        }
        var c = MPCComputation(backend: self, isExact: exactArgument)
        let x = MPCVariable(z, precision: argumentPrecision(z))
        let bits = precision
        if let form = function.reciprocalForm {
            let inner = MPCComputation.inner(bits)
            if form.invertsArgument {
                // f(1/z), 1/z at the inner precision, or wider near f's branch points.
                let w = try c.reciprocal(x, bits: inner, nearBranchPointsOf: form.base)
                return try c.finish(c.apply(form.base, w, angle: angle, bits: bits))
            }
            // cot and coth far from the axis at once (MPC's 1/(ε ± i) works at the parts' spread).
            if form.base == .tan || form.base == .tanh,
                let far = try c.tangentFarFromTheAxis(
                    x, hyperbolic: form.base == .tanh, reciprocal: true, angle: angle, bits: bits)
            {
                return try c.finish(far)
            }
            // 1/f(z), f at the inner precision.
            let w = try c.apply(form.base, x, angle: angle, bits: inner)
            // (No step before f's own rounded: f was one MPC function of z as given.)
            let fIsOneRounding = !c.hasRoundedInnerStep
            let result = try c.reciprocal(w, bits: bits)
            // In radians (or for sech, csch and coth) f is one MPC function, correctly rounded 64 bits beyond the result, and 1/w's
            // parts are well conditioned in w's: each part of the result is within its last digit of
            // 1/f(z), as a correctly rounded function's are, so the residue rule moves only the inexact
            // parts of z (csc(1e14+1e-20i) keeps its 2.2e-19i; moving the exact 1e14 dropped it).
            if angle.unitsPerTurn == nil || !form.base.usesAngleUnit, fIsOneRounding { c.hasRoundedInnerStep = false }
            return try c.finish(result)
        }
        return try c.finish(c.apply(function, x, angle: angle, bits: bits))
    }

    /// The precision an argument enters MPC with: this backend's, or its parts' when wider, so that a
    /// part the exact backend gives wider than the result (a rational to its width and 64 bits more,
    /// `ExactBackend.operand`) reaches MPC as given: sin(4.861e285 + 1.6678i) needs every bit of the
    /// 4.861e285 (rounded to 256 bits, its sine had no correct digit).
    func argumentPrecision(_ z: ComplexValue<MPFRValue>) -> Int {
        max(precision, z.real.precision, z.imaginary.precision)
    }

    /// This backend at the width of the wider part of a function's argument when that is wider than its
    /// precision (the exact backend hands MPC a rational to its width and 64 bits more), else nil. The
    /// function is then computed at that width and rounded (``roundedToPrecision(_:from:)``): MPC's log of
    /// a 1,400-bit argument rounded to 256 bits lost the real part of ln(−1 − 1/(3·10¹⁰⁰) + 10⁻³⁰⁰i), and
    /// 1/z of a composed inverse key near its branch point was capped for 256-bit parts (acoth of
    /// 1 − 1/(3·10³⁰⁰⁰) was `Error`).
    func widerBackend(for z: ComplexValue<MPFRValue>) -> MPFRBackend? {
        guard !isIEEEMode else { return nil }
        let width = min(argumentPrecision(z), Self.precisionRange.upperBound)
        return width > precision ? MPFRBackend(validPrecision: width) : nil
    }

    /// A result of `wide` (``widerBackend(for:)``) rounded to this precision: exact when it was and both
    /// parts round exactly, and each part correctly rounded when Ziv's test says so (the wide part is
    /// within half an ulp of its width, or two for a composed key).
    func roundedToPrecision(
        _ result: (value: ComplexValue<MPFRValue>, isExact: Bool, partsAreCorrectlyRounded: Bool),
        from wide: MPFRBackend
    ) -> (value: ComplexValue<MPFRValue>, isExact: Bool, partsAreCorrectlyRounded: Bool) {
        let correctBits = wide.precision - (result.partsAreCorrectlyRounded ? 1 : 2)
        var isExact = result.isExact
        var canRound = true
        func rounded(_ part: MPFRValue) -> MPFRValue {
            var value = MPFRValue(precision: precision)
            let ternary = value.withMutableMPFRPointer { target in
                part.withMPFRPointer { source in
                    if mpfr_regular_p(source) != 0,
                        mpfr_can_round(
                            source, mpfr_exp_t(correctBits), MPFR_RNDN, MPFR_RNDZ, mpfr_prec_t(precision + 1)) == 0
                    {
                        canRound = false
                    }
                    return MPFRExponentRange.standard.run { mpfr_set(target, source, MPFR_RNDN) }
                }
            }
            if ternary != 0 { isExact = false }
            return value
        }
        let value = ComplexValue(real: rounded(result.value.real), imaginary: rounded(result.value.imaginary))
        return (value, isExact, result.isExact || canRound)
    }

    /// A nonzero part of the argument of a complex function (`UnaryFunction.slowsOnTinyParts`) or of
    /// a complex power may not be below 2^−this, or 2^−precision when that is smaller. MPC rounds a result
    /// part that lies a hair from a simple value (asin(0.5 + εi) = π/6 + 1.15εi, cos(ε + εi) = 1 − 2ε²i)
    /// by raising its working precision to about the exponent of ε, in time that grows with its cube: at
    /// 256 bits, asin(0.5 + 10⁻¹⁰⁰⁰i) took 0.9 s, 10⁻³⁰⁰⁰i 13.6 s, and a fuzzed power with a part of
    /// 10⁻⁵¹⁶⁸⁰⁷² ran for seven minutes. `Error` instead, as for the other keys that would not finish in
    /// bounded time; within the limits the slowest function measured takes about 0.3 s (a power near the
    /// sine's limit up to 4 s). The inverse functions (`UnaryFunction.slowsOnHugeParts`) take the same
    /// limit above: acot(2 + 10²⁰⁰⁰⁰i) ran for minutes.
    public static let complexPartExponentLimit = 2_048

    /// The two nonzero parts of a complex power's base or exponent may not differ by more than 2^this in
    /// magnitude (or 2^precision when that is larger). MPC's aᵇ works at about the spread of the parts
    /// above the precision: at 256 bits (1e19728+i)³ took 0.36 s, 1e78914 2.2 s, 1e157828 5.2 s,
    /// (1e1000000+i)³ 36 s and i^(1e70000+1e−600i) 7.5 s. `Error` instead, as for the other keys that would
    /// not finish in bounded time. The exponents 1 … 16, −1 and ½ take exact terms, a, 1/a and √a, at any spread.
    public static let complexPowerSpreadLimit = 65_536

    /// Im(b ln a) of a complex power aᵇ (10ᶻ and 2ᶻ included) may not be above 2^(this / precision), or
    /// 2^64 when that is larger (and never beyond the sine's limit, 2^262128): `mpc_pow` reduces the
    /// angle at about that many bits more than the precision, in time that grows with both
    /// (2^(i·2^65000) took 0.24 s at 256 bits, 2.8 s at 4,096 and 72 s at 65,536; 2^(i·2^262000) 1.9 s at
    /// 256 bits), where `exp` takes 0.05 s. So at 256 bits the limit is 2^65536, at 4,096 bits 2^4096.
    public static let complexPowerAngleBudget = 1 << 24

    /// The inverse functions (`UnaryFunction.slowsOnHugeParts`) take longer on a tiny part the higher the
    /// precision: a part of 2^−e costs them about e × precision, so e may not exceed this divided by the
    /// precision (nor ``complexPartExponentLimit``; at least 64). asin(0.5 + 10⁻⁹⁸⁶⁰i) took 85 s at 32,768
    /// bits and 10⁻³⁰⁰i 4.5 s at 65,536, where 10⁻³⁸i (the limit there, 2⁻¹²⁸) takes 0.7 s, and
    /// 10⁻⁶⁰⁰i (2⁻²⁰⁴⁸) at 4,096 bits 0.3 s; asin(0.5 + 0.1i) takes 0.1 s at 65,536 bits.
    public static let inverseFunctionTinyPartBudget = 1 << 23

    /// Throws ``ArithmeticError/overflow`` (a work limit, as the real keys' are) when a nonzero part of `z`
    /// is below 2^−``complexPartExponentLimit`` (or 2^−precision when smaller) or, for an `inverse`
    /// function (`UnaryFunction.slowsOnHugeParts`), below 2^−(``inverseFunctionTinyPartBudget``/precision)
    /// when that is larger (at least 2^−64) and above 2^``complexPartExponentLimit`` (or 2^precision when
    /// larger).
    func checkPartExponents(_ z: ComplexValue<MPFRValue>, inverse: Bool) throws(ArithmeticError) {
        let limit = max(Self.complexPartExponentLimit, precision)
        let tinyLimit = inverse ? min(limit, max(Self.inverseFunctionTinyPartBudget / precision, 64)) : limit
        for part in [z.real, z.imaginary] {
            let outside = part.withMPFRPointer { pointer in
                guard mpfr_regular_p(pointer) != 0 else { return false }
                let exponent = mpfr_get_exp(pointer)
                return exponent < -tinyLimit || (inverse && exponent > limit)
            }
            if outside { throw .overflow }
        }
    }

    /// Throws when `work` at this (huge) precision needs more memory than the process can get
    /// (`MPFRMemoryBudget`; a complex value has two parts, and composed keys work 64 bits wider).
    func checkMemory(_ work: MPFRMemoryBudget.Work) throws(ArithmeticError) {
        guard precision >= MPFRMemoryBudget.checkedPrecision else { return }
        if !MPFRMemoryBudget.admits(work, precision: 2 * MPCComputation.inner(precision)) {
            throw .invalidOperation
        }
    }
}

extension UnaryFunction {
    /// re, im and conj: exact on any complex value, so the shared formulas compute them.
    var isExactOnComplexValues: Bool { self == .realPart || self == .imaginaryPart || self == .conjugate }

    /// x!, n!!, floor, ceil, round, trunc, frac and sign: no value at a non-real argument here.
    var hasNoComplexMeaning: Bool {
        switch self {
        case .factorial, .gamma, .floor, .ceil, .doubleFactorial, .round, .trunc, .frac, .sign: true
        case .squareRoot, .square, .cube, .cubeRoot, .reciprocal, .exp, .exp10, .exp2, .log, .log10, .log2, .sin,
            .cos, .tan, .asin, .acos, .atan, .sinh, .cosh, .tanh, .asinh, .acosh, .atanh, .abs, .realPart,
            .imaginaryPart, .conjugate, .argument, .sec, .csc, .cot, .asec, .acsc, .acot, .sech, .csch, .coth,
            .asech, .acsch, .acoth:
            false
        }
    }

    /// Whether MPC can take long on an argument with a tiny part (``MPFRBackend/complexPartExponentLimit``):
    /// every complex function but the roots, powers and logarithms that MPC computes directly.
    var slowsOnTinyParts: Bool {
        switch self {
        case .squareRoot, .square, .cube, .reciprocal, .abs, .argument, .log, .log10, .log2, .realPart,
            .imaginaryPart, .conjugate, .factorial, .gamma, .floor, .ceil, .doubleFactorial, .round, .trunc, .frac,
            .sign:
            false
        case .cubeRoot, .exp, .exp10, .exp2, .sin, .cos, .tan, .asin, .acos, .atan, .sinh, .cosh, .tanh, .asinh,
            .acosh, .atanh, .sec, .csc, .cot, .asec, .acsc, .acot, .sech, .csch, .coth, .asech, .acsch, .acoth:
            true
        }
    }

    /// Whether MPC can also take long on an argument with a huge part: the inverse trigonometric and
    /// hyperbolic functions (acos(10²⁰⁰⁰⁰ + i) took 13 s).
    var slowsOnHugeParts: Bool {
        switch self {
        case .asin, .acos, .atan, .asinh, .acosh, .atanh, .asec, .acsc, .acot, .asech, .acsch, .acoth: true
        case .squareRoot, .square, .cube, .reciprocal, .abs, .argument, .log, .log10, .log2, .realPart,
            .imaginaryPart, .conjugate, .factorial, .gamma, .floor, .ceil, .doubleFactorial, .round, .trunc, .frac,
            .sign,
            .cubeRoot, .exp, .exp10, .exp2, .sin, .cos, .tan, .sinh, .cosh, .tanh, .sec, .csc, .cot, .sech, .csch,
            .coth:
            false
        }
    }

    /// Whether the function's value at every real argument in its domain is real, so that a real argument
    /// takes the real function (exact where it is, in degrees without scaling by a rounded π/180).
    var staysRealOnReals: Bool {
        switch self {
        case .sin, .cos, .tan, .sec, .csc, .cot, .exp, .exp10, .exp2, .sinh, .cosh, .tanh, .sech, .csch, .coth,
            .atan, .acot, .asinh, .acsch, .cubeRoot, .square, .cube, .reciprocal, .abs:
            true
        case .squareRoot, .log, .log10, .log2, .asin, .acos, .acosh, .atanh, .asec, .acsc, .asech, .acoth,
            .factorial, .gamma, .floor, .ceil, .doubleFactorial, .round, .trunc, .frac, .sign, .realPart,
            .imaginaryPart,
            .conjugate, .argument:
            false
        }
    }
}

extension MPCComputation {
    /// f(z) rounded to `bits` (f has no reciprocal form; angles in `angle` units).
    mutating func apply(_ function: UnaryFunction, _ z: borrowing MPCVariable, angle: AngleUnit, bits: Int)
        throws(ArithmeticError) -> MPCVariable
    {
        let inner = Self.inner(bits)
        switch function {
        case .squareRoot: return unary(z, bits: bits, mpc_sqrt)
        case .square: return unary(z, bits: bits, mpc_sqr)
        case .cube:
            if let cube = naturalPower(z, 3, bits: bits) { return cube }
            let source = z.pointer
            return step(bits: bits) { mpc_pow_ui($0, source, 3, Self.nearest) }
        case .cubeRoot:
            // No cube root in MPC: the principal z^(1/3), 1/3 at the inner precision. mpc_pow_fr works at
            // the spread of z's parts, as aᵇ does (∛(7e200000+2i) took 6.9 s).
            try Self.checkPartSpread(z, bits: bits)
            var third = MPFRValue(precision: inner)
            third.withMutableMPFRPointer { target in
                _ = MPFRExponentRange.standard.run {
                    mpfr_set_ui(target, 1, MPFR_RNDN)
                    return mpfr_div_ui(target, target, 3, MPFR_RNDN)
                }
            }
            isExact = false
            hasRoundedInnerStep = true
            let source = z.pointer
            var result = MPCVariable(precision: bits)
            third.withMPFRPointer { t in record(&result) { mpc_pow_fr($0, source, t, Self.nearest) } }
            return result
        case .reciprocal: return try reciprocal(z, bits: bits)
        case .exp:
            try Self.checkTrigonometricPart(z.imaginary)
            return unary(z, bits: bits, mpc_exp)
        // 10ᶻ and 2ᶻ: the power of the exact base (its exact paths and limits), decided at once when the
        // modulus is far outside MPFR's range.
        case .exp10, .exp2:
            if let beyondRange = try exponentialBeyondRange(z, bits: bits) { return beyondRange }
            return try power(constant(function == .exp10 ? 10 : 2), z, bits: bits)
        case .log:
            if z.isZero { throw .invalidOperation }
            return unary(z, bits: bits, mpc_log)
        case .log10:
            if z.isZero { throw .invalidOperation }
            return unary(z, bits: bits, mpc_log10)
        case .log2:
            // No log₂ in MPC: ln z / ln 2, ln z at the inner precision.
            if z.isZero { throw .invalidOperation }
            let l = unary(z, bits: inner, mpc_log)
            return scaled(l, bits: bits) { target in
                _ = mpfr_const_log2(target, MPFR_RNDN)
                _ = mpfr_ui_div(target, 1, target, MPFR_RNDN)
            }
        case .sin:
            try Self.checkTrigonometricPart(z.real)
            return trigonometric(z, angle: angle, bits: bits, mpc_sin)
        case .cos:
            try Self.checkTrigonometricPart(z.real)
            return trigonometric(z, angle: angle, bits: bits, mpc_cos)
        case .tan:
            if let far = try tangentFarFromTheAxis(z, hyperbolic: false, angle: angle, bits: bits) { return far }
            try Self.checkTangentPart(
                z.imaginary, radiansPerUnit: angle.unitsPerTurn.map { 2 * Double.pi / Double($0) } ?? 1)
            return trigonometric(z, angle: angle, bits: bits, mpc_tan)
        case .asin: return inverseTrigonometric(belowRealCut(z), angle: angle, bits: bits, mpc_asin)
        case .acos: return inverseTrigonometric(belowRealCut(z), angle: angle, bits: bits, mpc_acos)
        case .atan:
            if z.isReal == false, mpfr_zero_p(z.real) != 0, mpfr_cmpabs_ui(z.imaginary, 1) == 0 {
                throw .divisionByZero
            }
            return inverseTrigonometric(leftOfImaginaryCut(z), angle: angle, bits: bits, mpc_atan)
        case .sinh:
            try Self.checkTrigonometricPart(z.imaginary)
            return unary(z, bits: bits, mpc_sinh)
        case .cosh:
            try Self.checkTrigonometricPart(z.imaginary)
            return unary(z, bits: bits, mpc_cosh)
        case .tanh:
            if let far = try tangentFarFromTheAxis(z, hyperbolic: true, angle: .radians, bits: bits) { return far }
            try Self.checkTangentPart(z.real, radiansPerUnit: 1)
            return unary(z, bits: bits, mpc_tanh)
        case .asinh: return unary(leftOfImaginaryCut(z), bits: bits, mpc_asinh)
        case .acosh: return unary(z, bits: bits, mpc_acosh)
        case .atanh:
            if z.isReal, mpfr_cmpabs_ui(z.real, 1) == 0 { throw .divisionByZero }
            return unary(belowRealCut(z), bits: bits, mpc_atanh)
        case .abs:
            let source = z.pointer
            return step(bits: bits) { target in
                let ternary = mpc_abs(cmpfr_mpc_real(target), source, MPFR_RNDN)
                mpfr_set_zero(cmpfr_mpc_imaginary(target), 1)
                return cmpfr_mpc_inex(ternary, 0)
            }
        case .argument: return try argument(z, angle: angle, bits: bits)
        case .realPart, .imaginaryPart, .conjugate, .sec, .csc, .cot, .asec, .acsc, .acot, .sech, .csch, .coth,
            .asech, .acsch, .acoth:
            preconditionFailure("\(function) is computed before MPC's functions")
        case .factorial, .gamma, .floor, .ceil, .doubleFactorial, .round, .trunc, .frac, .sign:
            throw .invalidOperation
        }
    }

    /// A trigonometric function of z in `angle` units: in degrees (gradians) z × π/180 (π/200) at the
    /// inner precision first.
    mutating func trigonometric(
        _ z: borrowing MPCVariable, angle: AngleUnit, bits: Int, _ f: (mpc_ptr, mpc_srcptr, mpc_rnd_t) -> Int32
    ) -> MPCVariable {
        guard let turn = angle.unitsPerTurn else { return unary(z, bits: bits, f) }
        let radians = scaled(z, bits: Self.inner(bits)) { target in
            _ = mpfr_const_pi(target, MPFR_RNDN)
            _ = mpfr_div_ui(target, target, UInt(turn / 2), MPFR_RNDN)
        }
        return unary(radians, bits: bits, f)
    }

    /// An inverse trigonometric function in `angle` units: in degrees or gradians computed at the inner
    /// precision and then scaled by 180/π or 200/π.
    mutating func inverseTrigonometric(
        _ z: borrowing MPCVariable, angle: AngleUnit, bits: Int, _ f: (mpc_ptr, mpc_srcptr, mpc_rnd_t) -> Int32
    ) -> MPCVariable {
        guard angle.unitsPerTurn != nil else { return unary(z, bits: bits, f) }
        return inUnit(unary(z, bits: Self.inner(bits), f), angle: angle, bits: bits)
    }

    /// An angle in radians (at the inner precision) in `angle` units (half a turn over π), rounded to
    /// `bits`; itself in radians.
    mutating func inUnit(_ z: consuming MPCVariable, angle: AngleUnit, bits: Int) -> MPCVariable {
        guard let turn = angle.unitsPerTurn else { return z }
        return scaled(z, bits: bits) { target in
            _ = mpfr_const_pi(target, MPFR_RNDN)
            _ = mpfr_ui_div(target, UInt(turn / 2), target, MPFR_RNDN)
        }
    }

    /// arg z in `angle` units (`mpc_arg`, a zero imaginary part counting as +0): exact on the axes in
    /// degrees and gradians (0, 90, 180, −90; 0, 100, 200, −100); arg 0 is undefined.
    mutating func argument(_ z: borrowing MPCVariable, angle: AngleUnit, bits: Int) throws(ArithmeticError)
        -> MPCVariable
    {
        if z.isZero { throw .invalidOperation }
        let onRealAxis = z.isReal
        if onRealAxis && mpfr_sgn(z.real) > 0 { return step(bits: bits) { mpc_set_ui($0, 0, Self.nearest) } }
        if let turn = angle.unitsPerTurn, onRealAxis || mpfr_zero_p(z.real) != 0 {
            let axis: Int = onRealAxis ? turn / 2 : mpfr_sgn(z.imaginary) < 0 ? -turn / 4 : turn / 4
            return step(bits: bits) { mpc_set_si($0, axis, Self.nearest) }
        }
        let source = z.pointer
        let radiansBits = angle.unitsPerTurn != nil ? Self.inner(bits) : bits
        let radians = step(bits: radiansBits) { target in
            let ternary = mpc_arg(cmpfr_mpc_real(target), source, MPFR_RNDN)
            mpfr_set_zero(cmpfr_mpc_imaginary(target), 1)
            return cmpfr_mpc_inex(ternary, 0)
        }
        return inUnit(radians, angle: angle, bits: bits)
    }

    // With every zero part +0, MPC (C99 Annex G) takes the side of a branch cut that the shared formulas
    // (and mpmath, and GNOME Calculator) take, except for asin, acos and atanh of a real x > 1 (they take
    // the side Im < 0: asin 2 = π/2 − 1.3169…i) and atan and asinh of iy with y < −1 (the side Re < 0:
    // asinh(−2i) = −1.3169… − πi/2). There the zero part is given to MPC as −0.

    /// z, or for a real z > 1 z − 0i: asin, acos and atanh there take the values from below the cut.
    func belowRealCut(_ z: borrowing MPCVariable) -> MPCVariable {
        let result = copy(z)
        if z.isReal, mpfr_cmp_ui(z.real, 1) > 0 { mpfr_set_zero(result.imaginary, -1) }
        return result
    }

    /// z, or for z = iy with y < −1 −0 + iy: atan and asinh there take the values from the left of the cut.
    func leftOfImaginaryCut(_ z: borrowing MPCVariable) -> MPCVariable {
        let result = copy(z)
        if mpfr_zero_p(z.real) != 0, mpfr_cmp_si(z.imaginary, -1) < 0 { mpfr_set_zero(result.real, -1) }
        return result
    }

    /// 1/z rounded to `bits` or more, as the argument of the inverse function `f` (asin, acos, atan,
    /// asinh, acosh or atanh: acsc z is asin(1/z)). Near f's branch points, ±1 (±i for atan and asinh),
    /// f magnifies the rounding of 1/z by about 1/|1 ∓ w²| (w = 1/z): acoth(1 + 2·10⁻⁴⁹i) lost the
    /// −4·10⁻⁹⁸ of Re w at 320 bits, and its imaginary part was 10 units off in the 50th digit. So 1/z is
    /// computed again with as many more bits as 1 ∓ w² has leading zeros (measured on w at the width it
    /// was computed with, until that width suffices; w² near ±1 is known to about 2^−width), up to
    /// 2 × `bits` + 8,256 (a part of z is never tinier than 2^−2048 here: `checkPartExponents`).
    mutating func reciprocal(
        _ z: borrowing MPCVariable, bits: Int, nearBranchPointsOf f: UnaryFunction
    ) throws(ArithmeticError) -> MPCVariable {
        let imaginaryBranchPoints = f == .atan || f == .asinh
        let cap = 2 * bits + 4 * MPFRBackend.complexPartExponentLimit + 64
        var width = bits
        var w = try reciprocal(z, bits: width)
        while w.ternary != 0, width < cap {
            // w² ∓ 1 at w's width: its exponent says how near w is to a branch point.
            let distance = MPCVariable(precision: width)
            let nearest = Self.nearest
            let source = w.pointer
            _ = MPFRExponentRange.standard.run {
                _ = mpc_sqr(distance.pointer, source, nearest)
                return imaginaryBranchPoints
                    ? mpc_add_ui(distance.pointer, distance.pointer, 1, nearest)
                    : mpc_sub_ui(distance.pointer, distance.pointer, 1, nearest)
            }
            var leadingZeros = width
            for part in [distance.real, distance.imaginary] where mpfr_zero_p(part) == 0 {
                leadingZeros = min(leadingZeros, max(0, -Int(mpfr_get_exp(part))))
            }
            let needed = min(bits + leadingZeros + 8, cap)
            if needed <= width { break }
            width = max(needed, width + width / 2)
            w = try reciprocal(z, bits: min(width, cap))
        }
        return w
    }

    /// An exact copy of z.
    func copy(_ z: borrowing MPCVariable) -> MPCVariable {
        let result = MPCVariable(precision: z.precision)
        _ = MPFRExponentRange.standard.run { mpc_set(result.pointer, z.pointer, Self.nearest) }
        return result
    }
}
