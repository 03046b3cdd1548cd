/// Keys by their packed name (``Key/packedName(_:)``): open addressing with a multiplicative hash and
/// linear probing, so that looking up a key script's token costs a multiplication and a comparison or
/// two. A `[UInt64: Key]` dictionary hashed every token with SipHash, about 350 instructions a token.
struct PackedNameTable: Sendable {
    /// The packed names, 0 where a slot is empty (a packed name is never 0: its top byte is the name's
    /// length, at least 1).
    private let names: [UInt64]
    /// The key of each slot (a placeholder where the slot is empty).
    private let keys: [Key]
    /// 64 − log₂ of the slot count: the hash is the top bits of the product.
    private let shift: UInt64

    /// A table of `entries`, at most a quarter full; a later entry with the same packed name replaces an
    /// earlier one.
    init(_ entries: [(packedName: UInt64, key: Key)]) {
        var bits: UInt64 = 4
        while (1 << bits) < 4 * max(entries.count, 1) { bits += 1 }
        let count = 1 << Int(bits)
        var names = [UInt64](repeating: 0, count: count)
        var keys = [Key](repeating: .equals, count: count)
        let shift = 64 - bits
        for (packed, key) in entries where packed != 0 {
            var slot = Self.slot(of: packed, shift: shift)
            while names[slot] != 0 && names[slot] != packed { slot = (slot + 1) & (count - 1) }
            names[slot] = packed
            keys[slot] = key
        }
        self.names = names
        self.keys = keys
        self.shift = shift
    }

    /// The key of this packed name, or nil.
    func key(for packed: UInt64) -> Key? {
        guard packed != 0 else { return nil }
        let mask = names.count - 1
        var slot = Self.slot(of: packed, shift: shift)
        while true {
            let name = names[slot]
            if name == packed { return keys[slot] }
            if name == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// The first slot to probe: the top bits of the name times 2⁶⁴/φ (Fibonacci hashing).
    private static func slot(of packed: UInt64, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (packed &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }
}
