import CalcPresentation

/// calc's command line, parsed and validated (with ``EngineSettings``, like calc-eval's).
struct TerminalOptions: Sendable {
    /// What script mode prints at the end.
    enum ScriptOutput: String, Sendable, CaseIterable {
        /// The final screen as plain text.
        case screen
        /// The final display only.
        case display
    }

    /// The settings of every backend `b` cycles through.
    var settings: [BackendKind: EngineSettings]
    /// The backend shown first.
    var backend: BackendKind = .mpfr
    /// The keypad shown first.
    var layout: KeypadLayout = .portrait
    /// Whether Double and MPFR are shown side by side from the start.
    var isComparing = false
    /// What script mode prints.
    var scriptOutput: ScriptOutput = .screen
    /// `--help`.
    var showHelp = false

    /// A bad option or value: printed as `calc: MESSAGE`, exit status 2.
    struct UsageError: Error, CustomStringConvertible {
        /// The message.
        var description: String
    }

    /// The defaults: MPFR at 256 bits and 50 digits first; Double 15 digits; MPFR IEEE mode; exact
    /// rationals with 256-bit approximations and 50 digits.
    init() {
        settings = Self.defaultSettings()
    }

    private static func defaultSettings(mode: CalculationMode = .precedence,
                                        angleUnit: AngleUnit = .degrees) -> [BackendKind: EngineSettings] {
        var settings: [BackendKind: EngineSettings] = [:]
        for kind in BackendKind.allCases {
            settings[kind] = try? EngineSettings(backend: kind, mode: mode, angleUnit: angleUnit)
        }
        return settings
    }

    /// Parses the arguments after the program name.
    ///
    /// `--precision` and `--digits` apply to the backend shown first (as in calc-eval); the other
    /// backends of the `b` cycle keep their defaults.
    static func parse(_ arguments: [String]) throws(UsageError) -> TerminalOptions {
        var options = TerminalOptions()
        var backend: BackendKind?
        var precision: Int?
        var digits: Int?
        var ieee = false
        var mode = CalculationMode.precedence
        var angle = AngleUnit.degrees
        var index = 0

        func value(for option: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw UsageError(description: "\(option) needs a value (see --help)") }
            return arguments[index]
        }

        func integer(_ text: String, option: String, range: String) throws(UsageError) -> Int {
            guard let n = Int(text) else {
                throw UsageError(description: "\(option): '\(text)' is not a whole number (accepted: \(range))")
            }
            return n
        }

        while index < arguments.count {
            let argument = arguments[index]
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            switch name {
            case "--backend":
                let text = try value(for: name, inline: inline)
                switch text {
                case "double": backend = .double
                case "mpfr": backend = .mpfr
                case "exact": backend = .exact
                default: throw UsageError(description: "--backend: unknown backend '\(text)' (accepted: double, mpfr, exact)")
                }
            case "--precision":
                let range = "\(MPFRBackend.precisionRange.lowerBound)...\(MPFRBackend.precisionRange.upperBound) bits"
                let n = try integer(try value(for: name, inline: inline), option: name, range: range)
                guard MPFRBackend.precisionRange.contains(n) else {
                    throw UsageError(description: "--precision: \(n) is out of range (\(range))")
                }
                precision = n
            case "--digits":
                digits = try integer(try value(for: name, inline: inline), option: name, range: "1 or more")
            case "--ieee":
                ieee = true
            case "--mode":
                let text = try value(for: name, inline: inline)
                guard let m = CalculationMode(rawValue: text) else {
                    throw UsageError(description: "--mode: unknown mode '\(text)' (accepted: precedence, immediate)")
                }
                mode = m
            case "--angle":
                let text = try value(for: name, inline: inline)
                switch text {
                case "deg", "degrees": angle = .degrees
                case "rad", "radians": angle = .radians
                default: throw UsageError(description: "--angle: unknown unit '\(text)' (accepted: deg, rad)")
                }
            case "--landscape":
                options.layout = .landscape
            case "--compare":
                options.isComparing = true
            case "--print":
                let text = try value(for: name, inline: inline)
                guard let output = ScriptOutput(rawValue: text) else {
                    throw UsageError(description: "--print: unknown output '\(text)' (accepted: screen, display)")
                }
                options.scriptOutput = output
            case "--help", "-h":
                options.showHelp = true
            default:
                throw UsageError(description: "unknown option '\(argument)' (see --help)")
            }
            if inline != nil && ["--ieee", "--landscape", "--compare", "--help"].contains(name) {
                throw UsageError(description: "\(name) takes no value")
            }
            index += 1
        }
        if ieee {
            if backend == .double || backend == .exact { throw UsageError(description: "--ieee: only for the mpfr backend") }
            if precision != nil { throw UsageError(description: "--ieee: cannot be combined with --precision (IEEE mode has 53 bits)") }
        }
        let kind: BackendKind = ieee ? .mpfrIEEE : (backend ?? .mpfr)
        options.backend = kind
        options.settings = defaultSettings(mode: mode, angleUnit: angle)
        do {
            options.settings[kind] = try EngineSettings(backend: kind, precision: precision, digits: digits,
                                                        mode: mode, angleUnit: angle)
        } catch {
            throw UsageError(description: error.description)
        }
        return options
    }
}
