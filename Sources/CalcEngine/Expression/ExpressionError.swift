/// Why a line of text is not an expression: where (column) and what (message).
///
/// The message says what was expected (`expected ')' to close '(' at column 4`, `'+' needs a number
/// after it`, `unknown function 'sinn' (did you mean 'sin'?)`); text quoted in it is escaped for a
/// terminal (`KeyScriptError.visible(_:)`).
public struct ExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 1-based column (in Unicode scalars) where the problem is.
    public var column: Int
    /// What is wrong, without the column.
    public var message: String

    /// An error at `column`.
    public init(column: Int, message: String) {
        self.column = column
        self.message = message
    }

    /// `COLUMN: message`.
    public var description: String { "\(column): \(message)" }
}
