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
        if current.kind == closing { throw ExpressionError(column: current.column, reason: .emptyGroup(delimiter)) }
        let start = output.count
        var inner = try parseComparison()
        isolateAtomicPercent(from: start, &inner)
        try passClosing(closing, delimiter, openedAt: column)
        return inner
    }

    /// Passes the `)` (or LaTeX's `}`) that closes a `group` opened at `column` (a function's arguments).
    mutating func expectClose(_ group: ExpressionToken.Group, openedAt column: Int) throws(ExpressionError) {
        try passClosing(.close(group), group.delimiter, openedAt: column)
    }

    /// Passes the `closing` token of a group opened at `column`, or throws what was expected there (a
    /// LaTeX `{` group is closed by `}` only: `2^{10)` is an error).
    mutating func passClosing(
        _ closing: ExpressionToken.Kind, _ delimiter: ExpressionError.Delimiter, openedAt column: Int
    ) throws(ExpressionError) {
        guard current.kind == closing else {
            throw ExpressionError(
                column: current.column,
                reason: .unclosed(delimiter, openedAt: column, found: current.kind == .end ? nil : text(of: current)))
        }
        advance()
    }
}
