import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// Out of memory is an error, not a crash: under an address-space cap (`ulimit -v`), a key at the largest
/// precision whose working memory does not fit shows `Error`, the run goes on to the next line and says
/// why at its end, and exits 0 (GNU MP used to abort the process: "Cannot allocate memory").
@Suite struct MemoryBudgetTests {
    /// calc-eval under `ulimit -v kilobytes`.
    static func calcEval(cappedAt kilobytes: Int, _ arguments: [String]) async throws -> ProcessOutput {
        let quoted = ([BuiltProgram.calcEval.url.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        return try await ProcessRunner.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "ulimit -v \(kilobytes) && exec \(quoted)"],
            timeLimit: HardeningEnvironment.hangBound)
    }

    #if MPFR
        @Test(.enabled(if: BuiltProgram.calcEval.isAvailable, "needs the calc-eval binary (and not valgrind)"))
        func aKeyThatCannotGetItsMemoryIsError() async throws {
            let output = try await Self.calcEval(
                cappedAt: 200_000,
                ["--precision", "16777216", "--digits", "10", "-e", "2 ln", "-e", "1 + 1 =", "-e", "2 sqrt"])
            #expect(output.status == 0, "\(output.standardError)")
            #expect(output.lines == ["Error", "2", "1.414213562"])
            #expect(output.standardError.contains("1 key at 16777216 bits showed Error: not enough memory"))
        }

        @Test func theEstimateGrowsWithThePrecisionAndTheWork() {
            let precision = MPFRBackend.precisionRange.upperBound
            let arithmetic = MPFRMemoryBudget.estimatedBytes(for: .arithmetic, precision: precision)
            let elementary = MPFRMemoryBudget.estimatedBytes(for: .elementary, precision: precision)
            let logarithmic = MPFRMemoryBudget.estimatedBytes(for: .logarithmic, precision: precision)
            #expect(arithmetic < elementary && elementary < logarithmic)
            #expect(arithmetic >= 24 * precision / 8)
            #expect(MPFRMemoryBudget.Work(UnaryFunction.log) == .logarithmic)
            #expect(MPFRMemoryBudget.Work(BinaryOperation.add) == .arithmetic)
            // Below the checked precision every key is admitted without a look at the system.
            #expect(MPFRMemoryBudget.admits(.logarithmic, precision: MPFRMemoryBudget.checkedPrecision - 1))
        }
    #endif
}
