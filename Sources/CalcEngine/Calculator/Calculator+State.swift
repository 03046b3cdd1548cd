extension Calculator {
    /// The operand being built since the last operator, `(`, `=` or clear.
    enum Operand: Sendable {
        /// Nothing typed or computed yet; the display shows ``State/shown``.
        case none
        /// Typed text, shown exactly as typed.
        case entry(EntryText)
        /// The entry `0` that `C` left: it shows and counts as a typed `0`, but is no current operand
        /// (the clear key says AC).
        case cleared
        /// A value from a function key, `%`, a constant, `MR` or `)`.
        case value(Number)
    }

    /// A left operand and the operator waiting for its right operand.
    struct Pending: Sendable {
        var operand: Number
        @KeyNameCoded var op: BinaryOperation
        /// Which key press this operator was, to find "the last operator pressed" when it is folded.
        var pressNumber: Int
        /// For `EE` right after a typed number: that number as typed, so that `a EE b` is the typed
        /// number aEb (`0.3 EE 1` is exactly 3).
        var typedText: String?
    }

    /// The last binary operator pressed and, once folded, the right operand it received.
    struct LastOperator: Sendable {
        @KeyNameCoded var op: BinaryOperation
        var pressNumber: Int
        var operand: Number?
        /// The operand's display text, for the tape's repeated `=` (nil when the tape is off).
        var operandText: String?
    }

    /// An operation that repeated `=` applies to the displayed value.
    struct RepeatOperation: Sendable {
        @KeyNameCoded var op: BinaryOperation
        var operand: Number
        /// The operand's display text, for the tape (nil when the tape is off).
        var operandText: String?
    }

    /// Everything a binary operator key can change, so that a second operator can undo the first.
    struct State: Sendable {
        /// Pending operations per open group; the first is the top level.
        var groups: [[Pending]]
        var operand: Operand = .none
        /// What the display shows while there is no current operand.
        var shown: Number
        /// The display text of `shown` when it is known without formatting: a typed entry that an operator
        /// left on the display and that formatting would reproduce exactly (see `Calculator.entryDisplay`).
        var shownText: String?
        /// Where the calculator is between `=`, operators and errors (``CalculatorPhase``).
        var phase: CalculatorPhase = .ready
        var lastOperator: LastOperator?
        var repeatOperation: RepeatOperation?
        /// Which numbers of the calculation (since the last all clear) were typed with a decimal point:
        /// ``FractionDisplay/auto`` shows the result of one that was as a decimal.
        var decimalPoint = DecimalPointInput.none

        /// A state with nothing pending, showing `shown`: `groups` is one empty top level.
        init(shown: Number) {
            groups = [[]]
            self.shown = shown
        }

        /// Back to a state with nothing pending, showing `shown`, as `State(shown:)` is, but in the storage
        /// its groups had: a batch resets the calculator for every line, and a new array of groups (and
        /// freeing the old one) was a tenth of a short line's keys.
        ///
        /// Field by field (every stored property, to the value `State(shown:)` gives it): assigning a new
        /// state destroyed the old one through the value witnesses of the generic `State`.
        mutating func reset(shown: Number) {
            // (An optional already nil is tested, not assigned: assigning runs its destroy.)
            clearGroups()
            if case .none = operand {} else { operand = .none }
            self.shown = shown
            if shownText != nil { shownText = nil }
            phase = .ready
            if lastOperator != nil { lastOperator = nil }
            if repeatOperation != nil { repeatOperation = nil }
            decimalPoint = .none
        }

        /// The entry being typed is thrown away, not used (`C`, or π, `MR`, a literal in its place): a
        /// point it had, when the calculation's only one, was never an input.
        @inline(__always)
        mutating func discardEntry() {
            if decimalPoint == .inEntry, case .entry = operand { decimalPoint = .none }
        }

        /// A new entry begins: a point the previous one had is now the calculation's, whatever happens
        /// to the new one.
        @inline(__always)
        mutating func beginEntry() {
            if decimalPoint == .inEntry { decimalPoint = .inCalculation }
        }

        /// Leaves one empty top level in `groups`, in the storage it had (the next calculation's first
        /// operator then allocates nothing).
        mutating func clearGroups() {
            if groups.count > 1 { groups.removeSubrange(1...) }
            if groups.isEmpty {
                groups.append([])
            } else if !groups[0].isEmpty {
                groups[0].removeAll(keepingCapacity: true)
            }
        }

        /// Applies `f` to every value the state holds but a typed entry: a value operand, the shown value,
        /// the pending operands, the last operator's and the repeated operand (a programmer-mode format
        /// change reduces them all to the new format).
        mutating func mapValues(_ f: (Calculator.Number) -> Calculator.Number) {
            if case .value(let value) = operand { operand = .value(f(value)) }
            shown = f(shown)
            shownText = nil
            for group in groups.indices {
                for index in groups[group].indices { groups[group][index].operand = f(groups[group][index].operand) }
            }
            if let operand = lastOperator?.operand { lastOperator?.operand = f(operand) }
            if let repeated = repeatOperation { repeatOperation?.operand = f(repeated.operand) }
        }

        /// Whether the display shows `Error`.
        var isError: Bool {
            if case .error = phase { return true }
            return false
        }

        /// Why the display shows `Error`, or nil when it does not.
        var errorReason: ArithmeticError? {
            if case .error(let reason) = phase { return reason }
            return nil
        }

        /// Whether `C` clears an operand (rather than acting as AC).
        var hasCurrentOperand: Bool {
            switch operand {
            case .none, .cleared: false
            case .entry, .value: true
            }
        }

        /// The current operand: the typed entry parsed by `arithmetic` (exact when the backend holds it
        /// unrounded), the computed value, or what is shown.
        @inline(__always)
        func operandValue(_ arithmetic: Calculator.Arithmetic) throws(ArithmeticError) -> Calculator.Number {
            switch operand {
            case .entry(let text): try arithmetic.parse(text)
            case .cleared: Calculator.Number(value: arithmetic.zero, isExact: true)
            case .value(let v): v
            case .none: shown
            }
        }

        /// The operand changed by a key other than `=`: a result shown by `=` is no longer the last word.
        mutating func leaveResult() {
            if phase == .showingResult { phase = .ready }
        }
    }
}

