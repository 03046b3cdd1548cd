import CalcEngine

/// What evaluating one script line gave.
public struct ScriptResult: Sendable, Hashable {
    /// The 1-based line number in its input.
    public var line: Int
    /// The script as written (without its comment).
    public var script: String
    /// The final display, or `?` when the script could not be read.
    public var display: String
    /// Everything a result says beside its display, out of line, and nil while every field has its default.
    ///
    /// A batch's plain evaluation sets none of it, and a result is moved and destroyed a few times a line:
    /// kept inline, the fields made a result 145 bytes and nine references, copied with `memcpy` and
    /// released one by one on every move.
    private var boxedDetails: BoxedDetails?

    /// The display after every key, when tracing.
    public var trace: [String]? {
        get { boxedDetails?.details.trace }
        set { details.trace = newValue }
    }
    /// The keys, when tracing (to print beside the trace).
    public var keyNames: [String]? {
        get { boxedDetails?.details.keyNames }
        set { details.keyNames = newValue }
    }
    /// Whether the display shows the exact value (exact backend only).
    public var isExact: Bool {
        get { boxedDetails?.details.isExact ?? Details.defaults.isExact }
        set { details.isExact = newValue }
    }
    /// The display as a fraction (`1/3`) when the settings' `fractions` show one for this result
    /// (the calculator's `fractionDisplay`); nil otherwise.
    public var fraction: String? {
        get { boxedDetails?.details.fraction }
        set { details.fraction = newValue }
    }
    /// Whether the displayed digits could not all be verified (with verified digits only).
    public var isApproximate: Bool {
        get { boxedDetails?.details.isApproximate ?? Details.defaults.isApproximate }
        set { details.isApproximate = newValue }
    }
    /// Whether each display of ``trace`` could not all be verified, when tracing with verified digits.
    public var approximateTrace: [Bool]? {
        get { boxedDetails?.details.approximateTrace }
        set { details.approximateTrace = newValue }
    }
    /// For an expression: its key translation, as a key script (`( [30] + [60] ) sin =`).
    public var keys: String? {
        get { boxedDetails?.details.keys }
        set { details.keys = newValue }
    }
    /// The parts of a complex result, each as the display shows a real number; nil for a real result.
    public var complex: ComplexDisplay? {
        get { boxedDetails?.details.complex }
        set { details.complex = newValue }
    }
    /// Why the display is `Error` (the calculator's `errorReason`), when details
    /// are recorded; nil otherwise.
    public var errorReason: ArithmeticError? {
        get { boxedDetails?.details.errorReason }
        set { details.errorReason = newValue }
    }

    /// In programmer mode, the word format at the end of the line (keys may change its radix, width and
    /// signedness: `255 hex` ends in hexadecimal), when details are recorded; nil otherwise.
    public var wordFormat: WordFormat? {
        get { boxedDetails?.details.wordFormat }
        set { details.wordFormat = newValue }
    }

    /// Creates a result.
    public init(line: Int, script: String, display: String, trace: [String]? = nil, keyNames: [String]? = nil) {
        self.line = line
        self.script = script
        self.display = display
        if trace != nil || keyNames != nil {
            boxedDetails = .details(Details(trace: trace, keyNames: keyNames))
        }
    }

    /// Whether the display is `Error`.
    public var isError: Bool { display == "Error" }

    /// The fields beside the display.
    private struct Details: Sendable, Hashable {
        var trace: [String]?
        var keyNames: [String]?
        var isExact = false
        var fraction: String?
        var isApproximate = false
        var approximateTrace: [Bool]?
        var keys: String?
        var complex: ComplexDisplay?
        var errorReason: ArithmeticError?
        var wordFormat: WordFormat?

        /// Every field at its default: stored as no box, so that a result equals (and hashes as) one whose
        /// details were never set.
        static let defaults = Details()
    }

    /// The details in a box of their own.
    private indirect enum BoxedDetails: Sendable, Hashable {
        case details(Details)

        /// The details in the box.
        var details: Details {
            switch self {
            case .details(let details): details
            }
        }
    }

    /// The details, read from the box or the defaults; written back boxed, or as no box when every field
    /// is at its default (the only form of "no details", so that synthesized equality compares fields).
    private var details: Details {
        get { boxedDetails?.details ?? .defaults }
        set {
            boxedDetails = newValue == .defaults ? nil : .details(newValue)
        }
    }
}
