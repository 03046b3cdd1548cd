import CalcEngine

/// IEEE binary32 (`Float`): a backend that exists only to prove what adding one takes (the steps in
/// ADDING-A-BACKEND.md), run against the behaviour tables' rows that do not depend on precision.
///
/// Every operation is ``DoubleBackend``'s on the exactly widened operands, rounded once to `Float`: for
/// + − × ÷ that is the correctly rounded binary32 result (binary64 has more than 2 × 24 + 2 bits); for
/// the other functions it is within an ulp. Values beyond binary32's range become ±∞, then errors.
struct FloatBackend: NumericBackend, Hashable {
    typealias Value = Float

    private var double: DoubleBackend { DoubleBackend() }

    // MARK: BackendArithmetic

    var precision: Int { 24 }
    func value(_ integer: Int) -> Float { Float(integer) }
    func value(decimal text: String) -> Float { Float(double.value(decimal: text)) }  // NaN when malformed

    func apply(_ operation: BinaryOperation, _ a: Float, _ b: Float) -> Float {
        Float(double.apply(operation, Double(a), Double(b)))
    }

    func negation(_ a: Float) -> Float { -a }
    func scaled(_ a: Float, byPowerOfTwo n: Int) -> Float { Float(sign: .plus, exponent: n, significand: a) }
    func isLess(_ a: Float, than b: Float) -> Bool { a < b }
    func hasNegativeSign(_ a: Float) -> Bool { a.sign == .minus }
    func isFinite(_ a: Float) -> Bool { a.isFinite }
    func isInteger(_ a: Float) -> Bool { a.isFinite && a.rounded(.towardZero) == a }

    // MARK: BackendElementaryFunctions

    func apply(_ function: UnaryFunction, to x: Float, angle: AngleUnit) -> Float {
        Float(double.apply(function, to: Double(x), angle: angle))
    }

    var pi: Float { Float(Double.pi) }  // Float.pi is rounded towards zero, not to nearest
    var e: Float { Float(double.e) }

    // MARK: NumericBackend

    var name: String { "float" }

    func allowsSnapping(_ x: Float, onto point: Float) -> Bool { true }

    func problem(withDecoded value: Float) -> String? { value.isFinite ? nil : "the value \(value) is not finite" }

    func decimalDigits(of x: Float, significantDigits count: Int) -> DecimalDigits {
        double.decimalDigits(of: Double(x), significantDigits: count)  // Double(x) is x exactly
    }

    static var hasExactValues: Bool { false }
    func showsExactly(_ value: Float, significantDigits count: Int) -> Bool {
        digitsShowValue(value, significantDigits: count)
    }
    func hasUncertainDigits(_ value: Float, significantDigits count: Int) -> Bool { false }
    func isCancellation(_ result: Float, _ a: Float, _ b: Float) -> Bool { isRelativelyNegligible(result, a, b) }

    // MARK: Exactness

    /// Exact when Double's value is exact and fits binary32.
    func valueReportingExactness(decimal text: String) -> (value: Float, isExact: Bool) {
        let (wide, isExact) = double.valueReportingExactness(decimal: text)
        return narrowed(wide, isExact)
    }

    /// Exact when Double's result is exact and fits binary32.
    func applyReportingExactness(_ operation: BinaryOperation, _ a: Float, _ b: Float) -> (value: Float, isExact: Bool)
    {
        let (wide, isExact) = double.applyReportingExactness(operation, Double(a), Double(b))
        return narrowed(wide, isExact)
    }

    /// Exact when Double's result is exact and fits binary32.
    func applyReportingExactness(_ function: UnaryFunction, to x: Float, angle: AngleUnit)
        -> (value: Float, isExact: Bool)
    {
        let (wide, isExact) = double.applyReportingExactness(function, to: Double(x), angle: angle)
        return narrowed(wide, isExact)
    }

    func nearestInteger(to x: Float) -> Float? { x.rounded(.toNearestOrAwayFromZero) }

    /// The binary fraction of x, as Double's (widening is exact): fractions and `powmod`'s integers.
    func exactFraction(of x: Float, maximumDigits: Int) -> ExactFraction? {
        double.exactFraction(of: Double(x), maximumDigits: maximumDigits)
    }

    private func narrowed(_ wide: Double, _ isExact: Bool) -> (value: Float, isExact: Bool) {
        let narrow = Float(wide)
        return (narrow, isExact && Double(narrow) == wide)
    }
}
