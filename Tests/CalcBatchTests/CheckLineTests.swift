import CalcBatch
import CalcEngine
import Testing

/// `CheckLine`: a `KEYS => EXPECTED` line of a golden file for `calc-eval --check`.
@Suite struct CheckLineTests {
    struct Parsed: Sendable, CustomTestStringConvertible {
        var line: String
        var keys: String
        var expected: [String]
        var testDescription: String { line }
    }

    static let parsed: [Parsed] = [
        Parsed(line: "1 + 1 = => 2", keys: "1 + 1 =", expected: ["2"]),
        Parsed(line: "2 * 3 = => 3 | 6", keys: "2 * 3 =", expected: ["3", "6"]),
        Parsed(line: "1 + 2 => 1 | 1 | 2", keys: "1 + 2", expected: ["1", "1", "2"]),
        Parsed(line: "1 + 1 = => 2 # a comment | 7", keys: "1 + 1 =", expected: ["2"]),
        Parsed(line: "  5   =>   5  ", keys: "5", expected: ["5"]),
        Parsed(line: "1 / 0 =\t=>\tError", keys: "1 / 0 =", expected: ["Error"]),
    ]

    @Test(arguments: parsed)
    func parses(_ p: Parsed) throws {
        let line = try CheckLine(parsing: p.line[...])
        #expect(line.script == (try KeyScript(parsing: p.keys)))
        #expect(line.expected == p.expected)
    }

    struct Malformed: Sendable, CustomTestStringConvertible {
        var line: String
        var error: LineError
        var testDescription: String { line }
    }

    static let malformed: [Malformed] = [
        Malformed(line: "1 + 1 =", error: .missingExpectation(column: 1)),
        Malformed(line: "1 + 1 = # => 2", error: .missingExpectation(column: 1)),
        Malformed(line: "1 + 1 = =>", error: .missingExpectation(column: 9)),
        Malformed(line: "1 + 1 = =>   ", error: .missingExpectation(column: 9)),
        Malformed(line: "1 + 1 = => 2 | | 2", error: .missingExpectation(column: 9)),
        Malformed(line: "1 => 1 | 1", error: .tooManyExpectations(column: 3, displays: 2, keys: 1)),
        Malformed(
            line: "1 + bogus = => 2",
            error: .keyScript(KeyScriptError(kind: .unknownKey, column: 5, token: "bogus", suggestion: nil))),
    ]

    @Test(arguments: malformed)
    func reportsWhatIsWrong(_ m: Malformed) {
        let error = #expect(throws: LineError.self) { try CheckLine(parsing: m.line[...]) }
        #expect(error == m.error)
        #expect(error?.column == m.error.column)
    }

    @Test("too many expectations name both counts")
    func tooManyExpectationsMessage() {
        do {
            _ = try CheckLine(parsing: "1 => 1 | 1 | 1"[...])
            Issue.record("parsed")
        } catch {
            #expect(error == .tooManyExpectations(column: 3, displays: 3, keys: 1))
            #expect(error.message == "more expected displays than keys: 3 displays for 1 keys")
        }
    }

    @Test("mismatches compare the expectation with the last displays")
    func mismatches() throws {
        let line = try CheckLine(parsing: "2 * 3 = => 3 | 6"[...])
        #expect(line.mismatches(in: ["2", "2", "3", "6"]).isEmpty)
        let wrong = line.mismatches(in: ["2", "2", "4", "6"])
        #expect(wrong.map(\.expected) == ["3"])
        #expect(wrong.map(\.got) == ["4"])
        let bothWrong = line.mismatches(in: ["2", "2", "4", "8"])
        #expect(bothWrong.map(\.expected) == ["3", "6"])
        #expect(bothWrong.map(\.got) == ["4", "8"])
    }
}
