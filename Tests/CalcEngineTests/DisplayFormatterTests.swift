import CalcEngine
import Testing

/// Rule 18: results show D significant digits, rounded half to even on the exact value; positional when
/// the decimal exponent E satisfies −7 ≤ E < D, else mantissa `e` exponent; no trailing zeros, no
/// trailing point, ASCII `-`, no grouping; a zero of either sign shows `0`.
@Suite struct DisplayFormatterTests {
    /// A row: sign, leading digits (padded with zeros to D), exponent of the first digit, expected text.
    typealias Row = (negative: Bool, digits: String, exponent: Int, expected: String)

    static func text(_ row: Row, significantDigits: Int) -> String {
        let padded = row.digits.padding(toLength: significantDigits, withPad: "0", startingAt: 0)
        let decimal = DecimalDigits(isNegative: row.negative, digits: Array(padded.utf8), exponent: row.exponent)
        return DisplayFormatter(significantDigits: significantDigits).string(for: decimal)
    }

    static let fifteenDigitRows: [Row] = [
        (false, "", 0, "0"),
        (true, "", 0, "0"),
        (false, "1", 0, "1"),
        (false, "15", 0, "1.5"),
        (true, "314159265358979", 0, "-3.14159265358979"),
        (false, "333333333333333", -1, "0.333333333333333"),
        (false, "1", -1, "0.1"),
        (false, "12345", 2, "123.45"),
        (false, "123", 4, "12300"),
        (false, "123456789012345", 3, "1234.56789012345"),
        (false, "1", 14, "100000000000000"),
        (false, "999999999999999", 14, "999999999999999"),
        (false, "1", 15, "1e15"),
        (false, "123456789012345", 15, "1.23456789012345e15"),
        (true, "25", 20, "-2.5e20"),
        (false, "123", 300, "1.23e300"),
        (false, "1", -6, "0.000001"),
        (false, "1", -7, "0.0000001"),
        (false, "123456789012345", -7, "0.000000123456789012345"),
        (false, "15", -8, "1.5e-8"),
        (true, "5", -8, "-5e-8"),
        (false, "1", -300, "1e-300"),
    ]

    static let fiftyDigitRows: [Row] = [
        (false, "", 0, "0"),
        (true, "", 0, "0"),
        (false, String(repeating: "3", count: 50), -1, "0." + String(repeating: "3", count: 50)),
        (false, "1", 49, "1" + String(repeating: "0", count: 49)),
        (false, "1", 50, "1e50"),
        (
            false, String(repeating: "1234567890", count: 5), 20,
            "123456789012345678901.2345678901234567890123456789"
        ),
        (
            false, String(repeating: "1234567890", count: 5), 49,
            "12345678901234567890123456789012345678901234567890"
        ),
        (
            false, String(repeating: "1234567890", count: 5), 50,
            "1.234567890123456789012345678901234567890123456789e50"
        ),
        (true, "25", 20, "-250000000000000000000"),
        (false, "5", -7, "0.0000005"),
        (false, "5", -8, "5e-8"),
        (
            false, "1" + String(repeating: "0", count: 48) + "1", -7,
            "0.00000010000000000000000000000000000000000000000000000001"
        ),
        (false, "12", -300, "1.2e-300"),
        (false, "98765", 1000, "9.8765e1000"),
    ]

    @Test(arguments: fifteenDigitRows)
    func fifteenDigits(row: Row) {
        #expect(Self.text(row, significantDigits: 15) == row.expected)
    }

    @Test(arguments: fiftyDigitRows)
    func fiftyDigits(row: Row) {
        #expect(Self.text(row, significantDigits: 50) == row.expected)
    }

