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
        switch format {
        case .text:
            var text = result.display + "\n"
            if let trace = result.trace, let keys = result.keyNames {
                for (key, display) in zip(keys, trace) { text += "  \(key) → \(display)\n" }
            }
            return text
        case .tsv:
            var text = "\(result.line)\t\(Self.tsvField(result.script))\t\(result.display)"
            if let trace = result.trace { text += "\t" + trace.joined(separator: " | ") }
            return text + "\n"
        case .json:
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
            if let trace = result.trace {
                members.append(("trace", "[" + trace.map(JSONText.quoted).joined(separator: ",") + "]"))
            }
            return JSONText.object(members) + "\n"
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
            return "\(comparison.script)\tdouble: \(comparison.double)\tmpfr: \(comparison.mpfr)\tshared digits: \(comparison.sharedDigits.map(String.init) ?? "-")\texact: \(comparison.exact)\n"
        case .tsv:
            return "\(comparison.line)\t\(Self.tsvField(comparison.script))\t\(comparison.double)\t\(comparison.mpfr)\t\(comparison.sharedDigits.map(String.init) ?? "-")\t\(comparison.exact)\n"
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
        case .text, .tsv: return summary.description + "\n"
        case .json:
            var members: [(String, String)] = [
                ("scripts", String(summary.count)),
                ("agreeing", String(summary.agreeing)),
                ("compared_digits", String(summary.limit)),
                ("mean_shared_digits", summary.meanSharedDigits.map { String($0) } ?? "null"),
            ]
            if let worst = summary.worst {
                members += [("fewest_shared_digits", String(worst.digits)), ("fewest_line", String(worst.line)),
                            ("fewest_script", JSONText.quoted(worst.script))]
            }
            return JSONText.object([("summary", JSONText.object(members))]) + "\n"
        }
    }

    private static func tsvField(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0 == "\n" ? " " : $0 })
    }
}
