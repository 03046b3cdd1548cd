/// Splits the text of an expression into tokens.
enum ExpressionLexer {
    /// Whether a name is `log` in any case (`LOG`, `Log`): a comparison of three bytes, where
    /// `lowercased()` builds a string for every name.
    static func isLog(_ name: String) -> Bool {
        var utf8 = name.utf8.makeIterator()
        for expected in "log".utf8 {
            guard let byte = utf8.next(), byte | 0x20 == expected else { return false }
        }
        return utf8.next() == nil
    }

    /// `name` in lower case; `name` itself, without building a string, when it is ASCII with no capital
    /// letter (nearly every name: `sin`, `pi`, `mod`).
    static func lowercased(_ name: String) -> String {
        for byte in name.utf8 where byte >= 0x80 || (byte >= 0x41 && byte <= 0x5A) {
            return name.lowercased()
        }
        return name
    }

    /// The text of `scalars[range]`, made straight from its bytes when it is ASCII (a number or a name).
    static func text(_ scalars: ExpressionScalars, _ range: Range<Int>) -> String {
        if let text = scalars.asciiText(range) { return text }
        var isASCII = true
        for index in range where scalars[index].value >= 0x80 {
            isASCII = false
            break
        }
        if isASCII {
            return String(unsafeUninitializedCapacity: range.count) { buffer in
                for (offset, index) in range.enumerated() {
                    buffer[offset] = UInt8(truncatingIfNeeded: scalars[index].value)
                }
                return range.count
            }
        }
        var text = ""
        for index in range { text.unicodeScalars.append(scalars[index]) }
        return text
    }

    /// Throws the error of the first token of `scalars` that the language does not have (a character, a
    /// malformed number); the tokens are read and not kept.
    static func checkTokens(of scalars: ExpressionScalars, programmer: WordFormat?) throws(ExpressionError) {
        var stream = ExpressionTokenStream(scalars, programmer: programmer)
        while try stream.next().kind != .end {}
    }
}
