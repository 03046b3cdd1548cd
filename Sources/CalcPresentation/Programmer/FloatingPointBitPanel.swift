import CalcEngine

/// The IEEE 754 view of the displayed value (GNOME Calculator's, in the library): its binary32 or
/// binary64 bit pattern split into sign, exponent and fraction, one cell per bit, each of which toggles
/// its bit and so enters the number that pattern encodes.
///
/// ```swift
/// if let panel = FloatingPointBitPanel(calculator: calculator, format: .binary64) {
///     label.text = panel.text                 // "0 01111111111 0000…0000" for 1
///     for cell in panel.cells { /* a button: cell.isSet, cell.field */ }
///     let key = panel.toggling(bit: 63).key   // [-1]: the literal key of −1
/// }
/// ```
///
/// The value shown is the display's value rounded to the format (to nearest, ties to even), so on
/// MPFR or the exact backend the panel shows the nearest binary32 or binary64 number. The key that
/// enters a pattern types its exact decimal expansion (every binary floating-point number has one), so
/// that on Double, and on MPFR at 53 bits or more, the calculator then holds exactly that number, and
/// Double's exactness tracking knows it exact. Infinities and NaNs have no key.
public struct FloatingPointBitPanel: Sendable, Hashable {
    /// The two IEEE 754 binary formats.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// 32 bits: 1 sign, 8 exponent, 23 fraction.
        case binary32
        /// 64 bits: 1 sign, 11 exponent, 52 fraction.
        case binary64

        /// The total number of bits.
        public var bits: Int { self == .binary32 ? 32 : 64 }
        /// The exponent field's width.
        public var exponentBits: Int { self == .binary32 ? 8 : 11 }
        /// The fraction field's width.
        public var fractionBits: Int { bits - 1 - exponentBits }
    }

    /// The field a bit belongs to.
    public enum Field: String, Sendable, Hashable {
        /// The highest bit: 1 for negative.
        case sign
        /// The biased exponent.
        case exponent
        /// The fraction (the significand without its leading bit).
        case fraction
    }

    /// One bit of the pattern.
    public struct Cell: Sendable, Hashable {
        /// The bit's position, 0 for the lowest.
        public var index: Int
        /// Whether the bit is 1.
        public var isSet: Bool
        /// The field of the bit.
        public var field: Field
        /// What VoiceOver says: `exponent bit 52, 1`.
        public var accessibilityLabel: String { "\(field.rawValue) bit \(index), \(isSet ? 1 : 0)" }
    }

    /// The format shown.
    public var format: Format
    /// The bit pattern, in the low ``Format/bits`` bits.
    public var pattern: UInt64

    /// The pattern of `value` rounded to `format` (to nearest, ties to even).
    public init(_ value: Double, format: Format) {
        self.format = format
        pattern =
            switch format {
            case .binary32: UInt64(Float(value).bitPattern)
            case .binary64: value.bitPattern
            }
    }

    /// The panel of the value `calculator` displays; nil on `Error` and in programmer mode (whose words
    /// have the integer bit panel, `BitPanel`).
    public init?(calculator: AnyCalculator, format: Format) {
        guard calculator.wordFormat == nil, let literal = calculator.resultLiteral,
            let value = Double(literal.text)
        else { return nil }
        self.init(value, format: format)
    }

    /// The number the pattern encodes (a binary32 pattern widened exactly).
    public var value: Double {
        switch format {
        case .binary32: Double(Float(bitPattern: UInt32(truncatingIfNeeded: pattern)))
        case .binary64: Double(bitPattern: pattern)
        }
    }

    /// The bits, the sign first (as the pattern is written).
    public var cells: [Cell] {
        (0..<format.bits).reversed().map { index in
            Cell(index: index, isSet: (pattern >> UInt64(index)) & 1 == 1, field: field(ofBit: index))
        }
    }

    /// The field of bit `index`.
    public func field(ofBit index: Int) -> Field {
        if index == format.bits - 1 { return .sign }
        return index >= format.fractionBits ? .exponent : .fraction
    }

    /// The panel with bit `index` (0 ..< ``Format/bits``) flipped; the same panel for any other index.
    public func toggling(bit index: Int) -> FloatingPointBitPanel {
        guard (0..<format.bits).contains(index) else { return self }
        var panel = self
        panel.pattern ^= 1 << UInt64(index)
        return panel
    }

    /// The key that enters ``value`` exactly (its exact decimal expansion as a literal), or nil for an
    /// infinity or a NaN.
    public var key: Key? {
        guard value.isFinite, let literal = NumberLiteral(Self.exactDecimal(value)) else { return nil }
        return .literal(literal)
    }

    /// The fields as text, separated by spaces: `0 01111111111 0000…` (sign, exponent, fraction).
    public var text: String {
        cells.reduce(into: "") { text, cell in
            if cell.index == format.bits - 2 || cell.index == format.fractionBits - 1 { text += " " }
            text += cell.isSet ? "1" : "0"
        }
    }

    /// The exact decimal expansion of a finite `x`: `0.1000000000000000055511151231257827021181583404541015625`
    /// for the binary64 number nearest 0.1. Every binary number m·2^e has one: for e < 0 it is m·5^−e
    /// with −e digits after the point.
    static func exactDecimal(_ x: Double) -> String {
        guard x != 0 else { return x.sign == .minus ? "-0" : "0" }
        let magnitude = x.magnitude
        var significand = magnitude.significandBitPattern
        var exponent = Int(magnitude.exponent) - Double.significandBitCount
        if magnitude.isNormal {
            significand |= 1 << UInt64(Double.significandBitCount)
        } else {
            exponent = Int(Double.leastNormalMagnitude.exponent) - Double.significandBitCount
        }
        // Decimal digits, lowest first, of significand · 2^exponent (exponent ≥ 0) or significand ·
        // 5^−exponent (exponent < 0).
        var digits: [UInt8] = []
        var rest = significand
        while rest > 0 {
            digits.append(UInt8(rest % 10))
            rest /= 10
        }
        let factor: UInt8 = exponent >= 0 ? 2 : 5
        for _ in 0..<abs(exponent) {
            var carry: UInt8 = 0
            for index in digits.indices {
                let product = digits[index] * factor + carry
                digits[index] = product % 10
                carry = product / 10
            }
            if carry > 0 { digits.append(carry) }
        }
        var text = x.sign == .minus ? "-" : ""
        let pointPosition = exponent >= 0 ? 0 : -exponent
        if digits.count <= pointPosition {
            digits += [UInt8](repeating: 0, count: pointPosition - digits.count + 1)
        }
        for index in digits.indices.reversed() {
            text.append(Character(Unicode.Scalar(UInt8(ascii: "0") + digits[index])))
            if index == pointPosition && pointPosition > 0 { text.append(".") }
        }
        // No trailing zeros after the point (there are none for e < 0: m·5^k ends in 5 unless m is even).
        if pointPosition > 0 {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}
