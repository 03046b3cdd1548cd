extension KeypadState {
    /// Copies the angle unit, the clear key's label and the highlighted operator from a calculator's
    /// screen.
    public mutating func update(from screen: CalculatorScreen) {
        angleUnit = screen.angleUnit
        clearKeyLabel = screen.clearKeyLabel
        highlightedOperator = screen.highlightedOperator
    }
}
