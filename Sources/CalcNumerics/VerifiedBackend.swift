/// MPFR with correct digits: every value remembers how it was computed, and when it is shown it is
/// recomputed at doubled precisions until the shown digits stop changing (Ziv's strategy).
///
/// Arithmetic, comparisons and errors are those of ``MPFRBackend`` at ``precision`` bits, so a calculator
/// behaves exactly as on MPFR; only the digits shown differ: they are the ones that two evaluations at
/// successive doubled precisions agree on, up to ``maximumPrecision`` bits (64 times the base precision
/// at most). When the digits never settle (`2 sqrt sqr - 2 =`, whose exact value is 0), the digits the
/// last two evaluations share are shown (possibly none: `0`) and ``hasUncertainDigits(_:significantDigits:)``
/// is true. Agreement of two evaluations is strong evidence, not a proof: the error bounds of each step
/// are not tracked. The cancellation rule is not applied: verification replaces it.
public struct VerifiedBackend: NumericBackend, Hashable {
    /// The value type of this backend.
    public typealias Value = RealExpression

    /// The base precision in bits.
    public let precision: Int

    /// The deepest graph recomputed (a chain of this many operations since the last typed number); a
    /// deeper one keeps only its base approximation, so that memory stays bounded on long scripts.
    public static let maximumDepth = 10_000

    /// A backend computing at `precision` bits and verifying shown digits at up to 64 times that.
    public init(precision: Int) throws(MPFRBackend.InvalidPrecision) {
        guard MPFRBackend.precisionRange.contains(precision) else { throw MPFRBackend.InvalidPrecision(requested: precision) }
        self.precision = precision
    }

    /// The MPFR backend at the base precision.
    public var base: MPFRBackend { MPFRBackend(validPrecision: precision) }

    /// The highest precision used to verify digits: 64 × the base precision, at most 2^20 bits.
    public var maximumPrecision: Int { min(precision * 64, max(precision, 1 << 20)) }

    /// `"mpfr-verified"`.
    public var name: String { "mpfr-verified" }

    /// As many digits as MPFR at the base precision shows.
    public var maximumSignificantDigits: Int { base.maximumSignificantDigits }

    func make(_ node: RealExpression.Node, _ value: MPFRValue) -> RealExpression {
        let expression = RealExpression(node, approximation: value)
        return expression.depth > Self.maximumDepth ? RealExpression(.frozen, approximation: value) : expression
    }

    // MARK: BackendArithmetic

    /// `integer`.
    public func value(_ integer: Int) -> RealExpression { make(.integer(integer), base.value(integer)) }
    /// Decimal text (recomputed from the text at higher precisions).
    public func value(decimal text: String) -> RealExpression { make(.decimal(text), base.value(decimal: text)) }
    /// a + b.
    public func sum(_ a: RealExpression, _ b: RealExpression) -> RealExpression {
        make(.binary(.add, a, b), base.sum(a.approximation, b.approximation))
    }
    /// a − b.
    public func difference(_ a: RealExpression, _ b: RealExpression) -> RealExpression {
        make(.binary(.subtract, a, b), base.difference(a.approximation, b.approximation))
    }
    /// a × b.
    public func product(_ a: RealExpression, _ b: RealExpression) -> RealExpression {
        make(.binary(.multiply, a, b), base.product(a.approximation, b.approximation))
    }
    /// a ÷ b.
    public func quotient(_ a: RealExpression, _ b: RealExpression) -> RealExpression {
        make(.binary(.divide, a, b), base.quotient(a.approximation, b.approximation))
    }
    /// −a.
    public func negation(_ a: RealExpression) -> RealExpression { make(.negation(a), base.negation(a.approximation)) }
    /// |a|.
    public func magnitude(_ a: RealExpression) -> RealExpression { a.approximation.hasNegativeSign ? negation(a) : a }
    /// a × 2ⁿ.
    public func scaled(_ a: RealExpression, byPowerOfTwo n: Int) -> RealExpression {
        make(.scaled(a, n), base.scaled(a.approximation, byPowerOfTwo: n))
    }
    /// Whether a < b (at the base precision).
    public func isLess(_ a: RealExpression, than b: RealExpression) -> Bool { a.approximation < b.approximation }
    /// Whether a = b (at the base precision).
    public func isEqual(_ a: RealExpression, _ b: RealExpression) -> Bool { a.approximation == b.approximation }
    /// Whether a is zero.
    public func isZero(_ a: RealExpression) -> Bool { a.approximation.isZero }
    /// Whether the sign bit is set.
    public func hasNegativeSign(_ a: RealExpression) -> Bool { a.approximation.hasNegativeSign }
    /// Whether a is finite.
    public func isFinite(_ a: RealExpression) -> Bool { a.approximation.isFinite }
    /// Whether a is NaN.
    public func isNaN(_ a: RealExpression) -> Bool { a.approximation.isNaN }
    /// Whether a is an integer (at the base precision).
    public func isInteger(_ a: RealExpression) -> Bool { base.isInteger(a.approximation) }

