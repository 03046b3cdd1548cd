/// Why a line of a key script cannot be run: where (column) and what (token), with a suggestion.
public struct KeyScriptError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// A token that is neither a number nor a key name or symbol.
        case unknownKey
    }

    /// What went wrong.
    public var kind: Kind
    /// The 1-based column (in characters) where the problem starts.
    public var column: Int
    /// The offending token.
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

    /// `COLUMN: unknown key 'sinn' (did you mean 'sinh'?)`-style text, without the file and line.
    public var message: String {
        switch kind {
        case .unknownKey:
            if let number = Self.unsignedNumber(ofSigned: token[...]) {
                let hint =
                    token.hasPrefix("+")
                    ? "a number is typed without its sign: \(number)"
                    : "a sign is the 'neg' key after the number: \(number) neg"
                return "unknown key '\(token)' (\(hint))"
            }
            let hint =
                Self.isBitKeyBeyondTheWord(token[...])
                ? " (the bit keys are bit0 … bit63)" : suggestion.map { " (did you mean '\($0)'?)" } ?? ""
            let length = token.dropFirst(40).isEmpty ? "" : " (\(token.count) characters)"
            let expression =
                token.dropFirst(200).isEmpty && Expression.looksLikeExpression(token)
                ? " (to evaluate an expression, use --expr)" : ""
            return "unknown key '\(Self.abbreviated(token))'\(length)\(hint)\(expression)"
        }
    }

    /// Whether `token` names a bit key beyond the widest word (`bit64`, `BIT100`): its message names the
    /// keys there are, where an edit of its digits (`bit46`) would be a guess.
    static func isBitKeyBeyondTheWord(_ token: Substring) -> Bool {
        guard token.utf8.count > 3, token.prefix(3).lowercased() == "bit" else { return false }
        let digits = token.dropFirst(3)
        return digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }

    /// A token as quoted in a message: up to 40 characters, longer ones cut to 32 and an ellipsis, with
    /// control characters escaped (``visible(_:)``).
    static func abbreviated(_ token: String) -> String {
        token.dropFirst(40).isEmpty ? visible(token) : visible(token.prefix(32)) + "…"
    }

    /// The number of a token that is a number with a sign (`-5`, `−2.5`, `+3`): `5`, `2.5`, `3`; nil for
    /// any other token. Numbers of more than 40 characters are not recognised (their message is cut).
    static func unsignedNumber(ofSigned token: Substring) -> Substring? {
        guard let sign = token.first, sign == "-" || sign == "−" || sign == "+", token.dropFirst(41).isEmpty
        else { return nil }
        let number = token.dropFirst()
        let scan = DecimalScan.of(number)
        guard scan.sign == nil, scan.exponentMarker == nil, scan.isDecimal(count: number.utf8.count) else { return nil }
        return number
    }

    /// `COLUMN: message`.
    public var description: String { "\(column): \(message)" }
}

extension KeyScriptError {
    /// `text` safe to show on a terminal: every character that could control it is written as a visible
    /// escape, `\u{HEX}` (upper-case hexadecimal, no leading zeros: `\u{1B}` for ESC, `\u{9}` for tab).
    ///
    /// The one escaper of text echoed to a terminal: calc-eval's messages and text columns, calc's
    /// messages and line mode, the engine's messages. Escaped are the C0 controls U+0000–U+001F (tab and
    /// line ends included), DEL U+007F, the C1 controls U+0080–U+009F, the line and paragraph separators
    /// U+2028 and U+2029, the byte-order mark U+FEFF (invisible), and the bidirectional marks,
    /// embeddings, overrides and isolates U+061C, U+200E, U+200F, U+202A–U+202E and U+2066–U+2069, which
    /// can make text read differently from what it is, and every other invisible character: the format
    /// characters (the soft hyphen U+00AD, the zero-width spaces and joiners, the word joiner U+2060, the
    /// tags U+E0001…) and the default-ignorable code points (variation selectors, the combining grapheme
    /// joiner U+034F). Everything else, a backslash included, is kept as it is; text without such
    /// characters is returned unchanged.
    public static func visible(_ text: some StringProtocol) -> String {
        // The common case, printable ASCII, is checked on the bytes.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return String(text) }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if isHidden(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether ``visible(_:)`` escapes `scalar`.
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069, 0xFEFF: return true
        case 0x20..<0x7F: return false
        default:
            // The other invisible ones: format characters (the soft hyphen, zero-width spaces, the word
            // joiner, tags) and the default-ignorable code points (variation selectors, the combining
            // grapheme joiner), which show nothing or change how the text around them shows.
            let properties = scalar.properties
            return properties.generalCategory == .format || properties.isDefaultIgnorableCodePoint
        }
    }
}
