/// One button of a keypad: what it does, what it shows, what VoiceOver says, how it is styled and how
/// wide it is.
public struct KeypadCell: Sendable, Hashable, Codable {
    /// What pressing the cell does.
    public var action: KeypadAction
    /// The text on the button (`÷`, `x²`, `log₁₀`, `AC`).
    public var label: String
    /// What VoiceOver says for the button (`divide`, `x squared`, `all clear`): what the key does.
    public var accessibilityLabel: String
    /// The kind of key, for styling.
    public var role: KeyRole
    /// How many grid columns the button covers (2 for the iPhone's wide `0`): at least 1 (a smaller
    /// span set is taken as 1).
    public var columnSpan: Int {
        didSet { if columnSpan < 1 { columnSpan = 1 } }
    }
    /// Whether the button is drawn selected: the operator waiting for its operand, or `2nd` while on.
    public var isSelected: Bool
    /// Why the key does not do exactly what its label promises, when the engine has no such key; `nil`
    /// on every cell of ``Keypad``'s layouts, whose labels are the labels of the keys they press.
    public var note: String?

    /// A cell; the accessibility label defaults to the key's spoken label, and a `columnSpan` below 1 is
    /// taken as 1.
    public init(
        _ action: KeypadAction,
        label: String,
        accessibilityLabel: String? = nil,
        role: KeyRole,
        columnSpan: Int = 1,
        isSelected: Bool = false,
        note: String? = nil
    ) {
        self.action = action
        self.label = label
        self.accessibilityLabel = accessibilityLabel ?? action.key?.accessibilityLabel ?? "second functions"
        self.role = role
        self.columnSpan = max(1, columnSpan)
        self.isSelected = isSelected
        self.note = note
    }

    /// A cell pressing `key`, with the key's own keypad label, spoken label and role.
    public init(_ key: Key, columnSpan: Int = 1, isSelected: Bool = false) {
        self.init(
            .key(key), label: key.keypadLabel, role: key.role, columnSpan: columnSpan,
            isSelected: isSelected)
    }

    /// The calculator key the cell presses, or `nil` for `2nd`.
    public var key: Key? { action.key }

    /// Decodes a cell; a span of fewer than one column is refused.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let span = try container.decode(
            Int.self, forKey: .columnSpan, atLeast: 1, why: "a cell spans at least one column")
        action = try container.decode(KeypadAction.self, forKey: .action)
        label = try container.decode(String.self, forKey: .label)
        accessibilityLabel = try container.decode(String.self, forKey: .accessibilityLabel)
        role = try container.decode(KeyRole.self, forKey: .role)
        columnSpan = span
        isSelected = try container.decode(Bool.self, forKey: .isSelected)
        note = try container.decodeIfPresent(String.self, forKey: .note)
    }
}
