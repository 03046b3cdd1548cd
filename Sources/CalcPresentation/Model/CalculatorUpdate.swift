/// One change of a ``CalculatorModel``: the key that caused it, what the UI shows now, and what changed.
public struct CalculatorUpdate: Sendable, Hashable {
    /// A part of the UI that can change.
    public enum Change: String, Sendable, Hashable, CaseIterable {
        /// The display text, or the display as a fraction.
        case display
        /// The highlighted operator key.
        case highlightedOperator
        /// The clear key's label.
        case clearKeyLabel
        /// The memory indicator.
        case memory
        /// The angle unit indicator.
        case angleUnit
        /// The number of open parentheses.
        case parentheses
    }

    /// The key pressed, or nil when the whole calculator was replaced (restored, reset).
    public var key: Key?
    /// What the UI shows now.
    public var snapshot: CalculatorSnapshot
    /// What differs from before the key.
    public var changes: Set<Change>

    /// An update.
    public init(key: Key?, snapshot: CalculatorSnapshot, changes: Set<Change>) {
        self.key = key
        self.snapshot = snapshot
        self.changes = changes
    }

    /// The changes between two snapshots.
    public static func changes(from old: CalculatorSnapshot, to new: CalculatorSnapshot) -> Set<Change> {
        var changes: Set<Change> = []
        if old.display != new.display || old.isError != new.isError || old.fraction != new.fraction {
            changes.insert(.display)
        }
        if old.highlightedOperator != new.highlightedOperator { changes.insert(.highlightedOperator) }
        if old.clearKeyLabel != new.clearKeyLabel { changes.insert(.clearKeyLabel) }
        if old.hasMemory != new.hasMemory { changes.insert(.memory) }
        if old.angleUnit != new.angleUnit { changes.insert(.angleUnit) }
        if old.openParentheses != new.openParentheses { changes.insert(.parentheses) }
        return changes
    }
}
