extension Calculator {
    // MARK: Operands

    /// The current operand: the typed entry parsed (exact when the backend holds it unrounded), the
    /// computed value, or what is shown (`State.operandValue(_:)`).
    ///
    /// For reads. A key (a mutating method) calls `state.operandValue(arithmetic)` instead: a call of a
    /// method of the calculator that only reads it, from one that mutates it, copies the whole calculator
    /// first, inlined or not (1,264 bytes and a dozen reference counts on MPFR, once per operator).
    @inline(__always)
    func operandValue() throws(ArithmeticError) -> Number {
        try state.operandValue(arithmetic)
    }

    /// Forgets the state saved before an operator (another operator can no longer replace it).
    @inline(__always)
    mutating func clearBeforeOperator() {
        operatorSnapshot.clear()
    }

    /// Makes `value` the current operand (a constant, `MR`, a function's or `%`'s result).
    mutating func setValue(_ value: Number) {
        state.operand = .value(value)
        state.leaveResult()
    }

    /// Shows `value` as a result, with no current operand.
    mutating func show(_ value: Number) {
        state.operand = .none
        state.shown = value
        state.shownText = nil
    }

    /// How many pending operations at the end of `group` the operator `op` folds in `mode`: those that
    /// bind at least as strongly as it (operator precedence), or all of them (immediate execution).
    /// (Static: a method of the calculator that only reads it, called from one that mutates it, copies
    /// the whole calculator first.)
    static func foldedCount(by op: BinaryOperation, in group: [Pending], mode: CalculationMode) -> Int {
        // `powmod` is the modulus of the pending power, which it computes: it folds nothing.
        if op == .modularPower { return 0 }
        guard mode == .precedence else { return group.count }
        let minimum = precedence(of: op)
        var count = 0
        while count < group.count, precedence(of: group[group.count - 1 - count].op) >= minimum { count += 1 }
        return count
    }

    /// Folds the last `count` pending operations of `group` into `right`, innermost first, and records the
    /// operand the last pressed operator receives. `rightText` is the display text of `right` for the
    /// tape (nil when the tape is off); it is used up by the first operation folded, the only one whose
    /// right operand is the displayed one.
    ///
    /// A pending `powmod` folds with the power before it (a^b mod m of three operands); both bind alike, so
    /// that an operator that folds one folds the other.
    mutating func fold(
        _ group: inout [Pending], _ right: consuming Number, count: Int, rightText: inout String?
    ) throws(ArithmeticError) -> Number {
        // The pending operation is moved out (a copy of it, and of its operand, goes through value
        // witnesses on a generic backend).
        var remaining = count
        while remaining > 0 {
            let last = group.removeLast()
            remaining -= 1
            if state.lastOperator?.pressNumber == last.pressNumber {
                state.lastOperator?.operand = copy right
                state.lastOperator?.operandText = rightText
            }
            rightText = nil
            if last.op == .modularPower {
                // A saved document could hold a `powmod` without its power: refused, never trapped.
                guard remaining > 0, let power = group.last, power.op == .power else { throw .invalidOperation }
                group.removeLast()
                remaining -= 1
                right = try arithmetic.modularPower(power.operand, last.operand, right)
            } else if let text = last.typedText, let typed = try arithmetic.typedScientific(text, exponent: right) {
                right = typed
            } else {
                right = try arithmetic.combine(last.op, last.operand, right, angle: angleUnit)
            }
        }
        return right
    }

    // MARK: Operators, equals, percent, memory

