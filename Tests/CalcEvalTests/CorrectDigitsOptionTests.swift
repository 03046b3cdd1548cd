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
        #expect(output.lines == ["1e20", "0"])
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
