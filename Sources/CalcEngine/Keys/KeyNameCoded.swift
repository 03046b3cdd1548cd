/// A binary operation that encodes as the name of its key (`+`, `-`, `*`, `/`, `pow`, `root`, `EE`), the
/// form a saved calculator has always stored its operators in.
@propertyWrapper
struct KeyNameCoded: Sendable, Hashable {
    var wrappedValue: BinaryOperation
}

extension KeyNameCoded: Codable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let operation = BinaryOperation(keyName: name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "no operator key named \(name)")
        }
        wrappedValue = operation
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue.keyName)
    }
}

/// A binary operation or none that encodes as the name of its key (`+`, `EE`) and is left out when nil:
/// the form saved keypad states, snapshots and tapes have always stored a highlighted operator in.
///
/// For the package's presentation types; their own synthesized `Codable` uses it through the container
/// methods below.
@propertyWrapper
package struct OptionalKeyNameCoded: Sendable, Hashable, Codable {
    package var wrappedValue: BinaryOperation?

    package init(wrappedValue: BinaryOperation?) { self.wrappedValue = wrappedValue }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? nil : try container.decode(KeyNameCoded.self).wrappedValue
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let operation = wrappedValue {
            try container.encode(KeyNameCoded(wrappedValue: operation))
        } else {
            try container.encodeNil()
        }
    }
}

extension KeyedEncodingContainer {
    /// Encodes an operator by its key name, nothing when there is none.
    package mutating func encode(_ value: OptionalKeyNameCoded, forKey key: Key) throws {
        if let operation = value.wrappedValue { try encode(KeyNameCoded(wrappedValue: operation), forKey: key) }
    }
}

extension KeyedDecodingContainer {
    /// Decodes an operator by its key name, nil when the key is missing.
    package func decode(_ type: OptionalKeyNameCoded.Type, forKey key: Key) throws -> OptionalKeyNameCoded {
        OptionalKeyNameCoded(wrappedValue: try decodeIfPresent(KeyNameCoded.self, forKey: key)?.wrappedValue)
    }
}
