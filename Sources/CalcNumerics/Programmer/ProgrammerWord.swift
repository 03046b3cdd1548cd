/// A value of ``ProgrammerBackend``: an integer, or the invalid value that stands for a result with no
/// word (÷ 0, a shift by w or more, a function without integer meaning).
///
/// The integer is kept as a sign and a magnitude, so that negation is exact (−0 included, as the
/// ``BackendArithmetic`` protocol asks): the negation of the most negative word is +2^(w−1), which the
/// next operation, and every display, reduces mod 2^w to the most negative word again. Every other
/// operation of the backend returns its result reduced (``WordFormat/word(bits:)``).
public struct ProgrammerWord: Sendable, Hashable, Codable {
    /// |x|.
    public var magnitude: UInt64
    /// Whether x < 0 (or x is −0).
    public var isNegative: Bool
    /// Whether x is an integer (false: the invalid value).
    public var isValid: Bool

    /// The integer ±`magnitude`.
    @inlinable
    public init(magnitude: UInt64, isNegative: Bool) {
        self.magnitude = magnitude
        self.isNegative = isNegative
        isValid = true
    }

    /// The invalid value: what an operation without an integer result gives.
    public static let invalid: ProgrammerWord = {
        var word = ProgrammerWord(magnitude: 0, isNegative: false)
        word.isValid = false
        return word
    }()

    /// The integer's 64 low bits in two's complement.
    @inlinable public var bits: UInt64 { isNegative ? 0 &- magnitude : magnitude }

    /// Whether the integer is zero.
    @inlinable public var isZero: Bool { isValid && magnitude == 0 }
}
