import Foundation
import Testing
import CalcEngine

/// What the environment asks of the hardening tests.
///
/// - `CALC_VALGRIND=1` or `CALC_SANITIZER=1`: the fuzz and property tests run far fewer iterations
///   (everything is 10 to 50 times slower there).
/// - `CALC_SOAK_MINUTES=M`: the soak test runs the key fuzzer for M minutes (it is skipped otherwise).
/// - `CALC_TEST_SEED=N` (decimal or 0x-hex): replays a run (see ``HardeningSeed``).
enum HardeningEnvironment {
    static func variable(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    static func flag(_ name: String) -> Bool {
        guard let value = variable(name) else { return false }
        return value != "" && value != "0"
    }

    /// Under valgrind (scripts/valgrind-engine): the test process itself runs 20 to 50 times slower.
    static let isUnderValgrind: Bool = flag("CALC_VALGRIND")

    /// Under valgrind or a sanitizer: run fewer iterations.
    static let isReduced: Bool = flag("CALC_VALGRIND") || flag("CALC_SANITIZER")

    /// Divides iteration counts: 1 normally, 50 under valgrind or a sanitizer.
    static let reduction: Int = isReduced ? 50 : 1

    /// The bound that catches a hang: 20 s, or 200 s under valgrind or a sanitizer. Timings are printed,
    /// and only this generous bound is asserted.
    static let hangBound: Double = isReduced ? 200 : 20

    /// How long the soak test runs, when it was asked for.
    static let soakMinutes: Double? = variable("CALC_SOAK_MINUTES").flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil }
}

/// The seed of the hardening tests' random inputs: `CALC_TEST_SEED` when set, otherwise fresh for every
/// run. It is printed once and named in every failure message so that a failure can be replayed.
enum HardeningSeed {
    static let value: UInt64 = {
        let seed: UInt64
        if let text = HardeningEnvironment.variable("CALC_TEST_SEED"), let parsed = parse(text) {
            seed = parsed
        } else {
            seed = UInt64.random(in: .min ... .max)
        }
        print("CalcHardeningTests seed: \(seed) (replay with CALC_TEST_SEED=\(seed))")
        return seed
    }()

    /// An independent generator for one test (or one stream of a test), from the run's seed and a salt.
    static func generator(salt: UInt64) -> SeededRandomGenerator {
        var mixer = SeededRandomGenerator(seed: value ^ salt)
        return SeededRandomGenerator(seed: mixer.next())
    }

    /// `seed N (replay with CALC_TEST_SEED=N)`, for failure messages.
    static var replayHint: String { "seed \(value) (replay with CALC_TEST_SEED=\(value))" }

    static func parse(_ text: String) -> UInt64? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16) }
        return UInt64(text)
    }
}

extension RandomNumberGenerator {
    /// A uniformly distributed integer in 0..<n.
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    /// A uniformly distributed integer in the range.
    mutating func between(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    /// A uniformly distributed `Double` in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// Whether an event of probability `p` happens.
    mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// A random element of a non-empty array.
    mutating func pick<T>(_ elements: [T]) -> T { elements[below(elements.count)] }
}

/// Seconds since `start`, for the timings the tests print (and never assert strictly).
func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

/// A key sequence as calc-eval writes it: names joined by spaces.
func scriptText(_ keys: some Sequence<Key>) -> String {
    keys.map(\.name).joined(separator: " ")
}

// MARK: - The display grammar

/// The display grammar of the engine issue: `Error`, a typed entry exactly as typed, or a value formatted
/// by the display rules with D significant digits.
enum DisplayGrammar {
    private static let zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9")
    private static let minus = UInt8(ascii: "-"), point = UInt8(ascii: "."), exponentMarker = UInt8(ascii: "e")

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= zero && byte <= nine }

    /// What is wrong with `display`, or nil when it is one of the three forms and agrees with the
    /// calculator's own account of what it shows (`isEntry`, `isError`).
    static func violation(_ display: String, isEntry: Bool, isError: Bool, digits: Int) -> String? {
        if isError { return display == "Error" ? nil : "the calculator is in the error state but shows '\(display)'" }
        if display == "Error" { return "shows 'Error' but isError is false" }
        if isEntry { return entryViolation(display, digits: digits) }
        return valueViolation(display, digits: digits)
    }

