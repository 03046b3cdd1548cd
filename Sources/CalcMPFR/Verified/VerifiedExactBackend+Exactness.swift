import CalcNumerics

extension VerifiedExactBackend {
    // MARK: Exactness

    /// Decimal text, exact unless its exponent is beyond `ExactBackend.maximumDecimalExponent`.
    public func valueReportingExactness(decimal text: String) -> (value: VerifiedExactValue, isExact: Bool) {
        let v = value(decimal: text)
        return (v, Self.isExact(v))
    }

    /// `a op b`, exact exactly when it is a rational.
    public func applyReportingExactness(
        _ operation: BinaryOperation, _ a: VerifiedExactValue, _ b: VerifiedExactValue
    ) -> (value: VerifiedExactValue, isExact: Bool) {
        let v = apply(operation, a, b)
        return (v, Self.isExact(v))
    }

    /// f(x), exact exactly when it is a rational.
    public func applyReportingExactness(_ function: UnaryFunction, to x: VerifiedExactValue, angle: AngleUnit)
        -> (value: VerifiedExactValue, isExact: Bool)
    {
        let v = apply(function, to: x, angle: angle)
        return (v, Self.isExact(v))
    }

    /// The integer nearest to `x` (halfway cases away from zero), as ``ExactBackend`` computes it: a
    /// rational, or for an integer wider than `ExactBackend.maximumBits` its binary approximation, an
    /// exact number at every precision. The snapping rule thus moves an inexact value onto the same
    /// singular point as on the exact backend.
    public func nearestInteger(to x: VerifiedExactValue) -> VerifiedExactValue? {
        exact.nearestInteger(to: exactValue(x)).map { lift($0, .exactBinary) }
    }

    static func isExact(_ v: VerifiedExactValue) -> Bool {
        switch v {
        case .exact: true
        case .approximate: false
        }
    }

    /// False for an exact value (a rational keeps every digit); an approximation answers as
    /// ``VerifiedBackend/hasLostUnitsDigit(_:)`` does (`(π × 10^6000) mod 3` is `Error`).
    public func hasLostUnitsDigit(_ x: Value) -> Bool {
        switch x {
        case .exact: false
        case .approximate(let expression): verified.hasLostUnitsDigit(expression)
        }
    }

    /// The rational of an exact value, as ``ExactBackend`` gives it: proven, since it is the value itself
    /// (so `ans` keeps 1/7 exactly, and `--fractions` shows it); nil for an approximation.
    public func exactFraction(of x: VerifiedExactValue, maximumDigits: Int) -> ExactFraction? {
        guard case .exact(let r) = x else { return nil }
        return r.fraction(maximumDigits: maximumDigits)
    }
}
