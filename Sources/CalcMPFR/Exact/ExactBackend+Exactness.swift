import CMPFR
import CalcNumerics

extension ExactBackend {
    // MARK: Exactness

    /// Decimal text, exact unless its exponent is beyond ``maximumDecimalExponent``.
    public func valueReportingExactness(decimal text: String) -> (value: ExactValue, isExact: Bool) {
        let v = value(decimal: text)
        return (v, v.isExact)
    }

    /// `a op b`, exact exactly when this backend keeps it a rational.
    public func applyReportingExactness(_ operation: BinaryOperation, _ a: ExactValue, _ b: ExactValue)
        -> (value: ExactValue, isExact: Bool)
    {
        let v = apply(operation, a, b)
        return (v, v.isExact)
    }

    /// f(x), exact exactly when this backend keeps it a rational (`log₁₀ 1000` too).
    public func applyReportingExactness(_ function: UnaryFunction, to x: ExactValue, angle: AngleUnit)
        -> (value: ExactValue, isExact: Bool)
    {
        let v = apply(function, to: x, angle: angle)
        return (v, v.isExact)
    }

    /// The integer nearest to `x` (halfway cases away from zero), as an exact value; an approximation
    /// for integers wider than ``maximumBits`` (converting 10^300000000 would take 125 MB). An exact
    /// integer is itself; an approximation that is an integer (√2 − √2 + 5) is that integer as an exact
    /// value, the point the keys meant, as on the other backends (its `ceil` was an inexact 5).
    public func nearestInteger(to x: ExactValue) -> ExactValue? {
        guard let rounded = approximation.nearestInteger(to: approximate(x)), rounded.isFinite else { return nil }
        if case .exact = x, isInteger(x) { return x }
        let width = rounded.withMPFRPointer { mpfr_zero_p($0) != 0 ? 0 : Int(mpfr_get_exp($0)) }
        guard width <= Self.maximumBits else { return .approximate(rounded) }
        return exact(Rational(integral: rounded))
    }
}

extension Rational {
    /// The integer an integral MPFR value holds, exactly.
    ///
    /// - Precondition: `integral` is a finite integer.
    init(integral: MPFRValue) {
        self = Rational.make { q in
            _ = integral.withMPFRPointer { mpfr_get_z(cmpfr_mpq_numerator(q), $0, MPFR_RNDN) }
            __gmpz_set_ui(cmpfr_mpq_denominator(q), 1)
        }
    }
}
