extension Calculator {
    /// The value of `expression`: the display after its translation and `=` on a fresh calculator of this
    /// configuration (the calculator is reset first, and is left showing the result).
    ///
    /// Once a key leaves `Error`, the rest is not pressed: the value is `Error`.
    @discardableResult
    public mutating func evaluate(_ expression: Expression) -> String {
        reset()
        for key in expression.keys {
            press(key)
            if isError { return display }
        }
        press(.equals)
        return display
    }

    /// The value of the expression `text` (see ``evaluate(_:)-(Expression)``).
    ///
    /// - Throws: ``ExpressionError`` when `text` is not an expression.
    @discardableResult
    public mutating func evaluate(_ text: String) throws(ExpressionError) -> String {
        evaluate(try Expression(parsing: text))
    }

    /// The value of the expression `text` in a session: `ans` and variables come from `variables`; a
    /// result that is not `Error` becomes the new `ans` (and the assigned variable's value).
    ///
    /// - Throws: ``ExpressionError`` when `text` is not an expression.
    @discardableResult
    public mutating func evaluate(_ text: String, variables: inout ExpressionVariables) throws(ExpressionError)
        -> String
    {
        let expression = try Expression(parsing: text, variables: variables)
        let display = evaluate(expression)
        if let value = resultLiteral {
            variables.answer = value
            if let name = expression.assignedName { variables.assign(value, to: name) }
        }
        return display
    }

    /// The displayed value as a literal with every digit the backend can tell apart (for `ans` and
    /// variables), or nil in the error state.
    public var resultLiteral: NumberLiteral? {
        guard let value = displayedValue else { return nil }
        let digits = backend.decimalDigits(of: value, significantDigits: backend.maximumSignificantDigits)
        if digits.isZero { return NumberLiteral(digits.isNegative ? "-0" : "0") }
        var text = digits.isNegative ? "-" : ""
        text += String(UnicodeScalar(digits.digits[0]))
        if digits.digits.count > 1 { text += "." + String(decoding: digits.digits.dropFirst(), as: UTF8.self) }
        if digits.exponent != 0 { text += "e\(digits.exponent)" }
        return NumberLiteral(text)
    }
}
