import CalcPresentation
import Foundation
import Observation
import Synchronization
import Testing

/// The observable model publishes the calculator's state to SwiftUI observers, callbacks and delegates.
@MainActor
@Suite struct CalculatorModelTests {
    final class Recorder: CalculatorModelDelegate {
        var updates: [CalculatorUpdate] = []
        func calculatorModel(didUpdate update: CalculatorUpdate) { updates.append(update) }
    }

    /// Counts observation notifications (the onChange closure is @Sendable).
    final class Counter: Sendable {
        let count = Mutex(0)
        func increment() { count.withLock { $0 += 1 } }
        var value: Int { count.withLock { $0 } }
    }

    func model() -> CalculatorModel<Calculator<DoubleBackend>> {
        CalculatorModel(calculator: Calculator(backend: DoubleBackend()))
    }

    func press(_ model: CalculatorModel<Calculator<DoubleBackend>>, _ script: String) throws {
        for key in try KeyScript(parsing: script).keys { model.press(key) }
    }

    @Test func publishesTheCalculatorState() throws {
        let model = model()
        #expect(model.display == "0")
        #expect(model.clearKeyLabel == .allClear)
        try press(model, "3 M+ 2 +")
        #expect(model.display == "2")
        #expect(model.highlightedOperator == .add)
        #expect(model.hasMemory)
        #expect(model.clearKeyLabel == .allClear)
        try press(model, "( 4")
        #expect(model.openParentheses == 1)
        #expect(model.highlightedOperator == nil)
        #expect(model.clearKeyLabel == .clear)
        try press(model, "= rad")
        #expect(model.display == "6")
        #expect(model.angleUnit == .radians)
        try press(model, "1 / 0 =")
        #expect(model.isError)
        #expect(model.display == "Error")
    }

    @Test func swiftUIObserversAreNotifiedOfDisplayChanges() throws {
        let model = model()
        let notified = Counter()
        withObservationTracking {
            _ = model.display
        } onChange: {
            notified.increment()
        }
        model.press(.digit(.seven))
        #expect(notified.value == 1)
        // The model keeps one screen per key: a key that changes nothing on the screen notifies no one.
        let memoryNotified = Counter()
        withObservationTracking {
            _ = model.hasMemory
        } onChange: {
            memoryNotified.increment()
        }
        model.press(.memoryClear)
        model.press(.closeParenthesis)
        #expect(memoryNotified.value == 0)
        model.press(.memoryAdd)
        #expect(memoryNotified.value == 1)
    }

    @Test func callbackAndDelegateReceiveEveryUpdateWithItsChanges() throws {
        let model = model()
        let recorder = Recorder()
        var callbacks: [CalculatorUpdate] = []
        model.delegate = recorder
        model.onUpdate = { callbacks.append($0) }
        try press(model, "5 + 2")
        #expect(recorder.updates.count == 3)
        #expect(callbacks == recorder.updates)
        #expect(recorder.updates[0].changes == [.display, .clearKeyLabel])
        #expect(recorder.updates[1].key == .binary(.add))
        #expect(recorder.updates[1].changes == [.highlightedOperator, .clearKeyLabel])
        #expect(recorder.updates[2].snapshot.display == "2")
        #expect(recorder.updates[2].changes == [.display, .highlightedOperator, .clearKeyLabel])
    }

    @Test func delegateIsHeldWeakly() {
        let model = model()
        do {
            let recorder = Recorder()
            model.delegate = recorder
            #expect(model.delegate != nil)
        }
        #expect(model.delegate == nil)
    }

    @Test func savedStateRestoresExactlyWhereTheUserLeftOff() throws {
        let model = model()
        try press(model, "3 M+ 2 * ( 4 +")
        let saved = try JSONEncoder().encode(model.calculator)
        let restored = CalculatorModel(
            calculator: try JSONDecoder().decode(Calculator<DoubleBackend>.self, from: saved))
        #expect(restored.snapshot == model.snapshot)
        try press(model, "1 ) = + MR =")
        try press(restored, "1 ) = + MR =")
        #expect(restored.display == model.display)
        #expect(restored.display == "13")
        let recorder = Recorder()
        let other = self.model()
        other.delegate = recorder
        other.restore(restored.calculator)
        #expect(other.display == "13")
        #expect(recorder.updates.last?.key == nil)
    }