extension Calculator.Operand {
    /// The typed text of an entry (`0` for the entry `C` left), or nil for no operand or a value.
    /// (Inlined, so that reading it from a state projects the text instead of copying the operand.)
    @inline(__always)
    var typedText: String? { typedEntry?.string }

    /// ``typedText`` as the entry holds it (no String made).
    @inline(__always)
    var typedEntry: EntryText? {
        switch self {
        case .entry(let text): text
        case .cleared: "0"
        case .none, .value: nil
        }
    }

    /// Whether this is the entry `C` left.
    var isCleared: Bool {
        if case .cleared = self { return true }
        return false
    }
}

extension Calculator.Operand: Codable where Backend.Value: Codable {}
extension Calculator.Pending: Codable where Backend.Value: Codable {}
extension Calculator.LastOperator: Codable where Backend.Value: Codable {}
extension Calculator.RepeatOperation: Codable where Backend.Value: Codable {}
/// A state encodes as it did before it had a phase: with the flags `isError`, `afterEquals`,
/// `operatorPressedSinceEquals` and `entryIsCleared` (with the entry `0`), so that calculators saved by
/// earlier versions still decode and the encoded form does not change.
extension Calculator.State: Codable where Backend.Value: Codable {
    private enum CodingKeys: String, CodingKey {
        case groups, operand, shown, shownText, entryIsCleared, afterEquals, operatorPressedSinceEquals
        case lastOperator, repeatOperation, isError, errorReason, typedDecimalPoint, decimalPointInEntry
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        groups = try container.decode([[Calculator.Pending]].self, forKey: .groups)
        operand = try container.decode(Calculator.Operand.self, forKey: .operand)
        shown = try container.decode(Calculator.Number.self, forKey: .shown)
        shownText = try container.decodeIfPresent(String.self, forKey: .shownText)
        lastOperator = try container.decodeIfPresent(Calculator.LastOperator.self, forKey: .lastOperator)
        repeatOperation = try container.decodeIfPresent(Calculator.RepeatOperation.self, forKey: .repeatOperation)
        // (Without `decimalPointInEntry`, as saved before entries were told apart, a point that was typed
        // counts as the calculation's.)
        if try container.decodeIfPresent(Bool.self, forKey: .typedDecimalPoint) ?? false {
            let inEntry = try container.decodeIfPresent(Bool.self, forKey: .decimalPointInEntry) ?? false
            decimalPoint = inEntry ? .inEntry : .inCalculation
        }
        if try container.decode(Bool.self, forKey: .entryIsCleared) { operand = .cleared }
        if try container.decode(Bool.self, forKey: .isError) {
            // Calculators saved before errors had reasons read as an invalid operation.
            phase = .error(
                try container.decodeIfPresent(ArithmeticError.self, forKey: .errorReason) ?? .invalidOperation)
        } else if try container.decode(Bool.self, forKey: .afterEquals) {
            phase = .showingResult
        } else if try container.decode(Bool.self, forKey: .operatorPressedSinceEquals) {
            phase = .calculating
        } else {
            phase = .ready
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(groups, forKey: .groups)
        let isCleared = operand.isCleared
        try container.encode(isCleared ? .entry("0") : operand, forKey: .operand)
        try container.encode(shown, forKey: .shown)
        try container.encodeIfPresent(shownText, forKey: .shownText)
        try container.encode(isCleared, forKey: .entryIsCleared)
        try container.encode(phase == .showingResult, forKey: .afterEquals)
        try container.encode(phase == .calculating, forKey: .operatorPressedSinceEquals)
        try container.encodeIfPresent(lastOperator, forKey: .lastOperator)
        try container.encodeIfPresent(repeatOperation, forKey: .repeatOperation)
        try container.encode(isError, forKey: .isError)
        try container.encodeIfPresent(errorReason, forKey: .errorReason)
        switch decimalPoint {
        case .none: break
        case .inEntry:
            try container.encode(true, forKey: .typedDecimalPoint)
            try container.encode(true, forKey: .decimalPointInEntry)
        case .inCalculation: try container.encode(true, forKey: .typedDecimalPoint)
        }
    }
}
