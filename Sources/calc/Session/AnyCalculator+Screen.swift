import CalcPresentation

/// What the terminal's screen reads from the calculator of a backend.
extension AnyCalculator {
    /// What the user interface shows now.
    var snapshot: CalculatorSnapshot { CalculatorSnapshot(of: self) }

    /// The keypad state (clear label, highlighted operator, angle unit) of this calculator.
    func keypadState(showsSecondFunctions: Bool = false) -> KeypadState {
        KeypadState(calculator: self, showsSecondFunctions: showsSecondFunctions)
    }

    /// The display fitted by `fitter`: an entry as typed, a value re-rounded to fit, or `Error`.
    func displayText(fittedBy fitter: DisplayFitter) -> String {
        fitter.text(for: self)
    }
}
