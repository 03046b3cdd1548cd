import CalcTestSupport
import Testing

/// `calc-eval -x/--expr` and `--expressions`: expressions on every option.
@Suite struct ExpressionOptionTests {
    @Test func evaluatesExpressions() throws {
        let output = try BuiltProgram.calcEval.run([
            "--backend", "double", "-x", "2+3×4", "--expr", "sin(30)", "-x", "2^3^2", "--expr=-10^2",
        ])
        #expect(output.lines == ["14", "0.5", "512", "-100"])
        #expect(output.status == 0)
    }

    /// In degrees, a trigonometric argument that mentions π (`pi` in any case, or `π`) gets one note on
    /// standard error for the whole run; radians, other arguments and names that only contain `pi` get none.
    @Test(arguments: [
        (["-x", "sin(pi/6)", "-x", "cos(PI)", "-x", "tan(π/4)"], 1), (["-x", "1 + 1", "-x", "2 ×\tsin(π)"], 1),
        (["-x", "sin(30)", "-x", "pi/6", "-x", "sin(3) + pi"], 0), (["--angle", "rad", "-x", "sin(pi/6)"], 0),
    ])
    func notesPiInDegreesOnce(arguments: [String], notes: Int) throws {
        let output = try BuiltProgram.calcEval.run(["--backend", "double"] + arguments)
        let note =
            "calc-eval: note: angles are in degrees (sin 30 = 0.5); for radians, as in sin(pi/6), use --angle rad"
        #expect(output.errorLines.filter { $0 == note }.count == notes, "\(output.errorLines)")
        #expect(output.errorLines.count == notes)
    }

    @Test func literalsAreReadWholeOnMPFR() throws {
        let output = try BuiltProgram.calcEval.run(["-x", "1000000000000000000 - 1"])
        #expect(output.lines == ["999999999999999999"])
    }

