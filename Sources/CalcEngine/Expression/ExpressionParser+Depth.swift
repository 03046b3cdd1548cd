/// How deep an expression may nest: at most ``ExpressionParser/maximumDepth`` levels, and never deeper
/// than the thread's stack can take (``StackHeadroom``), so that a deep expression is an error, not a
/// stack overflow.
extension ExpressionParser {
    /// Enters one level of nesting (a group, a function or a sign), or throws
    /// ``ExpressionError/Reason/nestedTooDeeply(levels:)``.
    mutating func enter() throws(ExpressionError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw ExpressionError(column: current.column, reason: .nestedTooDeeply(levels: Self.maximumDepth))
        }
        if depth >= Self.depthCheckingStack { try checkStack() }
    }

    /// The nesting from which each level checks the stack left (shallower expressions, nearly all, never
    /// look it up).
    static let depthCheckingStack = 8
    /// The stack a level must leave free beyond two of the largest levels measured
    /// (``StackHeadroom/isRunningOut(reserve:)``): what the lexer and the caller do after an error.
    static let stackReserve = 64 * 1024

    /// Throws ``ExpressionError/Reason/nestedTooDeeply(levels:)`` when the thread's stack could not take
    /// a few more levels (the depth accepted is then this thread's, not ``maximumDepth``).
    @inline(never)
    mutating func checkStack() throws(ExpressionError) {
        if stackHeadroom == nil { stackHeadroom = StackHeadroom() }
        guard stackHeadroom?.isRunningOut(reserve: Self.stackReserve) == true else { return }
        throw ExpressionError(column: current.column, reason: .nestedTooDeeply(levels: depth - 1))
    }
}