    mutating func pressOperator(_ op: BinaryOperation, snapshot: Bool = true) throws(ArithmeticError) {
        // A second operator right after the first replaces it, as if the first had never been pressed.
        // (The line keeps the operand it was given; only its operator is replaced.)
        let replacing = operatorSnapshot.isTaken
        if replacing { operatorSnapshot.restore(&state) }
        let right = try state.operandValue(arithmetic)
        let entered = state.operand.typedEntry
        if recordsTape {
            // In immediate mode each operator applies to the result so far, which the tape then groups.
            let immediate: ((BinaryOperation) -> Int)? =
                configuration.mode == .immediate ? { Self.precedence(of: $0) } : nil
            if replacing {
                line?.replaceLastOperation(with: op, immediate: immediate)
            } else {
                let term = currentTerm
                line?.append(term, before: op, immediate: immediate)
            }
        }
        // `powmod` is the modulus of a pending power (`a pow b powmod m`), or nothing to apply to.
        if op == .modularPower, state.groups.last?.last?.op != .power { throw .invalidOperation }
        var group = state.groups.removeLast()
        // The operations this operator folds: what the snapshot keeps (with the fields `show` and the
        // lines below replace, unchanged so far), and what `fold` combines.
        let foldCount = Self.foldedCount(by: op, in: group, mode: configuration.mode)
        if snapshot {
            operatorSnapshot.take(before: state, innermostGroup: group, folding: foldCount)
        } else {
            operatorSnapshot.clear()
        }
        var noText: String? = nil
        let folded = try fold(&group, right, count: foldCount, rightText: &noText)
        let combined = foldCount > 0
        // `EE` right after a typed number keeps the number as typed (`a EE b` is the typed number aEb).
        let typedText = op == .scaleByPowerOfTen && !combined ? entered?.string : nil
        group.append(Pending(operand: folded, op: op, pressNumber: pressCount, typedText: typedText))
        state.groups.append(group)
        show(folded)
        // The typed number stays on the display as typed, when formatting its value would give it back.
        if !combined, let entered { state.shownText = arithmetic.entryDisplay(entered.string) }
        state.phase = .calculating
        state.lastOperator = LastOperator(op: op, pressNumber: pressCount, operand: nil)
    }

    /// `=`: completes the calculation (or repeats the last operation) and writes it on the tape, with the
    /// result `Error` when it fails.
    mutating func pressEquals() throws(ArithmeticError) {
        // Groups opened after a result, with nothing pending outside them, close as `)` would close them,
        // so that `=` repeats the last operation on their value: `2 + 3 = ( 4 =` is `2 + 3 = ( 4 ) =`, 7.
        if state.groups.count > 1, state.groups[0].isEmpty, state.repeatOperation != nil {
            while state.groups.count > 1 { try closeGroup() }
        }
        var value = try state.operandValue(arithmetic)
        let hasPending = state.groups.count > 1 || !state.groups[0].isEmpty
        let line = self.line
        var expression: String?
        do {
            if hasPending || state.phase == .calculating {
                var rightText: String?
                if let line {
                    let shown = currentDisplayText
                    rightText = shown
                    if line.hasOperation { expression = line.completedExpression(right: currentTerm(display: shown)) }
                }
                while state.groups.count > 1 {
                    var group = state.groups.removeLast()
                    let count = group.count
                    value = try fold(&group, value, count: count, rightText: &rightText)
                }
                // The top level folds in its own storage, which the next calculation keeps using (folding
                // all of it empties it).
                var top: [Pending] = []
                swap(&top, &state.groups[0])
                let count = top.count
                value = try fold(&top, value, count: count, rightText: &rightText)
                swap(&top, &state.groups[0])
                // Read field by field in place: a copy of the whole record goes through value witnesses on
                // a generic backend.
                // `=` again repeats the last operation, except `powmod`, which has three operands.
                if let operand = state.lastOperator?.operand, let op = state.lastOperator?.op {
                    state.repeatOperation =
                        op == .modularPower
                        ? nil : RepeatOperation(op: op, operand: operand, operandText: state.lastOperator?.operandText)
                }
            } else if let repeated = state.repeatOperation {
                if line != nil {
                    // (`-9 ^ 2` would read as −(9²): the sign beside a ^-level operator is grouped.)
                    let left = currentTerm.text(beside: repeated.op.precedence)
                    expression = "\(left) \(repeated.op.tapeSymbol) \(repeated.operandText ?? "")"
                }
                value = try arithmetic.combine(repeated.op, value, repeated.operand, angle: angleUnit)
            } else if let line, line.hasOperation {
                expression = currentTerm.text
            }
        } catch {
            writeTape(expression: expression, result: "Error")
            throw error
        }
        show(value)
        state.phase = .showingResult
        if line != nil {
            // The result's text, kept as the display's, so that the screen does not format it again.
            let result = display
            state.shownText = result
            writeTape(expression: expression, result: result)
            self.line = TapeLine()
        }
    }

