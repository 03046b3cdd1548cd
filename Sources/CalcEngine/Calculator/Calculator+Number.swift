extension Calculator {
    /// A value the calculator holds (entry, operands, memory, the repeated operand) and whether it is
    /// exact: equal to the true result of the keys that made it, as the exactness rules establish.
    ///
    /// Exactness decides the cancellation rule (a sum of two exact values is never snapped to 0) and the
    /// snapping of arguments near singular points (exact values are never moved), and it is what
    /// ``Calculator/isDisplayExact`` reports.
    struct Number: Sendable {
        var value: Value
        var isExact: Bool
    }
}

/// A number encodes as `{"isExact": Bool, "value": V}`; a bare value (how calculators were saved before
/// values carried their exactness) decodes as an inexact number. (`isExact`, not `exact`: an
/// `ExactValue` encodes its own `exact` case.)
extension Calculator.Number: Codable where Backend.Value: Codable {
    private enum CodingKeys: String, CodingKey {
        case isExact, value
    }

    init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: CodingKeys.self), container.contains(.isExact) {
            value = try container.decode(Backend.Value.self, forKey: .value)
            isExact = try container.decode(Bool.self, forKey: .isExact)
        } else {
            value = try Backend.Value(from: decoder)
            isExact = false
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(isExact, forKey: .isExact)
        try container.encode(value, forKey: .value)
    }
}
