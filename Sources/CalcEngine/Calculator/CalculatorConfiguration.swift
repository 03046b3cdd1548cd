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

    /// A configuration showing the backend's default digits, ``defaultDisplayDigits(for:)``: the same
    /// as `EngineSettings` gives for the backend's precision.
    public init(
        backend: Backend,
        mode: CalculationMode = .precedence,
        angleUnit: AngleUnit = .degrees,
        snapsCancellation: Bool = true,
        randomSeed: UInt64 = 0
    ) {
        self.init(
            backend: backend, mode: mode, checkedDisplayDigits: Self.defaultDisplayDigits(for: backend),
            angleUnit: angleUnit, snapsCancellation: snapsCancellation, randomSeed: randomSeed)
    }

    /// A configuration showing `displayDigits` significant digits (nil: ``defaultDisplayDigits(for:)``).
    ///
    /// - Throws: `EngineSettings.InvalidSetting` (setting `digits`) when `displayDigits` is below 1 or
    ///   more than the backend's precision can show, ``maximumDisplayDigits(for:)``: `60 is more than
    ///   128 bits can show (1...40)`.
    public init(
        backend: Backend,
        mode: CalculationMode = .precedence,
        displayDigits: Int?,
        angleUnit: AngleUnit = .degrees,
        snapsCancellation: Bool = true,
        randomSeed: UInt64 = 0
    ) throws(EngineSettings.InvalidSetting) {
        let digits = try EngineSettings.InvalidSetting.checkedDigits(
            displayDigits ?? Self.defaultDisplayDigits(for: backend), maximum: Self.maximumDisplayDigits(for: backend),
            shownBy: "\(backend.precision) bits")
        self.init(
            backend: backend, mode: mode, checkedDisplayDigits: digits, angleUnit: angleUnit,
            snapsCancellation: snapsCancellation, randomSeed: randomSeed)
    }

    /// A configuration whose digits were checked (or are allowed beyond the maximum, with verified digits).
    init(
        backend: Backend, mode: CalculationMode, checkedDisplayDigits: Int, angleUnit: AngleUnit,
        snapsCancellation: Bool, randomSeed: UInt64
    ) {
        self.backend = backend
        self.mode = mode
        self.displayDigits = checkedDisplayDigits
        self.angleUnit = angleUnit
        self.snapsCancellation = snapsCancellation
        self.randomSeed = randomSeed
    }

    /// The digits shown by default: the backend's `defaultSignificantDigits`, ⌊(P − 1)·log₁₀ 2⌋ for its
    /// P bits (15 for 53 bits, 76 for 256, 307 for 1024), or what `MPFRBackend(digits:)` asked for.
    public static func defaultDisplayDigits(for backend: Backend) -> Int {
        backend.defaultSignificantDigits
    }

    /// The most digits a calculator on `backend` may show, its `maximumSignificantDigits`: ⌈P·log₁₀ 2⌉ + 1
    /// for P bits (`SignificantDigits`), more on a backend that proves digits beyond its precision.
    public static func maximumDisplayDigits(for backend: Backend) -> Int {
        backend.maximumSignificantDigits
    }
}

extension CalculatorConfiguration: Codable where Backend: Codable {}
