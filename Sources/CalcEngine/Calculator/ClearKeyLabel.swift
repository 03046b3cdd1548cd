/// What the clear key shows: `C` while there is a current operand to clear, else `AC`.
public enum ClearKeyLabel: String, Sendable, Hashable, Codable {
    /// `C`: the key clears the current operand and keeps what is pending.
    case clear = "C"
    /// `AC`: the key resets the calculation (memory and settings stay).
    case allClear = "AC"
}
