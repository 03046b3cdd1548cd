/// A binary operation that encodes as the name of its key (`+`, `-`, `*`, `/`, `pow`, `root`, `EE`), the
/// form a saved calculator has always stored its operators in.
@propertyWrapper
struct KeyNameCoded: Sendable, Hashable {
    var wrappedValue: BinaryOperation

    init(wrappedValue: BinaryOperation) { self.wrappedValue = wrappedValue }
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
