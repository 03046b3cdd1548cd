extension ExpressionTokenStream {
    /// In programmer mode, refuses a number (decimal text) whose whole part needs more than the word's w
    /// bits, as a typed digit that would overflow is refused: in 8 bits `255` is read (−1 when signed),
    /// `300` is an error rather than 44, and so is `300.5`, which the calculator would truncate to 300.
    static func check(_ decimal: String, _ written: String, fits format: WordFormat, column: Int)
        throws(ExpressionError)
    {
        let integer = wholeDigits(ofDecimal: decimal)
        guard WordFormat(width: format.width, isSigned: false, radix: .decimal).typedWord(integer) != nil else {
            throw ExpressionError(column: column, reason: .tooLargeForWord(written, bits: format.width.bits))
        }
    }

    /// The digits of the whole part of the number a decimal literal writes, truncated toward zero (`300`,
    /// `3e2`, `2.50e2` and `300.5` are all 300; `1e-1` is 0). A whole part of more than 40 digits is written
    /// as 41 nines: too large for any word.
    static func wholeDigits(ofDecimal text: String) -> String {
        let tooLarge = String(repeating: "9", count: 41)
        let lowered = text.lowercased()
        let parts = lowered.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
        let mantissa = parts[0].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let fraction = mantissa.count == 2 ? mantissa[1] : ""
        let digits = String(mantissa[0] + fraction).drop { $0 == "0" }
        guard digits.allSatisfy(\.isASCII), !digits.isEmpty else { return "0" }
        var exponent = 0
        if parts.count == 2 {
            // (An exponent beyond ±100,000 is outside every word whatever the digits: no arithmetic on it
            // can overflow.)
            guard let written = Int(parts[1]), written.magnitude <= 100_000 else {
                return parts[1].hasPrefix("-") ? "0" : tooLarge
            }
            exponent = written
        }
        let shift = exponent - fraction.count
        if shift >= 0 { return digits.count + shift > 40 ? tooLarge : digits + String(repeating: "0", count: shift) }
        // A negative shift drops that many digits (the fraction).
        let kept = digits.count - (-shift)
        guard kept > 0 else { return "0" }
        return kept > 40 ? tooLarge : String(digits.prefix(kept))
    }
}
