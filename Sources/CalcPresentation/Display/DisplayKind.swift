/// What the display shows: a typed entry, a computed value, the result of `=`, or `Error`.
///
/// The engine tells an entry (`Calculator/isShowingEntry`) and an error (`Calculator/isError`)
/// apart, but not a result of `=` from other values: the key that produced the display decides. Keep
/// one `DisplayKind` next to the calculator and update it after every key:
///
/// ```swift
/// calculator.press(key)
/// kind = kind.updated(after: key, calculator: calculator)
/// ```
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

    /// The kind after `key` was pressed, `calculator` being the state after it and `self` the kind
    /// before it.
    ///
    /// Keys that leave the display alone (`mc`, `deg`, `rad`; `back` on a value; `m+`/`m-` on a
    /// result) keep the kind. `)` with nothing open changes nothing but is reported as a value.
    public func updated<Engine: CalculatorProtocol>(after key: Key, calculator: Engine) -> DisplayKind {
        if calculator.isError { return .error }
        if calculator.isShowingEntry { return .entry }
        switch key {
        case .equals:
            return .result
        case .memoryClear, .degrees, .radians:
            return self == .error ? .value : self
        case .backspace, .memoryAdd, .memorySubtract:
            return self == .result ? .result : .value
        case .digit, .point, .binary, .allClear, .clear, .negate, .percent, .function, .pi, .e, .random,
            .openParenthesis, .closeParenthesis, .memoryRecall, .literal:
            return .value
        }
    }
}
