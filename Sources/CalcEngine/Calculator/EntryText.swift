/// The text of a number being typed (`0.`, `-12.5`, a programmer-mode word `FF`): UTF-8 bytes, held in
/// two words while there are at most 15 of them, in a String beyond.
///
/// Typing a digit appends one byte here. Appending it to a String went through the String's general
/// append path, about 150 instructions a digit, most of a digit key's time on Double.
///
/// Each text has one form (short exactly when it has at most 15 bytes), so that equality and hashing
/// compare the text. It encodes as a string.
struct EntryText: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible, Codable {
    private enum Storage: Sendable, Hashable {
        /// The bytes, little-endian from the low byte of `low`, and their count.
        case short(low: UInt64, high: UInt64, count: UInt8)
        /// More than `shortCapacity` bytes.
        case long(String)
    }

    /// The most bytes held in the two words.
    private static let shortCapacity = 15

    private var storage: Storage

    /// The entry with this text.
    init(_ text: String) {
        var text = text
        storage = text.withUTF8 { Self.storage(of: $0) } ?? .long(text)
    }

    /// The entry of one digit.
    init(digit: Digit) {
        storage = .short(low: UInt64(digit.asciiByte), high: 0, count: 1)
    }

    /// The entry with this literal text (`"0."`, `"-0"`).
    init(stringLiteral text: String) {
        self.init(text)
    }

    /// The short form of `bytes`, or nil when there are too many.
    private static func storage(of bytes: UnsafeBufferPointer<UInt8>) -> Storage? {
        guard bytes.count <= shortCapacity else { return nil }
        var low: UInt64 = 0
        var high: UInt64 = 0
        for (index, byte) in bytes.enumerated() {
            if index < 8 {
                low |= UInt64(byte) << (8 * index)
            } else {
                high |= UInt64(byte) << (8 * (index - 8))
            }
        }
        return .short(low: low, high: high, count: UInt8(bytes.count))
    }

    /// The number of bytes.
    var utf8Count: Int {
        switch storage {
        case .short(_, _, let count): Int(count)
        case .long(let text): text.utf8.count
        }
    }

    /// The text as a String.
    var string: String {
        switch storage {
        case .short(let low, let high, let count):
            // (Byte i of the text is bits 8i… of the words: their little-endian bytes in memory.)
            var low = low.littleEndian
            var high = high.littleEndian
            return withUnsafeBytes(of: &low) { lowBytes in
                withUnsafeBytes(of: &high) { highBytes in
                    String(unsafeUninitializedCapacity: Int(count)) { buffer in
                        for index in 0..<Int(count) {
                            buffer[index] = index < 8 ? lowBytes[index] : highBytes[index - 8]
                        }
                        return Int(count)
                    }
                }
            }
        case .long(let text):
            return text
        }
    }

    var description: String { string }

    /// The same number with the other sign: a leading `-` removed, or written (`12` and `-12`). The ±
    /// key's edit of an entry in every mode.
    var signToggled: EntryText {
        let text = string
        return EntryText(text.hasPrefix("-") ? String(text.dropFirst()) : "-" + text)
    }

    /// Calls `body` with the text's bytes (those of the short form copied to the stack).
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        switch storage {
        case .short(let low, let high, let count):
            var words = (low.littleEndian, high.littleEndian)
            return try withUnsafeBytes(of: &words) { raw in
                try body(UnsafeBufferPointer(rebasing: raw.assumingMemoryBound(to: UInt8.self)[..<Int(count)]))
            }
        case .long(var text):
            return try text.withUTF8(body)
        }
    }

    /// The first byte, or nil for the empty text.
    var firstByte: UInt8? {
        switch storage {
        case .short(let low, _, let count): count == 0 ? nil : UInt8(truncatingIfNeeded: low)
        case .long(let text): text.utf8.first
        }
    }

    /// The last byte, or nil for the empty text.
    var lastByte: UInt8? {
        switch storage {
        case .short(let low, let high, let count):
            guard count > 0 else { return nil }
            let index = Int(count) - 1
            return UInt8(truncatingIfNeeded: index < 8 ? low >> (8 * index) : high >> (8 * (index - 8)))
        case .long(let text):
            return text.utf8.last
        }
    }

    /// Whether the text contains `byte`.
    func contains(_ byte: UInt8) -> Bool {
        switch storage {
        case .short(let low, let high, let count):
            for index in 0..<Int(count) {
                let word = index < 8 ? low >> (8 * index) : high >> (8 * (index - 8))
                if UInt8(truncatingIfNeeded: word) == byte { return true }
            }
            return false
        case .long(let text):
            return text.utf8.contains(byte)
        }
    }

    /// Appends one ASCII byte (a digit, the point).
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if case .short(var low, var high, let count) = storage, Int(count) < Self.shortCapacity {
            let index = Int(count)
            if index < 8 {
                low |= UInt64(byte) << (8 * index)
            } else {
                high |= UInt64(byte) << (8 * (index - 8))
            }
            storage = .short(low: low, high: high, count: count + 1)
        } else {
            appendToLongText(byte)
        }
    }

    /// ``append(_:)`` to a text that has, or will have, its long form.
    private mutating func appendToLongText(_ byte: UInt8) {
        switch storage {
        case .short:
            var text = string
            text.unicodeScalars.append(Unicode.Scalar(byte))
            storage = .long(text)
        case .long(var text):
            storage = .long("")  // (the String's storage is then unique, and appended to in place)
            text.unicodeScalars.append(Unicode.Scalar(byte))
            storage = .long(text)
        }
    }

    init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(string)
    }
}
