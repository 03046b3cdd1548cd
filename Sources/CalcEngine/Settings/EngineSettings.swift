/// Everything needed to build a calculator at run time, with calc-eval's defaults and validation.
///
/// Defaults: Double shows 15 digits. MPFR with neither precision nor digits: 256 bits and 50 digits;
/// with only digits D: ⌈D·log₂10⌉ + 64 bits; with only a precision P: ⌊(P−1)·log₁₀2⌋ digits (15 at
/// 53 bits, like Double). IEEE mode: 53 bits and 15 digits. The exact backend takes MPFR's defaults for
/// its approximations. With verified digits (MPFR and exact), the precision is where recomputation starts:
/// D may be up to what the highest recomputation precision shows (`VerifiedBackend`'s
/// `maximumSignificantDigits`), so `--precision 64 --digits 50 --correct-digits` is accepted.
///
/// Settings are valid from the moment they exist: the backend, precision, digits, entry digits and
/// verification are read-only, and change only through the throwing methods (``set(precision:digits:)``,
/// ``set(digits:)``, ``set(entryDigits:)``, ``set(verifiesDigits:)``, ``settings(backend:precision:digits:verifiesDigits:)``),
/// which check them as `init` does and leave the settings as they were when they throw. So
/// ``makeCalculator()`` never fails.
public struct EngineSettings: Sendable, Hashable {
    /// The backend.
    public package(set) var backend: BackendKind
    /// Significand bits (53 for Double and IEEE mode).
    public package(set) var precision: Int
    /// Significant digits shown, D.
    public package(set) var digits: Int
    /// The most digits a typed number may have (nil: as many as the display shows, ``digits``): 9 for an
    /// iPhone-style portrait keypad that shows 15 digits of a result. 1 through ``digits``.
    public package(set) var entryDigits: Int?
    /// Precedence or immediate.
    public var mode: CalculationMode
    /// The starting angle unit.
    public var angleUnit: AngleUnit
    /// Whether the cancellation rule is on.
    public var snapsCancellation: Bool
    /// The seed of `rand`.
    public var randomSeed: UInt64
    /// Whether real inputs that leave the reals give complex results (√−4 = 2i) instead of `Error`
    /// (calc-eval `--complex`); off by default.
    public var complexResults: Bool = false
    /// How complex values are shown: a+bi or r∠θ (calc-eval `--complex-form`).
    public var complexForm: ComplexForm = .rectangular
    /// Whether shown digits are proven by recomputation at higher precision (MPFR and exact backends).
    public package(set) var verifiesDigits: Bool = false
    /// Programmer mode's word format, or nil outside programmer mode. In programmer mode the calculator
    /// runs on `ProgrammerBackend` (integer words held exactly) whatever ``backend`` says; the backend
    /// stays the one to return to.
    public var programmer: WordFormat? = nil
    /// When an exact rational result is shown as a fraction as well (`.off` by default; never in
    /// programmer mode, whose values are integers).
    public var fractions: FractionDisplay = .off

    /// A setting out of range: which one, and a message saying what is wrong and what is accepted.
    public struct InvalidSetting: Error, Sendable, Hashable, CustomStringConvertible {
        /// The settings that can be out of range.
        public enum Setting: String, Sendable, Hashable {
            /// The precision in bits.
            case precision
            /// The significant digits shown.
            case digits
            /// Whether shown digits are proven (`verifiesDigits`).
            case verifiesDigits
            /// The backend: one this build does not have (built without the MPFR trait).
            case backend
            /// The most digits a typed number may have.
            case entryDigits
        }

        /// The setting that is out of range.
        public var setting: Setting
        /// What is wrong and what is accepted: `0 is out of range (2...16777216 bits)`.
        public var message: String

        /// An error about `setting`.
        public init(setting: Setting, message: String) {
            self.setting = setting
            self.message = message
        }

        /// `precision: 0 is out of range (2...16777216 bits)`.
        public var description: String { "\(setting.rawValue): \(message)" }

        /// `digits` when it is 1 through `maximum`: the one rule for the digits shown, which both
        /// `EngineSettings` and `CalculatorConfiguration` apply.
        ///
        /// - Throws: a `digits` error, `0 is out of range (1...17)`, or, above `maximum`, `20 is more than
        ///   WHAT can show (1...17)` with `what` the precision that limits them (`53 bits`).
        static func checkedDigits(_ digits: Int, maximum: Int, shownBy what: String) throws(Self) -> Int {
            guard digits >= 1 else {
                throw Self(setting: .digits, message: "\(digits) is out of range (1...\(maximum))")
            }
            guard digits <= maximum else {
                throw Self(setting: .digits, message: "\(digits) is more than \(what) can show (1...\(maximum))")
            }
            return digits
        }

