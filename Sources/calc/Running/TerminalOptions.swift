import CalcCommandLine
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
    var backend: BackendKind = .standard
    /// The keypad shown first.
    var layout: KeypadLayout = .portrait
    /// Whether Double and MPFR are shown side by side from the start.
    var isComparing = false
    /// What script mode prints.
    var scriptOutput: ScriptOutput = .screen
    /// `--help`.
    var showHelp = false

    /// A bad option or value: printed as `calc: MESSAGE`, exit status 2.
    typealias UsageError = CommandLineError

    /// The defaults: MPFR at 256 bits and 50 digits first; Double 15 digits; MPFR IEEE mode; exact
    /// rationals with 256-bit approximations and 50 digits.
    init() {
        let defaults = EngineOptions()
        settings = [:]
        for kind in BackendKind.allCases { settings[kind] = defaults.settings(cycledTo: kind) }
    }

    /// calc's own options that take no value.
    private static let flags: Set<String> = ["--landscape", "--compare", "--help"]

    /// Parses the arguments after the program name.
    ///
    /// `--precision` and `--digits` apply to the backend shown first (as in calc-eval); the other
    /// backends of the `b` cycle keep their defaults.
    ///
    /// Every argument a message repeats has its control characters escaped (``escaped(_:)``), so that a
    /// message cannot move the cursor or clear the screen.
    static func parse(_ arguments: [String]) throws(UsageError) -> TerminalOptions {
        do {
            return try parseUnescaped(arguments)
        } catch {
            throw UsageError(escaped(error.description))
        }
    }

    private static func parseUnescaped(_ arguments: [String]) throws(UsageError) -> TerminalOptions {
        var options = TerminalOptions()
        var engine = EngineOptions()
        var scanner = ArgumentScanner(arguments)

        while let argument = scanner.next() {
            guard argument.hasPrefix("-") && argument != "-" else {
                // A file name, most likely: calc reads keys, calc-eval evaluates files of key scripts.
                throw UsageError(
                    "'\(argument)' is not an option; calc reads keys from the keyboard or standard "
                        + "input (calc < \(argument)); to evaluate a file of key scripts, use calc-eval "
                        + argument)
            }
            let option = scanner.option(argument)
            if Self.flags.contains(option.name) { try scanner.rejectValue(of: option) }
            switch option.name {
            case "--landscape":
                options.layout = .landscape
            case "--compare":
                guard BackendKind.mpfr.isAvailable else { throw EngineOptions.notInThisBuild(option.name) }
                options.isComparing = true
            case "--print":
                let text = try scanner.value(of: option)
                guard let output = ScriptOutput(rawValue: text) else {
                    throw UsageError("--print: unknown output '\(text)' (accepted: screen, display)")
                }
                options.scriptOutput = output
            case "--help", "-h":
                options.showHelp = true
            case "--no-snap", "--correct-digits":
                // calc-eval's batch options; not offered by the terminal calculator.
                throw UsageError("unknown option '\(argument)' (see --help)")
            default:
                guard try engine.take(option, from: &scanner) else {
                    throw UsageError("unknown option '\(argument)' (see --help)")
                }
            }
        }
        if options.isComparing && engine.programmer != nil {
            // Integer words are the same on every backend: there is nothing to compare.
            throw UsageError("--compare cannot be combined with programmer mode")
        }
        // A calculator's `rand` differs from one run to the next; `--seed N` repeats a run's numbers.
        if !engine.hasRandomSeed { engine.randomSeed = UInt64.random(in: 0...UInt64.max) }
        let kind = try engine.backendKind()
        options.backend = kind
        // The other backends of the `b` cycle: their own precision and digits, every other option as given
        // (mode, angle unit, fractions, complex results and form, entry digits).
        for other in BackendKind.allCases where other != kind {
            options.settings[other] = engine.settings(cycledTo: other)
        }
        options.settings[kind] = try engine.settings(for: kind)
        return options
    }

    /// `text` with every character that could control a terminal written as `\u{HEX}`
    /// (`KeyScriptError.visible(_:)`, calc-eval's escaper: C0 and C1 controls, DEL, bidirectional
    /// controls, line separators, the byte-order mark): safe to print on a terminal, and readable.
    static func escaped(_ text: String) -> String {
        KeyScriptError.visible(text)
    }
}