    /// A typed entry: `-?(0|[1-9][0-9]*)(\.[0-9]*)?` with at most D digits not counting a single leading 0.
    static func entryViolation(_ display: String, digits: Int) -> String? {
        var bytes = Array(display.utf8)[...]
        if bytes.first == minus { bytes = bytes.dropFirst() }
        guard let first = bytes.first, isDigit(first) else { return "entry '\(display)' does not start with a digit" }
        var count = 0
        var sawPoint = false
        for byte in bytes {
            if isDigit(byte) {
                count += 1
            } else if byte == point, !sawPoint {
                sawPoint = true
            } else {
                return "entry '\(display)' is not digits with at most one point"
            }
        }
        if first == zero, bytes.count > 1, bytes[bytes.startIndex + 1] != point {
            return "entry '\(display)' has a leading zero"
        }
        if first == zero { count -= 1 }
        if count > digits { return "entry '\(display)' has \(count) typed digits, more than D = \(digits)" }
        return nil
    }

    /// A formatted value: `0`, or `-?` then positional digits (−7 ≤ E < D) or `d[.ddd]e[-]N` (otherwise),
    /// at most D significant digits, no trailing zeros after a point, no trailing point.
    static func valueViolation(_ display: String, digits: Int) -> String? {
        let all = Array(display.utf8)
        var bytes = all[...]
        let negative = bytes.first == minus
        if negative { bytes = bytes.dropFirst() }
        if display == "0" { return nil }
        guard !bytes.isEmpty else { return "value '\(display)' is empty" }
        if let e = bytes.firstIndex(of: exponentMarker) {
            let mantissa = bytes[..<e], exponentText = bytes[(e + 1)...]
            // Mantissa: d or d.ddd with d ≠ 0 first and a non-zero last digit after the point.
            guard let lead = mantissa.first, isDigit(lead), lead != zero else {
                return "value '\(display)': the mantissa must start with a non-zero digit"
            }
            var significant = 1
            if mantissa.count > 1 {
                guard mantissa[mantissa.startIndex + 1] == point, mantissa.count > 2 else {
                    return "value '\(display)': the mantissa must be d or d.ddd"
                }
                let fraction = mantissa[(mantissa.startIndex + 2)...]
                guard fraction.allSatisfy(isDigit) else { return "value '\(display)': the mantissa is not digits" }
                guard fraction.last != zero else { return "value '\(display)' has trailing zeros" }
                significant += fraction.count
            }
            if significant > digits { return "value '\(display)' has \(significant) significant digits, more than D = \(digits)" }
            var exponentDigits = exponentText
            if exponentDigits.first == minus { exponentDigits = exponentDigits.dropFirst() }
            guard let firstExponentDigit = exponentDigits.first, firstExponentDigit != zero,
                  exponentDigits.allSatisfy(isDigit), exponentDigits.count <= 19,
                  let exponent = Int(String(decoding: exponentText, as: UTF8.self)) else {
                return "value '\(display)': the exponent is not an integer without leading zeros"
            }
            if exponent >= DisplayFormatter.smallestPositionalExponent && exponent < digits {
                return "value '\(display)': exponent \(exponent) must be shown positionally (−7 ≤ E < \(digits))"
            }
            return nil
        }
        // Positional.
        let pointIndex = bytes.firstIndex(of: point)
        let integer = bytes[..<(pointIndex ?? bytes.endIndex)]
        let fraction = pointIndex.map { bytes[($0 + 1)...] } ?? bytes[bytes.endIndex...]
        guard !integer.isEmpty, integer.allSatisfy(isDigit), fraction.allSatisfy(isDigit) else {
            return "value '\(display)' is not a number in the display grammar"
        }
        if pointIndex != nil && fraction.isEmpty { return "value '\(display)' has a trailing point" }
        if fraction.last == zero { return "value '\(display)' has trailing zeros" }
        if integer.count > 1 && integer.first == zero { return "value '\(display)' has a leading zero" }
        let exponent: Int
        let significant: Int
        if integer.first != zero {
            exponent = integer.count - 1
            significant = integer.count + fraction.count
        } else {
            let leadingZeros = fraction.prefix { $0 == zero }.count
            guard leadingZeros < fraction.count else { return "value '\(display)' is a zero other than '0'" }
            exponent = -leadingZeros - 1
            significant = fraction.count - leadingZeros
        }
        if exponent < DisplayFormatter.smallestPositionalExponent || exponent >= digits {
            return "value '\(display)': exponent \(exponent) must be shown as mantissa e exponent"
        }
        if significant > digits { return "value '\(display)' has \(significant) significant digits, more than D = \(digits)" }
        return nil
    }
}

