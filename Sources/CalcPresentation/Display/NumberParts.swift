/// A number split into what a display shows: sign, integer digits, fraction digits and exponent.
///
/// Built from the engine's display text (`-1.5e-8`, `1.50`, `0.`, `-0`) or from rounded
/// ``DecimalDigits``; turned into localised text by ``DisplaySymbols``.
struct NumberParts: Sendable, Hashable {
    /// Whether a minus sign is shown.
    var isNegative: Bool
    /// The integer digits (ASCII, at least one).
    var integer: String
    /// The digits after the point; `""` for a trailing point (`5.` as typed), `nil` for no point.
    var fraction: String?
    /// The decimal exponent after `e`, if the number is in scientific notation.
    var exponent: Int?

    init(isNegative: Bool, integer: String, fraction: String?, exponent: Int?) {
        self.isNegative = isNegative
        self.integer = integer
        self.fraction = fraction
        self.exponent = exponent
    }

    /// The parts of the engine's display text, or `nil` for `Error` or anything else that is not a
    /// number in the engine's format: `[-]digits[.digits][e[-]digits]`.
    init?(display: String) {
        let scan = DecimalScan.of(display)
        let bytes = Array(display.utf8)
        guard scan.end == bytes.count, scan.sign != UInt8(ascii: "+"), !scan.integerDigits.isEmpty,
            scan.exponentMarker != UInt8(ascii: "E"), scan.exponentSign != UInt8(ascii: "+")
        else { return nil }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        isNegative = scan.sign != nil
        integer = text(scan.integerDigits)
        fraction = scan.fractionDigits.map(text)
        if scan.exponentMarker != nil {
            guard let magnitude = Int(text(scan.exponentDigits)) else { return nil }
            exponent = scan.exponentSign == nil ? magnitude : -magnitude
        } else {
            exponent = nil
        }
    }

    /// Rounded digits in positional notation (`123.45`, `0.0001`), trailing zeros removed.
    static func positional(_ decimal: DecimalDigits) -> NumberParts {
        let digits = decimal.trimmedDigits
        if digits.isEmpty { return NumberParts(isNegative: false, integer: "0", fraction: nil, exponent: nil) }
        let e = decimal.exponent
        if e < 0 {
            return NumberParts(
                isNegative: decimal.isNegative, integer: "0",
                fraction: String(repeating: "0", count: -e - 1) + digits, exponent: nil)
        }
        let integerCount = e + 1
        if digits.count <= integerCount {
            return NumberParts(
                isNegative: decimal.isNegative,
                integer: digits + String(repeating: "0", count: integerCount - digits.count),
                fraction: nil, exponent: nil)
        }
        return NumberParts(
            isNegative: decimal.isNegative, integer: String(digits.prefix(integerCount)),
            fraction: String(digits.dropFirst(integerCount)), exponent: nil)
    }

    /// Rounded digits in scientific notation (`1.5e-8`), trailing zeros removed.
    static func scientific(_ decimal: DecimalDigits) -> NumberParts {
        let digits = decimal.trimmedDigits
        if digits.isEmpty { return NumberParts(isNegative: false, integer: "0", fraction: nil, exponent: nil) }
        return NumberParts(
            isNegative: decimal.isNegative, integer: String(digits.prefix(1)),
            fraction: digits.count > 1 ? String(digits.dropFirst()) : nil,
            exponent: decimal.exponent)
    }

    /// The value as decimal digits (all of them, leading zeros dropped; `0` for zero).
    var decimalDigits: DecimalDigits {
        let all = Array((integer + (fraction ?? "")).utf8)
        let leadingZeros = all.prefix { $0 == UInt8(ascii: "0") }.count
        if leadingZeros == all.count {
            return DecimalDigits(isNegative: isNegative, digits: [UInt8(ascii: "0")], exponent: 0)
        }
        return DecimalDigits(
            isNegative: isNegative, digits: Array(all.dropFirst(leadingZeros)),
            exponent: integer.count - 1 - leadingZeros + (exponent ?? 0))
    }
}

extension DecimalDigits {
    /// The digits without trailing zeros, as a string (empty for zero).
    var trimmedDigits: String {
        var end = digits.count
        while end > 0 && digits[end - 1] == UInt8(ascii: "0") { end -= 1 }
        return String(decoding: digits[0..<end], as: UTF8.self)
    }

    /// The value rounded to `count` significant digits, half to even on these decimal digits (so a
    /// value that was rounded before may be rounded twice).
    func rounded(toSignificantDigits count: Int) -> DecimalDigits {
        precondition(count >= 1, "at least one significant digit")
        guard digits.count > count else {
            return DecimalDigits(
                isNegative: isNegative,
                digits: digits + Array(repeating: UInt8(ascii: "0"), count: count - digits.count),
                exponent: exponent)
        }
        var kept = Array(digits.prefix(count))
        let first = digits[count]
        let restIsZero = digits.dropFirst(count + 1).allSatisfy { $0 == UInt8(ascii: "0") }
        let lastIsOdd = (kept[count - 1] - UInt8(ascii: "0")) % 2 == 1
        let roundsUp =
            first > UInt8(ascii: "5")
            || (first == UInt8(ascii: "5") && (!restIsZero || lastIsOdd))
        var exponent = self.exponent
        if roundsUp {
            var index = count - 1
            while index >= 0 {
                if kept[index] == UInt8(ascii: "9") {
                    kept[index] = UInt8(ascii: "0")
                    index -= 1
                } else {
                    kept[index] += 1
                    break
                }
            }
            if index < 0 {
                kept = [UInt8(ascii: "1")] + Array(repeating: UInt8(ascii: "0"), count: count - 1)
                exponent += 1
            }
        }
        return DecimalDigits(isNegative: isNegative, digits: kept, exponent: exponent)
    }
}
