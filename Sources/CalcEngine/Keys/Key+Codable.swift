/// A key encodes as Swift encodes an enum with associated values (`{"digit":{"_0":7}}`, `{"pi":{}}`), an
/// operator by its key name (`{"binary":{"_0":"+"}}`), the form keys have always been saved in.
extension Key: Codable {
    private enum CodingKeys: String, CodingKey {
        case digit, point, binary, equals, allClear, clear, backspace, negate, percent, function, pi, e, random
        case openParenthesis, closeParenthesis, memoryClear, memoryAdd, memorySubtract, memoryRecall
        case degrees, radians, gradians, literal, programmer, imaginaryUnit, angleFunction
    }

    /// The key of an associated value.
    private enum PayloadCodingKeys: String, CodingKey {
        case _0
    }

    /// Decodes a key.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let caseKey = container.allKeys.first else {
            throw DecodingError.typeMismatch(
                Key.self,
                DecodingError.Context(
                    codingPath: container.codingPath, debugDescription: "Invalid number of keys found, expected one."))
        }
        let payload = try container.nestedContainer(keyedBy: PayloadCodingKeys.self, forKey: caseKey)
        switch caseKey {
        case .digit:
            let value = try payload.decode(Int.self, forKey: ._0)
            guard let digit = Digit(value) else {
                throw DecodingError.dataCorruptedError(
                    forKey: ._0, in: payload, debugDescription: "\(value) is not a digit (0...9)")
            }
            self = .digit(digit)
        case .point: self = .point
        case .binary: self = .binary(try payload.decode(KeyNameCoded.self, forKey: ._0).wrappedValue)
        case .equals: self = .equals
        case .allClear: self = .allClear
        case .clear: self = .clear
        case .backspace: self = .backspace
        case .negate: self = .negate
        case .percent: self = .percent
        case .function: self = .function(try payload.decode(UnaryFunction.self, forKey: ._0))
        case .pi: self = .pi
        case .e: self = .e
        case .random: self = .random
        case .openParenthesis: self = .openParenthesis
        case .closeParenthesis: self = .closeParenthesis
        case .memoryClear: self = .memoryClear
        case .memoryAdd: self = .memoryAdd
        case .memorySubtract: self = .memorySubtract
        case .memoryRecall: self = .memoryRecall
        case .degrees: self = .degrees
        case .radians: self = .radians
        case .gradians: self = .gradians
        case .imaginaryUnit: self = .imaginaryUnit
        case .literal:
            let text = try payload.decode(String.self, forKey: ._0)
            guard let number = NumberLiteral(text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: ._0, in: payload, debugDescription: "not a decimal number: \(text)")
            }
            self = .literal(number)
        case .programmer:
            let name = try payload.decode(String.self, forKey: ._0)
            guard case .programmer(let key)? = Key(exactName: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: ._0, in: payload, debugDescription: "no programmer key named \(name)")
            }
            self = .programmer(key)
        case .angleFunction:
            let name = try payload.decode(String.self, forKey: ._0)
            guard case .angleFunction(let f, let unit)? = Key(exactName: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: ._0, in: payload, debugDescription: "no function key in an angle unit named \(name)")
            }
            self = .angleFunction(f, in: unit)
        }
    }

    /// Encodes a key.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let caseKey: CodingKeys
        switch self {
        case .digit(let d):
            var payload = container.nestedContainer(keyedBy: PayloadCodingKeys.self, forKey: .digit)
            try payload.encode(d.value, forKey: ._0)
            return
        case .binary(let operation):
            var payload = container.nestedContainer(keyedBy: PayloadCodingKeys.self, forKey: .binary)
            try payload.encode(KeyNameCoded(wrappedValue: operation), forKey: ._0)
            return
        case .function(let f):
            var payload = container.nestedContainer(keyedBy: PayloadCodingKeys.self, forKey: .function)
            try payload.encode(f, forKey: ._0)
            return
        case .literal(let number):
            var payload = container.nestedContainer(keyedBy: PayloadCodingKeys.self, forKey: .literal)
            try payload.encode(number.text, forKey: ._0)
            return
        case .programmer:
            var payload = container.nestedContainer(keyedBy: PayloadCodingKeys.self, forKey: .programmer)
            try payload.encode(name, forKey: ._0)
            return
        case .angleFunction:
            var payload = container.nestedContainer(keyedBy: PayloadCodingKeys.self, forKey: .angleFunction)
            try payload.encode(name, forKey: ._0)
            return
        case .point: caseKey = .point
        case .equals: caseKey = .equals
        case .allClear: caseKey = .allClear
        case .clear: caseKey = .clear
        case .backspace: caseKey = .backspace
        case .negate: caseKey = .negate
        case .percent: caseKey = .percent
        case .pi: caseKey = .pi
        case .e: caseKey = .e
        case .random: caseKey = .random
        case .openParenthesis: caseKey = .openParenthesis
        case .closeParenthesis: caseKey = .closeParenthesis
        case .memoryClear: caseKey = .memoryClear
        case .memoryAdd: caseKey = .memoryAdd
        case .memorySubtract: caseKey = .memorySubtract
        case .memoryRecall: caseKey = .memoryRecall
        case .degrees: caseKey = .degrees
        case .radians: caseKey = .radians
        case .gradians: caseKey = .gradians
        case .imaginaryUnit: caseKey = .imaginaryUnit
        }
        _ = container.nestedContainer(keyedBy: PayloadCodingKeys.self, forKey: caseKey)
    }
}