    @Test func keepsThePaperTapeAndTheSpokenDisplay() throws {
        let model = model()
        try press(model, "12 + 7 * 2")
        #expect(model.tapeLine.hasPrefix("12 + 7 ×"))
        #expect(model.displayKind == .entry)
        try press(model, "=")
        #expect(model.tape.lines == ["12 + 7 × 2 = 26"])
        #expect(model.displayKind == .result)
        #expect(model.accessibilityValue == "Result, 26")
        try press(model, "5 +")
        model.recall(model.tape.entries[0])
        try press(model, "=")
        #expect(model.display == "31")
        #expect(model.tape.lines.count == 2)
        model.clearTape()
        #expect(model.tape.lines.isEmpty)
    }

    @Test func keypadFollowsTheCalculatorAndTheSecondKey() throws {
        let model = model()
        #expect(model.keypad.cells.contains { $0.label == "AC" })
        try press(model, "5")
        #expect(model.keypad.cells.contains { $0.label == "C" })
        let before = model.scientificKeypad.cells.map(\.label)
        model.perform(.toggleSecondFunctions)
        #expect(model.keypadState.showsSecondFunctions)
        #expect(model.scientificKeypad.cells.map(\.label) != before)
        model.perform(.key(.binary(.add)))
        #expect(model.keypad.cells.contains { $0.isSelected })
    }

    /// The scientific keypad's `2nd` cell labelled yˣ, pressed through the model: `2nd 2 yˣ 3 =` is 3² = 9
    /// (xʸ would give 2³ = 8).
    @Test func secondFunctionReversedPowerCellRaisesTheNextNumberToThePowerOfTheDisplayedOne() throws {
        let model = model()
        for label in ["2nd", "2", "yˣ", "3", "="] {
            let cell = try #require(model.scientificKeypad.cells.first { $0.label == label }, "\(label)")
            model.perform(cell.action)
        }
        #expect(model.display == "9")
        #expect(model.tape.entries.last?.expression == "2 ypow 3")
    }

    @Test func copiesAndPastes() throws {
        let model = model()
        try press(model, "1 / 8 =")
        #expect(model.copyText() == "0.125")
        try model.paste("1,234.5")
        #expect(model.display == "1234.5")
        #expect(throws: PasteError.self) { try model.paste("12abc") }
        #expect(model.display == "1234.5")
    }

    /// A backend switch shows the number the entry took: digits an entry refused stay out (13 digits
    /// typed with an entry of 9 are 123456789, 16 digits on Double its 15), and digits it took stay in
    /// through a backend whose entry takes fewer (20 digits typed at 50: 1.23456789012346e19 on Double,
    /// all 20 again after).
    @Test(arguments: [
        ("1 2 3 4 5 6 7 8 9 1 1 + 1 =", true, "123456790", "123456790"),
        ("1 2 3 . 4 5 6 7 8 9 0 1 2 3 4 5 6", false, "123.456789012345", "123.456789012345"),
    ])
    func aBackendSwitchShowsTheNumberTheEntryTook(script: String, nineDigits: Bool, double: String, mpfr: String)
        throws
    {
        var phone = try EngineSettings(backend: .double)
        if nineDigits { try phone.set(entryDigits: 9) }
        let model = CalculatorModel(calculator: phone.makeCalculator())
        for key in try KeyScript(parsing: script).keys { model.press(key) }
        #expect(model.display == double)
        model.switchBackend(to: try EngineSettings(backend: .mpfr, digits: 50))
        #expect(model.display == mpfr)
        model.switchBackend(to: phone)
        #expect(model.display == double)
    }

