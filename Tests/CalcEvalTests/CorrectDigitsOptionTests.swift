import CalcTestSupport
import Foundation
import Testing

/// `--correct-digits` and `--backend exact` end to end.
@Suite struct CorrectDigitsOptionTests {
    @Test func correctDigitsRecoversWhatLowPrecisionLoses() throws {
        let output = try BuiltProgram.calcEval.run([
            "--precision", "64", "--correct-digits", "--angle", "rad",
            "-e", "1 EE 20 = atan tan", "-e", "2 sqrt sqr - 2 =",
        ])
        #expect(output.status == 0)
        // 2 sqrt sqr - 2 is 0 only approximately: no interval proves it, so it is marked.
        #expect(output.lines == ["1e20", "~0"])
    }

    /// Digits that cannot be proven show the base backend's display, marked `~` in text and TSV output
    /// (traces too); json says `approximate` and keeps the display unmarked; errors stay `Error`.
    @Test func approximateDisplaysAreMarked() throws {
        let scripts = ["2 sqrt sqr - 1 = asin", "1 neg pow ( 1 EE 19 ) =", "rad pi / 2 = tan", "1 / 3 =", "90 tan"]
        let text = try BuiltProgram.calcEval.run(
            ["--correct-digits", "--digits", "15"] + scripts.flatMap { ["-e", $0] })
        #expect(text.status == 0)
        #expect(text.lines.count == 5)
        #expect(text.lines[0] == "~90", "\(text.lines)")  // 89.99…966 rounded to 15 digits, unproven
        #expect(text.lines[1] == "~1")
        #expect(text.lines[2].hasPrefix("~") && text.lines[2].count > 2, "\(text.lines)")
        #expect(text.lines[3] == "0.333333333333333")
        #expect(text.lines[4] == "Error")
        let plain = try BuiltProgram.calcEval.run(["--digits", "15", "-e", scripts[0]])
        #expect(text.lines[0] == "~" + (plain.lines.first ?? ""))
        let tsv = try BuiltProgram.calcEval.run([
            "--correct-digits", "--format", "tsv", "-e", "1 neg pow ( 1 EE 19 ) =", "-e", "1 / 4 =",
        ])
        #expect(tsv.lines == ["1\t1 neg pow ( 1 EE 19 ) =\t~1", "2\t1 / 4 =\t0.25"])
        let trace = try BuiltProgram.calcEval.run(["--correct-digits", "--trace", "-e", "2 sqrt sqr - 2 ="])
        #expect(trace.lines.first == "~0")
        #expect(trace.lines.last == "  = → ~0")
        #expect(trace.lines.contains("  sqr → 2"))
        let json = try BuiltProgram.calcEval.run([
            "--correct-digits", "--format", "json", "-e", "1 neg pow ( 1 EE 19 ) =",
        ])
        let object = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect(object?["display"] as? String == "1")
        #expect(object?["approximate"] as? Bool == true)
    }

    /// With `--correct-digits` the precision is where recomputation starts: D may go up to what 64 times
    /// it shows.
    @Test func digitsBeyondThePrecision() throws {
        let output = try BuiltProgram.calcEval.run([
            "--precision", "64", "--digits", "50", "--correct-digits", "--format", "json", "-e", "1 / 3 =",
        ])
        #expect(output.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
        #expect(object?["display"] as? String == "0." + String(repeating: "3", count: 50))
        #expect(object?["approximate"] as? Bool == false)
        let unverified = try BuiltProgram.calcEval.run(["--precision", "64", "--digits", "50", "-e", "1 / 3 ="])
        #expect(unverified.status == 2)
        #expect(unverified.standardError.contains("--digits: 50 is more than 64 bits can show (1...21)"))
        let tooMany = try BuiltProgram.calcEval.run([
            "--precision", "64", "--digits", "1236", "--correct-digits", "-e", "1 / 3 =",
        ])
        #expect(tooMany.status == 2)
        #expect(tooMany.standardError.contains("--digits: 1236 is more than 64 bits verified at up to 4096 bits"))
        let exact = try BuiltProgram.calcEval.run([
            "--backend", "exact", "--precision", "64", "--digits", "40", "--correct-digits", "-e", "2 sqrt",
        ])
        #expect(exact.lines == ["1.41421356237309504880168872420969807857"])  // the 40th digit is 0
    }

    @Test func jsonReportsApproximateDisplays() throws {
        let output = try BuiltProgram.calcEval.run([
            "--correct-digits", "--format", "json", "-e", "1 / 3 =", "-e", "2 sqrt sqr - 2 =",
        ])
        let objects = output.lines.compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(objects.count == 2)
        #expect(objects.first?["approximate"] as? Bool == false)
        #expect(objects.last?["approximate"] as? Bool == true)
    }

    @Test func correctDigitsIsOnlyForMPFRAndExact() throws {
        for backend in [["--backend", "double"], ["--ieee"]] {
            let output = try BuiltProgram.calcEval.run(backend + ["--correct-digits", "-e", "1 ="])
            #expect(output.status == 2)
            #expect(output.standardError.contains("--correct-digits"))
            #expect(output.standardOutput.isEmpty)
        }
    }

    @Test func exactBackendShowsExactResultsAndSaysSo() throws {
        let output = try BuiltProgram.calcEval.run([
            "--backend", "exact", "--digits", "15", "--format", "json",
            "-e", "44.23 - 8.10 - 11.23 - 6.9 - 18 =", "-e", "2 / 3 =", "-e", "1 EE 20 neg + 1 - 1 =",
        ])
        let objects = output.lines.compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(objects.map { $0["display"] as? String } == ["0", "0.666666666666667", "1e-20"])
        #expect(objects.map { $0["exact"] as? Bool } == [true, false, true])
        #expect(objects.first?["backend"] as? String == "exact")
    }

    /// On the exact backend, exact results stay exact and approximations get proven digits: `2 sqrt sqr - 2`
    /// is 0 only approximately (no cancellation rule), and a low precision still shows correct digits.
    @Test func exactBackendWithCorrectDigits() throws {
        let output = try BuiltProgram.calcEval.run([
            "--backend", "exact", "--precision", "64", "--correct-digits", "--angle", "rad",
            "--digits", "15", "--format", "json",
            "-e", "0.1 + 0.2 - 0.3 =", "-e", "2 sqrt sqr - 2 =", "-e", "1 EE 20 = atan tan",
            "-e", "2 / 3 =", "-e", "2 sqrt sqr - 2 + 1 EE 30 neg =",
        ])
        #expect(output.status == 0)
        let objects = output.lines.compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(objects.map { $0["display"] as? String } == ["0", "0", "1e20", "0.666666666666667", "1e-30"])
        #expect(objects.map { $0["exact"] as? Bool } == [true, false, false, false, false])
        #expect(objects.map { $0["approximate"] as? Bool } == [false, true, false, false, false])
    }
}
