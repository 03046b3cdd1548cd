/// Turns the bytes read from the terminal into ``Keystroke``s.
///
/// - ESC followed by `[` starts a CSI sequence that ends at a byte in 0x40…0x7E (`ESC [ 3 ~`); ESC
///   followed by `O` and one more byte is an SS3 sequence (`ESC O M`); any other ESC is the Escape key.
///   A terminal sends a sequence in one piece, so on a terminal a sequence is only recognised within
///   one chunk (a lone ESC at the end of a chunk is the Escape key at once). Script input arrives in
///   arbitrary chunks: with `keepsIncompleteSequences`, a sequence cut at the end of a chunk (at most
///   ``longestKeptSequence`` bytes) waits for the next chunk, and ``finish()`` decodes what is left.
/// - UTF-8 characters (`×`, `÷`, `π`) may be split across chunks: the incomplete tail is kept for the
///   next call (and dropped if the input ends there). An invalid byte is U+FFFD (`�`), which presses
///   no key and which line mode reports (`:1\xff2` is not 12).
/// - A bracketed paste (`ESC [ 200 ~`, the text, `ESC [ 201 ~`, which a terminal sends for a paste once
///   calc has asked for it) is one ``Keystroke/paste(_:)`` of the whole text, however many chunks it
///   takes: the pasted characters are never keys of their own (a pasted `q` does not quit). A Ctrl-C
///   drops a paste still being read (whose end marker may never come) and acts as Ctrl-C.
struct KeystrokeDecoder: Sendable {
    private var pending: [UInt8] = []
    private let keepsIncompleteSequences: Bool
    /// The bytes of a paste begun and not yet ended (nil outside one), at most ``longestPaste``.
    private var pasted: [UInt8]?
    /// Whether the paste being read has gone beyond ``longestPaste`` bytes.
    private var pasteIsTooLong = false

    /// The longest paste taken, in bytes (1 MiB: some 500,000 keys, ten times what calc queues): a
    /// longer one is refused whole, so that memory stays bounded whatever is pasted.
    static let longestPaste = 1 << 20
    /// What calc says of a paste longer than ``longestPaste``.
    static let pasteTooLongMessage = "Cannot paste: longer than \(longestPaste) bytes."
    /// What a terminal sends before pasted text, after ESC.
    static let pasteStart = "[200~"
    /// What a terminal sends after pasted text.
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

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
        defer {
            pending = []
            pasted = nil
            pasteIsTooLong = false
        }
        // A paste the input ends inside is taken as it is, as an unfinished sequence is.
        if pasted != nil { return [pasteKeystroke()] }
        var last = KeystrokeDecoder()
        return last.decode(pending)
    }

    /// The keystrokes in `chunk`, after whatever an earlier chunk left incomplete.
    mutating func decode(_ chunk: some Sequence<UInt8>) -> [Keystroke] {
        let bytes = pending + Array(chunk)
        pending = []
        var keystrokes: [Keystroke] = []
        var index = 0
        while index < bytes.count {
            if pasted != nil {
                guard let (end, interrupted) = readPaste(bytes, from: index) else { return keystrokes }
                // A Ctrl-C drops the paste and is read as itself next.
                if !interrupted { keystrokes.append(pasteKeystroke()) }
                pasted = nil
                pasteIsTooLong = false
                index = end
                continue
            }
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
                if keystrokes.last == .sequence(Self.pasteStart) {
                    keystrokes.removeLast()
                    pasted = []
                }
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
                    // An invalid byte is U+FFFD, which no key has: line mode then says where it is.
                    keystrokes.append(.character("\u{FFFD}"))
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
                    keystrokes.append(.character("\u{FFFD}"))
                    index += 1
                }
                continue
            }
            index += 1
        }
        return keystrokes
    }

    /// Adds the bytes of the paste being read from `bytes[start...]` up to its end marker, and returns
    /// the index after the marker; nil when the chunk ends first (a tail that may begin the marker is
    /// kept in `pending` for the next chunk). A Ctrl-C (a byte a terminal does not paste, so the user's
    /// own) interrupts the paste: then the index is the Ctrl-C's, and `interrupted` true, so that a paste
    /// whose end never comes cannot keep calc from quitting.
    private mutating func readPaste(_ bytes: [UInt8], from start: Int) -> (end: Int, interrupted: Bool)? {
        let end = Self.pasteEnd
        var index = start
        while index < bytes.count {
            if bytes[index] == 0x03 { return (index, true) }
            if bytes[index] == 0x1B {
                let tail = bytes[index...]
                if tail.starts(with: end) {
                    append(bytes[start..<index])
                    return (index + end.count, false)
                }
                if end.starts(with: tail) {
                    // The marker may continue in the next chunk.
                    append(bytes[start..<index])
                    pending = Array(tail)
                    return nil
                }
            }
            index += 1
        }
        append(bytes[start...])
        return nil
    }

    /// Adds pasted bytes, up to ``longestPaste``; beyond it the paste is marked too long.
    private mutating func append(_ bytes: ArraySlice<UInt8>) {
        guard !pasteIsTooLong, let count = pasted?.count else { return }
        if count + bytes.count > Self.longestPaste {
            pasteIsTooLong = true
            pasted = []
        } else {
            pasted?.append(contentsOf: bytes)
        }
    }

    /// The paste read: its text, or nil when it was too long.
    private func pasteKeystroke() -> Keystroke {
        pasteIsTooLong ? .paste(nil) : .paste(String(decoding: pasted ?? [], as: UTF8.self))
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
