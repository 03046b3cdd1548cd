import CalcEngine
import CalcTestSupport
import Testing

/// Random key sequences over every key, on Double, MPFR (256 bits, D = 50) and MPFR's IEEE mode.
///
/// After every key: no crash, the display is in the display grammar (``DisplayGrammar``) and agrees with
/// `isError` / `isShowingEntry`, and a copy of the calculator taken before a random key shows the same as
/// the original for the rest of the sequence. A failure names the seed and the shortest key sequence found
/// by deleting keys while it still fails, as a calc-eval command.
///
/// (Double against MPFR's IEEE mode, display for display, is CalcEngineTests' BackendIdentityPropertyTests.)
@Suite struct KeyFuzzTests {
    /// Keys pressed per run, over all backends (the original calculator's presses; copies are extra).
    static let minimumKeyCount = 1_000_000

    @Test func randomKeySequencesKeepTheDisplayGrammarAndCopiesContinueIdentically() async {
        let reduction = HardeningEnvironment.reduction
        let start = ContinuousClock.now
        let report = await KeyFuzzer.run(budget: .keys(Self.minimumKeyCount / reduction))
        let elapsed = seconds(since: start)
        print("key fuzz: \(report.summary) in \(String(format: "%.1f", elapsed)) s, \(TestEnvironment.replayHint)")
        for failure in report.failures { Issue.record(Comment(rawValue: failure)) }
        guard report.failures.isEmpty else { return }
        #expect(report.keyCount >= Self.minimumKeyCount / reduction, "\(TestEnvironment.replayHint)")
        for stream in report.streams {
            // Every key is pressed on every backend, and the interesting states are reached.
            let missing = Key.allKeys.filter { !stream.pressedKeys.contains($0) }.map(\.name)
            if reduction == 1 {
                #expect(
                    missing.isEmpty, "\(stream.name): keys never pressed: \(missing); \(TestEnvironment.replayHint)")
            }
            #expect(stream.errorDisplays > 0, "\(stream.name) never showed Error; \(TestEnvironment.replayHint)")
            #expect(
                stream.exponentDisplays > 0, "\(stream.name) never showed an exponent; \(TestEnvironment.replayHint)")
            #expect(stream.entryDisplays > 0, "\(stream.name) never showed an entry; \(TestEnvironment.replayHint)")
        }
    }

    /// The soak mode (scripts/soak): the same fuzzer for CALC_SOAK_MINUTES minutes.
    @Test(.enabled(if: HardeningEnvironment.soakMinutes != nil, "set CALC_SOAK_MINUTES to soak"))
    func soak() async {
        let minutes = HardeningEnvironment.soakMinutes ?? 0
        print("soak: running the key fuzzer for \(minutes) minutes, \(TestEnvironment.replayHint)")
        let start = ContinuousClock.now
        let report = await KeyFuzzer.run(budget: .duration(.seconds(minutes * 60)))
        print(
            "soak: \(report.summary) in \(String(format: "%.1f", seconds(since: start))) s, \(TestEnvironment.replayHint)"
        )
        for failure in report.failures { Issue.record(Comment(rawValue: failure)) }
        #expect(report.keyCount > 0)
    }

    // MARK: The checker's own parts

    @Test func displayGrammarAcceptsTheRulesExamples() {
        for value in [
            "0", "0.333333333333333", "0.666666666666667", "1e15", "999999999999999", "0.0000001",
            "1.5e-8", "-2.5e20", "9318.14", "0.3", "1e60", "-1.23456789012345e-300", "1024", "-5",
        ] {
            #expect(DisplayGrammar.valueViolation(value, digits: 15) == nil, "\(value)")
        }
        for entry in ["0", "0.", "-0", "1.50", "-0.", "123456789012345", "0.000000000000012", "-7", "12."] {
            #expect(DisplayGrammar.entryViolation(entry, digits: 15) == nil, "\(entry)")
        }
    }

    @Test func displayGrammarRejectsWhatTheRulesForbid() {
        for value in [
            "-0", "1.50", "5.", "nan", "inf", "-inf", "1e5", "1e-7", "0.00000001", "1000000000000000",
            "1.0e20", "1.2345678901234567", "12e20", "0.0", "00", "01", "1e+20", "1e020", "", "-", "e5",
            "1.e20", "1.5e", "Error", "1,000", " 1",
        ] {
            #expect(DisplayGrammar.valueViolation(value, digits: 15) != nil, "\(value)")
        }
        for entry in ["00", "-00", ".5", "1..2", "1.2.3", "1234567890123456", "--1", "", "-", "1e5", "+1"] {
            #expect(DisplayGrammar.entryViolation(entry, digits: 15) != nil, "\(entry)")
        }
        #expect(DisplayGrammar.violation("Error", isEntry: false, isError: false, digits: 15) != nil)
        #expect(DisplayGrammar.violation("0", isEntry: false, isError: true, digits: 15) != nil)
        #expect(DisplayGrammar.violation("Error", isEntry: false, isError: true, digits: 15) == nil)
    }

    @Test func shrinkingFindsAShortestFailingSequence() {
        // A made-up property that fails whenever the display shows 3: shrinking keeps only the keys needed.
        let keys: [Key] = [
            .digit(.seven), .binary(.add), .digit(.one), .openParenthesis, .digit(.two), .binary(.add),
            .digit(.one), .closeParenthesis, .equals, .function(.sin),
        ]
        let check = { (keys: [Key]) -> KeyFuzzer.Failure? in
            var calculator = Calculator(backend: DoubleBackend())
            for (index, key) in keys.enumerated() {
                calculator.press(key)
                if calculator.display == "3" {
                    return KeyFuzzer.Failure(index: index, kind: .grammar, message: "shows 3")
                }
            }
            return nil
        }
        let shrunk = KeyFuzzer.shrink(keys, copyAt: 0) { keys, _ in check(keys) }
        #expect(shrunk.map { scriptText($0.keys) } == "( 2 + 1 )")
    }

    @Test func failureReportNamesTheSeedAndARunnableShrunkSequence() {
        let keys: [Key] = [
            .digit(.seven), .binary(.add), .digit(.one), .openParenthesis, .digit(.two), .binary(.add),
            .digit(.one), .closeParenthesis, .equals,
        ]
        let check = { (keys: [Key], _: Int) -> KeyFuzzer.Failure? in
            var calculator = Calculator(backend: DoubleBackend())
            for (index, key) in keys.enumerated() {
                calculator.press(key)
                if calculator.display == "3" {
                    return KeyFuzzer.Failure(index: index, kind: .grammar, message: "shows 3")
                }
            }
            return nil
        }
        let failure = check(keys, 0)!
        let report = KeyFuzzer.describe(
            failure, keys: keys, copyAt: 0, stream: KeyFuzzer.streams[0], chunk: 3,
            mode: .immediate, angle: .radians, snaps: false, seed: 9, digits: 15, check: check)
        #expect(report.contains(TestEnvironment.replayHint))
        #expect(report.contains("after key 8 of '7 + 1 ( 2 + 1 )': shows 3"))
        #expect(
            report.contains(
                "calc-eval --backend double --digits 15 --mode immediate --angle rad --no-snap --seed 9 --trace -e '( 2 + 1 )'"
            ),
            "\(report)")
    }

    @Test func generatorCoversEveryKeyAndMakesMeaningfulSequences() {
        var generator = KeySequenceGenerator(random: TestEnvironment.generator(salt: 0xC0FE), digits: 15)
        var seen = Set<Key>()
        var multiDigitNumbers = 0
        let every = Set(Key.allKeys)
        // 2,000 sequences, and more while a key is missing: the 250-odd keys that only `anyKey` presses
        // come a few times each in 2,000, so a seed could miss one (`or`, with 14161101889554824242).
        var count = 0
        while count < 2_000 || (!every.isSubset(of: seen) && count < 50_000) {
            count += 1
            let keys = generator.sequence()
            seen.formUnion(keys)
            for pair in zip(keys, keys.dropFirst()) {
                if case .digit = pair.0, case .digit = pair.1 { multiDigitNumbers += 1 }
            }
        }
        #expect(every.subtracting(seen).isEmpty, "\(TestEnvironment.replayHint)")
        #expect(multiDigitNumbers > 1_000)
    }
}

