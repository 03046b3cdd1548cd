/// Where a calculator is between `=`, binary operators and errors: the phase decides what `=` and `±`
/// do and whether keys are taken at all.
///
/// One value instead of separate flags, so that no key can leave the calculator after `=` and after an
/// operator at once, or in the error state with a calculation going on.
enum CalculatorPhase: Sendable, Hashable {
    /// No binary operator since the last `=` or clear, and the last key was not `=`: `=` repeats the
    /// last operation (if any) on the current operand.
    case ready
    /// A binary operator (or `(` after a number, which multiplies) was pressed since the last `=` or
    /// clear: `=` completes the calculation and arms repeated `=` with its last operation.
    case calculating
    /// The last key was `=` (or only keys that change nothing else since): the display shows a result
    /// with no current operand, and `±` negates that result.
    case showingResult
    /// The display shows `Error`, for the reason given: keys that start a number (or clear) start over,
    /// `MC`, `deg` and `rad` do their work, and all other keys are ignored.
    case error(ArithmeticError)
}
