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
        // Other backends never claim exactness.
        let mpfr = try EngineSettings(backend: .mpfr)
        guard case .result(let result) = BatchEvaluator(settings: mpfr).outcome(ofLine: 1, "1 / 4 =") else {
            Issue.record("no result")
            return
        }
        #expect(!result.isExact)
    }

}
