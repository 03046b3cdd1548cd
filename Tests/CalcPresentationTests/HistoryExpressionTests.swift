import CalcPresentation
import CalcTestSupport
import Testing

/// The history's expression text of every completed calculation parses back, as an expression, to the
/// same result (random key sequences in precedence and immediate mode, each one calculation).
///
/// Not compared: tapes that write a computed value as a number (an operator's operand taken from the
/// display, as in `π × =`), which has only the display's digits and cannot give back the same last digit.
@Suite struct HistoryExpressionTests {
    static let keys: [Key] = [
        .binary(.add), .binary(.subtract), .binary(.multiply), .binary(.divide), .binary(.power), .binary(.root),
        .binary(.modulo), .binary(.combinations), .binary(.logarithm), .binary(.reversedPower), .openParenthesis,
        .closeParenthesis,
        .binary(.modularPower), .negate, .function(.square), .function(.squareRoot), .function(.sin),
        .function(.factorial),
        .function(.reciprocal), .function(.log10), .function(.asin), .function(.abs), .function(.sec), .pi,
        .binary(.and), .binary(.or), .binary(.xor), .binary(.shiftLeft), .binary(.shiftRightArithmetic),
        .programmer(.not), .percent,
    ]
    // `=` only at the end (see above).

    static func randomScript(_ random: inout SplitMix64) -> [Key] {
        var script: [Key] = []
        for _ in 0..<Int.random(in: 1...12, using: &random) {
            // After an operator a number or `(`: a function or `=` there would act on the displayed value,
            // which the tape writes with the display's digits.
            let afterOperator: Bool
            if case .binary = script.last { afterOperator = true } else { afterOperator = false }
            if afterOperator || Int.random(in: 0..<3, using: &random) == 0 {
                for _ in 0..<Int.random(in: 1...2, using: &random) {
                    script.append(Key(digit: Int.random(in: 0...9, using: &random))!)
                }
                if Bool.random(using: &random) {
                    script += [.point, Key(digit: Int.random(in: 1...9, using: &random))!]
                }
            } else {
                script.append(keys[Int.random(in: 0..<keys.count, using: &random)])
            }
        }
        if case .binary = script.last { script.append(Key(digit: Int.random(in: 1...9, using: &random))!) }
        return script + [.equals]
    }

    /// Whether the text has a number of more than 8 digits: the generator types at most 4.
    static func hasComputedNumber(_ text: String) -> Bool {
        var run = 0
        for character in text {
            run = character.isNumber ? run + 1 : (character == "." ? run : 0)
            if run > 8 { return true }
        }
        return false
    }

    /// `%` after + or − is a percentage of the pending operand: written `x%` where that reads back (the
    /// right operand of + or −), and as the product it is where it would not.
    @Test(arguments: [
        ("10 - 50 % =", "10 − 50%", "5"), ("10 - 50 % * 2 =", "10 − ((10 × 50)%) × 2", "0"),
        ("10 - 50 % sqr =", "10 − ((10 × 50)%)²", "-15"), ("10 + 50 % % =", "10 + ((10 × 50)%)%", "10.5"),
        ("1 + 2 + 50 % * 2 =", "1 + 2 + ((( 1 + 2 ) × 50)%) × 2", "6"),
        ("2 * 3 + 50 % ^ 2 =", "2 × 3 + ((2 × 3 × 50)%) ^ 2", "15"),
        ("10 - 50 % neg * 2 =", "10 − -((10 × 50)%) × 2", "20"), ("10 * 50 % * 2 =", "10 × 50% × 2", "10"),
        ("( 10 - 50 % ) * 2 =", "( 10 − 50% ) × 2", "10"), ("10 - 50 % & 3 =", "10 − 50% and 3", "1"),
        ("1 shl 4 + 50 % * 2 =", "1 << 4 + ((4 × 50)%) × 2", "256"),
        ("1 shl 4 + 50 % neg =", "1 << 4 + -((4 × 50)%)", "4"),
        ("1 + 2 xor 4 - 50 % sqr =", "1 + 2 xor 4 − ((4 × 50)%)²", "3"),
        // The product before the hundredth, as the key computes it: `(π! × 49.1%)` rounded otherwise.
        ("pi fact - 49.1 % / 0.5 =", "π! − ((π! × 49.1)%) ÷ 0.5", "0.129385489121568"),
    ])
    func percentagesReadBack(script: String, expression: String, result: String) throws {
        var calculator = Calculator(configuration: .init(backend: DoubleBackend()))
        calculator.press(try KeyScript(parsing: script).keys)
        let entry = try #require(calculator.tape.entries.last)
        #expect(entry.expression == expression)
        #expect(entry.result == result)
        var fresh = Calculator(configuration: .init(backend: DoubleBackend()))
        #expect(fresh.evaluate(try Expression(parsing: entry.expression)) == result, "\(entry.expression)")
    }

    @Test(arguments: [CalculationMode.precedence, .immediate])
    func expressionTextParsesBackToTheResult(_ mode: CalculationMode) throws {
        var random = TestEnvironment.generator(salt: mode == .precedence ? 0x4157 : 0x4158)
        var compared = 0
        for _ in 0..<2_000 {
            var calculator = Calculator(configuration: .init(backend: DoubleBackend(), mode: mode))
            let script = Self.randomScript(&random)
            for key in script {
                let written = calculator.tape.nextID
                calculator.press(key)
                guard calculator.tape.nextID != written, let entry = calculator.tape.entries.last, !entry.isError,
                    !Self.hasComputedNumber(entry.expression)
                else { continue }
                var fresh = Calculator(configuration: .init(backend: DoubleBackend()))
                let value: String
                do { value = fresh.evaluate(try Expression(parsing: entry.expression)) } catch {
                    Issue.record("'\(entry.expression)' from \(KeyScript(keys: script).text): \(error)")
                    continue
                }
                compared += 1
                #expect(
                    value == entry.result,
                    "'\(entry.text)' from \(KeyScript(keys: script).text) parses back to \(value); seed \(TestEnvironment.seed)"
                )
            }
        }
        #expect(compared > 200)
    }
}
