import CalcEngine

/// Why a line of input cannot be evaluated: a typed case for each way a line can be unreadable, with the
/// column where the problem is; the message is derived from the case.
public enum LineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A key script with an unknown key.
    case keyScript(KeyScriptError)
    /// Text that is not an expression.
    case expression(ExpressionError)
    /// A `--check` line without `=>` (column 1) or without an expected display after it (the column of
    /// the `=>`).
    case missingExpectation(column: Int)
    /// A `--check` line expecting more displays than it has keys; the column is the `=>`'s.
    case tooManyExpectations(column: Int, displays: Int, keys: Int)
    /// A `--check` expression line expecting other than one display (`EXPR => A | B`); the column is
    /// the `=>`'s.
    case expectedOneDisplay(column: Int)
    /// Bytes that are not UTF-8, at a column counted in characters.
    case invalidUTF8(column: Int)
    /// A NUL byte, at a column counted in characters.
    case nulByte(column: Int)
    /// A line longer than a reader keeps (`length` bytes, at most `limit`).
    case tooLong(length: Int, limit: Int)

    /// The 1-based column (in characters) where the problem starts.
    public var column: Int {
        switch self {
        case .keyScript(let error): error.column
        case .expression(let error): error.column
        case .missingExpectation(let column), .tooManyExpectations(let column, _, _), .expectedOneDisplay(let column),
            .invalidUTF8(let column), .nulByte(let column):
            column
        case .tooLong: 1
        }
    }

    /// What is wrong, without the file, line and column.
    public var message: String {
        switch self {
        case .keyScript(let error): error.message
        case .expression(let error): error.message
        case .missingExpectation: "expected 'KEYS => EXPECTED'"
        case .tooManyExpectations(_, let displays, let keys):
            "more expected displays than keys: \(displays) displays for \(keys) keys"
        case .expectedOneDisplay: "expected 'EXPRESSION => EXPECTED' with one expected display"
        case .invalidUTF8: "invalid UTF-8"
        case .nulByte: "NUL byte in line"
        case .tooLong(let length, let limit): "line too long (\(length) bytes; at most \(limit))"
        }
    }

    /// `COLUMN: message`.
    public var description: String { "\(column): \(message)" }
}
