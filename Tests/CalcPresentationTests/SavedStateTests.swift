import CalcPresentation
import CalcTestSupport
import Foundation
import Testing

/// Save and restore loses nothing: the calculator, the tape, the expression line and the keys come back,
/// and the restored model continues exactly as the original; documents that are not a saved state give
/// a `SavedStateError`, never a crash or an invalid calculator.
@MainActor
@Suite struct SavedStateTests {
    /// The run-time settings of every backend that has a saved form.
    static func settings() throws -> [EngineSettings] {
        [
            try EngineSettings(backend: .double), try EngineSettings(backend: .mpfr, precision: 128),
            try EngineSettings(backend: .mpfrIEEE), try EngineSettings(backend: .exact, precision: 96),
            try EngineSettings(backend: .mpfr, digits: 20, mode: .immediate, angleUnit: .radians, randomSeed: 9),
        ]
    }

    /// Random keys: digits a third of the time, else any key.
    static func randomKeys(_ count: Int, _ random: inout SplitMix64) -> [Key] {
        (0..<count).map { _ in
            random.chance(0.35) ? .digit(random.pick(Digit.allCases)) : random.pick(Key.allKeys)
        }
    }

    /// Everything a user sees of a model.
    static func view(_ model: CalculatorModel<AnyCalculator>) -> String {
        [
            model.display, model.tapeLine, model.tape.lines.joined(separator: "|"),
            "\(model.snapshot)", "\(model.displayKind)", "\(model.keypadState)", model.calculator.memoryDisplay,
            "\(model.calculator.isDisplayExact)",
        ].joined(separator: " ¦ ")
    }

    @Test func randomKeysThenSaveAndRestoreContinueIdentically() throws {
        var random = TestEnvironment.generator(salt: 0x5A7E)
        let rounds = TestEnvironment.isReduced ? 4 : 25
        for settings in try Self.settings() {
            for round in 0..<rounds {
                let model = CalculatorModel(calculator: settings.makeCalculator())
                for key in Self.randomKeys(random.below(60), &random) { model.press(key) }
                let json = try model.savedJSON()
                let restored = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
                try restored.restore(json: json)
                let context =
                    "\(settings.backend) round \(round), \(TestEnvironment.replayHint): \(model.keys.map(\.name))"
                #expect(Self.view(restored) == Self.view(model), "\(context)")
                #expect(restored.keys == model.keys, "\(context)")
                // Decoding renumbers internal press numbers and drops cached display text: after one round
                // trip the document is a fixed point.
                let again = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
                try again.restore(json: try restored.savedJSON())
                #expect(try again.savedJSON() == restored.savedJSON(), "\(context)")
                for key in Self.randomKeys(30, &random) {
                    model.press(key)
                    restored.press(key)
                    #expect(Self.view(restored) == Self.view(model), "\(context) then \(key.name)")
                }
            }
        }
    }

    /// A complex result's expression line survives a round trip: the restored calculator, which keeps no
    /// cached display text, writes the whole value on the tape as the display does (it wrote the real
    /// part alone, seed 6545002542645429862 of the random test).
    @Test func aComplexResultKeepsItsTapeLine() throws {
        for settings in try Self.settings() {
            let model = CalculatorModel(calculator: settings.makeCalculator())
            for key in try KeyScript(parsing: "2 polar 85 =").keys { model.press(key) }
            #expect(model.tapeLine == model.display, "\(settings.backend)")
            #expect(model.display.hasSuffix("i"), "\(settings.backend)")
            let restored = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
            try restored.restore(json: try model.savedJSON())
            #expect(restored.tapeLine == model.tapeLine, "\(settings.backend)")
            #expect(restored.display == model.display, "\(settings.backend)")
        }
    }