    /// json's `exact` for an expression is the keys' exactness on every backend, as for key scripts.
    @Test(arguments: ["double", "mpfr", "exact"])
    func exactFieldOnEveryBackend(backend: String) throws {
        let output = try BuiltProgram.calcEval.run([
            "--backend", backend, "--format", "json", "-x", "1000000000000000000 - 1", "-x", "1/4", "-x", "1/3",
        ])
        let exact = output.lines.map { $0.contains(#""exact":true"#) }
        #expect(exact == [backend != "double", true, false], "\(output.lines)")
    }

    /// A syntax error: positioned like an unknown key, `?` on standard output, the other lines still run,
    /// exit status 2.
    @Test func syntaxErrors() throws {
        let output = try BuiltProgram.calcEval.run(["--backend", "double", "-x", "1+1\n(2+3\nsinn(30)\n2+\n3*3"])
        #expect(output.lines == ["2", "?", "?", "?", "9"])
        #expect(
            output.errorLines == [
                "-x:2:5: expected ')' to close '(' at column 1",
                "-x:3:1: unknown function 'sinn' (did you mean 'sin'?)",
                "-x:4:2: '+' needs a number after it",
            ])
        #expect(output.status == 2)
    }

    @Test func filesAndStandardInput() throws {
        let piped = try BuiltProgram.calcEval.run(["--backend", "double", "--expr"], input: "1/4\n2pi\n")
        #expect(piped.lines == ["0.25", "6.28318530717959"])
        let dash = try BuiltProgram.calcEval.run(["--backend", "double", "--expr", "-"], input: "5!\n")
        #expect(dash.lines == ["120"])
        let file = try BuiltProgram.calcEval.run([
            "--backend", "double", "--expressions", "--check", "Tests/Tables/expressions.check",
        ])
        #expect(file.status == 0)
        #expect(file.lines.last?.hasSuffix("passed, 0 failed") == true)
    }

    @Test func jsonAddsTheTranslation() throws {
        let output = try BuiltProgram.calcEval.run(["--backend", "double", "--format", "json", "-x", "sin(30+60)"])
        #expect(output.lines.count == 1)
        #expect(output.lines[0].contains("\"display\":\"1\""))
        #expect(output.lines[0].contains("\"keys\":\"( [30] + [60] ) sin =\""))
    }

    @Test func traceShowsTheTranslationAndEachDisplay() throws {
        let output = try BuiltProgram.calcEval.run(["--backend", "double", "--trace", "-x", "2+3*4"])
        let expected: [String] = [
            "14", "  [2] → 2", "  + → 2", "  ( → 0", "  [3] → 3", "  * → 3", "  [4] → 4", "  ) → 12", "  = → 14",
        ]
        #expect(output.lines == expected)
    }

    @Test func checkCompareAndSession() throws {
        let check = try BuiltProgram.calcEval.run(["--backend", "double", "--check", "-x", "2+2 => 4\n1/3 => 0.3"])
        #expect(check.lines == ["-x:2: expected 0.3, got 0.333333333333333", "1 passed, 1 failed"])
        #expect(check.status == 1)
        let compare = try BuiltProgram.calcEval.run(["--compare", "-x", "1/3"])
        #expect(compare.lines.first?.hasPrefix("1/3\tdouble: 0.333333333333333\tmpfr: 0.3333") == true)
        let session = try BuiltProgram.calcEval.run([
            "--backend", "double", "--session", "-x", "x = 2^10\nx + 1\nans * 2\n1/0\nans",
        ])
        #expect(session.lines == ["1024", "1025", "2050", "Error", "2050"])
        // A key script's result is `ans` too (it was skipped: `ans` stayed 7, or had no value at all).
        let mixed = try BuiltProgram.calcEval.run([
            "--backend", "double", "--session", "-x", "7", "-e", "2 + 3 =", "-x", "ans*2",
        ])
        #expect(mixed.lines == ["7", "5", "10"])
        let noSession = try BuiltProgram.calcEval.run(["--backend", "double", "-x", "ans"])
        #expect(noSession.lines == ["?"])
        #expect(noSession.status == 2)
    }

    @Test func jobsKeepTheOrder() throws {
        let lines = (1...2_000).map { "\($0)^2 - \($0)" }
        let output = try BuiltProgram.calcEval.run(
            ["--backend", "double", "--jobs", "2", "--expr"], input: lines.joined(separator: "\n") + "\n")
        let expected: [String] = (1...2_000).map { (n: Int) -> String in String(n * n - n) }
        #expect(output.lines == expected)
    }

    @Test func immediateModeKeepsThePrecedence() throws {
        let output = try BuiltProgram.calcEval.run(["--backend", "double", "--mode", "immediate", "-x", "2+3*4"])
        #expect(output.lines == ["14"])
    }

    /// In key-script mode a token that reads as an expression gets a hint.
    @Test func keyScriptHint() throws {
        let output = try BuiltProgram.calcEval.run(["-e", "2+2", "-e", "sin(30)", "-e", "sqtr"])
        #expect(
            output.errorLines == [
                "-e:1:1: unknown key '2+2' (to evaluate an expression, use --expr)",
                "-e:2:1: unknown key 'sin(30)' (to evaluate an expression, use --expr)",
                "-e:3:1: unknown key 'sqtr' (did you mean 'sqrt'?)",
            ])
    }

    /// The literal key in a key script: `[TEXT]` enters the number whole.
    @Test func literalKeyInScripts() throws {
        let output = try BuiltProgram.calcEval.run(["-e", "[1000000000000000000] - 1 =", "-e", "[1.5e-3]"])
        #expect(output.lines == ["999999999999999999", "0.0015"])
    }
}

