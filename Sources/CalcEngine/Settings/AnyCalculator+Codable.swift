/// A run-time calculator encodes as `{"backend": "mpfr", "calculator": {…}}`: the backend's case name
/// (`double`, `mpfr`, `exact`) and the calculator on it, as `Calculator` encodes it.
///
/// A programmer-mode calculator made from settings adds `"returnsTo"`: the backend, precision, digits
/// and display settings its ``AnyCalculator/settings`` name to return to (they come back with it).
///
/// Decoding an unknown backend name, or a calculator that does not decode on the named backend, throws
/// `DecodingError`. Calculators with verified digits hold the expressions their digits are proven from,
/// which have no saved form yet: encoding one throws `EncodingError.invalidValue`; save
/// `settings` and the keys pressed instead, and replay them (`EngineSettings.makeCalculator(replaying:)`).
extension AnyCalculator: Codable {
    private enum CodingKeys: String, CodingKey {
        case backend, calculator, returnsTo
    }

    /// The settings a programmer-mode calculator returns to, as saved: the backend and what goes with it
    /// (the mode, angle unit, cancellation rule and seed are the calculator's own).
    private struct ReturnSettings: Codable {
        var backend: BackendKind
        var precision: Int
        var digits: Int
        var entryDigits: Int?
        var verifiesDigits: Bool
        var complexResults: Bool
        var complexForm: ComplexForm
        var fractions: FractionDisplay

        init(_ settings: EngineSettings) {
            backend = settings.backend
            precision = settings.precision
            digits = settings.digits
            entryDigits = settings.entryDigits
            verifiesDigits = settings.verifiesDigits
            complexResults = settings.complexResults
            complexForm = settings.complexForm
            fractions = settings.fractions
        }

        /// These settings around a programmer-mode calculator's own: checked as settings made in code are.
        func settings(around calculator: Calculator<ProgrammerBackend>) throws(EngineSettings.InvalidSetting)
            -> EngineSettings
        {
            let own = calculator.programmerSettings
            var settings = try EngineSettings(
                backend: backend, precision: precision, digits: digits, mode: own.mode, angleUnit: own.angleUnit,
                snapsCancellation: own.snapsCancellation, randomSeed: own.randomSeed, verifiesDigits: verifiesDigits,
                entryDigits: entryDigits)
            settings.complexResults = complexResults
            settings.complexForm = complexForm
            settings.fractions = fractions
            settings.programmer = own.programmer
            return settings
        }
    }

    /// The backend names of the encoded form.
    private enum EncodedBackend: String, Codable {
        case double, mpfr, exact, programmer
    }

    /// Decodes a calculator on the backend its document names.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .backend)
        guard let backend = EncodedBackend(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: .backend, in: container,
                debugDescription: "unknown backend '\(KeyScriptError.visible(name.prefix(40)))' (double, mpfr, exact)")
        }
        switch backend {
        case .double: self.init(try container.decode(Calculator<DoubleBackend>.self, forKey: .calculator))
        case .programmer:
            let calculator = try container.decode(Calculator<ProgrammerBackend>.self, forKey: .calculator)
            guard let saved = try container.decodeIfPresent(ReturnSettings.self, forKey: .returnsTo) else {
                self.init(calculator)
                return
            }
            do {
                self.init(calculator, madeFrom: try saved.settings(around: calculator))
            } catch {
                throw DecodingError.dataCorruptedError(
                    forKey: .returnsTo, in: container, debugDescription: error.description)
            }
        #if MPFR
            case .mpfr: self.init(try container.decode(Calculator<MPFRBackend>.self, forKey: .calculator))
            case .exact: self.init(try container.decode(Calculator<ExactBackend>.self, forKey: .calculator))
        #else
            case .mpfr, .exact:
                throw DecodingError.dataCorruptedError(
                    forKey: .backend, in: container,
                    debugDescription: "the \(name) backend is not in this build (built without MPFR: double only)")
        #endif
        }
    }

    /// Encodes the backend's name and the calculator.
    ///
    /// - Throws: `EncodingError.invalidValue` for a calculator with verified digits.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch kind {
        case .double:
            try container.encode(EncodedBackend.double, forKey: .backend)
            try container.encode(held(DoubleBackend.self).calculator, forKey: .calculator)
        case .programmer:
            try container.encode(EncodedBackend.programmer, forKey: .backend)
            try container.encode(held(ProgrammerBackend.self).calculator, forKey: .calculator)
            if let origin = programmerOrigin {
                try container.encode(ReturnSettings(origin.settings), forKey: .returnsTo)
            }
        #if MPFR
            case .mpfr:
                try container.encode(EncodedBackend.mpfr, forKey: .backend)
                try container.encode(held(MPFRBackend.self).calculator, forKey: .calculator)
            case .exact:
                try container.encode(EncodedBackend.exact, forKey: .backend)
                try container.encode(held(ExactBackend.self).calculator, forKey: .calculator)
            case .verified, .verifiedExact:
                throw EncodingError.invalidValue(
                    self,
                    EncodingError.Context(
                        codingPath: encoder.codingPath,
                        debugDescription:
                            "a calculator with verified digits has no saved form: save its settings and keys and replay them"
                    ))
        #endif
        }
    }
}
