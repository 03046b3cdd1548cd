import CalcPresentation
import CalcTestSupport
import Foundation
import Testing

@testable import calc

/// Issue #18, "Hardening II", for the terminal calculator reading a script: failed writes reported,
/// script input read a chunk at a time, and a file name given as an argument (``TerminalHardeningTests``
/// has calc on a terminal).
struct ScriptHardeningTests {
    /// A temporary directory, removed when the test ends.
    final class Directory {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("calc-hardening-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }
        func file(_ name: String, _ contents: Data = Data()) throws -> String {
            let path = url.appendingPathComponent(name).path
            try contents.write(to: URL(fileURLWithPath: path))
            return path
        }
        func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
    }

    /// A pipe whose ends are closed on exec (calc gets the one it needs by dup2).
    static func makePipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return true
    }

    /// Runs calc with `arguments` on `input`, standard output to `output`; returns the process (ended
    /// within 20 s) and its standard error.
    private func run(_ arguments: [String], input: String = "2+3=", output: SpawnedProcess.Stream)
        throws -> (SpawnedProcess, String)
    {
        let directory = try Directory()
        let inputPath = try directory.file("stdin", Data(input.utf8))
        let errorPath = try directory.file("stderr")
        let process = try SpawnedProcess(
            BuiltProgram.calc.url.path, arguments, input: .path(inputPath, O_RDONLY),
            output: output, error: .path(errorPath, O_WRONLY | O_TRUNC))
        #expect(process.wait(timeout: 20), "calc did not end")
        return (process, directory.read(errorPath))
    }

    @Test func failedOutputIsReportedWithAnErrorStatus() throws {
        let cases: [([String], SpawnedProcess.Stream, String)] = [
            (["--print", "display"], .path("/dev/full", O_WRONLY), "No space left on device"),
            ([], .path("/dev/full", O_WRONLY), "No space left on device"),
            (["--print", "display"], .closed, "Bad file descriptor"),
            (["--help"], .path("/dev/full", O_WRONLY), "No space left on device"),
            (["--help"], .closed, "Bad file descriptor"),
        ]
        for (arguments, output, reason) in cases {
            let (process, error) = try run(arguments, output: output)
            #expect(process.exitStatus == 1, "\(arguments) \(output): \(process.ending)")
            #expect(error == "calc: cannot write output: \(reason)\n", "\(arguments) \(output)")
        }
    }

    @Test func brokenPipeIsReportedAtOnce() throws {
        var ends: [Int32] = [0, 0]
        #expect(Self.makePipe(&ends))
        close(ends[0])
        defer { close(ends[1]) }
        let (process, error) = try run(["--print", "display"], output: .descriptor(ends[1]))
        #expect(process.exitStatus == 1, "\(process.ending)")
        #expect(error == "calc: cannot write output: Broken pipe\n")
    }

    /// Peak memory must not follow the input's size: after reading 64 KiB or 4 MiB of the same
    /// input, calc's peak resident memory differs by less than 4 MiB (reading all of the input before
    /// acting kept all of it, and then 24 bytes for each keystroke decoded: 100 MB more at 4 MiB).
    @Test(arguments: [("NUL bytes", UInt8(0)), ("line feeds", UInt8(0x0A))])
    func peakMemoryDoesNotGrowWithTheInput(shape: String, byte: UInt8) throws {
        let small = try peakMemory(reading: 1 << 16, of: byte)
        let large = try peakMemory(reading: 1 << 22, of: byte)
        #expect(large - small < 4096, "\(shape): peak \(small) KiB after 64 KiB, \(large) KiB after 4 MiB")
    }

    /// calc's peak resident memory (VmHWM, KiB) once it has read `size` bytes of `byte` from a socket
    /// the test keeps open (calc's own peak: wait4's would count the test process, which posix_spawn's
    /// child shares until exec); then the input ends and calc must print `0`.
    private func peakMemory(reading size: Int, of byte: UInt8) throws -> Int {
        var ends: [Int32] = [0, 0]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let directory = try Directory()
        let outputPath = try directory.file("stdout")
        let process = try SpawnedProcess(
            BuiltProgram.calc.url.path, ["--print", "display"], input: .descriptor(ends[1]),
            output: .path(outputPath, O_WRONLY), error: .path("/dev/null", O_WRONLY))
        close(ends[1])
        let chunk = [UInt8](repeating: byte, count: 1 << 16)
        var sent = 0
        while sent < size {
            let count = send(ends[0], chunk, min(chunk.count, size - sent), Int32(MSG_NOSIGNAL))
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            sent += count
        }
        let deadline = Date().addingTimeInterval(60)
        while Self.bytesRead(by: process.pid) < size && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        #expect(Self.bytesRead(by: process.pid) >= size, "calc did not read its input")
        Thread.sleep(forTimeInterval: 0.3)
        let peak = Self.status(of: process.pid, "VmHWM:")
        close(ends[0])
        #expect(process.wait(timeout: 60))
        #expect(process.exitStatus == 0, "\(process.ending)")
        #expect(directory.read(outputPath) == "0\n")
        return peak
    }