    /// An entry a switch cannot keep (20 digits on a backend whose entry takes 15) is held as a value on
    /// every backend from then on: a digit after the switch starts a new number, and `back` leaves it,
    /// on both backends and after switching back and forth (`5` showed 5 on Double, then
    /// 123456789012345678905 on MPFR, then 1.23456789012346e20 on Double again; a QA round).
    @Test(arguments: [
        ("5", "5", "5"), ("back back", "1.23456789012346e19", "12345678901234567890"), ("5 + 1 =", "6", "6"),
    ])
    func keysAfterAnEntryASwitchCouldNotKeepActAlikeEverywhere(keys: String, double: String, mpfr: String) throws {
        let wide = try EngineSettings(backend: .mpfr, digits: 50)
        let double15 = try EngineSettings(backend: .double)
        let model = CalculatorModel(calculator: wide.makeCalculator())
        for key in try KeyScript(parsing: "1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0").keys { model.press(key) }
        model.switchBackend(to: double15)
        for key in try KeyScript(parsing: keys).keys { model.press(key) }
        #expect(model.display == double)
        model.switchBackend(to: wide)
        #expect(model.display == mpfr)
        model.switchBackend(to: double15)
        #expect(model.display == double)
    }

    /// A digit that leaves the entry as it was but makes it a typed operand (`0` after `+` or after `C`:
    /// the clear key becomes C) is kept for a backend switch: the switched calculator shows C too.
    @Test(arguments: ["5 + 0", "5 + C 0", "AC 0", "7 C 0 0"])
    func aZeroThatTurnsTheClearKeyIsKept(script: String) throws {
        let model = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        for key in try KeyScript(parsing: script).keys { model.press(key) }
        let label = model.screen.clearKeyLabel
        model.switchBackend(to: try EngineSettings(backend: .mpfr, digits: 20))
        #expect(model.screen.clearKeyLabel == label, "\(script)")
        #expect(model.display == "0")
    }

    @Test func aNumberTypedAtFiftyDigitsSurvivesATripThroughDouble() throws {
        let model = CalculatorModel(calculator: try EngineSettings(backend: .mpfr, digits: 50).makeCalculator())
        for key in try KeyScript(parsing: "1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0").keys { model.press(key) }
        model.switchBackend(to: try EngineSettings(backend: .double))
        #expect(model.display == "1.23456789012346e19")
        model.switchBackend(to: try EngineSettings(backend: .mpfr, digits: 50))
        #expect(model.display == "12345678901234567890")
    }

    /// A long pasted expression is typed whole, published once, and replays on another backend (it took
    /// half a minute for 50,000 keys, pressed and published one at a time).
    @Test func aLongPasteIsTypedWhole() throws {
        let model = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        var updates = 0
        model.onUpdate = { _ in updates += 1 }
        try model.paste(String(repeating: "1+", count: 20_000) + "1")
        #expect(updates == 1)
        model.press(.equals)
        #expect(model.display == "20001")
        model.switchBackend(to: try EngineSettings(backend: .mpfr, digits: 20))
        #expect(model.display == "20001")
    }

    /// A pasted expression stops at its first `Error`, and a backend switch replays it whole, stopping
    /// where the new backend errs: on Double `1/(2^-70+1-1)` divides by 0, on MPFR it is 2⁷⁰ (the replay
    /// had stopped where Double did, so `=` finished `5 − 2⁷⁰ ×` with what came next).
    @Test func aPasteStopsAtErrorOnEachBackend() throws {
        let model = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        try model.paste("5-1/(2^-70+1-1)*3")
        #expect(model.display == "Error")
        model.press(.equals)
        #expect(model.display == "Error")
        model.switchBackend(to: try EngineSettings(backend: .mpfr, digits: 30))
        #expect(model.display == "-3541774862152233910267")
        model.switchBackend(to: try EngineSettings(backend: .double))
        #expect(model.display == "Error")
        // A paste clears as the state it meets asks, on each backend: into Double's Error it clears all
        // (7), onto MPFR's 2⁷⁰ only the operand, so 5 + 7 (the replay had cleared all there too: 7).
        let second = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        second.press(.digit(.five))
        second.press(.binary(.add))
        try second.paste("1/(2^-70+1-1)")
        try second.paste("7")
        second.press(.equals)
        #expect(second.display == "7")
        second.switchBackend(to: try EngineSettings(backend: .mpfr))
        #expect(second.display == "12")
    }

