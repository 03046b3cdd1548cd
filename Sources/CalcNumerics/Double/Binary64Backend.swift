#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// IEEE 754 binary64 (`Double`), with the function keys of a provider chosen at build time: the
/// `DoubleBackend` of CalcEngine, which apps use.
///
/// + − × ÷ √ x² 1/x are the hardware's correctly rounded operations. Decimal text is parsed correctly
/// rounded (`strtod`) and converted to digits correctly rounded (glibc's exact `printf`, or the shortest
/// round-trip form when that provably is the rounded one). Every other key (powers and roots with any
/// exponent, x³, a × 10ⁿ, x!, n!!, exponentials, logarithms, trigonometric functions in degrees, gradians and
/// radians and their inverses, hyperbolic functions, hypot) comes from `Functions`, and both providers
/// compute it correctly rounded in Swift (``CorrectlyRounded``), so both builds give the same bits:
/// - `MPFRBinary64` (the `MPFR` package trait, the default) leaves to MPFR's IEEE mode (53 bits,
///   binary64's exponent range and subnormals, `MPFRBackend.ieeeBinary64`) only what `CorrectlyRounded`
///   does not cover, and decides exactness by MPFR's ternary values;
/// - ``LibmBinary64`` (a build without the trait, `traits: []`, for an app that cannot ship MPFR) needs no
///   MPFR or GMP, and decides exactness by error-free checks where they apply.
public struct Binary64Backend<Functions: Binary64Functions>: NumericBackend, Hashable, Codable {
    /// The value type of this backend.
    public typealias Value = Double

    /// A binary64 backend.
    public init() {}

    /// `"double"`.
    public var name: String { "double" }
    /// 53.
    public var precision: Int { 53 }

    /// Why a decoded binary64 value cannot be a calculator's (it is not finite), or nil.
    public func problem(withDecoded value: Double) -> String? {
        value.isFinite ? nil : "the value \(value) is not finite"
    }

    /// True: a binary64 value is what was computed; nothing tells it from a point it rounded onto.
    public func allowsSnapping(_ x: Double, onto point: Double) -> Bool { true }

    /// `integer` rounded to nearest.
    @inlinable public func value(_ integer: Int) -> Double { Double(integer) }

    /// Decimal text correctly rounded to binary64 (NaN when malformed, ±∞ when too large).
    public func value(decimal text: String) -> Double {
        if let value = Binary64Decimal.shortDecimal(text) { return value }
        guard DecimalSyntax.isValid(text) else { return .nan }
        return text.withCString { strtod($0, nil) }
    }

    /// `a op b`: the hardware's + − × ÷; powers, roots and a × 10ᵇ as ``Binary64Backend`` describes.
    @inlinable
    public func apply(_ operation: BinaryOperation, _ a: Double, _ b: Double) -> Double {
        switch operation {
        case .add: a + b
        case .subtract: a - b
        case .multiply: a * b
        case .divide: a / b
        case .power: power(a, b)
        case .reversedPower: power(b, a)
        case .root: root(a, b)
        case .scaleByPowerOfTen: scaled(a, byPowerOfTen: b)
        case .minimum: Binary64IntegerFunctions.minimum(a, b)
        case .maximum: Binary64IntegerFunctions.maximum(a, b)
        case .gcd: Binary64IntegerFunctions.gcd(a, b)
        case .modulo, .combinations, .permutations, .logarithm, .lcm, .hypot: Self.correctlyRounded(operation, a, b)
        case .and, .or, .xor, .nand, .nor, .xnor, .shiftLeft, .shiftRightArithmetic, .shiftRightLogical, .polar,
            .modularPower:
            .nan
        }
    }

    /// −a.
    @inlinable public func negation(_ a: Double) -> Double { -a }
    /// a × 2ⁿ.
    @inlinable public func scaled(_ a: Double, byPowerOfTwo n: Int) -> Double { scalbn(a, Int32(clamping: n)) }
    /// Whether a < b.
    @inlinable public func isLess(_ a: Double, than b: Double) -> Bool { a < b }
    /// Whether the sign bit of a is set.
    @inlinable public func hasNegativeSign(_ a: Double) -> Bool { a.sign == .minus }
    /// Whether a is finite.
    @inlinable public func isFinite(_ a: Double) -> Bool { a.isFinite }
    /// Whether a is a finite integer.
    @inlinable public func isInteger(_ a: Double) -> Bool { a.isFinite && a.rounded(.towardZero) == a }
    /// The exponent of a finite nonzero a (subnormals included: 2⁻¹⁰⁷⁴ has −1074), else nil: binary64's
    /// range is narrow enough that the complex formulas scale by it.
    @inlinable public func boundedBinaryExponent(of a: Double) -> Int? {
        a.isFinite && a != 0 ? Int(a.exponent) : nil
    }

    // MARK: Display policy

    /// False: a double does not know whether it is exact (the calculator tracks it).
    public static var hasExactValues: Bool { false }
    /// Whether `count` digits are `value` itself (``NumericBackend/digitsShowValue(_:significantDigits:)``;
    /// integers below 2⁵³ by counting their digits).
    public func showsExactly(_ value: Double, significantDigits count: Int) -> Bool {
        if Swift.abs(value) < 0x1p53, value.rounded(.towardZero) == value {
            var n = Int(Swift.abs(value))
            if n == 0 { return true }
            while n % 10 == 0 { n /= 10 }
            var digits = 0
            while n > 0 {
                digits += 1
                n /= 10
            }
            return digits <= count
        }
        return digitsShowValue(value, significantDigits: count)
    }
    /// False: the digits are the value correctly rounded.
    @inlinable public func hasUncertainDigits(_ value: Double, significantDigits count: Int) -> Bool { false }
    /// The default rule, ``BackendArithmetic/isRelativelyNegligible(_:_:_:)``.
    @inlinable public func isCancellation(_ result: Double, _ a: Double, _ b: Double) -> Bool {
        isRelativelyNegligible(result, a, b)
    }

    /// `x` rounded to `count` significant digits (round half to even on the exact binary value).
    public func decimalDigits(of x: Double, significantDigits count: Int) -> DecimalDigits {
        Binary64Decimal.digits(of: x, significantDigits: count)
    }

    /// π rounded to binary64.
    public var pi: Double { Double.pi }
    /// e rounded to binary64.
    public var e: Double { 2.718281828459045 }
}
