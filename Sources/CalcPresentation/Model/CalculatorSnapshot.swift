/// What a calculator's user interface shows at one moment: the display and the state of its keys.
public struct CalculatorSnapshot: Sendable, Hashable {
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

    /// The snapshot of a calculator.
    public init<Engine: CalculatorProtocol>(of calculator: Engine) {
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

/// A snapshot encodes its highlighted operator by the key's name (`"+"`), as it always has.
extension CalculatorSnapshot: Codable {
    private enum CodingKeys: String, CodingKey {
        case display, isError, highlightedOperator, clearKeyLabel, hasMemory, angleUnit, openParentheses
        case isShowingEntry
    }

    /// Decodes a snapshot.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        display = try container.decode(String.self, forKey: .display)
        isError = try container.decode(Bool.self, forKey: .isError)
        highlightedOperator = try container.decode(OptionalKeyNameCoded.self, forKey: .highlightedOperator).wrappedValue
        clearKeyLabel = try container.decode(ClearKeyLabel.self, forKey: .clearKeyLabel)
        hasMemory = try container.decode(Bool.self, forKey: .hasMemory)
        angleUnit = try container.decode(AngleUnit.self, forKey: .angleUnit)
        openParentheses = try container.decode(Int.self, forKey: .openParentheses)
        isShowingEntry = try container.decode(Bool.self, forKey: .isShowingEntry)
    }

    /// Encodes a snapshot.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(display, forKey: .display)
        try container.encode(isError, forKey: .isError)
        try container.encode(OptionalKeyNameCoded(wrappedValue: highlightedOperator), forKey: .highlightedOperator)
        try container.encode(clearKeyLabel, forKey: .clearKeyLabel)
        try container.encode(hasMemory, forKey: .hasMemory)
        try container.encode(angleUnit, forKey: .angleUnit)
        try container.encode(openParentheses, forKey: .openParentheses)
        try container.encode(isShowingEntry, forKey: .isShowingEntry)
    }
}
