import CalcTestSupport
import Foundation
import Testing

/// Where scripts come from (`-e`, files, `-`, `--`) and how lines and tokens are read.
@Suite struct InputTests {
    @Test func repeatableScripts() throws {
        let output = try BuiltProgram.calcEval.run([
            "--backend", "double", "-e", "1 + 1 =", "-e", "2 * 3 =", "--eval", "10 / 4 =",
        ])
        #expect(output.status == 0)
        #expect(output.lines == ["2", "6", "2.5"])
    }

    /// `-e` scripts are numbered across the command line.
    @Test func scriptNumbering() throws {
        let output = try BuiltProgram.calcEval.run(["--format", "tsv", "-e", "1 =", "-e", "2 =", "-e", "qqq"])
        #expect(output.lines == ["1\t1 =\t1", "2\t2 =\t2", "3\tqqq\t?"])
        #expect(output.errorLines == ["-e:3:1: unknown key 'qqq'"])
        // A line break at the end of an argument ends its last line, as in a file: it starts no other.
        let ended = try BuiltProgram.calcEval.run(["--format", "tsv", "-e", "1 =\n", "-e", "sqtr", "-e", "2 =\r\n3 ="])
        #expect(ended.lines == ["1\t1 =\t1", "2\tsqtr\t?", "3\t2 =\t2", "4\t3 =\t3"])
        #expect(ended.errorLines == ["-e:2:1: unknown key 'sqtr' (did you mean 'sqrt'?)"])
        let empty = try BuiltProgram.calcEval.run(["--format", "tsv", "-e", "", "-e", "1 ="])
        #expect(empty.lines == ["2\t1 =\t1"])
    }

    @Test func standardInputByDefault() throws {
        let output = try BuiltProgram.calcEval.run(["--backend", "double"], input: "6 * 7 =\n")
        #expect(output.status == 0)
        #expect(output.lines == ["42"])
    }

    @Test func emptyStandardInput() throws {
        let output = try BuiltProgram.calcEval.run([])
        #expect(output.status == 0)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "")
    }

    /// Given -e, standard input is not read unless `-` asks for it.
    @Test func scriptsDoNotReadStandardInput() throws {
        let output = try BuiltProgram.calcEval.run(["-e", "1 ="], input: "2 =\n")
        #expect(output.lines == ["1"])
    }

