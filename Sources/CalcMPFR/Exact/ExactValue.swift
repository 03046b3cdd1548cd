import CalcNumerics

/// A value of ``ExactBackend``: an exact rational, or an MPFR approximation once an operation had no
/// rational result (or the rational grew too large).
public typealias ExactValue = RationalOrApproximation<MPFRValue>

/// A value of a backend with exact values: an exact rational, or an approximation once an operation had no
/// rational result. ``ExactValue`` and ``VerifiedExactValue`` are this enum with their approximation types.
public enum RationalOrApproximation<Approximation: Sendable & CustomStringConvertible>: Sendable,
    CustomStringConvertible
{
    /// An exact rational number.
    case exact(Rational)
    /// An approximation (correctly rounded at the backend's precision, but not exact).
    case approximate(Approximation)

    /// Whether the value is an exact rational.
    public var isExact: Bool {
        if case .exact = self { return true }
        return false
    }

    /// `n/d` for exact values, the approximation's description for approximations (prefixed `≈`).
    public var description: String {
        switch self {
        case .exact(let r): r.description
        case .approximate(let v): "≈" + v.description
        }
    }
}

extension RationalOrApproximation: Codable where Approximation: Codable {}
