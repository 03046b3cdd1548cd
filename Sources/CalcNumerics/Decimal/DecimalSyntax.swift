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

    /// Whether UTF-8 text is a decimal number in the accepted grammar (read from its bytes in place by
    /// ``DecimalScan``: a 10,000-digit entry is checked in microseconds).
    public static func isValid(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        DecimalScan(utf8: bytes).isDecimal(count: bytes.count)
    }
}
