import CalcEngine
import CalcTestSupport
import Testing

// Shared helpers of the numerics tests: the backends under test, digit and bit descriptions. The seeded
// generator and the seed are CalcTestSupport's (SplitMix64, TestEnvironment.seed).

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
        Issue.record(
            "\(describeBits(x)) became \(describeBits(Double(value))) on \(backend.name)",
            sourceLocation: sourceLocation)
    }
    return value
}
