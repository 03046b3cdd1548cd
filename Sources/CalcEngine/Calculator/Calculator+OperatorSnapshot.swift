// The snapshot a binary operator takes, so that another operator right after it can replace it, and
// which keys discard it unread.
extension Calculator {
    /// The state before the binary operator just pressed, so that another operator can replace it.
    ///
    /// Kept as what the operator changed, not as a copy of the state: an operator only replaces the
    /// operand, the shown value and its text, the phase and the last operator, and in its innermost
    /// group only folds the last few pending operations and appends its own. A copy of the whole state
    /// made every operator pressed on a keypad copy the pending groups when it appended to them (two
    /// arrays allocated, copied and freed a key) and copy and destroy the state through the value
    /// witnesses of the generic `State`. A whole state is kept only when one is given (a decoded
    /// calculator's, which need not be related to its current state in that way).
    struct OperatorSnapshot: Sendable {
        /// Whether a snapshot is kept: every key tests this, and testing an optional of a generic type
        /// goes through its value witnesses.
        private(set) var isTaken = false
        /// Whether the snapshot is `whole` rather than `changed` and `folded`.
        private var isWhole = false
        /// The fields the operator replaced, as they were (stale when not `isTaken`: an optional here was
        /// tested and destroyed through the value witnesses of the generic fields).
        private var changed: ReplacedFields
        /// The pending operations of the innermost group that the operator folded, in their order (the
        /// storage is kept from one operator to the next).
        private var folded: [Pending] = []
        /// A whole state, when one was given (``take(_:)``).
        private var whole: State?

        /// A snapshot holding nothing; `placeholder` fills the fields until one is taken.
        init(placeholder: Number) {
            changed = ReplacedFields(
                operand: .none, shown: placeholder, shownText: nil, phase: .ready, lastOperator: nil)
        }

        /// The fields of a state that a binary operator replaces.
        struct ReplacedFields: Sendable {
            var operand: Operand
            var shown: Number
            var shownText: String?
            var phase: CalculatorPhase
            var lastOperator: LastOperator?
        }

        /// Keeps what a binary operator is about to change: the fields of `state` it replaces, and the
        /// last `foldedCount` pending operations of `group`, the innermost group (taken out of `state`),
        /// which it folds.
        mutating func take(before state: State, innermostGroup group: [Pending], folding foldedCount: Int) {
            clear()
            changed.operand = state.operand
            changed.shown = state.shown
            changed.shownText = state.shownText
            changed.phase = state.phase
            changed.lastOperator = state.lastOperator
            if foldedCount > 0 { folded.append(contentsOf: group[(group.count - foldedCount)...]) }
            isTaken = true
        }

        /// Keeps a whole state.
        mutating func take(_ state: State) {
            clear()
            whole = state
            isWhole = true
            isTaken = true
        }

        /// Puts `state` back as it was before the operator, when a snapshot is kept: the operator's own
        /// pending operation removed, the operations it folded back, the fields it replaced restored.
        /// Between the operator and now only keys that leave the groups' shape alone were pressed (any
        /// other key clears the snapshot).
        func restore(_ state: inout State) {
            guard isTaken else { return }
            if isWhole {
                if let whole { state = whole }
                return
            }
            // (The group cannot be empty: the operator appended to it. Tested all the same, so that no
            // state can trap here.)
            let group = state.groups.count - 1
            if !state.groups[group].isEmpty { state.groups[group].removeLast() }
            state.groups[group].append(contentsOf: folded)
            state.operand = changed.operand
            state.shown = changed.shown
            state.shownText = changed.shownText
            state.phase = changed.phase
            state.lastOperator = changed.lastOperator
        }

        /// Replaces a typed entry the snapshot keeps with its value, read by `arithmetic`: before a
        /// programmer-mode format change, which ends the entry in the old radix.
        mutating func readEntries(_ arithmetic: Arithmetic) throws(ArithmeticError) {
            guard isTaken else { return }
            if isWhole {
                if var state = whole, state.operand.typedEntry != nil {
                    state.operand = .value(try state.operandValue(arithmetic))
                    whole = state
                }
            } else if case .entry(let text) = changed.operand {
                changed.operand = .value(try arithmetic.parse(text))
            }
        }

        /// Applies `f` to every value the snapshot keeps (as `State.mapValues(_:)`: its operand, shown
        /// value, last operator and folded operations, or a whole state's), as a programmer-mode format
        /// change reduces every value the calculator holds: otherwise a second operator gives back a value
        /// of the old format (`1 2 9 = + signed - word 0 =` in 8 bits unsigned is −127, not 129).
        mutating func mapValues(_ f: (Number) -> Number) {
            guard isTaken else { return }
            if isWhole {
                whole?.mapValues(f)
                return
            }
            if case .value(let value) = changed.operand { changed.operand = .value(f(value)) }
            changed.shown = f(changed.shown)
            changed.shownText = nil
            if let operand = changed.lastOperator?.operand { changed.lastOperator?.operand = f(operand) }
            for index in folded.indices { folded[index].operand = f(folded[index].operand) }
        }

        /// Forgets the snapshot, if any.
        @inline(__always)
        mutating func clear() {
            if isTaken {
                if isWhole {
                    whole = nil
                    isWhole = false
                } else {
                    if !folded.isEmpty { folded.removeAll(keepingCapacity: true) }
                }
                isTaken = false
            }
        }
    }

    /// The state before the binary operator just pressed, so that another operator can replace it.
    var beforeOperator: State? {
        get {
            guard operatorSnapshot.isTaken else { return nil }
            var before = state
            operatorSnapshot.restore(&before)
            return before
        }
        set {
            operatorSnapshot.clear()
            if let newValue { operatorSnapshot.take(newValue) }
        }
    }

    /// Whether `key`, pressed next, discards an operator's snapshot unread: ``clearsOperatorSnapshot(_:)``,
    /// unless programmer mode refuses the key (``refusesInProgrammerMode(_:)``), which changes nothing.
    @inline(__always)
    func dropsOperatorSnapshot(_ key: Key) -> Bool {
        Self.clearsOperatorSnapshot(key) && !(Self.isProgrammer && refusesInProgrammerMode(key))
    }

    /// Whether `key`, pressed right after an operator, discards the operator's snapshot without reading
    /// it: digits (hexadecimal ones too), `=`, functions (programmer mode's word functions and bit
    /// toggles too), constants, `C`… (``press(_:)`` discards it before their work). Operators read it;
    /// memory, angle-unit, word-format and parenthesis keys and backspace are counted as keeping it (some
    /// of them can), which only costs a snapshot.
    static func clearsOperatorSnapshot(_ key: Key) -> Bool {
        switch key {
        case .binary, .memoryAdd, .memorySubtract, .memoryClear, .degrees, .radians, .gradians, .backspace,
            .closeParenthesis, .openParenthesis:
            false
        case .digit, .point, .equals, .allClear, .clear, .negate, .percent, .function, .angleFunction, .pi, .e, .random,
            .memoryRecall, .literal, .imaginaryUnit:
            true
        case .programmer(let key):
            switch key {
            case .radix, .width, .signed, .unsigned: false
            case .hexDigit, .not, .rotateLeft, .rotateRight, .rotateLeftThroughCarry, .rotateRightThroughCarry,
                .bitCount, .toggleBit:
                true
            }
        }
    }
}
