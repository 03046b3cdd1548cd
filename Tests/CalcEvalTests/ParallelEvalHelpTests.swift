import CalcTestSupport
import Foundation
import Testing

/// `scripts/parallel-eval --help` prints its usage and exits, without building or reading standard
/// input (it printed nothing and waited on standard input).
@Suite struct ParallelEvalHelpTests {
    @Test(arguments: ["--help", "-h"])
    func helpPrintsTheUsage(_ option: String) async throws {
        let script = TestEnvironment.repositoryRoot.appendingPathComponent("scripts/parallel-eval")
        let output = try await ProcessRunner.run(script, [option], input: Data(), timeLimit: 30)
        #expect(output.status == 0 && !output.timedOut)
        #expect(output.lines.contains { $0.hasPrefix("  scripts/parallel-eval [-j N]") })
        #expect(output.lines.contains { $0.hasPrefix("  -h, --help") })
        #expect(output.standardError.isEmpty)
    }
}
