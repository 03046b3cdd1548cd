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
    /// A line that could not be read (unknown key, not an expression, malformed check line, not text),
    /// with its text as read (comment and spaces kept, so that the error's column points into it; empty
    /// when the text is not recorded or not text).
    case invalid(LineError, line: Int, script: String)
}
