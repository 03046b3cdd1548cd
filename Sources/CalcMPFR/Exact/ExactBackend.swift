import CMPFR
import CalcNumerics

/// Exact rational arithmetic (GMP) with MPFR approximations where a result is not rational.
///
/// Typed decimals, + − × ÷, negation, squares, cubes, reciprocals, integer powers, `a EE b` with an
/// integer b, and roots and logarithms whose result is rational (√2.25 = 1.5, ∛−27 = −3,
/// log₁₀ 1000 = 3, 10ˣ for an integer x) stay exact. Any other operation falls back to MPFR at
/// ``precision`` bits and the value becomes an approximation; once approximate, a value stays so. A
/// rational whose numerator or denominator would exceed ``maximumBits`` bits becomes an approximation too,
/// so `1 / 3 pow 100000 =` stays fast. Exact sums are never "cancellation noise": `0.1 + 0.2 − 0.3` is 0
/// because it is.
public struct ExactBackend: NumericBackend, Hashable, Codable {
    /// The value type of this backend.
    public typealias Value = ExactValue

    /// The largest numerator or denominator kept exact, in bits.
    public static let maximumBits = 100_000

    /// The largest decimal exponent a typed number, 10ˣ or `EE` keeps exact: 10^30,102 is the largest
    /// power of ten within ``maximumBits`` (99,997 bits).
    public static let maximumDecimalExponent = 30_102

    /// The precision of approximations, in bits.
    public let precision: Int

    /// The MPFR backend approximations are computed with.
    public var approximation: MPFRBackend { MPFRBackend(validPrecision: precision) }

    /// A backend whose approximations have `precision` bits.
    public init(precision: Int) throws(MPFRBackend.InvalidPrecision) {
        guard MPFRBackend.precisionRange.contains(precision) else {
            throw MPFRBackend.InvalidPrecision(requested: precision)
        }
        self.precision = precision
    }

    /// `"exact"`.
    public var name: String { "exact" }

    private enum CodingKeys: String, CodingKey {
        case precision
    }