    @Test func theStateHoldsCalculatorTapeAndExpressionLine() throws {
        let model = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        for key in try KeyScript(parsing: "12 + 7 * 2 = 3 M+ 5 * ( 4 -").keys { model.press(key) }
        let json = try model.savedJSON()
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(object["format"] as? Int == 2)
        #expect(object["backend"] as? String == "double")
        // The calculator keeps its own tape; nothing derived from it is stored beside it.
        #expect(Set(object.keys) == ["format", "backend", "calculator", "keys"])
        #expect(!String(decoding: json, as: UTF8.self).contains("pressCount"))
        #expect(!String(decoding: json, as: UTF8.self).contains("nextID"))
        let state = try JSONDecoder().decode(SavedCalculatorState<AnyCalculator>.self, from: json)
        let restored = CalculatorModel(restoring: state)
        #expect(restored.tape.lines == ["12 + 7 × 2 = 26"])
        #expect(restored.tapeLine == "5 × ( 4 −")
        #expect(restored.display == "4" && restored.highlightedOperator == .subtract && restored.hasMemory)
        for key in try KeyScript(parsing: "1 ) =").keys { restored.press(key) }
        #expect(restored.tape.lines == ["12 + 7 × 2 = 26", "5 × ( 4 − 1 ) = 15"])
    }

    /// A format 1 document (the tape, the display kind and the recorder's expression line beside the
    /// calculator) still restores: its tape is kept, and the calculation goes on.
    @Test func formatOneDocumentsStillRestore() throws {
        let model = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        for key in try KeyScript(parsing: "12 + 7 * 2 = 3 M+ 5 * ( 4 -").keys { model.press(key) }
        var object = try #require(try JSONSerialization.jsonObject(with: model.savedJSON()) as? [String: Any])
        var wrapper = try #require(object["calculator"] as? [String: Any])
        var calculator = try #require(wrapper["calculator"] as? [String: Any])
        var state = try #require(calculator["state"] as? [String: Any])
        object["tape"] = calculator.removeValue(forKey: "tape")
        state.removeValue(forKey: "tape")
        calculator["state"] = state
        wrapper["calculator"] = calculator
        object["calculator"] = wrapper
        object["format"] = 1
        object["displayKind"] = "value"
        object["expression"] = ["levels": [["12", "+"]], "hasOperation": true]
        let formatOne = try JSONSerialization.data(withJSONObject: object)
        let restored = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        try restored.restore(json: formatOne)
        #expect(restored.tape.lines == ["12 + 7 × 2 = 26"])
        #expect(restored.display == "4" && restored.highlightedOperator == .subtract && restored.hasMemory)
        for key in try KeyScript(parsing: "1 ) =").keys { restored.press(key) }
        #expect(restored.display == "15")
        #expect(try restored.savedJSON().count > 0)
    }

