import CalcTestSupport
import Testing

/// `--check` on the engine's golden tables (Tests/Tables): every line passes on every backend it is for.
@Suite struct BehaviourTableTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var table: String
        var options: [String]
        var testDescription: String { "\(table) \(options.joined(separator: " "))" }
    }

    static let cases: [Case] = [
        Case(table: "Tests/Tables/behaviour.check", options: ["--backend", "double"]),
        Case(table: "Tests/Tables/behaviour.check", options: ["--ieee"]),
        Case(table: "Tests/Tables/behaviour.check", options: ["--precision", "256", "--digits", "15"]),
        Case(table: "Tests/Tables/immediate.check", options: ["--mode", "immediate", "--backend", "double"]),
        Case(table: "Tests/Tables/immediate.check", options: ["--mode", "immediate", "--backend", "mpfr"]),
        Case(table: "Tests/Tables/immediate.check", options: ["--mode", "immediate", "--ieee"]),
        Case(table: "Tests/Tables/double-range.check", options: ["--backend", "double"]),
        Case(table: "Tests/Tables/double-range.check", options: ["--ieee"]),
        Case(table: "Tests/Tables/correctly-rounded.check", options: ["--backend", "double"]),
        Case(table: "Tests/Tables/correctly-rounded.check", options: ["--ieee"]),
        Case(
            table: "Tests/Tables/correctly-rounded-functions.check", options: ["--backend", "double", "--digits", "17"]),
        Case(table: "Tests/Tables/correctly-rounded-functions.check", options: ["--ieee", "--digits", "17"]),
        Case(table: "Tests/Tables/mpfr-range.check", options: ["--precision", "256", "--digits", "15"]),
        Case(table: "Tests/Tables/snap.check", options: ["--backend", "double"]),
        Case(table: "Tests/Tables/snap.check", options: ["--ieee"]),
        Case(table: "Tests/Tables/snap.check", options: ["--precision", "256", "--digits", "15"]),
        Case(table: "Tests/Tables/snap.check", options: ["--backend", "exact", "--digits", "15"]),
        Case(table: "Tests/Tables/snap.check", options: ["--precision", "64", "--correct-digits"]),
        Case(table: "Tests/Tables/snap.check", options: ["--digits", "15", "--correct-digits"]),
        Case(
            table: "Tests/Tables/snap.check", options: ["--backend", "exact", "--precision", "64", "--correct-digits"]),
        Case(table: "Tests/Tables/snap.check", options: ["--backend", "exact", "--digits", "15", "--correct-digits"]),
        Case(table: "Tests/Tables/no-snap.check", options: ["--backend", "double", "--no-snap"]),
        Case(table: "Tests/Tables/no-snap.check", options: ["--ieee", "--no-snap"]),
        Case(table: "Examples/golden.check", options: ["--backend", "double"]),
        Case(table: "Tests/Tables/programmer.check", options: ["--programmer", "--backend", "double"]),
        Case(table: "Tests/Tables/programmer.check", options: ["--programmer"]),
        Case(table: "Tests/Tables/programmer.check", options: ["--programmer", "--backend", "exact"]),
        Case(table: "Tests/Tables/expressions.check", options: ["--expressions", "--backend", "double"]),
        Case(table: "Tests/Tables/expressions.check", options: ["--expressions", "--ieee"]),
        Case(
            table: "Tests/Tables/expressions.check", options: ["--expressions", "--precision", "256", "--digits", "15"]),
        Case(
            table: "Tests/Tables/expressions.check",
            options: ["--expressions", "--mode", "immediate", "--backend", "double"]
        ),
        Case(
            table: "Tests/Tables/complex-peers.check", options: ["--expressions", "--complex", "--backend", "double"]),
        Case(table: "Tests/Tables/complex-peers.check", options: ["--expressions", "--complex", "--ieee"]),
        Case(
            table: "Tests/Tables/complex-peers.check",
            options: ["--expressions", "--complex", "--precision", "256", "--digits", "15"]),
        Case(
            table: "Tests/Tables/complex-peers.check",
            options: ["--expressions", "--complex", "--backend", "exact", "--digits", "15"]),
    ]

    @Test(arguments: cases)
    func tablePasses(_ c: Case) throws {
        let output = try BuiltProgram.calcEval.run(c.options + ["--check", c.table])
        #expect(output.standardError == "")
        #expect(output.lines == ["\(try checkLineCount(c.table)) passed, 0 failed"])
        #expect(output.status == 0)
    }

    /// The same tables with `--jobs 1` (one thread) give the same result.
    @Test func behaviourTableOnOneThread() throws {
        let output = try BuiltProgram.calcEval.run([
            "--backend", "double", "--jobs", "1", "--check", "Tests/Tables/behaviour.check",
        ])
        #expect(output.status == 0)
        #expect(output.lines == ["\(try checkLineCount("Tests/Tables/behaviour.check")) passed, 0 failed"])
    }

    /// The range tables are backend-specific: the Double table fails on MPFR's wider range and vice versa,
    /// which shows that --check really compares.
    @Test func rangeTablesAreBackendSpecific() throws {
        let double = try BuiltProgram.calcEval.run([
            "--precision", "256", "--digits", "15", "--check", "Tests/Tables/double-range.check",
        ])
        #expect(double.status == 1)
        let mpfr = try BuiltProgram.calcEval.run(["--backend", "double", "--check", "Tests/Tables/mpfr-range.check"])
        #expect(mpfr.status == 1)
        #expect(mpfr.lines.last?.hasSuffix(" failed") == true)
        #expect(mpfr.lines.first?.hasPrefix("Tests/Tables/mpfr-range.check:") == true)
    }
}
