/// A value of ``VerifiedExactBackend``: an exact rational, or an approximation that remembers how it was
/// computed so that its shown digits can be proven.
public enum VerifiedExactValue: Sendable, CustomStringConvertible {
    /// An exact rational number.
    case exact(Rational)
    /// An approximation (at the backend's precision) and the computation behind it.
    case approximate(RealExpression)

    /// Whether the value is exact.
    public var isExact: Bool {
        if case .exact = self { return true }
        return false
    }

    /// The rational, or `≈` and the approximation.
    public var description: String {
        switch self {
        case .exact(let r): r.description
        case .approximate(let e): "≈" + e.approximation.description
        }
    }
}
