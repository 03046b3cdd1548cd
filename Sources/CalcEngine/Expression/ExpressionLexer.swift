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

    /// The text of `scalars[range]`, made straight from its bytes when it is ASCII (a number or a name).
    static func text(_ scalars: ExpressionScalars, _ range: Range<Int>) -> String {
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

    /// The tokens of `scalars`, ending with `.end` (with programmer mode's operators and numbers when
    /// `programmer` is a word format).
    static func tokens(of scalars: ExpressionScalars, programmer: WordFormat? = nil) throws(ExpressionError)
        -> [ExpressionToken]
    {
        var stream = ExpressionTokenStream(scalars, programmer: programmer)
        var tokens: [ExpressionToken] = []
        while true {
            let token = try stream.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }
}
