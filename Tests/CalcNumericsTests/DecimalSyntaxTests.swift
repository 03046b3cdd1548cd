import CalcEngine
import CalcTestSupport
import Testing

/// The grammar `[+|-] digits [. digits] [e|E [+|-] digits]` and how malformed text is reported.
@Suite("Decimal syntax")
struct DecimalSyntaxTests {
    static let valid = [
        "0", "-0", "+0", "0.", ".5", "-.5", "+.5", "123.", "0.1", "0.000", "00012.50", "1.5e-8", "1.5E-8", "1e5",
        "1e+5", "1E-05", "-1.e3", "9007199254740993", String(repeating: "9", count: 400),
        "1e99999999999999999999", ".0e0",
    ]

    static let malformed = [
        "", ".", "-", "+", "-.", "1..2", "1.2.3", "e5", ".e5", "1e", "1e+", "1e-", "1e5.5", "1e5e5", "--1", "+-1",
        " 1", "1 ", "1_000", "1,5", "inf", "-inf", "nan", "NaN", "infinity", "0x10", "0x1p3", "1f", "١", "１",
        "1\u{0}", "e", "E5", "+e5",
    ]

    @Test("valid text is accepted", arguments: valid)
    func acceptsValidText(_ text: String) {
        #expect(DecimalSyntax.isValid(text))
        #expect(DecimalSyntax.isValid(text[...]), "a Substring is checked like a String")
    }

    @Test("malformed text is rejected", arguments: malformed)
    func rejectsMalformedText(_ text: String) {
        #expect(!DecimalSyntax.isValid(text))
    }

    @Test("the grammar agrees with a regular expression on seeded random short text")
    func agreesWithRegularExpression() throws {
        let grammar = try Regex("^[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?$")
        let alphabet = Array("+-.eE0123456789 x")
        var generator = TestEnvironment.generator(salt: 0xDEC5_1A7)
        for _ in 0..<(TestEnvironment.isUnderValgrind ? 2_000 : 20_000) {
            let text = String(
                (0..<Int(generator.next() % 9)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            let expected = (try? grammar.wholeMatch(in: text)) != nil
            #expect(DecimalSyntax.isValid(text) == expected, "seed \(TestEnvironment.seed): '\(text)'")
        }
    }

    @Test("parse of malformed text throws .invalidOperation", arguments: malformed, BackendKind.calculatorBackends)
    func parseThrowsInvalidOperation(_ text: String, _ kind: BackendKind) {
        func check(_ backend: some NumericBackend) {
            #expect(throws: ArithmeticError.invalidOperation) { _ = try backend.parse(decimal: text) }
            #expect(backend.isNaN(backend.value(decimal: text)), "the raw API gives NaN")
        }
        check(kind.backend)
    }

    @Test("MPFRValue(decimal:) is nil for malformed text", arguments: malformed)
    func mpfrValueInitializerRejects(_ text: String) {
        #expect(MPFRValue(decimal: text, precision: 64) == nil)
    }
}
