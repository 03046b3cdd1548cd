/// How programmer mode reads, reduces and shows its words: the width, the signedness, the radix and
/// whether the display groups digits.
///
/// A word of width w is an integer reduced mod 2^w: signed words lie in [−2^(w−1), 2^(w−1)), unsigned ones
/// in [0, 2^w). Decimal shows the value; hexadecimal, octal and binary show the w-bit pattern (two's
/// complement), uppercase and without a prefix.
public struct WordFormat: Sendable, Hashable, Codable {
    /// The width, w (64 by default).
    public var width: WordWidth
    /// Whether words are signed (the default) or unsigned.
    public var isSigned: Bool
    /// The radix of entry and display (decimal by default).
    public var radix: Radix
    /// Whether the display groups digits: by 4 in hexadecimal and binary, 3 in octal and decimal
    /// (``Radix/groupSize``), with a space between groups (a comma in decimal).
    public var groupsDigits: Bool

    /// A format; the defaults are a signed 64-bit word shown in decimal, ungrouped.
    public init(
        width: WordWidth = .quadWord, isSigned: Bool = true, radix: Radix = .decimal, groupsDigits: Bool = false
    ) {
        self.width = width
        self.isSigned = isSigned
        self.radix = radix
        self.groupsDigits = groupsDigits
    }

    // MARK: Reducing

    /// The word whose w-bit pattern is the low w bits of `bits`: sign-extended when signed.
    @inlinable
    public func word(bits: UInt64) -> ProgrammerWord {
        let pattern = bits & width.mask
        if isSigned && width.bits < 64 {
            let signBit: UInt64 = 1 << UInt64(width.bits - 1)
            if pattern & signBit != 0 {
                return ProgrammerWord(magnitude: (width.mask &- pattern) &+ 1, isNegative: true)
            }
            return ProgrammerWord(magnitude: pattern, isNegative: false)
        }
        if isSigned && Int64(bitPattern: pattern) < 0 {
            return ProgrammerWord(magnitude: 0 &- pattern, isNegative: true)
        }
        return ProgrammerWord(magnitude: pattern, isNegative: false)
    }

    /// `x` reduced mod 2^w into this format's range (the invalid value stays invalid).
    @inlinable
    public func reduced(_ x: ProgrammerWord) -> ProgrammerWord {
        x.isValid ? word(bits: x.bits) : .invalid
    }

    /// The w-bit pattern of `x` (two's complement).
    @inlinable
    public func pattern(of x: ProgrammerWord) -> UInt64 { x.bits & width.mask }

    /// The smallest word: −2^(w−1), or 0 unsigned.
    public var minimum: ProgrammerWord { word(bits: isSigned ? 1 << UInt64(width.bits - 1) : 0) }

    /// The largest word: 2^(w−1) − 1, or 2^w − 1 unsigned.
    public var maximum: ProgrammerWord { word(bits: isSigned ? width.mask >> 1 : width.mask) }

    // MARK: Text

    /// `x` as the display shows it: decimal the value (`-1`), other radixes the w-bit pattern (`FF`),
    /// grouped when ``groupsDigits``; `Error` for the invalid value.
    public func text(of x: ProgrammerWord) -> String {
        guard x.isValid else { return "Error" }
        let word = reduced(x)
        if radix == .decimal {
            let digits = String(word.magnitude)
            return (word.isNegative && word.magnitude != 0 ? "-" : "") + grouped(digits)
        }
        return grouped(String(pattern(of: word), radix: radix.base, uppercase: true))
    }

    /// Digits typed in this radix as the display shows them: grouped when ``groupsDigits``.
    public func grouped(_ digits: String) -> String {
        guard groupsDigits else { return digits }
        var sign = ""
        var body = Substring(digits)
        if body.first == "-" {
            sign = "-"
            body = body.dropFirst()
        }
        let size = radix.groupSize
        let separator: Character = radix == .decimal ? "," : " "
        var result = ""
        for (index, character) in body.enumerated() {
            if index > 0 && (body.count - index) % size == 0 { result.append(separator) }
            result.append(character)
        }
        return sign + result
    }

    /// The word typed as `text`, digits of this radix with an optional leading `-`, or nil when a digit
    /// is not one of the radix or the number does not fit the word: in decimal the value must lie in the
    /// format's range (up to 2^(w−1) − 1 signed; a `-` allows −2^(w−1)), in the other radixes the pattern
    /// must have at most w bits (in 8-bit signed hexadecimal `FF` is −1).
    public func typedWord(_ text: String) -> ProgrammerWord? {
        var bytes = Substring(text).utf8[...]
        let isNegative = bytes.first == UInt8(ascii: "-")
        if isNegative { bytes = bytes.dropFirst() }
        guard !bytes.isEmpty else { return nil }
        var value: UInt64 = 0
        for byte in bytes {
            guard let digit = radix.digitValue(byte) else { return nil }
            let (product, overflow) = value.multipliedReportingOverflow(by: UInt64(radix.base))
            let (sum, carry) = product.addingReportingOverflow(digit)
            guard !overflow, !carry else { return nil }
            value = sum
        }
        if radix == .decimal {
            let limit = isSigned ? (width.mask >> 1) &+ (isNegative ? 1 : 0) : width.mask
            guard value <= limit else { return nil }
            return word(bits: isNegative ? 0 &- value : value)
        }
        guard value <= width.mask else { return nil }
        let typed = word(bits: value)
        return isNegative ? word(bits: 0 &- typed.bits) : typed
    }
}
