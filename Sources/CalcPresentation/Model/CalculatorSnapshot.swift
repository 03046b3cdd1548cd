/// What a calculator's user interface shows at one moment: the engine's `CalculatorScreen`.
public typealias CalculatorSnapshot = CalculatorScreen

extension CalculatorScreen {
    /// The screen of a calculator (its `CalculatorProtocol.screen`).
    public init<Engine: CalculatorProtocol>(of calculator: Engine) {
        self = calculator.screen
    }
}

/// A screen encodes its highlighted operator by the key's name (`"+"`), as snapshots always have; its
/// fraction (`"1/3"`) only when it has one, so documents written before fractions decode with none.
extension CalculatorScreen: Codable {
    private enum CodingKeys: String, CodingKey {
        case display, kind, isExact, isApproximate, highlightedOperator, clearKeyLabel, hasMemory, angleUnit
        case openParentheses, fraction
    }

    /// Decodes a screen.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            display: try container.decode(String.self, forKey: .display),
            kind: try container.decode(DisplayKind.self, forKey: .kind),
            isExact: try container.decode(Bool.self, forKey: .isExact),
            isApproximate: try container.decode(Bool.self, forKey: .isApproximate),
            highlightedOperator: try container.decode(OptionalKeyNameCoded.self, forKey: .highlightedOperator)
                .wrappedValue,
            clearKeyLabel: try container.decode(ClearKeyLabel.self, forKey: .clearKeyLabel),
            hasMemory: try container.decode(Bool.self, forKey: .hasMemory),
            openParentheses: try container.decode(Int.self, forKey: .openParentheses),
            angleUnit: try container.decode(AngleUnit.self, forKey: .angleUnit),
            fraction: try container.decodeIfPresent(String.self, forKey: .fraction))
    }

    /// Encodes a screen.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(display, forKey: .display)
        try container.encode(kind, forKey: .kind)
        try container.encode(isExact, forKey: .isExact)
        try container.encode(isApproximate, forKey: .isApproximate)
        try container.encode(OptionalKeyNameCoded(wrappedValue: highlightedOperator), forKey: .highlightedOperator)
        try container.encode(clearKeyLabel, forKey: .clearKeyLabel)
        try container.encode(hasMemory, forKey: .hasMemory)
        try container.encode(angleUnit, forKey: .angleUnit)
        try container.encode(openParentheses, forKey: .openParentheses)
        try container.encodeIfPresent(fraction, forKey: .fraction)
    }
}
