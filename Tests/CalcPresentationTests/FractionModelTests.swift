import CalcPresentation
import Foundation
import Testing

/// The model's fraction setting: `fractionDisplay` follows `FractionDisplay`'s rules, with the keys since
/// the last all clear as the inputs.
@MainActor
@Suite struct FractionModelTests {
    func model(_ backend: BackendKind, _ fractions: FractionDisplay, _ script: String) throws
        -> CalculatorModel<AnyCalculator>
    {
        let model = CalculatorModel(calculator: try EngineSettings(backend: backend, digits: 15).makeCalculator())
        model.fractions = fractions
        for key in try KeyScript(parsing: script).keys { model.press(key) }
        return model
    }

    @Test(arguments: [
        (BackendKind.exact, FractionDisplay.auto, "1 / 3 =", "1/3" as String?), (.exact, .auto, "1 / 4 =", nil),
        (.exact, .auto, "1 . 5 / 7 =", nil), (.exact, .auto, "1 . 5 / 7 = AC 1 / 7 =", "1/7"),
        (.exact, .always, "1 / 4 =", "1/4"), (.exact, .mixed, "7 / 2 =", "3 1/2"), (.exact, .off, "1 / 3 =", nil),
        (.double, .always, "3 / 4 =", "3/4"), (.double, .always, "1 / 3 =", nil), (.exact, .always, "2 sqrt", nil),
    ])
    func fractionDisplay(_ backend: BackendKind, _ fractions: FractionDisplay, _ script: String, _ expected: String?)
        throws
    {
        #expect(try model(backend, fractions, script).fractionDisplay == expected, "\(script) on \(backend)")
    }
}

/// The fraction setting is the calculator's: it is saved with it and shown on its screen.
@MainActor
@Suite struct FractionSettingTests {
    @Test func savedWithTheCalculator() throws {
        let model = CalculatorModel(calculator: try EngineSettings(backend: .exact, digits: 15).makeCalculator())
        model.fractions = .auto
        for key in try KeyScript(parsing: "1 / 3 =").keys { model.press(key) }
        #expect(model.screen.fraction == "1/3")
        let data = try JSONEncoder().encode(model.savedState)
        let restored = CalculatorModel(
            restoring: try JSONDecoder().decode(SavedCalculatorState<AnyCalculator>.self, from: data))
        #expect(restored.fractions == .auto)
        #expect(restored.fractionDisplay == "1/3")
        #expect(restored.settings.fractions == .auto)
    }

    @Test func settingItPublishesTheScreen() throws {
        let model = CalculatorModel(calculator: try EngineSettings(backend: .exact, digits: 15).makeCalculator())
        for key in try KeyScript(parsing: "1 / 3 =").keys { model.press(key) }
        var updates: [CalculatorUpdate] = []
        model.onUpdate = { updates.append($0) }
        model.fractions = .always
        #expect(model.fractionDisplay == "1/3")
        #expect(updates.map(\.changes) == [[.display]])
        model.fractions = .off
        #expect(model.fractionDisplay == nil)
    }

    @Test func aDecimalPointTypedBeforeEqualsCounts() throws {
        // The calculation goes on after `=` (no all clear): 1.5 was typed in it, so auto shows decimals.
        let model = CalculatorModel(calculator: try EngineSettings(backend: .exact, digits: 15).makeCalculator())
        model.fractions = .auto
        for key in try KeyScript(parsing: "1 . 5 + 1 = 1 / 7 =").keys { model.press(key) }
        #expect(model.fractionDisplay == nil)
        for key in try KeyScript(parsing: "AC 1 / 7 =").keys { model.press(key) }
        #expect(model.fractionDisplay == "1/7")
    }
}
