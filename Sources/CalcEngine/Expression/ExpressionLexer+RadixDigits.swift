/// Numbers written in another radix, as the decimal text the backends read.
extension ExpressionLexer {
    /// The decimal text of a word's digits in `radix` (and the digits of its fraction, which the word
    /// truncates): nines enough for no word to hold when the whole part has more significant digits than
    /// the widest word's 64 bits take, without converting them (100,000 hexadecimal digits took seconds
    /// to be refused).
    static func wordDecimalText(ofDigits digits: [UInt8], radix: Int, fractionDigits fraction: [UInt8] = [])
        -> String
    {
        let significant = digits.drop { $0 == 0 }.count
        if significant > 64 { return String(repeating: "9", count: 41) }
        guard !fraction.isEmpty else { return decimalText(ofDigits: digits, radix: radix) }
        return decimalText(ofDigits: digits + fraction, radix: radix, fractionDigits: fraction.count)
    }

    /// The exact decimal text of `digits` in `radix` (2, 8, 10 or 16) whose last `fractionDigits` digits
    /// follow the point: N / radixᵏ, which for a radix 2ᵇ is N × 5ᵐ / 10ᵐ with m = b·k, so every such
    /// fraction has a decimal that ends.
    static func decimalText(ofDigits digits: [UInt8], radix: Int, fractionDigits: Int) -> String {
        let integer = decimalText(ofDigits: digits, radix: radix)
        guard fractionDigits > 0 else { return integer }
        let places = radix == 10 ? fractionDigits : fractionDigits * radix.trailingZeroBitCount
        // N × 5ᵐ (for radix 10, N itself), least significant digit first.
        var decimal = integer.utf8.reversed().map { Int($0) - 48 }
        if radix != 10 {
            for _ in 0..<places {
                var carry = 0
                for position in decimal.indices {
                    let value = decimal[position] * 5 + carry
                    decimal[position] = value % 10
                    carry = value / 10
                }
                while carry > 0 {
                    decimal.append(carry % 10)
                    carry /= 10
                }
            }
        }
        while decimal.count <= places { decimal.append(0) }
        let digitsText = String(decimal.reversed().map { Character(String($0)) })
        var fraction = Substring(digitsText.suffix(places))
        while fraction.last == "0" { fraction.removeLast() }
        let whole = digitsText.dropLast(places)
        return fraction.isEmpty ? String(whole) : whole + "." + fraction
    }

    /// The decimal text of the integer written with `digits` (values) in base `radix` (2 … 16), in time
    /// quadratic in its length over 18 digits: limbs of 18 decimal digits, each multiplied by radixᵏ for
    /// a chunk of k digits at a time (k = 15 in hexadecimal). Digit by digit, a 20,000-digit hexadecimal
    /// number took 20 seconds.
    static func decimalText(ofDigits digits: [UInt8], radix: Int) -> String {
        let base: UInt64 = 1_000_000_000_000_000_000  // 10¹⁸, one limb
        // The most digits whose value, radixᵏ, stays below 2⁶⁰.
        var chunkLength = 1
        var chunkScale = UInt64(radix)
        while chunkScale <= (1 << 60) / UInt64(radix) {
            chunkScale *= UInt64(radix)
            chunkLength += 1
        }
        var limbs: [UInt64] = [0]  // least significant first
        var start = 0
        while start < digits.count {
            let end = min(start + chunkLength, digits.count)
            var scale: UInt64 = 1
            var carry: UInt64 = 0
            for digit in digits[start..<end] {
                scale *= UInt64(radix)
                carry = carry * UInt64(radix) + UInt64(digit)
            }
            // limbs × scale + carry, limb by limb: (high, low) = limb × scale + carry < 10¹⁸ × 2⁶⁰ + 2⁶⁰.
            for position in limbs.indices {
                let product = limbs[position].multipliedFullWidth(by: scale)
                let (low, overflow) = product.low.addingReportingOverflow(carry)
                let wide = (high: product.high + (overflow ? 1 : 0), low: low)
                let (quotient, remainder) = base.dividingFullWidth(wide)
                limbs[position] = remainder
                carry = quotient
            }
            while carry > 0 {
                limbs.append(carry % base)
                carry /= base
            }
            start = end
        }
        while limbs.count > 1 && limbs.last == 0 { limbs.removeLast() }
        var text = String(limbs[limbs.count - 1])
        for limb in limbs.dropLast().reversed() {
            let part = String(limb)
            text += String(repeating: "0", count: 18 - part.count) + part
        }
        return text
    }
}