// MARK: - The generator

/// Random key sequences that mean something: numbers of several digits (sometimes as long as the display
/// allows, sometimes with a point or a sign), operators followed by operands, `EE` and `pow` with small or
/// huge exponents, functions, parentheses, memory, constants, `rand`, `deg`/`rad`, clears and `back`,
/// repeated `=`; and now and then any key at all.
struct KeySequenceGenerator {
    var random: SplitMix64
    /// D: the longest numbers typed are about this long.
    var digits: Int

    enum Token: CaseIterable {
        case number, basicOperator, scientificOperator, equals, function, open, close, memory, constant,
            clear, backspace, percent, negate, angle, anyKey
    }

    static let weights: [(token: Token, weight: Int)] = [
        (.number, 26), (.basicOperator, 14), (.scientificOperator, 5), (.equals, 9), (.function, 9),
        (.open, 4), (.close, 4), (.memory, 4), (.constant, 3), (.clear, 3), (.backspace, 2), (.percent, 2),
        (.negate, 3), (.angle, 1), (.anyKey, 3),
    ]
    static let totalWeight = weights.reduce(0) { $0 + $1.weight }

    static let functions: [Key] = Key.allKeys.filter { if case .function = $0 { true } else { false } }
    static let basicOperators: [Key] = [.binary(.add), .binary(.subtract), .binary(.multiply), .binary(.divide)]
    static let scientificOperators: [Key] = [
        .binary(.power), .binary(.reversedPower), .binary(.root), .binary(.scaleByPowerOfTen),
    ]

