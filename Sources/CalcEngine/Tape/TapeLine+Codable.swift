/// The expression line encodes its groups as arrays of tokens, an operand as `{"operand": "12"}` and an
/// operator as `{"operator": "+"}` (its key's name), with the current value's text and whether an
/// operation was used.
extension TapeLine: Codable {
    private enum CodingKeys: String, CodingKey {
        case levels, operand, operandIsAtomic, operandStandalone, hasOperation
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        levels = try container.decode([[Token]].self, forKey: .levels)
        if let text = try container.decodeIfPresent(String.self, forKey: .operand) {
            operand = TapeTerm(
                text: text, isAtomic: try container.decode(Bool.self, forKey: .operandIsAtomic),
                standalone: try container.decodeIfPresent(String.self, forKey: .operandStandalone))
        }
        hasOperation = try container.decode(Bool.self, forKey: .hasOperation)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(levels, forKey: .levels)
        try container.encodeIfPresent(operand?.text, forKey: .operand)
        try container.encodeIfPresent(operand?.isAtomic, forKey: .operandIsAtomic)
        try container.encodeIfPresent(operand?.standalone, forKey: .operandStandalone)
        try container.encode(hasOperation, forKey: .hasOperation)
    }
}

extension TapeLine.Token: Codable {
    private enum CodingKeys: String, CodingKey {
        case operand
        case operation = "operator"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let text = try container.decodeIfPresent(String.self, forKey: .operand) {
            self = .operand(text)
        } else {
            self = .operation(try container.decode(KeyNameCoded.self, forKey: .operation).wrappedValue)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .operand(let text): try container.encode(text, forKey: .operand)
        case .operation(let op): try container.encode(KeyNameCoded(wrappedValue: op), forKey: .operation)
        }
    }
}
