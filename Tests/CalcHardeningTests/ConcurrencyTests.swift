import CalcBatch
import CalcEngine
import CalcTestSupport
import Testing

/// Many tasks at once give the same displays as one after the other. MPFR keeps its exponent range per
/// thread, and IEEE-mode calculators use binary64's range while standard ones use MPFR's default: both
/// kinds run interleaved on the same threads here. `Calculator` values are `Sendable` and continue
/// identically after moving between tasks.
@Suite struct ConcurrencyTests {
    static let scriptCount = TestEnvironment.isReduced ? 80 : 500
    static let taskCount = 12

    /// The settings the scripts run with: Double, MPFR standard (256 bits and 100 bits), MPFR IEEE mode,
    /// radians, immediate mode.
    static let settings: [(name: String, settings: EngineSettings)] = [
        ("double", try! EngineSettings(backend: .double)),
        ("mpfr-256", try! EngineSettings(backend: .mpfr)),
        ("mpfr-ieee", try! EngineSettings(backend: .mpfrIEEE)),
        ("mpfr-100-rad", try! EngineSettings(backend: .mpfr, precision: 100, angleUnit: .radians)),
        (
            "mpfr-ieee-immediate-rad",
            try! EngineSettings(backend: .mpfrIEEE, mode: .immediate, angleUnit: .radians, randomSeed: 7)
        ),
    ]

    /// Scripts that reach the range limits (where the exponent range matters) and the transcendental keys
    /// in both angle units, then random ones from the key fuzzer's generator.
    static let scripts: [KeyScript] = {
        let fixed = [
            "1 EE 308 * 10 =", "1 EE 308 * 10 = / 1 EE 300 =", "2 pow 1023 * 2 =", "2 pow 1074 = inv",
            "2 pow 1075 = inv",
            "5 EE 324 neg =", "4.9 EE 324 neg = * 2 =", "1 EE 400 = sqrt", "1 EE 400 = ln", "1000 exp", "710 exp",
            "709 exp",
            "1 EE 5 = pow10", "1100 pow2", "171 fact", "170 fact", "170.5 fact", "0.5 fact", "100 fact inv inv",
            "30 sin", "rad 30 sin", "deg 45 tan", "rad pi / 4 = tan", "0.5 asin", "rad 0.5 asin", "2 acosh",
            "0.5 atanh",
            "1 EE 300 = sqr", "1 EE 300 = sqr sqrt", "1 EE 200 = cube", "1 EE 300 neg = sqr", "7 root 3 =",
            "2 pow 0.5 =",
            "1 / 3 = M+ M+ M+ MR", "rand rand rand", "pi e * 2 =", "1 EE 5000 = log", "1 EE 5000 neg = log",
            "( 1 EE 308 + 1 EE 308 ) / 2 =", "1 EE 308 = M+ M+ MR / 2 =", "2 pow 1024 =", "2 pow 1024 = log2",
        ].map { try! KeyScript(parsing: $0) }
        var generator = KeySequenceGenerator(random: TestEnvironment.generator(salt: 0xC0_4C44), digits: 15)
        return fixed + (0..<max(0, scriptCount - fixed.count)).map { _ in KeyScript(keys: generator.sequence()) }
    }()

    /// The displays after every key of every script, for one setting, evaluated one after the other.
    static func sequentialTraces(_ settings: EngineSettings) -> [[String]] {
        scripts.map { script in
            var calculator = settings.makeCalculator()
            return calculator.run(script)
        }
    }

    /// Displays that depend on the exponent range being the right one (binary64's in IEEE mode, MPFR's
    /// default otherwise), whatever ran on the thread before.
    static let rangeDependentDisplays: [(setting: String, script: String, display: String)] = [
        ("mpfr-256", "1 EE 308 * 10 =", "1e309"),
        ("mpfr-ieee", "1 EE 308 * 10 =", "Error"),
        ("double", "1 EE 308 * 10 =", "Error"),
        ("mpfr-256", "5 EE 324 neg =", "5e-324"),
        ("mpfr-ieee", "5 EE 324 neg =", "4.94065645841247e-324"),
        ("mpfr-ieee", "4.9 EE 324 neg = * 2 =", "9.88131291682493e-324"),
        ("mpfr-256", "2 pow 1024 =", "1.7976931348623159077293051907890247336179769789423e308"),
        ("mpfr-ieee", "2 pow 1024 =", "Error"),
        ("mpfr-256", "1 EE 308 = M+ M+ MR / 2 =", "1e308"),
        ("mpfr-ieee", "1 EE 308 = M+ M+ MR / 2 =", "5e307"),
    ]

