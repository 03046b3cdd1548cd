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
/// exponent, a × 10ⁿ, x!, exponentials, logarithms, trigonometric functions in degrees and radians and
/// their inverses, hyperbolic functions) comes from `Functions`:
/// - `MPFRBinary64` (the `MPFR` package trait, the default): MPFR emulating binary64 (53 bits,
///   binary64's exponent range and subnormals, `MPFRBackend.ieeeBinary64`), so each result is the exact
///   result rounded once to the nearest `Double`, the same on every platform and bit for bit what
///   MPFR's IEEE mode gives;
/// - ``LibmBinary64`` (a build without the trait, `traits: []`, for an app that cannot ship MPFR): the
///   platform's libm, not correctly rounded (within about one unit in the last place); a × 10ⁿ for
///   |n| ≤ 22 and the keys above still are.
public struct Binary64Backend<Functions: Binary64Functions>: NumericBackend, Hashable, Codable {
    /// The value type of this backend.
    public typealias Value = Double

    /// A binary64 backend.
    public init() {}

    /// `"double"`.
    public var name: String { "double" }
    /// 53.
    public var precision: Int { 53 }

    /// `integer` rounded to nearest.
    @inlinable public func value(_ integer: Int) -> Double { Double(integer) }

    /// Decimal text correctly rounded to binary64 (NaN when malformed, ±∞ when too large).
    public func value(decimal text: String) -> Double {
        if let value = Self.shortDecimal(text) { return value }
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
        case .modulo, .combinations, .permutations, .logarithm: Self.correctlyRounded(operation, a, b)
        case .and, .or, .xor, .nand, .nor, .xnor, .shiftLeft, .shiftRightArithmetic, .shiftRightLogical: .nan
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
        precondition(count >= 1, "at least one significant digit")
        precondition(x.isFinite, "only finite values have digits")
        if x == 0 {
            return DecimalDigits(
                isNegative: x.sign == .minus, digits: Array(repeating: UInt8(ascii: "0"), count: count), exponent: 0)
        }
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *),
            let digits = Self.exactDigits(of: x, significantDigits: count)
        {
            return digits
        }
        if count <= 15, x.isNormal || x == 0, let digits = Self.shortestDigits(of: x, ifAtMost: count) { return digits }
        // glibc's printf converts exactly and rounds to nearest, ties to even: "-d.ddde±XX".
        var buffer = [CChar](repeating: 0, count: count + 32)
        // `snprintf(buffer, size, "%.*e", count - 1, x)`, through `vsnprintf`.
        let length = Int(withVaList([Int32(count - 1), x]) { vsnprintf(&buffer, buffer.count, "%.*e", $0) })
        var digits: [UInt8] = []
        digits.reserveCapacity(count)
        var index = 0
        let negative = buffer[0] == CChar(UInt8(ascii: "-"))
        if negative { index = 1 }
        while index < length {
            let byte = UInt8(bitPattern: buffer[index])
            if byte == UInt8(ascii: "e") { break }
            if byte != UInt8(ascii: ".") { digits.append(byte) }
            index += 1
        }
        var exponent = 0
        var exponentSign = 1
        for byte in buffer[(index + 1)..<length].map({ UInt8(bitPattern: $0) }) {
            if byte == UInt8(ascii: "-") {
                exponentSign = -1
            } else if byte != UInt8(ascii: "+") {
                exponent = exponent * 10 + Int(byte - UInt8(ascii: "0"))
            }
        }
        return DecimalDigits(isNegative: negative, digits: digits, exponent: x == 0 ? 0 : exponent * exponentSign)
    }

    /// The digits of Swift's shortest round-trip representation, padded with zeros to `count`, when it
    /// has at most `count` ≤ 15 digits and `x` is normal (subnormals have fewer than 53 bits).
    ///
    /// Then they are also the correctly rounded `count` digits: the shortest representation is within
    /// half an ulp (< 1.12·10⁻¹⁶ relative) of the exact value, less than half the spacing of a grid of at
    /// most 15 significant digits (≥ 5·10⁻¹⁶ relative), and it lies on that grid.
    static func shortestDigits(of x: Double, ifAtMost count: Int) -> DecimalDigits? {
        let text = x.description
        var digits: [UInt8] = []
        digits.reserveCapacity(count)
        var negative = false
        var exponent = 0
        var exponentSign = 1
        var inExponent = false
        var pointSeen = false
        var integerDigits = 0
        var leadingZerosAfterPoint = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "-"):
                if inExponent { exponentSign = -1 } else { negative = true }
            case UInt8(ascii: "+"):
                break
            case UInt8(ascii: "."):
                pointSeen = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                inExponent = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if inExponent {
                    exponent = exponent * 10 + Int(byte - UInt8(ascii: "0"))
                } else if digits.isEmpty && byte == UInt8(ascii: "0") {
                    if pointSeen { leadingZerosAfterPoint += 1 }
                } else {
                    digits.append(byte)
                    if !pointSeen { integerDigits += 1 }
                }
            default:
                return nil
            }
        }
        while digits.last == UInt8(ascii: "0") {
            digits.removeLast()
        }
        if digits.isEmpty {
            return DecimalDigits(
                isNegative: negative, digits: Array(repeating: UInt8(ascii: "0"), count: count), exponent: 0)
        }
        guard digits.count <= count else { return nil }
        let firstExponent = integerDigits > 0 ? integerDigits - 1 : -(leadingZerosAfterPoint + 1)
        digits.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count - digits.count))
        return DecimalDigits(isNegative: negative, digits: digits, exponent: firstExponent + exponent * exponentSign)
    }

    /// π rounded to binary64.
    public var pi: Double { Double.pi }
    /// e rounded to binary64.
    public var e: Double { 2.718281828459045 }
}
