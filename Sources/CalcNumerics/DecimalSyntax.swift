/// The grammar of decimal text that backends accept: `[+|-] digits [. digits] [e|E [+|-] digits]`.
///
/// At least one digit must appear in the significand (`"0."`, `".5"`, `"123."`, `"1.5e-8"` are valid;
/// `"."`, `"e5"`, `"1e"` are not). No spaces, no grouping, no `inf` or `nan`.
public enum DecimalSyntax {
    /// Whether `text` is a decimal number in the accepted grammar.
    public static func isValid(_ text: some StringProtocol) -> Bool {
        var iterator = text.utf8.makeIterator()
        var byte = iterator.next()
        if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { byte = iterator.next() }
        var significandDigits = 0
        var sawPoint = false
        while let b = byte {
            if b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") {
                significandDigits += 1
            } else if b == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                break
            }
            byte = iterator.next()
        }
        guard significandDigits > 0 else { return false }
        guard let marker = byte else { return true }
        guard marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") else { return false }
        byte = iterator.next()
        if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { byte = iterator.next() }
        var exponentDigits = 0
        while let b = byte {
            guard b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") else { return false }
            exponentDigits += 1
            byte = iterator.next()
        }
        return exponentDigits > 0
    }
}
