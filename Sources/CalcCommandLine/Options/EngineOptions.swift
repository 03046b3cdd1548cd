import CalcEngine

/// The calculator options that command-line front ends share (calc-eval and calc): `--backend`,
/// `--precision`, `--digits`, `--entry-digits`, `--ieee`, `--mode`, `--angle`, `--no-snap`, `--seed`,
/// `--correct-digits`, `--fractions`, `--complex`, `--complex-form`, and programmer mode's `--programmer`,
/// `--word-size`, `--unsigned`, `--radix`, `--group`.
///
/// A front end hands each option it does not know itself to ``take(_:from:)``, then resolves the
/// collected options with ``settings()``. Every message names the option and what it accepts.
package struct EngineOptions: Sendable {
    /// `--backend`, when given.
    package var backend: BackendKind?
    /// `--precision`, when given.
    package var precision: Int?
    /// `--digits`, when given.
    package var digits: Int?
    /// `--entry-digits`, when given: the most digits a typed number may have.
    package var entryDigits: Int?
    /// `--ieee`.
    package var ieee = false
    /// `--mode` (precedence by default).
    package var mode = CalculationMode.precedence
    /// `--angle` (degrees by default).
    package var angleUnit = AngleUnit.degrees
    /// Off with `--no-snap`.
    package var snapsCancellation = true
    /// `--seed` (0 by default).
    package var randomSeed: UInt64 = 0
    /// Whether `--seed` was given.
    package var hasRandomSeed = false
    /// `--correct-digits`.
    package var verifiesDigits = false
    /// `--fractions` (off by default): when exact rational results are shown as fractions.
    package var fractions = FractionDisplay.off
    /// `--complex`: real inputs that leave the reals give complex results.
    package var complexResults = false
    /// `--complex-form` (rect by default).
    package var complexForm = ComplexForm.rectangular
    /// Programmer mode's word format: `--programmer`, or any of `--word-size`, `--unsigned`, `--radix` and
    /// `--group` (each implies `--programmer`); nil without them.
    package var programmer: WordFormat?

    /// No options given yet.
    package init() {}

    /// The options among these that take no value.
    package static let flags: Set<String> = [
        "--ieee", "--no-snap", "--correct-digits", "--programmer", "--unsigned", "--group", "--complex",
    ]

    /// Records `option` if it is one of these, reading its value from `scanner`. False for other options.
    package mutating func take(_ option: ArgumentScanner.Option, from scanner: inout ArgumentScanner)
        throws(CommandLineError) -> Bool
    {
        let name = option.name
        func value() throws(CommandLineError) -> String { try scanner.value(of: option) }
        if Self.flags.contains(name) { try scanner.rejectValue(of: option) }
        switch name {
        case "--backend":
            let text = try value()
            guard let kind = BackendKind(rawValue: text), kind != .mpfrIEEE else {
                throw CommandLineError("--backend: unknown backend '\(text)' (accepted: double, mpfr, exact)")
            }
            guard kind.isAvailable else { throw Self.notInThisBuild("--backend \(kind.rawValue)") }
            backend = kind
        case "--precision":
            #if MPFR
                let range = "\(MPFRBackend.precisionRange.lowerBound)...\(MPFRBackend.precisionRange.upperBound) bits"
                let n = try Self.integer(try value(), option: name, range: range)
                guard MPFRBackend.precisionRange.contains(n) else {
                    throw CommandLineError("--precision: \(n) is out of range (\(range))")
                }
                precision = n
            #else
                throw Self.notInThisBuild(name)
            #endif
        case "--digits":
            // The range depends on the backend and precision: EngineSettings checks it.
            digits = try Self.integer(try value(), option: name, range: "1 or more")
        case "--entry-digits":
            // At most the digits shown: EngineSettings checks it.
            entryDigits = try Self.integer(try value(), option: name, range: "1 or more")
        case "--ieee":
            guard BackendKind.mpfrIEEE.isAvailable else { throw Self.notInThisBuild(name) }
            ieee = true
        case "--mode":
            let text = try value()
            guard let m = CalculationMode(rawValue: text) else {
                throw CommandLineError("--mode: unknown mode '\(text)' (accepted: precedence, immediate)")
            }
            mode = m
        case "--angle":
            let text = try value()
            guard let unit = AngleUnit(named: text) else {
                throw CommandLineError("--angle: unknown unit '\(text)' (accepted: deg, rad, grad)")
            }
            angleUnit = unit
        case "--no-snap":
            snapsCancellation = false
        case "--seed":
            let text = try value()
            guard let n = UInt64(text) else {
                throw Self.notAWholeNumber(text, option: "--seed", range: "0...\(UInt64.max)")
            }
            randomSeed = n
            hasRandomSeed = true
        case "--correct-digits":
            guard BackendKind.mpfr.isAvailable else { throw Self.notInThisBuild(name) }
            verifiesDigits = true
        case "--complex":
            complexResults = true
        case "--complex-form":
            switch try value() {
            case "rect", "rectangular": complexForm = .rectangular
            case "polar": complexForm = .polar
            case let text: throw CommandLineError("--complex-form: unknown form '\(text)' (accepted: rect, polar)")
            }
        case "--programmer":
            programmer = programmer ?? WordFormat()
        case "--word-size":
            let text = try value()
            guard let bits = Int(text), let width = WordWidth(bits: bits) else {
                throw CommandLineError("--word-size: '\(text)' is not a word size (accepted: 8, 16, 32, 64)")
            }
            programmer = programmer ?? WordFormat()
            programmer?.width = width
        case "--unsigned":
            programmer = programmer ?? WordFormat()
            programmer?.isSigned = false
        case "--radix":
            let text = try value()
            guard let radix = Radix(name: text) else {
                throw CommandLineError("--radix: unknown radix '\(text)' (accepted: bin, oct, dec, hex)")
            }
            programmer = programmer ?? WordFormat()
            programmer?.radix = radix
        case "--group":
            programmer = programmer ?? WordFormat()
            programmer?.groupsDigits = true
        case "--fractions":
            let text = try value()
            guard let setting = FractionDisplay(rawValue: text) else {
                throw CommandLineError("--fractions: unknown setting '\(text)' (accepted: off, auto, always, mixed)")
            }
            fractions = setting
        default:
            return false
        }
        return true
    }

    /// The backend these options choose: IEEE mode with `--ieee`, else `--backend`, else `fallback`.
    package func backendKind(fallback: BackendKind = .standard) throws(CommandLineError) -> BackendKind {
        if ieee {
            if backend == .double || backend == .exact { throw CommandLineError("--ieee: only for the mpfr backend") }
            if precision != nil {
                throw CommandLineError("--ieee: cannot be combined with --precision (IEEE mode has 53 bits)")
            }
            return .mpfrIEEE
        }
        return backend ?? fallback
    }

    /// The settings for `kind` (by default the one ``backendKind(fallback:)`` chooses), validated.
    package func settings(for kind: BackendKind? = nil) throws(CommandLineError) -> EngineSettings {
        let kind: BackendKind = if let kind { kind } else { try backendKind() }
        if programmer != nil, let option = optionWithoutMeaningInProgrammerMode {
            throw CommandLineError("\(option): has no meaning in programmer mode (integer words)")
        }
        if verifiesDigits && kind != .mpfr && kind != .exact {
            throw CommandLineError("--correct-digits: only for the mpfr and exact backends (not double or --ieee)")
        }
        do {
            var settings = try EngineSettings(
                backend: kind, precision: precision, digits: digits, mode: mode,
                angleUnit: angleUnit, snapsCancellation: snapsCancellation,
                randomSeed: randomSeed, verifiesDigits: verifiesDigits, entryDigits: entryDigits)
            settings.programmer = programmer
            applyDisplayOptions(to: &settings)
            return settings
        } catch {
            // The library names its settings; the command line names the options that set them.
            let option =
                switch error.setting {
                case .precision: "--precision"
                case .digits: "--digits"
                case .verifiesDigits: "--correct-digits"
                case .backend: "--backend"
                case .entryDigits: "--entry-digits"
                }
            throw CommandLineError("\(option): \(error.message)")
        }
    }

    /// The first option given that programmer mode has no use for, so that it is refused rather than
    /// silently ignored: a word has its width's digits and no fractions, complex values or precision.
    var optionWithoutMeaningInProgrammerMode: String? {
        if precision != nil { return "--precision" }
        if digits != nil { return "--digits" }
        if entryDigits != nil { return "--entry-digits" }
        if ieee { return "--ieee" }
        if verifiesDigits { return "--correct-digits" }
        if complexResults { return "--complex" }
        if complexForm != .rectangular { return "--complex-form" }
        if fractions != .off { return "--fractions" }
        return nil
    }

    /// The settings of another backend of a cycle (calc's `b`): that backend's own default precision and
    /// digits, with every option that is not about precision or digits as given (mode, angle unit,
    /// fractions, complex results and form, and the entry digits, at most the digits it shows); nil when
    /// this build lacks the backend.
    package func settings(cycledTo kind: BackendKind) -> EngineSettings? {
        guard var settings = try? EngineSettings(backend: kind, mode: mode, angleUnit: angleUnit) else { return nil }
        applyDisplayOptions(to: &settings)
        if let entryDigits { try? settings.set(entryDigits: min(entryDigits, settings.digits)) }
        return settings
    }

    /// The options every backend shares: fractions, complex results and their form, and the seed of
    /// `rand` (so that a backend switch replays the same numbers).
    private func applyDisplayOptions(to settings: inout EngineSettings) {
        settings.randomSeed = randomSeed
        settings.fractions = fractions
        settings.complexResults = complexResults
        settings.complexForm = complexForm
    }

    /// What `--help` adds in a build without the MPFR trait: that only the Double backend is there.
    package static var buildNote: String {
        #if MPFR
            ""
        #else
            "\n\nThis build has no MPFR (built without the MPFR trait): the double backend only, every function key\n"
                + "correctly rounded in Swift (the same bits as with MPFR); --backend mpfr|exact, --precision, --ieee,\n"
                + "--correct-digits and --compare are errors."
        #endif
    }

    /// The error for an option that needs MPFR in a build without the MPFR trait.
    package static func notInThisBuild(_ option: String) -> CommandLineError {
        CommandLineError("\(option): not available: this build has no MPFR (built without the MPFR trait: double only)")
    }

    private static func integer(_ text: String, option: String, range: String) throws(CommandLineError) -> Int {
        guard let n = Int(text) else { throw notAWholeNumber(text, option: option, range: range) }
        return n
    }

    /// The error for an option's value that did not read as its integer type: out of `range` when it is
    /// written as a whole number (`99999999999999999999`, `-1` for an unsigned one), else not a whole
    /// number.
    package static func notAWholeNumber(_ text: String, option: String, range: String) -> CommandLineError {
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
            return CommandLineError("\(option): \(text) is out of range (\(range))")
        }
        return CommandLineError("\(option): '\(text)' is not a whole number (accepted: \(range))")
    }
}
