import CalcNumerics

/// Exact rationals where possible and proven digits elsewhere: ``ExactBackend``'s arithmetic, with the
/// approximations it falls back to shown as ``VerifiedBackend`` shows values.
///
/// Every result, comparison and error is the exact backend's (typed decimals, + − × ÷ and rational roots
/// and logarithms stay exact; anything else is an MPFR approximation at ``precision`` bits and stays one).
/// An approximation also remembers how it was computed, from the exact rationals it started from, so
/// that its shown digits are proven with interval arithmetic at increasing precisions, as on
/// ``VerifiedBackend``. The cancellation rule is not applied: exact values need none, and verification
/// shows what cancellation left of an approximation (`2 sqrt sqr - 2 =` → `0`, approximate). The
/// snapping rule is the exact backend's (``nearestInteger(to:)``): an approximation within 2^(8−P) of a
/// singular point moves onto it, an exact value never moves.
public struct VerifiedExactBackend: NumericBackend, Hashable {
    /// The value type of this backend.
    public typealias Value = VerifiedExactValue

    /// The exact backend whose arithmetic this is.
    public let exact: ExactBackend
    /// The backend that proves the digits of approximations.
    public let verified: VerifiedBackend

    /// A backend whose approximations have `precision` bits.
    public init(precision: Int) throws(MPFRBackend.InvalidPrecision) {
        exact = try ExactBackend(precision: precision)
        verified = try VerifiedBackend(precision: precision)
    }

    /// The precision in bits of approximations.
    public var precision: Int { exact.precision }

    /// `"exact-verified"`.
    public var name: String { "exact-verified" }

    // MARK: Between the two representations

    /// The value as the exact backend sees it.
    func exactValue(_ v: VerifiedExactValue) -> ExactValue {
        switch v {
        case .exact(let r): .exact(r)
        case .approximate(let e): .approximate(e.approximation)
        }
    }

    /// How the value is computed: a rational leaf for an exact value.
    func expression(_ v: VerifiedExactValue) -> RealExpression {
        switch v {
        case .exact(let r): verified.make(.rational(r), exact.approximate(r))
        case .approximate(let e): e
        }
    }

    /// The exact backend's result; an approximation remembers `node` (built only then), refined where
    /// rounding pushed it onto a pole (``VerifiedBackend/refined(_:)``: `1/((π + 10⁻⁸⁰) − π)` is 10⁸⁰).
    func lift(_ result: ExactValue, _ node: @autoclosure () -> RealExpression.Node) -> VerifiedExactValue {
        switch result {
        case .exact(let r): .exact(r)
        case .approximate(let m): .approximate(verified.refined(verified.make(node(), m)))
        }
    }

    // MARK: Arithmetic

    /// Always a reason: values with verified digits hold the expressions they are proven from, which have
    /// no saved form (save the settings and the keys, and replay them).
    public func problem(withDecoded value: VerifiedExactValue) -> String? {
        "a value with verified digits has no saved form"
    }

    /// For an exact rational, whether it is the point itself; for an approximation, as ``VerifiedBackend``
    /// decides: whether its enclosure refined as far as digits are refined still contains the point.
    public func allowsSnapping(_ x: VerifiedExactValue, onto point: VerifiedExactValue) -> Bool {
        switch (x, point) {
        case (.exact(let rational), .exact(let target)): rational == target
        case (.exact, .approximate): false
        case (.approximate(let expression), .approximate(let target)): verified.allowsSnapping(expression, onto: target)
        case (.approximate(let expression), .exact(let rational)):
            verified.allowsSnapping(expression, onto: verified.make(.rational(rational), exact.approximate(rational)))
        }
    }

