/// A hexadecimal digit above 9, A through F: what programmer mode's letter keys type.
public enum HexDigit: Int, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// 10.
    case a = 10
    /// 11.
    case b
    /// 12.
    case c
    /// 13.
    case d
    /// 14.
    case e
    /// 15.
    case f

    /// The digit's value, 10…15.
    public var value: Int { rawValue }

    /// The uppercase letter: `"A"`.
    public var description: String { String(UnicodeScalar(UInt8(ascii: "A") + UInt8(rawValue - 10))) }
}
