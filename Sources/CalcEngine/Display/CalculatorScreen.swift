/// Everything a calculator's screen shows after a key, computed at once: the display and what
/// surrounds it (the highlighted operator, the clear key's label, the memory and angle indicators).
///
/// Read ``Calculator/screen`` once after each key, keep it, and bind the views to it: the display is
/// formatted once, and every flag comes from the same state.
///
/// ```swift
/// calculator.press(.equals)
/// let screen = calculator.screen
/// label.text = screen.display          // "14"
/// resultFont = screen.kind == .result  // true
/// ```
public struct CalculatorScreen: Sendable, Hashable {
    /// The display text: a typed entry exactly as typed, a formatted value, or `Error`.
    public var display: String
    /// Whether the display shows an entry, a value, the result of `=`, or `Error`.
    public var kind: DisplayKind
    /// Whether the display shows its value exactly (the value is exact and its digits show it all).
    public var isExact: Bool
    /// Whether the displayed digits could not all be proven (verified digits only): an approximation.
    public var isApproximate: Bool
    /// The operator key to highlight: the one just pressed, until an operand starts.
    public var highlightedOperator: BinaryOperation?
    /// What the clear key shows: `C` when there is a current operand to clear, else `AC`.
    public var clearKeyLabel: ClearKeyLabel
    /// Whether memory holds a non-zero value (an "M" indicator).
    public var hasMemory: Bool
    /// How many parentheses are open.
    public var openParentheses: Int
    /// The angle unit of trigonometric keys (a "Rad" indicator).
    public var angleUnit: AngleUnit
    /// The display as a fraction (`1/3`, `1 1/2`) under the calculator's fraction setting, or nil when
    /// the decimal ``display`` stands alone (``Calculator/fractionDisplay``).
    public var fraction: String?

    /// A screen; a calculator makes its own (``Calculator/screen``).
    public init(
        display: String, kind: DisplayKind, isExact: Bool, isApproximate: Bool,
        highlightedOperator: BinaryOperation?, clearKeyLabel: ClearKeyLabel, hasMemory: Bool, openParentheses: Int,
        angleUnit: AngleUnit, fraction: String? = nil
    ) {
        self.display = display
        self.kind = kind
        self.isExact = isExact
        self.isApproximate = isApproximate
        self.highlightedOperator = highlightedOperator
        self.clearKeyLabel = clearKeyLabel
        self.hasMemory = hasMemory
        self.openParentheses = openParentheses
        self.angleUnit = angleUnit
        self.fraction = fraction
    }

    /// Whether the display shows `Error`.
    public var isError: Bool { kind == .error }

    /// Whether the display shows a typed entry (exactly as typed) rather than a formatted value.
    public var isShowingEntry: Bool { kind == .entry }

    /// Whether the display shows the result of `=`.
    public var isResult: Bool { kind == .result }
}