    /// `integer`, exactly.
    public func value(_ integer: Int) -> VerifiedExactValue { .exact(Rational(integer)) }
    /// Decimal text, exactly (an approximation beyond ``ExactBackend/maximumDecimalExponent``).
    public func value(decimal text: String) -> VerifiedExactValue {
        lift(exact.value(decimal: text), .decimal(text))
    }
    /// `a op b`: the exact backend's result; an approximation remembers the operation.
    public func apply(_ operation: BinaryOperation, _ a: VerifiedExactValue, _ b: VerifiedExactValue)
        -> VerifiedExactValue
    {
        if operation.integerOperands != .none, !a.isExact || !b.isExact {
            // An approximation that needs to be an integer and is one only at the base precision gives
            // `VerifiedBackend`'s error (gcd(√2 × 10¹⁰⁰, 2)); exact operands are the exact backend's.
            let (x, y) = (expression(a), expression(b))
            if verified.hasNonIntegerOperand(operation, x, y) { return .approximate(verified.apply(operation, x, y)) }
        }
        return lift(
            exact.apply(operation, exactValue(a), exactValue(b)), .binary(operation, expression(a), expression(b)))
    }
    /// −a.
    public func negation(_ a: VerifiedExactValue) -> VerifiedExactValue {
        lift(exact.negation(exactValue(a)), .negation(expression(a)))
    }
    /// a × 2ⁿ.
    public func scaled(_ a: VerifiedExactValue, byPowerOfTwo n: Int) -> VerifiedExactValue {
        lift(exact.scaled(exactValue(a), byPowerOfTwo: n), .scaled(expression(a), n))
    }
    /// Whether a < b.
    public func isLess(_ a: VerifiedExactValue, than b: VerifiedExactValue) -> Bool {
        exact.isLess(exactValue(a), than: exactValue(b))
    }
    /// Whether the sign bit is set.
    public func hasNegativeSign(_ a: VerifiedExactValue) -> Bool { exact.hasNegativeSign(exactValue(a)) }
    /// Whether a is finite.
    public func isFinite(_ a: VerifiedExactValue) -> Bool { exact.isFinite(exactValue(a)) }
    /// Whether a is an integer: exactly, or for an approximation as ``VerifiedBackend`` decides (at the
    /// base precision and within its refined enclosure).
    public func isInteger(_ a: VerifiedExactValue) -> Bool {
        switch a {
        case .exact(let r): r.isInteger
        case .approximate(let e): verified.isInteger(e)
        }
    }

    // MARK: Elementary functions

    /// f(x): exact where the exact backend's is.
    public func apply(_ function: UnaryFunction, to x: VerifiedExactValue, angle: AngleUnit) -> VerifiedExactValue {
        // An approximation on an end ±1 of the domain only at the base precision, off it where the function
        // has no value, gives `VerifiedBackend`'s error (asin(1 + √2 × 10⁻⁹⁰)).
        if case .approximate(let expression) = x, verified.isOutsideDomain(function, expression, angle: angle) {
            return .approximate(verified.apply(function, to: expression, angle: angle))
        }
        return lift(exact.apply(function, to: exactValue(x), angle: angle), .unary(function, angle, expression(x)))
    }
    /// π (an approximation).
    public var pi: VerifiedExactValue { lift(exact.pi, .pi) }
    /// e (an approximation).
    public var e: VerifiedExactValue { lift(exact.e, .e) }

    // MARK: Decimal digits and display policy

    /// True: typed decimals and rational results are exact.
    public static var hasExactValues: Bool { true }

    /// Never: exact values need no cancellation rule, and verification shows what is left of an
    /// approximation.
    public func isCancellation(_ result: VerifiedExactValue, _ a: VerifiedExactValue, _ b: VerifiedExactValue)
        -> Bool
    {
        false
    }

    /// Exact values correctly rounded; approximations with proven digits (see ``VerifiedBackend``).
    public func decimalDigits(of x: VerifiedExactValue, significantDigits count: Int) -> DecimalDigits {
        switch x {
        case .exact(let r): exact.decimalDigits(of: .exact(r), significantDigits: count)
        case .approximate(let e): verified.decimalDigits(of: e, significantDigits: count)
        }
    }

    /// The most digits worth showing: what ``VerifiedBackend/maximumPrecision`` bits tell apart, plus one.
    public var maximumSignificantDigits: Int { verified.maximumSignificantDigits }

    /// Whether `count` digits show an exact value without rounding.
    public func showsExactly(_ value: VerifiedExactValue, significantDigits count: Int) -> Bool {
        exact.showsExactly(exactValue(value), significantDigits: count)
    }

    /// Whether the digits shown for an approximation could not all be proven.
    public func hasUncertainDigits(_ value: VerifiedExactValue, significantDigits count: Int) -> Bool {
        guard case .approximate(let e) = value else { return false }
        return verified.hasUncertainDigits(e, significantDigits: count)
    }
}
