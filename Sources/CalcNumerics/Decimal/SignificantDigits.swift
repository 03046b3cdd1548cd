/// How many significant decimal digits a binary precision shows, and the constants that convert between
/// bits and decimal digits.
///
/// One place decides both counts: ``NumericBackend/maximumSignificantDigits``, `EngineSettings` (calc and
/// calc-eval) and `CalculatorConfiguration` take them from here.
public struct SignificantDigits: Sendable, Hashable {
    /// log₁₀ 2 = 0.30102999566398119521…, rounded to a `Double`: decimal digits per bit.
    public static let log10Of2 = 0.301_029_995_663_981_2

    /// log₂ 10 = 3.32192809488736234787…, rounded to a `Double`: bits per decimal digit.
    public static let log2Of10 = 3.321_928_094_887_362_3

    /// The precision in bits these counts are for.
    public let precision: Int

    /// The digits shown by default: ⌊(P − 1)·log₁₀ 2⌋, at least 1 (15 at 53 bits, 76 at 256 bits).
    ///
    /// A caller may cap it further (`CalculatorConfiguration` shows at most 50 digits by default).
    public let defaultCount: Int

    /// The most digits worth showing: ⌈P·log₁₀ 2⌉ + 1 (17 at 53 bits, 79 at 256 bits), enough to tell any
    /// two values apart, plus one.
    public let maximumCount: Int

    /// The digit counts for a precision of `bits` bits.
    public init(precision bits: Int) {
        precision = bits
        defaultCount = max(1, Int((Double(bits - 1) * Self.log10Of2).rounded(.down)))
        maximumCount = Int((Double(bits) * Self.log10Of2).rounded(.up)) + 1
    }

    /// The precision that shows `digits` significant digits correctly rounded almost always:
    /// ⌈D·log₂ 10⌉ + 64 bits (calc-eval's `--digits`, `MPFRBackend(digits:)`).
    public static func precision(forDigits digits: Int) -> Int {
        Int((Double(digits) * log2Of10).rounded(.up)) + 64
    }

    /// Whether `digits` significant digits are 1 through ``maximumCount``.
    public func allows(_ digits: Int) -> Bool { digits >= 1 && digits <= maximumCount }
}
