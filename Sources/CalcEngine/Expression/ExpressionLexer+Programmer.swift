extension ExpressionLexer {
    /// A number written in another radix at `index`: `0x1F`, `0b1010`, `0o17` (the prefix in either
    /// case, then at least one digit of the radix; hex digits in either case). Its value as decimal text
    /// and the number of scalars it takes; nil when there is none.
    static func radixLiteral(_ scalars: ExpressionScalars, at index: Int) -> (decimal: String, length: Int)? {
        guard index + 2 < scalars.count, scalars[index] == "0" else { return nil }
        let radix: Radix
        switch scalars[index + 1] {
        case "x", "X": radix = .hexadecimal
        case "b", "B": radix = .binary
        case "o", "O": radix = .octal
        default: return nil
        }
        var digits: [UInt8] = []
        var end = index + 2
        while end < scalars.count, scalars[end].value < 0x80,
            let digit = radix.digitValue(UInt8(scalars[end].value))
        {
            digits.append(UInt8(digit))
            end += 1
        }
        guard !digits.isEmpty else { return nil }
        return (decimalText(ofDigits: digits, radix: radix.base), end - index)
    }

    /// In programmer mode with a radix other than decimal, a number without a prefix at `index`: a run of
    /// ASCII letters and digits that starts with a digit or, in hexadecimal, is made only of hexadecimal
    /// digits (`FF`, `cafe`; a longer name such as `and` or `fact` is a name). Its value as decimal text and
    /// the number of scalars it takes; nil when there is none.
    ///
    /// - Throws: ``ExpressionError/Reason/notInRadix(_:_:)`` for a run that starts with a digit and has a
    ///   character outside the radix (`102` in binary, `1G` in hexadecimal).
    static func wordLiteral(_ scalars: ExpressionScalars, at index: Int, radix: Radix) throws(ExpressionError)
        -> (decimal: String, length: Int)?
    {
        func ascii(_ position: Int) -> UInt8? {
            guard position < scalars.count, scalars[position].value < 0x80 else { return nil }
            return UInt8(scalars[position].value)
        }
        func isAlphanumeric(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || byte == UInt8(ascii: "_")
        }
        guard let first = ascii(index) else { return nil }
        let startsWithDigit = first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")
        guard startsWithDigit || (radix == .hexadecimal && radix.digitValue(first) != nil) else { return nil }
        var digits: [UInt8] = []
        var allInRadix = true
        var end = index
        while let byte = ascii(end), isAlphanumeric(byte) {
            if let digit = radix.digitValue(byte) { digits.append(UInt8(digit)) } else { allInRadix = false }
            end += 1
        }
        guard allInRadix else {
            guard startsWithDigit else { return nil }
            throw ExpressionError(column: index + 1, reason: .notInRadix(text(scalars, index..<end), radix))
        }
        return (decimalText(ofDigits: digits, radix: radix.base), end - index)
    }

    /// The decimal text of an integer of any size written with `digits` (values) in base `radix`.
    static func decimalText(ofDigits digits: [UInt8], radix: Int) -> String {
        // Decimal digits, least significant first, multiplied by the radix and added to digit by digit.
        var decimal: [Int] = [0]
        for digit in digits {
            var carry = Int(digit)
            for position in decimal.indices {
                let value = decimal[position] * radix + carry
                decimal[position] = value % 10
                carry = value / 10
            }
            while carry > 0 {
                decimal.append(carry % 10)
                carry /= 10
            }
        }
        while decimal.count > 1 && decimal.last == 0 { decimal.removeLast() }
        return String(decimal.reversed().map { Character(String($0)) })
    }

    /// Programmer mode's operator symbols at `index`, read as names: `&`, `|`, `~`, `<<`, `>>`, `>>>`.
    static func programmerSymbol(_ scalars: ExpressionScalars, at index: Int) -> String? {
        func scalar(_ offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }
        switch scalars[index] {
        case "&", "|", "~": return String(scalars[index])
        case "<" where scalar(1) == "<": return "<<"
        case ">" where scalar(1) == ">": return scalar(2) == ">" ? ">>>" : ">>"
        default: return nil
        }
    }
}