        /// `entryDigits` when nil (as many as the display) or 1 through `displayDigits`: the one rule for
        /// the length of a typed number, which both `EngineSettings` and `CalculatorConfiguration` apply.
        ///
        /// - Throws: an `entryDigits` error, `0 is out of range (1...15, the digits shown)`.
        static func checkedEntryDigits(_ entryDigits: Int?, displayDigits: Int) throws(Self) -> Int? {
            guard let entryDigits else { return nil }
            guard (1...displayDigits).contains(entryDigits) else {
                throw Self(
                    setting: .entryDigits,
                    message: "\(entryDigits) is out of range (1...\(displayDigits), the digits shown)")
            }
            return entryDigits
        }
    }

    #if MPFR
        /// The most digits MPFR may show when only `--digits` is given (so that the precision stays in range).
        public static let maximumMPFRDigits =
            Int(Double(MPFRBackend.precisionRange.upperBound - 64) / SignificantDigits.log2Of10)
    #endif

    /// The default settings of this build: ``BackendKind/standard`` (MPFR at 256 bits showing 50 digits,
    /// or Double showing 15 without the MPFR trait), precedence, degrees. Never fails, unlike `init`.
    public static var standard: EngineSettings {
        #if MPFR
            EngineSettings(uncheckedBackend: .mpfr, precision: 256, digits: 50)
        #else
            EngineSettings(uncheckedBackend: .double, precision: 53, digits: 15)
        #endif
    }

    /// Settings whose backend, precision and digits are known to be valid (the defaults).
    private init(uncheckedBackend backend: BackendKind, precision: Int, digits: Int) {
        self.backend = backend
        self.precision = precision
        self.digits = digits
        mode = .precedence
        angleUnit = .degrees
        snapsCancellation = true
        randomSeed = 0
    }

    /// Resolves the settings from what the user gave (nil: not given).
    ///
    /// - Throws: ``InvalidSetting`` naming the setting and the accepted range (verified digits with Double
    ///   or IEEE mode, which do not verify digits, is one; a backend other than Double in a build without
    ///   the MPFR trait is another; entry digits above the digits shown a third).
    public init(
        backend: BackendKind = .standard, precision: Int? = nil, digits: Int? = nil,
        mode: CalculationMode = .precedence, angleUnit: AngleUnit = .degrees,
        snapsCancellation: Bool = true, randomSeed: UInt64 = 0, verifiesDigits: Bool = false,
        entryDigits: Int? = nil
    ) throws(InvalidSetting) {
        try self.init(
            resolving: backend, precision: precision, digits: digits, mode: mode, angleUnit: angleUnit,
            snapsCancellation: snapsCancellation, randomSeed: randomSeed, verifiesDigits: verifiesDigits,
            entryDigits: entryDigits)
    }

    /// Resolves and checks every setting (what `init` documents).
    private init(
        resolving backend: BackendKind, precision: Int?, digits: Int?, mode: CalculationMode,
        angleUnit: AngleUnit, snapsCancellation: Bool, randomSeed: UInt64, verifiesDigits: Bool,
        entryDigits: Int?
    ) throws(InvalidSetting) {
        self.backend = backend
        self.mode = mode
        self.angleUnit = angleUnit
        self.snapsCancellation = snapsCancellation
        self.randomSeed = randomSeed
        self.verifiesDigits = verifiesDigits
        guard backend.isAvailable else {
            throw InvalidSetting(
                setting: .backend,
                message: "the \(backend.rawValue) backend is not in this build (built without MPFR: double only)")
        }
        switch backend {
        case .double, .mpfrIEEE:
            if verifiesDigits {
                throw InvalidSetting(
                    setting: .verifiesDigits, message: "only for the mpfr and exact backends (not double or --ieee)")
            }
            if let precision, precision != 53 {
                throw InvalidSetting(
                    setting: .precision,
                    message:
                        "\(precision) bits is not available with the \(backend.rawValue) backend, which has 53 bits")
            }
            self.precision = 53
            let counts = SignificantDigits(precision: 53)  // 15 and 17
            self.digits = try InvalidSetting.checkedDigits(
                digits ?? counts.defaultCount, maximum: counts.maximumCount,
                shownBy: "53 bits")
        case .mpfr, .exact:
            #if MPFR
                (self.precision, self.digits) = try Self.resolvedMPFR(
                    precision: precision, digits: digits, verifiesDigits: verifiesDigits)
            #else
                fatalError("unreachable: \(backend.rawValue) is not available without MPFR")
            #endif
        }
        self.entryDigits = try InvalidSetting.checkedEntryDigits(entryDigits, displayDigits: self.digits)
    }

