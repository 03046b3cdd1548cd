/// A run-time calculator encodes as `{"backend": "mpfr", "calculator": {…}}`: the backend's case name
/// (`double`, `mpfr`, `exact`) and the calculator on it, as `Calculator` encodes it.
///
/// Decoding an unknown backend name, or a calculator that does not decode on the named backend, throws
/// `DecodingError`. Calculators with verified digits hold the expressions their digits are proven from,
/// which have no saved form yet: encoding one throws `EncodingError.invalidValue`; save
/// `settings` and the keys pressed instead, and replay them (`EngineSettings.makeCalculator(replaying:)`).
extension AnyCalculator: Codable {
    private enum CodingKeys: String, CodingKey {
        case backend, calculator
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
        case .programmer: self.init(try container.decode(Calculator<ProgrammerBackend>.self, forKey: .calculator))
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
