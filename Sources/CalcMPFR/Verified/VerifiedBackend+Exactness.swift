import CalcNumerics

extension VerifiedBackend {
    // MARK: Exactness

    /// Decimal text, exact when the base precision holds it without rounding.
    public func valueReportingExactness(decimal text: String) -> (value: RealExpression, isExact: Bool) {
        (value(decimal: text), base.valueReportingExactness(decimal: text).isExact)
    }

    /// `a op b`, exact when the base backend's result needed no rounding (the approximation is then the
    /// value itself).
    public func applyReportingExactness(_ operation: BinaryOperation, _ a: RealExpression, _ b: RealExpression)
        -> (value: RealExpression, isExact: Bool)
    {
        let (approximation, isExact) = base.applyReportingExactness(operation, a.approximation, b.approximation)
        return (make(.binary(operation, a, b), approximation), isExact)
    }

    /// f(x), exact when the base backend's result needed no rounding.
    public func applyReportingExactness(_ function: UnaryFunction, to x: RealExpression, angle: AngleUnit)
        -> (value: RealExpression, isExact: Bool)
    {
        let (approximation, isExact) = base.applyReportingExactness(function, to: x.approximation, angle: angle)
        return (make(.unary(function, angle, x), approximation), isExact)
    }

    /// The integer nearest to `x`'s approximation (halfway cases away from zero), as the base backend
    /// computes it: an exact number at every precision, so that the snapping rule moves an inexact value
    /// onto the same singular point as ``MPFRBackend`` at the base precision, and the digits of what
    /// follows are proven from that point (`2 sqrt sqr - 1 = asin` is 90 in degrees, proven).
    public func nearestInteger(to x: RealExpression) -> RealExpression? {
        base.nearestInteger(to: x.approximation).map { make(.exactBinary, $0) }
    }

    /// `x` as the exact fraction it is, when its enclosure at the base precision, or refined to
    /// ``maximumPrecision`` bits, is one point: a proven value (`powmod`'s integers, a fraction display).
    public func exactFraction(of x: RealExpression, maximumDigits: Int) -> ExactFraction? {
        for bits in [precision, maximumPrecision] {
            if let enclosure = x.enclosure(precision: bits), enclosure.isFinite, enclosure.isPoint {
                return base.exactFraction(of: enclosure.lower, maximumDigits: maximumDigits)
            }
        }
        return nil
    }

    /// False: a value is refined as far as the digits shown need, so its units digit is proven or the
    /// display is marked approximate, never lost to rounding.
    public func hasLostUnitsDigit(_ x: Value) -> Bool { false }
}
