import CalcTestSupport
import Foundation
import Testing

/// A traced line over 64 KiB is written key by key as it is evaluated (issue #18, §2), with the output the
/// same as before, in input order with `--jobs`, and in a session.
@Suite struct StreamedTraceTests {
    /// Short lines around two long ones (one of `1 + `, one of `5 sqr`) and an invalid line.
    static let input =
        "2 + 3 =\n" + String(repeating: "1 + ", count: 20_000) + "=\nbogus\n7 sqr\n"
        + String(repeating: "5 sqr ", count: 12_000) + "\n"

    /// The keys of the first long line: `1 + ` 20,000 times, then `=`.
    static let longKeys = Array(repeating: ["1", "+"], count: 20_000).flatMap { $0 } + ["="]

    @Test(arguments: [["--jobs", "1"], ["--jobs", "2"], ["--session"]])
    func textTrace(_ options: [String]) throws {
        let output = try BuiltProgram.calcEval.run(["--backend", "double", "--trace"] + options, input: Self.input)
        #expect(output.status == 2)
        #expect(output.errorLines == ["<stdin>:3:1: unknown key 'bogus'"])
        var lines = output.lines[...]
        #expect(Array(lines.prefix(4)) == ["5", "  2 → 2", "  + → 2", "  3 → 3"])
        lines = lines.dropFirst(5)
        #expect(lines.first == "40000")
        let steps = Array(lines.dropFirst().prefix(Self.longKeys.count))
        #expect(steps.map { $0.split(separator: " ")[0] } == Self.longKeys.map { Substring($0) })
        #expect(steps.prefix(4) == ["  1 → 1", "  + → 1", "  1 → 1", "  + → 2"])
        #expect(steps.last == "  = → 40000")
        lines = lines.dropFirst(1 + Self.longKeys.count)
        #expect(Array(lines.prefix(4)) == ["?", "49", "  7 → 7", "  sqr → 49"])
        lines = lines.dropFirst(4)
        #expect(lines.first == "25")
        #expect(lines.count == 1 + 24_000)
        #expect(lines.last == "  sqr → 25")
    }

    @Test(arguments: [["--jobs", "1"], ["--jobs", "2"]])
    func tsvTrace(_ options: [String]) throws {
        let output = try BuiltProgram.calcEval.run(
            ["--backend", "double", "--trace", "--format", "tsv"] + options,
            input: Self.input)
        #expect(output.lines.count == 5)
        let long = output.lines[1].split(separator: "\t", omittingEmptySubsequences: false)
        #expect(long.count == 4)
        #expect(long[0] == "2")
        #expect(long[1] == Substring(String(repeating: "1 + ", count: 20_000) + "="))
        #expect(long[2] == "40000")
        let trace = long[3].components(separatedBy: " | ")
        #expect(trace.count == Self.longKeys.count)
        #expect(trace.prefix(4) == ["1", "1", "1", "2"])
        #expect(trace.last == "40000")
        #expect(output.lines[0] == "1\t2 + 3 =\t5\t2 | 2 | 3 | 5")
        #expect(output.lines[2] == "3\tbogus\t?\t", "an invalid line keeps the four columns, its trace empty")
        #expect(output.lines[3] == "4\t7 sqr\t49\t7 | 49")
    }

    @Test(arguments: [["--jobs", "1"], ["--jobs", "2"]])
    func jsonTrace(_ options: [String]) throws {
        let output = try BuiltProgram.calcEval.run(
            ["--backend", "exact", "--trace", "--format", "json"] + options,
            input: Self.input)
        let objects = jsonObjects(output.lines)
        #expect(objects.map { $0["line"] as? Int } == [1, 2, 3, 4, 5])
        let long = objects[1]
        #expect(long["display"] as? String == "40000")
        #expect(long["exact"] as? Bool == true)
        #expect(long["backend"] as? String == "exact")
        let trace = long["trace"] as? [String] ?? []
        #expect(trace.count == Self.longKeys.count)
        #expect(trace.last == "40000")
        // The members in the order of a buffered object, the trace last.
        #expect(output.lines[1].hasPrefix(#"{"line":2,"script":"1 + 1 + "#))
        #expect(output.lines[1].contains(#""exact":true,"trace":["1","1","1","2","#))
        #expect(output.lines[1].hasSuffix(#""1","20000","40000"]}"#))
    }
}