    /// These settings with another backend, precision, digits and verification, resolved and checked as
    /// `init` resolves them (nil: the backend's default, not the current value); the mode, angle unit,
    /// cancellation rule, seed, fractions, complex results and their form, and the entry digits are kept
    /// (the entry digits at most the new digits shown).
    ///
    /// - Throws: ``InvalidSetting``, as `init` does.
    public func settings(
        backend: BackendKind, precision: Int? = nil, digits: Int? = nil, verifiesDigits: Bool = false
    ) throws(InvalidSetting) -> EngineSettings {
        var resolved = try EngineSettings(
            resolving: backend, precision: precision, digits: digits, mode: mode, angleUnit: angleUnit,
            snapsCancellation: snapsCancellation, randomSeed: randomSeed, verifiesDigits: verifiesDigits,
            entryDigits: nil)
        resolved.entryDigits = entryDigits.map { min($0, resolved.digits) }
        resolved.fractions = fractions
        resolved.complexResults = complexResults
        resolved.complexForm = complexForm
        return resolved
    }

    /// Changes the precision, and the digits shown (nil: the default for `precision`).
    ///
    /// - Throws: ``InvalidSetting`` (the settings stay as they were): `precision: 1 is out of range
    ///   (2...16777216 bits)`, a precision other than 53 on Double, or digits shown below the entry digits.
    public mutating func set(precision: Int, digits: Int? = nil) throws(InvalidSetting) {
        self = try settings(
            backend: backend, precision: precision, digits: digits, verifiesDigits: verifiesDigits
        ).keepingEntryDigits(of: self)
    }

    /// Changes the digits shown, keeping the precision.
    ///
    /// - Throws: ``InvalidSetting`` (the settings stay as they were): `digits: 500 is more than 53 bits can
    ///   show (1...17)`, or digits below the entry digits.
    public mutating func set(digits: Int) throws(InvalidSetting) {
        self = try settings(
            backend: backend, precision: backend == .mpfr || backend == .exact ? precision : nil, digits: digits,
            verifiesDigits: verifiesDigits
        ).keepingEntryDigits(of: self)
    }

    /// Changes the most digits a typed number may have (nil: as many as the display shows).
    ///
    /// - Throws: ``InvalidSetting`` (the settings stay as they were) outside 1 through ``digits``.
    public mutating func set(entryDigits: Int?) throws(InvalidSetting) {
        self.entryDigits = try InvalidSetting.checkedEntryDigits(entryDigits, displayDigits: digits)
    }

    /// Turns the verification of shown digits on or off, keeping the precision and digits.
    ///
    /// - Throws: ``InvalidSetting`` (the settings stay as they were): verification with Double or IEEE
    ///   mode, or digits that the precision cannot show once verification is off.
    public mutating func set(verifiesDigits: Bool) throws(InvalidSetting) {
        self = try settings(
            backend: backend, precision: backend == .mpfr || backend == .exact ? precision : nil, digits: digits,
            verifiesDigits: verifiesDigits
        ).keepingEntryDigits(of: self)
    }

    /// These settings with the entry digits of `other`, checked against these digits.
    private func keepingEntryDigits(of other: EngineSettings) throws(InvalidSetting) -> EngineSettings {
        var settings = self
        settings.entryDigits = try InvalidSetting.checkedEntryDigits(other.entryDigits, displayDigits: digits)
        return settings
    }

