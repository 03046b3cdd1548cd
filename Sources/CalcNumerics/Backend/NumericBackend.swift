/// A complete backend for a calculator: arithmetic, elementary functions and decimal conversion.
///
/// Conforming types: ``DoubleBackend`` (IEEE binary64 and libm) and ``MPFRBackend`` (GNU MPFR at any
/// precision). The checked operations in this extension never return NaN or an infinity: anything that
/// is not a finite real number is reported as an ``ArithmeticError``.
public protocol NumericBackend: BackendElementaryFunctions, BackendDecimalConversion {
    /// Whether `result = a ± b` is rounding noise to be shown as 0: by default, whether it is no larger
    /// than 2^(8−P)·max(|a|, |b|) (0.1 + 0.2 − 0.3). A backend with exact values never cancels them.
    func isCancellation(_ result: Value, _ a: Value, _ b: Value) -> Bool

    /// Whether `count` significant digits show `value` exactly (no rounding). Backends that do not know
    /// whether their values are exact answer false.
    func showsExactly(_ value: Value, significantDigits count: Int) -> Bool

    /// Whether some of the `count` digits shown for `value` could not be verified. Backends that do not
    /// verify digits answer false.
    func hasUncertainDigits(_ value: Value, significantDigits count: Int) -> Bool
}

extension NumericBackend {
    /// The value of decimal text, or an error when it is malformed or too large.
    @inlinable
    public func parse(decimal text: String) throws(ArithmeticError) -> Value {
        // value(decimal:) validates the syntax itself: malformed text gives NaN, an invalid operation.
        try finite(value(decimal: text), atPole: false)
    }

    /// `a op b`, or why it has no finite real result.
    @inlinable
    public func evaluate(_ operation: BinaryOperation, _ a: Value, _ b: Value) throws(ArithmeticError) -> Value {
        let result: Value
        var atPole = false
        switch operation {
        case .add: result = sum(a, b)
        case .subtract: result = difference(a, b)
        case .multiply: result = product(a, b)
        case .divide:
            result = quotient(a, b)
            atPole = isZero(b)
        case .power:
            result = power(a, b)
            atPole = isZero(a)
        case .root:
            result = root(a, b)
            atPole = isZero(a)
        case .scaleByPowerOfTen: result = scaled(a, byPowerOfTen: b)
        }
        return try finite(result, atPole: atPole)
    }

    /// f(x) with angles in `angle` units, or why it has no finite real result.
    @inlinable
    public func evaluate(_ function: UnaryFunction, _ x: Value, angle: AngleUnit = .radians) throws(ArithmeticError) -> Value {
        let result = apply(function, to: x, angle: angle)
        if isFinite(result) { return result }
        if isNaN(result) { throw .invalidOperation }
        switch function {
        case .reciprocal:
            if isZero(x) { throw .divisionByZero }
        case .log, .log10, .log2:
            if isZero(x) { throw .invalidOperation }
        case .tan, .atanh:
            throw .divisionByZero
        case .factorial:
            if hasNegativeSign(x) && isInteger(x) && !isZero(x) { throw .invalidOperation }
        default:
            break
        }
        throw .overflow
    }

    /// The default cancellation check: whether `result = a ± b` is no larger than 2^(8−P)·max(|a|, |b|).
    ///
    /// Such a result is rounding noise left by cancelling operands (0.1 + 0.2 − 0.3); a calculator shows 0.
    @inlinable
    public func isCancellation(_ result: Value, _ a: Value, _ b: Value) -> Bool {
        isRelativelyNegligible(result, a, b)
    }

    /// False: a floating-point value is not known to be exact.
    @inlinable
    public func showsExactly(_ value: Value, significantDigits count: Int) -> Bool { false }

    /// False: digits are not verified.
    @inlinable
    public func hasUncertainDigits(_ value: Value, significantDigits count: Int) -> Bool { false }

    /// Whether |result| ≤ 2^(8−P)·max(|a|, |b|).
    @inlinable
    public func isRelativelyNegligible(_ result: Value, _ a: Value, _ b: Value) -> Bool {
        let larger = isLess(magnitude(a), than: magnitude(b)) ? magnitude(b) : magnitude(a)
        let threshold = scaled(larger, byPowerOfTwo: 8 - precision)
        return !isLess(threshold, than: magnitude(result))
    }

    @inlinable
    internal func finite(_ v: Value, atPole: Bool) throws(ArithmeticError) -> Value {
        if isFinite(v) { return v }
        if isNaN(v) { throw .invalidOperation }
        throw atPole ? .divisionByZero : .overflow
    }
}
