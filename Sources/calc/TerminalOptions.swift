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
        var engine = EngineOptions()
        var index = 0

        func value(for option: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw UsageError(description: "\(option) needs a value (see --help)") }
            return arguments[index]
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
            case "--no-snap", "--seed", "--correct-digits":
                // calc-eval's batch options; not offered by the terminal calculator.
                throw UsageError(description: "unknown option '\(argument)' (see --help)")
            default:
                let taken: Bool
                do throws(EngineOptions.UsageError) {
                    taken = try engine.take(name) { () throws(EngineOptions.UsageError) -> String in
                        do throws(UsageError) { return try value(for: name, inline: inline) }
                        catch { throw EngineOptions.UsageError(error.description) }
                    }
                } catch {
                    throw UsageError(description: error.description)
                }
                guard taken else { throw UsageError(description: "unknown option '\(argument)' (see --help)") }
            }
            if inline != nil && ["--ieee", "--landscape", "--compare", "--help"].contains(name) {
                throw UsageError(description: "\(name) takes no value")
            }
            index += 1
        }
        do throws(EngineOptions.UsageError) {
            let kind = try engine.backendKind()
            options.backend = kind
            options.settings = defaultSettings(mode: engine.mode, angleUnit: engine.angleUnit)
            options.settings[kind] = try engine.settings(for: kind)
        } catch {
            throw UsageError(description: error.description)
        }
        return options
    }
}
