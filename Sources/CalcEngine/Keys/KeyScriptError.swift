/// Why a line of a key script cannot be run: where (column) and what (token), with a suggestion.
public struct KeyScriptError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// A token that is neither a number nor a key name or symbol.
        case unknownKey
        /// A `--check` line without `=>` or without an expected display.
        case missingExpectation
        /// More expected displays than keys in a `--check` line.
        case tooManyExpectations
        /// Bytes that are not UTF-8, or a NUL byte.
        case invalidText
    }

    /// What went wrong.
    public var kind: Kind
    /// The 1-based column (in characters) where the problem starts.
    public var column: Int
    /// The offending token, or a description of the offending text.
    public var token: String
    /// A close key name, when there is one (`sqrt` for `sqtr`).
    public var suggestion: String?

    /// Creates an error.
    public init(kind: Kind, column: Int, token: String, suggestion: String? = nil) {
        self.kind = kind
        self.column = column
        self.token = token
        self.suggestion = suggestion
    }

    /// `COLUMN: unknown key 'xyz' (did you mean 'xy'?)`-style text, without the file and line.
    public var message: String {
        switch kind {
        case .unknownKey:
            let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
            let length = token.count > 40 ? " (\(token.count) characters)" : ""
            return "unknown key '\(Self.abbreviated(token))'\(length)\(hint)"
        case .missingExpectation:
            return "expected 'KEYS => EXPECTED'"
        case .tooManyExpectations:
            return "more expected displays than keys: \(token)"
        case .invalidText:
            return token
        }
    }

    /// A token as quoted in a message: up to 40 characters, longer ones cut to 32 and an ellipsis.
    static func abbreviated(_ token: String) -> String {
        token.count > 40 ? String(token.prefix(32)) + "…" : token
    }

    /// `COLUMN: message`.
    public var description: String { "\(column): \(message)" }
}
