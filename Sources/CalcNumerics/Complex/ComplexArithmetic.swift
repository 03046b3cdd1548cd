/// Complex arithmetic on a backend's values: every key on complex arguments, with principal values.
///
/// ``NumericBackend`` refines this protocol, and every requirement has a default written once on the
/// backend's own real operations (`ComplexEvaluator`), so that each backend computes complex results
/// with its own precision and exactness: binary64 pairs on `Binary64Backend`, Gaussian rationals on
/// `ExactBackend` (+ − × ÷ and integer powers exact). A backend replaces a requirement where it has
/// something better (binary64's `atan2`; `MPFRBackend` computes complex keys with GNU MPC, each part
/// correctly rounded), or refuses complex values (``ProgrammerBackend``, the verified backends).
///
/// Principal branches: Im(ln z) ∈ (−π, π]; √z has Re ≥ 0 (Im ≥ 0 on the negative real axis); a zero
/// imaginary part counts as +0 whatever its sign, so ln(−1) = πi and √−4 = 2i; the inverse functions are
/// their textbook logarithmic forms on those branches (asin 2 = π/2 − 1.3169…i, acosh −2 = 1.3169… + πi,
/// as mpmath and GNOME Calculator give them).
public protocol ComplexArithmetic: BackendElementaryFunctions {
    /// `a op b` on complex values (θ of ``BinaryOperation/polar`` in `angle` units), whether the result
    /// is exact, given whether the operands are, and whether each of its parts is the exact part for the
    /// operands as given, correctly rounded (an exact result, or one GNU MPC function; not a composed key or
    /// the shared formulas, whose inner roundings can leave a tiny part as noise): a finite result, or why
    /// there is none.
    ///
    /// Operations with no complex meaning here (mod, nCr, nPr, min, max, gcd, lcm, hypot, the bitwise
    /// ones, and r∠θ or a × 10ᵇ with a non-real right operand) throw ``ArithmeticError/invalidOperation``.
    func complexApply(
        _ operation: BinaryOperation, _ a: ComplexValue<Value>, _ b: ComplexValue<Value>, angle: AngleUnit,
        exactOperands: Bool
    ) throws(ArithmeticError) -> (value: ComplexValue<Value>, isExact: Bool, partsAreCorrectlyRounded: Bool)

    /// f(z) on a complex value (angles in `angle` units: in degrees a trigonometric function scales the
    /// whole argument by π/180, an inverse one its result by 180/π; in gradians π/200 and 200/π), whether
    /// the result is exact, given
    /// whether `z` is, and whether each part is correctly rounded for `z` as given (as for
    /// ``complexApply(_:_:_:angle:exactOperands:)``).
    ///
    /// Functions with no complex meaning here (x!, n!!, floor, ceil, round, trunc, frac, sign) throw
    /// ``ArithmeticError/invalidOperation``; so does arg 0.
    func complexApply(_ function: UnaryFunction, to z: ComplexValue<Value>, angle: AngleUnit, exactArgument: Bool)
        throws(ArithmeticError) -> (value: ComplexValue<Value>, isExact: Bool, partsAreCorrectlyRounded: Bool)

    /// The angle of the point (x, y) in radians, in (−π, π]: atan2(y, x), with a zero `y` counted as +0
    /// (so the negative real axis has angle +π). NaN at the origin.
    func argument(y: Value, x: Value) -> Value

    /// How `part`, an exact part of a complex operand, reaches this backend's complex functions: nil when
    /// as it is (then a result reported with `partsAreCorrectlyRounded` is correctly rounded for it; the
    /// default), else the binary exponent e of its rounding there, within 2^e relatively. `ExactBackend`
    /// hands MPC a rational to its own width and 64 bits beyond the precision, which is the rational itself
    /// only for some (`1/2`, not `4e-100`), so a result part may carry that rounding: the residue rule
    /// moves such a part by that much to tell noise (ln(3/5 + 4/5i) has no real part), and by no more
    /// (acos(1 + 1/(3·10³⁰⁰)) keeps its 8.2e−151i).
    func complexFunctionRounding(of part: Value) -> Int?

    /// The imaginary unit i (the `i` key), or why this backend has no complex values: a backend that
    /// refuses them throws the error its ``complexApply(_:to:angle:exactArgument:)`` throws.
    func imaginaryUnit() throws(ArithmeticError) -> ComplexValue<Value>
}

