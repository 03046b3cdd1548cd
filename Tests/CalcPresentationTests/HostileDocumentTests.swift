import CalcPresentation
import CalcTestSupport
import Foundation
import Testing

/// A saved document edited or corrupted on disk is refused with a `SavedStateError`, never restored
/// into a calculator that traps on a later key; documents move between a model on `Calculator<B>` and
/// one on `AnyCalculator` on the same backend (issue 24).
@MainActor
@Suite struct HostileDocumentTests {
    /// A saved document of a model on `settings` after `script`, as a JSON tree.
    static func document(_ settings: EngineSettings, _ script: String = "3 M+ 1 + 2 *") throws -> [String: Any] {
        let model = CalculatorModel(calculator: settings.makeCalculator())
        for key in try KeyScript(parsing: script).keys { model.press(key) }
        return try #require(try JSONSerialization.jsonObject(with: try model.savedJSON()) as? [String: Any])
    }

    /// `tree` with the value at `path` replaced by `value`.
    static func replacing(_ path: ArraySlice<String>, in tree: Any, with value: Any) -> Any {
        guard let key = path.first else { return value }
        if var object = tree as? [String: Any] {
            object[key] = replacing(path.dropFirst(), in: object[key] ?? [String: Any](), with: value)
            return object
        }
        if var array = tree as? [Any], let index = Int(key), array.indices.contains(index) {
            array[index] = replacing(path.dropFirst(), in: array[index], with: value)
            return array
        }
        return tree
    }

    static func data(_ tree: Any) throws -> Data {
        try JSONSerialization.data(withJSONObject: tree, options: [.sortedKeys, .fragmentsAllowed])
    }

