import CalcTestSupport
import Foundation
import Testing

/// `scripts/parallel-eval`: calc-eval spread over workers by GNU parallel gives byte for byte what one
/// calc-eval process gives, on 200,000 lines in about 50 blocks of 64 KiB (a million lines in blocks of
/// 256 KiB took 90 s of the suite's time in a debug build; what is checked, the split and the merge at
/// every block's edge, is the same at any count).
@Suite struct ParallelEvalTests {
    /// GNU parallel, installed with apt-get (as root, or through sudo) when it is missing; nil with the
    /// reason when it cannot be.
    static func parallel() -> (path: String?, reason: String) {
        let find = { try? ProcessRunner.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "command -v parallel"]) }
        if let found = find(), found.status == 0 {
            return (found.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines), "")
        }
        let install = try? ProcessRunner.run(
            URL(fileURLWithPath: "/bin/sh"),
            [
                "-c",
                #"S=""; [ "$(id -u)" -ne 0 ] && S="sudo -n"; export DEBIAN_FRONTEND=noninteractive; $S apt-get install -y -qq parallel || { $S apt-get update -qq && $S apt-get install -y -qq parallel; }"#,
            ])
        if let found = find(), found.status == 0 {
            return (found.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines), "")
        }
        return (
            nil, "GNU parallel is missing and apt-get could not install it: \(install?.standardError.suffix(300) ?? "")"
        )
    }

    /// Seeded lines of cheap keys (typed numbers, + − × ÷, √, %, =, parentheses, memory) and
    /// a few unknown keys.
    static func lines(_ count: Int) -> Data {
        var random = TestEnvironment.generator(salt: 0x9A7A)
        let keys = ["+", "-", "*", "/", "sqrt", "%", "=", "(", ")", "M+", "MR", "neg", "sqr", "pi", "inv"]
        var text = ""
        text.reserveCapacity(count * 16)
        for _ in 0..<count {
            for index in 0...random.below(5) {
                if index > 0 { text += " " }
                text += random.chance(0.5) ? String(random.below(1000)) : random.pick(keys)
            }
            if random.chance(0.0001) { text += " sqtr" }
            text += "\n"
        }
        return Data(text.utf8)
    }

    @Test(.enabled(if: BuiltProgram.calcEval.isAvailable))
    func manyLinesGiveWhatOneProcessGives() throws {
        let (parallel, reason) = Self.parallel()
        guard parallel != nil else {
            // Recorded, not silent: the run's output names why the comparison did not run.
            print("ParallelEvalTests skipped: \(reason)")
            return
        }
        let count = TestEnvironment.isReduced ? 20_000 : 200_000
        let input = Self.lines(count)
        let binary = BuiltProgram.calcEval.url.path
        let single = try BuiltProgram.calcEval.run(["--backend", "double"], input: input)
        let spread = try ProcessRunner.run(
            TestEnvironment.repositoryRoot.appendingPathComponent("scripts/parallel-eval"),
            ["-j", "2", "--block", "64k", "--calc-eval", binary, "--", "--backend", "double"], input: input)
        #expect(single.lines.count == count)
        #expect(spread.standardOutputData == single.standardOutputData, "\(TestEnvironment.replayHint)")
        #expect(spread.status == single.status)
        #expect(single.status == 2, "the unknown keys are reported")
    }

    /// Output that cannot be written is status 3 with a message, as calc-eval's own (parallel only warned
    /// as it exited, with status 0), and a relative `--calc-eval` path is the caller's (it was looked up
    /// from the package's root; a QA round).
    @Test(.enabled(if: BuiltProgram.calcEval.isAvailable))
    func failedWritesAndRelativePaths() throws {
        guard Self.parallel().path != nil else {
            print("ParallelEvalTests skipped: \(Self.parallel().reason)")
            return
        }
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let script = TestEnvironment.repositoryRoot.appendingPathComponent("scripts/parallel-eval").path
        let binary = BuiltProgram.calcEval.url.path
        let full = try ShellProcess.bash(
            "printf '1 + 1 =\\n%.0s' $(seq 2000) | '\(script)' -j 2 --calc-eval '\(binary)' >/dev/full")
        #expect(full.status == 3)
        #expect(full.errorLines == ["parallel-eval: cannot write output: write error: No space left on device"])
        let closed = try ShellProcess.bash("echo '1 + 1 =' | '\(script)' --calc-eval '\(binary)' >&-")
        #expect(closed.status == 3)
        #expect(closed.errorLines.first?.hasPrefix("parallel-eval: cannot write output:") == true)
        let relative = try ShellProcess.bash(
            "cd '\(scratch.url.path)' && cp '\(binary)' ./ce && echo '1 + 1 =' | '\(script)' --calc-eval ./ce")
        #expect(relative.status == 0)
        #expect(relative.standardOutput == "2\n")
    }
}
