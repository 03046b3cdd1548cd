import CalcBatch

/// The fields that end the record of a line that could not be read: `"invalid":true`, the column and
/// the message.
struct InvalidFields: Encodable {
    var invalid = true
    var column: Int
    var message: String

    /// The fields of `error`.
    init(_ error: LineError) {
        column = error.column
        message = error.message
    }
}
