#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CalcBatch
import CalcEngine

/// Runs calc-eval's sources through a ``BatchEvaluator`` and prints the outcomes in input order.
struct BatchRunner {
    let options: CommandLineOptions
    let evaluator: BatchEvaluator
    let formatter: ResultFormatter
    var streams = StandardStreams()
    var session: AnyCalculator
    var sawInvalidInput = false
    var passed = 0
    var failed = 0
    var summary: ComparisonSummary
    /// `-e` scripts are numbered 1, 2, 3… across the command line.
    var scriptNumber = 0

    /// Lines evaluated together (in parallel with `--jobs`) before their output is printed.
    static let chunkSize = 8192

    init(options: CommandLineOptions) {
        self.options = options
        evaluator = BatchEvaluator(settings: options.settings, task: options.task, tracing: options.tracing,
                                   recordsScriptText: options.format != .text)
        formatter = ResultFormatter(format: options.format, settings: options.settings)
        session = options.settings.makeCalculator()
        summary = ComparisonSummary(limit: min(15, options.settings.digits))
    }

    /// Runs every source; returns the exit status.
    mutating func run() -> Int32 {
        for source in options.sources {
            switch source {
            case .script(let text):
                var chunk = LineChunk()
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    scriptNumber += 1
                    let start = chunk.bytes.count
                    chunk.bytes.append(contentsOf: line.utf8)
                    chunk.lines.append((scriptNumber, .bytes(start..<chunk.bytes.count)))
                }
                evaluate(name: "-e", chunk: chunk)
            case .file(let path):
                let descriptor = open(path, O_RDONLY)
                guard descriptor >= 0 else {
                    streams.error("calc-eval: cannot open '\(path)': \(String(cString: strerror(errno)))")
                    sawInvalidInput = true
                    continue
                }
                read(descriptor: descriptor, name: path)
                close(descriptor)
            case .standardInput:
                read(descriptor: 0, name: "<stdin>")
            }
        }
        switch options.task {
        case .check:
            streams.write("\(passed) passed, \(failed) failed\n")
        case .compare:
            streams.write(formatter.text(for: summary))
        case .evaluate:
            break
        }
        streams.flush()
        if sawInvalidInput { return 2 }
        if failed > 0 { return 1 }
        return 0
    }

    private mutating func read(descriptor: Int32, name: String) {
        var reader = LineReader(descriptor: descriptor)
        var chunk = LineChunk()
        chunk.lines.reserveCapacity(Self.chunkSize)
        var number = 0
        while let line = reader.next(appendingTo: &chunk.bytes) {
            number += 1
            chunk.lines.append((number, line))
            if chunk.lines.count >= Self.chunkSize || chunk.bytes.count >= 32 << 20 {
                evaluate(name: name, chunk: chunk)
                chunk.removeAll()
            }
        }
        evaluate(name: name, chunk: chunk)
        if reader.readError != 0 {
            streams.error("calc-eval: error reading '\(name)': \(String(cString: strerror(reader.readError)))")
            sawInvalidInput = true
        }
    }

    /// What one thread made of its share of a chunk: the text of its results, and the outcomes that
    /// need the main thread (invalid lines, checks, comparisons) with where they fall in that text.
    struct ChunkOutput: Sendable {
        var bytes: [UInt8] = []
        var outcomes: [(offset: Int, outcome: LineOutcome)] = []
    }

    /// Evaluates the lines of a chunk, on `--jobs` threads unless in a session, and prints them in
    /// input order. Results are formatted by the threads; the rest is reported here.
    private mutating func evaluate(name: String, chunk: LineChunk) {
        guard !chunk.lines.isEmpty else { return }
        if options.session {
            for index in chunk.lines.indices {
                emit(chunk.outcome(at: index, on: evaluator, calculator: &session), name: name)
            }
            return
        }
        let prototype = self.evaluator
        let formatter = self.formatter
        let workers = max(1, min(options.jobs, chunk.lines.count))
        let shares = (0..<workers).map { worker in
            chunk.lines.count * worker / workers..<chunk.lines.count * (worker + 1) / workers
        }
        // Each thread works on its own copy of the evaluator: threads sharing one contended on its
        // reference counts (a shared prototype made --jobs 2 slower than 1; sharing the evaluator
        // itself still costs about 5 % more CPU than copying it).
        let outputs = parallelMap(shares, jobs: workers, placeholder: ChunkOutput(),
                                  makeContext: { prototype.independentCopy() }) { evaluator, share in
            var output = ChunkOutput()
            output.bytes.reserveCapacity(share.count * 16)
            // Every line starts from a new calculator: one per thread, reset for each line (copying a
            // fresh one per line cost more than the keys of a short line).
            var calculator = evaluator.settings.makeCalculator()
            for index in share {
                calculator.reset()
                let outcome = chunk.outcome(at: index, on: evaluator, calculator: &calculator)
                switch outcome {
                case .blank: break
                case .result(let result): formatter.append(result, to: &output.bytes)
                default: output.outcomes.append((output.bytes.count, outcome))
                }
            }
            return output
        }
        for output in outputs {
            var printed = 0
            for (offset, outcome) in output.outcomes {
                streams.write(output.bytes[printed..<offset])
                printed = offset
                emit(outcome, name: name)
            }
            streams.write(output.bytes[printed...])
        }
    }

    private mutating func emit(_ outcome: LineOutcome, name: String) {
        switch outcome {
        case .blank:
            break
        case .result(let result):
            streams.write(formatter.text(for: result))
        case .comparison(let comparison):
            summary.add(comparison)
            streams.write(formatter.text(for: comparison))
        case .check(let check):
            if check.passed {
                passed += 1
            } else {
                failed += 1
                streams.write("\(name):\(check.line): expected \(check.expected.joined(separator: " | ")), got \(check.got.joined(separator: " | "))\n")
            }
        case .invalid(let error, let line, let script):
            sawInvalidInput = true
            streams.error("\(name):\(line):\(error.column): \(error.message)")
            switch options.task {
            case .evaluate:
                streams.write(formatter.text(for: ScriptResult(line: line, script: script, display: "?")))
            case .compare:
                streams.write(formatter.text(for: BackendComparison(line: line, script: script, double: "?", mpfr: "?", exact: "?", sharedDigits: nil)))
            case .check:
                failed += 1
            }
        }
    }
}
