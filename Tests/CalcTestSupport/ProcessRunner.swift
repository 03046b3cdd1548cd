import Foundation

/// What a program printed, and how it ended.
public struct ProcessOutput: Sendable {
    /// The exit status (or the signal number, when a signal ended the program).
    public var status: Int32
    /// Standard output, as bytes.
    public var standardOutputData: Data
    /// Standard error, as bytes.
    public var standardErrorData: Data
    /// Seconds from launch to exit.
    public var elapsed: Double
    /// Whether the program was killed because it ran past its time limit.
    public var timedOut = false

    /// Standard output (decoded as UTF-8, invalid bytes replaced).
    public var standardOutput: String { String(decoding: standardOutputData, as: UTF8.self) }
    /// Standard error (decoded as UTF-8, invalid bytes replaced).
    public var standardError: String { String(decoding: standardErrorData, as: UTF8.self) }
    /// Lines of standard output, without the final newline.
    public var lines: [String] { Self.lines(standardOutputData) }
    /// Lines of standard error, without the final newline.
    public var errorLines: [String] { Self.lines(standardErrorData) }

    /// The lines of `data`: split at newlines, the empty text after a final newline left out.
    public static func lines(_ data: Data) -> [String] {
        var lines = String(decoding: data, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// Runs programs (calc-eval, calc, python3) the way every end-to-end test does: standard input, output and
/// error go through temporary files, so no pipe can fill up; the working directory is the repository root.
public enum ProcessRunner {
    /// Runs `executable` with `arguments`, `input` on its standard input, and waits for it (blocking the
    /// calling thread).
    public static func run(
        _ executable: URL, _ arguments: [String], input: Data = Data(),
        in directory: URL = TestEnvironment.repositoryRoot
    ) throws -> ProcessOutput {
        let files = try Files()
        defer { files.remove() }
        let start = ContinuousClock.now
        let process = try files.launch(executable, arguments, input: input, in: directory)
        process.waitUntilExit()
        return try files.output(status: process.terminationStatus, elapsed: seconds(since: start))
    }

    /// Runs `executable` with `arguments` and text on its standard input.
    public static func run(
        _ executable: URL, _ arguments: [String], input: String,
        in directory: URL = TestEnvironment.repositoryRoot
    ) throws -> ProcessOutput {
        try run(executable, arguments, input: Data(input.utf8), in: directory)
    }

    /// Runs `executable` with `arguments`, `input` on its standard input; kills it (SIGKILL, by its process
    /// id) when it runs longer than `timeLimit` seconds.
    ///
    /// The wait does not block a thread of the concurrency pool (other tests keep running meanwhile).
    public static func run(
        _ executable: URL, _ arguments: [String], input: Data = Data(),
        in directory: URL = TestEnvironment.repositoryRoot,
        timeLimit: Double?
    ) async throws -> ProcessOutput {
        let files = try Files()
        defer { files.remove() }
        let start = ContinuousClock.now
        let process = try files.launch(executable, arguments, input: input, in: directory)
        // The watchdog runs on a Dispatch queue, on time even while the test threads are busy.
        let identifier = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(identifier, SIGKILL) }
        if let timeLimit { DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog) }
        // Wait on a Dispatch thread, not on one of the concurrency pool's (other tests keep running), and
        // note the time of the exit there. (Not `terminationHandler`: with it, swift-corelibs-foundation
        // never releases the Process, which LeakSanitizer reports.)
        let waiting = UncheckedProcess(process: process)
        let (status, elapsed, signalled) = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                waiting.process.waitUntilExit()
                continuation.resume(
                    returning: (
                        waiting.process.terminationStatus, seconds(since: start),
                        waiting.process.terminationReason == .uncaughtSignal
                    ))
            }
        }
        watchdog.cancel()
        var output = try files.output(status: status, elapsed: elapsed)
        output.timedOut = timeLimit.map { elapsed >= $0 } ?? false && signalled && status == SIGKILL
        return output
    }

    /// A process handed to the thread that waits for it (used by one thread at a time).
    private struct UncheckedProcess: @unchecked Sendable {
        let process: Process
    }

    /// The temporary files of one run.
    private struct Files {
        let directory: URL
        var input: URL { directory.appendingPathComponent("stdin") }
        var output: URL { directory.appendingPathComponent("stdout") }
        var error: URL { directory.appendingPathComponent("stderr") }

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("calc-tests-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }

        func launch(
            _ executable: URL, _ arguments: [String], input bytes: Data,
            in workingDirectory: URL
        ) throws -> Process {
            try bytes.write(to: input)
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            _ = FileManager.default.createFile(atPath: error.path, contents: nil)
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.currentDirectoryURL = workingDirectory
            process.standardInput = try FileHandle(forReadingFrom: input)
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = try FileHandle(forWritingTo: error)
            try process.run()
            return process
        }

        func output(status: Int32, elapsed: Double) throws -> ProcessOutput {
            ProcessOutput(
                status: status, standardOutputData: try Self.contents(of: output),
                standardErrorData: try Self.contents(of: error), elapsed: elapsed)
        }

        func remove() {
            try? FileManager.default.removeItem(at: directory)
        }

        /// A file's bytes. (Not `Data(contentsOf:)`: swift-foundation's leaks a 4 KiB buffer for an empty
        /// file, which LeakSanitizer reports.)
        static func contents(of url: URL) throws -> Data {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            return try handle.readToEnd() ?? Data()
        }
    }
}

