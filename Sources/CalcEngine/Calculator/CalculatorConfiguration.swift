/// The settings of a ``Calculator``: backend, mode, display digits, entry digits, angle unit,
/// cancellation rule, seed, fractions.
///
/// The backend, display digits and entry digits are read-only: they are checked together (by the rule
/// `EngineSettings` applies) when a configuration is made, and change only through the throwing
/// ``setDisplayDigits(_:)`` and ``setEntryDigits(_:)``, so no configuration holds digits its backend
/// cannot show.
public struct CalculatorConfiguration<Backend: NumericBackend>: Sendable {
    /// The numeric backend, with its own settings (precision, IEEE mode).
    public private(set) var backend: Backend
    /// Precedence (the default, like the iPhone) or immediate (strictly left to right).
    public var mode: CalculationMode
    /// D: the significant digits of results, and the most digits an entry can have unless
    /// ``entryDigits`` says fewer.
    public private(set) var displayDigits: Int
    /// The most digits a typed number may have, 1 through ``displayDigits`` (nil: ``displayDigits``,
    /// the default): 9 for an iPhone-style portrait keypad.
    public private(set) var entryDigits: Int?
    /// The angle unit the calculator starts with (degrees by default); `deg` and `rad` change it.
    public var angleUnit: AngleUnit
    /// Whether a sum or difference within 2^(8−P) of its larger operand is shown as exactly 0.
    public var snapsCancellation: Bool
    /// The seed of the `rand` key's generator.
    public var randomSeed: UInt64
    /// When an exact rational result is shown as a fraction as well (``Calculator/fractionDisplay``,
    /// ``CalculatorScreen/fraction``); `.off` by default.
    public var fractions: FractionDisplay = .off
    /// Whether real inputs that leave the real numbers give their principal complex value (√−4 = 2i,
    /// ln −1 = πi, asin 2) rather than `Error`; off by default. `i` and complex values work either way.
    public var complexResults: Bool = false
    /// How the display shows complex values (``ComplexForm``): a+bi by default.
    public var complexForm: ComplexForm = .rectangular
    /// What ``entryDigitLimit`` is while ``Calculator`` replays keys typed on another calculator (a
    /// backend switch): no limit; nil otherwise. Not encoded.
    var replayedEntryDigitLimit: Int?

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

    /// A configuration showing `displayDigits` significant digits (nil: ``defaultDisplayDigits(for:)``)
    /// whose typed numbers have at most `entryDigits` digits (nil: as many as the display).
    ///
    /// - Throws: `EngineSettings.InvalidSetting` (setting `digits`) when `displayDigits` is below 1 or
    ///   more than the backend's precision can show, ``maximumDisplayDigits(for:)``: `60 is more than
    ///   128 bits can show (1...40)`; (setting `entryDigits`) when `entryDigits` is not 1 through the
    ///   digits shown.
    public init(
        backend: Backend,
        mode: CalculationMode = .precedence,
        displayDigits: Int?,
        entryDigits: Int? = nil,
        angleUnit: AngleUnit = .degrees,
        snapsCancellation: Bool = true,
        randomSeed: UInt64 = 0
    ) throws(EngineSettings.InvalidSetting) {
        let digits = try Self.checkedDisplayDigits(displayDigits ?? Self.defaultDisplayDigits(for: backend), backend)
        self.init(
            backend: backend, mode: mode, checkedDisplayDigits: digits,
            entryDigits: try EngineSettings.InvalidSetting.checkedEntryDigits(entryDigits, displayDigits: digits),
            angleUnit: angleUnit, snapsCancellation: snapsCancellation, randomSeed: randomSeed)
    }

    /// A configuration whose digits were checked (or are allowed beyond the maximum, with verified digits).
    init(
        backend: Backend, mode: CalculationMode, checkedDisplayDigits: Int, entryDigits: Int? = nil,
        angleUnit: AngleUnit, snapsCancellation: Bool, randomSeed: UInt64, complexResults: Bool = false,
        complexForm: ComplexForm = .rectangular
    ) {
        self.backend = backend
        self.mode = mode
        self.displayDigits = checkedDisplayDigits
        self.entryDigits = entryDigits
        self.angleUnit = angleUnit
        self.snapsCancellation = snapsCancellation
        self.randomSeed = randomSeed
        self.complexResults = complexResults
        self.complexForm = complexForm
    }

