/// What the display shows: a typed entry, a computed value, the result of `=`, or `Error`.
///
/// The calculator decides it with the rest of its state (``CalculatorScreen/kind``): a result of `=`
/// stays one until a key changes the operand, so keys that leave the display alone (`mc`, `deg`, `rad`,
/// `m+` on a result) keep it.
public enum DisplayKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A number being typed, shown exactly as typed.
    case entry
    /// A computed value that is not the result of `=`: the start's `0`, an operator's folded value, a
    /// function's result, a constant, `MR`, `)`.
    case value
    /// The result of `=`.
    case result
    /// `Error`.
    case error
}
