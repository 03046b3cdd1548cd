import CalcBatch
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
