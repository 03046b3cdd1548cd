/// Why an operation has no finite real result.
///
/// Backends never trap and never hand a NaN or an infinity to their callers through the checked API
/// (`evaluate` on a backend); they report one of these instead. A calculator shows all of them as "Error".
///
/// The raw value is the case's name (`divisionByZero`), as saved calculators and calc-eval's json write it.
public enum ArithmeticError: String, Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// A finite non-zero number divided by zero, or a function evaluated at a pole (1/0, 0 xʸ −1, tan 90°, atanh 1).
    case divisionByZero
    /// An operation with no real result: 0/0, √−1, ln 0, asin 2, Γ at a pole, a malformed decimal string.
    case invalidOperation
    /// The exact result is finite but larger in magnitude than the backend's largest value, or computing
    /// it is beyond a work limit (x! of 10³⁰, sin of 2^(2³⁰), a complex key that MPC would not finish in
    /// bounded time).
    case overflow
    /// A result whose digits the backend cannot prove: a complex value on a verified backend (they have
    /// no complex values).
    case unprovable

    /// A short English description, e.g. "division by zero".
    public var description: String {
        switch self {
        case .divisionByZero: "division by zero"
        case .invalidOperation: "invalid operation"
        case .overflow: "overflow"
        case .unprovable: "complex values cannot be proven (verified backends have none)"
        }
    }
}
