extension Calculator {
    /// The operand being built since the last operator, `(`, `=` or clear.
    enum Operand: Sendable {
        /// Nothing typed or computed yet; the display shows ``State/shown``.
        case none
        /// Typed text, shown exactly as typed.
        case entry(String)
        /// A value from a function key, `%`, a constant, `MR` or `)`.
        case value(Value)
    }

    /// A left operand and the operator waiting for its right operand.
    struct Pending: Sendable {
        var operand: Value
        var op: BinaryOperator
        /// Which key press this operator was, to find "the last operator pressed" when it is folded.
        var pressNumber: Int
    }

    /// The last binary operator pressed and, once folded, the right operand it received.
    struct LastOperator: Sendable {
        var op: BinaryOperator
        var pressNumber: Int
        var operand: Value?
    }

    /// An operation that repeated `=` applies to the displayed value.
    struct RepeatOperation: Sendable {
        var op: BinaryOperator
        var operand: Value
    }

    /// Everything a binary operator key can change, so that a second operator can undo the first.
    struct State: Sendable {
        /// Pending operations per open group; the first is the top level.
        var groups: [[Pending]] = [[]]
        var operand: Operand = .none
        /// What the display shows while there is no current operand.
        var shown: Value
        /// The display text of `shown` when it is known without formatting: a typed entry that an operator
        /// left on the display and that formatting would reproduce exactly (see `Calculator.entryDisplay`).
        var shownText: String?
        /// The entry `0` was produced by `C`: there is no current operand (the clear key says AC).
        var entryIsCleared = false
        /// The last key was `=` (or only keys that change nothing else since).
        var afterEquals = false
        /// A binary operator was pressed since the last `=`.
        var operatorPressedSinceEquals = false
        var lastOperator: LastOperator?
        var repeatOperation: RepeatOperation?
        var isError = false

        init(shown: Value) { self.shown = shown }

        /// Whether `C` clears an operand (rather than acting as AC).
        var hasCurrentOperand: Bool {
            switch operand {
            case .none: false
            case .entry: !entryIsCleared
            case .value: true
            }
        }
    }
}

extension Calculator.Operand: Codable where Backend.Value: Codable {}
extension Calculator.Pending: Codable where Backend.Value: Codable {}
extension Calculator.LastOperator: Codable where Backend.Value: Codable {}
extension Calculator.RepeatOperation: Codable where Backend.Value: Codable {}
extension Calculator.State: Codable where Backend.Value: Codable {}
