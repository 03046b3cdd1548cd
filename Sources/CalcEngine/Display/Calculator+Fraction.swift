extension Calculator {
    /// The displayed value as an exact fraction of at most `maximumDigits` digits above and below the line,
    /// when the calculator knows the value exact (``isValueExact``); nil otherwise (an inexact value is
    /// never a fraction).
    public func displayedFraction(maximumDigits: Int) -> ExactFraction? {
        guard isValueExact == true, let value = displayedValue else { return nil }
        return backend.exactFraction(of: value, maximumDigits: maximumDigits)
    }

    /// When an exact rational result is shown as a fraction (``CalculatorConfiguration/fractions``;
    /// `.off` by default). Changing it changes only what ``fractionDisplay`` shows.
    public var fractions: FractionDisplay {
        get { configuration.fractions }
        set { configuration.fractions = newValue }
    }

    /// The display as a fraction under ``fractions`` (`1/3`, `1 1/2`), or nil when the decimal display
    /// stands: always with `.off`, the default. The rules are
    /// ``DisplayFormatter/fractionText(_:setting:inputsHaveDecimalPoint:maximumDigits:)``'s, at most the
    /// display's digits above and below the line, where "the inputs" are the numbers typed since the
    /// calculation began (the last all clear, or the key after `Error`): one typed with a decimal point
    /// (`1.5`, or a literal `[0.5]`) makes ``FractionDisplay/auto`` show the decimal.
    public var fractionDisplay: String? {
        let setting = configuration.fractions
        guard setting != .off else { return nil }
        // A number being typed shows as typed (`0.50`, `2.2`).
        if case .entry = state.operand { return nil }
        let digits = configuration.displayDigits
        guard let fraction = displayedFraction(maximumDigits: digits) else { return nil }
        return DisplayFormatter.fractionText(
            fraction, setting: setting, inputsHaveDecimalPoint: state.decimalPoint != .none, maximumDigits: digits)
    }
}

extension AnyCalculator {
    /// When an exact rational result is shown as a fraction (``Calculator/fractions``).
    public var fractions: FractionDisplay {
        get { read(ReadFractions()) }
        set { modify(SetFractions(fractions: newValue)) }
    }

    /// The display as a fraction, or nil (``Calculator/fractionDisplay``).
    public var fractionDisplay: String? { read(ReadFractionDisplay()) }
}

/// The fraction setting.
private struct ReadFractions: CalculatorReading {
    func read<Backend>(_ calculator: Calculator<Backend>) -> FractionDisplay { calculator.fractions }
}

/// Changes the fraction setting.
private struct SetFractions: CalculatorChange {
    let fractions: FractionDisplay
    func apply<Backend>(to calculator: inout Calculator<Backend>) { calculator.fractions = fractions }
}

/// The display as a fraction.
private struct ReadFractionDisplay: CalculatorReading {
    func read<Backend>(_ calculator: Calculator<Backend>) -> String? { calculator.fractionDisplay }
}
