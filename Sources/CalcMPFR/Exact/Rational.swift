import CMPFR
import CalcNumerics

#if canImport(Glibc)
    import Glibc
#endif

/// An exact rational number backed by GMP's `mpq_t`, always in lowest terms with a positive denominator.
///
/// A value type: copies share storage until one is mutated (never the limbs of a live copy), and the
/// storage frees its `mpq_t` when the last copy goes away.
public struct Rational: @unchecked Sendable {
    @usableFromInline final class Storage {
        let pointer: UnsafeMutablePointer<__mpq_struct>

        init() {
            pointer = .allocate(capacity: 1)
            __gmpq_init(pointer)
        }

        deinit {
            __gmpq_clear(pointer)
            pointer.deallocate()
        }
    }

    @usableFromInline var storage: Storage

    /// Zero.
    public init() { storage = Storage() }

    /// `integer` exactly.
    public init(_ integer: Int) {
        storage = Storage()
        __gmpq_set_si(storage.pointer, integer, 1)
    }

    /// `numerator / denominator`, reduced; nil when the denominator is zero.
    public init?(numerator: Int, denominator: Int) {
        guard denominator != 0 else { return nil }
        storage = Storage()
        let negative = (numerator < 0) != (denominator < 0)
        __gmpq_set_ui(storage.pointer, numerator.magnitude, denominator.magnitude)
        __gmpq_canonicalize(storage.pointer)
        if negative { __gmpq_neg(storage.pointer, storage.pointer) }
    }

    /// Decimal text in `DecimalSyntax` exactly (`"0.1"` is 1/10, `"1.5e-3"` is 3/2000); nil when the
    /// text is malformed or its decimal exponent exceeds `maximumExponent` in magnitude.
    public init?(decimal text: String, maximumExponent: Int = 100_000) {
        guard DecimalSyntax.isValid(text) else { return nil }
        var digits = ""
        var negative = false
        var fractionDigits = 0
        var exponent = 0
        var inExponent = false
        var exponentNegative = false
        var pointSeen = false
        for character in text {
            switch character {
            case "-": if inExponent { exponentNegative = true } else { negative = true }
            case "+": break
            case ".": pointSeen = true
            case "e", "E": inExponent = true
            default:
                if inExponent {
                    guard exponent <= maximumExponent * 10 else { return nil }
                    exponent = exponent * 10 + Int(character.asciiValue! - 48)
                } else {
                    digits.append(character)
                    if pointSeen { fractionDigits += 1 }
                }
            }
        }
        let scale = (exponentNegative ? -exponent : exponent) - fractionDigits
        guard abs(scale) <= maximumExponent else { return nil }
        storage = Storage()
        let numerator = cmpfr_mpq_numerator(storage.pointer)
        let denominator = cmpfr_mpq_denominator(storage.pointer)
        _ = __gmpz_set_str(numerator, digits, 10)
        if scale >= 0 {
            let power = GMPInteger()
            __gmpz_ui_pow_ui(power.pointer, 10, UInt(scale))
            __gmpz_mul(numerator, numerator, power.pointer)
        } else {
            __gmpz_ui_pow_ui(denominator, 10, UInt(-scale))
        }
        __gmpq_canonicalize(storage.pointer)
        if negative { __gmpq_neg(storage.pointer, storage.pointer) }
    }

    /// Calls `body` with a read-only pointer to the `mpq_t`.
    public func withMPQPointer<R>(_ body: (UnsafePointer<__mpq_struct>) throws -> R) rethrows -> R {
        try withExtendedLifetime(storage) { try body(storage.pointer) }
    }

    /// A new rational computed by `body` into a fresh `mpq_t`.
    static func make(_ body: (UnsafeMutablePointer<__mpq_struct>) -> Void) -> Rational {
        let result = Rational()
        body(result.storage.pointer)
        return result
    }

