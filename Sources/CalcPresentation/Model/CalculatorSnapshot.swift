/// What a calculator's user interface shows at one moment: the display and the state of its keys.
public struct CalculatorSnapshot: Sendable, Hashable, Codable {
    /// The display text (a typed entry exactly as typed, a formatted value, or `Error`).
    public var display: String
    /// Whether the display shows `Error`.
    public var isError: Bool
    /// The operator key to highlight (just pressed, until an operand starts).
    public var highlightedOperator: BinaryOperation?
    /// `C` or `AC`.
    public var clearKeyLabel: ClearKeyLabel
    /// Whether memory holds a non-zero value (an "M" indicator).
    public var hasMemory: Bool
    /// The angle unit (a "Rad" indicator).
    public var angleUnit: AngleUnit
    /// How many parentheses are open.
    public var openParentheses: Int
    /// Whether the display shows a typed entry rather than a value.
    public var isShowingEntry: Bool

    /// The snapshot of a calculator whose backend was chosen at run time.
    public init(of calculator: AnyCalculator) {
        display = calculator.display
        isError = calculator.isError
        highlightedOperator = calculator.highlightedOperator
        clearKeyLabel = calculator.clearKeyLabel
        hasMemory = calculator.hasMemory
        angleUnit = calculator.angleUnit
        openParentheses = calculator.openParentheses
        isShowingEntry = calculator.isShowingEntry
    }

    /// The snapshot of a calculator.
    public init<Backend>(of calculator: Calculator<Backend>) {
        display = calculator.display
        isError = calculator.isError
        highlightedOperator = calculator.highlightedOperator
        clearKeyLabel = calculator.clearKeyLabel
        hasMemory = calculator.hasMemory
        angleUnit = calculator.angleUnit
        openParentheses = calculator.openParentheses
        isShowingEntry = calculator.isShowingEntry
    }
}
