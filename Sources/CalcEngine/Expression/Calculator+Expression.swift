extension Calculator {
    /// The value of `expression`: the display after its translation and `=` on a fresh calculator of this
    /// configuration (the calculator is reset first, and is left showing the result).
    ///
    /// Once a key leaves `Error`, the rest is not pressed: the value is `Error`.
    @discardableResult
    public mutating func evaluate(_ expression: Expression) -> String {
        reset()
        // As `press(_:)` presses a key script: an operator takes a snapshot only when the key after it
        // (or the closing `=`) can read it.
        let keys = expression.keys
        for index in keys.indices {
            let next = index + 1 < keys.endIndex ? keys[index + 1] : .equals
            press(keys[index], snapshotsOperator: !dropsOperatorSnapshot(next))
            if isError { return display }
        }
        press(.equals)
        return display
    }

    /// The displayed value, real or complex, with every digit the backend can tell apart (for `ans` and
    /// variables), or nil in the error state.
    public var resultValue: ValueLiteral? {
        guard !state.isError, let number = try? operandValue() else { return nil }
        return literal(of: number)
    }

    /// The displayed real value as a literal with every digit the backend can tell apart, or nil in the
    /// error state and when the value is complex (see ``resultValue``).
    public var resultLiteral: NumberLiteral? {
        guard let value = displayedValue else { return nil }
        return literal(of: value)
    }

    /// `number`, real or complex, as literals with every digit the backend can tell apart; an exact part
    /// that no such decimal holds as its exact self (1/7 on the exact backend, 2²⁰⁰ beyond its 50 digits,
    /// 2⁻³⁰ on Double) as the exact fraction or integer, when that reads back as the same exact value.
    func literal(of number: Number) -> ValueLiteral {
        ValueLiteral(
            real: literal(of: number.value, isExact: number.isExact),
            imaginary: number.imaginary.map { literal(of: $0, isExact: number.isExact) })
    }

    /// The most digits above or below the line of an exact fraction written as a literal (the exact
    /// backend's rationals have at most 100,000 bits, some 30,103 digits).
    static var literalFractionDigits: Int { 31_000 }

    /// `value` as ``literal(of:)-(Value)`` writes it, or for an exact value that the decimal does not
    /// hold exactly, or holds only with a decimal point, the fraction p/q (or integer) it is, if the
    /// backend reads that back as exactly `value`. So an exact value never carries a decimal point into
    /// the calculation that uses it (`ans` after `0.25` is `[1/4]`, after `0.5` `[5e-1]`): the `auto`
    /// fraction rule counts only the points the user typed, whatever the digits of a stored value.
    private func literal(of value: Value, isExact: Bool) -> NumberLiteral {
        let decimal = literal(of: value)
        guard isExact, let fraction = backend.exactFraction(of: value, maximumDigits: Self.literalFractionDigits)
        else { return decimal }
        let arithmetic = self.arithmetic
        func readsBack(_ literal: NumberLiteral) -> Bool {
            guard let number = try? arithmetic.parse(literal: literal), number.isExact else { return false }
            return backend.exactFraction(of: number.value, maximumDigits: Self.literalFractionDigits) == fraction
        }
        if !decimal.text.utf8.contains(UInt8(ascii: ".")), readsBack(decimal) { return decimal }
        let sign = fraction.isNegative ? "-" : ""
        let text =
            fraction.isInteger
            ? sign + fraction.numerator : sign + fraction.numerator + "/" + fraction.denominator
        guard let exact = NumberLiteral(text), readsBack(exact) else { return decimal }
        return exact
    }

    /// `value` as a literal with every digit the backend can tell apart.
    func literal(of value: Value) -> NumberLiteral {
        let digits = backend.decimalDigits(of: value, significantDigits: backend.maximumSignificantDigits)
        if digits.isZero { return NumberLiteral(valid: digits.isNegative ? "-0" : "0") }
        var text = digits.isNegative ? "-" : ""
        text += String(UnicodeScalar(digits.digits[0]))
        // Trailing zeros say nothing more (4, not 4.0000000000000000).
        var fraction = digits.digits.dropFirst()
        while fraction.last == UInt8(ascii: "0") { fraction.removeLast() }
        if !fraction.isEmpty { text += "." + String(decoding: fraction, as: UTF8.self) }
        if digits.exponent != 0 { text += "e\(digits.exponent)" }
        return NumberLiteral(valid: text)
    }

    /// Keys that rebuild the calculation in progress on a fresh calculator with this one's settings,
    /// angle unit and memory: each pending operand as a literal with every digit the backend tells apart
    /// (a complex one as `( [b] * i + [a] )`, see ``ValueLiteral/keys``) and its operator, each open
    /// parenthesis, then the value on the display when a key computed it. nil while a number is being
    /// typed and in the error state.
    ///
    /// `2 + 3 × ( 4 sin` gives `[2] + [3] × ( [0.0697564737441253]`; a replay keeps the values, not how
    /// they were computed (their exactness is that of the literals), and not the operation that `=`
    /// repeats after a result.
    public var calculationKeys: [Key]? {
        guard !state.isError else { return nil }
        // Right after an operator, the state before it and the operator: a second operator then replaces
        // the first as it does here.
        if let before = beforeOperator, let op = pendingOperator {
            guard let keys = keys(rebuilding: before, typedOperand: true) else { return nil }
            return keys + [.binary(op)]
        }
        return keys(rebuilding: state, typedOperand: false)
    }

    /// The keys that rebuild `state`; a typed operand as its literal when `typedOperand` (else nil).
    private func keys(rebuilding state: State, typedOperand: Bool) -> [Key]? {
        var keys: [Key] = []
        for (level, group) in state.groups.enumerated() {
            if level > 0 { keys.append(.openParenthesis) }
            for pending in group {
                if let text = pending.typedText, let typed = NumberLiteral(text) {
                    keys.append(.literal(typed))
                } else {
                    keys += literal(of: pending.operand).keys
                }
                keys.append(.binary(pending.op))
            }
        }
        let pendingNothing = keys.isEmpty
        switch state.operand {
        case .none:
            // Nothing pending at all: the display's value (a result) is the calculation.
            if pendingNothing { keys += literal(of: state.shown).keys }
        case .value(let number):
            keys += literal(of: number).keys
        case .entry(let text):
            guard typedOperand, let typed = NumberLiteral(text.string) else { return nil }
            keys.append(.literal(typed))
        case .cleared:
            guard typedOperand else { return nil }
            keys.append(.literal(NumberLiteral(valid: "0")))
        }
        // A result of `=` stays one: the next digit or `(` starts a new calculation.
        if state.phase == .showingResult && pendingNothing { keys.append(.equals) }
        return keys
    }
}
