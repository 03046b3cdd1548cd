import CalcEngine

/// What one input line gave.
public enum LineOutcome: Sendable, Hashable {
    /// A blank or comment-only line: no output.
    case blank
    /// An evaluated script.
    case result(ScriptResult)
    /// A script compared on Double and MPFR.
    case comparison(BackendComparison)
    /// A checked line.
    case check(CheckOutcome)
    /// A line that could not be read (unknown key, malformed check line).
    case invalid(KeyScriptError, line: Int, script: String)
}
