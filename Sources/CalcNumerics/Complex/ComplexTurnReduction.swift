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
        guard let turn = angle.unitsPerTurn, Self.reducedByTurns.contains(function) else { return nil }
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
        let (reduced, negated) = Self.quarterTurns(function, ((quarter % 4) + 4) % 4)
        let result = try complexApply(
            reduced, to: ComplexValue(real: t, imaginary: z.imaginary), angle: angle, exactArgument: exactArgument)
        guard negated else { return result }
        let value = ComplexValue(real: negation(result.value.real), imaginary: negation(result.value.imaginary))
        return (value, result.isExact, result.partsAreCorrectlyRounded)
    }

    /// The functions whose argument is reduced.
    public static var reducedByTurns: Set<UnaryFunction> { [.sin, .cos, .tan, .sec, .csc, .cot] }

    /// The real part of `z` reduced by whole turns of `angle` (360 degrees, 400 gradians), with its sign:
    /// a − 360k in (−360, 360), exact (the remainder of two numbers of the backend), and so the same
    /// argument to every function of ``reducedByTurns``; `z` itself in radians. The engine measures the
    /// rounding noise of a result on it: an exact real part is only ever rounded after this reduction,
    /// in the scaling by π/180.
    public func reducingWholeTurns(_ z: ComplexValue<Value>, angle: AngleUnit) -> ComplexValue<Value> {
        guard let turn = angle.unitsPerTurn, isFinite(z.real), !isLess(magnitude(z.real), than: value(turn)) else {
            return z
        }
        let r = wholeTurnRemainder(magnitude(z.real), turn: turn)
        return ComplexValue(real: hasNegativeSign(z.real) ? negation(r) : r, imaginary: z.imaginary)
    }

    /// a mod `turn` for a ≥ 0, in [0, turn): exact, the remainder of two positive numbers.
    private func wholeTurnRemainder(_ a: Value, turn: Int) -> Value {
        apply(.modulo, a, value(turn))
    }

    /// The function that f(w + 90°·k) is of w, and whether it is negated: sin(w + 90°) = cos w, and so on
    /// (f one of ``reducedByTurns``; k = 0, and any other f, is f itself).
    static func quarterTurns(_ function: UnaryFunction, _ k: Int) -> (UnaryFunction, negated: Bool) {
        switch (function, k) {
        case (.sin, 1): (.cos, false)
        case (.sin, 2): (.sin, true)
        case (.sin, 3): (.cos, true)
        case (.cos, 1): (.sin, true)
        case (.cos, 2): (.cos, true)
        case (.cos, 3): (.sin, false)
        case (.tan, 1), (.tan, 3): (.cot, true)
        case (.cot, 1), (.cot, 3): (.tan, true)
        case (.sec, 1): (.csc, true)
        case (.sec, 2): (.sec, true)
        case (.sec, 3): (.csc, false)
        case (.csc, 1): (.sec, false)
        case (.csc, 2): (.csc, true)
        case (.csc, 3): (.sec, true)
        default: (function, false)
        }
    }
}
