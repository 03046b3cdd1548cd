/// A number system for a calculator: values made from integers and decimal text, the calculator's
/// binary operations on them, and the tests a calculator needs (sign, comparison, finiteness).
///
/// A backend is a value that carries its run-time configuration (for MPFR: the precision in bits and
/// the IEEE mode) and performs operations on its `Value`s. The requirements have IEEE 754 semantics:
/// they may produce NaN or an infinity. Calculator code uses the checked layer
/// (``parse(decimal:)`` and ``evaluate(_:_:_:)``), which turns those into ``ArithmeticError``s.
///
/// Everything else on values (sums, products, `isZero`, `magnitude`, …) is derived from these
/// requirements in extensions.
public protocol BackendArithmetic: Sendable {
    /// The number type of this backend.
    associatedtype Value: Sendable

    /// The number of bits in a significand (53 for binary64); for backends with exact values, the
    /// precision of their approximations.
    var precision: Int { get }

    /// The value of an integer, correctly rounded to the backend's precision.
    func value(_ integer: Int) -> Value

    /// The value of decimal text in ``DecimalSyntax``, correctly rounded to the backend's precision.
    ///
    /// Too large a value gives an infinity, malformed text gives NaN.
    func value(decimal text: String) -> Value

    /// `a op b` with IEEE semantics: + − × ÷ correctly rounded, NaN outside the operation's domain and
    /// ±∞ at poles and on overflow (see ``BinaryOperation`` for each operation's definition).
    func apply(_ operation: BinaryOperation, _ a: Value, _ b: Value) -> Value

    /// −a (exact; the negation of +0 is −0).
    func negation(_ a: Value) -> Value

    /// a × 2ⁿ, exact unless it overflows or underflows.
    func scaled(_ a: Value, byPowerOfTwo n: Int) -> Value

    /// Whether a < b (false when either is NaN).
    func isLess(_ a: Value, than b: Value) -> Bool

    /// Whether the sign bit of a is set (true for −0).
    func hasNegativeSign(_ a: Value) -> Bool

    /// Whether a is neither NaN nor infinite.
    func isFinite(_ a: Value) -> Bool

    /// Whether a is a finite integer.
    func isInteger(_ a: Value) -> Bool

    /// The exponent e with 2ᵉ ≤ |a| < 2ᵉ⁺¹ of a finite nonzero `a`, when this backend's values have an
    /// exponent range narrow enough that the shared complex formulas must scale their operands by exact
    /// powers of two to stay inside it (binary64: |c|² + |d|² of parts near 10³⁰⁸ overflows); nil for
    /// 0, ±∞, NaN and on backends whose range no formula leaves (the default).
    func boundedBinaryExponent(of a: Value) -> Int?
}

// MARK: - Derived operations

extension BackendArithmetic {
    /// Nil: the backend's exponent range is wide enough that no complex formula needs scaling.
    public func boundedBinaryExponent(of a: Value) -> Int? { nil }

    /// a + b, correctly rounded.
    @inlinable
    public func sum(_ a: Value, _ b: Value) -> Value { apply(.add, a, b) }

    /// a − b, correctly rounded.
    @inlinable
    public func difference(_ a: Value, _ b: Value) -> Value { apply(.subtract, a, b) }

    /// a × b, correctly rounded.
    @inlinable
    public func product(_ a: Value, _ b: Value) -> Value { apply(.multiply, a, b) }

    /// a ÷ b, correctly rounded.
    @inlinable
    public func quotient(_ a: Value, _ b: Value) -> Value { apply(.divide, a, b) }

    /// aᵇ (a negative base needs an integer exponent).
    @inlinable
    public func power(_ a: Value, _ b: Value) -> Value { apply(.power, a, b) }

    /// The b-th root of a; for an odd integer b a negative a has a negative root.
    @inlinable
    public func root(_ a: Value, _ b: Value) -> Value { apply(.root, a, b) }

    /// a × 10ᵇ, correctly rounded when b is an integer.
    @inlinable
    public func scaled(_ a: Value, byPowerOfTen b: Value) -> Value { apply(.scaleByPowerOfTen, a, b) }

    /// |a| (exact): `a` itself, or its negation when its sign bit is set.
    @inlinable
    public func magnitude(_ a: Value) -> Value { hasNegativeSign(a) ? negation(a) : a }

    /// Whether a = b numerically (−0 = +0; NaN equals nothing): neither is less than the other.
    @inlinable
    public func isEqual(_ a: Value, _ b: Value) -> Bool {
        !isNaN(a) && !isNaN(b) && !isLess(a, than: b) && !isLess(b, than: a)
    }