// MARK: - Running calc-eval

/// Runs the built calc-eval binary (found next to the test bundle, or at CALC_EVAL_PATH) and captures
/// what it prints. A copy of CalcEvalTests' helper: test targets cannot import each other.
struct CalcEvalRunner {
    /// The binary next to the test bundle (or CALC_EVAL_PATH).
    static var executable: URL {
        if let path = ProcessInfo.processInfo.environment["CALC_EVAL_PATH"] { return URL(fileURLWithPath: path) }
        let testBinary = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return testBinary.deletingLastPathComponent().appendingPathComponent("calc-eval")
    }

    /// Whether calc-eval can be run: it was built (it is, with `swift build --build-tests`), and the tests do
    /// not run under valgrind, where Foundation's Process cannot start it ("Bad file descriptor"; memcheck
    /// checks calc-eval itself in scripts/valgrind-engine).
    static var isAvailable: Bool {
        !HardeningEnvironment.isUnderValgrind && FileManager.default.isExecutableFile(atPath: executable.path)
    }

    /// The repository root.
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    struct Output {
        var status: Int32
        var standardOutput: Data
        var standardError: Data
        /// Seconds from launch to exit.
        var elapsed: Double
        /// Whether the process was killed because it ran past its time limit.
        var timedOut = false

        /// Lines of standard output (decoded lossily), without the final newline.
        var lines: [String] { Self.lines(standardOutput) }
        /// Lines of standard error.
        var errorLines: [String] { Self.lines(standardError) }

        static func lines(_ data: Data) -> [String] {
            let text = String(decoding: data, as: UTF8.self)
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            return lines
        }
    }

    /// Runs calc-eval with `arguments`, feeding `input` to its standard input; kills it (SIGKILL, by its
    /// process id) when it runs longer than `timeLimit` seconds.
    ///
    /// Standard input, output and error go through temporary files, so no pipe can fill up. The wait does
    /// not block a thread of the concurrency pool (other tests keep running meanwhile).
    static func run(_ arguments: [String], input: Data = Data(), timeLimit: Double? = nil) async throws -> Output {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("calc-hardening-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputURL = directory.appendingPathComponent("stdin")
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        try input.write(to: inputURL)
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = root
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        let start = ContinuousClock.now
        try process.run()
        // The watchdog runs on a Dispatch queue, on time even while the test threads are busy.
        let identifier = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(identifier, SIGKILL) }
        if let timeLimit { DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog) }
        // Wait on a Dispatch thread, not on one of the concurrency pool's (other tests keep running), and
        // note the time of the exit there. (Not `terminationHandler`: with it, swift-corelibs-foundation
        // never releases the Process, which LeakSanitizer reports.)
        let waiting = UncheckedProcess(process: process)
        let (status, elapsed, signalled) = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                waiting.process.waitUntilExit()
                continuation.resume(returning: (waiting.process.terminationStatus, seconds(since: start),
                                                waiting.process.terminationReason == .uncaughtSignal))
            }
        }
        watchdog.cancel()
        let timedOut = timeLimit.map { elapsed >= $0 } ?? false && signalled && status == SIGKILL
        return Output(status: status, standardOutput: try contents(of: outputURL), standardError: try contents(of: errorURL),
                      elapsed: elapsed, timedOut: timedOut)
    }

    /// A process handed to the thread that waits for it (used by one thread at a time).
    struct UncheckedProcess: @unchecked Sendable {
        let process: Process
    }

    /// A file's bytes. (Not `Data(contentsOf:)`: swift-foundation's leaks a 4 KiB buffer for an empty file,
    /// which LeakSanitizer reports.)
    static func contents(of url: URL) throws -> Data {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return try handle.readToEnd() ?? Data()
    }

    /// Runs calc-eval with text on standard input.
    static func run(_ arguments: [String], input: String, timeLimit: Double? = nil) async throws -> Output {
        try await run(arguments, input: Data(input.utf8), timeLimit: timeLimit)
    }
}
