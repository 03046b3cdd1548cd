import CalcPresentation
import CalcTestSupport
import Foundation
import Testing

/// calc with standard input not a terminal: keystrokes read from it, the final screen printed.
struct ScriptModeTests {
    @Test func printsTheFinalScreen() throws {
        let output = try BuiltProgram.calc.run([], input: "2+3*4=")
        #expect(output.status == 0)
        let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasPrefix("┌─ calc · mpfr 256 bits · 50 digits "))
        #expect(lines[2].hasSuffix(" 14 │"))
        #expect(!output.standardOutput.contains("\u{1B}"), "no escape sequences in script mode")
        #expect(output.standardOutput.contains("│  AC   │   ±   │   %   │   ÷   │"))
    }

    @Test func marksThePendingOperatorInPlainText() throws {
        let output = try BuiltProgram.calc.run([], input: "8/")
        #expect(output.standardOutput.contains("│  [÷]  │"))
    }

    @Test(arguments: [
        ("2+3*4=", "14"), ("2+3*4=\n", "14"), ("2+3*4\r", "14"), ("2+3*4==", "56"),
        ("1/0=", "Error"), ("5+3\u{1B}2=", "2"), ("123\u{7F}", "12"), ("5+3c2=", "7"),
        ("5n", "-5"), ("5_", "-5"), ("50+10%=", "55"), ("2(3+4)=", "14"), ("2^10=", "1024"),
        ("8ny3=", "-2"), ("1E3=", "1000"), ("9v", "3"), ("3V", "9"), ("27w", "3"), ("3W", "27"),
        ("30s", "0.5"), ("60o", "0.5"), ("45t", "1"), ("1T", "45"), ("4r", "0.25"), ("5!", "120"),
        ("1000g", "3"), ("2G", "100"), ("8u", "3"), ("10U", "1024"), ("1l", "0"), ("0L", "1"),
        ("3m4m\u{1B}R", "7"), ("3mMR", "0"), ("3mzR", "0"), ("6×7=", "42"), ("8÷2=", "4"),
        ("1,5+1=", "2.5"), ("2x3=", "6"),
    ])
    func keystrokes(keys: String, display: String) throws {
        #expect(try BuiltProgram.calc.display(after: keys, ["--backend", "double"]) == display)
    }

    /// Line mode (`:`) in script mode, exactly as on a terminal: `:sqrt(2)` was `:` (nothing), `s` (sin),
    /// then `q`, which stopped the script at 0; `:4+√4` was 4 + √4 typed as keys, then `=` 8.
    @Test(arguments: [
        (":sqrt(2)\r", "1.4142135623731"), (":4+√4\r", "6"), (":4+√4\r=", "6"), (":sqrt(2)\n", "1.4142135623731"),
        ("2+:3*4\r=", "14"), (":sin(30)+2^10\r=", "1024.5"), (":2+3\u{1B}7", "7"), (":2+\r", "0"),
        (":sqrt(4)\rq5", "2"), (":2*(1+2)\u{7F}\u{7F}3)\r=", "8"),
    ])
    func lineMode(keys: String, display: String) throws {
        #expect(try BuiltProgram.calc.display(after: keys, ["--backend", "double"]) == display)
    }

    /// Line mode's expression and a pasted one stop at their first `Error`, as `calc-eval -x` does: the
    /// keys after it started afresh (`sqrt(-4)-pi` showed π, and `5×` before it was lost). A number
    /// pasted beyond the entry's digits is entered whole (`1e20` was its first 9 digits). A backend switch
    /// replays the paste whole, stopping where that backend errs: `b` after the paste that was `Error` on
    /// Double showed −10⁴⁰ (the replay had stopped where Double did, and `=` finished it).
    @Test(arguments: [
        (":sqrt(-4)-pi\r", [String](), "Error"), ("5*:sqrt(-4)-pi\r=", [], "Error"),
        ("\u{1B}[200~asin(2)+pi\u{1B}[201~=", [], "Error"),
        ("\u{1B}[200~1e20\u{1B}[201~", ["--entry-digits", "9"], "1e20"),
        ("\u{1B}[200~5-1/(1e-20+1-1)*3\u{1B}[201~=b", [], "-299999999999999999995"),
        (":1/(1e-20+1-1)*3\r=bbbb", [], "Error"), ("3:2+5\r=", [], "7"),
        ("5+\u{1B}[200~1/(2^-70+1-1)\u{1B}[201~\u{1B}[200~7\u{1B}[201~=b", [], "12"),
        ("\u{1B}[200~12345678901234\u{1B}[201~-\u{1B}[200~12345678900000\u{1B}[201~=", ["--digits", "10"], "1234"),
    ])
    func expressionsStopAtErrorAndNumbersArePastedWhole(keys: String, options: [String], display: String) throws {
        #expect(try BuiltProgram.calc.display(after: keys, ["--backend", "double"] + options) == display)
    }

    /// `rand` (`?`) differs from one run to the next unless `--seed` repeats a run's numbers, on every
    /// backend of the `b` cycle alike.
    @Test func randomNumbersAreNewEachRunUnlessSeeded() throws {
        let seeded = try BuiltProgram.calc.display(after: "?", ["--backend", "double", "--seed", "0"])
        #expect(seeded == "0.54183308338962")
        // The backend switch replays rand on MPFR, whose 50 digits start with Double's 15.
        #expect(
            try BuiltProgram.calc.display(after: "?b", ["--backend", "double", "--seed", "7"]).hasPrefix(
                "0.147504624502844"))
        let runs = try (0..<3).map { _ in try BuiltProgram.calc.display(after: "?", ["--backend", "double"]) }
        #expect(Set(runs).count > 1, "\(runs)")
    }

    /// The final screen shows line mode's line while it is on, as the terminal does: a refused line
    /// keeps its message.
    @Test func lineModeLineIsOnTheFinalScreen() throws {
        let screen = try BuiltProgram.calc.run([], input: ":2+\r").standardOutput
        #expect(screen.hasSuffix(": 2+▏   2: '+' needs a number after it\n"))
        #expect(!(try BuiltProgram.calc.run([], input: ":2+3\r").standardOutput.contains("▏")))
    }

    @Test func quitStopsReading() throws {
        #expect(try BuiltProgram.calc.display(after: "12q34") == "12")
        #expect(try BuiltProgram.calc.display(after: "12\u{4}34") == "12")
    }

    @Test func angleKeyTogglesRadians() throws {
        #expect(try BuiltProgram.calc.display(after: "dp/2=s", ["--backend", "double"]) == "1")
        let screen = try BuiltProgram.calc.run([], input: "d").standardOutput
        #expect(screen.split(separator: "\n")[1].contains("RAD"))
    }

    @Test func backendKeyReplaysTheKeysOnTheNextBackend() throws {
        let output = try BuiltProgram.calc.run(["--backend", "double", "--print", "display"], input: "1/3=b")
        #expect(output.standardOutput == "0." + String(repeating: "3", count: 50) + "\n")
        #expect(try BuiltProgram.calc.display(after: "1/3=b") == "0.333333333333333", "mpfr → mpfr ieee")
        #expect(try BuiltProgram.calc.display(after: "0.1+0.2=bb", ["--backend", "double"]) == "0.3", "→ mpfr ieee")
        #expect(try BuiltProgram.calc.display(after: "2vV-2=bbb") == "0", "mpfr → mpfr ieee → exact → double")
        let screen = try BuiltProgram.calc.run([], input: "b").standardOutput
        #expect(screen.hasPrefix("┌─ calc · mpfr ieee · 15 digits "))
    }

    @Test func compareShowsBothBackends() throws {
        let output = try BuiltProgram.calc.run(["--compare", "--print", "display"], input: "2v")
        #expect(
            output.standardOutput == """
                mpfr 256 1.4142135623730950488016887242096980785696718753769
                double 1.4142135623731

                """)
        let toggled = try BuiltProgram.calc.run(["--print", "display"], input: "|2v|").standardOutput
        #expect(toggled == "1.4142135623730950488016887242096980785696718753769\n")
    }

    @Test func landscapeOptionAndTab() throws {
        // `2nd` is on the scientific keypad only (and not in the key map).
        #expect(try BuiltProgram.calc.run(["--landscape"]).standardOutput.contains("│ 2nd  │"))
        #expect(try BuiltProgram.calc.run([], input: "\t").standardOutput.contains("│ 2nd  │"))
        #expect(!(try BuiltProgram.calc.run(["--landscape"], input: "\t").standardOutput.contains("2nd")))
    }

    @Test func screenFitsEightyByTwentyFour() throws {
        for arguments in [[], ["--landscape", "--compare"], ["--digits", "200"]] {
            let text = try BuiltProgram.calc.run(arguments, input: "1234567890123456789012345/7=m((").standardOutput
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.count <= 24)
            #expect(lines.allSatisfy { $0.count <= 80 })
        }
    }

    @Test func badOptionsExitWithStatusTwo() throws {
        let cases: [([String], String)] = [
            (["--backend", "float"], "calc: --backend: unknown backend 'float' (accepted: double, mpfr, exact)\n"),
            (
                ["--ieee", "--precision", "100"],
                "calc: --ieee: cannot be combined with --precision (IEEE mode has 53 bits)\n"
            ),
            (["--backend", "double", "--ieee"], "calc: --ieee: only for the mpfr backend\n"),
            (["--precision", "1"], "calc: --precision: 1 is out of range (2...16777216 bits)\n"),
            (["--digits", "0"], "calc: --digits: 0 is out of range (1...\(EngineSettings.maximumMPFRDigits))\n"),
            (["--backend", "double", "--digits", "20"], "calc: --digits: 20 is more than 53 bits can show (1...17)\n"),
            (["--landscape=yes"], "calc: --landscape takes no value\n"),
            (["--frobnicate"], "calc: unknown option '--frobnicate' (see --help)\n"),
            (["--precision"], "calc: --precision needs a value (see --help)\n"),
        ]
        for (arguments, message) in cases {
            let output = try BuiltProgram.calc.run(arguments)
            #expect(output.status == 2, "\(arguments)")
            #expect(output.standardError == message)
            #expect(output.standardOutput.isEmpty)
        }
    }

    @Test func helpListsOptionsAndKeys() throws {
        let output = try BuiltProgram.calc.run(["--help"])
        #expect(output.status == 0)
        for word in [
            "--backend", "--precision", "--digits", "--ieee", "--landscape", "--compare", "Keys:",
            "square root", "Ctrl-C",
        ] {
            #expect(output.standardOutput.contains(word), "\(word)")
        }
    }
}

