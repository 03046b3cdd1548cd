/// What every box of ``AnyCalculator`` is: a class, so that one stored reference can be checked for
/// uniqueness whatever the backend of the calculator inside.
class CalculatorBoxBase {}

/// A calculator in a reference-counted box: ``AnyCalculator``'s storage, copied on write.
final class CalculatorBox<Backend: NumericBackend>: CalculatorBoxBase {
    /// The calculator, mutated in place only through a value that holds the sole reference.
    var calculator: Calculator<Backend>

    /// A box holding `calculator`.
    init(_ calculator: Calculator<Backend>) { self.calculator = calculator }
}
