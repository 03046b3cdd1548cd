/// An integer of any size as a sign and the decimal digits of its magnitude: what the integer keys
/// outside programmer mode (``BitwiseInteger``, ``ModularPower``) read from a backend's value and give
/// back, the same on every backend.
///
/// Always a valid integer: the digits are ASCII digits without leading zeros, and zero is never
/// negative (`-0` and `007` are read as 0 and 7; `1.5` and the empty text are not integers).
public struct DecimalInteger: Sendable, Hashable, CustomStringConvertible, LosslessStringConvertible {
    /// Whether the integer is below zero.
    public let isNegative: Bool
    /// The decimal digits of the magnitude, without leading zeros (`0` for zero).
    public let digits: String

    /// The integer of `digits` (one or more ASCII digits; leading zeros are dropped) with a minus sign when
    /// `isNegative` (dropped for zero), or nil when `digits` is not a run of digits.
    public init?(isNegative: Bool, digits: some StringProtocol) {
        let bytes = digits.utf8
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        let significant = bytes.drop { $0 == UInt8(ascii: "0") }
        self.digits = significant.isEmpty ? "0" : String(decoding: significant, as: UTF8.self)
        self.isNegative = isNegative && !significant.isEmpty
    }

    /// The integer of digits known to be valid (the decimal text of a magnitude: digits, no leading zero).
    init(isNegative: Bool, validDigits digits: String) {
        self.digits = digits
        self.isNegative = isNegative && digits != "0"
    }

    /// The integer `value`.
    public init(_ value: Int) {
        isNegative = value < 0
        digits = String(value.magnitude)
    }

    /// The integer written as an optional `-` and digits (`-123`), or nil.
    public init?(_ description: String) {
        let isNegative = description.hasPrefix("-")
        self.init(isNegative: isNegative, digits: isNegative ? description.dropFirst() : Substring(description))
    }

    /// The integer as an optional `-` and its digits.
    public var description: String { (isNegative ? "-" : "") + digits }

    /// Whether the integer is 0.
    public var isZero: Bool { digits == "0" }
}
