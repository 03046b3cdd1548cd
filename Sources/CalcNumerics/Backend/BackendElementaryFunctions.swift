/// The functions of a scientific calculator on a backend's values, and its constants.
///
/// Like ``BackendArithmetic``, these have IEEE semantics (NaN outside the domain, ±∞ at poles and on
/// overflow); the checked layer ``evaluate(_:_:angle:)`` classifies those results.
public protocol BackendElementaryFunctions: BackendArithmetic {
    /// f(x); angles are read and returned in `angle` units.
    ///
    /// In degrees the argument of sin, cos and tan is reduced modulo 360 exactly, and exact angles give
    /// exact results (sin 30 = 0.5, cos 90 = 0, tan 45 = 1, tan 90 = ±∞).
    func apply(_ function: UnaryFunction, to x: Value, angle: AngleUnit) -> Value

    /// π rounded to the backend's precision.
    var pi: Value { get }

    /// e rounded to the backend's precision.
    var e: Value { get }
}

extension BackendElementaryFunctions {
    /// A reciprocal function (``UnaryFunction/reciprocalForm``) from its base function and 1/x, with
    /// IEEE semantics: sec x = 1/cos x, asec x = acos(1/x).
    ///
    /// - Precondition: `function` has a reciprocal form.
    @inlinable
    public func applyReciprocalForm(_ function: UnaryFunction, to x: Value, angle: AngleUnit) -> Value {
        guard let form = function.reciprocalForm else { preconditionFailure("\(function) has no reciprocal form") }
        if form.invertsArgument {
            return apply(form.base, to: apply(.reciprocal, to: x, angle: angle), angle: angle)
        }
        return apply(.reciprocal, to: apply(form.base, to: x, angle: angle), angle: angle)
    }

    /// f(x) with angles in `angle` units, or why it has no finite real result.
    @inlinable
    public func evaluate(_ function: UnaryFunction, _ x: Value, angle: AngleUnit = .radians)
        throws(ArithmeticError) -> Value
    {
        try checked(apply(function, to: x, angle: angle), of: function, x)
    }

    /// `result`, the IEEE result of f(x), when it is finite; else why f(x) has no finite real result.
    @inlinable
    public func checked(_ result: Value, of function: UnaryFunction, _ x: Value) throws(ArithmeticError) -> Value {
        if isFinite(result) { return result }
        if isNaN(result) { throw .invalidOperation }
        switch function {
        case .reciprocal:
            if isZero(x) { throw .divisionByZero }
        case .log, .log10, .log2:
            if isZero(x) { throw .invalidOperation }
        case .tan, .atanh, .sec, .acoth:
            throw .divisionByZero
        // A pole at 0, and for csc and cot at every half turn (|x| ≥ π, 180 or 200), where the exact
        // reduction makes the base function exactly 0; below 1 in magnitude, a nonzero x whose
        // reciprocal-like value is beyond the range overflows (csc of 5e-324°).
        case .csc, .cot:
            if isZero(x) || !isLess(magnitude(x), than: value(1)) { throw .divisionByZero }
        case .csch, .coth:
            if isZero(x) { throw .divisionByZero }
        case .factorial:
            if hasNegativeSign(x) && isInteger(x) && !isZero(x) { throw .invalidOperation }
        case .gamma:
            // Γ's poles are 0 and the negative integers (IEEE's Γ(±0) is ±∞).
            if isInteger(x) && (hasNegativeSign(x) || isZero(x)) { throw .invalidOperation }
        case .squareRoot, .square, .cube, .cubeRoot, .exp, .exp10, .exp2, .sin, .cos, .asin, .acos, .atan,
            .sinh, .cosh, .tanh, .asinh, .acosh, .abs, .floor, .ceil, .asec, .acsc, .acot, .sech, .asech, .acsch,
            .doubleFactorial, .round, .trunc, .frac, .sign, .realPart, .imaginaryPart, .conjugate, .argument:
            break
        }
        throw .overflow
    }
}
