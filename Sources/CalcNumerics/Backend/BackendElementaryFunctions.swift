/// The functions of a scientific calculator on a backend's values.
///
/// Like ``BackendArithmetic``, these have IEEE semantics (NaN outside the domain, ±∞ at poles and on
/// overflow); the checked layer ``NumericBackend/evaluate(_:_:angle:)`` classifies those results.
public protocol BackendElementaryFunctions: BackendArithmetic {
    /// f(x); angles are read and returned in `angle` units.
    ///
    /// In degrees the argument of sin, cos and tan is reduced modulo 360 exactly, and exact angles give
    /// exact results (sin 30 = 0.5, cos 90 = 0, tan 45 = 1, tan 90 = ±∞).
    func apply(_ function: UnaryFunction, to x: Value, angle: AngleUnit) -> Value

    /// aᵇ (a negative base needs an integer exponent).
    func power(_ a: Value, _ b: Value) -> Value

    /// The b-th root of a; for an odd integer b a negative a has a negative root.
    func root(_ a: Value, _ b: Value) -> Value

    /// a × 10ᵇ, correctly rounded when b is an integer.
    func scaled(_ a: Value, byPowerOfTen b: Value) -> Value

    /// π rounded to the backend's precision.
    var pi: Value { get }

    /// e rounded to the backend's precision.
    var e: Value { get }
}