    mutating func token() -> Token {
        var pick = random.below(Self.totalWeight)
        for (token, weight) in Self.weights {
            if pick < weight { return token }
            pick -= weight
        }
        return .anyKey
    }

    /// Typed digits (and a point) of a number.
    mutating func appendNumber(to keys: inout [Key]) {
        func digit(_ random: inout SplitMix64, nonZero: Bool = false) -> Key {
            .digit(Digit.allCases[nonZero ? random.between(1...9) : random.below(10)])
        }
        switch random.below(100) {
        case 0..<45:  // 1 to 3 digits
            for index in 0..<random.between(1...3) { keys.append(digit(&random, nonZero: index == 0)) }
        case 45..<65:  // a decimal: 1–3 digits, point, 1–4 digits
            for index in 0..<random.between(1...3) { keys.append(digit(&random, nonZero: index == 0)) }
            keys.append(.point)
            for _ in 0..<random.between(1...4) { keys.append(digit(&random)) }
        case 65..<73:  // 0.000ddd or .5
            if random.chance(0.5) { keys.append(.digit(.zero)) }
            keys.append(.point)
            for _ in 0..<random.between(0...8) { keys.append(.digit(.zero)) }
            for _ in 0..<random.between(1...3) { keys.append(digit(&random)) }
        case 73..<80:  // as long as the display allows, and a little longer (the extra digits are ignored)
            let count = max(1, digits + random.between(-3...3))
            for index in 0..<count { keys.append(digit(&random, nonZero: index == 0)) }
            if random.chance(0.3) {
                keys.append(.point)
                for _ in 0..<random.between(1...4) { keys.append(digit(&random)) }
            }
        case 80..<88:  // zero, or a bare point, or several zeros and points
            for _ in 0..<random.between(1...4) { keys.append(random.chance(0.7) ? .digit(.zero) : .point) }
        default:  // 4 to 9 digits
            for index in 0..<random.between(4...9) { keys.append(digit(&random, nonZero: index == 0)) }
        }
        if random.chance(0.1) { keys.append(.negate) }
    }

    /// An exponent for `EE`, `pow` or `root`: usually small, sometimes huge (overflow, underflow, limits).
    mutating func appendExponent(to keys: inout [Key]) {
        let count: Int
        switch random.below(100) {
        case 0..<70: count = random.between(1...2)
        case 70..<90: count = 3
        default: count = random.between(4...10)
        }
        for index in 0..<count {
            keys.append(.digit(Digit.allCases[index == 0 ? random.between(1...9) : random.below(10)]))
        }
        if random.chance(0.3) { keys.append(.negate) }
    }

