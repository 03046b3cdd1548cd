/// Walks a command line one argument at a time, the way calc and calc-eval read theirs: `--name VALUE`
/// or `--name=VALUE` for options with a value, a bare `--name` for flags.
package struct ArgumentScanner {
    /// One argument read as an option: its name and, for `--name=VALUE`, the value written inline.
    package struct Option: Sendable {
        /// The argument as given, e.g. `--digits=30`.
        package let argument: String
        /// The option's name, e.g. `--digits`.
        package let name: String
        /// The text after `=`, when the argument had one.
        package let inlineValue: String?
    }

    private let arguments: [String]
    private var index = 0

    /// How many arguments have been read: the last one read is at `position − 1`.
    package var position: Int { index }

    /// A scanner over the arguments after the program name.
    package init(_ arguments: [String]) {
        self.arguments = arguments
    }

    /// The next argument, or nil when all have been read.
    package mutating func next() -> String? {
        guard index < arguments.count else { return nil }
        defer { index += 1 }
        return arguments[index]
    }

    /// Whether every argument has been read.
    package var isAtEnd: Bool { index >= arguments.count }

    /// `argument` read as an option (split at its first `=` when it starts with `--` and a name comes
    /// before it: `--=x` is no option, not `--` with a value).
    package func option(_ argument: String) -> Option {
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "="),
            argument.distance(from: argument.startIndex, to: equals) > 2
        {
            return Option(
                argument: argument, name: String(argument[..<equals]),
                inlineValue: String(argument[argument.index(after: equals)...]))
        }
        return Option(argument: argument, name: argument, inlineValue: nil)
    }

    /// The value of `option`: its inline value, or else the next argument.
    ///
    /// - Throws: ``CommandLineError`` `OPTION needs a value (see --help)` at the end of the arguments.
    package mutating func value(of option: Option) throws(CommandLineError) -> String {
        if let inline = option.inlineValue { return inline }
        guard let value = next() else { throw CommandLineError("\(option.name) needs a value (see --help)") }
        return value
    }

    /// Throws `OPTION takes no value` when a flag was written `--flag=VALUE`.
    package func rejectValue(of option: Option) throws(CommandLineError) {
        if option.inlineValue != nil { throw CommandLineError("\(option.name) takes no value") }
    }
}
