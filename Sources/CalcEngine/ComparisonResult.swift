/// One script evaluated on Double and on MPFR (calc-eval's `--compare`).
public struct ComparisonResult: Sendable, Hashable {
    /// The 1-based line number in its input.
    public var line: Int
    /// The script as written.
    public var script: String
    /// Double's final display.
    public var double: String
    /// MPFR's final display.
    public var mpfr: String
    /// Leading significant digits the two share (over Double's digits), nil when a script was unreadable.
    public var sharedDigits: Int?

    /// Creates a comparison.
    public init(line: Int, script: String, double: String, mpfr: String, sharedDigits: Int?) {
        self.line = line
        self.script = script
        self.double = double
        self.mpfr = mpfr
        self.sharedDigits = sharedDigits
    }
}