    /// Decodes a backend, refusing a precision outside MPFR's range (as ``init(precision:)`` does).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let precision = try container.decode(Int.self, forKey: .precision)
        do {
            try self.init(precision: precision)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .precision, in: container, debugDescription: error.description)
        }
    }

    // MARK: Conversions

    /// An exact value, or an approximation when the rational has grown beyond ``maximumBits``.
    func exact(_ r: Rational) -> ExactValue {
        r.bitWidth > Self.maximumBits ? .approximate(approximate(r)) : .exact(r)
    }

    /// The rational rounded to the approximation precision.
    func approximate(_ r: Rational) -> MPFRValue {
        r.withMPQPointer { q in approximation.result { mpfr_set_q($0, q, MPFR_RNDN) } }
    }

    /// A value as the argument of an MPFR function whose result is rounded to ``precision``: a rational
    /// to ``precision`` + its width + 64 bits, an approximation as it is.
    ///
    /// Rounding the rational to ``precision`` alone would let that rounding show wherever the function
    /// magnifies it: sin 10²⁵⁶ in radians (the argument's integer part has 851 bits, so an error of
    /// 2^−P relative is an error of 2^(851−P) in the angle), ln(1 + 10⁻¹⁰⁰) (1 + 10⁻¹⁰⁰ would round to 1,
    /// and the logarithm to 0), (1 + 10⁻¹⁰⁰)^(10¹⁰⁰) (1, not e). With w the rational's width, its argument
    /// is within 2^−(P + w + 64) of it relatively: the angle is within 2^−(P + 64) absolutely, and a
    /// value other than 1 is at least 2^−w from 1. MPFR rounds the result once, to ``precision``.
    func operand(_ v: ExactValue) -> MPFRValue {
        switch v {
        case .exact(let r):
            let bits = min(precision + r.bitWidth + 64, MPFRBackend.precisionRange.upperBound)
            return r.withMPQPointer { q in MPFRBackend(validPrecision: bits).result { mpfr_set_q($0, q, MPFR_RNDN) } }
        case .approximate(let m): return m
        }
    }

    /// Any value as an MPFR approximation.
    func approximate(_ v: ExactValue) -> MPFRValue {
        switch v {
        case .exact(let r): approximate(r)
        case .approximate(let m): m
        }
    }

    // MARK: BackendArithmetic

    /// Why a decoded value cannot be a calculator's on this backend, or nil: a rational wider than
    /// ``maximumBits`` (no key keeps one), or an approximation that the MPFR backend of this precision
    /// refuses.
    public func problem(withDecoded value: ExactValue) -> String? {
        switch value {
        case .exact(let rational):
            rational.bitWidth <= Self.maximumBits
                ? nil : "an exact value of \(rational.bitWidth) bits (at most \(Self.maximumBits))"
        case .approximate(let approximation): self.approximation.problem(withDecoded: approximation)
        }
    }

    /// True: an exact value is never snapped (only approximations are), and an approximation is what
    /// MPFR computed at this precision.
    public func allowsSnapping(_ x: ExactValue, onto point: ExactValue) -> Bool { true }

    /// `integer` exactly.
    public func value(_ integer: Int) -> ExactValue { .exact(Rational(integer)) }

    /// Decimal text exactly (an approximation when its exponent is beyond ``maximumDecimalExponent``).
    public func value(decimal text: String) -> ExactValue {
        if let r = Rational(decimal: text, maximumExponent: Self.maximumDecimalExponent) { return exact(r) }
        return .approximate(approximation.value(decimal: text))
    }

    func combine(
        _ a: ExactValue, _ b: ExactValue, exact: (Rational, Rational) -> Rational?,
        approximate mpfr: (MPFRValue, MPFRValue) -> MPFRValue
    ) -> ExactValue {
        if case .exact(let x) = a, case .exact(let y) = b, let r = exact(x, y) { return self.exact(r) }
        return .approximate(mpfr(operand(a), operand(b)))
    }

    /// `a op b`: exact for + − × ÷ on exact values, and for powers, roots and a × 10ᵇ whose result is
    /// rational and known to be (see ``ExactBackend``); MPFR's otherwise (division by zero included: ±∞ or
    /// NaN).
    public func apply(_ operation: BinaryOperation, _ a: ExactValue, _ b: ExactValue) -> ExactValue {
        switch operation {
        case .add: combine(a, b, exact: +, approximate: approximation.sum)
        case .subtract: combine(a, b, exact: -, approximate: approximation.difference)
        case .multiply: combine(a, b, exact: *, approximate: approximation.product)
        case .divide: combine(a, b, exact: /, approximate: approximation.quotient)
        case .power: power(a, b)
        case .reversedPower: power(b, a)
        case .root: root(a, b)
        case .scaleByPowerOfTen: scaled(a, byPowerOfTen: b)
        case .modulo, .combinations, .permutations, .logarithm, .gcd, .lcm, .hypot: integerOrLogarithm(operation, a, b)
        // The operand itself, exact or not.
        case .minimum: isLess(b, than: a) ? b : a
        case .maximum: isLess(a, than: b) ? b : a
        case .and, .or, .xor, .nand, .nor, .xnor, .shiftLeft, .shiftRightArithmetic, .shiftRightLogical, .polar,
            .modularPower:
            .approximate(approximation.apply(operation, approximate(a), approximate(b)))
        }
    }

    /// −a.
    public func negation(_ a: ExactValue) -> ExactValue {
        switch a {
        case .exact(let r): .exact(-r)
        case .approximate(let m): .approximate(approximation.negation(m))
        }
    }

    /// a × 2ⁿ.
    public func scaled(_ a: ExactValue, byPowerOfTwo n: Int) -> ExactValue {
        switch a {
        case .exact(let r) where n.magnitude <= UInt(Self.maximumBits):
            return exact(
                Rational.make { q in
                    r.withMPQPointer { n >= 0 ? __gmpq_mul_2exp(q, $0, UInt(n)) : __gmpq_div_2exp(q, $0, UInt(-n)) }
                })
        default:
            return .approximate(approximation.scaled(approximate(a), byPowerOfTwo: n))
        }
    }

    /// Whether a < b.
    public func isLess(_ a: ExactValue, than b: ExactValue) -> Bool {
        if case .exact(let x) = a, case .exact(let y) = b { return x < y }
        return approximation.isLess(approximate(a), than: approximate(b))
    }

    /// Whether a is negative (an exact zero has no sign).
    public func hasNegativeSign(_ a: ExactValue) -> Bool {
        switch a {
        case .exact(let r): r.isNegative
        case .approximate(let m): m.hasNegativeSign
        }
    }

    /// Whether a is finite (exact values always are).
    public func isFinite(_ a: ExactValue) -> Bool {
        if case .approximate(let m) = a { return m.isFinite }
        return true
    }

    /// Whether a is an integer.
    public func isInteger(_ a: ExactValue) -> Bool {
        switch a {
        case .exact(let r): r.isInteger
        case .approximate(let m): approximation.isInteger(m)
        }
    }

    // MARK: Display policy

    /// True: typed decimals and rational results are exact.
    public static var hasExactValues: Bool { true }

    /// False: the digits of an exact value are correctly rounded, and so are an approximation's.
    public func hasUncertainDigits(_ value: ExactValue, significantDigits count: Int) -> Bool { false }

    /// Exact sums and differences are never cancellation noise; approximations use the default rule.
    public func isCancellation(_ result: ExactValue, _ a: ExactValue, _ b: ExactValue) -> Bool {
        if result.isExact { return false }
        return isRelativelyNegligible(result, a, b)
    }
}
