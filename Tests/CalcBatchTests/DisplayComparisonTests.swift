import CalcBatch
import CalcEngine
import Testing

/// `DisplayComparison.sharedSignificantDigits`: how many leading significant digits two displays share.
@Suite struct DisplayComparisonTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var a: String
        var b: String
        var limit: Int
        var shared: Int?
        var testDescription: String { "\(a) vs \(b) over \(limit)" }
    }

    static let cases: [Case] = [
        // Digits a display does not show count as zeros.
        Case(a: "0.3", b: "0.30000000000000004", limit: 15, shared: 15),
        Case(a: "0.3", b: "0.30000000000000004", limit: 17, shared: 16),
        Case(a: "3.14159", b: "3.14", limit: 15, shared: 3),
        Case(a: "12345", b: "12346", limit: 3, shared: 3),
        Case(a: "12345", b: "12346", limit: 15, shared: 4),
        // The same number written positionally and with an exponent.
        Case(a: "1.5e-8", b: "0.000000015", limit: 15, shared: 15),
        Case(a: "1.234e5", b: "123400", limit: 15, shared: 15),
        Case(a: "-2.5", b: "-2.5", limit: 15, shared: 15),
        // Different sign or magnitude share nothing.
        Case(a: "-2", b: "2", limit: 15, shared: 0),
        Case(a: "100", b: "99.9", limit: 15, shared: 0),
        Case(a: "1e-7", b: "1e-8", limit: 15, shared: 0),
        // Zero against zero, and against a number.
        Case(a: "0", b: "0", limit: 15, shared: 15),
        Case(a: "0", b: "1", limit: 15, shared: 0),
        Case(a: "0.0001", b: "0", limit: 15, shared: 0),
        // Error.
        Case(a: "Error", b: "Error", limit: 15, shared: 15),
        Case(a: "Error", b: "1", limit: 15, shared: 0),
        Case(a: "1", b: "Error", limit: 15, shared: 0),
        // Not a number.
        Case(a: "abc", b: "1", limit: 15, shared: nil),
        Case(a: "1", b: "1.2.3", limit: 15, shared: nil),
        Case(a: "1e", b: "1", limit: 15, shared: nil),
        Case(a: "1ex", b: "1", limit: 15, shared: nil),
    ]

    @Test(arguments: cases)
    func sharedDigits(_ c: Case) {
        #expect(DisplayComparison.sharedSignificantDigits(c.a, c.b, limit: c.limit) == c.shared)
        // The count does not depend on the order.
        #expect(DisplayComparison.sharedSignificantDigits(c.b, c.a, limit: c.limit) == c.shared)
    }
}

/// `DisplayComparison.correctSignificantDigits`: the largest k ≤ limit at which Double's value and the
/// reference's, each rounded to k digits, agree.
@Suite struct CorrectDigitsTests {
    static func calculator(_ settings: EngineSettings, _ script: String) throws -> AnyCalculator {
        var calculator = settings.makeCalculator()
        calculator.press(try KeyScript(parsing: script).keys)
        return calculator
    }

    @Test(arguments: [
        ("2 sqrt", "2 sqrt", 15),  // correctly rounded: every digit right
        ("170 fact", "170 fact", 15),
        ("0.999999999999999", "1", 14),  // a carry: 1.0000000000000 at 14 digits
        ("1.00000000000001", "0.99999999999999", 13),
        ("0.1 + 0.2 =", "0.1 + 0.2 =", 15),
        ("1 EE 17 + 1 - 1 EE 17 =", "1 EE 17 + 1 - 1 EE 17 =", 0),  // 0 against 1
        ("1 / 0 =", "1 / 0 =", 15),  // both Error
        ("1 EE 400 =", "1 EE 400 =", 0),  // Error against a number
        ("0", "0", 15),
        ("1.25", "1.35", 1),  // 1 and 1 at one digit (half to even)
        ("2", "2 neg", 0),
    ])
    func correctDigits(double: String, reference: String, expected: Int) throws {
        let d = try Self.calculator(try EngineSettings(backend: .double), double)
        let m = try Self.calculator(try EngineSettings(backend: .mpfr), reference)
        #expect(DisplayComparison.correctSignificantDigits(of: d, reference: m, limit: 15) == expected)
    }
}
