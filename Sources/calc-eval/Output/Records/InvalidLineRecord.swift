import CalcBatch

/// The JSON Lines record of a line that could not be read: the fields its task's record has (its display
/// `?`), then `"invalid": true`, the column and the message.
struct InvalidLineRecord<Fields: Encodable>: Encodable {
    /// The fields of the task's record.
    var fields: Fields
    var column: Int
    var message: String

    enum CodingKeys: String, CodingKey {
        case invalid, column, message
    }

    /// The record of `error` after `fields`.
    init(_ fields: Fields, error: LineError) {
        self.fields = fields
        column = error.column
        message = error.message
    }

    func encode(to encoder: any Encoder) throws {
        try fields.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(true, forKey: .invalid)
        try container.encode(column, forKey: .column)
        try container.encode(message, forKey: .message)
    }
}
