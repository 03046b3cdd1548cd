import CalcTestSupport
import Foundation
import Testing

/// Issue #28, "Hardening III": `scripts/parallel-eval -j` takes a whole number of workers in 1...1024, and
/// says so in one line otherwise (`-j 0` started about 4,700 processes for two lines: GNU parallel reads
/// 0 as "as many as can run").
@Suite struct ParallelEvalOptionTests {
    static let script = TestEnvironment.repositoryRoot.appendingPathComponent("scripts/parallel-eval")

    @Test(arguments: [
        (["-j", "0"], "parallel-eval: -j: 0 is out of range (1...1024)"),
        (["-j0"], "parallel-eval: -j: 0 is out of range (1...1024)"),
        (["-j", "1025"], "parallel-eval: -j: 1025 is out of range (1...1024)"),
        (["-j", "99999999999999999999"], "parallel-eval: -j: 99999999999999999999 is out of range (1...1024)"),
        (["-j", "-3"], "parallel-eval: -j: '-3' is not a whole number (accepted: 1...1024)"),
        (["-j", "50%"], "parallel-eval: -j: '50%' is not a whole number (accepted: 1...1024)"),
        (["-j", ""], "parallel-eval: -j: '' is not a whole number (accepted: 1...1024)"),
        (["-j"], "parallel-eval: -j: '' is not a whole number (accepted: 1...1024)"),
    ])
    func badWorkerCountsAreRefused(arguments: [String], message: String) throws {
        // --calc-eval names a program, so that nothing is built; nothing may run anyway.
        let output = try ProcessRunner.run(Self.script, ["--calc-eval", "/bin/false"] + arguments, input: "1 + 1 =\n")
        #expect(output.status == 2)
        #expect(output.errorLines == [message])
        #expect(output.standardOutput.isEmpty)
    }
}
