import CalcPresentation
import Foundation
import Testing

/// What a new user of the library tried, line by line (the snippet that broke or surprised): each line
/// now compiles and behaves — no trap, clear errors, the full state restored.
@MainActor
@Suite struct AppLibraryTests {
    @Test func theSnippetThatBrokeNowBehaves() throws {
        // `EngineSettings(…).makeCalculator()`: a run-time calculator with the whole UI surface.
        var calculator = try EngineSettings(backend: .mpfr, precision: 128).makeCalculator()
        calculator.press(try KeyScript(parsing: "3 M+ 2 +").keys)
        #expect(calculator.clearKeyLabel == .allClear)
        #expect(calculator.highlightedOperator == .add && calculator.pendingOperator == .add)
        #expect(calculator.hasMemory && calculator.memoryDisplay == "3")
        #expect(calculator.openParentheses == 0 && calculator.angleUnit == .degrees)
        // 2 is typed, so exact on every backend; no digit is unproven.
        #expect(!calculator.isError && calculator.isDisplayExact && !calculator.isDisplayApproximate)

        // `JSONEncoder().encode(calculator)`: Codable, and decodes to a calculator that continues alike.
        let data = try JSONEncoder().encode(calculator)
        var decoded = try JSONDecoder().decode(AnyCalculator.self, from: data)
        #expect(decoded.settings == calculator.settings)
        decoded.press(try KeyScript(parsing: "1 / 3 =").keys)
        calculator.press(try KeyScript(parsing: "1 / 3 =").keys)
        #expect(decoded.display == calculator.display)

        // `CalculatorModel(calculator: calculator)`: the model takes the run-time calculator.
        let model = CalculatorModel(calculator: try EngineSettings(backend: .mpfr, precision: 128).makeCalculator())
        #expect(model.display == "0")

        // `.digit(-1)` and `.digit(12)` no longer compile: a digit is 0…9 by type, and the failable
        // initializers reject the rest where the key is made.
        #expect(Key(digit: -1) == nil && Key(digit: 12) == nil && Digit(12) == nil)
        model.press(.digit(.seven))
        #expect(model.display == "7")

        // `Key(name:)` knows every case and the common spellings; the throwing form says why.
        #expect(Key(name: "ac") == .allClear && Key(name: "SQRT") == .function(.squareRoot))
        #expect(Key(name: "m+") == .memoryAdd && Key(name: "x") == .binary(.multiply))
        let unknown = #expect(throws: KeyScriptError.self) { try Key(validatingName: "sqtr") }
        #expect(unknown?.message == "unknown key 'sqtr' (did you mean 'sqrt'?)")

        // 60 digits at 128 bits would show noise: rejected, with a message that names no option.
        let tooMany = #expect(throws: EngineSettings.InvalidSetting.self) {
            Calculator(configuration: try .init(backend: try MPFRBackend(precision: 128), displayDigits: 60))
        }
        #expect(tooMany?.description == "digits: 60 is more than 128 bits can show (1...40)")

        // `Calculator(backend: MPFRBackend(precision: 1024))` shows what EngineSettings shows.
        let wide = Calculator(backend: try MPFRBackend(precision: 1024))
        #expect(wide.displayDigits == 307)
        #expect(wide.displayDigits == (try EngineSettings(backend: .mpfr, precision: 1024)).digits)

        // `model.restore(decoded)`: the tape and the expression line come back with the calculator.
        for key in try KeyScript(parsing: "+ 5 = 2 * (").keys { model.press(key) }
        #expect(model.tape.lines == ["7 + 5 = 12"] && model.tapeLine == "2 × (")
        let restored = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        try restored.restore(json: try model.savedJSON())
        #expect(restored.tape.lines == ["7 + 5 = 12"] && restored.tapeLine == "2 × (")
        #expect(restored.display == model.display && restored.openParentheses == 1)

        // `Button(cell.label) { model.perform(cell.action) }`: every cell, `2nd` included, works.
        for keypad in [model.keypad, model.scientificKeypad] {
            for cell in keypad.cells { model.perform(cell.action) }
        }
        #expect(!model.display.isEmpty)
    }
}
