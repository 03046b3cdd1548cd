import CalcNumerics
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Shared helpers of the numerics tests: the backends under test, a seeded generator, the seed itself.

/// A backend the table tests run on; `mpfr(p)` is standard mode at `p` bits.
enum BackendKind: Sendable, Hashable, CustomTestStringConvertible {
    case double
    case ieee
    case mpfr(Int)

    var backend: any NumericBackend {
        switch self {
        case .double: DoubleBackend()
        case .ieee: MPFRBackend.ieeeBinary64
        case .mpfr(let bits): try! MPFRBackend(precision: bits)
        }
    }

    /// Whether values overflow where binary64 does.
    var hasBinary64Range: Bool { self == .double || self == .ieee }

    var testDescription: String {
        switch self {
        case .double: "double"
        case .ieee: "mpfr-ieee"
        case .mpfr(let bits): "mpfr\(bits)"
        }
    }

    /// Double, IEEE mode and MPFR at 53 and 256 bits.
    static let calculatorBackends: [BackendKind] = [.double, .ieee, .mpfr(53), .mpfr(256)]
}

/// SplitMix64 (Steele, Lea, Flood 2014): a small, fast, seedable generator, so failures can be replayed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

enum TestEnvironment {
    /// The seed of the random tests: `CALC_TEST_SEED` (decimal or 0x-hex) when set, otherwise fresh
    /// for every run. It is printed once and named in every failure message so a failure can be replayed.
    static let seed: UInt64 = {
        let value: UInt64
        if let text = variable("CALC_TEST_SEED"), let parsed = parseSeed(text) {
            value = parsed
        } else {
            value = UInt64.random(in: .min ... .max)
        }
        print("seed: \(value) (replay with CALC_TEST_SEED=\(value))")
        return value
    }()

    /// Set by scripts/valgrind-numerics: run the random tests with fewer iterations.
    static let isUnderValgrind: Bool = variable("CALC_VALGRIND").map { $0 != "" && $0 != "0" } ?? false

    /// An independent generator for one test, derived from the run's seed and a per-test salt.
    static func generator(salt: UInt64) -> SplitMix64 {
        var mixer = SplitMix64(seed: seed ^ salt)
        return SplitMix64(seed: mixer.next())
    }

    static func variable(_ name: String) -> String? {
        guard let pointer = getenv(name) else { return nil }
        return String(cString: pointer)
    }

    private static func parseSeed(_ text: String) -> UInt64? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16) }
        return UInt64(text)
    }
}

/// The same binary64 datum: equal bit patterns, or both NaN (any payload).
func sameDouble(_ x: Double, _ y: Double) -> Bool {
    (x.isNaN && y.isNaN) || x.bitPattern == y.bitPattern
}

/// Hex bits and value, for failure messages.
func describeBits(_ x: Double) -> String {
    "0x" + String(x.bitPattern, radix: 16, uppercase: true) + " (\(x))"
}

/// A digit result as text, e.g. `-12e-1`, for failure messages and comparisons.
func describe(_ d: DecimalDigits) -> String {
    "\(d.isNegative ? "-" : "")\(d.digitString)e\(d.exponent)"
}

/// All the digits of x, e.g. `"1.000000000000000055511151231257827…e-1"` for 0.1: glibc's printf
/// converts exactly, and 767 significant digits cover every double, so the text has exactly x's value.
func exactDecimalText(of x: Double) -> String {
    let digits = DoubleBackend().decimalDigits(of: x, significantDigits: 800)
    let first = String(UnicodeScalar(digits.digits[0]))
    let rest = String(decoding: digits.digits.dropFirst(), as: UTF8.self)
    return (digits.isNegative ? "-" : "") + first + "." + rest + "e\(digits.exponent)"
}

/// Finite x exactly, as a value of an MPFR backend with at least 53 bits (the shortest description of x
/// is only a decimal close to x); records an issue if the conversion back does not give x.
func exactValue(_ x: Double, on backend: MPFRBackend, sourceLocation: SourceLocation = #_sourceLocation) -> MPFRValue {
    let value = backend.value(decimal: exactDecimalText(of: x))
    if Double(value).bitPattern != x.bitPattern {
        Issue.record("\(describeBits(x)) became \(describeBits(Double(value))) on \(backend.name)", sourceLocation: sourceLocation)
    }
    return value
}
