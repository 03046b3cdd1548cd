/// A decimal digit, 0 through 9: what a digit key types.
///
/// A digit key cannot hold anything else, so pressing a key can never fail on it. Make one from a
/// literal case (`.seven`) or, from a number or character that may be out of range, with the failable
/// ``init(_:)-(Int)`` or ``init(_:)-(Character)``:
///
/// ```swift
/// calculator.press(.digit(.seven))
/// if let digit = Digit(typed) { calculator.press(.digit(digit)) }
/// Digit(12)    // nil
/// ```
public enum Digit: Int, Sendable, Hashable, CaseIterable, Comparable, Codable, CustomStringConvertible {
    /// 0.
    case zero = 0
    /// 1.
    case one
    /// 2.
    case two
    /// 3.
    case three
    /// 4.
    case four
    /// 5.
    case five
    /// 6.
    case six
    /// 7.
    case seven
    /// 8.
    case eight
    /// 9.
    case nine

    /// The digit with this value, or `nil` outside 0…9.
    @inlinable
    public init?(_ value: Int) {
        self.init(rawValue: value)
    }

    /// The digit written by this character (`"0"`…`"9"`, ASCII only), or `nil`.
    public init?(_ character: Character) {
        guard let byte = character.asciiValue, let digit = Digit(asciiByte: byte) else { return nil }
        self = digit
    }

    /// The digit written by this ASCII byte (`0x30`…`0x39`), or `nil`.
    @inlinable
    public init?(asciiByte byte: UInt8) {
        guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
        self.init(rawValue: Int(byte &- UInt8(ascii: "0")))
    }

    /// The digit's value, 0…9.
    @inlinable
    public var value: Int { rawValue }

    /// The digit's ASCII byte (`0x30`…`0x39`).
    @inlinable
    public var asciiByte: UInt8 { UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rawValue) }

    /// The digit as text: `"7"` (a literal: typing a digit makes no string).
    public var description: String {
        switch self {
        case .zero: "0"
        case .one: "1"
        case .two: "2"
        case .three: "3"
        case .four: "4"
        case .five: "5"
        case .six: "6"
        case .seven: "7"
        case .eight: "8"
        case .nine: "9"
        }
    }

    /// Whether this digit is smaller than `other`.
    public static func < (lhs: Digit, rhs: Digit) -> Bool { lhs.rawValue < rhs.rawValue }
}
