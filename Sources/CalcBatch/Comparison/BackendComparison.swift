import CalcEngine

/// One script evaluated on Double, on MPFR and on the exact backend (calc-eval's `--compare`).
public struct BackendComparison: Sendable, Hashable {
    /// The 1-based line number in its input.
    public var line: Int
    /// The script as written.
    public var script: String
    /// Double's final display.
    public var double: String
    /// MPFR's final display.
    public var mpfr: String
    /// The exact backend's final display (same precision and digits as MPFR).
    public var exact: String
    /// Leading significant digits the two share (over Double's digits), nil when a script was unreadable.
    public var sharedDigits: Int?

    /// Creates a comparison.
    public init(line: Int, script: String, double: String, mpfr: String, exact: String = "", sharedDigits: Int?) {
        self.exact = exact
        self.line = line
        self.script = script
        self.double = double
        self.mpfr = mpfr
        self.sharedDigits = sharedDigits
    }
}
