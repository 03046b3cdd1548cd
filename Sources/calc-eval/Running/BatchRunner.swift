import CalcBatch
import CalcEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
    /// `-e` scripts and `-x` expressions are numbered 1, 2, 3… across the command line, together, so that
    /// each has its own line number in json and TSV (`-e '1 =' -x '2+'`: lines 1 and 2).
    var argumentNumber = 0
    /// `ans` and the variables of a session of expressions; nil outside a session.
    var variables: ExpressionVariables?
    /// Whether the note on π in a degree-mode angle has been printed (once per run).
    var notedPiInDegrees = false

    /// Lines evaluated together (in parallel with `--jobs`) before their output is printed.
    static let chunkSize = 8192

    init(options: CommandLineOptions) {
        self.options = options
        var evaluator = BatchEvaluator(
            settings: options.settings, task: options.task, tracing: options.tracing,
            recordsScriptText: options.format != .text)
        // Only JSON prints whether a display is exact.
        evaluator.recordsDetails = options.format == .json
        self.evaluator = evaluator
        variables = options.session ? ExpressionVariables() : nil
        formatter = ResultFormatter(format: options.format, settings: options.settings)
        session = options.settings.makeCalculator(tapeCapacity: 0)
        summary = ComparisonSummary(limit: min(15, options.settings.digits))
    }

    /// Lines longer than this are traced by streaming (``streamTrace(_:at:name:on:)``) rather than by keeping
    /// the display after every key.
    static let streamedTraceLength = 1 << 16

    /// The most a traced line can print per byte of input: a step (index, key, display of up to D digits
    /// and its sign, point and exponent) for each key, and an expression's key can be one byte (`1+1`).
    var traceBytesPerInputByte: Int { options.settings.digits + 32 }

    /// The input length from which a line's trace is streamed: its trace could pass 1 MiB (and always
    /// past ``streamedTraceLength``).
    var streamedTraceThreshold: Int { min(Self.streamedTraceLength, (1 << 20) / traceBytesPerInputByte) }

    /// Runs every source; returns the exit status.
    ///
    /// Exit statuses: 0, 1 when `--check` found mismatches, 2 for unreadable input, 3 when output could
    /// not be written (which stops the run at once: nothing more is evaluated).
    mutating func run() -> Int32 {
        for source in options.sources {
            if streams.failed { break }
            switch source {
            case .script(let text):
                argumentNumber = evaluate(
                    argument: text.bytes, name: "-e", numberedAfter: argumentNumber, expressions: false)
            case .expression(let text):
                argumentNumber = evaluate(
                    argument: text.bytes, name: "-x", numberedAfter: argumentNumber, expressions: true)
            case .file(let path), .expressionFile(let path):
                let descriptor = (path.bytes + [0]).withUnsafeBufferPointer { terminated in
                    terminated.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_RDONLY) }
                }
                guard descriptor >= 0 else {
                    streams.error("calc-eval: cannot open '\(path.name)': \(String(cString: strerror(errno)))")
                    sawInvalidInput = true
                    continue
                }
                read(descriptor: descriptor, name: path.name, expressions: source == .expressionFile(path))
                close(descriptor)
            case .standardInput:
                read(descriptor: 0, name: "<stdin>")
            case .expressionStandardInput:
                read(descriptor: 0, name: "<stdin>", expressions: true)
            }
        }
        switch options.task {
        case .check:
            if options.format == .json {
                streams.write(formatter.jsonCheckSummary(passed: passed, failed: failed))
            } else {
                streams.write("\(passed) passed, \(failed) failed\n")
            }
        case .compare:
            streams.write(formatter.text(for: summary))
        case .evaluate:
            break
        }
        noteMemoryRefusals()
        streams.flush()
        if streams.reportWriteError() { return StandardStreams.writeFailureStatus }
        if sawInvalidInput { return 2 }
        if failed > 0 { return 1 }
        return 0
    }

    /// Evaluates the lines of an `-e` script or an `-x` expression argument, numbering them on after
    /// `number`; returns the number of the last.
    private mutating func evaluate(argument: [UInt8], name: String, numberedAfter number: Int, expressions: Bool)
        -> Int
    {
        var number = number
        var chunk = LineChunk()
        var bytes = argument
        if bytes.starts(with: LineReader.byteOrderMark) { bytes.removeFirst(LineReader.byteOrderMark.count) }
        for line in Self.lineRanges(of: bytes) {
            number += 1
            chunk.lines.append((number, .bytes(line)))
        }
        chunk.bytes = bytes
        evaluate(name: name, chunk: chunk, expressions: expressions)
        return number
    }

    /// The lines of an `-e` script: split at LF, CR and CRLF, as ``LineReader`` splits files, where a
    /// line break at the end ends the last line and starts none (`-e $'1 =\n'` is one line, so the next
    /// argument's is line 2). An empty argument is one empty line.
    static func lineRanges(of bytes: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lines.append(start..<index)
                if byte == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") {
                    index += 1
                }
                start = index + 1
            }
            index += 1
        }
        if start < bytes.count || lines.isEmpty { lines.append(start..<bytes.count) }
        return lines
    }

    private mutating func read(descriptor: Int32, name: String, expressions: Bool = false) {
        var reader = LineReader(descriptor: descriptor)
        var chunk = LineChunk()
        chunk.lines.reserveCapacity(Self.chunkSize)
        var number = 0
        // A chunk's output is held until the chunk is printed: a traced line prints a display for each
        // key (``traceBytesPerInputByte``), so a traced chunk is kept to about 16 MiB of output, and a
        // line whose trace would pass 1 MiB is streamed, not held (``streamsTrace(of:at:)``).
        let chunkByteLimit =
            options.tracing ? max(1 << 10, min(1 << 20, (16 << 20) / traceBytesPerInputByte)) : 32 << 20
        // Each line's result (a display, or --check's displays and message) is held too: at most about
        // 16 MiB of displays per chunk, whatever the digits (60,000 digits: 279 lines a chunk).
        let chunkLineLimit = min(Self.chunkSize, max(16, (16 << 20) / (options.settings.digits + 64)))
        while let line = reader.next(appendingTo: &chunk.bytes) {
            number += 1
            chunk.lines.append((number, line))
            if chunk.lines.count >= chunkLineLimit || chunk.bytes.count >= chunkByteLimit {
                evaluate(name: name, chunk: chunk, expressions: expressions)
                chunk.removeAll()
                if streams.failed { return }
            }
        }
        evaluate(name: name, chunk: chunk, expressions: expressions)
        if reader.readError != 0 && !streams.failed {
            streams.error("calc-eval: error reading '\(name)': \(String(cString: strerror(reader.readError)))")
            sawInvalidInput = true
        }
    }

    /// What one thread made of its share of a chunk: the text of its results, and what needs the main
    /// thread (invalid lines, checks, comparisons, long traced lines) with where it falls in that text.
    struct ChunkOutput: Sendable {
        var bytes: [UInt8] = []
        var outcomes: [(offset: Int, outcome: Deferred)] = []
    }

    /// What a thread leaves to the main thread.
    enum Deferred: Sendable {
        /// An outcome to report.
        case outcome(LineOutcome)
        /// A long line to trace: evaluated by the main thread, its trace written as it is made, at its
        /// place in the output (a thread holding it would need the display after every key).
        case streamedTrace(index: Int)
    }

    /// Evaluates the lines of a chunk, on `--jobs` threads unless in a session, and prints them in
    /// input order. Results are formatted by the threads; the rest is reported here.
    private mutating func evaluate(name: String, chunk: LineChunk, expressions: Bool = false) {
        guard !chunk.lines.isEmpty else { return }
        if expressions { notePiInDegrees(chunk) }
        var prototype = self.evaluator
        prototype.readsExpressions = expressions
        if options.session {
            var keys: [Key] = []  // one array's storage for every line's keys
            for index in chunk.lines.indices {
                if streams.failed { return }
                var calculator = session
                // Taken, not copied: with a second reference left here, the line's first assignment
                // copied every variable (a session's time grew with the square of its variables).
                var variables = self.variables
                self.variables = nil
                if streamsTrace(of: chunk, at: index) {
                    streamTrace(
                        chunk, at: index, name: name, on: prototype, calculator: &calculator, variables: &variables)
                } else {
                    emit(
                        chunk.outcome(
                            at: index, on: prototype, calculator: &calculator, variables: &variables, keys: &keys),
                        name: name)
                }
                session = calculator
                self.variables = variables
            }
            return
        }
        let streamsLongTraces = options.tracing && options.task == .evaluate
        let threshold = streamedTraceThreshold
        let evaluator = prototype
        let formatter = self.formatter
        let workers = max(1, min(options.jobs, chunk.lines.count))
        let shares = (0..<workers).map { worker in
            chunk.lines.count * worker / workers..<chunk.lines.count * (worker + 1) / workers
        }
        // Each thread works on its own copy of the evaluator: threads sharing one contended on its
        // reference counts (a shared prototype made --jobs 2 slower than 1; sharing the evaluator
        // itself still costs about 5 % more CPU than copying it).
        let outputs = parallelMap(
            shares, jobs: workers, placeholder: ChunkOutput(),
            makeContext: { evaluator.independentCopy() },
            transform: { evaluator, share in
                var output = ChunkOutput()
                output.bytes.reserveCapacity(share.count * 16)
                // Every line starts from a new calculator: one per thread, reset for each line (copying a
                // fresh one per line cost more than the keys of a short line).
                var calculator = evaluator.settings.makeCalculator(tapeCapacity: 0)
                var keys: [Key] = []  // one array's storage for every line's keys (an allocation less per line)
                for index in share {
                    if streamsLongTraces && chunk.length(at: index) > threshold {
                        output.outcomes.append((output.bytes.count, .streamedTrace(index: index)))
                        continue
                    }
                    calculator.reset()
                    var variables: ExpressionVariables?
                    let outcome = chunk.outcome(
                        at: index, on: evaluator, calculator: &calculator, variables: &variables, keys: &keys)
                    // Consumed: binding the result of a copy copied it (and its strings) once more per line.
                    switch consume outcome {
                    case .blank: break
                    case .result(let result): formatter.append(result, to: &output.bytes)
                    case let other: output.outcomes.append((output.bytes.count, .outcome(other)))
                    }
                }
                return output
            })
        for output in outputs {
            var printed = 0
            for (offset, deferred) in output.outcomes {
                streams.write(output.bytes[printed..<offset])
                printed = offset
                if streams.failed { return }
                switch deferred {
                case .outcome(let outcome):
                    emit(outcome, name: name)
                case .streamedTrace(let index):
                    var calculator = options.settings.makeCalculator(tapeCapacity: 0)
                    var variables: ExpressionVariables?
                    streamTrace(
                        chunk, at: index, name: name, on: evaluator, calculator: &calculator, variables: &variables)
                }
            }
            streams.write(output.bytes[printed...])
            if streams.failed { return }
        }
    }

    /// Says on standard error, once at the end of a run, how many keys showed `Error` because the memory
    /// they need at this precision is not available (`MPFRMemoryBudget`): GMP would otherwise have ended
    /// the process.
    private mutating func noteMemoryRefusals() {
        #if MPFR
            let refusals = MPFRMemoryBudget.refusals
            guard refusals > 0 else { return }
            let precision = options.settings.precision
            let available = MPFRMemoryBudget.availableBytes().map { " (\($0 >> 20) MiB available)" } ?? ""
            streams.error(
                "calc-eval: note: \(refusals) key\(refusals == 1 ? "" : "s") at \(precision) bits showed Error: "
                    + "not enough memory\(available); see the README's limits")
        #endif
    }

    /// In degrees (or gradians), prints once per run on standard error that angles are in that unit when
    /// an expression of `chunk` takes the sine (cosine, tangent…) of something with π in it
    /// (`sin(pi/6)`): bc and qalc users expect radians. Only lines that mention `pi` or `π` are parsed again.
    private mutating func notePiInDegrees(_ chunk: LineChunk) {
        let example: String
        switch options.settings.angleUnit {
        case .radians: return
        case .degrees: example = "degrees (sin 30 = 0.5)"
        case .gradians: example = "gradians (sin 100 = 1)"
        }
        guard !notedPiInDegrees else { return }
        for (_, line) in chunk.lines {
            guard case .bytes(let range) = line, range.count <= 1 << 16 else { continue }
            let bytes = chunk.bytes[range]
            guard Self.mentionsPi(bytes), let text = String(validating: bytes, as: UTF8.self),
                let expression = try? Expression(parsing: text, variables: ExpressionVariables()),
                expression.hasPiInAngleArgument
            else { continue }
            notedPiInDegrees = true
            streams.error(
                "calc-eval: note: angles are in \(example); for radians, as in sin(pi/6), use --angle rad")
            return
        }
    }

    /// Whether the bytes contain `pi` (any case) or `π`.
    static func mentionsPi(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress, bytes.count > 1 else { return false }
            // Each first byte (`p`, `P`, or CF, π's first in UTF-8) is found with `memchr`, the C library's
            // vectorized search (a loop over every byte cost a thousand instructions a line), then the
            // byte after it is looked at.
            let pairs: [(first: UInt8, seconds: [UInt8])] = [
                (UInt8(ascii: "p"), [UInt8(ascii: "i"), UInt8(ascii: "I")]),
                (UInt8(ascii: "P"), [UInt8(ascii: "i"), UInt8(ascii: "I")]), (0xCF, [0x80]),
            ]
            for (first, seconds) in pairs {
                var offset = 0
                while offset < bytes.count - 1,
                    let found = memchr(base + offset, Int32(first), bytes.count - 1 - offset)
                {
                    let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if seconds.contains(bytes[index + 1]) { return true }
                    offset = index + 1
                }
            }
            return false
        }
    }

    /// Whether line `index` of `chunk` is traced by streaming.
    private func streamsTrace(of chunk: LineChunk, at index: Int) -> Bool {
        options.tracing && options.task == .evaluate && chunk.length(at: index) > streamedTraceThreshold
    }

    /// Traces line `index` of `chunk` on `calculator`, writing each step as the key is pressed: memory
    /// stays bounded however long the line
    /// (``BatchEvaluator/streamTrace(ofLine:utf8:on:variables:start:step:)``).
    private mutating func streamTrace(
        _ chunk: LineChunk, at index: Int, name: String, on evaluator: BatchEvaluator,
        calculator: inout AnyCalculator, variables: inout ExpressionVariables?
    ) {
        guard case .bytes(let range) = chunk.lines[index].line else {
            emit(chunk.outcome(at: index, on: evaluator, calculator: &calculator, variables: &variables), name: name)
            return
        }
        let formatter = self.formatter
        var step = 0
        var text = ""
        let outcome = chunk.bytes.withUnsafeBufferPointer { all in
            evaluator.streamTrace(
                ofLine: chunk.lines[index].number, utf8: UnsafeBufferPointer(rebasing: all[range]), on: &calculator,
                variables: &variables,
                start: { result in formatter.writeTraceStart(for: result) { streams.write($0) } },
                step: { key, display, approximate in
                    formatter.appendTraceStep(
                        index: step, key: key.name, display: display, isApproximate: approximate, to: &text)
                    step += 1
                    if text.utf8.count >= 1 << 14 {
                        streams.write(text)
                        text.removeAll(keepingCapacity: true)
                    }
                    return !streams.failed
                })
        }
        if let outcome {
            emit(outcome, name: name)
        } else {
            streams.write(text)
            streams.write(formatter.traceEnd)
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
            }
            if options.format == .json {
                streams.write(formatter.jsonText(for: check))
            } else if !check.passed {
                let expected = VisibleText.escaped(check.expected.joined(separator: " | "))
                let got = check.got.joined(separator: " | ")
                streams.write("\(VisibleText.escaped(name)):\(check.line): expected \(expected), got \(got)\n")
            }
        case .invalid(let error, let line, let script):
            sawInvalidInput = true
            streams.error("\(name):\(line):\(error.column): \(error.message)")
            streams.write(
                formatter.invalidText(
                    line: line, script: script, error: error, task: options.task, tracing: options.tracing))
            if options.task == .check { failed += 1 }
        }
    }
}
