// `print(calculator.highlightedOperator)` shows `Optional(+)`, not `Optional(CalcNumerics.BinaryOperation.add)`:
// an operation or a function describes itself by its key's name, the one table of key names (`Key`).
// (CalcNumerics knows no key names, so the conformances are declared here, where the names are.)

extension BinaryOperation: CustomStringConvertible {
    /// The name of the operation's key: `+`, `-`, `*`, `/`, `pow`, `root`, `EE`, `mod`…
    public var description: String { keyName }
}

extension UnaryFunction: CustomStringConvertible {
    /// The name of the function's key: `sqrt`, `sin`, `ln`, `fact`…
    public var description: String { Key.function(self).name }
}
