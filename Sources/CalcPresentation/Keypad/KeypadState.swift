/// The state a keypad's labels depend on: the `2nd` toggle, the angle unit, the clear key's label and
/// the highlighted operator.
///
/// `2nd` is keypad state only; the other three are read from the calculator with `update(from:)`.
/// ``perform(_:on:)`` does both: it presses a cell's key (or toggles `2nd`) and refreshes the state.
public struct KeypadState: Sendable, Hashable {
    /// Whether the scientific keypad shows its second functions (inverse trig, `2ˣ`, `log₂`, `mod`…).
    public var showsSecondFunctions: Bool
    /// The calculator's angle unit; the `Rad`/`Deg` key offers the other one.
    public var angleUnit: AngleUnit
    /// What the clear key shows: `AC` or `C`.
    public var clearKeyLabel: ClearKeyLabel
    /// The operator key to draw selected, if any.
    public var highlightedOperator: BinaryOperation?

    /// A keypad state; the defaults are those of a fresh calculator.
    public init(
        showsSecondFunctions: Bool = false,
        angleUnit: AngleUnit = .degrees,
        clearKeyLabel: ClearKeyLabel = .allClear,
        highlightedOperator: BinaryOperation? = nil
    ) {
        self.showsSecondFunctions = showsSecondFunctions
        self.angleUnit = angleUnit
        self.clearKeyLabel = clearKeyLabel
        self.highlightedOperator = highlightedOperator
    }

    /// The state matching `calculator`, with `2nd` as given.
    public init<Engine: CalculatorProtocol>(calculator: Engine, showsSecondFunctions: Bool = false) {
        self.init(showsSecondFunctions: showsSecondFunctions)
        update(from: calculator)
    }

    /// Copies the angle unit, the clear key's label and the highlighted operator from `calculator`.
    public mutating func update<Engine: CalculatorProtocol>(from calculator: Engine) {
        angleUnit = calculator.angleUnit
        clearKeyLabel = calculator.clearKeyLabel
        highlightedOperator = calculator.highlightedOperator
    }

    /// Performs a cell's action: presses its key on `calculator` or toggles `2nd`, then refreshes.
    public mutating func perform<Engine: CalculatorProtocol>(
        _ action: KeypadAction, on calculator: inout Engine
    ) {
        switch action {
        case .key(let key): calculator.press(key)
        case .toggleSecondFunctions: showsSecondFunctions.toggle()
        }
        update(from: calculator)
    }
}

/// A keypad state encodes its highlighted operator by the key's name (`"+"`), as it always has.
extension KeypadState: Codable {
    private enum CodingKeys: String, CodingKey {
        case showsSecondFunctions, angleUnit, clearKeyLabel, highlightedOperator
    }

    /// Decodes a keypad state.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            showsSecondFunctions: try container.decode(Bool.self, forKey: .showsSecondFunctions),
            angleUnit: try container.decode(AngleUnit.self, forKey: .angleUnit),
            clearKeyLabel: try container.decode(ClearKeyLabel.self, forKey: .clearKeyLabel),
            highlightedOperator: try container.decode(OptionalKeyNameCoded.self, forKey: .highlightedOperator)
                .wrappedValue
        )
    }

    /// Encodes a keypad state.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(showsSecondFunctions, forKey: .showsSecondFunctions)
        try container.encode(angleUnit, forKey: .angleUnit)
        try container.encode(clearKeyLabel, forKey: .clearKeyLabel)
        try container.encode(OptionalKeyNameCoded(wrappedValue: highlightedOperator), forKey: .highlightedOperator)
    }
}