    #if MPFR
        /// The trial's documents, each of which trapped (on restore or on the next key): every one is now
        /// a `SavedStateError` naming what is wrong, and the model is left as it was.
        @Test(arguments: [
            // Memory +inf on MPFR trapped on MR.
            (BackendKind.mpfr, "calculator.calculator.memory.value.value", #""@Inf@""#, "not finite"),
            // An operand nan trapped on restore.
            (.mpfr, "calculator.calculator.state.shown.value.value", #""nan""#, "not finite"),
            (.mpfr, "calculator.calculator.state.groups.0.0.operand.value.value", #""-@Inf@""#, "not finite"),
            // An exact backend with a negative precision trapped (a range with lowerBound > upperBound).
            (.exact, "calculator.calculator.configuration.backend.precision", "-4", "precision -4"),
            (.exact, "calculator.calculator.configuration.backend.precision", "\(Int.max)", "out of range"),
            // An IEEE-mode memory below binary64's subnormals aborted inside MPFR.
            (.mpfrIEEE, "calculator.calculator.memory.value.value", #""0.1@-300""#, "binary64"),
            (.mpfrIEEE, "calculator.calculator.memory.value.value", #""0.1@300""#, "binary64"),
            // A value of another precision than the backend's.
            (.mpfr, "calculator.calculator.memory.value.precision", "100000", "bits"),
            // Entry digits beyond the display's, and an exact rational wider than the backend keeps.
            (.double, "calculator.calculator.configuration.entryDigits", "0", "entry digits"),
            (.double, "calculator.calculator.configuration.entryDigits", "16", "entry digits"),
            (
                .exact, "calculator.calculator.memory.value.exact._0", "\"1\(String(repeating: "0", count: 40_000))\"",
                "bits"
            ),
        ])
        func theTrialsDocumentsAreRefused(backend: BackendKind, path: String, json: String, message: String) throws {
            let settings = try EngineSettings(backend: backend, precision: backend == .exact ? 96 : nil)
            let original = try Self.document(settings)
            let value = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
            let hostile = try Self.data(
                Self.replacing(path.split(separator: ".").map(String.init)[...], in: original, with: value))
            let model = CalculatorModel(calculator: settings.makeCalculator())
            model.press(.digit(.seven))
            let error = #expect(throws: SavedStateError.self) { try model.restore(json: hostile) }
            #expect(error?.kind == .corrupted)
            #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
            #expect(model.display == "7", "left as it was")
            model.press(.memoryRecall)
            #expect(model.display == "0")
        }

        /// A document saved by a typed model restores into a run-time one, and the reverse, on the same
        /// backend; the restored model continues as the original does.
        @Test func documentsMoveBetweenTypedAndRunTimeModels() throws {
            let typed = CalculatorModel(calculator: Calculator(backend: DoubleBackend()))
            for key in try KeyScript(parsing: "3 M+ 1 + 2 *").keys { typed.press(key) }
            let runTime = CalculatorModel(calculator: try EngineSettings(backend: .mpfr).makeCalculator())
            try runTime.restore(json: try typed.savedJSON())
            #expect(runTime.settings.backend == .double && runTime.display == typed.display)
            #expect(runTime.tapeLine == typed.tapeLine && runTime.keys == typed.keys)
            for key in try KeyScript(parsing: "4 = MR +").keys {
                typed.press(key)
                runTime.press(key)
            }
            #expect(runTime.display == typed.display && runTime.tape.lines == typed.tape.lines)

            for settings in [
                try EngineSettings(backend: .mpfr, precision: 100), try EngineSettings(backend: .mpfrIEEE),
            ] {
                let saved = CalculatorModel(calculator: settings.makeCalculator())
                for key in try KeyScript(parsing: "2 sqrt M+ 1 +").keys { saved.press(key) }
                let mpfr = CalculatorModel(calculator: Calculator(backend: try MPFRBackend(precision: 64)))
                try mpfr.restore(json: try saved.savedJSON())
                #expect(mpfr.calculator.configuration.backend.precision == settings.precision)
                #expect(mpfr.display == saved.display && mpfr.keys == saved.keys)
                // And back again, through the typed model's document.
                let back = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
                try back.restore(json: try mpfr.savedJSON())
                #expect(back.settings == settings && back.display == saved.display)
            }

            let exact = CalculatorModel(calculator: Calculator(backend: try ExactBackend(precision: 64)))
            try exact.restore(json: try runTime.savedJSON(), expecting: "double")
        }

        /// A document on another backend than a typed model holds says which was saved and which expected.
        @Test func aMismatchNamesBothBackends() throws {
            let exact = CalculatorModel(calculator: try EngineSettings(backend: .exact).makeCalculator())
            exact.press(.digit(.two))
            let double = CalculatorModel(calculator: Calculator(backend: DoubleBackend()))
            let error = #expect(throws: SavedStateError.self) { try double.restore(json: try exact.savedJSON()) }
            #expect(error?.kind == .otherBackend(saved: "exact", expected: "double"))
            #expect(error?.message == "saved state: the calculator is on 'exact', this model's on 'double'")
        }
    #endif

    /// A document with more keys than any model keeps is refused (its replay would take minutes).
    @Test func tooManyKeysAreRefused() throws {
        var document = try Self.document(try EngineSettings(backend: .double))
        document["keys"] = Array(repeating: "1", count: SavedCalculatorState<AnyCalculator>.maximumKeys + 1)
            .joined(separator: " ")
        let model = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        let error = #expect(throws: SavedStateError.self) { try model.restore(json: try Self.data(document)) }
        #expect(error?.message.contains("1000001 keys") == true, "\(error?.message ?? "")")
    }

    /// Values a hostile document puts anywhere: non-finite and huge numbers, precisions out of range,
    /// subnormal edges, wrong types.
    static var hostileValues: [Any] {
        [
            -4, -1, 0, 1, 2, 53, 257, 16_777_217, Int.max, Int.min, Double(Int64.max), -Double(Int64.max), 1e308,
            -0.5, Double.leastNonzeroMagnitude, "", "x", "-", "1.2.3", "nan", "@NaN@", "inf", "@Inf@", "-@Inf@",
            "0.1@-268", "0.1@-269",
            "0.8@-268", "0.1@-300", "0.fffffffffffff8@256", "0.1@257", "0.1@99999999999", "1/0", "0/0",
            "1" + String(repeating: "0", count: 5_000), [Any](), [String: Any](), NSNull(), true, ["_0": "nan"],
            ["_0": 12], ["precision": -4, "value": "1"], ["precision": 53, "value": "@Inf@"],
        ]
    }

    /// Mutated documents of every backend (values replaced by hostile ones, fields dropped, truncated)
    /// restored into a run-time model and into the typed model of their backend: each is a
    /// `SavedStateError` or a calculator that keeps working through random keys.
    @Test func fuzzedDocumentsOfEveryBackendNeverTrap() throws {
        var random = TestEnvironment.generator(salt: 0x2424)
        print("hostile documents: \(TestEnvironment.replayHint)")
        let restored = try Self.fuzzDocuments(rounds: TestEnvironment.isReduced ? 200 : 1_500, &random)
        #expect(restored > 0, "some mutations are harmless, \(TestEnvironment.replayHint)")
    }

    /// The soak mode (scripts/soak): the same mutations for a third of CALC_SOAK_MINUTES minutes.
    @Test(.enabled(if: HostileDocumentTests.soakMinutes != nil, "set CALC_SOAK_MINUTES to soak"))
    func soak() throws {
        let minutes = (Self.soakMinutes ?? 0) / 3
        var random = TestEnvironment.generator(salt: 0x2425)
        print("soak: mutating saved documents for \(minutes) minutes, \(TestEnvironment.replayHint)")
        let deadline = ContinuousClock.now + .seconds(minutes * 60)
        var (rounds, restored) = (0, 0)
        while ContinuousClock.now < deadline {
            restored += try Self.fuzzDocuments(rounds: 100, &random)
            rounds += 100
        }
        print("soak: \(rounds) mutated documents, \(restored) restored and pressed, \(TestEnvironment.replayHint)")
        #expect(rounds > 0)
    }

    /// The soak's length in minutes (`CALC_SOAK_MINUTES`), nil when not soaking.
    nonisolated static let soakMinutes: Double? = TestEnvironment.variable("CALC_SOAK_MINUTES").flatMap(Double.init)

    /// Restores `rounds` mutated documents of every backend (values replaced by hostile ones, fields dropped,
    /// truncated) into a run-time model and into the typed model of their backend, each pressed with random
    /// keys after it; returns how many the run-time model restored.
    static func fuzzDocuments(rounds: Int, _ random: inout SplitMix64) throws -> Int {
        var documents: [(BackendKind, [String: Any])] = []
        for settings in try SavedStateTests.settings() {
            for script in ["3 M+ 1 + 2 * ( 4 - 1.5 = rand 7 *", "1 EE 5 + 2 sqrt M+ ( 3 *", "9 . 5 neg"] {
                documents.append((settings.backend, try Self.document(settings, script)))
            }
        }
        var restored = 0
        for _ in 0..<rounds {
            let (backend, original) = random.pick(documents)
            var tree: Any = original
            for _ in 0...random.below(3) { tree = Self.mutate(tree, depth: 0, &random) }
            var data = try Self.data(tree)
            if random.chance(0.1) { data = data.prefix(random.below(data.count + 1)) }
            let model = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
            if Self.restores(data, into: model, &random) { restored += 1 }
            #if MPFR
                switch backend {
                case .double:
                    _ = Self.restores(
                        data, into: CalculatorModel(calculator: Calculator(backend: DoubleBackend())), &random)
                case .mpfr, .mpfrIEEE:
                    let typed = CalculatorModel(calculator: Calculator(backend: try MPFRBackend(precision: 64)))
                    _ = Self.restores(data, into: typed, &random)
                case .exact:
                    let typed = CalculatorModel(calculator: Calculator(backend: try ExactBackend(precision: 64)))
                    _ = Self.restores(data, into: typed, &random)
                }
            #endif
        }
        return restored
    }

    /// Whether `data` restored into `model` (then pressed with random keys); a refusal must say why.
    static func restores<Engine: CalculatorProtocol & Codable>(
        _ data: Data, into model: CalculatorModel<Engine>, _ random: inout SplitMix64
    ) -> Bool {
        do {
            try model.restore(json: data)
        } catch {
            #expect(error.message.hasPrefix("saved state: "), "\(TestEnvironment.replayHint)")
            return false
        }
        for key in SavedStateTests.randomKeys(20, &random) + [.memoryRecall, .equals] { model.press(key) }
        _ = (model.display, model.tapeLine, model.accessibilityValue, try? model.savedJSON())
        return true
    }

    /// `value` with one value somewhere in its tree replaced by a hostile one, or a field removed.
    static func mutate(_ value: Any, depth: Int, _ random: inout SplitMix64) -> Any {
        if let object = value as? [String: Any], !object.isEmpty, depth < 12, random.chance(0.9) {
            var object = object
            let key = random.pick(object.keys.sorted())
            if random.chance(0.05) {
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

extension CalculatorModel where Engine: Codable {
    /// Restores `data` and checks that the model is then on `backend`.
    fileprivate func restore(json data: Data, expecting backend: String) throws {
        let error = #expect(throws: SavedStateError.self) { try self.restore(json: data) }
        #expect(error?.kind == .otherBackend(saved: backend, expected: calculator.backendName))
    }
}