    /// In programmer mode the model's keypad is the programmer keypad of its word format (it was the
    /// decimal portrait one, with `.` and `%`).
    @Test func theKeypadFollowsProgrammerMode() throws {
        var settings = EngineSettings.standard
        settings.programmer = WordFormat(width: .byte, radix: .hexadecimal)
        let model = CalculatorModel(calculator: settings.makeCalculator())
        let labels = model.keypad.cells.map(\.label)
        #expect(labels.contains("0xF") && labels.contains("XOR") && !labels.contains("."), "\(labels)")
        #expect(
            model.keypad == Keypad.programmer(model.keypadState, format: WordFormat(width: .byte, radix: .hexadecimal)))
    }

    /// Leaving programmer mode the way the settings say returns to the backend it was entered from: the
    /// settings of a programmer-mode calculator made from settings are those settings (they named the
    /// build's standard backend, MPFR at 256 bits, and lost the entry limit and complex results).
    @Test func programmerModeRemembersTheBackendToReturnTo() throws {
        var settings = try EngineSettings(backend: .double, entryDigits: 9)
        settings.complexResults = true
        settings.programmer = WordFormat(radix: .hexadecimal)
        let model = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        model.switchBackend(to: settings)
        #expect(model.settings == settings)
        var back = model.settings
        back.programmer = nil
        model.switchBackend(to: back)
        #expect(model.settings.backend == .double)
        #expect(model.settings.entryDigits == 9)
        #expect(model.settings.complexResults)
    }

    /// The backend to return to is saved with a programmer-mode calculator and restored with it; a saved
    /// one that is out of range is refused.
    @Test func programmerModeSavesTheBackendToReturnTo() throws {
        var settings = try EngineSettings(backend: .double, entryDigits: 9)
        settings.fractions = .auto
        settings.programmer = WordFormat(width: .byte, radix: .hexadecimal)
        let model = CalculatorModel(calculator: settings.makeCalculator())
        model.press(.digit(.seven))
        let json = try model.savedJSON()
        let restored = CalculatorModel(calculator: EngineSettings.standard.makeCalculator())
        try restored.restore(json: json)
        #expect(restored.settings == settings)
        #expect(restored.display == "7")
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains("\"returnsTo\""))
        let corrupted = text.replacingOccurrences(of: "\"entryDigits\":9", with: "\"entryDigits\":99")
        #expect(corrupted != text)
        #expect(throws: SavedStateError.self) { try restored.restore(json: Data(corrupted.utf8)) }
    }

    /// A failed paste quotes a long text by its start, not whole (a 100,000-character paste gave a
    /// 100,030-character alert).
    @Test func aFailedPasteQuotesItsStart() throws {
        let model = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        let error = #expect(throws: PasteError.self) { try model.paste(String(repeating: "x", count: 100_000)) }
        #expect(error?.message == "Cannot paste “" + String(repeating: "x", count: 32) + "…”: not a number.")
    }

    /// A backend chosen from the model's settings keeps the display settings: complex results stay on.
    @Test func aSwitchFromTheModelsSettingsKeepsComplexResults() throws {
        var settings = try EngineSettings(backend: .double)
        settings.complexResults = true
        let model = CalculatorModel(calculator: settings.makeCalculator())
        for key in try KeyScript(parsing: "4 neg sqrt").keys { model.press(key) }
        #expect(model.display == "2i")
        model.switchBackend(to: try model.settings.settings(backend: .mpfr, digits: 20))
        #expect(model.display == "2i")
    }
}
