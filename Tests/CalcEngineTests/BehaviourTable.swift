import CalcBatch
import CalcEngine
import Foundation
import Testing

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

    private init(name: String, lines: [(number: Int, text: Substring)]) {
        self.name = name
        self.lines = lines
    }

    /// The rows a backend showing `digits` significant digits must pass whatever its precision: every
    /// number typed has at most `digits` digits and every expected display at most `digits` significant
    /// digits, less the rows in `precisionDependent` (their keys, each with why its displays still depend
    /// on precision or range).
    ///
    /// Every key of `precisionDependent` must be a selected row: an exclusion cannot outlive its row.
    func rows(showingAtMost digits: Int, precisionDependent: [String: String]) throws -> BehaviourTable {
        var selected: [(number: Int, text: Substring)] = []
        var excluded: Set<String> = []
        for (number, text) in lines {
            let line = try CheckLine(parsing: text)
            guard line.expected.allSatisfy({ Self.significantDigits($0) <= digits }),
                Self.longestTypedNumber(line.script.keys) <= digits
            else { continue }
            if precisionDependent[line.script.text] != nil {
                excluded.insert(line.script.text)
                continue
            }
            selected.append((number, text))
        }
        #expect(excluded == Set(precisionDependent.keys), "exclusions that name no selected row of \(name)")
        return BehaviourTable(name: name, lines: selected)
    }

    /// The digits of a display from its first non-zero digit to the end of its significand (`1024`: 4,
    /// `0.0025`: 2, `1.5e-8`: 2, `100000`: 6); 0 for `Error`.
    static func significantDigits(_ display: String) -> Int {
        let significand = display.split(separator: "e", maxSplits: 1).first ?? ""
        let digits = significand.filter(\.isNumber).drop { $0 == "0" }
        return digits.count
    }

    /// The most digit keys pressed in a row (a typed number's length; a point does not end it).
    static func longestTypedNumber(_ keys: [Key]) -> Int {
        var longest = 0
        var current = 0
        for key in keys {
            if case .digit = key {
                current += 1
            } else if key != .point {
                current = 0  // any other key ends the number
            }
            longest = max(longest, current)
        }
        return longest
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