extension NumericBackend {
    /// 0 + 1i.
    public func imaginaryUnit() throws(ArithmeticError) -> ComplexValue<Value> {
        ComplexValue(real: value(0), imaginary: value(1))
    }

    /// The complex operation as `ComplexEvaluator` computes it on this backend's real operations
    /// (``formulaComplexApply(_:_:_:angle:exactOperands:)``).
    public func complexApply(
        _ operation: BinaryOperation, _ a: ComplexValue<Value>, _ b: ComplexValue<Value>, angle: AngleUnit,
        exactOperands: Bool
    ) throws(ArithmeticError) -> (value: ComplexValue<Value>, isExact: Bool, partsAreCorrectlyRounded: Bool) {
        try formulaComplexApply(operation, a, b, angle: angle, exactOperands: exactOperands)
    }

    /// The complex function as `ComplexEvaluator` computes it on this backend's real operations
    /// (``formulaComplexApply(_:to:angle:exactArgument:)``).
    public func complexApply(
        _ function: UnaryFunction, to z: ComplexValue<Value>, angle: AngleUnit, exactArgument: Bool
    )
        throws(ArithmeticError) -> (value: ComplexValue<Value>, isExact: Bool, partsAreCorrectlyRounded: Bool)
    {
        try formulaComplexApply(function, to: z, angle: angle, exactArgument: exactArgument)
    }

    /// `a op b` by the shared formulas on this backend's real operations: the default of
    /// ``ComplexArithmetic/complexApply(_:_:_:angle:exactOperands:)``, and what a backend that computes complex values
    /// otherwise (MPFR's through GNU MPC) keeps for the operations it has nothing better for (r∠θ,
    /// a × 10ᵇ).
    public func formulaComplexApply(
        _ operation: BinaryOperation, _ a: ComplexValue<Value>, _ b: ComplexValue<Value>, angle: AngleUnit,
        exactOperands: Bool
    ) throws(ArithmeticError) -> (value: ComplexValue<Value>, isExact: Bool, partsAreCorrectlyRounded: Bool) {
        var evaluator = ComplexEvaluator(backend: self, isExact: exactOperands)
        let value = try evaluator.apply(operation, a, b, angle: angle)
        return (try evaluator.checked(value), evaluator.isExact, evaluator.isExact)
    }

    /// f(z) by the shared formulas on this backend's real operations: the default of
    /// ``ComplexArithmetic/complexApply(_:to:angle:exactArgument:)``, and what a backend that computes complex values
    /// otherwise keeps for the functions it has nothing better for (re, im, conj, and a real argument
    /// whose result stays real).
    public func formulaComplexApply(
        _ function: UnaryFunction, to z: ComplexValue<Value>, angle: AngleUnit, exactArgument: Bool
    )
        throws(ArithmeticError) -> (value: ComplexValue<Value>, isExact: Bool, partsAreCorrectlyRounded: Bool)
    {
        var evaluator = ComplexEvaluator(backend: self, isExact: exactArgument)
        let value = try evaluator.apply(function, z, angle: angle)
        return (try evaluator.checked(value), evaluator.isExact, evaluator.isExact)
    }

    /// Whether `z` is exactly 1, −1, i or −i: a unit, whose powers repeat every 4, so that an exponent of
    /// any size is taken mod 4 before anything rounds it.
    public func isUnit(_ z: ComplexValue<Value>) -> Bool {
        let one = value(1)
        return (isZero(z.imaginary) && isEqual(magnitude(z.real), one))
            || (isZero(z.real) && isEqual(magnitude(z.imaginary), one))
    }

    /// nil: the backend's complex functions take every part as it is.
    public func complexFunctionRounding(of part: Value) -> Int? { nil }

    /// atan2(y, x) from the backend's atan: atan(y/x) for x > 0, shifted by ±π for x < 0, ±π/2 on the
    /// imaginary axis.
    public func argument(y: Value, x: Value) -> Value {
        let yIsZero = isZero(y)
        if isZero(x) {
            if yIsZero { return quotient(value(0), value(0)) }
            let halfPi = scaled(pi, byPowerOfTwo: -1)
            return hasNegativeSign(y) ? negation(halfPi) : halfPi
        }
        if yIsZero { return hasNegativeSign(x) ? pi : value(0) }
        let t = apply(.atan, to: quotient(y, x), angle: .radians)
        if !hasNegativeSign(x) { return t }
        return hasNegativeSign(y) ? difference(t, pi) : sum(t, pi)
    }
}
