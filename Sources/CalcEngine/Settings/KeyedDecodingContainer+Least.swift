extension KeyedDecodingContainer {
    /// The integer at `key` when it is at least `least`; a smaller one is refused with a
    /// `DecodingError` saying `why` (a count or size that setting would correct, but that a document
    /// must not change silently).
    package func decode(_: Int.Type, forKey key: Key, atLeast least: Int, why: String) throws -> Int {
        let value = try decode(Int.self, forKey: key)
        guard value >= least else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: why)
        }
        return value
    }
}
