/// Groups and their closing tokens: what a `(`, a bracket or a bar encloses, and the operand an operator
/// needs after it.
extension ExpressionParser {
    /// Throws `'+' needs a number after it` when the token after an operator cannot start an operand.
    func requireOperand(after token: ExpressionToken) throws(ExpressionError) {
        // After an operator a `|` can only open an absolute value, even inside another.
        if current.startsOperand { return }
        if current.kind == .plus || current.kind == .minus { return }
        throw ExpressionError(column: token.column, reason: .operatorWithoutRightOperand(text(of: token)))
    }

    /// What a group opened at `column` (by `(` or a bracket) holds, up to and past the `closing` token:
    /// bars inside it start absolute values afresh, and an empty group is an error.
    mutating func parseGroup(
        closedBy closing: ExpressionToken.Kind, _ delimiter: ExpressionError.Delimiter,
        openedAt column: Int
    ) throws(ExpressionError) -> Int {
        try enter()
        defer { depth -= 1 }
        advance()
        let savedBars = openBars
        openBars = 0
        defer { openBars = savedBars }
        if current.kind == closing { throw ExpressionError(column: current.column, reason: .emptyParentheses) }
        let start = output.count
        var inner = try parseComparison()
        isolateAtomicPercent(from: start, &inner)
        try passClosing(closing, delimiter, openedAt: column)
        return inner
    }

    /// Passes the `)` or `|` that closes a group opened at `column` (brackets check their own pair).
    mutating func expectClose(_ delimiter: ExpressionError.Delimiter, openedAt column: Int) throws(ExpressionError) {
        try passClosing(delimiter == .parenthesis ? .close : .bar, delimiter, openedAt: column)
    }

    /// Passes the `closing` token of a group opened at `column`, or throws what was expected there. A
    /// `(`-kind group opened by LaTeX's `{` (`\sqrt{2}`, `2^{10}`) is closed by `}` and a `(` by `)`: both
    /// are the tokens `open` and `close`, told apart by their text (`2^{10)` was 1024).
    private mutating func passClosing(
        _ closing: ExpressionToken.Kind, _ delimiter: ExpressionError.Delimiter, openedAt column: Int
    ) throws(ExpressionError) {
        var delimiter = delimiter
        if delimiter == .parenthesis, stream.scalars[column - 1] == "{" { delimiter = .latexGroup }
        guard current.kind == closing, closing != .close || text(of: current) == delimiter.symbols.closing else {
            throw ExpressionError(
                column: current.column,
                reason: .unclosed(delimiter, openedAt: column, found: current.kind == .end ? nil : text(of: current)))
        }
        advance()
    }
}
