extension Binary64Backend {
    /// atan2(y, x) from the provider (`Functions`: correctly rounded through MPFR, as MPFR's IEEE mode
    /// gives it, or libm's), with a zero `y` counted as +0 so that the negative real axis has angle +π;
    /// NaN at the origin.
    public func argument(y: Double, x: Double) -> Double {
        if x == 0 && y == 0 || !x.isFinite || !y.isFinite { return .nan }
        return Functions.argument(y: y == 0 ? 0 : y, x: x)
    }
}

extension Binary64Backend {
    /// `a op b` on complex values from the provider where it has complex arithmetic (`MPFRBinary64`: GNU
    /// MPC in MPFR's IEEE mode, each part correctly rounded, so Double and `--ieee` agree bit for bit),
    /// else by the shared formulas on binary64's operations (``LibmBinary64``, the build without MPFR:
    /// within the error bounds ``ComplexArithmetic`` states).
    public func complexApply(
        _ operation: BinaryOperation, _ a: ComplexValue<Double>, _ b: ComplexValue<Double>, angle: AngleUnit,
        exactOperands: Bool
    ) throws(ArithmeticError) -> (value: ComplexValue<Double>, isExact: Bool, partsAreCorrectlyRounded: Bool) {
        if let result = try Functions.complexApply(operation, a, b, angle: angle, exactOperands: exactOperands) {
            return result
        }
        return try formulaComplexApply(operation, a, b, angle: angle, exactOperands: exactOperands)
    }

    /// f(z) on a complex value from the provider where it has complex arithmetic, else by the shared
    /// formulas (as ``complexApply(_:_:_:angle:exactOperands:)``).
    public func complexApply(
        _ function: UnaryFunction, to z: ComplexValue<Double>, angle: AngleUnit, exactArgument: Bool
    ) throws(ArithmeticError) -> (value: ComplexValue<Double>, isExact: Bool, partsAreCorrectlyRounded: Bool) {
        if let result = try Functions.complexApply(function, to: z, angle: angle, exactArgument: exactArgument) {
            return result
        }
        return try formulaComplexApply(function, to: z, angle: angle, exactArgument: exactArgument)
    }
}
