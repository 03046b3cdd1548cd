extension Binary64Backend {
    /// The value of a plain decimal such as `-12.75` or `0.001` without calling `strtod`, when that is
    /// exact to do: `nil` for any other text (an exponent, too many digits), which `strtod` then parses.
    ///
    /// A significand M < 2⁵³ and a power 10ᵏ with k ≤ 22 are both doubles exactly, so M ÷ 10ᵏ is one
    /// correctly rounded division: the correctly rounded value of the text, as `strtod` gives it.
    /// Typed entries (at most 16 digits) almost always take this path.
    static func shortDecimal(_ text: String) -> Double? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Double? in
            guard let parts = plainDecimalParts(bytes) else { return nil }
            let magnitude = Double(parts.significand) / PowersOfTen.binary64[parts.fractionDigits]
            return parts.isNegative ? -magnitude : magnitude
        } ?? nil
    }

    /// The sign, the significand M < 2⁵³ and the count of digits after the point of a plain decimal
    /// (`-`/`+`, digits, at most one `.`) with at most 22 of them, or nil for any other text.
    @inline(__always)
    static func plainDecimalParts(_ bytes: UnsafeBufferPointer<UInt8>)
        -> (isNegative: Bool, significand: UInt64, fractionDigits: Int)?
    {
        var index = 0
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            index = 1
        }
        var significand: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var sawPoint = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                significand = significand * 10 + UInt64(byte - UInt8(ascii: "0"))
                guard significand < 1 << 53 else { return nil }
                digits += 1
                if sawPoint { fractionDigits += 1 }
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                return nil
            }
            index += 1
        }
        guard digits > 0, fractionDigits < PowersOfTen.binary64.count else { return nil }
        return (negative, significand, fractionDigits)
    }
}