    /// Whatever the digits, the text is well formed: ASCII, at most one `-` (leading), no trailing zeros
    /// in a fraction, no trailing point, no grouping.
    @Test func textIsWellFormed() {
        for row in Self.fifteenDigitRows + Self.fiftyDigitRows {
            for digits in [15, 50] where row.digits.count <= digits {
                let text = Self.text(row, significantDigits: digits)
                #expect(text.allSatisfy { $0.isASCII && ($0.isNumber || "-.e".contains($0)) }, "\(text)")
                #expect(!text.hasSuffix("."), "\(text)")
                #expect(!text.contains(","), "\(text)")
                let mantissa = text.split(separator: "e").first ?? ""
                if mantissa.contains(".") { #expect(!mantissa.hasSuffix("0"), "\(text)") }
                #expect(text.dropFirst().allSatisfy { $0 != "-" } || text.contains("e-"), "\(text)")
            }
        }
    }

    /// Values through a backend: digits are rounded correctly and either zero shows `0`.
    @Test func valuesOfBackends() throws {
        let fifteen = DisplayFormatter(significantDigits: 15)
        let double = DoubleBackend()
        #expect(fifteen.string(for: 0.1, backend: double) == "0.1")
        #expect(fifteen.string(for: -0.0, backend: double) == "0")
        #expect(fifteen.string(for: 1.0 / 3.0, backend: double) == "0.333333333333333")
        #expect(fifteen.string(for: 2.0 / 3.0, backend: double) == "0.666666666666667")
        #expect(fifteen.string(for: 1e15, backend: double) == "1e15")
        #expect(fifteen.string(for: 0x1p-1074, backend: double) == "4.94065645841247e-324")
        #expect(fifteen.string(for: .greatestFiniteMagnitude, backend: double) == "1.79769313486232e308")
        let mpfr = try MPFRBackend(precision: 256)
        let fifty = DisplayFormatter(significantDigits: 50)
        #expect(fifty.string(for: mpfr.negation(mpfr.value(0)), backend: mpfr) == "0")
        #expect(fifty.string(for: mpfr.pi, backend: mpfr) == "3.1415926535897932384626433832795028841971693993751")
        #expect(fifteen.string(for: mpfr.pi, backend: mpfr) == "3.14159265358979")
    }

    // MARK: Through the calculator

    static let mpfr256 = try! MPFRBackend(precision: 256)

    static func display(_ script: String, digits: Int = 50) throws -> String {
        var calculator = Calculator(configuration: try .init(backend: mpfr256, displayDigits: digits))
        calculator.press(try KeyScript(parsing: script).keys)
        return calculator.display
    }

    static let ones = String(repeating: "1", count: 50)
    static let onesThenTwo = String(repeating: "1", count: 49) + "2"
    static let onesThenThree = String(repeating: "1", count: 49) + "3"

    /// MPFR at 256 bits shows D = 50 digits by default; results are rounded half to even on the exact value.
    @Test(arguments: [
        ("1 / 3 =", "0." + String(repeating: "3", count: 50)),
        ("2 / 3 =", "0." + String(repeating: "6", count: 49) + "7"),
        ("1 / 7 =", "0.14285714285714285714285714285714285714285714285714"),
        ("2 sqrt", "1.4142135623730950488016887242096980785696718753769"),
        ("pi", "3.1415926535897932384626433832795028841971693993751"),
        ("0.1 + 0.2 =", "0.3"),
        ("1 EE 49 =", "1" + String(repeating: "0", count: 49)),
        ("1 EE 50 =", "1e50"),
        ("1 EE 7 neg =", "0.0000001"),
        ("1 EE 8 neg =", "1e-8"),
        ("1.5 EE 8 neg =", "1.5e-8"),
        ("2.5 neg EE 20 =", "-250000000000000000000"),
        ("2.5 neg EE 50 =", "-2.5e50"),
        // 2⁻⁶⁰ has 42 significant digits: all of them show, exactly.
        ("2 pow 60 neg =", "8.67361737988403547205962240695953369140625e-19"),
        // 2⁻¹⁰⁰ has 70: the 51st is 3, rounded down.
        ("2 pow 100 neg =", "7.8886090522101180541172856528278622967320643510902e-31"),
        // Exact ties at the 51st digit: to even, down and up.
        ("\(onesThenTwo) * 10 + 5 =", "1.1111111111111111111111111111111111111111111111112e50"),
        ("\(onesThenThree) * 10 + 5 =", "1.1111111111111111111111111111111111111111111111114e50"),
        // Just below and above a tie.
        ("\(onesThenTwo) * 10 + 4 =", "1.1111111111111111111111111111111111111111111111112e50"),
        ("\(onesThenTwo) * 10 + 6 =", "1.1111111111111111111111111111111111111111111111113e50"),
        // Ties in positional notation: 5…5.5 goes up to the even 6, 5…6.5 stays at 6.
        ("\(ones) * 10 + 1 = / 2 =", String(repeating: "5", count: 49) + "6"),
        ("\(onesThenThree) * 10 + 3 = / 2 =", String(repeating: "5", count: 48) + "66"),
    ])
    func roundingAtFiftyDigits(script: String, expected: String) throws {
        #expect(try Self.display(script) == expected, "'\(script)'")
    }

    /// D = 15 on every backend: exact binary ties at the 16th digit round to even.
    @Test(arguments: [
        ("9876543210987.25 / 2 =", "4938271605493.62"),
        ("9876543210987.75 / 2 =", "4938271605493.88"),
        ("1 / 3 =", "0.333333333333333"),
        ("2 / 3 =", "0.666666666666667"),
    ])
    func roundingAtFifteenDigits(script: String, expected: String) throws {
        let keys = try KeyScript(parsing: script).keys
        var double = Calculator(backend: DoubleBackend())
        var ieee = Calculator(backend: MPFRBackend.ieeeBinary64)
        double.press(keys)
        ieee.press(keys)
        #expect(double.display == expected, "'\(script)' on double")
        #expect(ieee.display == expected, "'\(script)' on mpfr-ieee")
        #expect(try Self.display(script, digits: 15) == expected, "'\(script)' on mpfr-256")
    }

    /// The default D is the one `EngineSettings` (calc-eval) gives for the precision: ⌊(P − 1)·log₁₀ 2⌋, 15
    /// for 53 bits, 76 for 256, 307 for 1024; `MPFRBackend(digits:)` shows the digits asked for.
    @Test func defaultDisplayDigits() throws {
        #expect(CalculatorConfiguration(backend: DoubleBackend()).displayDigits == 15)
        #expect(CalculatorConfiguration(backend: MPFRBackend.ieeeBinary64).displayDigits == 15)
        #expect(CalculatorConfiguration(backend: Self.mpfr256).displayDigits == 76)
        #expect(CalculatorConfiguration(backend: try MPFRBackend(precision: 1024)).displayDigits == 307)
        for bits in [2, 3, 24, 53, 64, 100, 128, 256, 1000, 1024, 4096, 100_000] {
            let settings = try EngineSettings(backend: .mpfr, precision: bits)
            #expect(Calculator(backend: try MPFRBackend(precision: bits)).displayDigits == settings.digits, "\(bits)")
        }
        for digits in [1, 15, 40, 50, 300, 10_000] {
            let settings = try EngineSettings(backend: .mpfr, digits: digits)
            let backend = try MPFRBackend(digits: digits)
            #expect(backend.precision == settings.precision, "\(digits)")
            #expect(Calculator(backend: backend).displayDigits == digits, "\(digits)")
            #expect(settings.makeCalculator().display == Calculator(backend: backend).display)
        }
        #expect(throws: MPFRBackend.InvalidPrecision.self) { try MPFRBackend(digits: 0) }
        #expect(throws: MPFRBackend.InvalidPrecision.self) { try MPFRBackend(digits: 6_000_000) }
    }

    /// Asking for more digits than the precision shows is an error in the library too, with a message
    /// that names no command-line option; verified digits may go beyond.
    @Test func tooManyDigitsAreRejected() throws {
        let error = #expect(throws: EngineSettings.InvalidSetting.self) {
            try CalculatorConfiguration(backend: try MPFRBackend(precision: 128), displayDigits: 60)
        }
        #expect(error?.setting == .digits)
        #expect(error?.description == "digits: 60 is more than 128 bits can show (1...40)")
        #expect(error.map { !$0.description.contains("--") } == true)
        #expect(throws: EngineSettings.InvalidSetting.self) {
            try CalculatorConfiguration(backend: DoubleBackend(), displayDigits: 0)
        }
        #expect(try CalculatorConfiguration(backend: DoubleBackend(), displayDigits: 17).displayDigits == 17)
        #expect(throws: EngineSettings.InvalidSetting.self) {
            try CalculatorConfiguration(backend: DoubleBackend(), displayDigits: 18)
        }
        let verified = try CalculatorConfiguration(backend: try VerifiedBackend(precision: 64), displayDigits: 60)
        #expect(verified.displayDigits == 60)
        let settingsError = #expect(throws: EngineSettings.InvalidSetting.self) {
            try EngineSettings(backend: .double, digits: 20)
        }
        #expect(settingsError?.description == "digits: 20 is more than 53 bits can show (1...17)")
    }
}
