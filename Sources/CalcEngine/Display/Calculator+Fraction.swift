extension Calculator {
    /// The displayed value as an exact fraction of at most `maximumDigits` digits above and below the line,
    /// when the calculator knows the value exact (``isValueExact``); nil otherwise (an inexact value is
    /// never a fraction).
    public func displayedFraction(maximumDigits: Int) -> ExactFraction? {
        guard isValueExact == true, let value = displayedValue else { return nil }
        return backend.exactFraction(of: value, maximumDigits: maximumDigits)
    }

    /// The display as a fraction under `setting` (``DisplayFormatter/fractionText(_:setting:inputsHaveDecimalPoint:maximumDigits:)``,
    /// at most the display's digits above and below the line), or nil when the decimal display stands.
    public func fractionDisplay(_ setting: FractionDisplay, inputsHaveDecimalPoint: Bool) -> String? {
        guard setting != .off else { return nil }
        let digits = configuration.displayDigits
        guard let fraction = displayedFraction(maximumDigits: digits) else { return nil }
        return DisplayFormatter.fractionText(
            fraction, setting: setting, inputsHaveDecimalPoint: inputsHaveDecimalPoint, maximumDigits: digits)
    }
}

extension AnyCalculator {
    /// The display as a fraction under `setting`, or nil (``Calculator/fractionDisplay(_:inputsHaveDecimalPoint:)``).
    public func fractionDisplay(_ setting: FractionDisplay, inputsHaveDecimalPoint: Bool) -> String? {
        read(ReadFractionDisplay(setting: setting, inputsHaveDecimalPoint: inputsHaveDecimalPoint))
    }
}

/// The display as a fraction.
private struct ReadFractionDisplay: CalculatorReading {
    let setting: FractionDisplay
    let inputsHaveDecimalPoint: Bool
    func read<Backend>(_ calculator: Calculator<Backend>) -> String? {
        calculator.fractionDisplay(setting, inputsHaveDecimalPoint: inputsHaveDecimalPoint)
    }
}
