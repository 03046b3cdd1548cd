#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    scriptNumber += 1
                    return (number: scriptNumber, text: RawLine.bytes(Array(line.utf8)))
                }
                evaluate(name: "-e", lines: lines)
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
        var chunk: [(number: Int, text: RawLine)] = []
        chunk.reserveCapacity(Self.chunkSize)
        var number = 0
        var chunkBytes = 0
        while let line = reader.next() {
            number += 1
            switch line {
            case .bytes(let bytes):
                chunk.append((number, .bytes(bytes)))
                chunkBytes += bytes.count
            case .tooLong(let length):
                chunk.append((number, .invalid(KeyScriptError(
                    kind: .invalidText, column: 1,
                    token: "line too long (\(length) bytes; at most \(LineReader.maximumLineLength))"))))
            }
            if chunk.count >= Self.chunkSize || chunkBytes >= 32 << 20 {
                evaluate(name: name, lines: chunk)
                chunk.removeAll(keepingCapacity: true)
                chunkBytes = 0
            }
        }
        evaluate(name: name, lines: chunk)
        if reader.readError != 0 {
            streams.error("calc-eval: error reading '\(name)': \(String(cString: strerror(reader.readError)))")
            sawInvalidInput = true
        }
    }

    /// Text of a line, or why it is not text (invalid UTF-8, a NUL byte), with the column.
    static func decode(_ bytes: [UInt8]) -> Result<String, KeyScriptError> {
        if let nul = bytes.firstIndex(of: 0) {
            let column = (String(validating: bytes[..<nul], as: UTF8.self)?.count ?? nul) + 1
            return .failure(KeyScriptError(kind: .invalidText, column: column, token: "NUL byte in line"))
        }
        if let text = String(validating: bytes, as: UTF8.self) { return .success(text) }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var column = 1
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: column += 1
            case .emptyInput, .error: break decoding
            }
        }
        return .failure(KeyScriptError(kind: .invalidText, column: column, token: "invalid UTF-8"))
    }

    /// A line as read: its bytes, or why it could not be kept.
    enum RawLine: Sendable {
        case bytes([UInt8])
        case invalid(KeyScriptError)
    }

    /// An outcome, with its standard-output text when it could be formatted off the main thread.
    struct ProcessedLine: Sendable {
        var outcome: LineOutcome
        var text: String?

        init(outcome: LineOutcome, text: String? = nil) {
            self.outcome = outcome
            self.text = text
        }
    }

    /// Decodes, evaluates and (for plain results) formats the lines of a chunk, on `--jobs` threads
    /// unless in a session, then prints them in input order.
    private mutating func evaluate(name: String, lines: [(number: Int, text: RawLine)]) {
        guard !lines.isEmpty else { return }
        let processed: [ProcessedLine]
        if options.session {
            processed = lines.map { line in
                switch Self.text(of: line.text) {
                case .success(let text): ProcessedLine(outcome: evaluator.outcome(ofLine: line.number, text[...], on: &session))
                case .failure(let error): ProcessedLine(outcome: .invalid(error, line: line.number, script: ""))
                }
            }
        } else {
            let evaluator = self.evaluator
            let formatter = self.formatter
            // Each thread evaluates on its own prototypes: copying one shared prototype per line from
            // several threads made them contend on its reference counts (--jobs 2 was slower than 1).
            processed = parallelMap(lines, jobs: options.jobs, placeholder: ProcessedLine(outcome: .blank),
                                    makeContext: { evaluator.independentCopy() }) { evaluator, line in
                let outcome: LineOutcome
                switch Self.text(of: line.text) {
                case .success(let text): outcome = evaluator.outcome(ofLine: line.number, text[...])
                case .failure(let error): outcome = .invalid(error, line: line.number, script: "")
                }
                if case .result(let result) = outcome { return ProcessedLine(outcome: outcome, text: formatter.text(for: result)) }
                return ProcessedLine(outcome: outcome)
            }
        }
        for line in processed {
            if let text = line.text { streams.write(text) } else { emit(line.outcome, name: name) }
        }
    }

    static func text(of line: RawLine) -> Result<String, KeyScriptError> {
        switch line {
        case .bytes(let bytes): decode(bytes)
        case .invalid(let error): .failure(error)
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
                streams.write(formatter.text(for: ComparisonResult(line: line, script: script, double: "?", mpfr: "?", exact: "?", sharedDigits: nil)))
            case .check:
                failed += 1
            }
        }
    }
}
