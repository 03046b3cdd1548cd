/// Two records' fields in one JSON object: `first`'s, then `second`'s (an evaluation's common fields and
/// its task's, or a record and what makes it invalid).
struct JoinedRecord<First: Encodable, Second: Encodable>: Encodable {
    var first: First
    var second: Second

    /// The fields of `first`, then those of `second`.
    init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func encode(to encoder: any Encoder) throws {
        try first.encode(to: encoder)
        try second.encode(to: encoder)
    }
}
