import CalcPresentation
import CalcTestSupport
import Foundation
import Testing

/// `CalculatorModel.pressInBackground(_:)`: a key that takes seconds at a huge precision keeps the main
/// actor free, can be cancelled or superseded, and leaves the calculator exactly as before it (issue 24).
@MainActor
@Suite(.serialized) struct BackgroundKeyTests {
    /// A key that takes seconds: ln 2 at three million bits.
    static let longKey = Key.function(.log)
    /// How soon a cancelled or superseded key must return: below the long key's own time (ln at
    /// 3,000,000 bits takes about 5 s on a 2-core machine), with room for load (a bound of 1 s
    /// failed once at 1.24 s while another process took both cores).
    static let prompt = 3.0

    static func hugePrecisionModel() throws -> CalculatorModel<AnyCalculator> {
        #if MPFR
            let model = CalculatorModel(
                calculator: try EngineSettings(backend: .mpfr, precision: 3_000_000, digits: 10).makeCalculator())
        #else
            let model = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        #endif
        for key in try KeyScript(parsing: "2 M+ 2").keys { model.press(key) }
        return model
    }

    @Test func aQuickKeyIsCommitted() async throws {
        let model = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        for key in try KeyScript(parsing: "2 + 3 *").keys { #expect(await model.pressInBackground(key)) }
        #expect(await model.pressInBackground(.digit(.four)))
        #expect(await model.pressInBackground(.equals))
        #expect(model.display == "14" && !model.isComputing)
        #expect(model.tape.lines == ["2 + 3 × 4 = 14"])
    }

    /// Quick taps, each in its own task as the documented button does: every key is committed, in the
    /// order pressed (a key in flight was abandoned by the next: 24, 15, 124… instead of 46).
    @Test func quickTapsAreCommittedInOrder() async throws {
        let model = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        var tasks: [Task<Bool, Never>] = []
        for key in try KeyScript(parsing: "1 2 + 3 4 =").keys {
            tasks.append(Task { await model.pressInBackground(key) })
            await Task.yield()
        }
        for task in tasks { #expect(await task.value) }
        #expect(model.display == "46" && !model.isComputing)
        #expect(model.tape.lines == ["12 + 34 = 46"])
    }

    #if MPFR
        @Test func aCancelledLongKeyLeavesTheCalculatorAsItWas() async throws {
            let model = try Self.hugePrecisionModel()
            let before = model.screen
            let keys = model.keys
            let saved = try model.savedJSON()
            let long = Task { await model.pressInBackground(Self.longKey) }
            try await Task.sleep(for: .milliseconds(300))
            #expect(model.isComputing, "the key takes seconds; the main actor is free meanwhile")
            let cancelled = ContinuousClock.now
            long.cancel()
            #expect(await long.value == false)
            #expect(seconds(since: cancelled) < Self.prompt, "the cancelled press returns at once")
            #expect(!model.isComputing)
            let after = try model.savedJSON()
            #expect(model.screen == before && model.keys == keys && after == saved)
            // The next key is served at once, from the state before the cancelled key.
            let next = ContinuousClock.now
            #expect(await model.pressInBackground(.binary(.add)))
            #expect(await model.pressInBackground(.memoryRecall))
            #expect(await model.pressInBackground(.equals))
            #expect(seconds(since: next) < Self.prompt, "the next keys are prompt: \(seconds(since: next)) s")
            #expect(model.display == "4")
        }

        @Test func aLongKeyIsSupersededByTheNextKey() async throws {
            let model = try Self.hugePrecisionModel()
            let long = Task { await model.pressInBackground(Self.longKey) }
            try await Task.sleep(for: .milliseconds(200))
            let started = ContinuousClock.now
            model.press(.allClear)
            #expect(await long.value == false)
            #expect(seconds(since: started) < Self.prompt)
            #expect(model.display == "0" && model.keys.last == .allClear && !model.isComputing)
            // AC or C pressed in the background supersedes too, with the keys waiting behind the long key; any
            // other key waits its turn.
            model.press(.digit(.two))
            let first = Task { await model.pressInBackground(Self.longKey) }
            try await Task.sleep(for: .milliseconds(100))
            let waiting = Task { await model.pressInBackground(.function(.square)) }
            try await Task.sleep(for: .milliseconds(50))
            let clear = Task { await model.pressInBackground(.clear) }
            #expect(await first.value == false)
            #expect(await waiting.value == false)
            #expect(await clear.value == true)
            #expect(model.display == "0" && !model.isComputing)
        }
    #endif
}
