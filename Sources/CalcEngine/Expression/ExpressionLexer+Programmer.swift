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
