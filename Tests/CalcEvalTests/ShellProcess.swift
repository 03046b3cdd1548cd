import CalcTestSupport
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
        environment["CALC_EVAL"] = BuiltProgram.calcEval.url.path
        process.environment = environment
        process.currentDirectoryURL = TestEnvironment.repositoryRoot
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }

    /// The peak resident memory in KiB of calc-eval run with `arguments` on the file at `input` (standard
    /// output and error to /dev/null): the largest `VmHWM` of `/proc/PID/status` read while it runs.
    ///
    /// Not `ru_maxrss` from `wait4` or `RUSAGE_CHILDREN`: posix_spawn starts the child in the test
    /// process's memory, and Linux carries that memory's high-water mark across `exec` into the child's
    /// `ru_maxrss`, so every child would report at least the test process's size. `VmHWM` belongs to the
    /// memory the program got at `exec`. It only rises, and the shapes measured reach their peak early and
    /// keep it while they evaluate, so reading it every 2 ms finds the peak.
    static func peakMemory(_ arguments: [String], input: String) throws -> Int {
        let executable = BuiltProgram.calcEval.url.path
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
        var peak = 0
        var status: Int32 = 0
        while true {
            if let highWater = highWaterMark(of: pid) { peak = max(peak, highWater) }
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            if waited < 0 && errno != EINTR {
                throw PeakMemoryError(message: "waitpid: \(String(cString: strerror(errno)))")
            }
            usleep(2_000)
        }
        guard peak > 0 else { throw PeakMemoryError(message: "no VmHWM read for calc-eval") }
        return peak
    }

    /// The growth in bytes of calc-eval's peak memory (``peakMemory(_:input:)``, on Double, one job) per
    /// byte of input, from a line of `small` bytes to one of `large` bytes (`line(size)`). Keep the sizes'
    /// ratio a power of two: arrays grow by doubling, so another ratio measures a step of their growth.
    static func memoryGrowth(
        _ arguments: [String], small: Int = 128 << 10, large: Int = 512 << 10, line: (Int) -> String
    ) throws -> Double {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        var peaks: [Int] = []
        for size in [small, large] {
            let file = try scratch.write("line-\(size)", line(size))
            peaks.append(try peakMemory(["--backend", "double", "--jobs", "1"] + arguments, input: file))
        }
        return Double((peaks[1] - peaks[0]) * 1024) / Double(large - small)
    }

    /// `VmHWM` of a running process in KiB, or nil (not running, or /proc not readable).
    static func highWaterMark(of pid: pid_t) -> Int? {
        // Read with read(2): /proc files report a size of 0, which Foundation's readers take at its word.
        let descriptor = open("/proc/\(pid)/status", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 8192)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got <= 0 { break }
            count += got
        }
        let status = String(decoding: bytes[..<count], as: UTF8.self)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        let fields = line.dropFirst("VmHWM:".count).split(whereSeparator: { $0 == " " || $0 == "\t" })
        return fields.first.flatMap { Int($0) }
    }

    struct PeakMemoryError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
