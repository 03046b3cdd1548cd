/// The arithmetic core of a numeric backend: construction, + − × ÷, sign and comparison.
///
/// A backend is a value that carries its run-time configuration (for MPFR: the precision in bits and
/// the IEEE mode) and performs operations on its `Value`s. The requirements here have IEEE 754
/// semantics: they may produce NaN or an infinity. Calculator code uses the checked layer
/// (``NumericBackend/evaluate(_:_:_:)``), which turns those into ``ArithmeticError``s.
public protocol BackendArithmetic: Sendable {
    /// The number type of this backend.
    associatedtype Value: Sendable

    /// A short name for reports, e.g. `"double"` or `"mpfr"`.
    var name: String { get }

    /// The number of bits in a significand (53 for binary64).
    var precision: Int { get }

    /// The value of an integer, correctly rounded to the backend's precision.
    func value(_ integer: Int) -> Value

    /// The value of decimal text in ``DecimalSyntax``, correctly rounded to the backend's precision.
    ///
    /// Too large a value gives an infinity, malformed text gives NaN.
    func value(decimal text: String) -> Value

    /// a + b, correctly rounded.
    func sum(_ a: Value, _ b: Value) -> Value
    /// a − b, correctly rounded.
    func difference(_ a: Value, _ b: Value) -> Value
    /// a × b, correctly rounded.
    func product(_ a: Value, _ b: Value) -> Value
    /// a ÷ b, correctly rounded.
    func quotient(_ a: Value, _ b: Value) -> Value
    /// −a (exact).
    func negation(_ a: Value) -> Value
    /// |a| (exact).
    func magnitude(_ a: Value) -> Value
    /// a × 2ⁿ, exact unless it overflows or underflows.
    func scaled(_ a: Value, byPowerOfTwo n: Int) -> Value

    /// Whether a < b (false when either is NaN).
    func isLess(_ a: Value, than b: Value) -> Bool
    /// Whether a = b numerically (−0 = +0; NaN equals nothing).
    func isEqual(_ a: Value, _ b: Value) -> Bool
    /// Whether a is +0 or −0.
    func isZero(_ a: Value) -> Bool
    /// Whether the sign bit of a is set (true for −0).
    func hasNegativeSign(_ a: Value) -> Bool
    /// Whether a is neither NaN nor infinite.
    func isFinite(_ a: Value) -> Bool
    /// Whether a is NaN.
    func isNaN(_ a: Value) -> Bool
    /// Whether a is a finite integer.
    func isInteger(_ a: Value) -> Bool
}
