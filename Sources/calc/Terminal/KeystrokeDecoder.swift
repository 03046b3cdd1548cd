/// Turns the bytes read from the terminal into ``Keystroke``s.
///
/// - ESC followed by `[` starts a CSI sequence that ends at a byte in 0x40…0x7E (`ESC [ 3 ~`); ESC
///   followed by `O` and one more byte is an SS3 sequence (`ESC O M`); any other ESC is the Escape key.
///   A terminal sends a sequence in one piece, so on a terminal a sequence is only recognised within
///   one chunk (a lone ESC at the end of a chunk is the Escape key at once). Script input arrives in
///   arbitrary chunks: with `keepsIncompleteSequences`, a sequence cut at the end of a chunk (at most
///   ``longestKeptSequence`` bytes) waits for the next chunk, and ``finish()`` decodes what is left.
/// - UTF-8 characters (`×`, `÷`, `π`) may be split across chunks: the incomplete tail is kept for the
///   next call (and dropped if the input ends there). Invalid bytes are dropped.
struct KeystrokeDecoder: Sendable {
    private var pending: [UInt8] = []
    private let keepsIncompleteSequences: Bool

    /// The longest escape sequence kept for the next chunk; a longer unfinished one is decoded as it is,
    /// so that what is kept between chunks stays small whatever the input.
    static let longestKeptSequence = 64

    /// A decoder with nothing pending; `keepsIncompleteSequences` for input that is not a terminal.
    init(keepsIncompleteSequences: Bool = false) {
        self.keepsIncompleteSequences = keepsIncompleteSequences
    }

    /// The keystrokes left at the end of the input: an unfinished escape sequence decoded as it is (an
    /// ESC alone is the Escape key); an incomplete UTF-8 character is dropped.
    mutating func finish() -> [Keystroke] {
        var last = KeystrokeDecoder()
        defer { pending = [] }
        return last.decode(pending)
    }

    /// The keystrokes in `chunk`, after whatever an earlier chunk left incomplete.
    mutating func decode(_ chunk: some Sequence<UInt8>) -> [Keystroke] {
        let bytes = pending + Array(chunk)
        pending = []
        var keystrokes: [Keystroke] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                if keepsIncompleteSequences && bytes.count - index <= Self.longestKeptSequence
                    && Self.isUnfinishedEscape(bytes[index...])
                {
                    pending = Array(bytes[index...])
                    return keystrokes
                }
                index = decodeEscape(bytes, at: index, into: &keystrokes)
                continue
            case 0x0D: keystrokes.append(.enter)
            case 0x0A: keystrokes.append(.lineFeed)
            case 0x09: keystrokes.append(.tab)
            case 0x7F, 0x08: keystrokes.append(.backspace)
            case 0x00..<0x20: keystrokes.append(.control(byte))
            case 0x20..<0x7F: keystrokes.append(.character(Character(Unicode.Scalar(byte))))
            default:
                let length = Self.sequenceLength(lead: byte)
                guard length > 1 else {
                    index += 1
                    continue
                }
                guard index + length <= bytes.count else {
                    pending = Array(bytes[index...])
                    return keystrokes
                }
                let slice = bytes[index..<(index + length)]
                if slice.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
                    let text = String(validating: slice, as: UTF8.self)
                {
                    keystrokes.append(contentsOf: text.map { Keystroke.character($0) })
                    index += length
                } else {
                    index += 1
                }
                continue
            }
            index += 1
        }
        return keystrokes
    }

    /// Decodes the ESC at `index`: a sequence or the Escape key. Returns the index after it.
    private func decodeEscape(_ bytes: [UInt8], at index: Int, into keystrokes: inout [Keystroke]) -> Int {
        let next = index + 1
        if next < bytes.count, bytes[next] == UInt8(ascii: "[") {
            var end = next + 1
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            let last = min(end, bytes.count - 1)
            keystrokes.append(.sequence(String(decoding: bytes[next...last], as: UTF8.self)))
            return last + 1
        }
        if next + 1 < bytes.count, bytes[next] == UInt8(ascii: "O") {
            keystrokes.append(.sequence(String(decoding: bytes[next...(next + 1)], as: UTF8.self)))
            return next + 2
        }
        keystrokes.append(.escape)
        return next
    }

    /// Whether `tail`, starting at an ESC, ends before its sequence does: ESC alone, `ESC O` alone, or
    /// `ESC [` without its final byte.
    private static func isUnfinishedEscape(_ tail: ArraySlice<UInt8>) -> Bool {
        let start = tail.startIndex
        guard tail.count > 1 else { return true }
        switch tail[start + 1] {
        case UInt8(ascii: "["): return !tail.dropFirst(2).contains { (0x40...0x7E).contains($0) }
        case UInt8(ascii: "O"): return tail.count == 2
        default: return false
        }
    }

    /// The length of the UTF-8 sequence a lead byte starts; 1 for a byte that cannot start one.
    private static func sequenceLength(lead: UInt8) -> Int {
        switch lead {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
    }
}
