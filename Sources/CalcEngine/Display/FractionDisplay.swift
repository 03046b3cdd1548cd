/// When an exact rational result is shown as a fraction rather than a decimal.
///
/// Only a value the calculator knows exact is ever a fraction (on the exact backend an exact rational;
/// on Double and MPFR a value that exactness tracking knows exact, whose fraction has a power of two
/// below the line); an integer is never one; p and q have at most the display's digits
/// (``DisplayFormatter/fractionText(_:setting:inputsHaveDecimalPoint:maximumDigits:)``).
public enum FractionDisplay: String, Sendable, Hashable, CaseIterable, Codable {
    /// Decimals only (the default).
    case off
    /// `p/q` for a result whose decimal expansion does not terminate, when the inputs were typed without a
    /// decimal point and |p| and q are below 1,000 (`1/3`, `-2/7`); otherwise the decimal (`1/4` is 0.25).
    case auto
    /// `p/q` for every exact non-integer rational (`1/4`, `3/2`).
    case always
    /// As ``always``, with the whole part written apart: `1 1/2`, `-2 1/3`, `1/4`.
    case mixed

    /// The largest |p| and q that ``auto`` shows as a fraction, plus one.
    public static let autoLimit = 1000
}
