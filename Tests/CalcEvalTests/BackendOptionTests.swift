import CalcTestSupport
import Foundation
import Testing

/// `--backend`, `--precision`, `--digits` and `--ieee`: which backend, how many bits and how many digits.
@Suite struct BackendOptionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var backend: String
        var precision: Int
        var digits: Int
        var testDescription: String { arguments.isEmpty ? "(defaults)" : arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        // Defaults: MPFR, 256 bits, 50 digits.
        Case(arguments: [], backend: "mpfr", precision: 256, digits: 50),
        Case(arguments: ["--backend", "mpfr"], backend: "mpfr", precision: 256, digits: 50),
        // Double: 53 bits, 15 digits.
        Case(arguments: ["--backend", "double"], backend: "double", precision: 53, digits: 15),
        Case(arguments: ["--backend", "double", "--digits", "10"], backend: "double", precision: 53, digits: 10),
        // Only --digits D: ⌈D·log₂10⌉ + 64 bits.
        Case(arguments: ["--digits", "30"], backend: "mpfr", precision: 164, digits: 30),  // ⌈99.66⌉ + 64
        Case(arguments: ["--digits", "15"], backend: "mpfr", precision: 114, digits: 15),  // ⌈49.83⌉ + 64
        Case(arguments: ["--digits", "100"], backend: "mpfr", precision: 397, digits: 100),  // ⌈332.19⌉ + 64
        Case(arguments: ["--digits", "1"], backend: "mpfr", precision: 68, digits: 1),  // ⌈3.32⌉ + 64
        // Only --precision P: ⌊(P−1)·log₁₀2⌋ digits.
        Case(arguments: ["--precision", "53"], backend: "mpfr", precision: 53, digits: 15),
        Case(arguments: ["--precision", "100"], backend: "mpfr", precision: 100, digits: 29),
        Case(arguments: ["--precision", "1000"], backend: "mpfr", precision: 1000, digits: 300),
        Case(arguments: ["--precision", "24"], backend: "mpfr", precision: 24, digits: 6),
        // Both given.
        Case(arguments: ["--precision", "256", "--digits", "15"], backend: "mpfr", precision: 256, digits: 15),
        Case(arguments: ["--precision=200", "--digits=20"], backend: "mpfr", precision: 200, digits: 20),
        // IEEE mode: 53 bits and 15 digits.
        Case(arguments: ["--ieee"], backend: "mpfr-ieee", precision: 53, digits: 15),
        Case(arguments: ["--ieee", "--backend", "mpfr"], backend: "mpfr-ieee", precision: 53, digits: 15),
    ]

    @Test(arguments: cases)
    func jsonReportsBackendPrecisionAndDigits(_ c: Case) throws {
        let output = try BuiltProgram.calcEval.run(c.arguments + ["--format", "json", "-e", "1 / 3 ="])
        #expect(output.status == 0)
        #expect(output.standardError == "")
        let objects = jsonObjects(output.lines)
        try #require(objects.count == 1)
        let object = objects[0]
        #expect(object["backend"] as? String == c.backend)
        #expect(object["precision"] as? Int == c.precision)
        #expect(object["digits"] as? Int == c.digits)
        // 1/3 shows exactly D threes.
        #expect(object["display"] as? String == "0." + String(repeating: "3", count: c.digits))
    }

    @Test func displaysFollowTheDigits() throws {
        let cases: [([String], String)] = [
            (["--backend", "double"], "0.666666666666667"),
            ([], "0.66666666666666666666666666666666666666666666666667"),
            (["--ieee"], "0.666666666666667"),
            (["--precision", "53"], "0.666666666666667"),
            (["--digits", "20"], "0.66666666666666666667"),
            (["--precision", "64", "--digits", "19"], "0.6666666666666666667"),
        ]
        for (arguments, expected) in cases {
            let output = try BuiltProgram.calcEval.run(arguments + ["-e", "2 / 3 ="])
            #expect(output.status == 0)
            #expect(output.lines == [expected], "\(arguments)")
        }
    }

    /// Double's range ends near 1.8e308; MPFR's default range is far wider; IEEE mode has Double's.
    @Test func rangeDependsOnTheBackend() throws {
        let script = ["-e", "1 EE 308 * 10 =", "-e", "1 EE 400 * 1 EE 400 ="]
        #expect(try BuiltProgram.calcEval.run(["--backend", "double"] + script).lines == ["Error", "Error"])
        #expect(try BuiltProgram.calcEval.run(["--ieee"] + script).lines == ["Error", "Error"])
        #expect(try BuiltProgram.calcEval.run(script).lines == ["1e309", "1e800"])
        let output = try BuiltProgram.calcEval.run(["--precision", "256", "--digits", "15"] + script)
        #expect(output.lines == ["1e309", "1e800"])
    }

    /// IEEE mode has subnormals like Double: 1e-320 is representable (inexactly).
    @Test func ieeeModeHasSubnormals() throws {
        let script = ["-e", "1 EE 320 neg =", "-e", "1 EE 400 neg * 1 EE 400 neg ="]
        let double = try BuiltProgram.calcEval.run(["--backend", "double"] + script)
        let ieee = try BuiltProgram.calcEval.run(["--ieee"] + script)
        #expect(double.status == 0)
        #expect(ieee.lines == double.lines)
        #expect(ieee.lines.last == "0")
    }

    @Test func higherPrecisionShowsMoreCorrectDigits() throws {
        // √2 to 60 digits: 1.41421356237309504880168872420969807856967187537694807317668
        let output = try BuiltProgram.calcEval.run(["--digits", "60", "-e", "2 sqrt"])
        #expect(output.lines == ["1.41421356237309504880168872420969807856967187537694807317668"])
        let double = try BuiltProgram.calcEval.run(["--backend", "double", "-e", "2 sqrt"])
        #expect(double.lines == ["1.4142135623731"])
    }
}
