import CalcEngine
import Foundation
import Testing

/// The `powmod` key (`a pow b powmod m =`, the expression `powmod(a, b, m)`): a^b mod m without a^b on
/// every backend and in programmer mode, exact where its operands are, and its `Error` rules. The values
/// are Python's `pow(a, b, m)`; the behaviour and expression tables have the keys and notations.
@Suite struct ModularPowerKeyTests {
    static func evaluate(_ calculator: AnyCalculator, _ expression: String) -> String {
        var calculator = calculator
        guard let parsed = try? Expression(parsing: expression, variables: nil, programmer: calculator.wordFormat)
        else { return "?" }
        return calculator.evaluate(parsed)
    }

    static func calculator(_ backend: BackendKind, programmer: WordFormat? = nil) throws -> AnyCalculator {
        var settings = try EngineSettings(backend: backend)
        settings.programmer = programmer
        return settings.makeCalculator()
    }

    /// Large operands: the power has thousands of digits, the result is the same on every backend
    /// that holds the operands exactly (Double holds 2^100 and 3^30).
    @Test(arguments: [BackendKind.double, .mpfr, .exact])
    func largePowersAgreeWithPython(_ backend: BackendKind) throws {
        let calculator = try Self.calculator(backend)
        #expect(Self.evaluate(calculator, "powmod(3^30, 2^100, 1000000007)") == "601852774")
        #expect(Self.evaluate(calculator, "powmod(2, 1000000, 999999937)") == "215472158")
        #expect(Self.evaluate(calculator, "powmod(-2, 3, -5)") == "-3")
        #expect(Self.evaluate(calculator, "powmod(2, 10, 7) + powmod(2, 10, 7)") == "4")
    }

    /// The result is exact when the operands are. An inexact operand within residue of an integer is
    /// snapped onto it, as `mod`'s are, and is exact there when it is the only integer that near (below
    /// 2^(P−9)): `0.1 × 30` is the 3 the keys meant. Above, the integer is no more certain than the
    /// operand, and the result is inexact.
    @Test func exactnessFollowsTheOperands() throws {
        var calculator = Calculator(backend: DoubleBackend())
        calculator.press(try KeyScript(parsing: "3 pow 233 powmod 353 =").keys)
        #expect(calculator.display == "248" && calculator.screen.isExact)
        calculator.press(try KeyScript(parsing: "AC ( 0.1 * 30 ) pow 233 powmod 353 =").keys)
        #expect(calculator.display == "248" && calculator.screen.isExact)
        calculator.press(try KeyScript(parsing: "AC ( 2 pow 45 * ( 0.1 * 10 ) ) pow 3 powmod 353 =").keys)
        #expect(calculator.display == "345" && !calculator.screen.isExact)
    }

    /// Programmer mode: words in their format, the result floored into the word.
    @Test func programmerModeComputesOnWords() throws {
        let byte = try Self.calculator(.double, programmer: WordFormat(width: .byte))
        #expect(Self.evaluate(byte, "powmod(-1, 3, 7)") == "6")
        #expect(Self.evaluate(byte, "powmod(3, 100, -100)") == "-99")
        let hex = try Self.calculator(.double, programmer: WordFormat(isSigned: false, radix: .hexadecimal))
        #expect(Self.evaluate(hex, "powmod(10, 3, 7)") == "1", "16³ mod 7, operands read in hexadecimal")
        #expect(Self.evaluate(hex, "powmod(FFFFFFFFFFFFFFFF, 2, FFFFFFFFFFFFFFFE)") == "1")
    }

    /// `Error` for what has no value, with the reason the calculator reports.
    @Test func errorsHaveTheirReasons() throws {
        let cases: [(script: String, reason: ArithmeticError)] = [
            ("2 pow 10 powmod 0 =", .invalidOperation),
            ("2 pow 1 neg powmod 5 =", .invalidOperation),
            ("2 pow 3.5 powmod 5 =", .invalidOperation),
            ("2 powmod", .invalidOperation),
            ("i pow 2 powmod 5 =", .invalidOperation),
        ]
        for (script, reason) in cases {
            var calculator = Calculator(backend: DoubleBackend())
            calculator.press(try KeyScript(parsing: script).keys)
            #expect(calculator.errorReason == reason, "\(script)")
        }
    }

    /// An operand of more than 1,233 digits overflows (a work limit) on the exact backend, which holds it.
    @Test func operandsBeyondTheWorkLimitOverflow() throws {
        var calculator = Calculator(configuration: .init(backend: try ExactBackend(precision: 256)))
        calculator.press(try KeyScript(parsing: "10 pow 1233 = pow 2 powmod 3 =").keys)
        #expect(calculator.errorReason == .overflow)
        calculator.press(try KeyScript(parsing: "AC 10 pow 1232 = pow 2 powmod 3 =").keys)
        #expect(calculator.display == "1")
    }

    /// A saved state with a pending `powmod` and no power before it is refused when decoded.
    @Test func aDecodedPowmodWithoutItsPowerIsRefused() throws {
        var calculator = Calculator(backend: DoubleBackend())
        calculator.press(try KeyScript(parsing: "2 pow 10 powmod").keys)
        let json = String(decoding: try JSONEncoder().encode(calculator), as: UTF8.self)
        let edited = json.replacingOccurrences(of: "\"op\":\"pow\"", with: "\"op\":\"+\"")
        #expect(edited != json)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Calculator<DoubleBackend>.self, from: Data(edited.utf8))
        }
    }
}
