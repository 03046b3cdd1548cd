import CalcNumerics

/// The verified backends have no complex values: every complex key and every real input leaving the
/// reals is `Error` on them. Proving the digits of complex results (an enclosure per part) is not
/// implemented; use `MPFRBackend` or `ExactBackend` for complex numbers.
extension VerifiedBackend {
    /// Unprovable: complex results cannot be verified (see the extension's note).
    public func complexApply(
        _ operation: BinaryOperation, _ a: ComplexValue<RealExpression>, _ b: ComplexValue<RealExpression>,
        angle: AngleUnit, exactOperands: Bool
    ) throws(ArithmeticError) -> (value: ComplexValue<RealExpression>, isExact: Bool, partsAreCorrectlyRounded: Bool) {
        throw .unprovable
    }

    /// Unprovable: complex results cannot be verified.
    public func complexApply(
        _ function: UnaryFunction, to z: ComplexValue<RealExpression>, angle: AngleUnit, exactArgument: Bool
    ) throws(ArithmeticError) -> (value: ComplexValue<RealExpression>, isExact: Bool, partsAreCorrectlyRounded: Bool) {
        throw .unprovable
    }

    /// Unprovable: no complex values, so no `i`.
    public func imaginaryUnit() throws(ArithmeticError) -> ComplexValue<RealExpression> {
        throw .unprovable
    }
}

/// As ``VerifiedBackend``: no complex values.
extension VerifiedExactBackend {
    /// Unprovable: complex results cannot be verified.
    public func complexApply(
        _ operation: BinaryOperation, _ a: ComplexValue<VerifiedExactValue>, _ b: ComplexValue<VerifiedExactValue>,
        angle: AngleUnit, exactOperands: Bool
    ) throws(ArithmeticError) -> (
        value: ComplexValue<VerifiedExactValue>, isExact: Bool, partsAreCorrectlyRounded: Bool
    ) {
        throw .unprovable
    }

    /// Unprovable: complex results cannot be verified.
    public func complexApply(
        _ function: UnaryFunction, to z: ComplexValue<VerifiedExactValue>, angle: AngleUnit, exactArgument: Bool
    ) throws(ArithmeticError) -> (
        value: ComplexValue<VerifiedExactValue>, isExact: Bool, partsAreCorrectlyRounded: Bool
    ) {
        throw .unprovable
    }

    /// Unprovable: no complex values, so no `i`.
    public func imaginaryUnit() throws(ArithmeticError) -> ComplexValue<VerifiedExactValue> {
        throw .unprovable
    }
}