    /// `digits` when `backend` can show them (the rule `EngineSettings` applies).
    static func checkedDisplayDigits(_ digits: Int, _ backend: Backend) throws(EngineSettings.InvalidSetting)
        -> Int
    {
        try EngineSettings.InvalidSetting.checkedDigits(
            digits, maximum: Self.maximumDisplayDigits(for: backend), shownBy: "\(backend.precision) bits")
    }

    /// Changes the digits shown; the entry digits, when set, must stay within them.
    ///
    /// - Throws: `EngineSettings.InvalidSetting` (the configuration stays as it was), as `init` does.
    public mutating func setDisplayDigits(_ digits: Int) throws(EngineSettings.InvalidSetting) {
        let digits = try Self.checkedDisplayDigits(digits, backend)
        _ = try EngineSettings.InvalidSetting.checkedEntryDigits(entryDigits, displayDigits: digits)
        displayDigits = digits
    }

    /// Changes the most digits a typed number may have (nil: as many as the display shows).
    ///
    /// - Throws: `EngineSettings.InvalidSetting` (the configuration stays as it was) outside 1 through
    ///   ``displayDigits``.
    public mutating func setEntryDigits(_ digits: Int?) throws(EngineSettings.InvalidSetting) {
        entryDigits = try EngineSettings.InvalidSetting.checkedEntryDigits(digits, displayDigits: displayDigits)
    }

    /// Replaces the backend with one of the same precision: programmer mode's format and carry change
    /// while a calculator runs.
    mutating func replaceBackend(_ backend: Backend) {
        self.backend = backend
    }

    /// The most digits a typed number may have: ``entryDigits``, or ``displayDigits`` when it is nil.
    public var entryDigitLimit: Int { replayedEntryDigitLimit ?? entryDigits ?? displayDigits }

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

/// A configuration encodes its settings by name; the fraction and complex settings are written only when
/// they differ from their defaults (so that configurations saved before them decode, and encode as they
/// did).
extension CalculatorConfiguration: Codable where Backend: Codable {
    private enum CodingKeys: String, CodingKey {
        case backend, mode, displayDigits, entryDigits, angleUnit, snapsCancellation, randomSeed
        case complexResults, complexForm, fractions
    }

    /// Decodes a configuration (the fraction and complex settings take their defaults when absent).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            backend: try container.decode(Backend.self, forKey: .backend),
            mode: try container.decode(CalculationMode.self, forKey: .mode),
            checkedDisplayDigits: try container.decode(Int.self, forKey: .displayDigits),
            entryDigits: try container.decodeIfPresent(Int.self, forKey: .entryDigits),
            angleUnit: try container.decode(AngleUnit.self, forKey: .angleUnit),
            snapsCancellation: try container.decode(Bool.self, forKey: .snapsCancellation),
            randomSeed: try container.decode(UInt64.self, forKey: .randomSeed),
            complexResults: try container.decodeIfPresent(Bool.self, forKey: .complexResults) ?? false,
            complexForm: try container.decodeIfPresent(ComplexForm.self, forKey: .complexForm) ?? .rectangular)
        fractions = try container.decodeIfPresent(FractionDisplay.self, forKey: .fractions) ?? .off
    }

    /// Encodes a configuration.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(backend, forKey: .backend)
        try container.encode(mode, forKey: .mode)
        try container.encode(displayDigits, forKey: .displayDigits)
        try container.encodeIfPresent(entryDigits, forKey: .entryDigits)
        try container.encode(angleUnit, forKey: .angleUnit)
        try container.encode(snapsCancellation, forKey: .snapsCancellation)
        try container.encode(randomSeed, forKey: .randomSeed)
        if fractions != .off { try container.encode(fractions, forKey: .fractions) }
        if complexResults { try container.encode(complexResults, forKey: .complexResults) }
        if complexForm != .rectangular { try container.encode(complexForm, forKey: .complexForm) }
    }
}