    #if MPFR
        /// The precision and digits of the MPFR and exact backends.
        private static func resolvedMPFR(precision: Int?, digits: Int?, verifiesDigits: Bool)
            throws(InvalidSetting) -> (precision: Int, digits: Int)
        {
            let range = MPFRBackend.precisionRange
            switch (precision, digits) {
            case (nil, nil):
                return (256, 50)
            case (nil, let d?):
                let digits = try InvalidSetting.checkedDigits(
                    d, maximum: Self.maximumMPFRDigits, shownBy: "the largest precision")
                return (SignificantDigits.precision(forDigits: d), digits)
            case (let p?, let d):
                guard range.contains(p) else {
                    throw InvalidSetting(
                        setting: .precision,
                        message: "\(p) is out of range (\(range.lowerBound)...\(range.upperBound) bits)")
                }
                // The default is not capped at 50 here, unlike CalculatorConfiguration's: an explicit
                // --precision P shows all ⌊(P−1)·log₁₀2⌋ digits.
                let counts = SignificantDigits(precision: p)
                if verifiesDigits {
                    // Verification proves digits up to its highest recomputation precision.
                    let verified = VerifiedBackend.maximumPrecision(forBasePrecision: p)
                    let digits = try InvalidSetting.checkedDigits(
                        d ?? counts.defaultCount, maximum: SignificantDigits(precision: verified).maximumCount,
                        shownBy: "\(p) bits verified at up to \(verified) bits")
                    return (p, digits)
                }
                let digits = try InvalidSetting.checkedDigits(
                    d ?? counts.defaultCount, maximum: counts.maximumCount, shownBy: "\(p) bits")
                return (p, digits)
            }
        }
    #endif

    /// A fresh calculator with these settings.
    ///
    /// Never fails: settings are checked when they are made or changed, so the backend is in this build
    /// (``BackendKind/isAvailable``) and its precision in range.
    public func makeCalculator() -> AnyCalculator {
        if let programmer {
            return AnyCalculator(Calculator(configuration: programmerConfiguration(programmer)), madeFrom: self)
        }
        return makeCalculatorOnBackend()
    }

    /// The configuration of programmer mode: these settings on ``ProgrammerBackend``, showing every
    /// digit of a word (its digits are its own, not the settings').
    private func programmerConfiguration(_ format: WordFormat) -> CalculatorConfiguration<ProgrammerBackend> {
        let backend = ProgrammerBackend(format: format)
        return CalculatorConfiguration(
            backend: backend, mode: mode, checkedDisplayDigits: backend.defaultSignificantDigits, entryDigits: nil,
            angleUnit: angleUnit, snapsCancellation: snapsCancellation, randomSeed: randomSeed,
            complexResults: complexResults, complexForm: complexForm)
    }

    /// A fresh calculator on ``backend``.
    private func makeCalculatorOnBackend() -> AnyCalculator {
        switch backend {
        case .double:
            AnyCalculator(Calculator(configuration: configuration(DoubleBackend())))
        #if MPFR
            case .mpfrIEEE:
                AnyCalculator(Calculator(configuration: configuration(MPFRBackend.ieeeBinary64)))
            case .mpfr where verifiesDigits:
                AnyCalculator(
                    Calculator(
                        configuration: configuration(
                            Self.checked { () throws in try VerifiedBackend(precision: precision) })))
            case .mpfr:
                AnyCalculator(
                    Calculator(
                        configuration: configuration(
                            Self.checked { () throws in try MPFRBackend(precision: precision) })))
            case .exact where verifiesDigits:
                AnyCalculator(
                    Calculator(
                        configuration: configuration(
                            Self.checked { () throws in try VerifiedExactBackend(precision: precision) })))
            case .exact:
                AnyCalculator(
                    Calculator(
                        configuration: configuration(
                            Self.checked { () throws in try ExactBackend(precision: precision) })))
        #else
            case .mpfrIEEE, .mpfr, .exact:
                // `init` accepts only available backends.
                fatalError("the \(backend.rawValue) backend is not in this build (built without MPFR)")
        #endif
        }
    }

    /// The backend `make` builds from a precision these settings checked when they were made or changed.
    ///
    /// The precision is in the backend's range by construction (no public property changes it unchecked),
    /// so `make` cannot throw; if it did, that would be a bug in this type, reported as such.
    private static func checked<B>(_ make: () throws -> B) -> B {
        do {
            return try make()
        } catch {
            preconditionFailure("EngineSettings checks the precision when it is set: \(error)")
        }
    }

    /// The configuration of these settings on `backend` (the digits were checked when resolved).
    private func configuration<B: NumericBackend>(_ backend: B) -> CalculatorConfiguration<B> {
        var configuration = CalculatorConfiguration(
            backend: backend, mode: mode, checkedDisplayDigits: digits, entryDigits: entryDigits,
            angleUnit: angleUnit, snapsCancellation: snapsCancellation, randomSeed: randomSeed,
            complexResults: complexResults, complexForm: complexForm)
        configuration.fractions = fractions
        return configuration
    }
}
