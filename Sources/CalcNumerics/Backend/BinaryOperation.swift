/// An operation of two arguments that every backend evaluates.
public enum BinaryOperation: String, Sendable, Hashable, CaseIterable, Codable {
    /// a + b.
    case add
    /// a − b.
    case subtract
    /// a × b.
    case multiply
    /// a ÷ b.
    case divide
    /// aᵇ; a negative base needs an integer exponent.
    case power
    /// The b-th root of a; odd integer roots of negative numbers are defined.
    case root
    /// a × 10ᵇ, correctly rounded when b is an integer (as if "aEb" had been typed).
    case scaleByPowerOfTen
}
