/// Numbers with their radix written as a subscript after them, as GNOME Calculator writes them.
extension ExpressionLexer {
    /// A number followed by its radix written as a subscript, as GNOME Calculator writes it: `1010₂`,
    /// `17₈`, `255₁₀`, `FF₁₆` (a prefix of the same radix may come first: `0x8₁₆`). Its value as decimal
    /// text and the number of scalars it takes; nil when there is none (a run of letters that are not all
    /// digits of the radix, `log₂`, is a name).
    ///
    /// - Throws: ``ExpressionError/Reason/notInRadix(_:_:)`` for a run that starts with a digit and has a
    ///   character outside the subscript's radix (`12₂`).
    static func subscriptLiteral(_ scalars: ExpressionScalars, at index: Int) throws(ExpressionError)
        -> (decimal: String, length: Int)?
    {
        func ascii(_ position: Int) -> UInt8? { asciiByte(scalars, at: position) }
        let isAlphanumeric = isLetterOrDigit
        guard let first = ascii(index), isAlphanumeric(first) else { return nil }
        // `'` or `_` between two digits groups them (`177'777₈`, `1111_0000₂`), as without a subscript.
        func separates(_ position: Int) -> Bool {
            guard let byte = ascii(position), byte == UInt8(ascii: "'") || byte == UInt8(ascii: "_") else {
                return false
            }
            return ascii(position + 1).map(isAlphanumeric) == true
        }
        var end = index
        while let byte = ascii(end), isAlphanumeric(byte) || separates(end) { end += 1 }
        guard let (radix, suffixLength) = subscriptRadix(scalars, at: end) else { return nil }
        var start = index
        // A prefix of the subscript's own radix (`0b1₂`, `0x8₁₆`); one of another radix is refused, as
        // GNOME Calculator refuses it, also where its letter is a digit of the subscript's (`0b1₁₆`).
        if end - index > 2, first == UInt8(ascii: "0"), let marker = ascii(index + 1) {
            let prefixes: [UInt8: Radix] = [
                UInt8(ascii: "b"): .binary, UInt8(ascii: "o"): .octal, UInt8(ascii: "x"): .hexadecimal,
            ]
            if let prefixed = prefixes[marker | 0x20] {
                guard prefixed == radix else {
                    throw ExpressionError(column: index + 1, reason: .notInRadix(text(scalars, index..<end), radix))
                }
                start += 2
            }
        }
        var digits: [UInt8] = []
        for position in start..<end where !separates(position) {
            guard let digit = radix.digitValue(UInt8(scalars[position].value)) else {
                let startsWithDigit = first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")
                guard startsWithDigit else { return nil }
                throw ExpressionError(column: index + 1, reason: .notInRadix(text(scalars, index..<end), radix))
            }
            digits.append(UInt8(digit))
        }
        try checkLength(of: digits, in: scalars, index..<end)
        return (decimalText(ofDigits: digits, radix: radix.base), end + suffixLength - index)
    }

    /// The radix written as a subscript at `index` (`₂`, `₈`, `₁₀`, `₁₆`, not followed by another subscript
    /// digit) and the number of scalars it takes, or nil.
    static func subscriptRadix(_ scalars: ExpressionScalars, at index: Int) -> (radix: Radix, length: Int)? {
        var value = 0
        var end = index
        while end < scalars.count, scalars[end].value >= 0x2080, scalars[end].value <= 0x2089, end - index < 3 {
            value = value * 10 + Int(scalars[end].value - 0x2080)
            end += 1
        }
        guard end > index, end - index < 3, let radix = Radix(rawValue: value),
            end - index == String(value).count
        else { return nil }
        return (radix, end - index)
    }
}
