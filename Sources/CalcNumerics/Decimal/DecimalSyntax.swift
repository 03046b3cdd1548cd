/// The grammar of decimal text that backends accept: `[+|-] digits [. digits] [e|E [+|-] digits]`.
///
/// At least one digit must appear in the significand (`"0."`, `".5"`, `"123."`, `"1.5e-8"` are valid;
/// `"."`, `"e5"`, `"1e"` are not). No spaces, no grouping, no `inf` or `nan`.
public enum DecimalSyntax {
    /// Whether `text` is a decimal number in the accepted grammar.
    public static func isValid(_ text: some StringProtocol) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(isValid(utf8:))
            ?? Array(text.utf8).withUnsafeBufferPointer(isValid(utf8:))
    }

    /// Whether UTF-8 text is a decimal number in the accepted grammar (read from its bytes in place:
    /// a 10,000-digit entry is checked in microseconds).
    public static func isValid(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let count = bytes.count
        var index = 0
        if index < count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
        var significandDigits = 0
        var sawPoint = false
        while index < count {
            let byte = bytes[index]
            if isDigit(byte) {
                significandDigits += 1
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                break
            }
            index += 1
        }
        guard significandDigits > 0 else { return false }
        guard index < count else { return true }
        guard bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") else { return false }
        index += 1
        if index < count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
        guard index < count else { return false }
        while index < count {
            guard isDigit(bytes[index]) else { return false }
            index += 1
        }
        return true
    }
}