    /// Whether this is zero.
    public var isZero: Bool { cmpfr_mpq_sign(storage.pointer) == 0 }
    /// Whether this is negative.
    public var isNegative: Bool { cmpfr_mpq_sign(storage.pointer) < 0 }
    /// Whether this is an integer (denominator 1).
    public var isInteger: Bool { cmpfr_mpz_compare_ui(cmpfr_mpq_denominator(storage.pointer), 1) == 0 }
    /// The larger of the bit lengths of the numerator and the denominator.
    public var bitWidth: Int {
        max(
            __gmpz_sizeinbase(cmpfr_mpq_numerator(storage.pointer), 2),
            __gmpz_sizeinbase(cmpfr_mpq_denominator(storage.pointer), 2))
    }

    /// log₂ of the larger of |numerator| and denominator (0 for zero): the bits of their n-th powers are
    /// at most n times this plus one.
    public var largestBinaryLogarithm: Double {
        func logarithm(_ z: UnsafePointer<__mpz_struct>) -> Double {
            guard z.pointee._mp_size != 0 else { return 0 }
            var exponent = 0
            let mantissa = __gmpz_get_d_2exp(&exponent, z)
            return Double(exponent) + log2(Swift.abs(mantissa))
        }
        return max(
            logarithm(cmpfr_mpq_numerator(storage.pointer)), logarithm(cmpfr_mpq_denominator(storage.pointer)))
    }

    /// The value as an `Int` when it is an integer that fits.
    public var integerValue: Int? {
        let numerator = cmpfr_mpq_numerator(storage.pointer)
        guard isInteger, __gmpz_fits_slong_p(numerator) != 0 else { return nil }
        return __gmpz_get_si(numerator)
    }
}

extension Rational: Equatable, Comparable, CustomStringConvertible {
    /// Exact equality.
    public static func == (a: Rational, b: Rational) -> Bool {
        __gmpq_equal(a.storage.pointer, b.storage.pointer) != 0
    }

    /// Exact order.
    public static func < (a: Rational, b: Rational) -> Bool {
        __gmpq_cmp(a.storage.pointer, b.storage.pointer) < 0
    }

    /// `n/d` or `n`.
    public var description: String {
        guard let text = __gmpq_get_str(nil, 10, storage.pointer) else { return "?" }
        defer { free(text) }
        return String(cString: text)
    }

    /// a + b.
    public static func + (a: Rational, b: Rational) -> Rational {
        make { __gmpq_add($0, a.storage.pointer, b.storage.pointer) }
    }
    /// a − b.
    public static func - (a: Rational, b: Rational) -> Rational {
        make { __gmpq_sub($0, a.storage.pointer, b.storage.pointer) }
    }
    /// a × b.
    public static func * (a: Rational, b: Rational) -> Rational {
        make { __gmpq_mul($0, a.storage.pointer, b.storage.pointer) }
    }
    /// a ÷ b; nil when b is zero.
    public static func / (a: Rational, b: Rational) -> Rational? {
        b.isZero ? nil : make { __gmpq_div($0, a.storage.pointer, b.storage.pointer) }
    }
    /// −a.
    public static prefix func - (a: Rational) -> Rational { make { __gmpq_neg($0, a.storage.pointer) } }
}

extension Rational: Codable {
    /// Encodes `"n/d"` or `"n"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// The longest text ``init(from:)`` parses: far beyond what the exact backend keeps (two parts of
    /// 100,000 bits are about 60,000 digits), so that a hostile document cannot make GMP parse gigabytes.
    public static let maximumDecodedLength = 1_000_000

    /// Decodes `"n/d"` or `"n"` of at most ``maximumDecodedLength`` characters.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard text.utf8.count <= Self.maximumDecodedLength else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "a rational of \(text.utf8.count) characters (at most \(Self.maximumDecodedLength))")
        }
        storage = Storage()
        guard __gmpq_set_str(storage.pointer, text, 10) == 0,
            cmpfr_mpz_sign(cmpfr_mpq_denominator(storage.pointer)) != 0
        else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a rational: \(text)")
        }
        __gmpq_canonicalize(storage.pointer)
    }
}
