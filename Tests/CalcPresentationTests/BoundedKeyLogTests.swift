import CalcPresentation
import CalcTestSupport
import Foundation
import Testing

/// The model keeps only the keys its state, memory and a backend switch depend on, so an app that runs
/// for months keeps a bounded log and a bounded saved document (issue 24).
@MainActor
@Suite struct BoundedKeyLogTests {
    /// The trial's 200,000 taps kept 236,572 keys and a 490 KB document: 300,000 taps of everyday
    /// calculations (with memory, `rand`, angle keys and all clears) keep a few thousand keys at most (a
    /// million took 100 s of a debug build's test time and showed nothing more: the bound is reached
    /// within the first few thousand).
    @Test func aMillionTapsKeepABoundedLog() throws {
        let model = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        let calculations = try [
            "12 + 7 * 3 = AC", "2 sqrt M+ AC", "rand * 10 = AC", "rad 30 sin = deg AC", "MR / 4 = M- AC",
            "1 . 5 EE 3 neg = C C", "( 2 + 3 ) * MR = AC",
        ].map { try KeyScript(parsing: $0).keys }
        let taps = TestEnvironment.isReduced ? 100_000 : 300_000
        var pressed = 0
        var round = 0
        var longest = 0
        while pressed < taps {
            for key in calculations[round % calculations.count] { model.press(key) }
            pressed += calculations[round % calculations.count].count
            round += 1
            longest = max(longest, model.keys.count)
        }
        #expect(longest <= 2_100, "the log stays bounded: \(longest) keys")
        let document = try model.savedJSON()
        #expect(document.count < 16_000, "the document stays small: \(document.count) bytes")
        // And it still restores and switches backends.
        let restored = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        try restored.restore(json: document)
        #if MPFR
            restored.switchBackend(to: try EngineSettings(backend: .mpfr, digits: 20))
            #expect(restored.hasMemory == model.hasMemory)
        #endif
    }

    #if MPFR
        /// A backend switch after a compacted log shows what replaying every key pressed shows: the same
        /// calculation, memory, angle unit and `rand` numbers.
        @Test func aSwitchAfterCompactionIsAsBefore() throws {
            var random = TestEnvironment.generator(salt: 0x24B0)
            let keys: [Key] = [
                .allClear, .allClear, .clear, .memoryAdd, .memorySubtract, .memoryClear, .memoryRecall, .random,
                .degrees, .radians, .binary(.add), .binary(.multiply), .equals, .function(.sin),
                .function(.squareRoot), .openParenthesis, .closeParenthesis, .point, .negate,
            ]
            for _ in 0..<(TestEnvironment.isReduced ? 20 : 100) {
                let settings = try EngineSettings(backend: .double)
                let model = CalculatorModel(calculator: settings.makeCalculator())
                var pressed: [Key] = []
                for _ in 0..<random.below(300) {
                    let key = random.chance(0.4) ? Key.digit(random.pick(Digit.allCases)) : random.pick(keys)
                    // A digit beyond Double's 15 is refused there and left out of the log by design (KeyLog:
                    // the switch keeps what the user saw), while replaying every key pressed would type it
                    // on MPFR: no such digit is pressed.
                    if case .digit = key, model.calculator.isShowingEntry,
                        model.calculator.display.filter(\.isNumber).count >= 15
                    {
                        continue
                    }
                    model.press(key)
                    pressed.append(key)
                }
                #expect(model.keys.count <= pressed.count)
                let target = try EngineSettings(backend: .mpfr, precision: 100)
                model.switchBackend(to: target)
                var reference = target.makeCalculator(replaying: pressed)
                #expect(model.screen == reference.screen, "\(TestEnvironment.replayHint)")
                #expect(model.calculator.memoryDisplay == reference.memoryDisplay)
                for key in try KeyScript(parsing: "rand + MR = 1 sin").keys {
                    model.press(key)
                    reference.press(key)
                }
                #expect(model.screen == reference.screen, "\(TestEnvironment.replayHint)")
            }
        }
    #endif
}

/// A calculation that never clears (`1 + 1 = 2 + 2 = …`, a script that never presses AC) is compacted
/// at a result: the log stays bounded, and a backend switch shows that result and goes on from it.
@MainActor
@Suite struct UnclearedCalculationLogTests {
    @Test func aCalculationThatNeverReachesEqualsStaysBounded() throws {
        let model = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        let step = try KeyScript(parsing: "1 +").keys
        var longest = 0
        // 24,000 keys: compacted at least twice (at 10,000 keys).
        for _ in 0..<12_000 {
            for key in step { model.press(key) }
            longest = max(longest, model.keys.count)
        }
        #expect(model.display == "12000")
        #expect(longest <= 10_010, "the log stays bounded: \(longest) keys")
        for key in try KeyScript(parsing: "2 × ( 3 +").keys { model.press(key) }
        #expect(model.keys.count < 10_010)
        #if MPFR
            model.switchBackend(to: try EngineSettings(backend: .exact, digits: 20))
            for key in try KeyScript(parsing: "4 ) =").keys { model.press(key) }
            #expect(model.display == "12014")
        #endif
    }

    @Test func aCalculationThatNeverClearsStaysBounded() throws {
        let model = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        for key in try KeyScript(parsing: "2 M+").keys { model.press(key) }
        let step = try KeyScript(parsing: "+ 1 =").keys
        var longest = 0
        // 24,000 keys: compacted at least twice (at 10,000 keys).
        for _ in 0..<8_000 {
            for key in step { model.press(key) }
            longest = max(longest, model.keys.count)
        }
        #expect(model.display == "8002")
        #expect(longest <= 10_010, "the log stays bounded: \(longest) keys")
        #if MPFR
            model.switchBackend(to: try EngineSettings(backend: .exact, digits: 20))
            #expect(model.display == "8002")
            #expect(model.hasMemory)
            for key in try KeyScript(parsing: "+ MR =").keys { model.press(key) }
            #expect(model.display == "8004")
        #endif
    }
}