    /// The bytes a process has read (`rchar` in /proc/PID/io).
    static func bytesRead(by pid: pid_t) -> Int {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8)) ?? ""
        let line = text.split(separator: "\n").first { $0.hasPrefix("rchar:") } ?? ""
        return Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces)) ?? 0
    }

    /// A number from /proc/PID/status (`VmHWM:` in KiB).
    static func status(of pid: pid_t, _ field: String) -> Int {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = text.split(separator: "\n").first { $0.hasPrefix(field) } ?? ""
        return Int(line.dropFirst(field.count).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
            ?? 0
    }

    /// `yes q | calc`: the first `q` ends the run, although the input never ends. (Memory is capped at
    /// 2 GB so that reading all of it cannot take the machine down.)
    @Test func endlessInputEndsAtTheFirstQ() throws {
        let directory = try Directory()
        let outputPath = try directory.file("stdout")
        let process = try SpawnedProcess(
            "/bin/sh",
            [
                "-c", "ulimit -v 2000000; yes q | \"$0\" --print display",
                BuiltProgram.calc.url.path,
            ],
            input: .path("/dev/null", O_RDONLY), output: .path(outputPath, O_WRONLY),
            error: .path("/dev/null", O_WRONLY))
        let ended = process.wait(timeout: 5)
        #expect(ended, "yes q | calc still running after 5 s")
        if !ended { kill(-process.pid, SIGKILL) }
        #expect(directory.read(outputPath) == "0\n")
    }

    /// `(printf '2+3=q'; sleep 5) | calc`: done at the `q`, not at the end of the input.
    @Test func quitActsBeforeTheEndOfTheInput() throws {
        var ends: [Int32] = [0, 0]
        #expect(Self.makePipe(&ends))
        defer { close(ends[1]) }
        _ = write(ends[1], "2+3=q", 5)
        let directory = try Directory()
        let outputPath = try directory.file("stdout")
        let process = try SpawnedProcess(
            BuiltProgram.calc.url.path, ["--print", "display"], input: .descriptor(ends[0]),
            output: .path(outputPath, O_WRONLY), error: .path("/dev/null", O_WRONLY))
        close(ends[0])
        let start = Date()
        #expect(process.wait(timeout: 3), "calc waited for the end of the input")
        #expect(Date().timeIntervalSince(start) < 3)
        #expect(process.exitStatus == 0, "\(process.ending)")
        #expect(directory.read(outputPath) == "5\n")
    }

    private func display(after chunks: [String]) -> String {
        let options = try! TerminalOptions.parse(["--backend", "double", "--print", "display"])
        var runner = ScriptRunner(
            session: CalculatorSession(settings: options.settings, backend: options.backend),
            output: .display)
        for chunk in chunks { runner.apply(Array(chunk.utf8)) }
        runner.finish()
        return runner.result
    }

    /// Read in chunks, the input means what it meant whole: a sequence cut between two chunks is
    /// still one key, an Escape at the end of one is still Escape.
    @Test func keysCutBetweenChunks() {
        #expect(display(after: ["123\u{1B}[3", "~"]) == "12\n", "Delete cut after ESC [ 3")
        #expect(display(after: ["123\u{1B}", "[3~"]) == "12\n", "Delete cut after ESC")
        #expect(display(after: ["5+3\u{1B}", "2="]) == "2\n", "Escape (AC) at the end of a chunk")
        #expect(display(after: ["5+3\u{1B}"]) == "0\n", "Escape at the very end")
        #expect(display(after: ["2\u{1B}O", "M"]) == "2\n", "keypad Enter cut after ESC O")
        #expect(display(after: ["2×", "3="]) == "6\n")
        #expect(display(after: ["2", "q", "3"]) == "2\n")
    }

    /// An unfinished sequence is kept for the next chunk only up to a small size.
    @Test func whatIsKeptBetweenChunksIsBounded() {
        var decoder = KeystrokeDecoder(keepsIncompleteSequences: true)
        #expect(decoder.decode(Array("\u{1B}[".utf8) + [UInt8](repeating: 0x31, count: 100)).count == 1)
        #expect(decoder.decode(Array("\u{1B}[12".utf8)).isEmpty)
        #expect(decoder.decode(Array("3~".utf8)) == [.sequence("[123~")])
    }

    @Test func fileNameArgumentNamesCalcEval() throws {
        let output = try BuiltProgram.calc.run(["file.txt"])
        #expect(output.status == 2)
        #expect(
            output.standardError == "calc: 'file.txt' is not an option; calc reads keys from the keyboard or "
                + "standard input (calc < file.txt); to evaluate a file of key scripts, use calc-eval file.txt\n")
        #expect(output.standardOutput.isEmpty)
    }

    /// calc escapes as calc-eval does (`KeyScriptError.visible`), bidirectional controls included: it had
    /// an escaper of its own, which wrote `\e` and `\x07` and let U+202E turn a message around.
    @Test func echoedArgumentsHaveTheirControlCharactersEscaped() throws {
        let cases: [([String], String)] = [
            (["a\u{1B}[2Jb"], "'a\\u{1B}[2Jb' is not an option"),
            (["--print", "x\u{7}\u{9B}"], "--print: unknown output 'x\\u{7}\\u{9B}'"),
            (["--backend", "\u{1B}c"], "--backend: unknown backend '\\u{1B}c'"),
            (["--fr\u{8}ob"], "unknown option '--fr\\u{8}ob'"),
            (["--print", "\u{202E}yalpsid"], "--print: unknown output '\\u{202E}yalpsid'"),
            (
                ["--angle", "\u{2067}deg\u{2069}\u{200F}\u{FEFF}"],
                "--angle: unknown unit '\\u{2067}deg\\u{2069}\\u{200F}\\u{FEFF}'"
            ),
        ]
        for (arguments, message) in cases {
            let output = try BuiltProgram.calc.run(arguments)
            #expect(output.status == 2)
            #expect(output.standardError.hasPrefix("calc: " + message), "\(output.standardError.debugDescription)")
            let controls = output.standardError.unicodeScalars.filter {
                $0.value < 0x20 && $0 != "\n" || (0x7F..<0xA0).contains($0.value)
            }
            #expect(controls.isEmpty)
        }
    }
}
