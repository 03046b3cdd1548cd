#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Binary64Decimal {
    /// The value of a plain decimal such as `-12.75` or `0.001` without calling `strtod`, when that is
    /// exact to do: `nil` for any other text (an exponent, too many digits), which `strtod` then parses.
    ///
    /// A significand M < 2⁵³ and a power 10ᵏ with k ≤ 22 are both doubles exactly, so M ÷ 10ᵏ is one
    /// correctly rounded division: the correctly rounded value of the text, as `strtod` gives it.
    /// Typed entries (at most 16 digits) almost always take this path.
    static func shortDecimal(_ text: String) -> Double? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Double? in
            guard let parts = PlainDecimal(utf8: bytes) else { return nil }
            let magnitude = Double(parts.significand) / PowersOfTen.binary64[parts.fractionDigits]
            return parts.isNegative ? -magnitude : magnitude
        } ?? nil
    }

    /// `shortDecimal(_:)` (M ÷ 10ᵏ for a plain decimal with M < 2⁵³ and k ≤ 22, one correctly rounded
    /// division) and whether the division was exact: the remainder M − q·10ᵏ, which FMA computes
    /// exactly (q ≥ 10⁻²² is far from the subnormals), is 0. One pass over the text, as typed entries
    /// take it on every operator.
    static func shortDecimalReportingExactness(_ text: String) -> (value: Double, isExact: Bool)? {
        text.utf8.withContiguousStorageIfAvailable { shortDecimalReportingExactness(utf8: $0) } ?? nil
    }

    /// ``shortDecimalReportingExactness(_:)`` on the text's bytes.
    static func shortDecimalReportingExactness(utf8 bytes: UnsafeBufferPointer<UInt8>) -> (
        value: Double, isExact: Bool
    )? {
        guard let parts = PlainDecimal(utf8: bytes) else { return nil }
        let m = Double(parts.significand)
        let power = PowersOfTen.binary64[parts.fractionDigits]
        let magnitude = m / power
        let isExact = fma(-magnitude, power, m) == 0
        return (parts.isNegative ? -magnitude : magnitude, isExact)
    }

    /// Whether a plain decimal (`-`, digits, one `.`; no exponent) of at most 15 significant digits is a
    /// binary64 number; nil for other text.
    ///
    /// Its value is m/10ᶠ with m < 10¹⁵ < 2⁵³ (the digits) and f the digits after the point: a binary
    /// fraction exactly when 5ᶠ divides m, and then m/5ᶠ·2⁻ᶠ fits in 53 bits.
    static func shortDecimalExactness(_ text: String) -> Bool? {
        var text = text
        return text.withUTF8 { shortDecimalExactness(utf8: $0) }
    }

    /// ``shortDecimalExactness(_:)`` on the text's bytes.
    static func shortDecimalExactness(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var m = 0
        var significant = 0
        var fractionDigits = 0
        var seenPoint = false
        var index = bytes.startIndex
        if index < bytes.endIndex && bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.endIndex else { return nil }
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ".") {
                guard !seenPoint else { return nil }
                seenPoint = true
                continue
            }
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            m = m &* 10 &+ Int(digit)
            if m != 0 { significant += 1 }
            if seenPoint { fractionDigits += 1 }
            guard significant <= 15 else { return nil }
        }
        if m == 0 { return true }  // (text without a digit is malformed: value(decimal:) rejected it first)
        // 5^f > 10^15 > m beyond f = 21: only 0 is then a multiple.
        guard fractionDigits <= 21 else { return false }
        var power = 1
        for _ in 0..<fractionDigits { power *= 5 }
        return m % power == 0
    }
}
