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

    /// What line `index` gives on `evaluator` with `calculator`.
    func outcome(at index: Int, on evaluator: BatchEvaluator, calculator: inout AnyCalculator) -> LineOutcome {
        let (number, line) = lines[index]
        switch line {
        case .bytes(let range):
            return bytes.withUnsafeBufferPointer { all in
                evaluator.outcome(ofLine: number, utf8: UnsafeBufferPointer(rebasing: all[range]), on: &calculator)
            }
        case .tooLong(let length):
            return .invalid(
                KeyScriptError(
                    kind: .invalidText, column: 1,
                    token: "line too long (\(length) bytes; at most \(LineReader.maximumLineLength))"),
                line: number, script: "")
        }
    }

    /// What expression line `index` gives on `evaluator` with `calculator` in a session's `variables`.
    func expressionOutcome(
        at index: Int, on evaluator: BatchEvaluator, calculator: inout AnyCalculator,
        variables: inout ExpressionVariables?
    ) -> LineOutcome {
        let (number, line) = lines[index]
        switch line {
        case .bytes(let range):
            let text = bytes.withUnsafeBufferPointer { all in
                BatchEvaluator.text(ofUTF8: UnsafeBufferPointer(rebasing: all[range]))
            }
            switch text {
            case .success(let text):
                return evaluator.expressionOutcome(ofLine: number, text[...], on: &calculator, variables: &variables)
            case .failure(let error):
                return .invalid(error, line: number, script: "")
            }
        case .tooLong:
            return outcome(at: index, on: evaluator, calculator: &calculator)
        }
    }
}
