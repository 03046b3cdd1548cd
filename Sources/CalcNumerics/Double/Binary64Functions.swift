/// Where ``Binary64Backend`` takes the keys that IEEE 754 does not make correctly rounded operations
/// (powers, roots, a × 10ᵇ, x!, exponentials, logarithms, trigonometric and hyperbolic functions), and
/// how it decides their exactness.
///
/// The provider is chosen once, at build time, by the `DoubleBackend` type alias of CalcEngine:
/// `MPFRBinary64` where the `MPFR` package trait is on, ``LibmBinary64`` where it is off. Both compute
/// every key correctly rounded in Swift (``CorrectlyRounded``), the same bits; they differ in how they
/// decide whether a result is exact (MPFR's ternary values, or error-free checks). Nothing else in the
/// Double backend depends on the choice: + − × ÷ √ x² 1/x, decimal text and digits are the same code in
/// both builds.
public protocol Binary64Functions: Sendable {
    /// f(x) rounded to binary64, angles in `angle` units, for the functions that are not IEEE operations.
    static func apply(_ function: UnaryFunction, to x: Double, angle: AngleUnit) -> Double

    /// `a op b` rounded to binary64, for the operations that are not IEEE operations (powers, roots,
    /// a × 10ᵇ, mod, nCr, nPr, log_b a).
    static func apply(_ operation: BinaryOperation, _ a: Double, _ b: Double) -> Double

    /// Whether decimal text, already known to round to the finite `rounded`, is exactly `rounded`; the
    /// caller has already answered for plain decimals of at most 15 significant digits.
    static func isExact(decimal text: String, rounded: Double) -> Bool

    /// The exact value of `a op b` when it is a binary64 number (no rounding was needed), nil when it is
    /// not or when this provider cannot tell; for the operations that error-free transformations do not
    /// decide (+ − and most products and quotients are decided before this is asked). `rounded` is
    /// `apply(operation, a, b)`, which the caller has computed: a provider that decides from the rounded
    /// value does not compute the key again.
    static func exactResult(_ operation: BinaryOperation, _ a: Double, _ b: Double, rounded: Double) -> Double?

    /// The exact value of f(x) when it is a binary64 number, nil when it is not or when this provider
    /// cannot tell; for the functions that keep exactness and that error-free checks do not decide.
    /// `rounded` is `apply(function, to: x, angle: angle)`, which the caller has computed.
    static func exactResult(_ function: UnaryFunction, to x: Double, angle: AngleUnit, rounded: Double) -> Double?

    /// atan2(y, x) rounded to binary64 (the angle of a complex value), for finite x and y not both zero.
    static func argument(y: Double, x: Double) -> Double

    /// `a op b` on complex values with each part rounded to binary64 as this provider computes complex
    /// keys, and whether it is exact; nil when the provider has no complex arithmetic of its own (then
    /// ``Binary64Backend`` uses the shared formulas, ``ComplexArithmetic``'s default).
    static func complexApply(
        _ operation: BinaryOperation, _ a: ComplexValue<Double>, _ b: ComplexValue<Double>, angle: AngleUnit,
        exactOperands: Bool
    ) throws(ArithmeticError) -> (value: ComplexValue<Double>, isExact: Bool, partsAreCorrectlyRounded: Bool)?

    /// f(z) on a complex value with each part rounded to binary64 as this provider computes complex keys,
    /// and whether it is exact; nil when the provider has none of its own (the shared formulas then).
    static func complexApply(
        _ function: UnaryFunction, to z: ComplexValue<Double>, angle: AngleUnit, exactArgument: Bool
    ) throws(ArithmeticError) -> (value: ComplexValue<Double>, isExact: Bool, partsAreCorrectlyRounded: Bool)?
}

extension Binary64Functions {
    /// atan2(y, x) from the platform's libm (``LibmBinary64``), for providers that do not give their own.
    public static func argument(y: Double, x: Double) -> Double { LibmBinary64.argument(y: y, x: x) }

    /// nil: the shared formulas on binary64's operations.
    public static func complexApply(
        _ operation: BinaryOperation, _ a: ComplexValue<Double>, _ b: ComplexValue<Double>, angle: AngleUnit,
        exactOperands: Bool
    ) throws(ArithmeticError) -> (value: ComplexValue<Double>, isExact: Bool, partsAreCorrectlyRounded: Bool)? { nil }

    /// nil: the shared formulas on binary64's operations.
    public static func complexApply(
        _ function: UnaryFunction, to z: ComplexValue<Double>, angle: AngleUnit, exactArgument: Bool
    ) throws(ArithmeticError) -> (value: ComplexValue<Double>, isExact: Bool, partsAreCorrectlyRounded: Bool)? { nil }
}
