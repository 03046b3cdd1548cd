extension CalculatorModel {
    /// When exact rational results are shown as fractions: the calculator's own setting (`.off` by
    /// default), so part of ``savedState`` and of the settings a backend switch is given. Setting it
    /// publishes the new ``screen``, whose `fraction` is the display as a fraction (``fractionDisplay``).
    public var fractions: FractionDisplay {
        get { calculator.fractions }
        set {
            guard newValue != calculator.fractions else { return }
            if backgroundKey != nil { cancelKeyInProgress() }
            calculator.fractions = newValue
            publish(key: nil)
        }
    }

    /// The display as a fraction under ``fractions`` (`1/3`, `1 1/2`), or nil when the decimal `display`
    /// stands (always with `.off`, the default): the screen's `fraction`, by the rules of
    /// `FractionDisplay`, where the inputs are the numbers typed since the last all clear.
    public var fractionDisplay: String? { screen.fraction }
}
