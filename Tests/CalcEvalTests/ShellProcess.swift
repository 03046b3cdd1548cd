import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs calc-eval in the situations Foundation's Process cannot set up: under bash (standard output on
/// /dev/full or closed, SIGPIPE ignored, a pipe into `head`), and with its peak memory measured.
enum ShellProcess {
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
        var errorLines: [String] {
            standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
    }

    /// Runs `script` with `bash -c`; `$CALC_EVAL` names the calc-eval under test. Its standard output and
    /// error go to temporary files unless the script redirects them.
    static func bash(_ script: String) throws -> Output {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("calc-eval-shell-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        var environment = ProcessInfo.processInfo.environment
        environment["CALC_EVAL"] = CalcEvalProcess.executable.path
        process.environment = environment
        process.currentDirectoryURL = CalcEvalProcess.root
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        process.waitUntilExit()
        return Output(status: process.terminationStatus,
                      standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
                      standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }

    /// The peak resident memory in KiB of calc-eval run with `arguments` on the file at `input` (standard
    /// output and error to /dev/null), from `wait4`'s resource usage of that one child.
    static func peakMemory(_ arguments: [String], input: String) throws -> Int {
        let executable = CalcEvalProcess.executable.path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw PeakMemoryError(message: "posix_spawn: \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw PeakMemoryError(message: "wait4: \(String(cString: strerror(errno)))") }
        }
        // ru_maxrss is in KiB on Linux (bytes on macOS).
        #if canImport(Darwin)
        return Int(usage.ru_maxrss) / 1024
        #else
        return Int(usage.ru_maxrss)
        #endif
    }

    struct PeakMemoryError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
