import CalcBatch
import CalcCommandLine
import CalcEngine

/// calc-eval's command line, parsed and validated.
struct CommandLineOptions {
    /// Where script lines come from, in command-line order.
    enum Source: Equatable {
        case script(ArgumentText)
        case file(ArgumentText)
        case standardInput
        /// `-x EXPR`: expression lines.
        case expression(ArgumentText)
        /// A file of expression lines (`--expressions FILE`).
        case expressionFile(ArgumentText)
        /// Standard input read as expression lines (`--expr` last, `--expr -`, or `--expressions`).
        case expressionStandardInput
    }

    var sources: [Source] = []
    var settings = EngineSettings.standard
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
    typealias UsageError = CommandLineError

    /// calc-eval's own options that take no value.
    private static let flags: Set<String> = [
        "--trace", "--compare", "--check", "--session", "--list-keys", "--help", "--version", "--expressions",
    ]

    /// Parses the arguments after the program name.
    ///
    /// `bytes` are the arguments as the program was given them (`arguments` decoded them, repairing what
    /// is not UTF-8): files are opened, and scripts and expressions read, by their bytes.
    static func parse(_ arguments: [String], bytes: [[UInt8]]? = nil) throws(UsageError) -> CommandLineOptions {
        var options = CommandLineOptions()
        /// The argument just read, or an option's value read with it (`--eval=VALUE`) or after it, as its
        /// bytes when known.
        func lastArgument(_ scanner: ArgumentScanner, _ text: String, inline: Bool = false) -> ArgumentText {
            guard let bytes, scanner.position > 0, scanner.position <= bytes.count else { return ArgumentText(text) }
            let argument = bytes[scanner.position - 1]
            guard inline else { return ArgumentText(bytes: argument) }
            guard let equals = argument.firstIndex(of: UInt8(ascii: "=")) else { return ArgumentText(text) }
            return ArgumentText(bytes: Array(argument[(equals + 1)...]))
        }
        var engine = EngineOptions()
        var scanner = ArgumentScanner(arguments)
        var onlyFiles = false
        /// The option that chose the task (`--compare` or `--check`): another one is a conflict, not a
        /// choice of the last.
        var taskOption: String?
        /// `--expressions`: files and standard input hold expressions.
        var filesAreExpressions = false

        while let argument = scanner.next() {
            if onlyFiles || argument == "-" || !argument.hasPrefix("-") {
                options.sources.append(argument == "-" ? .standardInput : .file(lastArgument(scanner, argument)))
                continue
            }
            let option = scanner.option(argument)
            if Self.flags.contains(option.name) { try scanner.rejectValue(of: option) }
            switch option.name {
            case "--":
                onlyFiles = true
            case "-e", "--eval":
                let text = try scanner.value(of: option)
                options.sources.append(
                    .script(lastArgument(scanner, text, inline: option.inlineValue != nil)))
            case "-x", "--expr":
                // The last argument, or `-`: expression lines from standard input.
                if option.inlineValue == nil, scanner.isAtEnd {
                    options.sources.append(.expressionStandardInput)
                    continue
                }
                let text = try scanner.value(of: option)
                options.sources.append(
                    text == "-" && option.inlineValue == nil
                        ? .expressionStandardInput
                        : .expression(lastArgument(scanner, text, inline: option.inlineValue != nil)))
            case "--expressions":
                filesAreExpressions = true
            case "--trace":
                options.tracing = true
            case "--format":
                let text = try scanner.value(of: option)
                guard let f = OutputFormat(rawValue: text) else {
                    throw UsageError("--format: unknown format '\(text)' (accepted: text, json, tsv)")
                }
                options.format = f
            case "--compare", "--check":
                if let taskOption, taskOption != option.name {
                    throw UsageError("\(taskOption) cannot be combined with \(option.name)")
                }
                if option.name == "--compare" && !BackendKind.mpfr.isAvailable {
                    throw EngineOptions.notInThisBuild(option.name)
                }
                taskOption = option.name
                options.task = option.name == "--check" ? .check : .compare
            case "--session":
                options.session = true
            case "--jobs", "-j":
                let text = try scanner.value(of: option)
                guard let n = Int(text) else {
                    throw EngineOptions.notAWholeNumber(text, option: "--jobs", range: "1...1024")
                }
                guard (1...1024).contains(n) else { throw UsageError("--jobs: \(text) is out of range (1...1024)") }
                options.jobs = n
            case "--list-keys":
                options.listKeys = true
            case "--help", "-h":
                options.showHelp = true
            case "--version":
                options.showVersion = true
            default:
                guard try engine.take(option, from: &scanner) else {
                    throw UsageError("unknown option '\(argument)' (see --help)")
                }
            }
        }
        if options.task == .compare && options.session {
            throw UsageError("--compare cannot be combined with --session")
        }
        if options.task == .check && options.tracing {
            throw UsageError("--check cannot be combined with --trace")
        }
        if options.task == .compare && options.tracing {
            throw UsageError("--compare cannot be combined with --trace")
        }
        if options.task == .compare && engine.programmer != nil {
            // Integer words are the same on every backend: there is nothing to compare.
            throw UsageError("--compare cannot be combined with programmer mode")
        }
        let kind = try engine.backendKind()
        if options.task == .compare && (kind == .double || kind == .exact) {
            throw UsageError(
                "--compare: compares double with mpfr; choose MPFR's settings with --precision, --digits or --ieee")
        }
        options.settings = try engine.settings(for: kind)
        if options.sources.isEmpty { options.sources = [.standardInput] }
        if filesAreExpressions {
            options.sources = options.sources.map { source in
                switch source {
                case .file(let path): .expressionFile(path)
                case .standardInput: .expressionStandardInput
                case .script, .expression, .expressionFile, .expressionStandardInput: source
                }
            }
        }
        return options
    }
}
