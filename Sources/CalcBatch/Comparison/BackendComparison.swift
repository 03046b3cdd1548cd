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
    /// How many of Double's significant digits are correct (at most 15,
    /// `DisplayComparison.correctSignificantDigits(of:reference:limit:)`); nil when a script was unreadable.
    public var sharedDigits: Int?
    /// Whether the exact backend's display shows the value exactly (no rounding).
    public var isExact: Bool

    /// Creates a comparison.
    public init(
        line: Int, script: String, double: String, mpfr: String, exact: String = "", sharedDigits: Int?,
        isExact: Bool = false
    ) {
        self.exact = exact
        self.isExact = isExact
        self.line = line
        self.script = script
        self.double = double
        self.mpfr = mpfr
        self.sharedDigits = sharedDigits
    }
}
