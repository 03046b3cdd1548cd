/// A tape encodes its entries and capacity. Decoding checks them: a capacity of 0…1,000,000, at most
/// that many entries, and distinct positive ids below 2⁵³; the next id continues after the largest.
/// (Tapes saved with a `nextID` still decode; it is recomputed.)
extension Tape: Codable {
    private enum CodingKeys: String, CodingKey {
        case entries, capacity
    }

    /// The largest capacity a decoded tape may have.
    static let maximumDecodedCapacity = 1_000_000

    /// Decodes a tape, checking its entries.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let capacity = try container.decode(Int.self, forKey: .capacity)
        guard (0...Self.maximumDecodedCapacity).contains(capacity) else {
            throw DecodingError.dataCorruptedError(
                forKey: .capacity, in: container,
                debugDescription: "capacity \(capacity) is out of range (0...\(Self.maximumDecodedCapacity))")
        }
        let entries = try container.decode([TapeEntry].self, forKey: .entries)
        let ids = entries.map(\.id)
        guard entries.count <= capacity, ids.allSatisfy({ $0 >= 1 && $0 < 1 << 53 }), Set(ids).count == ids.count else {
            throw DecodingError.dataCorruptedError(
                forKey: .entries, in: container,
                debugDescription: "more entries than the capacity, or ids that are not distinct and positive")
        }
        self.init(capacity: capacity)
        self.entries = entries
        nextID = (ids.max() ?? 0) + 1
    }

    /// Encodes the entries and the capacity.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(entries, forKey: .entries)
        try container.encode(capacity, forKey: .capacity)
    }
}