    mutating func appendToken(to keys: inout [Key]) {
        switch token() {
        case .number: appendNumber(to: &keys)
        case .basicOperator: keys.append(random.pick(Self.basicOperators))
        case .scientificOperator:
            keys.append(random.pick(Self.scientificOperators))
            if random.chance(0.7) { appendExponent(to: &keys) }
        case .equals:
            keys.append(.equals)
            if random.chance(0.15) { for _ in 0..<random.between(1...3) { keys.append(.equals) } }
        case .function: keys.append(random.pick(Self.functions))
        case .open: keys.append(.openParenthesis)
        case .close: keys.append(.closeParenthesis)
        case .memory:
            keys.append(
                random.pick([.memoryClear, .memoryAdd, .memoryAdd, .memorySubtract, .memoryRecall, .memoryRecall]))
        case .constant: keys.append(random.pick([.pi, .e, .random]))
        case .clear: keys.append(random.pick([.allClear, .clear, .clear]))
        case .backspace: keys.append(.backspace)
        case .percent: keys.append(.percent)
        case .negate: keys.append(.negate)
        case .angle: keys.append(random.pick([.degrees, .radians, .gradians]))
        case .anyKey: keys.append(random.pick(Key.allKeys))
        }
    }

    /// A sequence of 10 to 120 keys.
    mutating func sequence() -> [Key] {
        let length = random.between(10...120)
        var keys: [Key] = []
        keys.reserveCapacity(length + 16)
        while keys.count < length { appendToken(to: &keys) }
        return keys
    }
}

// MARK: - The fuzzer

/// Runs the key fuzzer on several backends at once (as parallel tasks) and checks every key.
enum KeyFuzzer {
    /// How long to fuzz: a number of keys in total, or a wall-clock duration.
    enum Budget: Sendable {
        case keys(Int)
        case duration(Duration)
    }

    /// A backend to fuzz, its share of the keys, and how to name it to calc-eval.
    struct Stream: Sendable {
        var name: String
        var share: Double
        var salt: UInt64
        /// calc-eval's options for this backend.
        var options: [String]
        /// D: the default display digits, and the most a sequence may use.
        var defaultDigits: Int
        var maximumDigits: Int
    }

    static let streams: [Stream] = [
        Stream(
            name: "double", share: 0.45, salt: 0xD0B1E, options: ["--backend", "double"], defaultDigits: 15,
            maximumDigits: 17),
        Stream(
            name: "mpfr-256", share: 0.40, salt: 0x3F9F_0256, options: ["--backend", "mpfr", "--precision", "256"],
            defaultDigits: 50, maximumDigits: MPFRBackend.maximumSignificantDigits(forPrecision: 256)),
        Stream(
            name: "mpfr-ieee", share: 0.15, salt: 0x1EEE_0053, options: ["--ieee"], defaultDigits: 15, maximumDigits: 17
        ),
    ]

    /// The keys of one chunk of work (one task); chunks have their own generators so that the run is
    /// the same whatever order the tasks run in.
    static let chunkKeys = 25_000

    /// What went wrong after a key.
    struct Failure: Error {
        enum Kind { case grammar, copy }
        /// The index of the key after which it went wrong.
        var index: Int
        var kind: Kind
        var message: String
    }

    /// Counts and findings of one stream.
    struct StreamReport: Sendable {
        var name: String
        var keyCount = 0
        var sequences = 0
        var errorDisplays = 0
        var exponentDisplays = 0
        var entryDisplays = 0
        var pressedKeys = Set<Key>()
        var failures: [String] = []

        mutating func merge(_ other: StreamReport) {
            keyCount += other.keyCount
            sequences += other.sequences
            errorDisplays += other.errorDisplays
            exponentDisplays += other.exponentDisplays
            entryDisplays += other.entryDisplays
            pressedKeys.formUnion(other.pressedKeys)
            failures += other.failures
        }
    }

    struct Report: Sendable {
        var streams: [StreamReport]
        var keyCount: Int { streams.reduce(0) { $0 + $1.keyCount } }
        var failures: [String] { streams.flatMap(\.failures) }
        var summary: String {
            "\(keyCount) keys ("
                + streams.map {
                    "\($0.name): \($0.keyCount) keys, \($0.sequences) sequences, \($0.errorDisplays) Error, \($0.exponentDisplays) exponent displays"
                }.joined(separator: "; ") + ")"
        }
    }

