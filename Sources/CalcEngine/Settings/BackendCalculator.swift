/// A calculator on some backend: what a user interface reads, and what needs the backend's own numbers
/// (``Calculator`` and ``AnyCalculator`` conform).
public protocol BackendCalculator: CalculatorProtocol {
    /// Whether the value on the display is exact, whatever its digits; nil in the error state.
    var isValueExact: Bool? { get }
    /// Whether the value in memory is exact.
    var isMemoryExact: Bool { get }
    /// The value on the display rounded to `count` significant digits (half to even on its exact value);
    /// nil in the error state.
    func displayedValue(roundedTo count: Int) -> DecimalDigits?
}

extension AnyCalculator: BackendCalculator {}

extension Calculator: BackendCalculator {
    /// The value on the display rounded to `count` significant digits (half to even on its exact value);
    /// nil in the error state.
    public func displayedValue(roundedTo count: Int) -> DecimalDigits? {
        displayedValue.map { backend.decimalDigits(of: $0, significantDigits: max(1, count)) }
    }

    /// Both parts of the displayed value (imaginary part 0 for a real one), each rounded to `count`
    /// significant digits (half to even on its exact value); nil in the error state.
    public func displayedParts(roundedTo count: Int) -> (real: DecimalDigits, imaginary: DecimalDigits)? {
        guard let z = displayedComplexValue else { return nil }
        let digits = max(1, count)
        return (
            backend.decimalDigits(of: z.real, significantDigits: digits),
            backend.decimalDigits(of: z.imaginary, significantDigits: digits)
        )
    }
}
