#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Decimal text and digits of binary64 numbers, the same whatever provider ``Binary64Backend`` computes
/// its function keys with: kept out of the generic type, so that its arrays and strings are built by
/// specialized code (a static method of a generic type looked up the array's generic metadata on every
/// call, about 500 instructions).
package enum Binary64Decimal {
    /// `x` rounded to `count` significant digits (round half to even on the exact binary value).
    static func digits(of x: Double, significantDigits count: Int) -> DecimalDigits {
        precondition(count >= 1, "at least one significant digit")
        precondition(x.isFinite, "only finite values have digits")
        if x == 0 {
            return DecimalDigits(
                isNegative: x.sign == .minus, digits: Array(repeating: UInt8(ascii: "0"), count: count), exponent: 0)
        }
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *),
            let digits = Self.exactDigits(of: x, significantDigits: count)
        {
            return digits
        }
        if count <= 15, x.isNormal || x == 0, let digits = Self.shortestDigits(of: x, ifAtMost: count) { return digits }
        // glibc's printf converts exactly and rounds to nearest, ties to even: "-d.ddde±XX".
        var buffer = [CChar](repeating: 0, count: count + 32)
        // `snprintf(buffer, size, "%.*e", count - 1, x)`, through `vsnprintf`.
        let length = Int(withVaList([Int32(count - 1), x]) { vsnprintf(&buffer, buffer.count, "%.*e", $0) })
        var digits: [UInt8] = []
        digits.reserveCapacity(count)
        var index = 0
        let negative = buffer[0] == CChar(UInt8(ascii: "-"))
        if negative { index = 1 }
        while index < length {
            let byte = UInt8(bitPattern: buffer[index])
            if byte == UInt8(ascii: "e") { break }
            if byte != UInt8(ascii: ".") { digits.append(byte) }
            index += 1
        }
        var exponent = 0
        var exponentSign = 1
        for byte in buffer[(index + 1)..<length].map({ UInt8(bitPattern: $0) }) {
            if byte == UInt8(ascii: "-") {
                exponentSign = -1
            } else if byte != UInt8(ascii: "+") {
                exponent = exponent * 10 + Int(byte - UInt8(ascii: "0"))
            }
        }
        return DecimalDigits(isNegative: negative, digits: digits, exponent: x == 0 ? 0 : exponent * exponentSign)
    }

    /// The digits of Swift's shortest round-trip representation, padded with zeros to `count`, when it
    /// has at most `count` ≤ 15 digits and `x` is normal (subnormals have fewer than 53 bits).
    ///
    /// Then they are also the correctly rounded `count` digits: the shortest representation is within
    /// half an ulp (< 1.12·10⁻¹⁶ relative) of the exact value, less than half the spacing of a grid of at
    /// most 15 significant digits (≥ 5·10⁻¹⁶ relative), and it lies on that grid.
    static func shortestDigits(of x: Double, ifAtMost count: Int) -> DecimalDigits? {
        let text = x.description
        var digits: [UInt8] = []
        digits.reserveCapacity(count)
        var negative = false
        var exponent = 0
        var exponentSign = 1
        var inExponent = false
        var pointSeen = false
        var integerDigits = 0
        var leadingZerosAfterPoint = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "-"):
                if inExponent { exponentSign = -1 } else { negative = true }
            case UInt8(ascii: "+"):
                break
            case UInt8(ascii: "."):
                pointSeen = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                inExponent = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if inExponent {
                    exponent = exponent * 10 + Int(byte - UInt8(ascii: "0"))
                } else if digits.isEmpty && byte == UInt8(ascii: "0") {
                    if pointSeen { leadingZerosAfterPoint += 1 }
                } else {
                    digits.append(byte)
                    if !pointSeen { integerDigits += 1 }
                }
            default:
                return nil
            }
        }
        while digits.last == UInt8(ascii: "0") {
            digits.removeLast()
        }
        if digits.isEmpty {
            return DecimalDigits(
                isNegative: negative, digits: Array(repeating: UInt8(ascii: "0"), count: count), exponent: 0)
        }
        guard digits.count <= count else { return nil }
        let firstExponent = integerDigits > 0 ? integerDigits - 1 : -(leadingZerosAfterPoint + 1)
        digits.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count - digits.count))
        return DecimalDigits(isNegative: negative, digits: digits, exponent: firstExponent + exponent * exponentSign)
    }
}
