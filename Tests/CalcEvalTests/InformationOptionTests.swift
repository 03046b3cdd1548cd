import CalcTestSupport
import Testing

/// `--help`, `--version` and `--list-keys`: they print and exit 0 without evaluating anything.
@Suite struct InformationOptionTests {
    @Test func help() throws {
        for flag in ["--help", "-h"] {
            let output = try BuiltProgram.calcEval.run([flag], input: "1 / x\n")
            #expect(output.status == 0)
            #expect(output.standardError == "")
            #expect(output.standardOutput.hasPrefix("usage: calc-eval"))
            for option in [
                "--backend", "--precision", "--digits", "--ieee", "--mode", "--angle", "--no-snap", "--seed",
                "--session", "--trace", "--format", "--compare", "--check", "--jobs", "-e", "--list-keys",
                "--help", "--version",
            ] {
                #expect(output.standardOutput.contains(option), "--help does not mention \(option)")
            }
        }
    }

    @Test func version() throws {
        let output = try BuiltProgram.calcEval.run(["--version"])
        #expect(output.status == 0)
        #expect(output.standardError == "")
        #expect(output.lines.count == 1)
        let line = try #require(output.lines.first)
        #expect(line.hasPrefix("calc-eval "))
        #expect(line.contains { $0.isNumber })
    }

    @Test func helpAndVersionDoNotEvaluate() throws {
        let help = try BuiltProgram.calcEval.run(["--help", "-e", "2 + 2 ="])
        #expect(help.status == 0)
        #expect(!help.lines.contains("4"))
        let version = try BuiltProgram.calcEval.run(["--version", "-e", "2 + 2 ="])
        #expect(version.status == 0)
        #expect(version.lines.count == 1)
    }

    /// Every key of the engine issue, by name, with its symbols and a description.
    @Test func listKeys() throws {
        let output = try BuiltProgram.calcEval.run(["--list-keys"])
        #expect(output.status == 0)
        #expect(output.standardError == "")
        var names: [String: String] = [:]
        for line in output.lines {
            let name = String(line.prefix(while: { $0 != " " }))
            names[name] = line
            // Every line says what the key does.
            #expect(line.dropFirst(name.count).contains { $0.isLetter }, "no description: \(line)")
        }
        let keys =
            (0...9).map(String.init) + [
                ".", "+", "-", "*", "/", "pow", "root", "EE", "=", "AC", "C", "back", "neg", "%", "sqrt", "sqr", "cube",
                "cbrt", "inv", "exp", "pow10", "pow2", "ln", "log", "log2", "sin", "cos", "tan", "asin", "acos", "atan",
                "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "fact", "pi", "e", "rand", "(", ")", "MC", "M+",
                "M-",
                "MR", "deg", "rad",
            ]
        for key in keys { #expect(names[key] != nil, "--list-keys misses \(key)") }
        let symbols: [(key: String, symbol: String)] = [
            ("*", "×"), ("/", "÷"), ("-", "−"), ("pow", "^"), ("sqrt", "√"), ("pi", "π"), ("neg", "±"), ("back", "⌫"),
            ("sqr", "x²"), ("cube", "x³"), ("inv", "1/x"), ("fact", "!"), ("C", "CE"),
        ]
        for (key, symbol) in symbols {
            #expect(names[key]?.contains(symbol) == true, "--list-keys does not show \(symbol) for \(key)")
        }
    }

    /// Every listed name is accepted in a script.
    @Test func everyListedKeyIsAccepted() throws {
        let list = try BuiltProgram.calcEval.run(["--list-keys"])
        let names = list.lines.map { String($0.prefix(while: { $0 != " " })) }
        #expect(names.count >= 59)
        let output = try BuiltProgram.calcEval.run(
            ["--backend", "double"], input: names.map { "1 \($0)" }.joined(separator: "\n") + "\n")
        #expect(output.status == 0)
        #expect(output.standardError == "")
        #expect(output.lines.count == names.count)
        #expect(!output.lines.contains("?"))
    }
}
