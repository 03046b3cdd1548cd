import CalcNumerics

/// The verified backends have no complex values: every complex key and every real input leaving the
/// reals is `Error` on them. Proving the digits of complex results (an enclosure per part) is not
/// implemented; use `MPFRBackend` or `ExactBackend` for complex numbers. The complex keys of a real value,
/// whose results are real, are computed (by the shared formulas, `formulaComplexApply`):
/// `re(5)`, `im(5)`, `conj(5)`, `arg(-1)` and `2∠0` have proven digits.
extension VerifiedBackend {
    /// Unprovable (see the extension's note), but for r∠θ of an exact angle of 0 or a half turn.
    public func complexApply(
        _ operation: BinaryOperation, _ a: ComplexValue<RealExpression>, _ b: ComplexValue<RealExpression>,
        angle: AngleUnit, exactOperands: Bool
    ) throws(ArithmeticError) -> (value: ComplexValue<RealExpression>, isExact: Bool, partsAreCorrectlyRounded: Bool) {
        guard let real = realAxisPolar(operation, a, b, angle: angle, exactOperands: exactOperands) else {
            throw .unprovable
        }
        return (real, exactOperands, true)
    }

    /// Unprovable, but for re, im, conj and arg of a real value.
    public func complexApply(
        _ function: UnaryFunction, to z: ComplexValue<RealExpression>, angle: AngleUnit, exactArgument: Bool
    ) throws(ArithmeticError) -> (value: ComplexValue<RealExpression>, isExact: Bool, partsAreCorrectlyRounded: Bool) {
        // re, im, conj and arg of a real value are real: the shared formulas give them.
        guard function.isComplexKey, isZero(z.imaginary) else { throw .unprovable }
        return try formulaComplexApply(function, to: z, angle: angle, exactArgument: exactArgument)
    }

    /// Unprovable: no complex values, so no `i`.
    public func imaginaryUnit() throws(ArithmeticError) -> ComplexValue<RealExpression> {
        throw .unprovable
    }
}

/// As ``VerifiedBackend``: no complex values.
extension VerifiedExactBackend {
    /// Unprovable, but for r∠θ of an exact angle of 0 or a half turn.
    public func complexApply(
        _ operation: BinaryOperation, _ a: ComplexValue<VerifiedExactValue>, _ b: ComplexValue<VerifiedExactValue>,
        angle: AngleUnit, exactOperands: Bool
    ) throws(ArithmeticError) -> (
        value: ComplexValue<VerifiedExactValue>, isExact: Bool, partsAreCorrectlyRounded: Bool
    ) {
        guard let real = realAxisPolar(operation, a, b, angle: angle, exactOperands: exactOperands) else {
            throw .unprovable
        }
        return (real, exactOperands, true)
    }

    /// Unprovable, but for re, im, conj and arg of a real value.
    public func complexApply(
        _ function: UnaryFunction, to z: ComplexValue<VerifiedExactValue>, angle: AngleUnit, exactArgument: Bool
    ) throws(ArithmeticError) -> (
        value: ComplexValue<VerifiedExactValue>, isExact: Bool, partsAreCorrectlyRounded: Bool
    ) {
        // re, im, conj and arg of a real value are real: the shared formulas give them.
        guard function.isComplexKey, isZero(z.imaginary) else { throw .unprovable }
        return try formulaComplexApply(function, to: z, angle: angle, exactArgument: exactArgument)
    }

    /// Unprovable: no complex values, so no `i`.
    public func imaginaryUnit() throws(ArithmeticError) -> ComplexValue<VerifiedExactValue> {
        throw .unprovable
    }
}

extension NumericBackend {
    /// r∠θ for real r and an exact real θ of 0 (r) or, in degrees or gradians, a half turn (−r): real
    /// values; nil otherwise.
    func realAxisPolar(
        _ operation: BinaryOperation, _ r: ComplexValue<Value>, _ theta: ComplexValue<Value>, angle: AngleUnit,
        exactOperands: Bool
    ) -> ComplexValue<Value>? {
        guard operation == .polar, exactOperands, isZero(r.imaginary), isZero(theta.imaginary) else { return nil }
        let zero = value(0)
        if isZero(theta.real) { return ComplexValue(real: r.real, imaginary: zero) }
        guard let turn = angle.unitsPerTurn, isEqual(magnitude(theta.real), value(turn / 2)) else { return nil }
        return ComplexValue(real: negation(r.real), imaginary: zero)
    }
}