/// A program of this package (calc-eval, calc), as built next to the test bundle, or at the path an
/// environment variable names.
public struct BuiltProgram: Sendable {
    /// The product's name.
    public let name: String
    /// The environment variable that overrides where the program is (e.g. `CALC_EVAL_PATH`).
    public let pathVariable: String

    /// The program `name`, whose path `pathVariable` may override.
    public init(name: String, pathVariable: String) {
        self.name = name
        self.pathVariable = pathVariable
    }

    /// calc-eval (or `CALC_EVAL_PATH`).
    public static let calcEval = BuiltProgram(name: "calc-eval", pathVariable: "CALC_EVAL_PATH")
    /// calc (or `CALC_PATH`).
    public static let calc = BuiltProgram(name: "calc", pathVariable: "CALC_PATH")

    /// The environment variable's path, or the program in the test binary's directory or one of the four
    /// above it (where it is when the test bundle is a directory, as on Darwin), or in the test binary's
    /// directory even if it is not there.
    public var url: URL {
        if let path = TestEnvironment.variable(pathVariable) { return URL(fileURLWithPath: path) }
        let testBinary = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let nextToTests = testBinary.deletingLastPathComponent()
        var directory = nextToTests
        for _ in 0...4 {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nextToTests.appendingPathComponent(name)
    }

    /// Whether the program can be run: it was built (it is, with `swift build --build-tests`), and the
    /// tests do not run under valgrind, where Foundation's Process cannot start it ("Bad file descriptor";
    /// scripts/valgrind-engine checks calc-eval itself).
    public var isAvailable: Bool {
        !TestEnvironment.isUnderValgrind && FileManager.default.isExecutableFile(atPath: url.path)
    }

    /// Runs the program with `arguments` and `input` on its standard input, and waits for it.
    public func run(_ arguments: [String], input: Data = Data()) throws -> ProcessOutput {
        try ProcessRunner.run(url, arguments, input: input)
    }

    /// Runs the program with `arguments` and text on its standard input, and waits for it.
    public func run(_ arguments: [String], input: String) throws -> ProcessOutput {
        try ProcessRunner.run(url, arguments, input: Data(input.utf8))
    }

    /// Runs the program without blocking a thread of the concurrency pool; kills it after `timeLimit`
    /// seconds.
    public func run(_ arguments: [String], input: Data = Data(), timeLimit: Double?) async throws -> ProcessOutput {
        try await ProcessRunner.run(url, arguments, input: input, timeLimit: timeLimit)
    }

    /// Runs the program with text on its standard input, without blocking a thread of the concurrency pool.
    public func run(_ arguments: [String], input: String, timeLimit: Double?) async throws -> ProcessOutput {
        try await ProcessRunner.run(url, arguments, input: Data(input.utf8), timeLimit: timeLimit)
    }
}
