extension CalculatorModel {
    /// The display as a fraction under ``fractions`` (`1/3`, `1 1/2`), or nil when the decimal `display`
    /// stands (always with `.off`, the default): the rules of `FractionDisplay`, where the inputs are the
    /// keys since the last all clear.
    public var fractionDisplay: String? {
        guard fractions != .off else { return nil }
        let sinceAllClear = keys.lastIndex(of: .allClear).map { keys[($0 + 1)...] } ?? keys[...]
        return calculator.fractionDisplay(
            fractions, inputsHaveDecimalPoint: FractionDisplay.typesDecimalPoint(sinceAllClear))
    }
}
