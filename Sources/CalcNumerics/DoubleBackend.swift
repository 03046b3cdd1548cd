import CMPFR
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// IEEE 754 binary64 (`Double`) with the platform's libm for transcendental functions.
///
/// + − × ÷ √ are the hardware's correctly rounded operations. Decimal text is parsed correctly rounded
/// (`strtod`) and converted to digits correctly rounded (glibc's exact `printf`), never through
/// `description`. Where libm has no correctly rounded answer to a calculator question, the backend asks
/// MPFR emulating binary64 instead, so that the result is the correctly rounded `Double`: integer powers
/// and roots, `n!` for integers, and a × 10ⁿ. Degrees are reduced modulo 360 exactly, and the angles
/// with exact sines, cosines and tangents (multiples of 30 and 45) give exact results.
public struct DoubleBackend: NumericBackend, Hashable {
    /// The value type of this backend.
    public typealias Value = Double

    /// A binary64 backend.
    public init() {}

    /// `"double"`.
    public var name: String { "double" }
    /// 53.
    public var precision: Int { 53 }
    /// 17: enough digits to tell any two doubles apart.
    public var maximumSignificantDigits: Int { 17 }

    /// `integer` rounded to nearest.
    @inlinable public func value(_ integer: Int) -> Double { Double(integer) }

    /// Decimal text correctly rounded to binary64 (NaN when malformed, ±∞ when too large).
    public func value(decimal text: String) -> Double {
        guard DecimalSyntax.isValid(text) else { return .nan }
        return text.withCString { strtod($0, nil) }
    }

    /// a + b.
    @inlinable public func sum(_ a: Double, _ b: Double) -> Double { a + b }
    /// a − b.
    @inlinable public func difference(_ a: Double, _ b: Double) -> Double { a - b }
    /// a × b.
    @inlinable public func product(_ a: Double, _ b: Double) -> Double { a * b }
    /// a ÷ b.
    @inlinable public func quotient(_ a: Double, _ b: Double) -> Double { a / b }
    /// −a.
    @inlinable public func negation(_ a: Double) -> Double { -a }
    /// |a|.
    @inlinable public func magnitude(_ a: Double) -> Double { Swift.abs(a) }
    /// a × 2ⁿ.
    @inlinable public func scaled(_ a: Double, byPowerOfTwo n: Int) -> Double { scalbn(a, Int32(clamping: n)) }
    /// Whether a < b.
    @inlinable public func isLess(_ a: Double, than b: Double) -> Bool { a < b }
    /// Whether a = b.
    @inlinable public func isEqual(_ a: Double, _ b: Double) -> Bool { a == b }
    /// Whether a is ±0.
    @inlinable public func isZero(_ a: Double) -> Bool { a == 0 }
    /// Whether the sign bit of a is set.
    @inlinable public func hasNegativeSign(_ a: Double) -> Bool { a.sign == .minus }
    /// Whether a is finite.
    @inlinable public func isFinite(_ a: Double) -> Bool { a.isFinite }
    /// Whether a is NaN.
    @inlinable public func isNaN(_ a: Double) -> Bool { a.isNaN }
    /// Whether a is a finite integer.
    @inlinable public func isInteger(_ a: Double) -> Bool { a.isFinite && a.rounded(.towardZero) == a }

    /// `x` rounded to `count` significant digits (round half to even on the exact binary value).
    public func decimalDigits(of x: Double, significantDigits count: Int) -> DecimalDigits {
        precondition(count >= 1, "at least one significant digit")
        precondition(x.isFinite, "only finite values have digits")
        // glibc's printf converts exactly and rounds to nearest, ties to even: "-d.ddde±XX".
        var buffer = [CChar](repeating: 0, count: count + 32)
        let length = withVaList([Int32(count - 1), x]) { vsnprintf(&buffer, buffer.count, "%.*e", $0) }
        var digits: [UInt8] = []
        digits.reserveCapacity(count)
        var index = 0
        let negative = buffer[0] == CChar(UInt8(ascii: "-"))
        if negative { index = 1 }
        while index < Int(length) {
            let byte = UInt8(bitPattern: buffer[index])
            if byte == UInt8(ascii: "e") { break }
            if byte != UInt8(ascii: ".") { digits.append(byte) }
            index += 1
        }
        let exponentText = buffer[(index + 1)..<Int(length)].map { UInt8(bitPattern: $0) }
        let exponent = Int(String(decoding: exponentText, as: UTF8.self)) ?? 0
        return DecimalDigits(isNegative: negative, digits: digits, exponent: x == 0 ? 0 : exponent)
    }

    /// π rounded to binary64.
    public var pi: Double { Double.pi }
    /// e rounded to binary64.
    public var e: Double { 2.718281828459045 }
}
