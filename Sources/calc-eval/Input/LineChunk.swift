import CalcBatch
import CalcEngine

/// Lines as read: their bytes in one block, each line a range of it (or too long to keep).
struct LineChunk: Sendable {
    var bytes: [UInt8] = []
    var lines: [(number: Int, line: LineReader.Line)] = []

    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        lines.removeAll(keepingCapacity: true)
    }

    /// The length in bytes of line `index`.
    func length(at index: Int) -> Int {
        switch lines[index].line {
        case .bytes(let range): range.count
        case .tooLong(let length): length
        }
    }

    /// What line `index` gives on `evaluator` with `calculator`, in a session's `variables` when not nil.
    func outcome(
        at index: Int, on evaluator: BatchEvaluator, calculator: inout AnyCalculator,
        variables: inout ExpressionVariables?
    ) -> LineOutcome {
        var keys: [Key] = []
        return outcome(at: index, on: evaluator, calculator: &calculator, variables: &variables, keys: &keys)
    }

    /// What line `index` gives, its keys read into the storage of `keys` (which the caller passes again for
    /// the next line).
    func outcome(
        at index: Int, on evaluator: BatchEvaluator, calculator: inout AnyCalculator,
        variables: inout ExpressionVariables?, keys: inout [Key]
    ) -> LineOutcome {
        let (number, line) = lines[index]
        switch line {
        case .bytes(let range):
            return bytes.withUnsafeBufferPointer { all in
                evaluator.outcome(
                    ofLine: number, utf8: UnsafeBufferPointer(rebasing: all[range]), on: &calculator,
                    variables: &variables, reusing: &keys)
            }
        case .tooLong(let length):
            return .invalid(.tooLong(length: length, limit: LineReader.maximumLineLength), line: number, script: "")
        }
    }
}
