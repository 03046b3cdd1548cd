import CalcTestSupport
import Testing

/// `calc-eval --complex`, `--complex-form`, json's `re` and `im`, `--compare` per part, end to end.
@Suite struct ComplexOptionTests {
    /// `i` and the complex keys work without `--complex`; real inputs that leave the reals stay Error.
    @Test func complexKeysWithoutTheSetting() throws {
        let output = try BuiltProgram.calcEval.run([
            "--backend", "double", "-x", "(1+i)(2+3i)", "-x", "e^(iπ)", "-x", "arg(-i)", "-x", "abs(3+4i)", "-x",
            "sqrt(-4)", "-x", "ln(-1)", "-x", "i^2", "-x", "conj(3+4i)", "-x", "re(3+4i)", "-x", "im(3+4i)",
        ])
        #expect(output.lines == ["-1+5i", "-1", "-90", "5", "Error", "Error", "-1", "3-4i", "3", "4"])
    }

    /// With `--complex`, the issue's examples on each backend.
    @Test(arguments: ["double", "mpfr", "exact"])
    func complexResults(backend: String) throws {
        let output = try BuiltProgram.calcEval.run([
            "--backend", backend, "--digits", "15", "--complex", "--angle", "rad", "-x", "sqrt(-4)", "-x", "ln(-1)",
            "-x", "(-8)^(1/3)", "-x", "asin(2)", "-x", "acosh(0.5)", "-x", "ln(-e)", "-x", "arg(0)", "-x", "i!",
        ])
        #expect(
            output.lines == [
                "2i", "3.14159265358979i", "1+1.73205080756888i", "1.5707963267949-1.31695789692482i",
                "1.0471975511966i", "1+3.14159265358979i", "Error", "Error",
            ], "\(backend): \(output.lines)")
    }

    /// In a session, `ans` and variables hold complex results on each backend (Gaussian products stay
    /// exact on the exact backend).
    @Test(arguments: ["double", "mpfr", "exact"])
    func sessionsKeepComplexResults(backend: String) throws {
        let output = try BuiltProgram.calcEval.run(
            ["--backend", backend, "--session", "--complex", "--expressions", "--format", "tsv", "--digits", "15"],
            input: "(1+i)(2+3i)\nans*conj(ans)\nw = sqrt(-9) - 1\nw^2\nans + 8 + 6i\n")
        #expect(
            output.lines == [
                "1\t(1+i)(2+3i)\t-1+5i", "2\tans*conj(ans)\t26", "3\tw = sqrt(-9) - 1\t-1+3i", "4\tw^2\t-8-6i",
                "5\tans + 8 + 6i\t0",
            ], "\(backend): \(output.lines)")
    }

    @Test func keyScriptsAndPolarEntry() throws {
        let output = try BuiltProgram.calcEval.run([
            "--backend", "double", "-e", "i * i =", "-e", "2 polar 90 =", "-e", "1 + i = sqr", "-e", "i neg",
            "-e", "3 + 4 * i = inv",
        ])
        #expect(output.lines == ["-1", "2i", "2i", "-i", "0.12-0.16i"])
    }

    @Test func polarForm() throws {
        let output = try BuiltProgram.calcEval.run([
            "--backend", "double", "--complex-form", "polar", "-x", "3+4i", "-x", "2i", "-x", "7",
        ])
        #expect(output.lines == ["5∠53.130102354156", "2∠90", "7"])
        let refused = try BuiltProgram.calcEval.run(["--complex-form", "round", "-x", "1"])
        #expect(refused.status != 0)
        #expect(refused.errorLines == ["calc-eval: --complex-form: unknown form 'round' (accepted: rect, polar)"])
    }

    /// json gains `re` and `im` for a complex result only.
    @Test func jsonParts() throws {
        let output = try BuiltProgram.calcEval.run([
            "--backend", "double", "--format", "json", "--complex", "-x", "sqrt(-4)", "-x", "1.5-0.5i", "-x", "2",
        ])
        #expect(output.lines.count == 3)
        #expect(output.lines[0].contains(#""display":"2i""#) && output.lines[0].contains(#""re":"0","im":"2""#))
        #expect(output.lines[1].contains(#""re":"1.5","im":"-0.5""#))
        #expect(!output.lines[2].contains(#""re""#) && !output.lines[2].contains(#""im""#))
    }

    /// `--compare` compares each part: Double's digits of both parts.
    @Test func comparePerPart() throws {
        let output = try BuiltProgram.calcEval.run(["--complex", "--compare", "-x", "sqrt(2i)", "-x", "e^(i)"])
        #expect(output.lines.count == 3)
        #expect(output.lines[0] == "sqrt(2i)\tdouble: 1+i\tmpfr: 1+i\tshared digits: 15\texact: 1+i")
        #expect(output.lines[1].hasPrefix("e^(i)\tdouble: 0.54030230586814+0.841470984807897i\t"))
        #expect(output.lines[1].contains("shared digits: 15"))
    }

    /// Programmer mode and verified digits refuse complex values.
    @Test func refusedWhereComplexValuesDoNotExist() throws {
        let output = try BuiltProgram.calcEval.run(["--programmer", "-x", "i", "-e", "1 re"])
        #expect(output.lines == ["Error", "Error"])
        let verified = try BuiltProgram.calcEval.run(["--correct-digits", "-x", "1+i", "-x", "1+1"])
        #expect(verified.lines == ["Error", "2"])
        // json names the limit.
        let json = try BuiltProgram.calcEval.run(["--correct-digits", "--format", "json", "-x", "1+i", "-x", "1+1"])
        #expect(json.lines.count == 2)
        #expect(json.lines[0].hasSuffix(#","reason":"unprovable"}"#), "\(json.lines)")
        #expect(!json.lines[1].contains("reason"))
    }

    /// Every Error line of json says why.
    @Test func jsonReasons() throws {
        let output = try BuiltProgram.calcEval.run([
            "--backend", "double", "--format", "json", "-x", "1/0", "-x", "sqrt(-1)", "-x", "10^400", "-e", "1 / 0 =",
        ])
        #expect(
            output.lines.map { $0.components(separatedBy: #""reason":""#).last?.prefix(while: { $0 != "\"" }) } == [
                "divisionByZero", "invalidOperation", "overflow", "divisionByZero",
            ])
    }
}
