import CalcBatch
import Testing

/// `ComparisonSummary`: the totals `calc-eval --compare` prints at the end.
@Suite struct ComparisonSummaryTests {
    static func comparison(_ line: Int, _ script: String, shared: Int?) -> BackendComparison {
        BackendComparison(line: line, script: script, double: "1", mpfr: "1", sharedDigits: shared)
    }

    static func summary(_ shared: [Int?], limit: Int = 15) -> ComparisonSummary {
        var summary = ComparisonSummary(limit: limit)
        for (index, digits) in shared.enumerated() {
            summary.add(comparison(index + 1, "script \(index + 1)", shared: digits))
        }
        return summary
    }

    @Test("nothing compared")
    func empty() {
        let summary = ComparisonSummary(limit: 15)
        #expect(summary.count == 0)
        #expect(summary.agreeing == 0)
        #expect(summary.worst == nil)
        #expect(summary.meanSharedDigits == nil)
        #expect(summary.limit == 15)
        #expect(summary.description == "summary: no scripts compared")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var shared: [Int?]
        var count: Int
        var agreeing: Int
        var worstLine: Int?
        var description: String
        var testDescription: String { "\(shared)" }
    }

    static let cases: [Case] = [
        Case(
            shared: [15], count: 1, agreeing: 1, worstLine: 1,
            description: "summary: 1 script, 1 agree in all 15 digits, mean 15.0 shared digits"
                + "; fewest: 15 (line 1: script 1)"),
        Case(
            shared: [15, 10, nil, 3], count: 3, agreeing: 1, worstLine: 4,
            description: "summary: 3 scripts, 1 agree in all 15 digits, mean 9.3 shared digits"
                + "; fewest: 3 (line 4: script 4)"),
        // The first of equally bad scripts is named.
        Case(
            shared: [2, 15, 2], count: 3, agreeing: 1, worstLine: 1,
            description: "summary: 3 scripts, 1 agree in all 15 digits, mean 6.3 shared digits"
                + "; fewest: 2 (line 1: script 1)"),
        Case(
            shared: [0, 0], count: 2, agreeing: 0, worstLine: 1,
            description: "summary: 2 scripts, 0 agree in all 15 digits, mean 0.0 shared digits"
                + "; fewest: 0 (line 1: script 1)"),
        // A comparison without shared digits (an unreadable script) is not counted.
        Case(shared: [nil], count: 0, agreeing: 0, worstLine: nil, description: "summary: no scripts compared"),
    ]

    @Test(arguments: cases)
    func totals(_ c: Case) {
        let summary = Self.summary(c.shared)
        #expect(summary.count == c.count)
        #expect(summary.agreeing == c.agreeing)
        #expect(summary.worst?.line == c.worstLine)
        #expect(summary.worst?.script == c.worstLine.map { "script \($0)" })
        #expect(summary.description == c.description)
        let known = c.shared.compactMap { $0 }
        #expect(summary.meanSharedDigits == (known.isEmpty ? nil : Double(known.reduce(0, +)) / Double(known.count)))
    }

    @Test("a script agrees when it shares at least the limit")
    func agreementUsesTheLimit() {
        let summary = Self.summary([5, 6, 4], limit: 5)
        #expect(summary.agreeing == 2)
        #expect(summary.description.contains("2 agree in all 5 digits"))
    }

    @Test("equal totals are equal and hash alike; different totals are not equal")
    func equalityAndHashing() {
        let a = Self.summary([15, 10, 3])
        let b = Self.summary([3, 10, 15])  // the same totals in another order
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
        #expect(a != Self.summary([15, 10, 4]))
        #expect(a != Self.summary([15, 10]))
        #expect(a != Self.summary([15, 10, 3], limit: 16))
    }
}
