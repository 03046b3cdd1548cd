import Foundation
import Testing

/// The built `calc` binary and script-mode runs of it (standard input not a terminal).
enum CalcBinary {
    /// The binary next to the test bundle (or CALC_PATH).
    static var url: URL {
        if let path = ProcessInfo.processInfo.environment["CALC_PATH"] { return URL(fileURLWithPath: path) }
        let testBinary = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return testBinary.deletingLastPathComponent().appendingPathComponent("calc")
    }

    /// What a run printed.
    struct Output {
        /// The exit status.
        var status: Int32
        /// Standard output.
        var standardOutput: String
        /// Standard error.
        var standardError: String
    }

    /// Runs calc with `arguments`, `input` on its standard input (a file, so not a terminal).
    static func run(_ arguments: [String], input: String = "") throws -> Output {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("calc-terminal-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputURL = directory.appendingPathComponent("stdin")
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        try Data(input.utf8).write(to: inputURL)
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        process.waitUntilExit()
        return Output(status: process.terminationStatus,
                      standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
                      standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }

    /// The final display of `keys` in script mode (`--print display`).
    static func display(after keys: String, _ arguments: [String] = []) throws -> String {
        let output = try run(arguments + ["--print", "display"], input: keys)
        #expect(output.status == 0, "calc failed: \(output.standardError)")
        return String(output.standardOutput.dropLast())
    }
}