    /// Fuzzes every stream within the budget, two chunks at a time per core.
    static func run(budget: Budget) async -> Report {
        var reports = streams.map { StreamReport(name: $0.name) }
        switch budget {
        case .keys(let total):
            let chunksPerStream = streams.map { stream in
                max(1, Int((Double(total) * stream.share / Double(chunkKeys)).rounded(.up)))
            }
            // The last chunk of each stream is cut to the stream's share of the keys.
            let perStream = streams.map { Int((Double(total) * $0.share).rounded(.up)) }
            await withTaskGroup(of: (Int, StreamReport).self) { group in
                var pending: [(stream: Int, chunk: Int, keys: Int)] = []
                for (index, count) in chunksPerStream.enumerated() {
                    for chunk in 0..<count {
                        pending.append((index, chunk, min(chunkKeys, perStream[index] - chunk * chunkKeys)))
                    }
                }
                // Interleave the streams so that a cancellation leaves all of them fuzzed.
                pending.sort { ($0.chunk, $0.stream) < ($1.chunk, $1.stream) }
                var next = 0
                let width = 4
                while next < pending.count && next < width {
                    let work = pending[next]
                    group.addTask {
                        (
                            work.stream,
                            fuzzChunk(streams[work.stream], chunk: work.chunk, keys: work.keys, deadline: nil)
                        )
                    }
                    next += 1
                }
                while let (stream, report) = await group.next() {
                    reports[stream].merge(report)
                    if !report.failures.isEmpty {
                        group.cancelAll()
                        continue
                    }
                    if next < pending.count && !group.isCancelled {
                        let work = pending[next]
                        group.addTask {
                            (
                                work.stream,
                                fuzzChunk(streams[work.stream], chunk: work.chunk, keys: work.keys, deadline: nil)
                            )
                        }
                        next += 1
                    }
                }
            }
        case .duration(let duration):
            let deadline = ContinuousClock.now + duration
            await withTaskGroup(of: (Int, StreamReport).self) { group in
                var chunk = 0
                var stream = 0
                func addNext(_ group: inout TaskGroup<(Int, StreamReport)>) {
                    // Streams in proportion to their shares: double, mpfr, double, mpfr, ieee, …
                    let order = [0, 1, 0, 1, 2, 0, 1]
                    let index = order[stream % order.count]
                    let work = (index, chunk)
                    stream += 1
                    chunk += 1
                    group.addTask {
                        (work.0, fuzzChunk(streams[work.0], chunk: work.1, keys: chunkKeys, deadline: deadline))
                    }
                }
                for _ in 0..<4 { addNext(&group) }
                var lastPrint = ContinuousClock.now
                while let (index, report) = await group.next() {
                    reports[index].merge(report)
                    if !report.failures.isEmpty {
                        group.cancelAll()
                        continue
                    }
                    if ContinuousClock.now - lastPrint > .seconds(30) {
                        lastPrint = ContinuousClock.now
                        print("soak: \(Report(streams: reports).keyCount) keys so far")
                    }
                    if ContinuousClock.now < deadline, !group.isCancelled { addNext(&group) }
                }
            }
        }
        return Report(streams: reports)
    }