    @Test func manyTasksGiveTheSameDisplaysAsOneAfterTheOther() async {
        let reference = Self.settings.map { Self.sequentialTraces($0.settings) }
        for (setting, script, display) in Self.rangeDependentDisplays {
            let which = Self.settings.firstIndex { $0.name == setting }!
            let keys = try! KeyScript(parsing: script)
            let index = Self.scripts.firstIndex(of: keys)!
            #expect(reference[which][index].last == display, "\(setting): '\(script)'")
        }
        let start = ContinuousClock.now
        // Each task evaluates every script, in its own order, each with a setting that changes from task to
        // task and script to script: IEEE-mode and standard calculators interleave on every thread.
        let mismatches = await withTaskGroup(of: [String].self) { group in
            for task in 0..<Self.taskCount {
                group.addTask {
                    var random = TestEnvironment.generator(salt: 0x7A5C &+ UInt64(task))
                    var order = Array(Self.scripts.indices)
                    order.shuffle(using: &random)
                    var mismatches: [String] = []
                    for (position, index) in order.enumerated() {
                        let which = (task + position) % Self.settings.count
                        var calculator = Self.settings[which].settings.makeCalculator()
                        let trace = calculator.run(Self.scripts[index])
                        if trace != reference[which][index] {
                            mismatches.append(
                                "task \(task), \(Self.settings[which].name): '\(Self.scripts[index].text)' "
                                    + "gave \(trace.last ?? "") (trace \(trace)), one after the other \(reference[which][index])"
                            )
                        }
                        if position % 50 == 0 { await Task.yield() }
                    }
                    return mismatches
                }
            }
            var all: [String] = []
            for await mismatches in group { all += mismatches }
            return all
        }
        print(
            "concurrency: \(Self.taskCount) tasks × \(Self.scripts.count) scripts in \(String(format: "%.1f", seconds(since: start))) s"
        )
        #expect(
            mismatches.isEmpty,
            "\(mismatches.count) mismatches, first: \(mismatches.prefix(3)); \(TestEnvironment.replayHint)")
    }

    /// The evaluator calc-eval uses for `--jobs`: outcomes on many tasks equal outcomes one after the other.
    @Test func batchEvaluatorOnManyTasks() async {
        let lines = Self.scripts.map(\.text)
        for (name, settings) in [Self.settings[1], Self.settings[2]] {
            for task in [BatchEvaluator.Task.evaluate, .compare] {
                let evaluator = BatchEvaluator(settings: settings, task: task)
                let reference = lines.enumerated().map { evaluator.outcome(ofLine: $0.offset + 1, $0.element[...]) }
                let outcomes = await withTaskGroup(of: (Int, LineOutcome).self) { group in
                    for (index, line) in lines.enumerated() {
                        group.addTask { (index, evaluator.outcome(ofLine: index + 1, line[...])) }
                    }
                    var outcomes = [LineOutcome](repeating: .blank, count: lines.count)
                    for await (index, outcome) in group { outcomes[index] = outcome }
                    return outcomes
                }
                let differing = zip(outcomes, reference).enumerated().filter { $0.element.0 != $0.element.1 }.map(
                    \.offset)
                #expect(differing.isEmpty, "\(name) \(task): lines \(differing.prefix(5).map { lines[$0] }) differ")
            }
        }
    }

    /// Calculators moved from task to task between keys (with yields, so the tasks change threads) continue
    /// exactly as one calculator pressed in one place; IEEE-mode and standard calculators hop together.
    @Test func calculatorsMovedBetweenTasksContinueIdentically() async {
        let count = TestEnvironment.isReduced ? 20 : 120
        let scripts = Array(Self.scripts.prefix(count))
        // Reference: each script on one calculator, in one place.
        var doubleReference: [[String]] = []
        var standardReference: [[String]] = []
        var ieeeReference: [[String]] = []
        for script in scripts {
            var double = Calculator(backend: DoubleBackend())
            var standard = Calculator(backend: try! MPFRBackend(precision: 256))
            var ieee = Calculator(backend: MPFRBackend.ieeeBinary64)
            doubleReference.append(double.run(script))
            standardReference.append(standard.run(script))
            ieeeReference.append(ieee.run(script))
        }
        let results = await withTaskGroup(of: (Int, [String], [String], [String]).self) { group in
            for (index, script) in scripts.enumerated() {
                group.addTask {
                    var double = Calculator(backend: DoubleBackend())
                    var standard = Calculator(backend: try! MPFRBackend(precision: 256))
                    var ieee = Calculator(backend: MPFRBackend.ieeeBinary64)
                    var traces: ([String], [String], [String]) = ([], [], [])
                    // Hand the calculators to a new detached task for every slice of keys.
                    var offset = 0
                    while offset < script.keys.count {
                        let slice = Array(script.keys[offset..<min(script.keys.count, offset + 7)])
                        offset += slice.count
                        let moved = await Task.detached { [double, standard, ieee] in
                            var (double, standard, ieee) = (double, standard, ieee)
                            var displays: ([String], [String], [String]) = ([], [], [])
                            for key in slice {
                                ieee.press(key)
                                displays.2.append(ieee.display)
                                await Task.yield()
                                standard.press(key)
                                displays.1.append(standard.display)
                                double.press(key)
                                displays.0.append(double.display)
                            }
                            return (double, standard, ieee, displays)
                        }.value
                        (double, standard, ieee) = (moved.0, moved.1, moved.2)
                        traces.0 += moved.3.0
                        traces.1 += moved.3.1
                        traces.2 += moved.3.2
                    }
                    return (index, traces.0, traces.1, traces.2)
                }
            }
            var results: [(Int, [String], [String], [String])] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(results.count == scripts.count)
        for (index, double, standard, ieee) in results {
            #expect(double == doubleReference[index], "double: '\(scripts[index].text)'")
            #expect(standard == standardReference[index], "mpfr-256: '\(scripts[index].text)'")
            #expect(ieee == ieeeReference[index], "mpfr-ieee: '\(scripts[index].text)'")
        }
    }

    /// A snapshot sent to another task continues there as the original continues here.
    @Test func snapshotSentToAnotherTaskContinuesLikeTheOriginal() async {
        var original = Calculator(configuration: .init(backend: try! MPFRBackend(precision: 256), randomSeed: 42))
        original.press(try! KeyScript(parsing: "2 + 3 * ( 4 rand M+ pi -").keys)
        let rest = try! KeyScript(parsing: "5 ) sin = MR rand + e = sqrt").keys
        let snapshot = original
        let elsewhere = await Task.detached {
            var copy = snapshot
            return copy.run(KeyScript(keys: rest))
        }.value
        let here = original.run(KeyScript(keys: rest))
        #expect(elsewhere == here)
        #expect(!here.contains("Error"))
    }
}
