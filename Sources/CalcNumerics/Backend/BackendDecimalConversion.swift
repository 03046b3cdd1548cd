/// Conversion of a backend's values to decimal digits.
public protocol BackendDecimalConversion: BackendArithmetic {
    /// The most significant digits worth showing: enough to tell any two values apart, plus one.
    var maximumSignificantDigits: Int { get }

    /// `x` rounded to `count` significant decimal digits, round half to even on the exact binary value.
    ///
    /// - Precondition: `x` is finite and `count >= 1`.
    func decimalDigits(of x: Value, significantDigits count: Int) -> DecimalDigits
}
