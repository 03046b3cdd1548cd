import CalcEngine
import CalcTestSupport
import Testing

/// `Calculator.calculationKeys`: the keys that rebuild a calculation in progress (what the app's key log
/// keeps of a calculation that never clears).
@Suite struct CalculationKeysTests {
    func calculator() throws -> Calculator<DoubleBackend> {
        Calculator(configuration: try .init(backend: DoubleBackend(), displayDigits: 15))
    }

    @Test(
        arguments: [
            ("2 + 3 × ( 4", nil),
            ("2 + 3 × ( 4 sin", "[2] + [3] * ( [6.9756473744125302e-2]"),
            ("2 + 3 ×", "[2] + [3] *"),
            ("1 + 2 =", "[3] ="),
            // A complex value is one operand, whatever it is pending with.
            ("3 + 4 × i =", "( [4] * i + [3] ) ="),
            ("2 × ( 1 - i ×", "[2] * ( [1] - ( [1] * i ) *"),
            ("2 - i +", "[2] - ( [1] * i ) +"),
            ("2 - i + 5 =", "( [-1] * i + [7] ) ="),
            ("( (", "( ("),
            ("1 ÷ 0 =", nil),
            ("pi", "[3.1415926535897931]"),
        ] as [(String, String?)])
    func keysOf(_ script: String, _ expected: String?) throws {
        var calculator = try calculator()
        for key in try KeyScript(parsing: script).keys { calculator.press(key) }
        #expect(calculator.calculationKeys.map { KeyScript(keys: $0).text } == expected, "\(script)")
    }

    /// After random keys, wherever the calculator gives its calculation's keys, pressing them on a
    /// fresh calculator in the same angle unit shows the same display, pending operator and open
    /// parentheses, and the same keys that follow give the same display (keys other than `=`, and `=` where
    /// an operator is pending: the operation that a repeated `=` applies is not rebuilt).
    @Test func replayingTheKeysRebuildsTheCalculation() throws {
        var random = TestEnvironment.generator(salt: 0xCA1C_4E75)
        let keys: [Key] = try KeyScript(
            parsing: "0 1 2 3 4 5 6 7 8 9 . + - * / ( ) ( = neg sqrt sin sqr % pi inv 1 2 + 3 * ( 4 i i conj"
        ).keys
        var checked = 0
        for _ in 0..<2_000 {
            var calculator = try calculator()
            let pressed = (0..<random.between(1...30)).map { _ in keys[random.below(keys.count)] }
            for key in pressed { calculator.press(key) }
            guard let rebuild = calculator.calculationKeys else { continue }
            var replayed = try self.calculator()
            for key in rebuild { replayed.press(key) }
            let script = KeyScript(keys: pressed).text
            #expect(replayed.display == calculator.display, "\(script): \(TestEnvironment.replayHint)")
            #expect(replayed.pendingOperator == calculator.pendingOperator, "\(script)")
            #expect(replayed.openParentheses == calculator.openParentheses, "\(script)")
            // The operation that `=` repeats is not part of the calculation's keys: the keys that follow
            // are checked without `=`, and one `=` only where an operator is pending (it completes it).
            if calculator.pendingOperator != nil {
                var (finished, finishedReplay) = (calculator, replayed)
                finished.press(.equals)
                finishedReplay.press(.equals)
                #expect(finishedReplay.display == finished.display, "\(script) =: \(TestEnvironment.replayHint)")
            }
            let candidates = keys.filter { $0 != .equals }
            let following = (0..<5).map { _ in candidates[random.below(candidates.count)] }
            for key in following {
                calculator.press(key)
                replayed.press(key)
            }
            #expect(
                replayed.display == calculator.display,
                "\(script) then \(KeyScript(keys: following).text): \(TestEnvironment.replayHint)")
            checked += 1
        }
        #expect(checked > 500)
    }
}
