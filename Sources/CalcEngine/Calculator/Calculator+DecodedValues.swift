/// The checks a decoded value must pass before a calculator holds it: a saved document edited or
/// corrupted on disk must be refused, never trap later in a key (`MR` of an infinite memory, an operand
/// `nan`, an IEEE-mode value outside binary64's range that MPFR asserts on).
///
/// The backends decode their values without knowing where they will be used; each backend says what a
/// value must be for a calculator on it to hold it (`NumericBackend.problem(withDecoded:)`): what a key
/// can leave there.
extension Calculator {
    /// The precision a decoded backend may have: 2 bits (MPFR's least) through MPFR's largest, or
    /// binary64's 53 without MPFR.
    static var decodedPrecisionRange: ClosedRange<Int> {
        #if MPFR
            MPFRBackend.precisionRange
        #else
            2...16_777_216
        #endif
    }

    /// The problem with the first of the calculator's values that its backend refuses (`NumericBackend.problem(withDecoded:)`), or nil.
    func problemWithDecodedValues() -> String? {
        var numbers: [Number] = [memory]
        for state in [state] + (beforeOperator.map { [$0] } ?? []) {
            numbers.append(state.shown)
            for group in state.groups { numbers += group.map(\.operand) }
            if case .value(let number) = state.operand { numbers.append(number) }
            if let operand = state.lastOperator?.operand { numbers.append(operand) }
            if let operand = state.repeatOperation?.operand { numbers.append(operand) }
        }
        for number in numbers {
            if let problem = backend.problem(withDecoded: number.value) { return problem }
            if let imaginary = number.imaginary {
                if let problem = backend.problem(withDecoded: imaginary) { return "imaginary part: \(problem)" }
                // A zero imaginary part is never kept; programmer words have none.
                if backend.isZero(imaginary) { return "a zero imaginary part" }
                if Self.isProgrammer { return "a complex value in programmer mode" }
            }
        }
        return nil
    }
}