    /// Whether a is +0 or −0: a finite value equal to its own negation.
    @inlinable
    public func isZero(_ a: Value) -> Bool {
        guard isFinite(a) else { return false }
        let negated = negation(a)
        return !isLess(a, than: negated) && !isLess(negated, than: a)
    }

    /// Whether a is NaN: not finite, and not ordered against its own negation (−∞ < +∞).
    @inlinable
    public func isNaN(_ a: Value) -> Bool {
        guard !isFinite(a) else { return false }
        let negated = negation(a)
        return !isLess(a, than: negated) && !isLess(negated, than: a)
    }

    /// Whether |result| ≤ 2^(8−P)·max(|a|, |b|): the default cancellation rule (see
    /// ``NumericBackend/isCancellation(_:_:_:)``).
    @inlinable
    public func isRelativelyNegligible(_ result: Value, _ a: Value, _ b: Value) -> Bool {
        let larger = isLess(magnitude(a), than: magnitude(b)) ? magnitude(b) : magnitude(a)
        let threshold = scaled(larger, byPowerOfTwo: 8 - precision)
        return !isLess(threshold, than: magnitude(result))
    }
}

// MARK: - Checked operations

extension BackendArithmetic {
    /// The value of decimal text, or an error when it is malformed or too large.
    @inlinable
    public func parse(decimal text: String) throws(ArithmeticError) -> Value {
        // value(decimal:) validates the syntax itself: malformed text gives NaN, an invalid operation.
        let result = value(decimal: text)
        if isFinite(result) { return result }
        if isNaN(result) { throw .invalidOperation }
        throw .overflow
    }

    /// `a op b`, or why it has no finite real result.
    @inlinable
    public func evaluate(_ operation: BinaryOperation, _ a: Value, _ b: Value) throws(ArithmeticError) -> Value {
        try checked(apply(operation, a, b), of: operation, a, b)
    }

    /// `result`, the IEEE result of `a op b`, when it is finite; else why `a op b` has no finite real result.
    ///
    /// One finite IEEE result is refused: a logarithm to base 0 (ln x / ln 0 = ±0), as no base is 0.
    @inlinable
    public func checked(_ result: Value, of operation: BinaryOperation, _ a: Value, _ b: Value)
        throws(ArithmeticError) -> Value
    {
        if isFinite(result) {
            if operation == .logarithm, isZero(b) { throw .invalidOperation }
            return result
        }
        if isNaN(result) {
            // x ÷ 0 for x ≠ 0, and 0 to a negative power, are divisions by zero even where the backend has
            // no infinity (a programmer word is invalid there, as for 0 ÷ 0): the same reason on every
            // backend.
            let divisionByZero: Bool
            switch operation {
            case .divide: divisionByZero = isZero(b) && !isZero(a) && !isNaN(a)
            case .power: divisionByZero = isZero(a) && isLess(b, than: negation(b))
            case .reversedPower: divisionByZero = isZero(b) && isLess(a, than: negation(a))
            case .add, .subtract, .multiply, .scaleByPowerOfTen, .modulo, .combinations, .permutations, .minimum,
                .maximum, .gcd, .lcm, .hypot, .polar, .modularPower, .root, .logarithm, .and, .or, .xor, .nand, .nor,
                .xnor, .shiftLeft, .shiftRightArithmetic, .shiftRightLogical:
                divisionByZero = false
            }
            throw divisionByZero ? .divisionByZero : .invalidOperation
        }
        let atPole: Bool
        switch operation {
        case .add, .subtract, .multiply, .scaleByPowerOfTen, .modulo, .combinations, .permutations, .minimum, .maximum,
            .gcd, .lcm, .hypot, .polar, .modularPower:
            atPole = false
        case .and, .or, .xor, .nand, .nor, .xnor, .shiftLeft, .shiftRightArithmetic, .shiftRightLogical: atPole = false
        case .logarithm:
            // The logarithm of 0 is invalid, as the ln key's is (ln 0 is `Error`, invalidOperation); base 1
            // divides by ln 1 = 0.
            if isZero(a) { throw .invalidOperation }
            atPole = isEqual(b, value(1))
        case .divide: atPole = isZero(b)
        case .power, .root: atPole = isZero(a)
        case .reversedPower: atPole = isZero(b)
        }
        throw atPole ? .divisionByZero : .overflow
    }
}
