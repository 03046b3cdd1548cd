import CalcTestSupport
import Foundation
import Testing

/// `--correct-digits` and `--backend exact` end to end.
@Suite struct CorrectDigitsOptionTests {
    /// atan 10²⁰ is within 2^(8−64) of π/2 at 64 bits, where plain MPFR snaps it onto the pole; the
    /// verified digits tell it from the pole (its refined enclosure excludes it), so tan gives 10²⁰,
    /// proven, with or without the snapping rule.
    @Test func correctDigitsRecoversWhatLowPrecisionLoses() throws {
        let output = try BuiltProgram.calcEval.run([
            "--precision", "64", "--correct-digits", "--angle", "rad",
            "-e", "1 EE 20 = atan tan", "-e", "2 sqrt sqr - 2 =",
        ])
        #expect(output.status == 0)
        // 2 sqrt sqr - 2 is 0 only approximately: no interval proves it, so it is marked.
        #expect(output.lines == ["1e20", "~0"])
        let noSnap = try BuiltProgram.calcEval.run([
            "--precision", "64", "--correct-digits", "--no-snap", "--angle", "rad", "-e", "1 EE 20 = atan tan",
        ])
        #expect(noSnap.lines == ["1e20"])
    }

    /// The snapping rule holds with `--correct-digits` on both verified backends, in both angle units, as
    /// on the base backend; the snapped point is exact, so what follows is proven.
    @Test func residueSnapsOntoSingularPoints() throws {
        let scripts = [
            "0.1 + 0.2 - 1.3 = fact", "rad pi / 2 = tan", "deg 0.1 + 0.2 + 89.7 = tan", "2 sqrt sqr - 1 = asin",
            "rad 2 sqrt sqr - 1 = asin", "8 neg pow ( 0.1 + 0.2 + 2.7 ) =",
        ]
        for backend in [["--backend", "mpfr"], ["--backend", "exact"]] {
            for precision in ["64", "256"] {
                let output = try BuiltProgram.calcEval.run(
                    backend + ["--precision", precision, "--correct-digits", "--digits", "15"]
                        + scripts.flatMap { ["-e", $0] })
                #expect(
                    output.lines == ["Error", "Error", "Error", "90", "1.5707963267949", "-512"],
                    "\(backend) \(precision)")
            }
        }
        let noSnap = try BuiltProgram.calcEval.run(
            ["--correct-digits", "--no-snap", "--digits", "15"] + scripts.flatMap { ["-e", $0] })
        #expect(noSnap.lines.count == 6)
        #expect(noSnap.lines[1].hasPrefix("~") && noSnap.lines[1].count > 2, "\(noSnap.lines)")
        #expect(noSnap.lines[3] == "~90", "\(noSnap.lines)")  // 89.99…966 at 256 bits, unproven
    }

    /// Digits that cannot be proven show the base backend's display, marked `~` in text and TSV output
    /// (traces too); json says `approximate` and keeps the display unmarked; errors stay `Error`, poles
    /// the base backend snaps onto too.
    @Test func approximateDisplaysAreMarked() throws {
        let scripts = ["2 sqrt sqr - 1 = asin", "2 sqrt sqr - 2 =", "rad pi / 2 = tan", "1 / 3 =", "90 tan"]
        let text = try BuiltProgram.calcEval.run(
            ["--correct-digits", "--digits", "15"] + scripts.flatMap { ["-e", $0] })
        #expect(text.status == 0)
        #expect(text.lines == ["90", "~0", "Error", "0.333333333333333", "Error"])
        // Without snapping, residue near a singular point cannot be proven: 89.99…966 rounded to 15 digits.
        let noSnap = try BuiltProgram.calcEval.run(
            ["--correct-digits", "--no-snap", "--digits", "15"] + scripts.flatMap { ["-e", $0] })
        #expect(noSnap.lines.count == 5)
        #expect(noSnap.lines[0] == "~90", "\(noSnap.lines)")
        #expect(noSnap.lines[2].hasPrefix("~") && noSnap.lines[2].count > 2, "\(noSnap.lines)")
        let plain = try BuiltProgram.calcEval.run(["--digits", "15", "--no-snap", "-e", scripts[0]])
        #expect(noSnap.lines[0] == "~" + (plain.lines.first ?? ""))
        let tsv = try BuiltProgram.calcEval.run([
            "--correct-digits", "--format", "tsv", "-e", "2 sqrt sqr - 2 =", "-e", "1 / 4 =",
        ])
        #expect(tsv.lines == ["1\t2 sqrt sqr - 2 =\t~0", "2\t1 / 4 =\t0.25"])
        let trace = try BuiltProgram.calcEval.run(["--correct-digits", "--trace", "-e", "2 sqrt sqr - 2 ="])
        #expect(trace.lines.first == "~0")
        #expect(trace.lines.last == "  = → ~0")
        #expect(trace.lines.contains("  sqr → 2"))
        let json = try BuiltProgram.calcEval.run([
            "--correct-digits", "--format", "json", "-e", "2 sqrt sqr - 2 =",
        ])
        let object = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect(object?["display"] as? String == "0")
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
        // atan 10²⁰ is within residue of π/2 at 64 bits, but its refined enclosure excludes the pole: no
        // snap, and tan gives 10²⁰, proven (the exact backend at 64 bits snaps it: `Error`).
        #expect(objects.map { $0["display"] as? String } == ["0", "0", "1e20", "0.666666666666667", "1e-30"])
        #expect(objects.map { $0["exact"] as? Bool } == [true, false, false, false, false])
        #expect(objects.map { $0["approximate"] as? Bool } == [false, true, false, false, false])
    }
}
