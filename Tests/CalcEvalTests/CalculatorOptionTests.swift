import CalcTestSupport
import Testing

/// `--mode`, `--angle`, `--no-snap`, `--seed` and `--session`: how the calculator behaves.
@Suite struct CalculatorOptionTests {
    static let backends: [[String]] = [["--backend", "double"], ["--backend", "mpfr"], ["--ieee"]]

    @Test(arguments: backends)
    func mode(_ backend: [String]) throws {
        let scripts = ["-e", "2 + 3 * 4 =", "-e", "2 + 3 * 4 = =", "-e", "1 + 2 pow 3 ="]
        #expect(try BuiltProgram.calcEval.run(backend + scripts).lines == ["14", "56", "9"])
        #expect(
            try BuiltProgram.calcEval.run(backend + ["--mode", "precedence"] + scripts).lines == ["14", "56", "9"])
        #expect(
            try BuiltProgram.calcEval.run(backend + ["--mode", "immediate"] + scripts).lines == ["20", "80", "27"])
        #expect(try BuiltProgram.calcEval.run(backend + ["--mode=immediate"] + scripts).lines == ["20", "80", "27"])
    }

    @Test(arguments: backends)
    func angle(_ backend: [String]) throws {
        let scripts = ["-e", "30 sin", "-e", "90 cos", "-e", "pi / 2 = sin", "-e", "1 atan"]
        #expect(try BuiltProgram.calcEval.run(backend + scripts).lines.prefix(2) == ["0.5", "0"])
        #expect(try BuiltProgram.calcEval.run(backend + ["--angle", "deg"] + scripts).lines.prefix(2) == ["0.5", "0"])
        let radians = try BuiltProgram.calcEval.run(backend + ["--angle", "rad"] + scripts)
        #expect(radians.status == 0)
        #expect(radians.lines[0].hasPrefix("-0.98803162409286"))  // sin 30 rad
        #expect(radians.lines[1].hasPrefix("-0.44807361612917"))  // cos 90 rad
        #expect(radians.lines[2] == "1")
        #expect(radians.lines[3].hasPrefix("0.78539816339744"))  // π/4
        // The deg and rad keys still switch inside a script.
        #expect(try BuiltProgram.calcEval.run(backend + ["--angle", "rad", "-e", "deg 30 sin"]).lines == ["0.5"])
        let radianScript = try BuiltProgram.calcEval.run(backend + ["-e", "rad pi / 6 = sin"])
        #expect(radianScript.lines.first?.hasPrefix("0.5") == true)
    }

    /// Trigonometry in radians on huge MPFR arguments finishes quickly (it once took minutes and stalled
    /// a whole batch); whatever it shows, it is a display, not `?`.
    @Test func radiansOnHugeArgumentsFinish() throws {
        let started = ContinuousClock.now
        let output = try BuiltProgram.calcEval.run([
            "-e", "rad 1 EE 30000000 = sin", "-e", "sqr 212 782 261 − rad exp tan", "-e", "1 + 1 =",
        ])
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(output.status == 0)
        #expect(output.lines.count == 3)
        #expect(!output.lines.contains("?"))
        #expect(output.lines.last == "2")
    }

    @Test func noSnapOnDouble() throws {
        let scripts = ["-e", "0.1 + 0.2 - 0.3 =", "-e", "2 sqrt sqr - 2 ="]
        #expect(try BuiltProgram.calcEval.run(["--backend", "double"] + scripts).lines == ["0", "0"])
        let residue = try BuiltProgram.calcEval.run(["--backend", "double", "--no-snap"] + scripts)
        #expect(residue.status == 0)
        #expect(residue.lines == ["5.55111512312578e-17", "4.44089209850063e-16"])
        #expect(try BuiltProgram.calcEval.run(["--ieee", "--no-snap"] + scripts).lines == residue.lines)
    }

    @Test func noSnapOnMPFR() throws {
        let script = ["-e", "2 sqrt sqr - 2 ="]
        #expect(try BuiltProgram.calcEval.run(script).lines == ["0"])
        let residue = try BuiltProgram.calcEval.run(["--no-snap"] + script)
        #expect(residue.status == 0)
        let display = try #require(residue.lines.first)
        #expect(display != "0")
        #expect(display.contains("e-7"))  // a residue near 2^-256·2 ≈ 1e-77
    }

    @Test(arguments: backends)
    func seed(_ backend: [String]) throws {
        func rand(_ seed: String?) throws -> String {
            let output = try BuiltProgram.calcEval.run(backend + (seed.map { ["--seed", $0] } ?? []) + ["-e", "rand"])
            #expect(output.status == 0)
            let display = try #require(output.lines.first)
            #expect(display.hasPrefix("0.") || display == "0")
            return display
        }
        let one = try rand("1")
        #expect(try rand("1") == one)
        #expect(try rand("2") != one)
        #expect(try rand("12345") != one)
        #expect(try rand(nil) == rand("0"))
        #expect(try rand("18446744073709551615") == rand("18446744073709551615"))
    }

    /// Without a session every line starts a fresh calculator, so `rand` repeats; in a session it moves on.
    @Test func seedWithAndWithoutSession() throws {
        let fresh = try BuiltProgram.calcEval.run(["--seed", "7", "-e", "rand", "-e", "rand"])
        #expect(fresh.lines.count == 2)
        #expect(fresh.lines[0] == fresh.lines[1])
        let session = try BuiltProgram.calcEval.run(["--seed", "7", "--session", "-e", "rand", "-e", "rand"])
        #expect(session.lines.count == 2)
        #expect(session.lines[0] == fresh.lines[0])
        #expect(session.lines[0] != session.lines[1])
    }

    @Test(arguments: backends)
    func session(_ backend: [String]) throws {
        let input = """
            5 +
            3 =
            M+
            AC MR
            * 2 =
            3 M+ AC
            MR

            """
        let session = try BuiltProgram.calcEval.run(backend + ["--session"], input: input)
        #expect(session.status == 0)
        // Pending `5 +` survives into the next line; memory survives too.
        #expect(session.lines == ["5", "8", "8", "8", "16", "0", "11"])
        let fresh = try BuiltProgram.calcEval.run(backend, input: input)
        #expect(fresh.status == 0)
        #expect(fresh.lines == ["5", "3", "0", "0", "0", "0", "0"])
    }

    @Test func sessionKeepsErrorStateAcrossLines() throws {
        let output = try BuiltProgram.calcEval.run(["--session", "-e", "1 / 0 =", "-e", "+", "-e", "2 + 3 ="])
        #expect(output.lines == ["Error", "Error", "5"])
    }

    @Test func sessionWithMultipleFilesAndJobs() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let a = try directory.write("a.keys", "1 +\n2 +\n")
        let b = try directory.write("b.keys", "3 =\n")
        let output = try BuiltProgram.calcEval.run(["--session", "--jobs", "2", a, b])
        #expect(output.lines == ["1", "3", "6"])
    }
}
