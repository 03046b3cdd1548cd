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
