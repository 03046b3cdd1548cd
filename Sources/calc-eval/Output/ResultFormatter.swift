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
            return JSONText.object(jsonMembers(for: result)) + "\n"
        }
    }

    /// The fields of a result's JSON object, without its trace.
    private func jsonMembers(for result: ScriptResult) -> [(String, String)] {
        var members: [(String, String)] = [
            ("line", String(result.line)),
            ("script", JSONText.quoted(result.script)),
            ("display", JSONText.quoted(result.display)),
            ("error", result.isError ? "true" : "false"),
            ("backend", JSONText.quoted(settings.backend.rawValue)),
            ("precision", String(settings.precision)),
            ("digits", String(settings.digits)),
            ("exact", result.isExact ? "true" : "false"),
        ]
        if settings.verifiesDigits { members.append(("approximate", result.isApproximate ? "true" : "false")) }
        if result.display == "?" { members.append(("invalid", "true")) }
        if let keys = result.keys { members.append(("keys", JSONText.quoted(keys))) }
        return members
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

    /// Hands the text of a traced result before its first step to `write`, in pieces: the script (which
    /// may be a line of many megabytes) is one piece of its own, not copied into a larger string.
    func writeTraceStart(for result: ScriptResult, to write: (String) -> Void) {
        switch format {
        case .text:
            write(Self.shown(result) + "\n")
        case .tsv:
            write("\(result.line)\t")
            write(Self.tsvField(result.script))
            write("\t\(Self.shown(result))\t")
        case .json:
            for (index, (name, value)) in jsonMembers(for: result).enumerated() {
                write((index == 0 ? "{" : ",") + JSONText.quoted(name) + ":")
                write(value)
            }
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
            output.append(contentsOf: result.display.utf8)
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
            // The fields of an evaluation (display: MPFR's) plus Double's display and the shared digits.
            return JSONText.object([
                ("line", String(comparison.line)),
                ("script", JSONText.quoted(comparison.script)),
                ("display", JSONText.quoted(comparison.mpfr)),
                ("error", comparison.mpfr == "Error" ? "true" : "false"),
                ("backend", JSONText.quoted(settings.backend.rawValue)),
                ("precision", String(settings.precision)),
                ("digits", String(settings.digits)),
                ("double", JSONText.quoted(comparison.double)),
                ("mpfr", JSONText.quoted(comparison.mpfr)),
                ("shared_digits", String(comparison.sharedDigits ?? 0)),
                ("exact", comparison.isExact ? "true" : "false"),
                ("exact_display", JSONText.quoted(comparison.exact)),
            ]) + "\n"
        }
    }

    /// The JSON object of a line that could not be read: the fields of its task's result with the display
    /// `?`, then `"invalid": true`, the column and the message (text and tsv print no such line here).
    func jsonInvalidText(line: Int, script: String, error: KeyScriptError, task: BatchEvaluator.Task) -> String {
        var members: [(String, String)]
        switch task {
        case .evaluate:
            members = Array(jsonMembers(for: ScriptResult(line: line, script: script, display: "?")).dropLast())
        case .compare:
            members = [
                ("line", String(line)), ("script", JSONText.quoted(script)), ("display", "\"?\""),
                ("error", "false"), ("backend", JSONText.quoted(settings.backend.rawValue)),
                ("precision", String(settings.precision)), ("digits", String(settings.digits)),
                ("double", "\"?\""), ("mpfr", "\"?\""), ("shared_digits", "0"), ("exact", "false"),
                ("exact_display", "\"?\""),
            ]
        case .check:
            members = [("line", String(line)), ("script", JSONText.quoted(script))]
        }
        members += [
            ("invalid", "true"), ("column", String(error.column)), ("message", JSONText.quoted(error.message)),
        ]
        return JSONText.object(members) + "\n"
    }

    /// The JSON object of a checked line: its keys, the displays expected and got, and whether they match.
    func jsonText(for check: CheckOutcome) -> String {
        JSONText.object([
            ("line", String(check.line)),
            ("script", JSONText.quoted(check.script)),
            ("expected", "[" + check.expected.map(JSONText.quoted).joined(separator: ",") + "]"),
            ("got", "[" + check.got.map(JSONText.quoted).joined(separator: ",") + "]"),
            ("passed", check.passed ? "true" : "false"),
        ]) + "\n"
    }

    /// The JSON summary of a check run: `{"summary":{"passed":12,"failed":1}}`.
    func jsonCheckSummary(passed: Int, failed: Int) -> String {
        JSONText.object([
            ("summary", JSONText.object([("passed", String(passed)), ("failed", String(failed))]))
        ]) + "\n"
    }

    /// The text to print for the summary of a comparison, ending in a newline.
    func text(for summary: ComparisonSummary) -> String {
        switch format {
        case .text, .tsv: return VisibleText.escaped(summary.description) + "\n"
        case .json:
            // Every field keeps one type: without scripts there is no mean, and the field is left out.
            var members: [(String, String)] = [
                ("scripts", String(summary.count)),
                ("agreeing", String(summary.agreeing)),
                ("compared_digits", String(summary.limit)),
            ]
            if let mean = summary.meanSharedDigits { members.append(("mean_shared_digits", String(mean))) }
            if let worst = summary.worst {
                members += [
                    ("fewest_shared_digits", String(worst.digits)), ("fewest_line", String(worst.line)),
                    ("fewest_script", JSONText.quoted(worst.script)),
                ]
            }
            return JSONText.object([("summary", JSONText.object(members))]) + "\n"
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
    static func shown(_ result: ScriptResult) -> String { marked(result.display, result.isApproximate) }

    /// Text from the input inside a tab-separated line: control characters (tab included) escaped.
    static func tsvField(_ text: String) -> String {
        VisibleText.escaped(text)
    }
}
