import CalcTestSupport
import Foundation
import Testing

/// `--jobs N`: parallel evaluation gives byte-identical output, in input order, to `--jobs 1`.
@Suite struct JobsTests {
    /// About 50,000 lines of random scripts (numbers, operators, unary keys, parentheses, memory, symbols,
    /// trailing comments) with blank lines, comment lines and lines with an unknown key.

    struct GeneratedInput {
        var text: String
        var lineCount: Int
        var scriptCount: Int
        var unknownKeyLines: Int
    }

    static func generate(seed: UInt64, lines: Int = 50_000) -> GeneratedInput {
        var random = SplitMix64(seed: seed)
        let keys = [
            "+", "-", "*", "/", "=", "=", "=", "%", "neg", "sqrt", "sqr", "cube", "cbrt", "inv", "pow", "root",
            "EE", "(", ")", "M+", "M-", "MR", "MC", "C", "AC", "back", "sin", "cos", "tan", "atan", "ln", "log",
            "exp", "fact", "pi", "e", "rand", "×", "÷", "−", "√", "π", "±", "x²", "1/x", "!", "CE", ".", "deg",
            "rad", "sinh", "tanh", "pow2", "pow10", "log2",
        ]
        let unknown = ["sqtr", "plus", "xyz", "M*", "1.2.3", "==", "fatc"]
        var text = ""
        var scripts = 0
        var unknownLines = 0
        for n in 0..<lines {
            let kind = Int.random(in: 0..<100, using: &random)
            if kind < 3 {
                text += "\n"
                continue
            }
            if kind < 6 {
                text += "# comment \(n)\n"
                continue
            }
            var tokens: [String] = []
            for _ in 0..<Int.random(in: 1...10, using: &random) {
                switch Int.random(in: 0..<10, using: &random) {
                case 0...3: tokens.append(String(Int.random(in: 0...999, using: &random)))
                case 4:
                    tokens.append("\(Int.random(in: 0...99, using: &random)).\(Int.random(in: 0...99, using: &random))")
                default: tokens.append(keys.randomElement(using: &random)!)
                }
            }
            if kind < 8 {
                tokens.insert(
                    unknown.randomElement(using: &random)!, at: Int.random(in: 0...tokens.count, using: &random))
                unknownLines += 1
            }
            var line = tokens.joined(separator: Bool.random(using: &random) ? " " : "  ")
            if kind >= 95 { line += "   # note" }
            text += line + "\n"
            scripts += 1
        }
        return GeneratedInput(text: text, lineCount: lines, scriptCount: scripts, unknownKeyLines: unknownLines)
    }

    /// Runs the same arguments with `--jobs 1` and `--jobs 2`, requires identical results and returns them.
    static func compareJobs(_ arguments: [String], file: String) throws -> ProcessOutput {
        let one = try BuiltProgram.calcEval.run(arguments + ["--jobs", "1", file])
        let two = try BuiltProgram.calcEval.run(arguments + ["--jobs", "2", file])
        #expect(one.status == two.status)
        #expect(one.standardOutput == two.standardOutput, "--jobs 2 output differs from --jobs 1")
        #expect(one.standardError == two.standardError, "--jobs 2 messages differ from --jobs 1")
        return one
    }

    @Test func text() throws {
        let input = Self.generate(seed: 1)
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let file = try directory.write("mixed.keys", input.text)
        let output = try Self.compareJobs(["--backend", "double"], file: file)
        #expect(output.status == 2)
        #expect(output.lines.count == input.scriptCount)
        #expect(output.lines.filter { $0 == "?" }.count == input.unknownKeyLines)
        #expect(output.errorLines.count == input.unknownKeyLines)
        // Messages are in input order.
        let lineNumbers = output.errorLines.compactMap { Int($0.split(separator: ":")[1]) }
        #expect(lineNumbers.count == output.errorLines.count)
        #expect(lineNumbers == lineNumbers.sorted())
    }

    /// MPFR (256 bits, 50 digits) on fewer lines: a debug build evaluates about 3,000 MPFR lines a second.
    @Test func textOnMPFR() throws {
        let input = Self.generate(seed: 4, lines: 5_000)
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let file = try directory.write("mixed.keys", input.text)
        let output = try Self.compareJobs([], file: file)
        #expect(output.status == 2)
        #expect(output.lines.count == input.scriptCount)
    }

