import CalcBatch
import CalcEngine

/// Turns script results into the lines calc-eval prints, in one of the ``OutputFormat``s.
struct ResultFormatter: Sendable {
    /// The format.
    var format: OutputFormat
    /// The settings the results were computed with (for the JSON fields).
    var settings: EngineSettings

    /// A formatter for results computed with `settings`.
    init(format: OutputFormat, settings: EngineSettings) {
        self.format = format
        self.settings = settings
    }

    /// The text to print for one result, ending in a newline.
    func text(for result: ScriptResult) -> String {
        guard let trace = result.trace else { return untracedText(for: result) }
        var text = traceStart(for: result)
        for (index, display) in trace.enumerated() {
            appendTraceStep(
                index: index, key: result.keyNames?[index] ?? "", display: display,
                isApproximate: result.approximateTrace?[index] ?? false, to: &text)
        }
        return text + traceEnd
    }

    /// The text of a result without a trace.
    private func untracedText(for result: ScriptResult) -> String {
        switch format {
        case .text:
            return Self.shown(result) + "\n"
        case .tsv:
            return "\(result.line)\t\(Self.tsvField(result.script))\t\(Self.shown(result))\n"
        case .json:
            return Self.jsonLine(ResultFields.record(result, settings: settings))
        }
    }

    /// `record` as one line of JSON.
    static func jsonLine(_ record: some Encodable) -> String {
        JSONRecordEncoder.text(of: record) + "\n"
    }

    // A traced result is printed in three parts, so that the trace of a long line can be written key by key
    // as it is made (``BatchEvaluator/streamTrace(ofLine:utf8:on:start:step:)``): its start (everything
    // before the first display of the trace), one step per key, and its end.

    /// The text of a traced result before its first step.
    func traceStart(for result: ScriptResult) -> String {
        var text = ""
        writeTraceStart(for: result) { text += $0 }
        return text
    }

    /// Hands the text of a traced result before its first step to `write`, in pieces (in text and TSV the
    /// script, which may be a line of many megabytes, is one piece of its own; JSON's record is one).
    func writeTraceStart(for result: ScriptResult, to write: (String) -> Void) {
        switch format {
        case .text:
            write(Self.shown(result) + "\n")
        case .tsv:
            write("\(result.line)\t")
            write(Self.tsvField(result.script))
            write("\t\(Self.shown(result))\t")
        case .json:
            // The record without its closing brace, then the trace's member.
            write(JSONRecordEncoder.unclosedText(of: ResultFields.record(result, settings: settings)))
            write(",\"trace\":[")
        }
    }

    /// Appends the text of a trace's step `index` (from 0): `key` was pressed and showed `display`, which
    /// text and TSV mark when it `isApproximate`.
    func appendTraceStep(index: Int, key: String, display: String, isApproximate: Bool = false, to text: inout String) {
        switch format {
        case .text:
            text += "  \(key) → \(Self.marked(display, isApproximate))\n"
        case .tsv:
            if index > 0 { text += " | " }
            text += Self.marked(display, isApproximate)
        case .json:
            if index > 0 { text += "," }
            text += JSONText.quoted(display)
        }
    }

    /// The text of a traced result after its last step.
    var traceEnd: String {
        switch format {
        case .text: ""
        case .tsv: "\n"
        case .json: "]}\n"
        }
    }

    /// Appends the text to print for one result (``text(for:)-(ScriptResult)``) to a buffer of UTF-8 bytes.
    func append(_ result: ScriptResult, to output: inout [UInt8]) {
        if format == .text && result.trace == nil {
            if result.isApproximate { output.append(Self.approximateMark) }
            output.append(contentsOf: (result.fraction ?? result.display).utf8)
            output.append(UInt8(ascii: "\n"))
        } else {
            output.append(contentsOf: text(for: result).utf8)
        }
    }

    /// The text to print for one comparison, ending in a newline.
    func text(for comparison: BackendComparison) -> String {
        switch format {
        case .text:
            return
                "\(Self.tsvField(comparison.script))\tdouble: \(comparison.double)\tmpfr: \(comparison.mpfr)\tshared digits: \(comparison.sharedDigits.map(String.init) ?? "-")\texact: \(comparison.exact)\n"
        case .tsv:
            return
                "\(comparison.line)\t\(Self.tsvField(comparison.script))\t\(comparison.double)\t\(comparison.mpfr)\t\(comparison.sharedDigits.map(String.init) ?? "-")\t\(comparison.exact)\n"
        case .json:
            return Self.jsonLine(ComparisonFields.record(comparison, settings: settings))
        }
    }

    /// The text to print for a line that could not be read: its task's output with the display `?` (in
    /// JSON, followed by `"invalid": true`, the column and the message; in TSV with `tracing`, an empty
    /// trace column, so that every row has four); nothing for a checked line in text and TSV.
    func invalidText(line: Int, script: String, error: LineError, task: BatchEvaluator.Task, tracing: Bool) -> String {
        switch task {
        case .evaluate:
            let result = ScriptResult(line: line, script: script, display: "?")
            if format == .tsv && tracing { return String(text(for: result).dropLast()) + "\t\n" }
            guard format == .json else { return text(for: result) }
            return Self.jsonLine(JoinedRecord(ResultFields.record(result, settings: settings), InvalidFields(error)))
        case .compare:
            let comparison = BackendComparison(
                line: line, script: script, double: "?", mpfr: "?", exact: "?", sharedDigits: nil)
            guard format == .json else { return text(for: comparison) }
            return Self.jsonLine(
                JoinedRecord(ComparisonFields.record(comparison, settings: settings), InvalidFields(error)))
        case .check:
            guard format == .json else { return "" }
            return Self.jsonLine(JoinedRecord(LineRecord(line: line, script: script), InvalidFields(error)))
        }
    }

    /// The JSON object of a checked line: its keys, the displays expected and got, and whether they match.
    func jsonText(for check: CheckOutcome) -> String {
        Self.jsonLine(CheckRecord(check))
    }

    /// The JSON summary of a check run: `{"summary":{"passed":12,"failed":1}}`.
    func jsonCheckSummary(passed: Int, failed: Int) -> String {
        Self.jsonLine(CheckSummaryRecord(summary: .init(passed: passed, failed: failed)))
    }

    /// The text to print for the summary of a comparison, ending in a newline.
    func text(for summary: ComparisonSummary) -> String {
        switch format {
        case .text, .tsv: return VisibleText.escaped(summary.description) + "\n"
        case .json: return Self.jsonLine(ComparisonSummaryRecord(summary))
        }
    }

    /// The mark before a display whose digits could not all be proven (with `--correct-digits`), in text
    /// and TSV output: `~0.5` is an approximation that looks like 0.5; JSON says `"approximate": true`.
    static let approximateMark = UInt8(ascii: "~")

    /// `display`, marked when it `isApproximate`.
    static func marked(_ display: String, _ isApproximate: Bool) -> String {
        isApproximate ? "~" + display : display
    }

    /// A result's display as text and TSV show it (marked when approximate).
    static func shown(_ result: ScriptResult) -> String {
        marked(result.fraction ?? result.display, result.isApproximate)
    }

    /// Text from the input inside a tab-separated line: control characters (tab included) escaped.
    static func tsvField(_ text: String) -> String {
        VisibleText.escaped(text)
    }
}
