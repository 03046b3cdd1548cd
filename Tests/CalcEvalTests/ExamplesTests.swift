import CalcTestSupport
import Foundation
import Testing

/// Every Examples/*.keys file runs cleanly: exit status 0, no `?` lines, nothing on standard error.
@Suite struct ExamplesTests {
    static let exampleFiles: [String] = {
        let directory = TestEnvironment.repositoryRoot.appendingPathComponent("Examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".keys") }.sorted().map { "Examples/" + $0 }
    }()

    @Test func examplesExist() {
        #expect(Self.exampleFiles.contains("Examples/tour.keys"))
        #expect(Self.exampleFiles.count >= 4)
    }

    @Test(arguments: exampleFiles, [["--backend", "mpfr"], ["--backend", "double"], ["--ieee"]])
    func exampleRuns(_ file: String, _ backend: [String]) throws {
        let output = try BuiltProgram.calcEval.run(backend + [file])
        #expect(output.status == 0)
        #expect(output.standardError == "")
        #expect(!output.lines.isEmpty)
        #expect(!output.lines.contains("?"))
        #expect(!output.lines.contains(""))
    }

    /// The tour's comments promise these displays (default backend: MPFR, 50 digits).
    @Test func tourShowsWhatItsCommentsSay() throws {
        let output = try BuiltProgram.calcEval.run(["Examples/tour.keys"])
        #expect(output.status == 0)
        let lines = output.lines
        try #require(lines.count == 15)
        #expect(lines[0] == "14")
        #expect(lines[1] == "20")
        #expect(lines[2] == "11")
        #expect(lines[3] == "55")
        #expect(lines[4] == "0." + String(repeating: "3", count: 50))
        #expect(lines[5] == "0")
        #expect(lines[6] == "0")
        #expect(lines[7] == "0.5")
        #expect(lines[9] == "9.3326215443944152681699238856266700490715968264382e157")
        #expect(lines[11] == "-2")
        #expect(lines[12] == "1e800")
        #expect(lines[13] == "7")
        #expect(lines[14] == "Error")
    }

    @Test func examplesCompare() throws {
        let files = Self.exampleFiles
        let output = try BuiltProgram.calcEval.run(["--compare"] + files)
        #expect(output.status == 0)
        #expect(output.standardError == "")
        #expect(output.lines.last?.hasPrefix("summary: ") == true)
    }
}
