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
        var engine = EngineOptions()
        var index = 0
        var onlyFiles = false

        func value(for option: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw UsageError(description: "\(option) needs a value (see --help)") }
            return arguments[index]
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
                let text = try value(for: name, inline: inline)
                guard let n = Int(text), (1...1024).contains(n) else {
                    throw UsageError(description: Int(text) == nil
                        ? "--jobs: '\(text)' is not a whole number (accepted: 1...1024)"
                        : "--jobs: \(text) is out of range (1...1024)")
                }
                options.jobs = n
            case "--list-keys":
                options.listKeys = true
            case "--help", "-h":
                options.showHelp = true
            case "--version":
                options.showVersion = true
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
            if inline != nil && (EngineOptions.flags.contains(name) || ["--trace", "--compare", "--check", "--session",
                                 "--list-keys", "--help", "--version"].contains(name)) {
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
        do throws(EngineOptions.UsageError) {
            let kind = try engine.backendKind()
            if options.task == .compare && (kind == .double || kind == .exact) {
                throw EngineOptions.UsageError("--compare: compares double with mpfr; choose MPFR's settings with --precision, --digits or --ieee")
            }
            options.settings = try engine.settings(for: kind)
        } catch {
            throw UsageError(description: error.description)
        }
        if options.sources.isEmpty { options.sources = [.standardInput] }
        return options
    }
}
