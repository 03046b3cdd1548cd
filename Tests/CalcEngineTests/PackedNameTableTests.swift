import Testing
@testable import CalcEngine

/// `PackedNameTable`, the key scripts' lookup of short key names.
@Suite struct PackedNameTableTests {
    /// Every key name and symbol is found as `Key(exactName:)` finds it (those of at most 7 bytes in the
    /// table, longer ones by the dictionary), and a name finds its own key.
    @Test func findsEveryKeyName() {
        for key in Key.allKeys {
            for name in [key.name] + key.symbols {
                var bytes = name
                let found = bytes.withUTF8 { Key.named(utf8: $0) }
                #expect(found == Key(exactName: name), "\(name)")
                if name == key.name { #expect(found == key, "\(name)") }
            }
        }
    }

    /// Names that collide in their first slot are all found; absent names, and 0, are not.
    @Test func probesPastCollisionsAndStopsAtEmptySlots() {
        // 64 entries in a table of 256 slots: some share a first slot.
        let entries = (1...64).map { (packedName: UInt64($0) << 56 | UInt64($0 &* 2_654_435_761), key: Key.equals) }
        let keys: [Key] = [.equals, .point, .pi, .e]
        let table = PackedNameTable(entries.enumerated().map { ($1.packedName, keys[$0 % keys.count]) })
        for (index, entry) in entries.enumerated() {
            #expect(table.key(for: entry.packedName) == keys[index % keys.count])
        }
        #expect(table.key(for: 0) == nil)
        #expect(table.key(for: 65 << 56) == nil)
        #expect(PackedNameTable([]).key(for: 1 << 56) == nil)
    }
}
