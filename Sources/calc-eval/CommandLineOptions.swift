import CalcEngine

/// calc-eval's command line, parsed and validated.
struct CommandLineOptions {
    /// Where script lines come from, in command-line order.
    enum Source: Equatable {
        case script(String)
        case file(String)
        case standardInput
    }

    var sources: [Source] = []
    var settings = try! EngineSettings()
    var task: BatchEvaluator.Task = .evaluate
    var format: OutputFormat = .text
    var tracing = false
    var session = false
    var jobs = CommandLineOptions.defaultJobs
    var showHelp = false
    var showVersion = false
    var listKeys = false

    static var defaultJobs: Int { max(1, ProcessInfoCores.count) }

    /// A bad option or value: printed as `calc-eval: MESSAGE`, exit status 2, nothing evaluated.
    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var backend: BackendKind?
        var precision: Int?
        var digits: Int?
        var ieee = false
        var mode = CalculationMode.precedence
        var angle = AngleUnit.degrees
        var snaps = true
        var seed: UInt64 = 0
        var correctDigits = false
        var index = 0
        var onlyFiles = false

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
            if onlyFiles || argument == "-" || !argument.hasPrefix("-") {
                options.sources.append(argument == "-" ? .standardInput : .file(argument))
                index += 1
                continue
            }
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            switch name {
            case "--":
                onlyFiles = true
            case "-e", "--eval":
                options.sources.append(.script(try value(for: name, inline: inline)))
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
                let n = try integer(try value(for: name, inline: inline), option: name, range: "1 or more")
                guard n >= 1 else { throw UsageError(description: "--digits: \(n) is out of range (1 or more, at most what the precision can show)") }
                digits = n
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
            case "--no-snap":
                snaps = false
            case "--correct-digits":
                correctDigits = true
            case "--seed":
                let text = try value(for: name, inline: inline)
                guard let n = UInt64(text) else {
                    throw UsageError(description: "--seed: '\(text)' is not a whole number (accepted: 0...\(UInt64.max))")
                }
                seed = n
            case "--trace":
                options.tracing = true
            case "--format":
                let text = try value(for: name, inline: inline)
                guard let f = OutputFormat(rawValue: text) else {
                    throw UsageError(description: "--format: unknown format '\(text)' (accepted: text, json, tsv)")
                }
                options.format = f
            case "--compare":
                options.task = .compare
            case "--check":
                options.task = .check
            case "--session":
                options.session = true
            case "--jobs", "-j":
                let n = try integer(try value(for: name, inline: inline), option: "--jobs", range: "1...1024")
                guard (1...1024).contains(n) else { throw UsageError(description: "--jobs: \(n) is out of range (1...1024)") }
                options.jobs = n
            case "--list-keys":
                options.listKeys = true
            case "--help", "-h":
                options.showHelp = true
            case "--version":
                options.showVersion = true
            default:
                throw UsageError(description: "unknown option '\(argument)' (see --help)")
            }
            if inline != nil && ["--ieee", "--no-snap", "--correct-digits", "--trace", "--compare", "--check", "--session",
                                 "--list-keys", "--help", "--version"].contains(name) {
                throw UsageError(description: "\(name) takes no value")
            }
            index += 1
        }
        if options.task == .compare && options.session {
            throw UsageError(description: "--compare cannot be combined with --session")
        }
        if options.task == .check && options.tracing {
            throw UsageError(description: "--check cannot be combined with --trace")
        }
        if ieee {
            if backend == .double || backend == .exact { throw UsageError(description: "--ieee: only for the mpfr backend") }
            if precision != nil { throw UsageError(description: "--ieee: cannot be combined with --precision (IEEE mode has 53 bits)") }
        }
        let kind: BackendKind
        if ieee {
            kind = .mpfrIEEE
        } else if options.task == .compare {
            if backend == .double || backend == .exact { throw UsageError(description: "--compare: compares double with mpfr; choose MPFR's settings with --precision, --digits or --ieee") }
            kind = .mpfr
        } else {
            kind = backend ?? .mpfr
        }
        if correctDigits && kind != .mpfr {
            throw UsageError(description: "--correct-digits: only for the mpfr backend (not double, exact or --ieee)")
        }
        do {
            options.settings = try EngineSettings(backend: kind, precision: precision, digits: digits, mode: mode,
                                                  angleUnit: angle, snapsCancellation: snaps, randomSeed: seed)
        } catch {
            throw UsageError(description: error.description)
        }
        options.settings.verifiesDigits = correctDigits
        if options.sources.isEmpty { options.sources = [.standardInput] }
        return options
    }
}
