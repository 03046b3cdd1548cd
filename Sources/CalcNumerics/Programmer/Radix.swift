/// The base in which programmer mode takes and shows numbers: 2, 8, 10 or 16.
public enum Radix: Int, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// Base 2.
    case binary = 2
    /// Base 8.
    case octal = 8
    /// Base 10, the default: the signed or unsigned value.
    case decimal = 10
    /// Base 16, digits 0–9 and A–F.
    case hexadecimal = 16

    /// The radix named `bin`, `oct`, `dec` or `hex` (any case), or nil.
    public init?(name: String) {
        guard let radix = Radix.allCases.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = radix
    }

    /// The base, 2 through 16.
    @inlinable public var base: Int { rawValue }

    /// The short name, as calc-eval's `--radix` and the radix keys spell it: `bin`, `oct`, `dec`, `hex`.
    public var name: String {
        switch self {
        case .binary: "bin"
        case .octal: "oct"
        case .decimal: "dec"
        case .hexadecimal: "hex"
        }
    }

    /// How many digits a group has when the display groups them: 4 in hexadecimal and binary, 3 in
    /// octal and decimal.
    public var groupSize: Int {
        switch self {
        case .binary, .hexadecimal: 4
        case .octal, .decimal: 3
        }
    }

    /// The value of the digit `byte` (ASCII `0`–`9`, `A`–`F` or `a`–`f`) in this radix, or nil when it is
    /// no digit of it.
    public func digitValue(_ byte: UInt8) -> UInt64? {
        let value: UInt64
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt64(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "A")...UInt8(ascii: "F"): value = UInt64(byte - UInt8(ascii: "A")) + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): value = UInt64(byte - UInt8(ascii: "a")) + 10
        default: return nil
        }
        return value < UInt64(rawValue) ? value : nil
    }

    /// The name as text: `"hex"`.
    public var description: String { name }
}
