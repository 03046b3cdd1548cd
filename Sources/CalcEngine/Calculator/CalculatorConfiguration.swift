/// The settings of a ``Calculator``: backend, mode, display digits, angle unit, cancellation rule, seed.
public struct CalculatorConfiguration<Backend: NumericBackend>: Sendable {
    /// The numeric backend, with its own settings (precision, IEEE mode).
    public var backend: Backend
    /// Precedence (the default, like the iPhone) or immediate (strictly left to right).
    public var mode: CalculationMode
    /// D: the significant digits of results, and the most digits an entry can have.
    public var displayDigits: Int
    /// The angle unit the calculator starts with (degrees by default); `deg` and `rad` change it.
    public var angleUnit: AngleUnit
    /// Whether a sum or difference within 2^(8−P) of its larger operand is shown as exactly 0.
    public var snapsCancellation: Bool
    /// The seed of the `rand` key's generator.
    public var randomSeed: UInt64

    /// A configuration; `displayDigits` defaults to ``defaultDisplayDigits(for:)``: ⌊(P − 1)·log₁₀ 2⌋ for
    /// the backend's P bits, at least 1 and at most 50 (15 for binary64).
    public init(
        backend: Backend,
        mode: CalculationMode = .precedence,
        displayDigits: Int? = nil,
        angleUnit: AngleUnit = .degrees,
        snapsCancellation: Bool = true,
        randomSeed: UInt64 = 0
    ) {
        self.backend = backend
        self.mode = mode
        self.displayDigits = displayDigits ?? Self.defaultDisplayDigits(for: backend)
        self.angleUnit = angleUnit
        self.snapsCancellation = snapsCancellation
        self.randomSeed = randomSeed
    }

    /// ⌊(P − 1)·log₁₀ 2⌋ digits for P bits of precision, at least 1 and at most 50: 15 for 53 bits, 50 for
    /// 256 bits.
    public static func defaultDisplayDigits(for backend: Backend) -> Int {
        min(50, SignificantDigits(precision: backend.precision).defaultCount)
    }
}

extension CalculatorConfiguration: Codable where Backend: Codable {}
