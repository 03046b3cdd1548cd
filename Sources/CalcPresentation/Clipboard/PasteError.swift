/// Why pasted text cannot be entered into the calculator; ``message`` says so to the user.
public struct PasteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the text.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The text is empty or only white space.
        case empty
        /// The text is not one number (letters, two numbers, misplaced separators…).
        case notANumber
        /// The number's exponent is too large to enter.
        case exponentOutOfRange
        /// In programmer mode, the number does not fit the calculator's word (`300` in 8 bits).
        case tooLargeForWord
        /// The text reads as an expression (an operator or parenthesis next to a number or name) that the
        /// language refuses; ``reason`` says why (`'+' needs a number after it`).
        case invalidExpression
    }

    /// What is wrong.
    public var kind: Kind
    /// The pasted text, trimmed.
    public var text: String
    /// For ``Kind/invalidExpression``, the expression's message (without its column); nil otherwise.
    public var reason: String?

    /// An error for `text`; `reason` is the expression's message for ``Kind/invalidExpression``.
    public init(kind: Kind, text: String, reason: String? = nil) {
        self.kind = kind
        self.text = text
        self.reason = reason
    }

    /// A sentence for the user: `Cannot paste “abc”: not a number.` A text of more than 40 characters is
    /// quoted by its first 32 and `…` (a pasted page is not repeated in an alert), and the characters a
    /// terminal could obey are escaped (`KeyScriptError.visible(_:)`).
    public var message: String {
        switch kind {
        case .empty: "Nothing to paste."
        case .notANumber: "Cannot paste “\(quoted)”: not a number."
        case .exponentOutOfRange: "Cannot paste “\(quoted)”: the exponent is too large."
        case .tooLargeForWord: "Cannot paste “\(quoted)”: it does not fit the word."
        case .invalidExpression: "Cannot paste “\(quoted)”: \(KeyScriptError.visible(reason ?? "not an expression"))."
        }
    }

    /// ``text`` as the message quotes it.
    private var quoted: String {
        KeyScriptError.visible(text.count > 40 ? text.prefix(32) + "…" : Substring(text))
    }

    /// The message.
    public var description: String { message }
}
