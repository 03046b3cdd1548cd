import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// `Calculator` is a value: a copy is a snapshot that continues exactly as the original would (`rand`
/// included), neither copy sees the other's keys, and calculators can be sent to other tasks.
@Suite struct CalculatorValueSemanticsTests {
    /// Random keys over the whole keypad, digits more often so that numbers get typed.
    static func randomKeys(_ count: Int, _ random: inout SplitMix64) -> [Key] {
        (0..<count).map { _ in
            random.chance(0.35)
                ? .digit(Digit.allCases[Int(random.next() % 10)])
                : Key.allKeys[Int(random.next() % UInt64(Key.allKeys.count))]
        }
    }

    /// Everything a user interface can read.
    struct Observation: Equatable {
        var display: String
        var isError: Bool
        var clearKeyLabel: ClearKeyLabel
        var pendingOperator: BinaryOperation?
        var highlightedOperator: BinaryOperation?
        var hasMemory: Bool
        var openParentheses: Int
        var angleUnit: AngleUnit

        init<B>(_ c: Calculator<B>) {
            display = c.display
            isError = c.isError
            clearKeyLabel = c.clearKeyLabel
            pendingOperator = c.pendingOperator
            highlightedOperator = c.highlightedOperator
            hasMemory = c.hasMemory
            openParentheses = c.openParentheses
            angleUnit = c.angleUnit
        }
    }

    static func observations<B>(_ configuration: CalculatorConfiguration<B>, _ keys: [Key]) -> [Observation] {
        var calculator = Calculator(configuration: configuration)
        return keys.map { key in
            calculator.press(key)
            return Observation(calculator)
        }
    }

