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
    /// The stack a level must leave free: a few levels of the parser in a debug build (about 20 KB each;
    /// some 2.5 KB optimized) and what the caller does after an error.
    static let stackReserve = 64 * 1024

    /// Throws ``ExpressionError/Reason/nestedTooDeeply(levels:)`` when the thread's stack could not take
    /// a few more levels (the depth accepted is then this thread's, not ``maximumDepth``).
    @inline(never)
    mutating func checkStack() throws(ExpressionError) {
        if stackHeadroom == nil { stackHeadroom = StackHeadroom() }
        guard let remaining = stackHeadroom?.remainingBytes(), remaining < Self.stackReserve else { return }
        throw ExpressionError(column: current.column, reason: .nestedTooDeeply(levels: depth - 1))
    }
}
