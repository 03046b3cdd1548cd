import CalcTestSupport
import Testing

/// `--entry-digits N`: the most digits a typed number may have, in calc-eval and calc.
@Suite struct EntryDigitsOptionTests {
    @Test(arguments: [["--backend", "double"], ["--backend", "mpfr"], ["--ieee"]])
    func typingStopsAtTheEntryDigits(_ backend: [String]) throws {
        let output = try BuiltProgram.calcEval.run(
            backend + ["--entry-digits", "9", "-e", "1234567890123", "-e", "1234567890123 / 7 ="])
        #expect(output.status == 0)
        #expect(output.lines.first == "123456789")
        #expect(output.lines.last?.hasPrefix("17636684.1428571") == true, "results show more digits")
    }

    @Test(arguments: [
        (
            ["--backend", "double", "--entry-digits", "16"],
            "calc-eval: --entry-digits: 16 is out of range (1...15, the digits shown)"
        ),
        (["--entry-digits", "0"], "calc-eval: --entry-digits: 0 is out of range (1...50, the digits shown)"),
        (["--entry-digits", "x"], "calc-eval: --entry-digits: 'x' is not a whole number (accepted: 1 or more)"),
    ])
    func outOfRangeIsAUsageError(_ arguments: [String], _ message: String) throws {
        let output = try BuiltProgram.calcEval.run(arguments + ["-e", "1"])
        #expect(output.status == 2)
        #expect(output.errorLines == [message])
    }

    @Test func calcTakesItToo() throws {
        let output = try BuiltProgram.calc.run(
            ["--backend", "double", "--entry-digits", "9", "--print", "display"], input: "1234567890123")
        #expect(output.lines.last == "123456789")
        // Every backend of the `b` cycle types as many.
        let switched = try BuiltProgram.calc.run(
            ["--entry-digits", "9", "--print", "display"], input: "1234567890123b")
        #expect(switched.lines.last == "123456789")
    }
}
