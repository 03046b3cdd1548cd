import CalcTestSupport
import Testing

/// `--check`: `KEYS => EXPECTED` lines, mismatches as `FILE:LINE: expected X, got Y`, then `N passed, M failed`.
@Suite struct CheckModeTests {
    @Test func allPassing() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let file = try directory.write(
            "ok.check",
            """
            # golden
            2 + 3 * 4 = => 14
            5 + 2 = = = => 7 | 9 | 11   # the displays after the last three keys

            1 / 0 = => Error
            1 . 5 0 => 1 | 1. | 1.5 | 1.50
            3 => 3

            """)
        let output = try BuiltProgram.calcEval.run(["--backend", "double", "--check", file])
        #expect(output.status == 0)
        #expect(output.standardError == "")
        #expect(output.lines == ["5 passed, 0 failed"])
    }

    @Test func mismatches() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let file = try directory.write(
            "bad.check",
            """
            2 + 3 * 4 = => 14
            2 + 3 * 4 = => 20
            # comment
            5 + 2 = = = => 7 | 8 | 11
            1 / 3 = => 0.333
            1 / 0 = => Error

            """)
        let output = try BuiltProgram.calcEval.run(["--backend", "double", "--check", file])
        #expect(output.status == 1)
        #expect(output.standardError == "")
        #expect(
            output.lines == [
                "\(file):2: expected 20, got 14",
                "\(file):4: expected 7 | 8 | 11, got 7 | 9 | 11",
                "\(file):5: expected 0.333, got 0.333333333333333",
                "2 passed, 3 failed",
            ])
    }

    /// Mismatch lines name the file as given on the command line; standard input is named too.
    @Test func fileNamesAndLineNumbers() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let a = try directory.write("a.check", "1 => 1\n2 => 3\n")
        let b = try directory.write("b.check", "\n\n4 => 5\n")
        let output = try BuiltProgram.calcEval.run(["--check", a, "-", b], input: "7 => 7\n8 => 9\n")
        #expect(output.status == 1)
        try #require(output.lines.count == 4)
        #expect(output.lines[0] == "\(a):2: expected 3, got 2")
        #expect(output.lines[1].hasSuffix(":2: expected 9, got 8"))
        #expect(output.lines[2] == "\(b):3: expected 5, got 4")
        #expect(output.lines[3] == "2 passed, 3 failed")
    }

    @Test func modeAndBackendApply() throws {
        let input = "2 + 3 * 4 = => 20\n1 / 3 = => 0.333333333333333\n"
        let immediate = try BuiltProgram.calcEval.run(
            ["--check", "--mode", "immediate", "--backend", "double"],
            input: input)
        #expect(immediate.status == 0)
        #expect(immediate.lines == ["2 passed, 0 failed"])
        let precedence = try BuiltProgram.calcEval.run(["--check", "--backend", "double"], input: input)
        #expect(precedence.status == 1)
        #expect(precedence.lines.last == "1 passed, 1 failed")
        let mpfr = try BuiltProgram.calcEval.run(["--check", "--mode", "immediate"], input: input)
        #expect(mpfr.status == 1)
        #expect(mpfr.lines.last == "1 passed, 1 failed")
    }

    @Test func crlfCheckFile() throws {
        let output = try BuiltProgram.calcEval.run(
            ["--check", "--backend", "double"], input: "1 + 1 = => 2\r\n\r\n# c\r\n2 * 3 = => 3 | 6\r\n")
        #expect(output.status == 0)
        #expect(output.lines == ["2 passed, 0 failed"])
    }

    /// An unknown key or a malformed check line is reported on stderr with its position, counts as failed,
    /// and the exit status is 2.
    @Test func unreadableCheckLines() throws {
        let input = "1 + 1 = => 2\n4 sqtr => 2\n1 + 1 =\n=> 3\n1 => 1 | 1\n2 + 2 = =>\n3 => 3\n"
        let output = try BuiltProgram.calcEval.run(["--check", "--backend", "double"], input: input)
        #expect(output.status == 2)
        #expect(output.lines.last == "2 passed, 5 failed")
        #expect(output.errorLines.count == 5)
        #expect(output.errorLines.first == "<stdin>:2:3: unknown key 'sqtr' (did you mean 'sqrt'?)")
        #expect(output.errorLines[1].hasPrefix("<stdin>:3:"))
        #expect(output.errorLines[2].hasPrefix("<stdin>:4:"))
        #expect(output.errorLines[3].hasPrefix("<stdin>:5:"))
        #expect(output.errorLines[4].hasPrefix("<stdin>:6:"))
    }

    @Test func emptyCheckInput() throws {
        let output = try BuiltProgram.calcEval.run(["--check"], input: "# only comments\n\n")
        #expect(output.status == 0)
        #expect(output.lines == ["0 passed, 0 failed"])
    }

    @Test func checkWithScriptsOnTheCommandLine() throws {
        let output = try BuiltProgram.calcEval.run([
            "--check", "--backend", "double", "-e", "2 pow 10 = => 1024", "-e", "2 pow 10 = => 1000",
        ])
        #expect(output.status == 1)
        #expect(output.lines == ["-e:2: expected 1000, got 1024", "1 passed, 1 failed"])
    }

    @Test func goldenExample() throws {
        let output = try BuiltProgram.calcEval.run(["--backend", "double", "--check", "Examples/golden.check"])
        #expect(output.status == 0)
        #expect(output.standardError == "")
        #expect(output.lines == ["\(try checkLineCount("Examples/golden.check")) passed, 0 failed"])
    }
}
