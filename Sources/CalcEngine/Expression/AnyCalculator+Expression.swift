extension AnyCalculator {
    /// The value of `expression` (`Calculator.evaluate(_:)`): its translation and `=` on this calculator
    /// reset, stopping at the first `Error`.
    @discardableResult
    public mutating func evaluate(_ expression: Expression) -> String {
        modify(EvaluateExpression(expression: expression))
    }

    /// The display after each key of `expression`'s translation and its `=`, on this calculator reset;
    /// the trace ends at the first key that leaves `Error`.
    public mutating func trace(_ expression: Expression) -> [String] {
        reset()
        var displays: [String] = []
        displays.reserveCapacity(expression.keys.count + 1)
        for key in expression.keys {
            press(key)
            displays.append(display)
            if isError { return displays }
        }
        press(.equals)
        displays.append(display)
        return displays
    }
}

/// An expression evaluated on a reset calculator.
private struct EvaluateExpression: CalculatorChange {
    let expression: Expression
    func apply<Backend>(to calculator: inout Calculator<Backend>) -> String { calculator.evaluate(expression) }
}