    /// Fuzzes one chunk of a stream: about `keys` keys, or until the deadline or a cancellation.
    static func fuzzChunk(_ stream: Stream, chunk: Int, keys budget: Int, deadline: ContinuousClock.Instant?)
        -> StreamReport
    {
        var random = TestEnvironment.generator(salt: stream.salt &+ UInt64(chunk) &* 0x9E37_79B9)
        var report = StreamReport(name: stream.name)
        while report.keyCount < budget {
            // Before every sequence: one of slow keys (high digits, large nCr) can take seconds, so checking
            // every 64 sequences let `scripts/soak 0.3` run for six minutes.
            if Task.isCancelled { break }
            if let deadline, ContinuousClock.now >= deadline { break }
            // The settings of this sequence: mostly the defaults, sometimes another mode, unit, D or seed.
            let mode: CalculationMode = random.chance(0.2) ? .immediate : .precedence
            let angle: AngleUnit = random.chance(0.2) ? .radians : .degrees
            let snaps = !random.chance(0.1)
            let seed = random.chance(0.5) ? 0 : random.next() >> 1
            let digits = random.chance(0.15) ? random.between(1...stream.maximumDigits) : stream.defaultDigits
            var generator = KeySequenceGenerator(random: SplitMix64(seed: random.next()), digits: digits)
            let keys = generator.sequence()
            let copyAt = random.below(keys.count)
            report.sequences += 1
            report.keyCount += keys.count
            let result: Result<Statistics, Failure>
            let started = ContinuousClock.now
            defer {
                // A sequence that takes seconds is a finding too (a key must finish in bounded time): its keys.
                let elapsed = ContinuousClock.now - started
                if elapsed > .seconds(5) {
                    print(
                        "soak: a slow sequence (\(elapsed)) on \(stream.name), \(digits) digits, \(mode), \(angle): "
                            + keys.map(\.name).joined(separator: " "))
                }
            }
            switch stream.name {
            case "double":
                let configuration = try! CalculatorConfiguration(
                    backend: DoubleBackend(), mode: mode, displayDigits: digits,
                    angleUnit: angle, snapsCancellation: snaps, randomSeed: seed)
                result = check(keys, configuration: configuration, copyAt: copyAt)
                if case .failure(let failure) = result {
                    report.failures.append(
                        describe(
                            failure, keys: keys, copyAt: copyAt, stream: stream, chunk: chunk,
                            mode: mode, angle: angle, snaps: snaps, seed: seed, digits: digits
                        ) { keys, copyAt in
                            check(keys, configuration: configuration, copyAt: copyAt).failure
                        })
                }
            case "mpfr-ieee":
                let configuration = try! CalculatorConfiguration(
                    backend: MPFRBackend.ieeeBinary64, mode: mode, displayDigits: digits,
                    angleUnit: angle, snapsCancellation: snaps, randomSeed: seed)
                result = check(keys, configuration: configuration, copyAt: copyAt)
                if case .failure(let failure) = result {
                    report.failures.append(
                        describe(
                            failure, keys: keys, copyAt: copyAt, stream: stream, chunk: chunk,
                            mode: mode, angle: angle, snaps: snaps, seed: seed, digits: digits
                        ) { keys, copyAt in
                            check(keys, configuration: configuration, copyAt: copyAt).failure
                        })
                }
            default:
                let configuration = try! CalculatorConfiguration(
                    backend: try! MPFRBackend(precision: 256), mode: mode, displayDigits: digits,
                    angleUnit: angle, snapsCancellation: snaps, randomSeed: seed)
                result = check(keys, configuration: configuration, copyAt: copyAt)
                if case .failure(let failure) = result {
                    report.failures.append(
                        describe(
                            failure, keys: keys, copyAt: copyAt, stream: stream, chunk: chunk,
                            mode: mode, angle: angle, snaps: snaps, seed: seed, digits: digits
                        ) { keys, copyAt in
                            check(keys, configuration: configuration, copyAt: copyAt).failure
                        })
                }
            }
            guard case .success(let statistics) = result else { break }
            report.errorDisplays += statistics.errors
            report.exponentDisplays += statistics.exponents
            report.entryDisplays += statistics.entries
            if report.pressedKeys.count < Key.allKeys.count { report.pressedKeys.formUnion(keys) }
        }
        return report
    }

    struct Statistics {
        var errors = 0
        var exponents = 0
        var entries = 0
    }

