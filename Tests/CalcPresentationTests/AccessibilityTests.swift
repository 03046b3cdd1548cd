import CalcPresentation
import Testing

/// Spoken key labels, the display in words, and the display's accessibility value.
@Suite struct AccessibilityTests {
    /// (key name, what VoiceOver says)
    static let keyLabels: [(String, String)] = [
        ("+", "plus"), ("-", "minus"), ("*", "multiply"), ("/", "divide"), ("=", "equals"),
        ("AC", "all clear"), ("C", "clear"), ("back", "delete"), ("neg", "change sign"), ("%", "percent"),
        ("7", "7"), (".", "decimal point"),
        ("pow", "x to the power y"), ("ypow", "y to the power x"), ("root", "y-th root of x"),
        ("EE", "times ten to the power"),
        ("sqrt", "square root"), ("sqr", "x squared"), ("cube", "x cubed"), ("cbrt", "cube root"),
        ("inv", "reciprocal"), ("exp", "e to the power x"), ("pow10", "10 to the power x"),
        ("pow2", "2 to the power x"), ("ln", "natural logarithm"), ("log", "log base 10"), ("log2", "log base 2"),
        ("sin", "sine"), ("acos", "inverse cosine"), ("tanh", "hyperbolic tangent"),
        ("asinh", "inverse hyperbolic sine"), ("fact", "factorial"),
        ("pi", "pi"), ("e", "e"), ("rand", "random number"),
        ("(", "open parenthesis"), (")", "close parenthesis"),
        ("MC", "memory clear"), ("M+", "memory plus"), ("M-", "memory minus"), ("MR", "memory recall"),
        ("deg", "degrees"), ("rad", "radians"),
    ]

    @Test(arguments: keyLabels)
    func keyLabel(_ row: (String, String)) throws {
        let key = try #require(Key(name: row.0))
        #expect(key.accessibilityLabel == row.1)
    }

    @Test func everyKeyHasItsOwnLabel() {
        let labels = Key.allKeys.map(\.accessibilityLabel)
        #expect(Set(labels).count == labels.count)
        #expect(labels.allSatisfy { !$0.isEmpty })
    }

    @Test func keypadOnlyLabels() {
        let second = Keypad.landscapeScientific(KeypadState(showsSecondFunctions: true))
        #expect(second.cells.first { $0.label == "2nd" }?.accessibilityLabel == "second functions")
        #expect(second.cells.first { $0.label == "yˣ" }?.accessibilityLabel == "y to the power x")
        #expect(Keypad.landscapeScientific.cells.first { $0.label == "xʸ" }?.accessibilityLabel == "x to the power y")
        #expect(second.cells.first { $0.label == "sin⁻¹" }?.accessibilityLabel == "inverse sine")
    }

    /// (display, spoken)
    static let spoken: [(String, String)] = [
        ("-1.5e9", "minus 1.5 times ten to the power 9"),
        ("1.5e-8", "1.5 times ten to the power minus 8"),
        ("1e20", "1 times ten to the power 20"),
        ("3.14", "3 point 1 4"),
        ("0.5", "0.5"),
        ("89", "89"),
        ("-7", "minus 7"),
        ("0.", "0 point"),
        ("-0", "minus 0"),
        ("1.50", "1 point 5 0"),
        ("1111111110", "1111111110"),
        ("1.23456789e-15", "1 point 2 3 4 5 6 7 8 9 times ten to the power minus 15"),
        ("Error", "Error"),
        // Complex values (issue 26).
        ("3+4i", "3 plus 4 i"),
        ("-i", "minus i"),
        ("i", "i"),
        ("2.5i", "2.5 i"),
        ("1.5-0.5i", "1.5 minus 0.5 i"),
        ("1e-20+2e300i", "1 times ten to the power minus 20 plus 2 times ten to the power 300 i"),
        ("5∠53.13", "5 angle 53 point 1 3"),
    ]

    @Test(arguments: spoken)
    func spokenDisplay(_ row: (String, String)) {
        #expect(SpokenDisplay.text(forDisplay: row.0) == row.1)
    }

    /// (keys, the kind of display, its accessibility value)
    static let values: [(String, DisplayKind, String)] = [
        ("", .value, "0"),
        ("80 + 9", .entry, "9"),
        ("80 + 9 =", .result, "Result, 89"),
        ("89 =", .result, "Result, 89"),
        ("80 +", .value, "80"),
        ("3.14", .entry, "3 point 1 4"),
        ("1.5 neg EE 20 =", .result, "Result, minus 1.5 times ten to the power 20"),
        ("9 sqrt", .value, "3"),
        ("pi", .value, "3 point 1 4 1 5 9 2 6 5 3 5 8 9 7 9"),
        ("80 + 9 = MC", .result, "Result, 89"),
        ("80 + 9 = deg rad", .result, "Result, 89"),
        ("80 + 9 = M+", .result, "Result, 89"),
        ("80 + 9 = back", .result, "Result, 89"),
        ("80 + 9 = 2", .entry, "2"),
        ("80 + 9 = sqr", .value, "7921"),
        ("80 + 9 = AC", .value, "0"),
        ("7 M+", .value, "7"),
        ("1 / 0 =", .error, "Error"),
        ("1 / 0 = MC", .error, "Error"),
        ("1 / 0 = AC", .value, "0"),
        ("4 neg sqrt", .error, "Error"),
    ]

    @Test(arguments: values)
    func accessibilityValue(_ row: (String, DisplayKind, String)) throws {
        let (script, kind, value) = row
        let calculator = try calculator(after: script)
        #expect(calculator.displayKind == kind)
        #expect(calculator.screen.kind == kind)
        #expect(SpokenDisplay.accessibilityValue(for: calculator) == value)
    }

    /// In programmer mode the model reads a word digit by digit with its radix (it read binary 1010 as
    /// "one thousand ten").
    @MainActor @Test func aProgrammerWordIsReadDigitByDigit() throws {
        var settings = EngineSettings.standard
        settings.programmer = WordFormat(width: .byte, radix: .binary)
        let model = CalculatorModel(calculator: settings.makeCalculator())
        for key in try KeyScript(parsing: "1 0 1 0 =").keys { model.press(key) }
        #expect(model.accessibilityValue == "Result, binary 1 0 1 0")
        #expect(SpokenDisplay.accessibilityValue(for: model.calculator) == "Result, binary 1 0 1 0")
    }
}
