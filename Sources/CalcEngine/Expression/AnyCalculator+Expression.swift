extension AnyCalculator {
    /// The value of `expression` (`Calculator.evaluate(_:)`): its translation and `=` on this calculator
    /// reset, stopping at the first `Error`.
    @discardableResult
    public mutating func evaluate(_ expression: Expression) -> String {
        switch consume self {
        case .double(var calculator):
            let display = calculator.evaluate(expression)
            self = .double(calculator)
            return display
        #if MPFR
            case .mpfr(var calculator):
                let display = calculator.evaluate(expression)
                self = .mpfr(calculator)
                return display
            case .exact(var calculator):
                let display = calculator.evaluate(expression)
                self = .exact(calculator)
                return display
            case .verified(var calculator):
                let display = calculator.evaluate(expression)
                self = .verified(calculator)
                return display
            case .verifiedExact(var calculator):
                let display = calculator.evaluate(expression)
                self = .verifiedExact(calculator)
                return display
        #endif
        }
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

    /// The displayed value as a literal with every digit the backend tells apart, or nil on `Error`.
    public var resultLiteral: NumberLiteral? {
        switch self {
        case .double(let calculator): calculator.resultLiteral
        #if MPFR
            case .mpfr(let calculator): calculator.resultLiteral
            case .exact(let calculator): calculator.resultLiteral
            case .verified(let calculator): calculator.resultLiteral
            case .verifiedExact(let calculator): calculator.resultLiteral
        #endif
        }
    }
}
