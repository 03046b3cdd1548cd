extension Calculator {
    // MARK: Operands

    /// The current operand: the typed entry parsed (exact when the backend holds it unrounded), the
    /// computed value, or what is shown.
    func operandValue() throws(ArithmeticError) -> Number {
        switch state.operand {
        case .entry(let text): try parse(text)
        case .cleared: Number(value: zero, isExact: true)
        case .value(let v): v
        case .none: state.shown
        }
    }

    /// Typed decimal text as a number, exact when the backend holds its value without rounding.
    func parse(_ text: String) throws(ArithmeticError) -> Number {
        let (value, isExact) = backend.valueReportingExactness(decimal: text)
        if backend.isFinite(value) { return Number(value: value, isExact: isExact) }
        if backend.isNaN(value) { throw .invalidOperation }
        throw .overflow
    }

    /// Forgets the state saved before an operator (another operator can no longer replace it).
    ///
    /// Checked first: most keys find it already empty, and assigning nil to an empty optional still runs
    /// the optional's outlined destroy, which for a generic `State` went through its value witnesses
    /// (a sixth of the time per key in perf).
    @inline(__always)
    mutating func clearBeforeOperator() {
        if beforeOperator != nil { beforeOperator = nil }
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

    /// The text a typed entry's value is displayed as, when it is the entry itself and so needs no
    /// formatting; nil when formatting could change it.
    ///
    /// That is when the entry is a plain decimal (`-` sign, digits, at most one point) with no leading
    /// zero before another digit, no trailing zero after the point and no trailing point, is not zero,
    /// is shown positionally (−7 ≤ exponent < D), and has at most D significant digits where D is at most
    /// ⌊(P − 2)·log₁₀ 2⌋ for the backend's P bits: then the value rounded to P bits and back to D digits is
    /// the entry again (15 digits for Double, 50 of 256-bit MPFR's 76).
    func entryDisplay(_ text: String) -> String? {
        let digits = configuration.displayDigits
        guard Double(digits) <= Double(backend.precision - 2) * SignificantDigits.log10Of2 else { return nil }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let utf8 = text.utf8
        var index = utf8.startIndex
        if index != utf8.endIndex && utf8[index] == UInt8(ascii: "-") { utf8.formIndex(after: &index) }
        var integerDigits = 0
        var firstDigit: UInt8 = 0
        while index != utf8.endIndex && isDigit(utf8[index]) {
            if integerDigits == 0 { firstDigit = utf8[index] }
            integerDigits += 1
            utf8.formIndex(after: &index)
        }
        var fractionDigits = 0
        var leadingFractionZeros = 0
        var fractionIsZero = true
        if index != utf8.endIndex && utf8[index] == UInt8(ascii: ".") {
            utf8.formIndex(after: &index)
            var lastDigit: UInt8 = 0
            while index != utf8.endIndex && isDigit(utf8[index]) {
                lastDigit = utf8[index]
                if fractionIsZero {
                    if lastDigit == UInt8(ascii: "0") { leadingFractionZeros += 1 } else { fractionIsZero = false }
                }
                fractionDigits += 1
                utf8.formIndex(after: &index)
            }
            guard fractionDigits >= 1, lastDigit != UInt8(ascii: "0") else { return nil }
        }
        guard index == utf8.endIndex, integerDigits >= 1 else { return nil }
        let integerIsZero = firstDigit == UInt8(ascii: "0")
        if integerIsZero {
            guard integerDigits == 1, !fractionIsZero else { return nil }  // "007" or zero itself
        }
        let exponent = integerIsZero ? -(leadingFractionZeros + 1) : integerDigits - 1
        let significant = integerIsZero ? fractionDigits - leadingFractionZeros : integerDigits + fractionDigits
        guard significant <= digits, exponent >= DisplayFormatter.smallestPositionalExponent, exponent < digits else {
            return nil
        }
        return text
    }

    /// `a op b` and its exactness, with the snapping rule applied to inexact operands that must be
    /// integers and the cancellation rule to + and − when an operand is inexact.
    func combine(_ op: BinaryOperation, _ a: Number, _ b: Number) throws(ArithmeticError) -> Number {
        if a.imaginary != nil || b.imaginary != nil || op == .polar { return try complexCombine(op, a, b) }
        var a = a
        var b = b
        let op = configuration.snapsCancellation ? snapOperands(op, &a, &b) : op
        try checkCombinatoricsBound(op, a.value, b.value)
        let exactOperands = a.isExact && b.isExact
        let raw =
            exactOperands
            ? backend.applyReportingExactness(op, a.value, b.value)
            : (value: backend.apply(op, a.value, b.value), isExact: false)
        let result: Value
        do {
            result = try backend.checked(raw.value, of: op, a.value, b.value)
        } catch .invalidOperation where configuration.complexResults {
            // A real result that leaves the reals ((−8)^(1/3)): its principal complex value.
            return try complexCombine(op, a, b)
        }
        if configuration.snapsCancellation, !exactOperands, op == .add || op == .subtract,
            backend.isCancellation(result, a.value, b.value)
        {
            // result − result: a zero as (in)exact as the result itself, so an approximation stays one.
            return Number(value: backend.difference(result, result), isExact: false)
        }
        return Number(value: result, isExact: raw.isExact)
    }

    /// Moves inexact operands that `op` needs as integers onto the integer within 2^(8−P) of them: the
    /// exponent of a negative base (`8 neg pow ( 0.1 + 0.2 + 2.7 ) =` is −512), the degree of a root of
    /// a negative number, or the reciprocal of that degree (the (1/n)-th root is the n-th power, which
    /// it returns as the operation to apply instead).
    func snapOperands(_ op: BinaryOperation, _ a: inout Number, _ b: inout Number) -> BinaryOperation {
        switch op.integerOperands {
        case .none:
            return op
        case .both:
            if !a.isExact, let n = backend.nearestIntegerWithinResidue(of: a.value) { a.value = n }
            if !b.isExact, let n = backend.nearestIntegerWithinResidue(of: b.value) { b.value = n }
            return op
        case .rightWhenLeftIsNegative:
            guard !b.isExact, backend.hasNegativeSign(a.value), !backend.isZero(a.value) else { return op }
            if let n = backend.nearestIntegerWithinResidue(of: b.value) {
                b.value = n
            } else if op == .root, backend.isFinite(b.value), !backend.isZero(b.value) {
                // A degree that is 1/n up to residue: the root is the n-th power (rounding 1/n ruins it).
                let reciprocal = backend.quotient(backend.value(1), b.value)
                if let n = backend.nearestIntegerWithinResidue(of: reciprocal) ?? exactInteger(reciprocal) {
                    b.value = n
                    return .power
                }
            }
            return op
        case .leftWhenRightIsNegative:
            // The rule above with the operands swapped (yˣ's exponent is its left operand).
            _ = snapOperands(.power, &b, &a)
            return op
        }
    }

    /// `x` when it is an integer.
    func exactInteger(_ x: Value) -> Value? { backend.isInteger(x) ? x : nil }

    /// f(x) and its exactness, with the snapping rule applied to an inexact x near a singular point of f
    /// (the snapped x is exact).
    func applyFunction(_ f: UnaryFunction, to x: Number) throws(ArithmeticError) -> Number {
        if x.imaginary != nil { return try complexFunction(f, x) }
        var x = x
        if configuration.snapsCancellation, !x.isExact, let points = f.singularPoints {
            if let p = backend.singularPoint(near: x.value, in: points, angle: angleUnit) {
                if points.isPole { throw .divisionByZero }
                // The point the keys meant, so exact (0.1 × 3 × 10 = fact is exactly 3! = 6).
                x = Number(value: p, isExact: true)
            } else if points == .integers, backend.isZero(x.value), backend.allowsSnapping(x.value, onto: x.value) {
                // An inexact zero (the cancellation rule's: 0.7 + 0.2 − 0.9 =) is the integer 0 the keys meant.
                x.isExact = true
            }
        }
        let raw =
            x.isExact
            ? backend.applyReportingExactness(f, to: x.value, angle: angleUnit)
            : (value: backend.apply(f, to: x.value, angle: angleUnit), isExact: false)
        do {
            return Number(value: try backend.checked(raw.value, of: f, x.value), isExact: raw.isExact)
        } catch .invalidOperation where configuration.complexResults || f.isComplexKey {
            // A complex key (re, im, conj, arg), or a real result that leaves the reals (√−4, asin 2).
            return try complexFunction(f, x)
        }
    }

    /// Folds the pending operations of `group` whose precedence is at least `minimumPrecedence` into
    /// `right`, innermost first, and records the operand the last pressed operator receives.
    /// `rightText` is the display text of `right` for the tape (nil when the tape is off); it is used up
    /// by the first operation folded, the only one whose right operand is the displayed one.
    mutating func fold(
        _ group: inout [Pending], _ right: Number, minimumPrecedence: Int, rightText: inout String?
    ) throws(ArithmeticError) -> Number {
        var right = right
        while let last = group.last, precedence(of: last.op) >= minimumPrecedence {
            group.removeLast()
            if state.lastOperator?.pressNumber == last.pressNumber {
                state.lastOperator?.operand = right
                state.lastOperator?.operandText = rightText
            }
            rightText = nil
            if let text = last.typedText, let typed = try typedScientific(text, exponent: right) {
                right = typed
            } else {
                right = try combine(last.op, last.operand, right)
            }
        }
        return right
    }

    /// `a EE b` right after the number a was typed: the typed number aEb, when b is an integer of at most
    /// nine digits (`0.3 EE 1` is exactly 3); nil otherwise.
    func typedScientific(_ text: String, exponent: Number) throws(ArithmeticError) -> Number? {
        let b = exponent.value
        guard exponent.imaginary == nil, backend.isInteger(b) else { return nil }
        let digits = backend.decimalDigits(of: b, significantDigits: 10)
        guard digits.exponent < 9 else { return nil }
        var integer = digits.isNegative ? "-" : ""
        integer +=
            digits.isZero ? "0" : String(decoding: digits.digits.prefix(max(0, digits.exponent) + 1), as: UTF8.self)
        let typed = try parse(text + "e" + integer)
        return Number(value: typed.value, isExact: typed.isExact && exponent.isExact)
    }

    // MARK: Operators, equals, percent, memory

    mutating func pressOperator(_ op: BinaryOperation, snapshot: Bool = true) throws(ArithmeticError) {
        // A second operator right after the first replaces it, as if the first had never been pressed.
        // (The line keeps the operand it was given; only its operator is replaced.)
        let replacing = beforeOperator != nil
        if let before = beforeOperator { state = before }
        let before = snapshot ? state : nil
        let right = try operandValue()
        let entered = state.operand.typedText
        if recordsTape {
            if replacing {
                line?.replaceLastOperation(with: op)
            } else {
                let term = currentTerm
                line?.append(term, before: op)
            }
        }
        var group = state.groups.removeLast()
        let pendingCount = group.count
        let minimum = configuration.mode == .precedence ? precedence(of: op) : 0
        var noText: String? = nil
        let folded = try fold(&group, right, minimumPrecedence: minimum, rightText: &noText)
        let combined = group.count != pendingCount
        // `EE` right after a typed number keeps the number as typed (`a EE b` is the typed number aEb).
        let typedText = op == .scaleByPowerOfTen && !combined ? entered : nil
        group.append(Pending(operand: folded, op: op, pressNumber: pressCount, typedText: typedText))
        state.groups.append(group)
        show(folded)
        // The typed number stays on the display as typed, when formatting its value would give it back.
        if !combined, let entered { state.shownText = entryDisplay(entered) }
        state.phase = .calculating
        state.lastOperator = LastOperator(op: op, pressNumber: pressCount, operand: nil)
        beforeOperator = before
    }

    /// `=`: completes the calculation (or repeats the last operation) and writes it on the tape, with the
    /// result `Error` when it fails.
    mutating func pressEquals() throws(ArithmeticError) {
        var value = try operandValue()
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
                while var group = state.groups.popLast() {
                    value = try fold(&group, value, minimumPrecedence: 0, rightText: &rightText)
                }
                state.groups = [[]]
                if let last = state.lastOperator, let operand = last.operand {
                    state.repeatOperation = RepeatOperation(
                        op: last.op, operand: operand, operandText: last.operandText)
                }
            } else if let repeated = state.repeatOperation {
                if line != nil {
                    expression = "\(currentTerm.text) \(repeated.op.tapeSymbol) \(repeated.operandText ?? "")"
                }
                value = try combine(repeated.op, value, repeated.operand)
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
        let b = try operandValue()
        let hundred = Number(value: backend.value(100), isExact: true)
        let result: Number
        if let top = state.groups.last?.last, top.op == .add || top.op == .subtract {
            result = try combine(.divide, try combine(.multiply, top.operand, b), hundred)
        } else {
            result = try combine(.divide, b, hundred)
        }
        let term = currentTermIfRecording.map { TapeTerm(text: $0.wrapped + "%", isAtomic: false) }
        setValue(result, term: term)
        line?.hasOperation = true
    }

    mutating func pressMemory(_ op: BinaryOperation) throws(ArithmeticError) {
        let value = try operandValue()
        memory = try combine(op, memory, value)
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
        let right = try operandValue()
        var rightText: String?
        if recordsTape {
            let shown = currentDisplayText
            rightText = shown
            let term = currentTerm(display: shown)
            line?.closeGroup(right: term)
        }
        var group = state.groups.removeLast()
        let value = try fold(&group, right, minimumPrecedence: 0, rightText: &rightText)
        setValue(value)
    }

    // MARK: Constants

    /// A random number in [0, 1) with as many digits as the display shows, built from decimal digits
    /// so that every backend gets the same number.
    mutating func randomValue() throws(ArithmeticError) -> Number {
        var text = "0."
        for _ in 0..<configuration.displayDigits {
            text.append(Character(String(random.next() % 10)))
        }
        return try parse(text)
    }

    // MARK: Clearing and errors

    mutating func resetCalculation() {
        state = State(shown: Number(value: zero, isExact: true))
        if tape.isRecording { line = TapeLine() }
        clearBeforeOperator()
    }

    mutating func enterError() {
        resetCalculation()
        state.phase = .error
    }
}
