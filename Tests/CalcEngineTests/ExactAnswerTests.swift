import CalcEngine
import CalcNumerics
import Testing

/// `ans` and a session's variables keep an exact value exactly: a value that no decimal of the
/// backend's digits holds (1/7 and 2²⁰⁰ on the exact backend, 2⁻³⁰ on Double) is written as the fraction
/// or integer it is (``NumberLiteral``'s `p/q`), so that `y = 1/7` then `y*7-1` is 0, not −3e−79.
@Suite struct ExactAnswerTests {
    /// The displays of `lines` evaluated in one session on `calculator`, and the session's `ans`.
    static func session<Backend: NumericBackend>(_ calculator: Calculator<Backend>, _ lines: [String]) throws -> (
        displays: [String], answer: ValueLiteral?
    ) {
        var calculator = calculator
        var variables = ExpressionVariables()
        let displays = try lines.map { line throws(ExpressionError) in
            try calculator.evaluate(line, variables: &variables)
        }
        return (displays, variables.answer)
    }

    static func exact() throws -> Calculator<ExactBackend> {
        Calculator(configuration: try .init(backend: try ExactBackend(precision: 256), displayDigits: 50))
    }

    @Test func theExactBackendKeepsFractionsAndLongIntegers() throws {
        let run = try Self.session(
            try Self.exact(), ["y = 1/7", "y*7-1", "1/3", "ans*3-1", "2^200", "ans-2^200", "-22/7", "ans*7"])
        #expect(run.displays[1] == "0")
        #expect(run.displays[3] == "0")
        #expect(run.displays[5] == "0")
        #expect(run.displays[7] == "-22")
        #expect(run.answer?.real.text == "-22", "an exact value is written without a decimal point")
        let sevenths = try Self.session(try Self.exact(), ["-22/7"]).answer
        #expect(sevenths?.real.text == "-22/7")
        let quarter = try Self.session(try Self.exact(), ["1/4"]).answer
        #expect(quarter?.real.text == "1/4", "the fraction, not 2.5e-1: no decimal point for the auto rule")
        let half = try Self.session(try Self.exact(), ["1/2"]).answer
        #expect(half?.real.text == "5e-1", "a decimal without a point stays a decimal")
    }

    /// The exact backend's verified form (`--correct-digits`) keeps the rational too.
    @Test func theVerifiedExactBackendKeepsFractions() throws {
        let verified = Calculator(
            configuration: try .init(backend: try VerifiedExactBackend(precision: 256), displayDigits: 50))
        let run = try Self.session(verified, ["y = 1/7", "y*7-1", "x = 1/3", "x*3 == 1"])
        #expect(run.displays[1] == "0")
        #expect(run.displays[3] == "1")
    }

    @Test func doubleKeepsAnExactValueBeyondSeventeenDigitsAndAnInexactOneAsBefore() throws {
        let run = try Self.session(Calculator(backend: DoubleBackend()), ["2^-30", "ans*2^30-1", "0.1", "1/3"])
        #expect(run.displays[1] == "0")
        #expect(run.answer?.real.text == "3.3333333333333331e-1", "inexact values keep their decimal")
        let power = try Self.session(Calculator(backend: DoubleBackend()), ["2^-30"]).answer
        #expect(power?.real.text == "1/1073741824")
        // 2⁻¹⁰⁷⁴'s fraction does not read back (2¹⁰⁷⁴ overflows): its decimal stays.
        let tiny = try Self.session(Calculator(backend: DoubleBackend()), ["2^-1074"]).answer
        #expect(tiny?.real.text == "4.9406564584124654e-324")
    }

    @Test(arguments: [
        ("1/7", true), ("-22/7", true), ("+3/4", true), ("007/010", true), ("1/0", false), ("1/00", false),
        ("1.5/2", false), ("1/2/3", false), ("/2", false), ("1/", false), ("1/-2", false), ("1e3/2", false),
    ])
    func fractionLiterals(text: String, isValid: Bool) {
        #expect((NumberLiteral(text) != nil) == isValid)
        #expect((Key(name: "[\(text)]") != nil) == isValid)
    }

    @Test func aFractionLiteralIsOneRoundingAndExactWhereTheQuotientIs() throws {
        var double = Calculator(backend: DoubleBackend())
        double.press(try KeyScript(parsing: "[1/3] * 3 =").keys)
        #expect(double.display == "1")
        var exact = try Self.exact()
        exact.press(try KeyScript(parsing: "[1/3] - [1/3] =").keys)
        #expect(exact.display == "0")
        exact.press(try KeyScript(parsing: "AC [1/3]").keys)
        #expect(exact.isValueExact == true)
        exact.press(try KeyScript(parsing: "AC [1/3] * 3 - 1 =").keys)
        #expect(exact.display == "0")
        var zero = Calculator(backend: DoubleBackend())
        zero.press(try KeyScript(parsing: "[0/5] + 2 =").keys)
        #expect(zero.display == "2")
    }
}
