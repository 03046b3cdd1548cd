/// A quick test of whether a name may be one of a small set of words: 256 bits, one for each hash of a
/// word's length and its first and last bytes. A name whose bit is clear is in no word of the set, so the
/// parser skips the dictionaries for it (`sin`, `sqrt`, `pi`: nearly every name); a set bit only means
/// "look it up".
struct ExpressionNameFilter: Sendable {
    private var low: (UInt64, UInt64) = (0, 0)
    private var high: (UInt64, UInt64) = (0, 0)

    /// A filter that passes every word of `words` (which are compared as they are: lower case).
    init(_ words: some Sequence<String>) {
        for word in words { insert(Self.slot(of: word)) }
    }

    /// Whether `name` may be in the set (false: it is not).
    func mayContain(_ name: String) -> Bool {
        let slot = Self.slot(of: name)
        let bit = UInt64(1) << UInt64(slot & 63)
        switch slot >> 6 {
        case 0: return low.0 & bit != 0
        case 1: return low.1 & bit != 0
        case 2: return high.0 & bit != 0
        default: return high.1 & bit != 0
        }
    }

    private mutating func insert(_ slot: Int) {
        let bit = UInt64(1) << UInt64(slot & 63)
        switch slot >> 6 {
        case 0: low.0 |= bit
        case 1: low.1 |= bit
        case 2: high.0 |= bit
        default: high.1 |= bit
        }
    }

    /// The word's bit, 0 ..< 256, from its UTF-8 length and first and last bytes.
    private static func slot(of word: String) -> Int {
        let utf8 = word.utf8
        let first = Int(utf8.first ?? 0)
        let last = Int(utf8.last ?? 0)
        return (utf8.count &* 37 &+ first &* 11 &+ last) & 255
    }
}