    mutating func pressPercent() throws(ArithmeticError) {
        let b = try state.operandValue(arithmetic)
        let hundred = Number(value: backend.value(100), isExact: true)
        let result: Number
        let ofPendingOperand: Bool
        if let top = state.groups.last?.last, top.op == .add || top.op == .subtract {
            ofPendingOperand = true
            result = try arithmetic.combine(
                .divide, try arithmetic.combine(.multiply, top.operand, b, angle: angleUnit), hundred, angle: angleUnit)
        } else {
            ofPendingOperand = false
            result = try arithmetic.combine(.divide, b, hundred, angle: angleUnit)
        }
        var term: TapeTerm?
        if let line {
            let operand = currentTerm.wrapped
            // A percentage of the pending operand reads back as such only right after + or −; elsewhere
            // the tape writes it as what the key computes, the product then the hundredth (in that order,
            // so that it rounds as the key does): `10 − 50% × 2` is `10 − ((10 × 50)%) × 2`.
            let base = ofPendingOperand ? line.pendingOperandFactor : nil
            term = TapeTerm(
                text: operand + "%", isAtomic: false, standalone: base.map { "((" + $0 + " × " + operand + ")%)" })
        }
        setValue(result, term: term)
        line?.hasOperation = true
    }

    mutating func pressMemory(_ op: BinaryOperation) throws(ArithmeticError) {
        let value = try state.operandValue(arithmetic)
        memory = try arithmetic.combine(op, memory, value, angle: angleUnit)
        if state.operand.typedText != nil { setDisplayedValue(value) }
    }

    // MARK: Parentheses

    mutating func openGroup() throws(ArithmeticError) {
        switch state.operand {
        case .entry(let text) where text == "0" || text == "-0":
            break
        case .cleared:
            break
        case .entry, .value:
            clearBeforeOperator()
            try pressOperator(.multiply)
        case .none:
            break
        }
        clearBeforeOperator()
        state.groups.append([])
        line?.openGroup()
        show(Number(value: zero, isExact: true))
        state.leaveResult()
    }

    mutating func closeGroup() throws(ArithmeticError) {
        let right = try state.operandValue(arithmetic)
        var rightText: String?
        if recordsTape {
            let shown = currentDisplayText
            rightText = shown
            let term = currentTerm(display: shown)
            line?.closeGroup(right: term)
        }
        var group = state.groups.removeLast()
        let count = group.count
        let value = try fold(&group, right, count: count, rightText: &rightText)
        setValue(value)
    }

    // MARK: Constants

    /// A random number in [0, 1) with as many digits as the display shows, built from decimal digits
    /// so that every backend gets the same number.
    mutating func randomValue() throws(ArithmeticError) -> Number {
        // One draw of the generator per rand, whatever the digits: its digits come from a stream seeded
        // by that draw, so the k-th rand of a seed starts with the same digits on every backend (Double's
        // 15 are the first 15 of MPFR's 50) and a backend switch or a comparison keeps the sequence.
        var digits = SeededRandomGenerator(seed: random.next())
        var text = "0."
        for _ in 0..<configuration.displayDigits {
            text.append(Character(String(digits.next() % 10)))
        }
        return try arithmetic.parse(text)
    }

    // MARK: Clearing and errors

    mutating func resetCalculation() {
        clearBeforeOperator()
        state.reset(shown: Number(value: zero, isExact: true))
        if tape.isRecording { line = TapeLine() }
    }

    mutating func enterError(_ reason: ArithmeticError) {
        resetCalculation()
        state.phase = .error(reason)
    }
}
