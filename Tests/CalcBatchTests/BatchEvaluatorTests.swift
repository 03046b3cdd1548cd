import CalcBatch
import CalcEngine
import Testing

/// The batch evaluator: one outcome per line, in every task.
@Suite struct BatchEvaluatorTests {
    @Test("a script gives its final display")
    func evaluatesAScript() throws {
        let evaluator = BatchEvaluator(settings: try EngineSettings(backend: .double))
        guard case .result(let result) = evaluator.outcome(ofLine: 1, "2 + 3 * 4 =") else {
            Issue.record("no result")
            return
        }
        #expect(result.display == "14")
        #expect(result.line == 1)
        #expect(!result.isError)
    }

    @Test("blank lines and comments are blank outcomes")
    func blankLines() throws {
        let evaluator = BatchEvaluator(settings: try EngineSettings(backend: .double))
        for line in ["", "   ", "# a comment"] {
            guard case .blank = evaluator.outcome(ofLine: 1, line[...]) else {
                Issue.record("'\(line)' is not blank")
                continue
            }
        }
    }

    @Test("an unknown key is an invalid outcome with its column")
    func unknownKey() throws {
        let evaluator = BatchEvaluator(settings: try EngineSettings(backend: .mpfr))
        guard case .invalid(let error, let line, _) = evaluator.outcome(ofLine: 3, "1 + bogus =") else {
            Issue.record("not invalid")
            return
        }
        #expect("\(error)".contains("bogus"))
        #expect(line == 3)
    }
}
