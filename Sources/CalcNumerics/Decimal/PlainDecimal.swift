/// A plain decimal (`-`/`+`, digits, at most one `.`; no exponent) whose digits form an integer
/// M < 2⁵³ and that has at most 22 digits after the point: its value is ±M ÷ 10ᶠ, which the backends
/// convert with one correctly rounded division instead of a general decimal parser (typed entries are
/// almost all such text).
package struct PlainDecimal: Sendable, Hashable {
    /// Whether the text starts with `-`.
    package var isNegative: Bool
    /// M: the digits without the point, as an integer below 2⁵³.
    package var significand: UInt64
    /// f: how many digits follow the point (0 through 22).
    package var fractionDigits: Int

    /// The parts of `bytes`, or nil for any other text.
    @inline(__always)
    package init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
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
        (isNegative, self.significand, self.fractionDigits) = (negative, significand, fractionDigits)
    }

    /// The parts of `text`, or nil for any other text.
    @inline(__always)
    package init?(_ text: String) {
        guard let parts = text.utf8.withContiguousStorageIfAvailable({ PlainDecimal(utf8: $0) }) ?? nil else {
            return nil
        }
        self = parts
    }
}
