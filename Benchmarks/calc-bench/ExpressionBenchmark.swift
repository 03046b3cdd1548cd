import CalcBatch
import CalcEngine
import Foundation

/// Section: an expression line against the equivalent key-script line, in the batch evaluator and in
/// calc-eval end to end (target: an expression costs at most 1.5 times its key script).
///
/// The lines are seeded random calculations of the same shape in both languages: `12.5+3*(4-1)/sqrt(9)`
/// and `12.5 + 3 * ( 4 - 1 ) / ( 9 ) sqrt =`.
struct ExpressionBenchmark {
    var quick: Bool
    var calcEvalPath: String

    /// Pairs of (expression, key script) lines.
    static func lines(count: Int, seed: UInt64) -> (expressions: [String], scripts: [String]) {
        var state = seed
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        func number() -> String {
            let integer = String(next(999) + 1)
            return next(3) == 0 ? integer + "." + String(next(99) + 1) : integer
        }
        func term(_ depth: Int) -> (String, String) {
            switch depth == 0 ? 0 : next(4) {
            case 1:
                let (e, k) = sum(depth - 1)
                return ("(" + e + ")", "( " + k + " )")
            case 2:
                let function = ["sin", "sqrt", "ln"][next(3)]
                let (e, k) = sum(depth - 1)
                return (function + "(" + e + ")", "( " + k + " ) " + function)
            default:
                let n = number()
                return (n, n)
            }
        }
        func sum(_ depth: Int) -> (String, String) {
            var (e, k) = term(depth)
            for _ in 0..<(next(3) + 1) {
                let op = ["+", "-", "*", "/"][next(4)]
                let (e2, k2) = term(depth)
                e += op + e2
                k += " " + op + " " + k2
            }
            return (e, k)
        }
        var expressions: [String] = []
        var scripts: [String] = []
        for _ in 0..<count {
            let (e, k) = sum(2)
            expressions.append(e)
            scripts.append(k + " =")
        }
        return (expressions, scripts)
    }

    func run() -> [BenchmarkRecord] {
        var records: [BenchmarkRecord] = []
        let count = quick ? 20_000 : 200_000
        let (expressions, scripts) = Self.lines(count: count, seed: 17)
        let keys = scripts.reduce(0) { $0 + $1.split(separator: " ").count }
        print("\n== Expressions: \(count) lines (\(keys / count) keys a line), expression against key script")
        for backend in [BackendKind.double, .mpfr] {
            let settings = try! EngineSettings(backend: backend)
            var expressionEvaluator = BatchEvaluator(settings: settings, recordsScriptText: false)
            expressionEvaluator.readsExpressions = true
            let keyEvaluator = BatchEvaluator(settings: settings, recordsScriptText: false)
            func time(_ evaluator: BatchEvaluator, _ lines: [String]) -> Double {
                BenchmarkClock.repeated(runs: quick ? 3 : 5) {
                    var calculator = settings.makeCalculator()
                    var total = 0
                    let start = BenchmarkClock.now()
                    for (index, line) in lines.enumerated() {
                        calculator.reset()
                        let outcome = Array(line.utf8).withUnsafeBufferPointer {
                            evaluator.outcome(ofLine: index + 1, utf8: $0, on: &calculator)
                        }
                        if case .result(let result) = outcome { total &+= result.display.utf8.count }
                    }
                    benchmarkSink += Double(total)
                    return BenchmarkClock.now() - start
                }.median
            }
            let expressionTime = time(expressionEvaluator, expressions)
            let keyTime = time(keyEvaluator, scripts)
            let ratio = expressionTime / keyTime
            print(
                "  \(backend.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0)) expression \(ThroughputBenchmark.oneDecimal(expressionTime / Double(count) / 1000)) µs/line, "
                    + "key script \(ThroughputBenchmark.oneDecimal(keyTime / Double(count) / 1000)) µs/line: "
                    + "\(String(format: "%.2f", ratio))× (target ≤ 1.5×: \(ratio <= 1.5 ? "met" : "MISSED"))")
            records.append(
                BenchmarkRecord(
                    section: "expressions",
                    [
                        ("name", .text("expression line")), ("backend", .text(backend.rawValue)),
                        ("expression_ns_per_line", .number(expressionTime / Double(count))),
                        ("key_script_ns_per_line", .number(keyTime / Double(count))), ("ratio", .number(ratio)),
                    ]))
        }
        records += endToEnd(expressions: expressions, scripts: scripts)
        return records
    }

    /// calc-eval on the same lines as a file of expressions and as a file of key scripts (--jobs 1).
    func endToEnd(expressions: [String], scripts: [String]) -> [BenchmarkRecord] {
        guard FileManager.default.isExecutableFile(atPath: calcEvalPath) else {
            print("  calc-eval: skipped (no calc-eval at \(calcEvalPath))")
            return []
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("calc-bench-x-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let expressionFile = directory.appendingPathComponent("lines.expr")
        let keyFile = directory.appendingPathComponent("lines.keys")
        try? (expressions.joined(separator: "\n") + "\n").write(to: expressionFile, atomically: true, encoding: .utf8)
        try? (scripts.joined(separator: "\n") + "\n").write(to: keyFile, atomically: true, encoding: .utf8)
        let throughput = ThroughputBenchmark(quick: quick, calcEvalPath: calcEvalPath)
        var records: [BenchmarkRecord] = []
        for backend in ["double", "mpfr"] {
            // Alternated and repeated (a single run of 100 ms moved by a tenth with the machine's other
            // work): the medians of five pairs, or three of the full section's larger files.
            var expressionTimes: [Double] = []
            var keyTimes: [Double] = []
            _ = throughput.runCalcEval(["--backend", backend, "--jobs", "1", "--expressions", expressionFile.path])
            for _ in 0..<(quick ? 5 : 3) {
                expressionTimes.append(
                    throughput.runCalcEval(["--backend", backend, "--jobs", "1", "--expressions", expressionFile.path]))
                keyTimes.append(throughput.runCalcEval(["--backend", backend, "--jobs", "1", keyFile.path]))
            }
            let expression = expressionTimes.sorted()[expressionTimes.count / 2]
            let keys = keyTimes.sorted()[keyTimes.count / 2]
            let ratio = expression / keys
            print(
                "  calc-eval \(backend.padding(toLength: 6, withPad: " ", startingAt: 0)) --expressions \(ThroughputBenchmark.oneDecimal(expression * 1000)) ms, "
                    + "key scripts \(ThroughputBenchmark.oneDecimal(keys * 1000)) ms: \(String(format: "%.2f", ratio))× "
                    + "(target ≤ 1.5×: \(ratio <= 1.5 ? "met" : "MISSED"))")
            records.append(
                BenchmarkRecord(
                    section: "expressions",
                    [
                        ("name", .text("calc-eval expressions")), ("backend", .text(backend)),
                        ("expression_s", .number(expression)), ("key_script_s", .number(keys)),
                        ("ratio", .number(ratio)),
                    ]))
        }
        return records
    }
}
