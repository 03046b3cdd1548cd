import CalcNumerics

/// A value of ``VerifiedExactBackend``: an exact rational, or an approximation (at the backend's
/// precision) that remembers how it was computed so that its shown digits can be proven.
public typealias VerifiedExactValue = RationalOrApproximation<RealExpression>