    /// Copies a calculator at a random point of a random sequence and checks that:
    /// - the copy and the original continue identically with the same keys;
    /// - a snapshot kept while the original goes on with other keys continues like a fresh replay.
    static func checkCopies<B>(
        _ makeConfiguration: (UInt64) -> CalculatorConfiguration<B>, label: String, seedSalt: UInt64
    ) {
        var random = TestEnvironment.generator(salt: seedSalt)
        for sequence in 0..<150 {
            let configuration = makeConfiguration(random.next())
            let keys = randomKeys(20 + Int(random.next() % 41), &random)
            let split = Int(random.next() % UInt64(keys.count + 1))
            let context =
                "\(TestEnvironment.replayHint), \(label), sequence \(sequence), copy after \(split) keys of '\(KeyScript(keys: keys).text)'"

            var original = Calculator(configuration: configuration)
            original.press(keys[..<split])
            var copy = original
            let snapshot = original
            for key in keys[split...] {
                original.press(key)
                copy.press(key)
                guard Observation(original) == Observation(copy) else {
                    Issue.record("\(context): after '\(key.name)' original \(original.display), copy \(copy.display)")
                    return
                }
            }
            // Both equal a fresh run of the whole sequence.
            let fresh = observations(configuration, keys)
            #expect(
                fresh.last ?? Observation(Calculator(configuration: configuration)) == Observation(original),
                "\(context)")

            // The snapshot was not touched by either: it goes on with other keys like a fresh replay.
            let otherTail = randomKeys(20, &random)
            var continued = snapshot
            let continuedObservations = otherTail.map { key in
                continued.press(key)
                return Observation(continued)
            }
            let replayed = observations(configuration, Array(keys[..<split]) + otherTail).suffix(otherTail.count)
            #expect(
                Array(replayed) == continuedObservations,
                "\(context): snapshot then '\(KeyScript(keys: otherTail).text)'")
        }
    }

    @Test func copiesContinueIdenticallyOnDouble() {
        Self.checkCopies(
            { CalculatorConfiguration(backend: DoubleBackend(), randomSeed: $0) }, label: "double", seedSalt: 0xC0_91E5)
    }

    @Test func copiesContinueIdenticallyOnMPFR256() throws {
        let backend = try MPFRBackend(precision: 256)
        Self.checkCopies(
            { CalculatorConfiguration(backend: backend, randomSeed: $0) }, label: "mpfr-256", seedSalt: 0xC0_91E6)
    }

    /// `reset()` after any random keys gives a calculator that goes on exactly as a new one (`rand`,
    /// memory, angle unit and pending operations included), on every backend.
    @Test func resetEqualsANewCalculator() throws {
        var random = TestEnvironment.generator(salt: 0x2E5E7)
        func check<B>(_ configuration: CalculatorConfiguration<B>, _ label: String) {
            for sequence in 0..<60 {
                let before = Self.randomKeys(Int(random.next() % 40), &random)
                let after = Self.randomKeys(30, &random) + [.random, .memoryRecall, .equals]
                var used = Calculator(configuration: configuration)
                used.press(before)
                used.reset()
                #expect(Observation(used) == Observation(Calculator(configuration: configuration)))
                let continued = after.map { key -> Observation in
                    used.press(key)
                    return Observation(used)
                }
                #expect(
                    continued == Self.observations(configuration, after),
                    "\(TestEnvironment.replayHint), \(label), sequence \(sequence): '\(KeyScript(keys: before).text)' then reset, then '\(KeyScript(keys: after).text)'"
                )
            }
        }
        check(
            CalculatorConfiguration(backend: DoubleBackend(), angleUnit: .radians, randomSeed: random.next()), "double")
        check(CalculatorConfiguration(backend: try MPFRBackend(precision: 128), randomSeed: random.next()), "mpfr-128")
        check(CalculatorConfiguration(backend: try ExactBackend(precision: 128), randomSeed: random.next()), "exact")
        // Through AnyCalculator, as calc-eval uses it.
        var any = try EngineSettings(backend: .double).makeCalculator()
        for key in Self.randomKeys(40, &random) { any.press(key) }
        any.reset()
        #expect(any.display == "0" && !any.isError)
    }

    /// `reset()` sets every saved field to what a new calculator has: it resets field by field, so a field
    /// it forgot would show here as a difference in the saved document, whatever the display shows.
    @Test func resetSavesAsANewCalculator() throws {
        var random = TestEnvironment.generator(salt: 0x5E5E7)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        func check<B: Codable>(_ configuration: CalculatorConfiguration<B>, _ label: String) throws
        where B.Value: Codable {
            let fresh = try encoder.encode(Calculator(configuration: configuration))
            for sequence in 0..<60 {
                let keys = Self.randomKeys(Int(random.next() % 40), &random)
                var used = Calculator(configuration: configuration)
                used.press(keys)
                used.reset()
                #expect(
                    try encoder.encode(used) == fresh,
                    "\(TestEnvironment.replayHint), \(label), sequence \(sequence): '\(KeyScript(keys: keys).text)'")
            }
        }
        try check(CalculatorConfiguration(backend: DoubleBackend(), randomSeed: random.next()), "double")
        try check(
            CalculatorConfiguration(backend: try MPFRBackend(precision: 128), randomSeed: random.next()), "mpfr-128")
    }

    /// Pressing a sequence at once (which skips the operator snapshots that the next key would drop)
    /// leaves exactly the calculator that pressing the keys one by one leaves: the same observations and
    /// the same encoded state, snapshots included.
    @Test func pressingASequenceEqualsPressingItsKeys() throws {
        var random = TestEnvironment.generator(salt: 0x5E9_0E5)
        let operators: [Key] = [
            .binary(.add), .binary(.subtract), .binary(.multiply), .binary(.divide), .binary(.power),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        func check<B: Codable>(_ configuration: CalculatorConfiguration<B>, _ label: String) throws
        where B.Value: Codable {
            for sequence in 0..<300 {
                // Operators followed by every kind of key, operators included.
                var keys: [Key] = []
                for _ in 0..<(1 + Int(random.next() % 30)) {
                    keys.append(random.chance(0.3) ? operators[Int(random.next() % 5)] : Self.randomKeys(1, &random)[0])
                }
                var atOnce = Calculator(configuration: configuration)
                atOnce.press(keys)
                var oneByOne = Calculator(configuration: configuration)
                for key in keys { oneByOne.press(key) }
                let context =
                    "\(TestEnvironment.replayHint), \(label), sequence \(sequence): '\(KeyScript(keys: keys).text)'"
                #expect(Observation(atOnce) == Observation(oneByOne), "\(context)")
                #expect(try encoder.encode(atOnce) == encoder.encode(oneByOne), "\(context)")
            }
        }
        try check(CalculatorConfiguration(backend: DoubleBackend(), randomSeed: 3), "double")
        try check(CalculatorConfiguration(backend: try MPFRBackend(precision: 96), randomSeed: 3), "mpfr-96")
    }

    /// `rand` depends on the seed only: a copy draws the same numbers, a new seed draws others.
    @Test func randomKeyIsReproducible() {
        let keys = Array(repeating: Key.random, count: 5)
        var a = Calculator(configuration: .init(backend: DoubleBackend(), randomSeed: 7))
        a.press(.random)
        var b = a
        let fromA = keys.map { key -> String in
            a.press(key)
            return a.display
        }
        let fromB = keys.map { key -> String in
            b.press(key)
            return b.display
        }
        #expect(fromA == fromB)
        #expect(Set(fromA).count > 1, "rand draws different numbers: \(fromA)")
        var other = Calculator(configuration: .init(backend: DoubleBackend(), randomSeed: 8))
        other.press(.random)
        let fromOther = keys.map { key -> String in
            other.press(key)
            return other.display
        }
        #expect(fromOther != fromA)
    }

    // MARK: Sending calculators to other tasks

    static func requireSendable<T: Sendable>(_: T.Type) {}

    @Test func calculatorsAreSendable() {
        Self.requireSendable(Calculator<DoubleBackend>.self)
        Self.requireSendable(Calculator<MPFRBackend>.self)
        Self.requireSendable(CalculatorConfiguration<MPFRBackend>.self)
        Self.requireSendable(Key.self)
        Self.requireSendable(KeyScript.self)
    }

    /// 200 scripts on MPFR at 256 bits, each on a calculator that already took some keys in this task,
    /// evaluated concurrently in a task group and sequentially: the displays are the same.
    @Test func concurrentEvaluationMatchesSequential() async throws {
        let backend = try MPFRBackend(precision: 256)
        var random = TestEnvironment.generator(salt: 0x7A5C)
        var jobs: [(calculator: Calculator<MPFRBackend>, script: KeyScript)] = []
        for _ in 0..<200 {
            var calculator = Calculator(configuration: .init(backend: backend, randomSeed: random.next()))
            calculator.press(Self.randomKeys(Int(random.next() % 10), &random))
            jobs.append((calculator, KeyScript(keys: Self.randomKeys(20 + Int(random.next() % 31), &random))))
        }

        let sequential: [[String]] = jobs.map { job in
            var calculator = job.calculator
            return calculator.run(job.script)
        }

        let concurrent = await withTaskGroup(of: (Int, [String]).self, returning: [[String]].self) { group in
            for (index, job) in jobs.enumerated() {
                group.addTask {
                    var calculator = job.calculator
                    return (index, calculator.run(job.script))
                }
            }
            var results = Array(repeating: [String](), count: jobs.count)
            for await (index, displays) in group { results[index] = displays }
            return results
        }

        for index in jobs.indices where concurrent[index] != sequential[index] {
            Issue.record(
                "\(TestEnvironment.replayHint): script \(index) '\(jobs[index].script.text)': concurrent \(concurrent[index].last ?? "-"), sequential \(sequential[index].last ?? "-")"
            )
        }
        // The originals sent to the tasks are unchanged: running again gives the same displays.
        var again = jobs[0].calculator
        #expect(again.run(jobs[0].script) == sequential[0])
    }
}