    /// Never: verified digits replace the cancellation rule.
    public func isCancellation(_ result: RealExpression, _ a: RealExpression, _ b: RealExpression) -> Bool { false }

    // MARK: BackendElementaryFunctions

    /// f(x).
    public func apply(_ function: UnaryFunction, to x: RealExpression, angle: AngleUnit) -> RealExpression {
        make(.unary(function, angle, x), base.apply(function, to: x.approximation, angle: angle))
    }
    /// aᵇ.
    public func power(_ a: RealExpression, _ b: RealExpression) -> RealExpression {
        make(.binary(.power, a, b), base.power(a.approximation, b.approximation))
    }
    /// The b-th root of a.
    public func root(_ a: RealExpression, _ b: RealExpression) -> RealExpression {
        make(.binary(.root, a, b), base.root(a.approximation, b.approximation))
    }
    /// a × 10ᵇ.
    public func scaled(_ a: RealExpression, byPowerOfTen b: RealExpression) -> RealExpression {
        make(.binary(.scaleByPowerOfTen, a, b), base.scaled(a.approximation, byPowerOfTen: b.approximation))
    }
    /// π.
    public var pi: RealExpression { make(.pi, base.pi) }
    /// e.
    public var e: RealExpression { make(.e, base.e) }

    // MARK: BackendDecimalConversion

    /// The verified digits of `x` (see ``VerifiedBackend``).
    public func decimalDigits(of x: RealExpression, significantDigits count: Int) -> DecimalDigits {
        verifiedDigits(of: x, significantDigits: count).digits
    }

    /// Whether the digits shown for `x` could not be verified (some or all of them may be wrong).
    public func hasUncertainDigits(_ x: RealExpression, significantDigits count: Int) -> Bool {
        !verifiedDigits(of: x, significantDigits: count).isCertain
    }

    /// The digits two successive evaluations agree on, and whether all `count` of them do.
    func verifiedDigits(of x: RealExpression, significantDigits count: Int) -> (digits: DecimalDigits, isCertain: Bool) {
        var previous = base.decimalDigits(of: x.approximation, significantDigits: count)
        if case .frozen = x.node { return (previous, false) }
        if x.children.isEmpty, case .integer = x.node { return (previous, true) }
        var bits = precision
        while bits * 2 <= maximumPrecision {
            bits *= 2
            let value = x.evaluate(with: MPFRBackend(validPrecision: bits))
            guard value.isFinite else { return (previous, false) }
            let current = base.decimalDigits(of: value, significantDigits: count)
            if current == previous { return (current, true) }
            previous = current
        }
        // Not settled: keep the leading digits the last two evaluations share.
        let last = base.decimalDigits(of: x.evaluate(with: MPFRBackend(validPrecision: bits / 2)), significantDigits: count)
        var shared = 0
        if last.exponent == previous.exponent && last.isNegative == previous.isNegative {
            while shared < count && last.digits[shared] == previous.digits[shared] { shared += 1 }
        }
        if shared == 0 {
            return (DecimalDigits(isNegative: false, digits: [UInt8(ascii: "0")], exponent: 0), false)
        }
        return (DecimalDigits(isNegative: previous.isNegative, digits: Array(previous.digits.prefix(shared)),
                              exponent: previous.exponent), false)
    }
}
