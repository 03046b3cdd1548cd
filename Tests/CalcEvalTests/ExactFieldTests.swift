import CalcTestSupport
import Foundation
import Testing

/// json's `exact` on every backend, from the exactness the engine tracks, and the revised cancellation
/// rule and snapping end to end.
@Suite struct ExactFieldTests {
    static let backends: [[String]] = [
        ["--backend", "double"], ["--ieee"], ["--backend", "mpfr"], ["--backend", "exact"],
        ["--backend", "mpfr", "--correct-digits"],
    ]

    @Test(arguments: backends)
    func exactFieldFollowsTheValue(_ options: [String]) throws {
        let output = try BuiltProgram.calcEval.run(
            options + [
                "--format", "json", "-e", "2", "-e", "1 / 4 =", "-e", "1 / 3 =", "-e", "2 sqrt sqr - 2 =",
                "-e", "1 EE 15 + 1 - 1 EE 15 =", "-e", "1 / 0 =",
            ])
        #expect(output.status == 0)
        let objects = jsonObjects(output.lines)
        #expect(objects.map { $0["exact"] as? Bool } == [true, true, false, false, true, false], "\(options)")
        #expect(objects[4]["display"] as? String == "1", "\(options)")
    }

    /// A typed 0.1 is rounded in binary, exact in the exact backend.
    @Test func typedDecimals() throws {
        for (options, exact) in [(["--backend", "double"], false), (["--backend", "exact"], true)] {
            let output = try BuiltProgram.calcEval.run(options + ["--format", "json", "-e", "0.1", "-e", "0.5"])
            #expect(jsonObjects(output.lines).map { $0["exact"] as? Bool } == [exact, true], "\(options)")
        }
    }

    /// `--no-snap` shows residue at singular points too.
    @Test func noSnapShowsResidueAtSingularPoints() throws {
        let scripts = ["-e", "2 sqrt sqr - 1 = asin", "-e", "rad pi / 2 = tan", "-e", "0.1 + 0.2 - 1.3 = fact"]
        let snapped = try BuiltProgram.calcEval.run(["--backend", "mpfr"] + scripts)
        #expect(snapped.lines == ["90", "Error", "Error"])
        let residue = try BuiltProgram.calcEval.run(["--backend", "mpfr", "--no-snap"] + scripts)
        #expect(
            residue.lines == [
                "89.999999999999999999999999999999999999663245674282",
                "1.8232912754257566575894509774458705618105093589882e77",
                "1.1579208923731619542357098500868790785326998466564e77",
            ])
    }
}
