import CalcPresentation
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
