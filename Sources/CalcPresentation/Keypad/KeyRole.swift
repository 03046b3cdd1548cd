/// What kind of key a keypad cell is, so that a view can style it (colour, font) without knowing keys.
///
/// On the iPhone: digits are dark grey, operators orange, clear and modifiers light grey, and the
/// scientific block (functions, memory, toggles) a darker grey.
public enum KeyRole: String, Sendable, Hashable, Codable, CaseIterable {
    /// A digit `0`–`9` or the decimal point.
    case digit
    /// A basic binary operator: ÷ × − +.
    case `operator`
    /// The `=` key.
    case equals
    /// The clear key (`AC` or `C`).
    case clear
    /// A key that changes the current operand in place: `±` and `%`.
    case modifier
    /// A scientific key: functions, powers and roots, constants, `EE`, parentheses, `Rand`.
    case function
    /// A memory key: `mc`, `m+`, `m-`, `mr`.
    case memory
    /// A key that switches keypad or calculator state: `2nd`, `Rad`/`Deg`.
    case toggle
}
