import Foundation
import Testing

/// Runs the built calc-eval binary and captures what it prints.
struct CalcEvalProcess {
    /// The binary next to the test bundle (or CALC_EVAL_PATH).
    static var executable: URL {
        if let path = ProcessInfo.processInfo.environment["CALC_EVAL_PATH"] { return URL(fileURLWithPath: path) }
        let testBinary = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return testBinary.deletingLastPathComponent().appendingPathComponent("calc-eval")
    }

    /// The repository root (for Examples/ and Tests/Tables/).
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
        var lines: [String] { standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    /// Runs calc-eval with `arguments`, feeding `input` to its standard input.
    ///
    /// Standard input, output and error go through temporary files, so no pipe can fill up.
    static func run(_ arguments: [String], input: Data = Data()) throws -> Output {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("calc-eval-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputURL = directory.appendingPathComponent("stdin")
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        try input.write(to: inputURL)
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = root
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        process.waitUntilExit()
        return Output(status: process.terminationStatus,
                      standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
                      standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }

    /// Runs calc-eval with text on standard input.
    static func run(_ arguments: [String], input: String) throws -> Output {
        try run(arguments, input: Data(input.utf8))
    }
}