/// `calc --fractions`: the display shows an exact rational result as a fraction.
struct FractionScriptModeTests {
    @Test func printsTheFraction() throws {
        let auto = try BuiltProgram.calc.run(
            ["--backend", "exact", "--fractions", "auto", "--print", "display"], input: "1/3=")
        #expect(auto.standardOutput == "1/3\n")
        let mixed = try BuiltProgram.calc.run(["--backend", "exact", "--fractions", "mixed"], input: "3/2=")
        #expect(mixed.standardOutput.split(separator: "\n")[2].hasSuffix(" 1 1/2 │"))
        let off = try BuiltProgram.calc.run(
            ["--backend", "exact", "--digits", "15", "--print", "display"], input: "1/3=")
        #expect(off.standardOutput == "0.333333333333333\n")
    }

    @Test func everyBackendOfTheCycleShowsFractions() throws {
        // Double → MPFR → MPFR IEEE → exact: the setting goes with each backend `b` switches to.
        let switched = try BuiltProgram.calc.run(
            ["--backend", "double", "--fractions", "auto", "--print", "display"], input: "1/3=bbb")
        #expect(switched.standardOutput == "1/3\n")
    }

    @Test func everyBackendOfTheCycleKeepsComplexResults() throws {
        // √−4 with --complex, then b three times: each backend keeps --complex and --complex-form (they
        // gave Error and a+bi after the first b).
        for (options, display) in [(["--complex"], "2i"), (["--complex", "--complex-form", "polar"], "2∠90")] {
            for switches in ["", "b", "bb", "bbb"] {
                let run = try BuiltProgram.calc.run(options + ["--print", "display"], input: "4nv" + switches)
                #expect(run.standardOutput == display + "\n", "\(options) \(switches)")
            }
        }
    }

    @Test func aBackendSwitchKeepsEveryTypedDigit() throws {
        // 20 digits typed at 50 digits: 1.23456789012346e19 on MPFR's IEEE mode, not its first 15 digits.
        let run = try BuiltProgram.calc.run(["--print", "display"], input: "12345678901234567890+1=b")
        #expect(run.standardOutput == "1.23456789012346e19\n")
        let cycled = try BuiltProgram.calc.run(["--print", "display"], input: "12345678901234567890bbbb")
        #expect(cycled.standardOutput == "12345678901234567890\n")
        // Keys after the switch act on the number as a value on every backend (5 was 5 on Double, then
        // 1.23456789012346e20 on Double after a round trip; a QA round).
        for (input, display) in [("12345678901234567890bbb5bbbb", "5"), ("12345678901234567890bbb5+1=b", "6")] {
            let run = try BuiltProgram.calc.run(["--print", "display"], input: input)
            #expect(run.standardOutput == display + "\n", "\(input)")
        }
    }
}