    @Test func aModelOnOneBackendSwitchesKeepingTheUsersKeys() throws {
        let model = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        for key in try KeyScript(parsing: "2 sqrt M+ 1 / 3 +").keys { model.press(key) }
        #expect(model.display == "0.333333333333333")
        model.switchBackend(to: try EngineSettings(backend: .mpfr, digits: 30))
        #expect(model.settings.backend == .mpfr && model.settings.digits == 30)
        #expect(model.display == "0.333333333333333333333333333333")
        #expect(
            model.highlightedOperator == .add && model.calculator.memoryDisplay == "1.41421356237309504880168872421")
        model.press(.digit(.one))
        model.press(.equals)
        #expect(model.display == "1.33333333333333333333333333333")
        #expect(model.tape.lines.last == "1 ÷ 3 + 1 = 1.33333333333333333333333333333")
    }

    /// A paste is saved as a paste (`pastes`): after a restore, a backend switch replays it as pasting on
    /// that backend would, clearing as its state asks and stopping at its first `Error`. On Double
    /// `1/(2^-70+1-1)` is `Error`, so `5 +` is gone and the pasted 7 is the result; on MPFR it is 2⁷⁰,
    /// which the pasted 7 replaces (`C`), and the result is 12.
    @Test func aPasteRestoresAsAPaste() throws {
        let model = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        for key in try KeyScript(parsing: "5 +").keys { model.press(key) }
        try model.paste("1/(2^-70+1-1)")
        try model.paste("7")
        model.press(.equals)
        #expect(model.display == "7")
        let json = try model.savedJSON()
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let pastes = try #require(object["pastes"] as? [[Int]])
        #expect(pastes.count == 2 && pastes[0][0] == 2 && pastes[1] == [pastes[0][0] + pastes[0][1] + 1, 1])
        let restored = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        try restored.restore(json: json)
        #expect(restored.savedState.loggedKeys == model.savedState.loggedKeys)
        restored.switchBackend(to: try EngineSettings(backend: .mpfr))
        #expect(restored.display == "12")
        // A document without `pastes` replays every key as pressed.
        #expect(
            SavedCalculatorState(calculator: model.calculator, keys: model.keys).loggedKeys.allSatisfy {
                $0.role == .pressed
            })
    }

    /// `pastes` must name runs of keys in order, within the keys.
    @Test(arguments: ["[[5, 100]]", "[[0]]", "[[1, 1], [1, 0]]", "[[-1, 0]]", "[[3, 0]]", "[[0, 9223372036854775807]]"])
    func invalidPastesAreRefused(pastes: String) throws {
        let json = #"{"format": 2, "backend": "double", "calculator": CALCULATOR, "keys": "1 + 2", "pastes": PASTES}"#
        let model = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        let calculator = try #require(
            try JSONSerialization.jsonObject(with: model.savedJSON()) as? [String: Any])["calculator"]
        let calculatorText = String(
            decoding: try JSONSerialization.data(withJSONObject: try #require(calculator)), as: UTF8.self)
        let document = json.replacingOccurrences(of: "CALCULATOR", with: calculatorText)
            .replacingOccurrences(of: "PASTES", with: pastes)
        let error = #expect(throws: SavedStateError.self) { try model.restore(json: Data(document.utf8)) }
        #expect(error?.kind == .corrupted)
        #expect(error?.message.contains("pastes") == true, "\(error?.message ?? "")")
    }

    @Test func aTypedModelRejectsAnotherBackendsDocument() throws {
        let mpfr = CalculatorModel(calculator: try EngineSettings(backend: .mpfr).makeCalculator())
        mpfr.press(.pi)
        let json = try mpfr.savedJSON()
        let double = CalculatorModel(calculator: Calculator(backend: DoubleBackend()))
        double.press(.digit(.five))
        let error = #expect(throws: SavedStateError.self) { try double.restore(json: json) }
        #expect(error?.kind == .otherBackend(saved: "mpfr", expected: "double"))
        #expect(double.display == "5", "left as it was")
        let typed = CalculatorModel(calculator: Calculator(backend: try MPFRBackend(precision: 64)))
        typed.press(.e)
        let other = #expect(throws: SavedStateError.self) { try typed.restore(json: try double.savedJSON()) }
        #expect(other?.kind == .otherBackend(saved: "double", expected: "mpfr"))
    }

    @Test(arguments: [
        (#"{"format": 3, "backend": "double"}"#, SavedStateError.Kind.unsupportedFormat(3)),
        (#"{"format": 0}"#, .unsupportedFormat(0)),
        (#"{"backend": "double"}"#, .corrupted),
        ("not json", .corrupted),
        ("", .corrupted),
        (#"{"format": 1, "backend": "double", "calculator": {"backend": "quantum", "calculator": {}}}"#, .corrupted),
    ])
    func documentsThatAreNotASavedState(text: String, kind: SavedStateError.Kind) throws {
        let model = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        model.press(.digit(.seven))
        let error = #expect(throws: SavedStateError.self) { try model.restore(json: Data(text.utf8)) }
        #expect(error?.kind == kind)
        #expect(error?.message.hasPrefix("saved state: ") == true)
        #expect(model.display == "7" && model.keys == [.digit(.seven)])
    }

    @Test func calculatorsWithVerifiedDigitsSayTheyCannotBeSaved() throws {
        var settings = try EngineSettings(backend: .mpfr, precision: 64)
        settings.verifiesDigits = true
        let model = CalculatorModel(calculator: settings.makeCalculator())
        model.press(.pi)
        let error = #expect(throws: SavedStateError.self) { try model.savedJSON() }
        #expect(error?.kind == .notEncodable)
        #expect(error?.message.contains("verified digits") == true)
    }

    /// Mutated saved states (bytes flipped, values replaced by hostile ones, fields dropped) either
    /// restore into a calculator that keeps working, or throw `SavedStateError`: never a crash.
    @Test func fuzzedDocumentsNeverCrash() throws {
        var random = TestEnvironment.generator(salt: 0xF022)
        var documents: [Data] = []
        for settings in try Self.settings() {
            let model = CalculatorModel(calculator: settings.makeCalculator())
            for key in try KeyScript(parsing: "3 M+ 1 + 2 * ( 4 - 1.5 = rand 7 *").keys { model.press(key) }
            documents.append(try model.savedJSON())
        }
        let rounds = TestEnvironment.isReduced ? 200 : 1_500
        var restoredCount = 0
        for _ in 0..<rounds {
            let original = random.pick(documents)
            let mutated =
                random.chance(0.3) ? JSONFuzzer.flipBytes(original, &random) : JSONFuzzer.mutate(original, &random)
            let model = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
            do {
                try model.restore(json: mutated)
                restoredCount += 1
                for key in Self.randomKeys(20, &random) { model.press(key) }
                _ = (model.display, model.tapeLine, model.accessibilityValue, try? model.savedJSON())
            } catch {
                #expect(!error.message.isEmpty)
            }
        }
        #expect(restoredCount > 0, "some mutations are harmless, \(TestEnvironment.replayHint)")
    }
}

/// Seeded mutations of JSON documents.
enum JSONFuzzer {
    /// Values a hostile document puts anywhere.
    static var hostileValues: [Any] {
        [
            -1, 0, 1, 2, 257, 1_000_000_000, Int.max, Int.min, -0.5, 1e308, "", "x", "-", "1.2.3",
            "12345678901234567890",
            "@NaN@", "0.1@99999999999", "\u{1B}[2J", [Any](), [String: Any](), NSNull(), true, false,
            ["_0": 12], [[Any]](),
        ]
    }

    /// `data` with one to four bytes replaced, inserted or removed.
    static func flipBytes(_ data: Data, _ random: inout SplitMix64) -> Data {
        var bytes = [UInt8](data)
        for _ in 0...random.below(4) where !bytes.isEmpty {
            let index = random.below(bytes.count)
            switch random.below(3) {
            case 0: bytes[index] = UInt8(truncatingIfNeeded: random.next())
            case 1: bytes.insert(random.pick(Array("{}[]\",:0-9e.".utf8)), at: index)
            default: bytes.remove(at: index)
            }
        }
        return Data(bytes)
    }

    /// `data` with one value somewhere in its tree replaced by a hostile one, or a field removed.
    static func mutate(_ data: Data, _ random: inout SplitMix64) -> Data {
        guard let root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            return data
        }
        let mutated = mutate(root, depth: 0, &random)
        return (try? JSONSerialization.data(withJSONObject: mutated, options: [.fragmentsAllowed])) ?? data
    }

    private static func mutate(_ value: Any, depth: Int, _ random: inout SplitMix64) -> Any {
        if let object = value as? [String: Any], !object.isEmpty, depth < 12, random.chance(0.85) {
            var object = object
            let key = random.pick(object.keys.sorted())
            if random.chance(0.1) {
                object[key] = nil
            } else {
                object[key] = mutate(object[key]!, depth: depth + 1, &random)
            }
            return object
        }
        if let array = value as? [Any], !array.isEmpty, depth < 12, random.chance(0.85) {
            var array = array
            let index = random.below(array.count)
            if random.chance(0.1) {
                array.append(array[index])
            } else {
                array[index] = mutate(array[index], depth: depth + 1, &random)
            }
            return array
        }
        return random.pick(hostileValues)
    }
}
