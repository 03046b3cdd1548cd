/// The trigonometric functions of a complex argument in degrees or gradians, with the real part reduced
/// exactly first, as the real keys reduce theirs.
///
/// Scaling a + bi by π/180 as a whole rounds a: near a multiple of 90° the rounding error of π/2 swamps a
/// small imaginary part (sec(90 + 10⁻⁹⁰i) is 5.73·10⁹¹i, not −3.5·10⁵⁴), and beyond 2^(P+6) degrees no
/// digit of the real part survives. So a is first reduced modulo a turn, 360 (a remainder of two numbers
/// of the backend, which is exact), then to t = a − 90q with |t| ≤ 45 (exact: the two are within a factor
/// of two), and f(a + bi) is ±g(t + bi) for the function g that f becomes a quarter turn on:
/// sin(z + 90°) = cos z, cos(z + 90°) = −sin z, tan(z + 90°) = −cot z, and their reciprocals likewise.
/// Gradians alike, with 400, 100 and 50.
extension NumericBackend {
    /// f(z) in degrees or gradians (`angle`) for sin, cos, tan, sec, csc and cot when the real part of `z`
    /// is finite and beyond an eighth of a turn (``ComplexArithmetic/complexApply(_:to:angle:exactArgument:)``
    /// on the reduced argument); nil for radians, for other functions and for other arguments, which the
    /// backend's `complexApply` takes as they are.
    public func complexApplyReducingTurns(
        _ function: UnaryFunction, to z: ComplexValue<Value>, angle: AngleUnit, exactArgument: Bool
    ) throws(ArithmeticError) -> (value: ComplexValue<Value>, isExact: Bool, partsAreCorrectlyRounded: Bool)? {
        guard let turn = angle.unitsPerTurn, Self.reducesByTurns(function) else { return nil }
        let a = z.real
        let eighth = turn / 8
        guard isFinite(a), isLess(value(eighth), than: magnitude(a)) else { return nil }
        let r = wholeTurnRemainder(magnitude(a), turn: turn)
        var quarter = 0
        for bound in [eighth, 3 * eighth, 5 * eighth, 7 * eighth] where !isLess(r, than: value(bound)) { quarter += 1 }
        var t = difference(r, value(turn / 4 * quarter))
        if hasNegativeSign(a) {
            t = negation(t)
            quarter = -quarter
        }
        guard let (reduced, negated) = Self.quarterTurns(function, quarter) else { return nil }
        let result = try complexApply(
            reduced, to: ComplexValue(real: t, imaginary: z.imaginary), angle: angle, exactArgument: exactArgument)
        guard negated else { return result }
        let value = ComplexValue(real: negation(result.value.real), imaginary: negation(result.value.imaginary))
        return (value, result.isExact, result.partsAreCorrectlyRounded)
    }

    /// Whether f's argument is reduced by turns: sin, cos, tan, sec, csc and cot.
    static func reducesByTurns(_ function: UnaryFunction) -> Bool {
        quarterTurns(function, 1) != nil
    }

    /// The real part of `z` reduced by whole turns of `angle` (360 degrees, 400 gradians), with its sign,
    /// when `function` is one whose argument is reduced (sin, cos, tan, sec, csc, cot): a − 360k in
    /// (−360, 360), exact (the remainder of two numbers of the backend), and so the same argument to
    /// the function; `z` itself otherwise, and in radians. The engine measures the rounding noise of a
    /// result on it: an exact real part is only ever rounded after this reduction, in the scaling by
    /// π/180.
    public func reducingWholeTurns(_ z: ComplexValue<Value>, of function: UnaryFunction, angle: AngleUnit)
        -> ComplexValue<Value>
    {
        guard let turn = angle.unitsPerTurn, Self.reducesByTurns(function), isFinite(z.real),
            !isLess(magnitude(z.real), than: value(turn))
        else { return z }
        let r = wholeTurnRemainder(magnitude(z.real), turn: turn)
        return ComplexValue(real: hasNegativeSign(z.real) ? negation(r) : r, imaginary: z.imaginary)
    }

    /// a mod `turn` for a ≥ 0, in [0, turn): exact, the remainder of two positive numbers.
    private func wholeTurnRemainder(_ a: Value, turn: Int) -> Value {
        apply(.modulo, a, value(turn))
    }

    /// The function that f(w + a quarter turn·k) is of w, and whether it is negated: sin(w + 90°) = cos w,
    /// and so on, for k in 0...3; nil for a function whose argument is not reduced by turns.
    static func quarterTurns(_ function: UnaryFunction, _ k: Int) -> (UnaryFunction, negated: Bool)? {
        let quarter = ((k % 4) + 4) % 4
        // Each row: the function and its sign a quarter turn on, k = 0 ... 3.
        let rows: [(UnaryFunction, Bool)]
        switch function {
        case .sin: rows = [(.sin, false), (.cos, false), (.sin, true), (.cos, true)]
        case .cos: rows = [(.cos, false), (.sin, true), (.cos, true), (.sin, false)]
        case .tan: rows = [(.tan, false), (.cot, true), (.tan, false), (.cot, true)]
        case .cot: rows = [(.cot, false), (.tan, true), (.cot, false), (.tan, true)]
        case .sec: rows = [(.sec, false), (.csc, true), (.sec, true), (.csc, false)]
        case .csc: rows = [(.csc, false), (.sec, false), (.csc, true), (.sec, true)]
        case .squareRoot, .square, .cube, .cubeRoot, .reciprocal, .exp, .exp10, .exp2, .log, .log10, .log2, .asin,
            .acos, .atan, .sinh, .cosh, .tanh, .asinh, .acosh, .atanh, .factorial, .gamma, .abs, .floor, .ceil,
            .doubleFactorial, .round, .trunc, .frac, .sign, .realPart, .imaginaryPart, .conjugate, .argument, .asec,
            .acsc, .acot, .sech, .csch, .coth, .asech, .acsch, .acoth:
            return nil
        }
        return (rows[quarter].0, negated: rows[quarter].1)
    }
}