/// `calc-eval --fractions`: text prints the fraction; json keeps the decimal display and adds `fraction`.
@Suite struct FractionOptionTests {
    @Test func textAndJSON() throws {
        let text = try BuiltProgram.calcEval.run([
            "--backend", "exact", "--digits", "15", "--fractions", "auto", "-x", "1/3", "-x", "1/4", "-e", "1 / 3 =",
        ])
        #expect(text.lines == ["1/3", "0.25", "1/3"])
        let mixed = try BuiltProgram.calcEval.run(["--backend", "exact", "--fractions", "mixed", "-x", "3/2"])
        #expect(mixed.lines == ["1 1/2"])
        let json = try BuiltProgram.calcEval.run([
            "--backend", "exact", "--digits", "15", "--fractions", "auto", "--format", "json", "-x", "1/3", "-x", "1/4",
        ])
        #expect(json.lines.count == 2)
        #expect(
            json.lines.first?.hasSuffix(
                #""exact":false,"keys":"[1] / [3] =","fraction":"1/3"}"#
            ) == true, "\(json.lines)")
        #expect(json.lines.last?.contains("fraction") == false)
        let double = try BuiltProgram.calcEval.run([
            "--backend", "double", "--fractions", "always", "-x", "1/3", "-x", "3/4",
        ])
        #expect(double.lines == ["0.333333333333333", "3/4"])
    }

    /// `--check` compares the display as shown: the fraction where one applies; a mixed number of any size;
    /// floor's integer is exact on MPFR as on Double.
    @Test func checkMixedAndFloor() throws {
        let check = try BuiltProgram.calcEval.run(
            ["--backend", "exact", "--fractions", "auto", "--check"], input: "1 / 3 = => 1/3\n1 / 4 = => 0.25\n")
        #expect(check.lines == ["2 passed, 0 failed"])
        let mixed = try BuiltProgram.calcEval.run([
            "--backend", "exact", "--fractions", "mixed", "-x", "18446744073709551617/2", "-x", "-7/2", "-x", "-1/3",
        ])
        #expect(mixed.lines == ["9223372036854775808 1/2", "-3 1/2", "-1/3"])
        for backend in ["mpfr", "double"] {
            let floor = try BuiltProgram.calcEval.run([
                "--backend", backend, "--fractions", "always", "-x", "floor(2.5)/4",
            ])
            #expect(floor.lines == ["1/2"], "\(backend)")
        }
    }

    @Test func unknownSetting() throws {
        let output = try BuiltProgram.calcEval.run(["--fractions", "sometimes", "-x", "1/3"])
        #expect(output.status != 0)
        #expect(output.errorLines.first?.contains("accepted: off, auto, always, mixed") == true, "\(output.errorLines)")
    }
}

/// Line numbers and reasons that the command line's mix of inputs and modes must keep straight.
@Suite struct CommandLineNumberingTests {
    /// `-e` scripts and `-x` expressions are numbered together, so each has its own line in TSV and json.
    @Test func scriptsAndExpressionsCountOnTogether() throws {
        let output = try BuiltProgram.calcEval.run(["--format", "tsv", "-e", "1 =", "-x", "2+", "-e", "3 ="])
        #expect(output.lines.map { $0.split(separator: "\t").first.map(String.init) } == ["1", "2", "3"])
        #expect(output.errorLines == ["-x:2:2: '+' needs a number after it"])
    }

    /// In programmer mode x ÷ 0 is a division by zero, as outside it (0 ÷ 0 has no result either way), and
    /// C's `&&` and `||` are named, with the bitwise operator suggested.
    @Test func programmerDivisionByZeroAndLogicalOperators() throws {
        let json = try BuiltProgram.calcEval.run(["--programmer", "--format", "json", "-e", "5 / 0 =", "-e", "0 / 0 ="])
        #expect(json.lines[0].contains(#""reason":"divisionByZero""#), "\(json.lines)")
        #expect(json.lines[1].contains(#""reason":"invalidOperation""#), "\(json.lines)")
        let logical = try BuiltProgram.calcEval.run(["--programmer", "-x", "5 && 3", "-x", "5 || 3"])
        #expect(
            logical.errorLines == [
                "-x:1:3: unknown name '&&' (did you mean '&'?)", "-x:2:3: unknown name '||' (did you mean '|'?)",
            ])
    }
}
