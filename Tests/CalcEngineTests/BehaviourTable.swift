import Foundation
import Testing
import CalcBatch
import CalcEngine

/// A `.check` table from Tests/Tables, in the format `calc-eval --check` reads.
struct BehaviourTable {
    let name: String
    let lines: [(number: Int, text: Substring)]

    init(_ name: String) throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tables").appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        self.name = name
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { ($0.offset + 1, $0.element) }
            .filter { !KeyScript.isBlank($0.1) }
    }

    /// Runs every line on a fresh calculator and records each mismatch as a test issue.
    func check<Backend: NumericBackend>(_ configuration: CalculatorConfiguration<Backend>, label: String) throws {
        var failures = 0
        for (number, text) in lines {
            let line = try CheckLine(parsing: text)
            var calculator = Calculator(configuration: configuration)
            let displays = calculator.run(line.script)
            for (expected, got) in line.mismatches(in: displays) {
                failures += 1
                Issue.record("\(name):\(number) [\(label)] \(line.script.text): expected \(expected), got \(got)")
            }
        }
        #expect(failures == 0, "\(failures) mismatches in \(name) on \(label)")
    }
}