    /// Presses `keys`, checking the display grammar after every key, and from key `copyAt` on a copy taken
    /// just before that key alongside the original.
    static func check<Backend: NumericBackend>(
        _ keys: [Key], configuration: CalculatorConfiguration<Backend>, copyAt: Int
    ) -> Result<Statistics, Failure> {
        var calculator = Calculator(configuration: configuration)
        var copy: Calculator<Backend>?
        var statistics = Statistics()
        let digits = configuration.displayDigits
        for (index, key) in keys.enumerated() {
            if index == copyAt { copy = calculator }
            calculator.press(key)
            let display = calculator.display
            let isEntry = calculator.isShowingEntry
            if let violation = DisplayGrammar.violation(
                display, isEntry: isEntry, isError: calculator.isError, digits: digits)
            {
                return .failure(Failure(index: index, kind: .grammar, message: violation))
            }
            if calculator.isError {
                statistics.errors += 1
            } else if isEntry {
                statistics.entries += 1
            } else if display.utf8.contains(UInt8(ascii: "e")) {
                statistics.exponents += 1
            }
            if copy != nil {
                copy!.press(key)
                let same =
                    copy!.display == display && copy!.isError == calculator.isError
                    && copy!.openParentheses == calculator.openParentheses
                    && copy!.pendingOperator == calculator.pendingOperator
                    && copy!.clearKeyLabel == calculator.clearKeyLabel && copy!.hasMemory == calculator.hasMemory
                    && copy!.angleUnit == calculator.angleUnit && copy!.isShowingEntry == isEntry
                if !same {
                    return .failure(
                        Failure(
                            index: index, kind: .copy,
                            message:
                                "a copy taken before key \(copyAt + 1) shows '\(copy!.display)' (open \(copy!.openParentheses), "
                                + "pending \(copy!.pendingOperator?.keyName ?? "none"), clear \(copy!.clearKeyLabel), memory \(copy!.hasMemory)) "
                                + "but the original shows '\(display)' (open \(calculator.openParentheses), pending "
                                + "\(calculator.pendingOperator?.keyName ?? "none"), clear \(calculator.clearKeyLabel), memory \(calculator.hasMemory))"
                        ))
                }
            }
        }
        return .success(statistics)
    }

    /// The shortest sequence found that still fails the same way: first the prefix up to the failing key,
    /// then keys deleted (runs of 8, 4, 2, then single keys) while it still fails.
    static func shrink(_ keys: [Key], copyAt: Int, failure: ([Key], Int) -> Failure?)
        -> (keys: [Key], copyAt: Int, failure: Failure)?
    {
        guard let first = failure(keys, copyAt) else { return nil }
        var best = (keys: Array(keys[...first.index]), copyAt: min(copyAt, first.index), failure: first)
        var attempts = 0
        for run in [8, 4, 2, 1] {
            var changed = true
            while changed && attempts < 20_000 {
                changed = false
                var start = best.keys.count - run
                while start >= 0 && attempts < 20_000 {
                    attempts += 1
                    var candidate = best.keys
                    candidate.removeSubrange(start..<(start + run))
                    // The copy is taken before the same key when it survives, else before the key after the run.
                    let candidateCopyAt = best.copyAt >= start + run ? best.copyAt - run : min(best.copyAt, start)
                    if !candidate.isEmpty, let found = failure(candidate, min(candidateCopyAt, candidate.count - 1)),
                        found.kind == best.failure.kind
                    {
                        best = (Array(candidate[...found.index]), min(candidateCopyAt, found.index), found)
                        changed = true
                        start = min(start, best.keys.count) - run
                    } else {
                        start -= 1
                    }
                }
            }
        }
        return best
    }

    /// The failure report: seed, settings, the failing sequence and the shrunk one, as calc-eval commands.
    static func describe(
        _ failure: Failure, keys: [Key], copyAt: Int, stream: Stream, chunk: Int, mode: CalculationMode,
        angle: AngleUnit, snaps: Bool, seed: UInt64, digits: Int, check: ([Key], Int) -> Failure?
    ) -> String {
        var options = stream.options + ["--digits", String(digits)]
        if mode == .immediate { options += ["--mode", "immediate"] }
        if angle == .radians { options += ["--angle", "rad"] }
        if !snaps { options.append("--no-snap") }
        if seed != 0 { options += ["--seed", String(seed)] }
        let command = "calc-eval " + options.joined(separator: " ") + " --trace -e"
        var text =
            "\(TestEnvironment.replayHint), \(stream.name) chunk \(chunk): after key \(failure.index + 1) of "
            + "'\(scriptText(keys[...failure.index]))': \(failure.message)"
        if let shrunk = shrink(keys, copyAt: copyAt, failure: check) {
            text +=
                "\nshortest failing sequence (\(shrunk.keys.count) keys"
                + (shrunk.failure.kind == .copy ? ", copy taken before key \(shrunk.copyAt + 1)" : "")
                + "): \(command) '\(scriptText(shrunk.keys))'\n  → \(shrunk.failure.message)"
        }
        return text
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
