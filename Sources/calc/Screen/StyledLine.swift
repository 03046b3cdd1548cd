/// One line of the screen: pieces of text, each with a style, drawn with ANSI escapes on a terminal
/// or as plain text in script mode.
///
/// Every character of the calculator's labels (`÷`, `x²`, `log₁₀`, box drawing) is one column wide;
/// text typed in line mode may hold wide or zero-width characters, measured by ``TerminalColumns``.
struct StyledLine: Sendable, Hashable {
    /// How a piece of text is drawn.
    enum Style: Sendable, Hashable {
        /// Normal text.
        case plain
        /// Bold (operator keys, the display).
        case bold
        /// Reverse video (the highlighted operator). Plain text marks it `[÷]` instead.
        case reverse
        /// Faint (secondary information).
        case dim

        /// The SGR sequence that starts the style; empty for plain text.
        var escape: String {
            switch self {
            case .plain: ""
            case .bold: "\u{1B}[1m"
            case .reverse: "\u{1B}[7m"
            case .dim: "\u{1B}[2m"
            }
        }
    }

    /// A piece of text in one style.
    struct Span: Sendable, Hashable {
        /// The text.
        var text: String
        /// Its style.
        var style: Style
    }

    /// The pieces, left to right.
    private(set) var spans: [Span] = []

    /// An empty line.
    init() {}

    /// A line of plain text.
    init(_ text: String) { append(text) }

    /// Appends text in a style.
    mutating func append(_ text: String, style: Style = .plain) {
        guard !text.isEmpty else { return }
        spans.append(Span(text: text, style: style))
    }

    /// Appends the spans of another line.
    mutating func append(_ line: StyledLine) { spans += line.spans }

    /// The number of terminal columns the line takes.
    var width: Int { spans.reduce(0) { $0 + TerminalColumns.width(of: $1.text) } }

    /// The line with ANSI SGR escapes; every styled span ends with a reset.
    var ansiText: String {
        spans.map { $0.style == .plain ? $0.text : $0.style.escape + $0.text + "\u{1B}[0m" }.joined()
    }

    /// The line without escapes; a reverse-video span `   ÷   ` becomes `  [÷]  ` when it has room.
    var plainText: String {
        spans.map { $0.style == .reverse ? Self.bracketed($0.text) : $0.text }.joined()
    }

    private static func bracketed(_ text: String) -> String {
        let content = text.trimmingSpaces
        guard !content.isEmpty, text.hasPrefix(" "), text.hasSuffix(" ") else { return text }
        let leading = text.prefix { $0 == " " }.count
        let trailing = text.count - leading - content.count
        return String(repeating: " ", count: leading - 1) + "[" + content + "]"
            + String(repeating: " ", count: trailing - 1)
    }
}

extension String {
    /// The string without leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