    /// JSON with traces, and then `--check` on golden lines made from those traces (20,000 lines: three
    /// chunks of 8,192; every trace is decoded with Foundation, which took most of 35 s at 50,000).
    @Test func jsonAndCheck() throws {
        let input = Self.generate(seed: 2, lines: 20_000)
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let file = try directory.write("mixed.keys", input.text)
        let json = try Self.compareJobs(["--backend", "double", "--format", "json", "--trace"], file: file)
        #expect(json.status == 2)
        let objects = jsonObjects(json.lines)
        #expect(objects.count == input.scriptCount)
        let lineNumbers = objects.compactMap { $0["line"] as? Int }
        #expect(lineNumbers.count == objects.count)
        #expect(lineNumbers == lineNumbers.sorted())

        // A golden file: the last one to three displays of each script, every 17th deliberately wrong,
        // plus the unreadable lines as they are.
        var golden = ""
        var wrong = 0
        var unreadable = 0
        for (index, object) in objects.enumerated() {
            let script = try #require(object["script"] as? String)
            guard let trace = object["trace"] as? [String], !trace.isEmpty else {
                golden += script + " => 0\n"
                unreadable += 1
                continue
            }
            var expected = Array(trace.suffix(1 + index % 3))
            if index % 17 == 0 {
                expected[expected.count - 1] = "wrong"
                wrong += 1
            }
            golden += script + " => " + expected.joined(separator: " | ") + "\n"
            if index % 11 == 0 { golden += "# comment\n\n" }
        }
        #expect(unreadable == input.unknownKeyLines)
        let checkFile = try directory.write("mixed.check", golden)
        let check = try Self.compareJobs(["--backend", "double", "--check"], file: checkFile)
        #expect(check.status == 2)
        #expect(check.lines.count == wrong + 1)
        #expect(check.lines.last == "\(objects.count - wrong - unreadable) passed, \(wrong + unreadable) failed")
        #expect(
            check.lines.dropLast().allSatisfy {
                $0.hasPrefix(checkFile + ":") && $0.contains(": expected ") && $0.contains("wrong, got ")
            })
    }

    /// Only mismatches (no unreadable lines): exit status 1 on any number of jobs, 0 when all pass.
    @Test func checkStatusWithJobs() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        var passing = ""
        for n in 0..<5_000 { passing += "\(n) + 1 = => \(n + 1)\n" }
        let passFile = try directory.write("pass.check", passing)
        let pass = try Self.compareJobs(["--backend", "double", "--check"], file: passFile)
        #expect(pass.status == 0)
        #expect(pass.lines == ["5000 passed, 0 failed"])
        let failFile = try directory.write("fail.check", passing + "2 + 2 = => 5\n")
        let fail = try Self.compareJobs(["--backend", "double", "--check"], file: failFile)
        #expect(fail.status == 1)
        #expect(fail.lines == ["\(failFile):5001: expected 5, got 4", "5000 passed, 1 failed"])
    }

    /// More jobs than cores, and the default (one per core), give the same output too.
    @Test func manyJobsAndDefault() throws {
        let input = Self.generate(seed: 3, lines: 5_000)
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let file = try directory.write("mixed.keys", input.text)
        let one = try BuiltProgram.calcEval.run(["--backend", "double", "--format", "tsv", "--jobs", "1", file])
        let many = try BuiltProgram.calcEval.run(["--backend", "double", "--format", "tsv", "--jobs", "16", file])
        let byDefault = try BuiltProgram.calcEval.run(["--backend", "double", "--format", "tsv", file])
        let short = try BuiltProgram.calcEval.run(["--backend", "double", "--format", "tsv", "-j", "3", file])
        #expect(many.standardOutput == one.standardOutput)
        #expect(byDefault.standardOutput == one.standardOutput)
        #expect(short.standardOutput == one.standardOutput)
        #expect(many.standardError == one.standardError)
        #expect(one.lines.count == input.scriptCount)
    }
}
