/// What a keypad shows for a key: its label, what VoiceOver says, and its styling role.
///
/// `Key/keypadFacts` gives them for each key from one table, so that a new key cannot compile
/// without them; the engine's `KeyFacts` hold its name, symbols and summary.
public struct KeypadFacts: Sendable, Hashable {
    /// The text on the key (`÷`, `x²`, `²√x`, `log₁₀`, `sin⁻¹`, `mc`).
    public let label: String
    /// What VoiceOver says for the key: what it does, in words (`plus`, `all clear`, `square root`).
    public let accessibilityLabel: String
    /// The styling role of the key.
    public let role: KeyRole

    init(_ label: String, _ accessibilityLabel: String, _ role: KeyRole) {
        self.label = label
        self.accessibilityLabel = accessibilityLabel
        self.role = role
    }
}