    @Test func filesAndStandardInputInCommandLineOrder() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let a = try directory.write("a.keys", "1 + 1 =\n3 + 3 =\n")
        let b = try directory.write("b.keys", "5 + 5 =")
        let output = try BuiltProgram.calcEval.run(
            ["--backend", "double", a, "-", b, "-e", "7 + 7 ="],
            input: "2 + 2 =\n")
        #expect(output.status == 0)
        #expect(output.lines == ["2", "6", "4", "10", "14"])
    }

    /// After `--`, everything is a file name, even `-x…`; `-` is still standard input.
    @Test func doubleDashThenFileNames() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        try directory.write("-e", "1 + 2 =\n")
        try directory.write("--backend", "3 + 4 =\n")
        let dashE = directory.url.appendingPathComponent("-e").path
        let output = try BuiltProgram.calcEval.run(
            ["--backend", "double", "--", dashE, "-", directory.url.appendingPathComponent("--backend").path],
            input: "5 + 6 =\n")
        #expect(output.status == 0)
        #expect(output.lines == ["3", "11", "7"])
        // Relative names that look like options.
        let relative = try BuiltProgram.calcEval.run(["--", "--version"])
        #expect(relative.status == 2)
        #expect(relative.standardOutput == "")
        #expect(relative.standardError.contains("--version"))
    }

    @Test func crlfLineEndings() throws {
        let output = try BuiltProgram.calcEval.run(
            ["--backend", "double"], input: "1 + 1 =\r\n\r\n# note\r\n2 sqrt sqr\r\n9 sqrt\r\n")
        #expect(output.status == 0)
        #expect(output.standardError == "")
        #expect(output.lines == ["2", "2", "3"])
        let json = try BuiltProgram.calcEval.run(["--format", "json"], input: "1 + 1 =\r\n")
        #expect(jsonObjects(json.lines).first?["script"] as? String == "1 + 1 =")
    }

    @Test func blankAndCommentLinesGiveNoOutput() throws {
        let input = "\n   \n\t\n# comment\n   # indented comment\n1 + 1 = # trailing comment\n#\n"
        for format in ["text", "json", "tsv"] {
            let output = try BuiltProgram.calcEval.run(["--format", format], input: input)
            #expect(output.status == 0)
            #expect(output.lines.count == 1, "\(format)")
        }
        let trace = try BuiltProgram.calcEval.run(["--trace"], input: "# only\n\n")
        #expect(trace.standardOutput == "")
    }

    @Test func lastLineWithoutNewline() throws {
        let output = try BuiltProgram.calcEval.run(["--backend", "double"], input: "1 + 1 =\n2 + 2 =")
        #expect(output.lines == ["2", "4"])
    }

    @Test func numberTokens() throws {
        let output = try BuiltProgram.calcEval.run([
            "--backend", "double", "-e", "12.5 * 2 =", "-e", ".5 + 3. =", "-e", "1 2 . 5", "-e", "007", "-e", "3.",
        ])
        #expect(output.status == 0)
        #expect(output.lines == ["25", "3.5", "12.5", "7", "3."])
    }

    @Test func whitespaceSeparatesTokens() throws {
        let output = try BuiltProgram.calcEval.run(["--backend", "double"], input: "  2\t+   3\t\t* 4    =  \n")
        #expect(output.lines == ["14"])
    }

    /// The symbols a person would type or paste.
    @Test func symbols() throws {
        let cases: [(String, String)] = [
            ("6 × 7 =", "42"), ("8 ÷ 2 =", "4"), ("5 − 3 =", "2"), ("2 ^ 10 =", "1024"), ("9 √", "3"),
            ("π", "3.14159265358979"), ("3 ±", "-3"), ("123 ⌫", "12"), ("3 x²", "9"), ("2 x³", "8"),
            ("4 1/x", "0.25"), ("5 !", "120"), ("5 + 3 CE 2 =", "7"),
        ]
        let output = try BuiltProgram.calcEval.run(["--backend", "double"] + cases.flatMap { ["-e", $0.0] })
        #expect(output.status == 0)
        #expect(output.standardError == "")
        #expect(output.lines == cases.map(\.1))
    }

    /// Every key name from the engine issue, checked on a value where it is easy to predict.
    @Test func keyNames() throws {
        let cases: [(String, String)] = [
            ("2 pow 10 =", "1024"), ("27 root 3 =", "3"), ("1.5 EE 3 =", "1500"), ("5 + 3 C 2 =", "7"), ("5 AC", "0"),
            ("123 back", "12"), ("5 neg", "-5"), ("50 + 10 % =", "55"), ("16 sqrt", "4"), ("3 sqr", "9"),
            ("2 cube", "8"), ("27 cbrt", "3"), ("4 inv", "0.25"), ("0 exp", "1"), ("3 pow10", "1000"),
            ("10 pow2", "1024"), ("1 ln", "0"), ("1000 log", "3"), ("1024 log2", "10"), ("30 sin", "0.5"),
            ("60 cos", "0.5"), ("45 tan", "1"), ("1 asin", "90"), ("1 acos", "0"), ("1 atan", "45"), ("0 sinh", "0"),
            ("0 cosh", "1"), ("0 tanh", "0"), ("0 asinh", "0"), ("1 acosh", "0"), ("0 atanh", "0"), ("5 fact", "120"),
            ("pi", "3.14159265358979"), ("e", "2.71828182845905"), ("2 ( 3 + 4 ) =", "14"), ("3 M+ 4 M+ AC MR", "7"),
            ("5 M+ 2 M- MR", "3"), ("5 M+ MC MR", "0"), ("rad pi / 2 = sin", "1"), ("rad deg 90 sin", "1"),
        ]
        let output = try BuiltProgram.calcEval.run(["--backend", "double"] + cases.flatMap { ["-e", $0.0] })
        #expect(output.status == 0)
        #expect(output.standardError == "")
        try #require(output.lines.count == cases.count)
        for (index, c) in cases.enumerated() { #expect(output.lines[index] == c.1, "\(c.0)") }
    }

    /// A multi-line -e argument is several scripts.
    @Test func multiLineScriptArgument() throws {
        let output = try BuiltProgram.calcEval.run(["-e", "1 + 1 =\n\n2 + 2 ="])
        #expect(output.lines == ["2", "4"])
    }
}
