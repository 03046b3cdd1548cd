/// A command-line argument as its bytes, and as text for messages.
///
/// A Linux file name or argument is bytes, not necessarily UTF-8: a file named `f\xFF.keys` is opened
/// by its bytes (decoding the argument repaired them to `f�.keys`, another name), and an `-e` script
/// that is not UTF-8 is `invalid UTF-8`, as a file's line is, rather than a script with `�` in it.
struct ArgumentText: Equatable, Sendable {
    /// The argument's bytes, as the program was given them.
    let bytes: [UInt8]
    /// The argument as messages show it: the text when the bytes are UTF-8, otherwise the UTF-8 parts with
    /// each other byte as `\xFF`.
    let name: String

    /// The argument `text`, whose bytes are its UTF-8.
    init(_ text: String) {
        bytes = Array(text.utf8)
        name = text
    }

    /// The argument of `bytes`.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        if let text = String(validating: bytes, as: UTF8.self) {
            name = text
            return
        }
        var name = ""
        var offset = 0
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        parsing: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                name.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<offset + length] {
                    name += "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
                }
                offset += length
            case .emptyInput:
                break parsing
            }
        }
        self.name = name
    }
}

extension String {
    /// The string with `0`s before it up to `count` characters.
    fileprivate func leftPadded(to count: Int) -> String {
        String(repeating: "0", count: Swift.max(0, count - self.count)) + self
    }
}
