import CalcEngine
import Testing

/// `DecimalScan`, the one scanner of decimal text: the grammar (`DecimalSyntax`), key scripts' typed
/// numbers and the display's text read their parts from it.
@Suite struct DecimalScanTests {
    /// (text, where the scan stops, significand digits, has an exponent, is decimal text)
    @Test(arguments: [
        ("0", 1, 1, false, true), ("-1.5e-8", 7, 2, true, true), ("+3", 2, 1, false, true),
        ("123.", 4, 3, false, true), (".5", 2, 1, false, true), ("1E+5", 4, 1, true, true),
        (".", 1, 0, false, false), ("", 0, 0, false, false), ("e5", 0, 0, false, false),
        ("1e", 1, 1, false, false), ("1e+", 1, 1, false, false), ("1.2.3", 3, 2, false, false),
        ("12a", 2, 2, false, false), ("-", 1, 0, false, false), ("1e5x", 3, 1, true, false),
    ])
    func scans(text: String, end: Int, digits: Int, hasExponent: Bool, isDecimal: Bool) {
        let scan = DecimalScan.of(text)
        #expect(scan.end == end)
        #expect(scan.significandDigitCount == digits)
        #expect((scan.exponentMarker != nil) == hasExponent)
        #expect(scan.isDecimal(count: text.utf8.count) == isDecimal)
        #expect(DecimalSyntax.isValid(text) == isDecimal)
    }

    @Test func parts() {
        let scan = DecimalScan.of("-12.345e-67")
        #expect(scan.sign == UInt8(ascii: "-"))
        #expect(scan.integerDigits == 1..<3)
        #expect(scan.fractionDigits == 4..<7)
        #expect(scan.exponentMarker == UInt8(ascii: "e"))
        #expect(scan.exponentSign == UInt8(ascii: "-"))
        #expect(scan.exponentDigits == 9..<11)
    }
}
