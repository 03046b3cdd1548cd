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

    /// Whether the display, when wider than the screen's row, is shown cut to its end after `…` rather
    /// than not at all: a typed entry (the digits being typed) and a programmer word (never rounded; the
    /// bit panel shows every bit). A value, complex ones included, is rounded to fit instead.
    var keepsEndWhenCut: Bool {
        isShowingEntry || wordFormat != nil
    }
}
