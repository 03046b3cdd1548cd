import CalcTestSupport
import Foundation
import Testing

/// Issue #28, "Hardening III": a fault signal sent from outside (`kill -SEGV`, `kill -ABRT`) ends calc-eval
/// and calc's script mode with that signal's status; the Swift runtime's backtracer printed "Program
/// crashed" and returned, and the program carried on and exited 0. SIGQUIT too, which the backtracer takes
/// for a crash.
@Suite struct FaultSignalTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var program: BuiltProgram
        var arguments: [String]
        var signal: Int32
        var testDescription: String { "\(program.name) \(arguments.joined(separator: " ")) SIG\(signal)" }
    }

    static let cases: [Case] = [SIGSEGV, SIGABRT, SIGBUS, SIGQUIT].flatMap { signal in
        [
            Case(program: .calcEval, arguments: [], signal: signal),
            Case(program: .calcEval, arguments: ["--expressions", "--session"], signal: signal),
            Case(program: .calc, arguments: ["--print", "display"], signal: signal),
        ]
    }

    @Test(.enabled(if: BuiltProgram.calc.isAvailable && BuiltProgram.calcEval.isAvailable), arguments: cases)
    func aFaultSignalFromOutsideEndsTheProcessWithIt(_ test: Case) throws {
        let process = Process()
        process.executableURL = test.program.url
        process.arguments = test.arguments
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Some input, and the pipe kept open: the program waits for more.
        try input.fileHandleForWriting.write(contentsOf: Data("1 + 1 =\n".utf8))
        Thread.sleep(forTimeInterval: 0.5)
        kill(process.processIdentifier, test.signal)
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try? input.fileHandleForWriting.close()
        #expect(process.terminationReason == .uncaughtSignal, "exited with status \(process.terminationStatus)")
        #expect(process.terminationStatus == test.signal)
    }
}
