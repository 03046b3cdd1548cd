import CalcTestSupport
import Foundation
import Testing

/// calc run in a pseudo-terminal by util-linux `script` (`script -qfec "calc …" /dev/null`): calc's
/// standard input and output are a real terminal, so it runs interactively (raw mode, alternate
/// screen). The test types into `script`'s standard input and reads everything calc wrote.
final class PseudoTerminal {
    /// Where `script` is, if installed (util-linux, present on every common Linux).
    static let scriptPath: String? = ["/usr/bin/script", "/bin/script"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether the pseudo-terminal tests can run.
    static var isAvailable: Bool { scriptPath != nil }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let buffer = OutputBuffer()

    /// Starts calc with `arguments` in a pseudo-terminal and waits for its first frame; `afterwards`
    /// is a shell command run in the same terminal after calc exits (`stty -a`).
    init(
        _ arguments: [String] = [], afterwards: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var command = ([BuiltProgram.calc.url.path] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
        if let afterwards { command += "; " + afterwards }
        process.executableURL = URL(fileURLWithPath: Self.scriptPath ?? "/usr/bin/script")
        process.arguments = ["-qfec", command, "/dev/null"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let handle = output.fileHandleForReading
        let buffer = self.buffer
        Thread.detachNewThread {
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                buffer.append(data)
            }
            buffer.close()
        }
        // Keys typed before calc is in raw mode would be echoed and line-buffered: wait for the keypad.
        let ready = waitUntil { $0.contains("\u{1B}[?1049h") && $0.contains("└") }
        #expect(ready, "calc drew no screen: \(text.debugDescription)", sourceLocation: sourceLocation)
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Everything calc wrote so far.
    var text: String { buffer.text }

    /// The screen as calc left it.
    var screen: RenderedScreen { RenderedScreen(text) }

    /// Types `keys`, then waits until the screen has been redrawn after them: a whole frame (which
    /// ends by clearing below it, `ESC [ J`) has arrived and nothing more for a moment, or the output
    /// has ended.
    func type(_ keys: String) {
        let before = buffer.count
        send(keys)
        _ = waitUntil { _ in
            buffer.isClosed || (buffer.contains(Array("\u{1B}[J".utf8), after: before) && buffer.isQuiet(for: 0.05))
        }
    }

    /// Types `keys` and does not wait. Nothing is written once `script` has exited (the write would
    /// raise SIGPIPE in the test process).
    func send(_ keys: String) {
        guard process.isRunning else { return }
        try? input.fileHandleForWriting.write(contentsOf: Data(keys.utf8))
    }

    /// The process id of calc, `script`'s child (nil once it has gone).
    var calcProcessID: pid_t? {
        let path = "/proc/\(process.processIdentifier)/task/\(process.processIdentifier)/children"
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: " ").first.flatMap { pid_t($0) }
    }

    /// Waits for calc (and `script`) to exit; returns the exit status, or nil after `timeout` seconds.
    func waitForExit(timeout: Double = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        guard !process.isRunning else { return nil }
        _ = waitUntil(timeout: 2) { _ in buffer.isClosed }
        try? input.fileHandleForWriting.close()
        return process.terminationStatus
    }

    /// Waits until `condition` holds for the output (true), or `timeout` seconds pass (false).
    @discardableResult
    func waitUntil(timeout: Double = 10, _ condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(buffer.text) { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return condition(buffer.text)
    }
}
