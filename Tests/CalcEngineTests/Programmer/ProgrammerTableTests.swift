import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// Tests/Tables/programmer.check: generated from the independent model (``ProgrammerModel``), and the
/// engine agrees with every line (calc-eval runs the same table with `--check` on several backends).
@Suite struct ProgrammerTableTests {
    static let path = TestEnvironment.repositoryRoot.appendingPathComponent("Tests/Tables/programmer.check")

    @Test func tableIsTheModels() throws {
        let generated = ProgrammerModel.tableLines().joined(separator: "\n") + "\n"
        if TestEnvironment.flag("UPDATE_GOLDEN") {
            try generated.write(to: Self.path, atomically: true, encoding: .utf8)
        }
        let stored = try String(contentsOf: Self.path, encoding: .utf8)
        #expect(stored == generated, "programmer.check differs from the model: rerun with UPDATE_GOLDEN=1 and review")
    }

    @Test(arguments: ProgrammerModel.Format.all)
    func engineAgreesWithTheModel(_ format: ProgrammerModel.Format) throws {
        var settings = EngineSettings.standard
        settings.programmer = WordFormat()
        var calculator = settings.makeCalculator()
        var failures: [String] = []
        for line in ProgrammerModel.tableLines() where line.hasPrefix(format.keys + " ") {
            let parts = line.components(separatedBy: " => ")
            calculator.reset()
            let display = calculator.evaluate(try KeyScript(parsing: parts[0]))
            if display != parts[1] { failures.append("\(line): got \(display)") }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
    }
}
