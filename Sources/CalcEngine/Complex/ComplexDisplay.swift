/// The parts of a complex value on the display, each as the display shows a real number (the display's
/// significant digits and notation): what an app reads from any calculator
/// (``CalculatorProtocol/complexDisplay``), whatever its backend, and what calc-eval's json writes as
/// `re` and `im`.
public struct ComplexDisplay: Sendable, Hashable, Codable {
    /// The real part, as the display would show it alone (`3`, `-0.5`, `1.2e-20`).
    public var real: String
    /// The imaginary part's coefficient, as the display would show it alone (`4` for `3+4i`, `-1` for `-i`).
    public var imaginary: String

    /// The parts `real` + `imaginary`·i.
    public init(real: String, imaginary: String) {
        self.real = real
        self.imaginary = imaginary
    }
}
