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
    }

    /// What is wrong.
    public var kind: Kind
    /// The pasted text, trimmed.
    public var text: String

    /// An error for `text`.
    public init(kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }

    /// A sentence for the user: `Cannot paste “abc”: not a number.`
    public var message: String {
        switch kind {
        case .empty: "Nothing to paste."
        case .notANumber: "Cannot paste “\(text)”: not a number."
        case .exponentOutOfRange: "Cannot paste “\(text)”: the exponent is too large."
        case .tooLargeForWord: "Cannot paste “\(text)”: it does not fit the word."
        }
    }

    /// The message.
    public var description: String { message }
}
