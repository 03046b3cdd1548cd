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
            appendTraceStep(index: index, key: result.keyNames?[index] ?? "", display: display, to: &text)
        }
        return text + traceEnd
    }

    /// The text of a result without a trace.
    private func untracedText(for result: ScriptResult) -> String {
        switch format {
        case .text:
            return result.display + "\n"
        case .tsv:
            return "\(result.line)\t\(Self.tsvField(result.script))\t\(result.display)\n"
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
            write(result.display + "\n")
        case .tsv:
            write("\(result.line)\t")
            write(Self.tsvField(result.script))
            write("\t\(result.display)\t")
        case .json:
            for (index, (name, value)) in jsonMembers(for: result).enumerated() {
                write((index == 0 ? "{" : ",") + JSONText.quoted(name) + ":")
                write(value)
            }
            write(",\"trace\":[")
        }
    }

    /// Appends the text of a trace's step `index` (from 0): `key` was pressed and showed `display`.
    func appendTraceStep(index: Int, key: String, display: String, to text: inout String) {
        switch format {
        case .text:
            text += "  \(key) → \(display)\n"
        case .tsv:
            if index > 0 { text += " | " }
            text += display
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
                ("shared_digits", comparison.sharedDigits.map(String.init) ?? "null"),
                ("exact", JSONText.quoted(comparison.exact)),
            ]) + "\n"
        }
    }

    /// The text to print for the summary of a comparison, ending in a newline.
    func text(for summary: ComparisonSummary) -> String {
        switch format {
        case .text, .tsv: return VisibleText.escaped(summary.description) + "\n"
        case .json:
            var members: [(String, String)] = [
                ("scripts", String(summary.count)),
                ("agreeing", String(summary.agreeing)),
                ("compared_digits", String(summary.limit)),
                ("mean_shared_digits", summary.meanSharedDigits.map { String($0) } ?? "null"),
            ]
            if let worst = summary.worst {
                members += [
                    ("fewest_shared_digits", String(worst.digits)), ("fewest_line", String(worst.line)),
                    ("fewest_script", JSONText.quoted(worst.script)),
                ]
            }
            return JSONText.object([("summary", JSONText.object(members))]) + "\n"
        }
    }

    /// Text from the input inside a tab-separated line: control characters (tab included) escaped.
    static func tsvField(_ text: String) -> String {
        VisibleText.escaped(text)
    }
}
