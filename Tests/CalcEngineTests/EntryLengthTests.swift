import CalcEngine
import Foundation
import Testing

/// The most digits a typed number may have is a setting of its own, independent of the digits shown:
/// an upright iPhone types 9 digits and shows results with more (issue 24).
@Suite struct EntryLengthTests {
    @Test(arguments: [
        (nil as Int?, "123456789012345"), (9, "123456789"), (1, "1"), (15, "123456789012345"),
    ])
    func typingStopsAtTheEntryDigits(entryDigits: Int?, display: String) throws {
        let configuration = try CalculatorConfiguration(
            backend: DoubleBackend(), displayDigits: 15, entryDigits: entryDigits)
        var calculator = Calculator(configuration: configuration)
        calculator.press(try KeyScript(parsing: "1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7").keys)
        #expect(calculator.display == display)
        #expect(calculator.displayDigits == 15, "results keep the display's digits")
    }

    @Test func resultsShowTheDisplayDigitsNotTheEntryDigits() throws {
        var settings = try EngineSettings(backend: .double)
        try settings.set(entryDigits: 9)
        var calculator = settings.makeCalculator()
        calculator.press(try KeyScript(parsing: "2 . 1 2 3 4 5 6 7 8 9 sqrt").keys)
        #expect(calculator.display == "1.45720855748242", "√2.12345678: 9 digits typed, 15 shown")
        #expect(calculator.settings.entryDigits == 9)
        // The point and a leading zero do not count, as for the display's limit.
        calculator.press(try KeyScript(parsing: "AC 0 . 0 0 0 0 0 0 0 0 1 2").keys)
        #expect(calculator.display == "0.000000001")
    }

    /// A backend switch replays the keys: a typed number keeps every digit pressed, read on the new
    /// backend as a literal is, where the new entry would stop early (it kept 123456789012345, 10⁵ times
    /// too small).
    @Test(arguments: [
        ("1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 + 1 =", "1.23456789012346e19"),
        ("1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0", "1.23456789012346e19"),
        ("1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 M+ AC MR", "1.23456789012346e19"),
        ("0 . 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9", "0.123456789012346"),
        ("1 2 3 + 4", "4"), ("1 2 3 4 5 6 7 8 9 0 1 2 3 4 5", "123456789012345"),
    ])
    func aBackendSwitchKeepsEveryTypedDigit(script: String, onDouble: String) throws {
        let keys = try KeyScript(parsing: script).keys
        var calculator = try EngineSettings(backend: .mpfr, digits: 30).makeCalculator()
        calculator.press(keys)
        calculator.switchBackend(to: try EngineSettings(backend: .double), replaying: keys)
        #expect(calculator.display == onDouble)
        let double = try EngineSettings(backend: .double)
        #expect(double.makeCalculator(replaying: keys).display == onDouble)
        // Back on MPFR the number has its 20 digits again: the replay keeps the larger entry's digits.
        var back = calculator
        back.switchBackend(to: try EngineSettings(backend: .mpfr, digits: 30), replaying: keys)
        #expect(back.display == mpfrDisplay(of: script))
        // Typing goes on with Double's own limit, and the state is one Double can save.
        calculator.press(.digit(.seven))
        #expect(calculator.display.count <= 16)
        #expect(throws: Never.self) { try JSONEncoder().encode(calculator) }
    }

    /// The display of `script` on MPFR at 30 digits.
    func mpfrDisplay(of script: String) -> String {
        guard var calculator = try? EngineSettings(backend: .mpfr, digits: 30).makeCalculator(),
            let keys = try? KeyScript(parsing: script).keys
        else { return "?" }
        calculator.press(keys)
        return calculator.display
    }

    @Test func entryDigitsAreCheckedAgainstTheDigitsShown() throws {
        let error = #expect(throws: EngineSettings.InvalidSetting.self) {
            try EngineSettings(backend: .double, digits: 10, entryDigits: 12)
        }
        #expect(error?.description == "entryDigits: 12 is out of range (1...10, the digits shown)")
        var settings = try EngineSettings(backend: .double, entryDigits: 9)
        #expect(throws: EngineSettings.InvalidSetting.self) { try settings.set(digits: 8) }
        #expect(throws: EngineSettings.InvalidSetting.self) { try settings.set(entryDigits: 0) }
        try settings.set(entryDigits: nil)
        try settings.set(digits: 8)
        #expect(settings.entryDigits == nil && settings.digits == 8)
    }
}
