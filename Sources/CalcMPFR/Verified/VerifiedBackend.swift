import CMPFR
import CalcNumerics

/// MPFR with correct digits: every value remembers how it was computed, and when it is shown it is
/// recomputed with interval arithmetic at increasing precisions until its shown digits are certain
/// (Ziv's strategy, with rigorous bounds).
///
/// Arithmetic, comparisons and errors are those of ``MPFRBackend`` at ``precision`` bits, so a calculator
/// behaves exactly as on MPFR; only the digits shown differ. To show a value, its computation is redone
/// at the base precision, then at twice, four times… up to ``maximumPrecision`` bits, each time as an
/// interval certain to contain the exact result (every step rounded outwards, see `MPFREnclosure`):
/// - when both ends of the interval round to the same `D` digits, those digits are shown: they are the
///   exact result correctly rounded. The base precision is where recomputation starts, not a limit: `D`
///   may be up to what ``maximumPrecision`` bits show (``maximumSignificantDigits``), so 64 bits prove
///   fifty digits of `1 / 3 =`;
/// - otherwise (the exact result lies on or a hair from a rounding boundary, or the interval cannot be
///   narrowed: `2 sqrt sqr - 2 =`, exactly 0; `2 sqrt sqr - 1 = asin`, at the edge of the domain), the
///   base precision's own digits are shown, as ``MPFRBackend`` shows them (at most as many as the base
///   precision tells apart; 0 for a sum or difference its cancellation rule takes for rounding noise),
///   and ``hasUncertainDigits(_:significantDigits:)`` is true: a display that is not proven never looks
///   like one that is (calc-eval marks it with a leading `~`).
/// The cancellation rule is not applied: verification replaces it. The snapping rule is
/// (``nearestInteger(to:)``): an inexact value within 2^(8−P) of a singular point moves onto it exactly
/// as on ``MPFRBackend`` at the base precision (`rad pi / 2 = tan` is an error, as there), and the point
/// is an exact value, so what follows is proven from it.
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
        guard MPFRBackend.precisionRange.contains(precision) else {
            throw MPFRBackend.InvalidPrecision(requested: precision)
        }
        self.precision = precision
    }

    /// The MPFR backend at the base precision.
    public var base: MPFRBackend { MPFRBackend(validPrecision: precision) }

    /// The highest precision used to verify digits: 64 × the base precision, at most 2^20 bits.
    public var maximumPrecision: Int { Self.maximumPrecision(forBasePrecision: precision) }

    /// The highest precision used to verify digits for a base precision of `bits`: 64 × `bits`, at most
    /// 2^20 bits (or `bits` itself when larger).
    public static func maximumPrecision(forBasePrecision bits: Int) -> Int { min(bits * 64, max(bits, 1 << 20)) }

    /// The most digits worth showing: what ``maximumPrecision`` bits tell apart, plus one
    /// (`SignificantDigits.maximumCount` of ``maximumPrecision``), since digits are proven up to there.
    public var maximumSignificantDigits: Int { SignificantDigits(precision: maximumPrecision).maximumCount }

    /// `"mpfr-verified"`.
    public var name: String { "mpfr-verified" }

    func make(_ node: RealExpression.Node, _ value: MPFRValue) -> RealExpression {
        let expression = RealExpression(node, approximation: value)
        return expression.depth > Self.maximumDepth ? RealExpression(.frozen, approximation: value) : expression
    }

    // MARK: Arithmetic

    /// Always a reason: values with verified digits hold the expressions they are proven from, which have
    /// no saved form (save the settings and the keys, and replay them).
    public func problem(withDecoded value: RealExpression) -> String? {
        "a value with verified digits has no saved form"
    }

    /// Whether `x`'s enclosure at ``maximumPrecision`` (as far as digits are ever refined) still contains
    /// `point`'s approximation, and lies within the residue window 2^(8−P)·|point| around it (2^(8−P)
    /// around 0), as the base approximation did: where it excludes the point, or reaches beyond the
    /// window, a closer look tells them apart or cannot say that the value is the point, and the value
    /// is not snapped: `1 EE 20 = atan tan` is 10²⁰ in radians, proven, where the base precision took
    /// atan 10²⁰ for π/2, and `cos((2^17000 + 1) - 2^17000)` in radians is not a proven 1 (the difference,
    /// 0 at the base precision, is 1, and its enclosure at 16,384 bits reaches 2⁶¹⁷). Nor is a value
    /// whose enclosure underflowed (`sin(exp(-1e10))` was a proven 0). A value that cannot be enclosed is not snapped either: the exact point would
    /// make what follows look proven (`floor((-12 - 1e-100) mod (-35))` is `~-12`, not a proven −12), nor
    /// one whose enclosure is unbounded (`floor(3 - exp((2^4000 + 1500) - 2^4000 - 1000))` at 53 bits
    /// was a proven 3: the exponent, −1000 at the base precision, is 500). A value that + − × ÷ compute from typed numbers is known
    /// exactly, as a rational: it snaps only onto itself, however near the point (`floor(1 - 1e-5000)`
    /// is not a proven 1: no enclosure of 64 × 256 bits excludes 1; `0.1 + 0.2 + 2.7` is exactly 3,
    /// proven).
    public func allowsSnapping(_ x: RealExpression, onto point: RealExpression) -> Bool {
        guard let enclosure = x.enclosure(precision: maximumPrecision), enclosure.isFinite else { return false }
        if point.approximation < enclosure.lower || enclosure.upper < point.approximation { return false }
        if !enclosure.liesWithinWindow(of: point.approximation, exponent: 8 - precision) { return false }
        if enclosure.reachesUnderflow { return false }
        if let exact = x.exactRational() {
            return RealExpression.rational(exactly: point.approximation) == exact
        }
        return true
    }

    /// `integer`.
    public func value(_ integer: Int) -> RealExpression { make(.integer(integer), base.value(integer)) }
    /// Decimal text (recomputed from the text at higher precisions).
    public func value(decimal text: String) -> RealExpression { make(.decimal(text), base.value(decimal: text)) }
    /// `a op b` at the base precision (recomputed at higher precisions). An operand that must be an
    /// integer (both of `gcd`, `lcm`, `nCr` and `nPr`; the exponent of a negative base) and is one only at
    /// the base precision, told apart from every integer by its enclosure, gives the error the base
    /// precision gives a non-integer there: `gcd(3 + 10^-100, 6)` is `Error`, not the base's 3.
    public func apply(_ operation: BinaryOperation, _ a: RealExpression, _ b: RealExpression) -> RealExpression {
        if hasNonIntegerOperand(operation, a, b) {
            return make(.binary(operation, a, b), base.quotient(base.value(0), base.value(0)))
        }
        return refined(make(.binary(operation, a, b), base.apply(operation, a.approximation, b.approximation)))
    }

    /// `x`, or where its approximation is not finite (an error of the base precision) while its enclosure
    /// refined up to ``maximumPrecision`` bits is finite and away from 0, the same expression with that
    /// enclosure's value rounded to the base precision: an approximation that rounding pushed onto a
    /// pole is not the value's error. `1/(1e-85 + 1 - 1)` is 10⁸⁵ (at 256 bits the divisor rounds to
    /// 0: division by zero), and `ln` of it, `tan(89.99…9°)` with 85 nines, `atanh(1 - 1e-80)` are values,
    /// proven, as on the exact backend. A true pole (1/0, ln 0, an enclosure reaching 0) stays `Error`.
    func refined(_ x: RealExpression) -> RealExpression {
        guard !x.approximation.isFinite else { return x }
        var bits = precision * 2
        while bits <= maximumPrecision {
            // Away from 0, or exactly 0 (`0/(-1e-85+1-1)` is 0, as on the exact backend).
            if let enclosure = x.enclosure(precision: bits), enclosure.isFinite,
                !enclosure.containsZero || enclosure.isPoint
            {
                let lower = MPFRValue(enclosure.lower, precision: precision)
                if lower == MPFRValue(enclosure.upper, precision: precision) || bits * 2 > maximumPrecision {
                    return RealExpression(x.node, approximation: lower)
                }
            }
            bits *= 2
        }
        return x
    }

    /// Whether an operand `operation` needs as an integer is an integer at the base precision but not
    /// within its enclosure (see ``isInteger(_:)``): both operands of the keys that refuse non-integers
    /// (`BinaryOperation.refusesNonIntegers`), the exponent of a negative base.
    func hasNonIntegerOperand(_ operation: BinaryOperation, _ a: RealExpression, _ b: RealExpression) -> Bool {
        func isOffInteger(_ x: RealExpression) -> Bool { base.isInteger(x.approximation) && !isInteger(x) }
        func isNegative(_ x: RealExpression) -> Bool { x.approximation.hasNegativeSign && !x.approximation.isZero }
        switch operation.integerOperands {
        case .none: return false
        case .both: return operation.refusesNonIntegers && (isOffInteger(a) || isOffInteger(b))
        case .rightWhenLeftIsNegative: return isNegative(a) && isOffInteger(b)
        case .leftWhenRightIsNegative: return isNegative(b) && isOffInteger(a)
        }
    }
    /// −a.
    public func negation(_ a: RealExpression) -> RealExpression {
        make(.negation(a), base.negation(a.approximation))
    }
    /// a × 2ⁿ.
    public func scaled(_ a: RealExpression, byPowerOfTwo n: Int) -> RealExpression {
        make(.scaled(a, n), base.scaled(a.approximation, byPowerOfTwo: n))
    }
    /// Whether a < b (at the base precision).
    public func isLess(_ a: RealExpression, than b: RealExpression) -> Bool { a.approximation < b.approximation }
    /// Whether the sign bit is set.
    public func hasNegativeSign(_ a: RealExpression) -> Bool { a.approximation.hasNegativeSign }
    /// Whether a is finite.
    public func isFinite(_ a: RealExpression) -> Bool { a.approximation.isFinite }
    /// Whether a is an integer: at the base precision, and not told apart from every integer by its
    /// enclosure refined to ``maximumPrecision`` bits (as far as ``allowsSnapping(_:onto:)`` looks), so
    /// that an operand the snapping rule leaves off an integer is not one to the integer keys either:
    /// `gcd(3 + 10^-100, 6)` is `Error`, as on the exact backend, not the base precision's 3.
    public func isInteger(_ a: RealExpression) -> Bool {
        guard base.isInteger(a.approximation) else { return false }
        guard let enclosure = a.enclosure(precision: maximumPrecision) else { return true }
        return enclosure.containsInteger
    }

    // MARK: Elementary functions

    /// f(x) at the base precision (recomputed at higher precisions). An argument that rounding put on an
    /// end ±1 of the function's domain, told off that end by its enclosure on the side where the function
    /// has no real value, gives the error the base precision gives there: `asin(1 + 10^-20)` is `Error`
    /// at 53 bits, as on the exact backend, not the base's asin 1 = 90°.
    public func apply(_ function: UnaryFunction, to x: RealExpression, angle: AngleUnit) -> RealExpression {
        if isOutsideDomain(function, x, angle: angle) {
            return make(.unary(function, angle, x), base.quotient(base.value(0), base.value(0)))
        }
        return refined(make(.unary(function, angle, x), base.apply(function, to: x.approximation, angle: angle)))
    }

    /// Whether `x` is ±1 at the base precision, an end of `function`'s domain (its singular points are
    /// ``SingularPoints/unitMagnitudes`` or ``SingularPoints/one``: `asin`, `acos`, `atanh`, `asec`,
    /// `acsc`, `acoth`, `acosh`, `asech`), while its enclosure at ``maximumPrecision`` bits lies off that
    /// end where the function has no value (the enclosure of `function` of it is undefined).
    func isOutsideDomain(_ function: UnaryFunction, _ x: RealExpression, angle: AngleUnit) -> Bool {
        switch function.singularPoints {
        case .unitMagnitudes, .one: break
        case .integers, .halfIntegers, .oddMultiplesOfRightAngle, .multiplesOfStraightAngle, nil: return false
        }
        let end = x.approximation
        guard end.isFinite, base.isEqual(base.magnitude(end), base.value(1)),
            let enclosure = x.enclosure(precision: maximumPrecision), enclosure.isFinite,
            enclosure.upper < end || end < enclosure.lower
        else { return false }
        return MPFREnclosureArithmetic(precision: maximumPrecision).apply(function, to: enclosure, angle: angle) == nil
    }
    /// π.
    public var pi: RealExpression { make(.pi, base.pi) }
    /// e.
    public var e: RealExpression { make(.e, base.e) }

    // MARK: Decimal digits and display policy

    /// False: a value is an approximation whose digits are proven.
    public static var hasExactValues: Bool { false }

    /// Whether `count` digits are the approximation itself (asked of values the calculator knows exact,
    /// whose approximation is the value).
    public func showsExactly(_ value: RealExpression, significantDigits count: Int) -> Bool {
        base.digitsShowValue(value.approximation, significantDigits: count)
    }

    /// Never: verified digits replace the cancellation rule.
    public func isCancellation(_ result: RealExpression, _ a: RealExpression, _ b: RealExpression) -> Bool { false }

    /// The verified digits of `x` (see ``VerifiedBackend``).
    public func decimalDigits(of x: RealExpression, significantDigits count: Int) -> DecimalDigits {
        verifiedDigits(of: x, significantDigits: count).digits
    }

    /// Whether the digits shown for `x` could not be verified: they are then the base precision's own
    /// (some or all of them may be wrong).
    public func hasUncertainDigits(_ x: RealExpression, significantDigits count: Int) -> Bool {
        !verifiedDigits(of: x, significantDigits: count).isCertain
    }

    /// The shown digits of `x` and whether they are certain (see ``VerifiedBackend``).
    func verifiedDigits(of x: RealExpression, significantDigits count: Int) -> (
        digits: DecimalDigits, isCertain: Bool
    ) {
        if case .frozen = x.node { return (baseDigits(of: x, significantDigits: count), false) }
        var bits = precision
        while true {
            if let enclosure = x.enclosure(precision: bits), enclosure.isFinite {
                if enclosure.isPoint {
                    guard enclosure.lower.isZero else {
                        return (base.decimalDigits(of: enclosure.lower, significantDigits: count), true)
                    }
                    // Exactly zero, whatever the base precision computed (`1 EE 20 + 1 - 1 EE 20 - 1 =`
                    // is -1 at 64 bits); a zero the calculator computed keeps its sign.
                    let negative = x.approximation.isZero && x.approximation.hasNegativeSign
                    let zeros = [UInt8](repeating: UInt8(ascii: "0"), count: count)
                    return (DecimalDigits(isNegative: negative, digits: zeros, exponent: 0), true)
                }
                let lower = base.decimalDigits(of: enclosure.lower, significantDigits: count)
                if lower == base.decimalDigits(of: enclosure.upper, significantDigits: count) {
                    // Rounding is monotone: every value in between, the exact one too, rounds to these.
                    return (lower, true)
                }
            }
            if bits * 2 > maximumPrecision { break }
            bits *= 2
        }
        // Not proven: an interval still around a rounding boundary at the highest precision (a value on or
        // a hair from a tie, 2.5 + 10⁻⁵⁰⁰⁰) proves nothing; what the base precision computed is shown,
        // marked, never fewer digits that could pass for proven ones.
        return (baseDigits(of: x, significantDigits: count), false)
    }

    /// The digits ``MPFRBackend`` at the base precision shows for `x`'s approximation: `count` of them,
    /// at most ``MPFRBackend``'s `NumericBackend.maximumSignificantDigits` (more would only show the
    /// binary approximation's own expansion). A sum or difference that the base backend's cancellation
    /// rule (`BackendArithmetic.isRelativelyNegligible(_:_:_:)`) takes for rounding noise shows 0, as
    /// the base backend shows it (`0.1 + 0.2 - 0.3 =` at 64 bits, whose exact 0 no interval can prove).
    func baseDigits(of x: RealExpression, significantDigits count: Int) -> DecimalDigits {
        let shown = min(count, base.maximumSignificantDigits)
        if case .binary(let operation, let a, let b) = x.node, operation == .add || operation == .subtract,
            base.isRelativelyNegligible(x.approximation, a.approximation, b.approximation)
        {
            return DecimalDigits(
                isNegative: false, digits: [UInt8](repeating: UInt8(ascii: "0"), count: shown), exponent: 0)
        }
        return base.decimalDigits(of: x.approximation, significantDigits: shown)
    }
}
