import CalcTestSupport
import Foundation
import Testing

/// `--format text|json|tsv` and `--trace`.
@Suite struct OutputFormatTests {
    static let input = """
        2 + 3 =   # five
        # a comment

        1 / 0 =
        4 sqtr
        0.5 × 4 =

        """

    @Test func text() throws {
        for arguments in [
            ["--backend", "double"], ["--backend", "double", "--format", "text"],
            ["--backend", "double", "--format=text"],
        ] {
            let output = try BuiltProgram.calcEval.run(arguments, input: Self.input)
            #expect(output.status == 2)
            #expect(output.lines == ["5", "Error", "?", "2"])
        }
    }

    @Test func json() throws {
        let output = try BuiltProgram.calcEval.run(["--backend", "double", "--format", "json"], input: Self.input)
        #expect(output.status == 2)
        let objects = jsonObjects(output.lines)
        try #require(objects.count == 4)
        #expect(objects.map { $0["line"] as? Int } == [1, 4, 5, 6])
        #expect(objects.map { $0["script"] as? String } == ["2 + 3 =", "1 / 0 =", "4 sqtr", "0.5 × 4 ="])
        #expect(objects.map { $0["display"] as? String } == ["5", "Error", "?", "2"])
        #expect(objects.map { $0["error"] as? Bool } == [false, true, false, false])
        for object in objects {
            #expect(object["backend"] as? String == "double")
            #expect(object["precision"] as? Int == 53)
            #expect(object["digits"] as? Int == 15)
        }
    }

    @Test func jsonOnMPFR() throws {
        let output = try BuiltProgram.calcEval.run([
            "--format", "json", "--digits", "20",
            "-e", "1 / 0 =", "-e", "2 sqrt",
        ])
        #expect(output.status == 0)
        let objects = jsonObjects(output.lines)
        try #require(objects.count == 2)
        #expect(objects[0]["error"] as? Bool == true)
        #expect(objects[1]["display"] as? String == "1.4142135623730950488")
        #expect(objects[1]["backend"] as? String == "mpfr")
        #expect(objects[1]["digits"] as? Int == 20)
        #expect(objects[1]["precision"] as? Int == 131)
    }

    /// Scripts with quotes, backslashes, tabs and non-ASCII text still give valid JSON.
    @Test func jsonEscaping() throws {
        let input = "1 + \"x\\y\" =\n1\t+\t2 =\n√ π ×\n1 + ünïcødé 😀\n"
        let output = try BuiltProgram.calcEval.run(["--format", "json"], input: input)
        let objects = jsonObjects(output.lines)
        try #require(objects.count == 4)
        #expect(objects[0]["script"] as? String == "1 + \"x\\y\" =")
        #expect(objects[0]["display"] as? String == "?")
        #expect(objects[1]["display"] as? String == "3")
        #expect(objects[2]["script"] as? String == "√ π ×")
        #expect(objects[3]["script"] as? String == "1 + ünïcødé 😀")
    }

    @Test func tsv() throws {
        let output = try BuiltProgram.calcEval.run(
            ["--backend", "double", "--format", "tsv"], input: Self.input + "1\t+\t1 =\n")
        #expect(output.status == 2)
        // A tab inside the script column is escaped (issue #18: it was a space, which hid what the line held).
        #expect(
            output.lines == [
                "1\t2 + 3 =\t5", "4\t1 / 0 =\tError", "5\t4 sqtr\t?", "6\t0.5 × 4 =\t2",
                "7\t1\\u{9}+\\u{9}1 =\t2",
            ])
        for line in output.lines { #expect(line.split(separator: "\t", omittingEmptySubsequences: false).count == 3) }
    }

    @Test func traceText() throws {
        let output = try BuiltProgram.calcEval.run(["--backend", "double", "--trace", "-e", "12 + 3 =", "-e", "9 sqrt"])
        #expect(output.status == 0)
        #expect(
            output.lines == [
                "15",
                "  1 → 1", "  2 → 12", "  + → 12", "  3 → 3", "  = → 15",
                "3",
                "  9 → 9", "  sqrt → 3",
            ])
    }

    @Test func traceJSON() throws {
        let output = try BuiltProgram.calcEval.run([
            "--backend", "double", "--trace", "--format", "json", "-e", "5 + 2 = = =", "-e", "2 .",
        ])
        #expect(output.status == 0)
        let objects = jsonObjects(output.lines)
        try #require(objects.count == 2)
        #expect(objects[0]["display"] as? String == "11")
        #expect(objects[0]["trace"] as? [String] == ["5", "5", "2", "7", "9", "11"])
        #expect(objects[1]["trace"] as? [String] == ["2", "2."])
    }

    @Test func traceTSV() throws {
        let output = try BuiltProgram.calcEval.run([
            "--backend", "double", "--trace", "--format", "tsv",
            "-e", "50 + 10 % =",
        ])
        #expect(output.status == 0)
        #expect(output.lines == ["1\t50 + 10 % =\t55\t5 | 50 | 50 | 1 | 10 | 5 | 55"])
        // A line that cannot be read has the same four columns, its trace empty (it had three).
        let invalid = try BuiltProgram.calcEval.run(["--trace", "--format", "tsv", "-e", "sqtr", "-e", "1 ="])
        #expect(invalid.lines == ["1\tsqtr\t?\t", "2\t1 =\t1\t1 | 1"])
    }

    /// Without --trace there is no trace field or column.
    @Test func noTraceByDefault() throws {
        let json = try BuiltProgram.calcEval.run(["--format", "json", "-e", "1 + 1 ="])
        #expect(jsonObjects(json.lines).first?["trace"] == nil)
        let tsv = try BuiltProgram.calcEval.run(["--format", "tsv", "-e", "1 + 1 ="])
        #expect(tsv.lines == ["1\t1 + 1 =\t2"])
    }

    /// A line that cannot be read still gets a `?` line in every format, also when tracing.
    @Test func unreadableLineWithTrace() throws {
        let text = try BuiltProgram.calcEval.run(["--trace", "-e", "1 bogus"])
        #expect(text.status == 2)
        #expect(text.lines.first == "?")
        let json = try BuiltProgram.calcEval.run(["--trace", "--format", "json", "-e", "1 bogus"])
        #expect(jsonObjects(json.lines).first?["display"] as? String == "?")
    }
}
