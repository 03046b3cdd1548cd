import CalcPresentation
import Testing

@testable import CalcEngine

/// The engine's screen: one value per key, formatted once, through the model and the run-time calculator.
@MainActor
@Suite struct ScreenOncePerKeyTests {
    /// Every key through `CalculatorModel.perform` formats the display at most once (a typed entry not
    /// at all), on a typed calculator and on the run-time one. With the tape on, the tape's result is the
    /// display's text, and a key that writes a computed operand into the tape's expression (an operator,
    /// a function or `=` after `MR`, say) formats that operand once more: at most twice.
    @Test(arguments: [0, Tape.defaultCapacity])
    func aKeyThroughTheModelFormatsTheDisplayOnce(tapeCapacity: Int) throws {
        let script = "12 + 7 * 2 = = sqrt M+ ( 3 - 1 ) * MR = neg 1 / 0 = AC 5 pi"
        let typed = CalculatorModel(calculator: Calculator(backend: DoubleBackend()), tapeCapacity: tapeCapacity)
        let anyModel = CalculatorModel(
            calculator: try EngineSettings(backend: .mpfr, digits: 30).makeCalculator(), tapeCapacity: tapeCapacity)
        for key in try KeyScript(parsing: script).keys {
            for perform in [{ typed.perform(.key(key)) }, { anyModel.perform(.key(key)) }] {
                let counter = FormattingCounter()
                FormattingCounter.$current.withValue(counter) { perform() }
                let limit = tapeCapacity == 0 ? 1 : 2
                #expect(counter.value <= limit, "\(key.name) formatted the display \(counter.value) times")
            }
        }
        #expect(typed.display == "3.14159265358979")
        #expect(typed.tape.lines.first == (tapeCapacity == 0 ? nil : "12 + 7 × 2 = 26"))
    }

    /// The screen says what the display is, in one place: a result of `=` until a key changes the operand.
    @Test(arguments: [
        ("", DisplayKind.value), ("1", .entry), ("1 +", .value), ("1 + 2 =", .result), ("1 + 2 = M+", .result),
        ("1 + 2 = deg", .result), ("1 + 2 = neg", .value), ("1 + 2 = sqrt", .value), ("1 + 2 = 4", .entry),
        ("1 / 0 =", .error), ("1 + 2 = C", .value), ("3 C", .entry),
    ])
    func displayKind(script: String, kind: DisplayKind) throws {
        var calculator = Calculator(backend: DoubleBackend())
        calculator.press(try KeyScript(parsing: script).keys)
        #expect(calculator.screen.kind == kind)
        #expect(AnyCalculator(calculator).screen == calculator.screen)
    }

    /// After a backend switch, the expression line being keyed is written with the new backend's digits
    /// (it used to keep the old backend's text: `0.333333333333333 × 3 = 1` at 40 digits).
    @Test func aBackendSwitchRewritesTheLineWithTheNewDigits() throws {
        let model = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        for key in try KeyScript(parsing: "1 / 3 = *").keys { model.press(key) }
        #expect(model.tapeLine == "0.333333333333333 ×")
        model.switchBackend(to: try EngineSettings(backend: .mpfr, digits: 40))
        #expect(model.tapeLine == "0.3333333333333333333333333333333333333333 ×")
        for key in try KeyScript(parsing: "3 =").keys { model.press(key) }
        #expect(
            model.tape.lines == [
                "1 ÷ 3 = 0.333333333333333", "0.3333333333333333333333333333333333333333 × 3 = 1",
            ])
    }

    /// A calculator with its tape off writes no tape text and behaves the same.
    @Test func aCalculatorWithoutTapeComputesTheSame() throws {
        let keys = try KeyScript(parsing: "12 + 7 * 2 = = sqrt ( 3 - 1 ) * 4 = neg").keys
        var with = Calculator(backend: DoubleBackend())
        var without = Calculator(backend: DoubleBackend())
        without.tape.capacity = 0
        for key in keys {
            with.press(key)
            without.press(key)
            #expect(with.screen == without.screen)
        }
        #expect(without.tape.entries.isEmpty && without.tapeLine.isEmpty)
        #expect(with.tape.lines.count == 3)
        with.tape.capacity = 0
        with.press(try KeyScript(parsing: "+ 1 =").keys)
        #expect(with.tape.entries.isEmpty)
    }
}
