import CalcTestSupport
import Foundation
import Testing

/// Unknown keys, unreadable text, missing files and bad options.
@Suite struct ErrorHandlingTests {
    @Test func unknownKeys() throws {
        let input = "2 + 3 =\n4 sqtr\n  1 + xyz =\n9 sqrt\n"
        let output = try BuiltProgram.calcEval.run(["--backend", "double"], input: input)
        #expect(output.status == 2)
        #expect(output.lines == ["5", "?", "?", "3"])
        #expect(
            output.errorLines == [
                "<stdin>:2:3: unknown key 'sqtr' (did you mean 'sqrt'?)",
                "<stdin>:3:7: unknown key 'xyz'",
            ])
    }

    @Test func unknownKeyInAFileIsNamedByItsPath() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let file = try directory.write("typo.keys", "1 + 1 =\n\n# comment\n2 × 3 =  5 fatc\n")
        let output = try BuiltProgram.calcEval.run([file])
        #expect(output.status == 2)
        #expect(output.lines == ["2", "?"])
        #expect(output.errorLines == ["\(file):4:12: unknown key 'fatc' (did you mean 'fact'?)"])
    }

    /// Columns count characters, not bytes; the first unknown token of a line is reported.
    @Test func columnsCountCharacters() throws {
        let output = try BuiltProgram.calcEval.run(["-e", "π × √ 2 qqq worse"])
        #expect(output.status == 2)
        #expect(output.lines == ["?"])
        #expect(output.errorLines == ["-e:1:9: unknown key 'qqq'"])
    }

    @Test(arguments: [
        ("sqtr", "sqrt"), ("SQRT", "sqrt"), ("mr", "MR"), ("fatc", "fact"), ("sni", "sin"), ("cosh2", "cosh"),
    ])
    func suggestions(_ typo: String, _ suggestion: String) throws {
        let output = try BuiltProgram.calcEval.run(["-e", "4 \(typo)"])
        #expect(output.status == 2)
        #expect(output.lines == ["?"])
        #expect(output.errorLines == ["-e:1:3: unknown key '\(typo)' (did you mean '\(suggestion)'?)"])
    }

    /// A token of digits with two points is malformed: it is an unknown key.
    @Test func malformedNumberToken() throws {
        let output = try BuiltProgram.calcEval.run(["-e", "1.2.3 + 1 =", "-e", "1 + 1 ="])
        #expect(output.status == 2)
        #expect(output.lines == ["?", "2"])
        #expect(output.errorLines == ["-e:1:1: unknown key '1.2.3'"])
    }

    @Test func invalidUTF8() throws {
        var input = Data("1 + 1 =\n".utf8)
        input.append(contentsOf: Array("π + ".utf8) + [0xFF, 0xFE] + Array(" 2 =\n".utf8))
        input.append(contentsOf: Array("3 * 3 =\n".utf8))
        let output = try BuiltProgram.calcEval.run(["--backend", "double"], input: input)
        #expect(output.status == 2)
        #expect(output.lines == ["2", "?", "9"])
        #expect(output.errorLines == ["<stdin>:2:5: invalid UTF-8"])
    }

    @Test func nulByte() throws {
        var input = Data("1 + 1 =\n".utf8)
        input.append(contentsOf: Array("3 × ".utf8) + [0] + Array(" 4 =\n".utf8))
        input.append(contentsOf: Array("2 * 2 =".utf8))  // and no final newline
        let output = try BuiltProgram.calcEval.run(["--backend", "double"], input: input)
        #expect(output.status == 2)
        #expect(output.lines == ["2", "?", "4"])
        #expect(output.errorLines == ["<stdin>:2:5: NUL byte in line"])
    }

    @Test func unreadableLinesInJSON() throws {
        let input = Data([0xC3, 0x28, 0x0A] + Array("1 =\n".utf8))
        let output = try BuiltProgram.calcEval.run(["--format", "json"], input: input)
        #expect(output.status == 2)
        let objects = jsonObjects(output.lines)
        #expect(objects.map { $0["display"] as? String } == ["?", "1"])
        #expect(objects.map { $0["line"] as? Int } == [1, 2])
    }

    @Test func missingFile() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let a = try directory.write("a.keys", "1 + 1 =\n")
        let b = try directory.write("b.keys", "2 + 2 =\n")
        let missing = directory.url.appendingPathComponent("missing.keys").path
        let output = try BuiltProgram.calcEval.run([a, missing, b])
        #expect(output.status == 2)
        #expect(output.lines == ["2", "4"])
        #expect(output.errorLines.count == 1)
        #expect(output.errorLines.first?.contains(missing) == true)
        // A directory is not a script file either.
        let directoryOutput = try BuiltProgram.calcEval.run([directory.url.path, a])
        #expect(directoryOutput.status == 2)
        #expect(directoryOutput.lines == ["2"])
        #expect(directoryOutput.errorLines.count == 1)
    }

    /// `Error` is a display like any other: exit status 0.
    @Test func errorDisplayIsSuccess() throws {
        for backend in [["--backend", "double"], ["--backend", "mpfr"], ["--ieee"]] {
            let output = try BuiltProgram.calcEval.run(
                backend + ["-e", "1 / 0 =", "-e", "4 neg sqrt", "-e", "0 ln", "-e", "90 tan"])
            #expect(output.status == 0)
            #expect(output.standardError == "")
            #expect(output.lines == ["Error", "Error", "Error", "Error"])
        }
    }

    struct BadOption: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var option: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let badOptions: [BadOption] = [
        BadOption(arguments: ["--precision", "0"], option: "--precision"),
        BadOption(arguments: ["--precision", "1e9"], option: "--precision"),
        BadOption(arguments: ["--precision", "1000000000"], option: "--precision"),
        BadOption(arguments: ["--precision", "1"], option: "--precision"),
        BadOption(arguments: ["--precision", "-5"], option: "--precision"),
        BadOption(arguments: ["--precision", "abc"], option: "--precision"),
        BadOption(arguments: ["--digits", "-3"], option: "--digits"),
        BadOption(arguments: ["--digits", "0"], option: "--digits"),
        BadOption(arguments: ["--digits", "100", "--backend", "double"], option: "--digits"),
        BadOption(arguments: ["--digits", "18", "--ieee"], option: "--digits"),
        BadOption(arguments: ["--precision", "53", "--digits", "40"], option: "--digits"),
        BadOption(arguments: ["--digits", "99999999"], option: "--digits"),
        BadOption(arguments: ["--backend", "double", "--precision", "100"], option: "--precision"),
        BadOption(arguments: ["--backend", "foo"], option: "--backend"),
        BadOption(arguments: ["--mode", "x"], option: "--mode"),
        BadOption(arguments: ["--angle", "turn"], option: "--angle"),
        BadOption(arguments: ["--format", "x"], option: "--format"),
        BadOption(arguments: ["--seed", "-1"], option: "--seed"),
        BadOption(arguments: ["--seed", "x"], option: "--seed"),
        BadOption(arguments: ["--jobs", "0"], option: "--jobs"),
        BadOption(arguments: ["--jobs", "many"], option: "--jobs"),
        BadOption(arguments: ["--foo"], option: "--foo"),
        BadOption(arguments: ["-z"], option: "-z"),
        BadOption(arguments: ["--ieee", "--backend", "double"], option: "--ieee"),
        BadOption(arguments: ["--trace=yes"], option: "--trace"),
        BadOption(arguments: ["--check", "--trace"], option: "--check"),
    ]

    @Test(arguments: badOptions)
    func badOption(_ bad: BadOption) throws {
        let output = try BuiltProgram.calcEval.run(bad.arguments + ["-e", "1 + 1 ="], input: "2 + 2 =\n")
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        #expect(output.errorLines.count == 1)
        #expect(output.standardError.contains(bad.option))
    }

    /// Out-of-range values name the accepted range.
    @Test func messagesNameTheRange() throws {
        let precision = try BuiltProgram.calcEval.run(["--precision", "0", "-e", "1"])
        #expect(precision.errorLines == ["calc-eval: --precision: 0 is out of range (2...16777216 bits)"])
        let digits = try BuiltProgram.calcEval.run(["--backend", "double", "--digits", "100", "-e", "1"])
        #expect(digits.errorLines.first?.contains("1...17") == true)
        let mpfrDigits = try BuiltProgram.calcEval.run(["--precision", "53", "--digits", "40", "-e", "1"])
        #expect(mpfrDigits.errorLines.first?.contains("1...17") == true)
        let backend = try BuiltProgram.calcEval.run(["--backend", "foo", "-e", "1"])
        #expect(backend.errorLines.first?.contains("double") == true)
        #expect(backend.errorLines.first?.contains("mpfr") == true)
    }

    /// An option that needs a value, given last, is an error (not a hang on standard input).
    @Test(arguments: [
        "--precision", "--digits", "--backend", "--mode", "--angle", "--format", "--seed", "--jobs", "-e",
    ])
    func missingValue(_ option: String) throws {
        let output = try BuiltProgram.calcEval.run([option], input: "1 + 1 =\n")
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        #expect(output.errorLines.count == 1)
        #expect(output.standardError.contains(option))
    }

    /// A bad option stops everything, even when it comes after the scripts.
    @Test func badOptionAfterScripts() throws {
        let output = try BuiltProgram.calcEval.run(["-e", "1 + 1 =", "Examples/tour.keys", "--precision", "0"])
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
    }
}
