import CalcTestSupport
import Testing

/// calc-eval's programmer mode: `--programmer`, `--word-size`, `--unsigned`, `--radix`, `--group`, with
/// text, json, `--trace`, `--check`, `--session` and expressions.
@Suite struct ProgrammerOptionTests {
    @Test(arguments: [["--backend", "double"], ["--backend", "mpfr"], ["--backend", "exact"], []])
    func vectorsOnEveryBackend(_ backend: [String]) throws {
        let output = try BuiltProgram.calcEval.run(
            backend + ["--programmer", "-e", "1 ror", "-e", "53 nand 83 =", "-e", "9223372036854775807 + 1 ="])
        #expect(output.status == 0)
        #expect(output.lines == ["-9223372036854775808", "-18", "-9223372036854775808"])
    }

    @Test func wordSizeRadixAndSignedness() throws {
        let gnome = try BuiltProgram.calcEval.run(["--word-size", "32", "--radix", "hex", "-e", "1 not"])
        #expect(gnome.lines == ["FFFFFFFE"])
        let unsigned = try BuiltProgram.calcEval.run([
            "--programmer", "--unsigned", "--word-size", "8", "-e", "0 - 1 =",
        ])
        #expect(unsigned.lines == ["255"])
        let grouped = try BuiltProgram.calcEval.run(["--programmer", "--radix", "bin", "--group", "-e", "[90]"])
        #expect(grouped.lines == ["101 1010"])
    }

    @Test func jsonHasTheWordFields() throws {
        let output = try BuiltProgram.calcEval.run([
            "--programmer", "--word-size", "16", "--unsigned", "--radix", "hex", "--format", "json", "-e", "hexF hexF",
        ])
        #expect(
            output.lines == [
                #"{"line":1,"script":"hexF hexF","display":"FF","error":false,"backend":"programmer","precision":16,"#
                    + #""digits":20,"radix":"hex","word_size":16,"signed":false,"exact":true}"#
            ])
        // The fields say how the line ended: keys may switch the radix, width and signedness.
        let switched = try BuiltProgram.calcEval.run([
            "--programmer", "--format", "json", "-e", "255 hex", "-e", "255 byte", "-e", "255 unsigned byte",
        ])
        let common = #""error":false,"backend":"programmer","#
        #expect(
            switched.lines == [
                #"{"line":1,"script":"255 hex","display":"FF","# + common
                    + #""precision":64,"digits":20,"radix":"hex","word_size":64,"signed":true,"exact":true}"#,
                #"{"line":2,"script":"255 byte","display":"-1","# + common
                    + #""precision":8,"digits":20,"radix":"dec","word_size":8,"signed":true,"exact":true}"#,
                #"{"line":3,"script":"255 unsigned byte","display":"255","# + common
                    + #""precision":8,"digits":20,"radix":"dec","word_size":8,"signed":false,"exact":true}"#,
            ])
        // Outside programmer mode the fields are absent.
        let plain = try BuiltProgram.calcEval.run(["--backend", "double", "--format", "json", "-e", "1"])
        #expect(plain.lines.first?.contains("radix") == false)
    }

    @Test func traceCheckSessionAndExpressions() throws {
        let trace = try BuiltProgram.calcEval.run(["--programmer", "--radix", "hex", "--trace", "-e", "hexA shl 4 ="])
        #expect(trace.lines == ["A0", "  hexA → A", "  shl → A", "  4 → 4", "  = → A0"])
        let check = try BuiltProgram.calcEval.run(
            ["--programmer", "--check", "-"], input: "53 nand 83 = => -18\n1 ror => -9223372036854775808\n")
        #expect(check.lines == ["2 passed, 0 failed"])
        let session = try BuiltProgram.calcEval.run(
            ["--programmer", "--session", "-e", "5 hex", "-e", "+ hexA ="])
        #expect(session.lines == ["5", "F"])
        let expressions = try BuiltProgram.calcEval.run(
            ["--programmer", "-x", "0xFF and 0b1010", "-x", "~0 >>> 60", "-x", "1 | 2 & 3", "-x", "sqrt(4)"])
        #expect(expressions.lines == ["10", "15", "3", "Error"])
        let literal = try BuiltProgram.calcEval.run(["--backend", "double", "-x", "0x1F + 0o17 + 0b1"])
        #expect(literal.lines == ["47"])
    }

    /// Expressions read numbers without a prefix in `--radix`, and refuse one that is not a word, with
    /// the other lines still evaluated.
    @Test func expressionsInTheRadix() throws {
        let hex = try BuiltProgram.calcEval.run(
            ["--radix", "hex", "--word-size", "16", "-x", "FF + 1", "-x", "cafe and 0F0F", "-x", "1G", "-x", "10000"])
        #expect(hex.lines == ["100", "A0E", "?", "?"])
        #expect(
            hex.errorLines == [
                "-x:3:1: '1G' is not a hexadecimal number", "-x:4:1: '10000' does not fit in a word of 16 bits",
            ])
        let binary = try BuiltProgram.calcEval.run(["--radix", "bin", "-x", "1100 and 1010", "-x", "012"])
        #expect(binary.lines == ["1000", "?"])
        #expect(binary.errorLines == ["-x:2:1: '012' is not a binary number"])
    }

    @Test(arguments: [
        (["--word-size", "12"], "calc-eval: --word-size: '12' is not a word size (accepted: 8, 16, 32, 64)"),
        (["--radix", "duo"], "calc-eval: --radix: unknown radix 'duo' (accepted: bin, oct, dec, hex)"),
    ])
    func badValuesAreUsageErrors(_ arguments: [String], _ message: String) throws {
        let output = try BuiltProgram.calcEval.run(arguments + ["-e", "1"])
        #expect(output.status == 2)
        #expect(output.errorLines == [message])
    }
}
