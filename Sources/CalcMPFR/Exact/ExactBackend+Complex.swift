import CMPFR
import CalcNumerics

/// Complex keys on the exact backend: Gaussian rationals wherever the result is one, and otherwise
/// MPFR's own complex path (``MPFRBackend``'s GNU MPC functions at this backend's precision, each part
/// correctly rounded), so that an irrational complex result is what `--backend mpfr` gives.
///
/// The shared formulas (`formulaComplexApply`) compute + − × ÷, r∠θ, a × 10ᵇ, re, im, conj and a real
/// argument whose result stays real (sin 30° is exactly 0.5), as before; integer powers, x², x³, 1/x,
/// √, |z|, arg and the square root and ±1st roots are tried there first on exact operands, and kept when
/// they came out exact (`(3+4i)^(-3)`, `√(3+4i)` = 2+i). Everything else, and those when not exact,
/// goes to MPC: its logarithm and inverse functions keep each part's digits where the formulas' rounded
/// steps cancelled (ln(4e−29 − i) has real part 8e−58, not 7.999…9926e−58).
extension ExactBackend {
    /// `a op b`: the Gaussian result of the shared formulas where it is exact, else MPFR's (MPC's).
    public func complexApply(
        _ operation: BinaryOperation, _ a: ComplexValue<ExactValue>, _ b: ComplexValue<ExactValue>,
        angle: AngleUnit, exactOperands: Bool
    ) throws(ArithmeticError) -> (value: ComplexValue<ExactValue>, isExact: Bool, partsAreCorrectlyRounded: Bool) {
        switch operation {
        case .add, .subtract, .multiply, .divide, .scaleByPowerOfTen, .polar, .modularPower, .modulo, .combinations,
            .permutations,
            .minimum, .maximum, .gcd, .lcm, .hypot, .and, .or, .xor, .nand, .nor, .xnor, .shiftLeft,
            .shiftRightArithmetic, .shiftRightLogical:
            return try formulaComplexApply(operation, a, b, angle: angle, exactOperands: exactOperands)
        case .power, .reversedPower, .root, .logarithm:
            break
        }
        if isExact(a), isExact(b), mayBeGaussian(operation, a, b) {
            let result = try formulaComplexApply(operation, a, b, angle: angle, exactOperands: true)
            if result.isExact { return result }
        }
        var b = b
        if operation == .power, let reduced = exponentModuloFour(of: a, b) { b = reduced }
        let representable = isRepresentable(a) && isRepresentable(b)
        let result = try approximation.complexApply(
            operation, operand(a), operand(b), angle: angle, exactOperands: exactOperands && representable)
        return fromApproximation(result)
    }

    /// f(z): the Gaussian result of the shared formulas where it is exact, else MPFR's (MPC's).
    public func complexApply(
        _ function: UnaryFunction, to z: ComplexValue<ExactValue>, angle: AngleUnit, exactArgument: Bool
    ) throws(ArithmeticError) -> (value: ComplexValue<ExactValue>, isExact: Bool, partsAreCorrectlyRounded: Bool) {
        if function.isExactOnComplexValues || function.hasNoComplexMeaning
            || (isZero(z.imaginary) && function.staysRealOnReals)
        {
            return try formulaComplexApply(function, to: z, angle: angle, exactArgument: exactArgument)
        }
        if isExact(z), function.mayBeGaussian {
            let result = try formulaComplexApply(function, to: z, angle: angle, exactArgument: true)
            if result.isExact { return result }
        }
        let representable = isRepresentable(z)
        let result = try approximation.complexApply(
            function, to: operand(z), angle: angle, exactArgument: exactArgument && representable)
        return fromApproximation(result)
    }

    /// For a unit base (±1, ±i, exactly) and an exact real exponent, the exponent mod 4, exactly: the powers
    /// of a unit repeat every 4, and MPC would otherwise take the exponent rounded to the precision
    /// (`i^(10^100 + 0.5)` is i^0.5, not 1); nil otherwise.
    func exponentModuloFour(of a: ComplexValue<ExactValue>, _ b: ComplexValue<ExactValue>) -> ComplexValue<ExactValue>?
    {
        guard isExact(a), isExact(b), isZero(b.imaginary) else { return nil }
        guard isUnit(a) else { return nil }
        return ComplexValue(real: apply(.modulo, b.real, value(4)), imaginary: b.imaginary)
    }

    /// Whether both parts are exact rationals.
    func isExact(_ z: ComplexValue<ExactValue>) -> Bool { z.real.isExact && z.imaginary.isExact }

