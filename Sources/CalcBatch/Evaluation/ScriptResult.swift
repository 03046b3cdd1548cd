import CalcEngine

/// What evaluating one script line gave.
public struct ScriptResult: Sendable, Hashable {
    /// The 1-based line number in its input.
    public var line: Int
    /// The script as written (without its comment).
    public var script: String
    /// The final display, or `?` when the script could not be read.
    public var display: String
    /// The display after every key, when tracing.
    public var trace: [String]?
    /// The keys, when tracing (to print beside the trace).
    public var keyNames: [String]?
    /// Whether the display shows the exact value (exact backend only).
    public var isExact: Bool = false
    /// The display as a fraction (`1/3`) when the settings' `fractions` show one for this result
    /// (the calculator's `fractionDisplay`); nil otherwise.
    public var fraction: String?
    /// Whether the displayed digits could not all be verified (with verified digits only).
    public var isApproximate: Bool = false
    /// Whether each display of ``trace`` could not all be verified, when tracing with verified digits.
    public var approximateTrace: [Bool]?
    /// For an expression: its key translation, as a key script (`( [30] + [60] ) sin =`).
    public var keys: String?
    /// The parts of a complex result, each as the display shows a real number; nil for a real result.
    public var complex: ComplexDisplay?
    /// Why the display is `Error` (the calculator's `errorReason`), when details
    /// are recorded; nil otherwise.
    public var errorReason: ArithmeticError?

    /// Creates a result.
    public init(line: Int, script: String, display: String, trace: [String]? = nil, keyNames: [String]? = nil) {
        self.line = line
        self.script = script
        self.display = display
        self.trace = trace
        self.keyNames = keyNames
    }

    /// Whether the display is `Error`.
    public var isError: Bool { display == "Error" }
}
