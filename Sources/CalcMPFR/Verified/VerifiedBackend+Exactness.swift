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
    ///
    /// Unless the integer is not the only one within the residue window at the base precision (2^(P−9)
    /// or more: `NumericBackend.isOnlyPoint(_:in:)`, where the base backend's snapped value is inexact
    /// too), or `x`'s enclosure at ``maximumPrecision`` bits holds other integers: then no look tells
    /// which one `x` is, and the exact point would prove digits of a guess (`(2^17000 + 1) mod 3` was a
    /// proven 1, the remainder of 2¹⁷⁰⁰⁰: the true one is 2; `floor(sqrt(4 - 1e-2000))` at 8 bits a
    /// proven 2, its window reaching 1 and 3). The integer is then `x` itself when its approximation is
    /// one (the snapping rule leaves it as computed, and a pole is still found there), else the point as
    /// a value that is never proven; but a rational that + − × ÷ compute and that equals the integer is
    /// the exact point.
    public func nearestInteger(to x: RealExpression) -> RealExpression? {
        guard let n = base.nearestInteger(to: x.approximation) else { return nil }
        let isAmbiguous =
            !base.isOnlyPoint(n, in: .integers)
            || x.enclosure(precision: maximumPrecision).map { $0.isFinite && $0.containsSeveralIntegers } == true
        // (A value that is the integer exactly, as a rational, is that point whatever its neighbours:
        // `0.1 + 0.2 + 2.7` at 8 bits.)
        if isAmbiguous, x.exactRational().map({ $0 != RealExpression.rational(exactly: n) }) ?? true {
            return n == x.approximation ? x : RealExpression(.frozen, approximation: n)
        }
        return make(.exactBinary, n)
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

    /// Whether `x` is 2^P or more in magnitude at the base precision, as ``MPFRBackend`` answers, and no
    /// enclosure refined up to ``maximumPrecision`` bits has one floor (both ends round down to the same integer):
    /// no refinement finds its units digit, so `mod`, `gcd` and `lcm` of it are `Error` as at the base
    /// precision (`(10^5000 + 1) mod 3` at 256 bits, and `7 mod 1e-100`, whose quotient encloses the
    /// integer 7 × 10¹⁰⁰ from both sides) rather than a remainder of the approximation marked
    /// approximate. A value that refines to its units digit is not lost (`(2^1000 + 1) mod 3` is 2,
    /// proven). Precisions are tried from twice the base up, as the digits are, since an enclosure may
    /// exist only below the maximum (Γ's, up to `MPFRBackend.largestGammaPrecision`).
    public func hasLostUnitsDigit(_ x: Value) -> Bool {
        guard base.hasLostUnitsDigit(x.approximation) else { return false }
        var bits = precision * 2
        while bits <= maximumPrecision {
            if let enclosure = x.enclosure(precision: bits), enclosure.hasOneFloor { return false }
            bits *= 2
        }
        return true
    }
}