    /// Whether the shared formulas can give `a op b` exactly: a power with an integer exponent, a square
    /// root or a ±1st root (the other roots and logarithms of Gaussian rationals are irrational).
    func mayBeGaussian(_ operation: BinaryOperation, _ a: ComplexValue<ExactValue>, _ b: ComplexValue<ExactValue>)
        -> Bool
    {
        switch operation {
        case .power: return isZero(b.imaginary) && isInteger(b.real)
        case .reversedPower: return isZero(a.imaginary) && isInteger(a.real)
        case .root:
            guard isZero(b.imaginary), case .exact(let degree) = b.real else { return false }
            return degree == Rational(2) || degree == Rational(1) || degree == Rational(-1)
        case .add, .subtract, .multiply, .divide, .scaleByPowerOfTen, .polar, .modularPower, .logarithm, .modulo,
            .combinations,
            .permutations, .minimum, .maximum, .gcd, .lcm, .hypot, .and, .or, .xor, .nand, .nor, .xnor, .shiftLeft,
            .shiftRightArithmetic, .shiftRightLogical:
            return false
        }
    }

    /// Both parts as the argument of MPC's functions (``operand(_:)-(ExactValue)``: a rational to its width and
    /// 64 bits beyond the precision, as the real keys take it), so that a huge exact part is reduced by
    /// turns as given, and MPC rounds the result once.
    func operand(_ z: ComplexValue<ExactValue>) -> ComplexValue<MPFRValue> {
        ComplexValue(real: operand(z.real), imaginary: operand(z.imaginary))
    }

    /// Whether each part is its MPFR value at this backend's precision exactly (an approximation is; a
    /// rational such as 1/3 is not), so that an exact result of MPC is exact for the operand as given.
    func isRepresentable(_ z: ComplexValue<ExactValue>) -> Bool {
        func isRepresentable(_ part: ExactValue) -> Bool {
            guard case .exact(let r) = part else { return true }
            let m = approximate(r)
            return r.withMPQPointer { q in m.withMPFRPointer { mpfr_cmp_q($0, q) == 0 } }
        }
        return isRepresentable(z.real) && isRepresentable(z.imaginary)
    }

    /// How MPC receives `part`: an approximation as it is, and an exact rational to its own width and 64
    /// bits beyond the precision (`operand(_:)`), so within 2^−(P + width + 64) of it, or
    /// exactly. The residue rule moves it by that much to tell noise, where rounded to 256 bits it moved
    /// by 2^(8−256): `acos(1+1/(3*10^300))` keeps its imaginary part 8.16e−151 (the argument was 1).
    public func complexFunctionRounding(of part: ExactValue) -> Int? {
        guard case .exact(let r) = part else { return nil }
        let m = operand(part)
        let isExactly = r.withMPQPointer { q in m.withMPFRPointer { mpfr_cmp_q($0, q) == 0 } }
        return isExactly ? nil : -(m.precision - 1)
    }

    /// MPFR's complex result as this backend's: exact rationals when MPC found it exact, else
    /// approximations, correctly rounded part by part for the operands as MPC received them.
    func fromApproximation(
        _ result: (value: ComplexValue<MPFRValue>, isExact: Bool, partsAreCorrectlyRounded: Bool)
    ) -> (value: ComplexValue<ExactValue>, isExact: Bool, partsAreCorrectlyRounded: Bool) {
        func part(_ m: MPFRValue) -> ExactValue {
            guard result.isExact else { return .approximate(m) }
            return exact(Rational.make { q in m.withMPFRPointer { mpfr_get_q(q, $0) } })
        }
        let value = ComplexValue(real: part(result.value.real), imaginary: part(result.value.imaginary))
        return (value, result.isExact, result.partsAreCorrectlyRounded)
    }
}

extension UnaryFunction {
    /// x², x³, 1/x, √, |z| and arg: the functions whose value at a Gaussian rational the shared formulas can
    /// give exactly (√(3+4i) = 2+i, |3+4i| = 5, arg i = 90°).
    var mayBeGaussian: Bool {
        switch self {
        case .square, .cube, .reciprocal, .squareRoot, .abs, .argument: true
        case .cubeRoot, .exp, .exp10, .exp2, .log, .log10, .log2, .sin, .cos, .tan, .asin, .acos, .atan, .sinh, .cosh,
            .tanh, .asinh, .acosh, .atanh, .realPart, .imaginaryPart, .conjugate, .factorial, .gamma, .floor, .ceil,
            .doubleFactorial, .round, .trunc, .frac, .sign, .sec, .csc, .cot, .asec, .acsc, .acot, .sech, .csch,
            .coth, .asech, .acsch, .acoth:
            false
        }
    }
}
