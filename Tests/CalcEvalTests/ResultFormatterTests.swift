import CalcBatch
import CalcEngine
import Foundation
import Testing

@testable import calc_eval

/// calc-eval's output formats, on results from the batch evaluator.
@Suite struct ResultFormatterTests {
    @Test("BatchEvaluator and the JSON formatter report exact")
    func batchEvaluatorReportsExact() throws {
        let settings = try EngineSettings(backend: .exact)
        let evaluator = BatchEvaluator(settings: settings)
        let formatter = ResultFormatter(format: .json, settings: settings)
        var fields: [Bool?] = []
        for (number, line) in ["1 / 4 =", "2 / 3 =", "1 / 0 =", "0.1 + 0.2 - 0.3 ="].enumerated() {
            guard case .result(let result) = evaluator.outcome(ofLine: number + 1, line[...]) else {
                Issue.record("\(line) gave no result")
                continue
            }
            let json = try JSONSerialization.jsonObject(with: Data(formatter.text(for: result).utf8)) as? [String: Any]
            fields.append(json?["exact"] as? Bool)
        }
        #expect(fields == [true, false, false, true])
        // Every backend knows when its value is exact: 1/4 is, 1/3 and the rule's 0 are not.
        for backend in [BackendKind.double, .mpfrIEEE, .mpfr] {
            let evaluator = BatchEvaluator(settings: try EngineSettings(backend: backend))
            var exact: [Bool] = []
            for line in ["2", "1 / 4 =", "1 / 3 =", "0.1 + 0.2 - 0.3 =", "1 EE 15 + 1 - 1 EE 15 ="] {
                guard case .result(let result) = evaluator.outcome(ofLine: 1, line[...]) else {
                    Issue.record("\(line) gave no result")
                    continue
                }
                exact.append(result.isExact)
            }
            #expect(exact == [true, true, false, false, true], "\(backend)")
        }
    }

}
