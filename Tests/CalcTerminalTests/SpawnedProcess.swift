import CalcTestSupport
import Foundation
import Testing

/// calc started with `posix_spawn`, each standard descriptor chosen (a file, a pipe's end, a closed
/// descriptor, a pseudo-terminal), and waited for with `waitpid`, which says exactly how it ended (an
/// exit status or the signal it died of) and whether it is stopped.
///
/// The child gets a new session, every signal at its default action and none blocked, so that what
/// the test runner does with its own signals does not leak into calc.
final class SpawnedProcess: @unchecked Sendable {
    /// What a standard descriptor of the child is.
    enum Stream {
        /// A path opened with these flags (`/dev/full`, a pseudo-terminal's slave, a file).
        case path(String, Int32)
        /// A descriptor of the test process, duplicated.
        case descriptor(Int32)
        /// Closed.
        case closed
    }

    /// The child's pid.
    let pid: pid_t
    private let lock = NSLock()
    private var waitStatus: Int32?

    /// Starts `executable` with `arguments`. With `withoutCoreDumps`, it runs through
    /// `sh -c 'ulimit -c 0; exec …'` (same pid), so that a signal that dumps core leaves no file.
    init(
        _ executable: String, _ arguments: [String], input: Stream, output: Stream, error: Stream,
        environment: [String: String] = [:], withoutCoreDumps: Bool = false
    ) throws {
        var argv = [executable] + arguments
        if withoutCoreDumps { argv = ["/bin/sh", "-c", "ulimit -c 0; exec \"$0\" \"$@\""] + argv }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, stream) in [(Int32(0), input), (1, output), (2, error)] {
            switch stream {
            case .path(let path, let flags): posix_spawn_file_actions_addopen(&actions, target, path, flags, 0o644)
            case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, target)
            case .closed: posix_spawn_file_actions_addclose(&actions, target)
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        let setsid: Int32 = 0x80  // POSIX_SPAWN_SETSID (glibc)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | setsid))
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { $1 }
        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for argument in cArguments { free(argument) }
            for variable in cEnvironment { free(variable) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, argv[0], &actions, &attributes, cArguments, cEnvironment)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO) }
        pid = child
    }

    deinit {
        if lock.withLock({ waitStatus == nil }) {
            kill(pid, SIGKILL)
            _ = wait(timeout: 5)
        }
    }

    /// Waits until the child has exited or died (true), or `timeout` seconds pass (false).
    @discardableResult
    func wait(timeout: Double) -> Bool {
        poll(timeout: timeout, options: 0) { _ in true }
    }

    /// Waits until the child is stopped (true), or `timeout` seconds pass or it ends (false).
    func waitUntilStopped(timeout: Double) -> Bool {
        poll(timeout: timeout, options: WUNTRACED) { Self.isStopped($0) } && isStopped
    }

    private func poll(timeout: Double, options: Int32, until isDone: (Int32) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if lock.withLock({ waitStatus != nil }) { return true }
            var status: Int32 = 0
            let waited = waitpid(pid, &status, WNOHANG | options)
            if waited == pid {
                if Self.isStopped(status) {
                    lock.withLock { stoppedStatus = status }
                    if isDone(status) { return true }
                } else {
                    lock.withLock { waitStatus = status }
                    return true
                }
            }
            if Date() >= deadline { return false }
            Thread.sleep(forTimeInterval: 0.01)
        }
    }

    private var stoppedStatus: Int32?

    private static func isStopped(_ status: Int32) -> Bool { status & 0xFF == 0x7F }

    /// Whether the last wait saw the child stopped (and it has not ended since).
    var isStopped: Bool { lock.withLock { waitStatus == nil && stoppedStatus != nil } }

    /// Forgets that the child was stopped (after sending SIGCONT).
    func continued() { lock.withLock { stoppedStatus = nil } }

    /// The exit status, when the child exited.
    var exitStatus: Int32? {
        lock.withLock {
            guard let status = waitStatus, status & 0x7F == 0 else { return nil }
            return (status >> 8) & 0xFF
        }
    }

    /// The signal the child died of, when it did.
    var terminatingSignal: Int32? {
        lock.withLock {
            guard let status = waitStatus, status & 0x7F != 0, status & 0x7F != 0x7F else { return nil }
            return status & 0x7F
        }
    }

    /// How the child ended, for messages: `exit 1`, `signal 10`, `running`.
    var ending: String {
        if let exitStatus { return "exit \(exitStatus)" }
        if let terminatingSignal { return "signal \(terminatingSignal)" }
        return isStopped ? "stopped" : "running"
    }
}

/// A pseudo-terminal for calc: the test keeps the master, calc opens the slave as its controlling
/// terminal. Everything calc writes is collected; the terminal's settings (raw or not) are read from
/// the master.
final class TerminalPair: @unchecked Sendable {
    /// The master side.
    let master: Int32
    /// The slave's path, for ``SpawnedProcess/Stream/path(_:_:)``.
    let slavePath: String
    private let buffer = OutputBuffer()

    /// A new pair, 80 columns by 24 rows.
    init() throws {
        // posix_openpt, grantpt, unlockpt and ptsname, which Swift's Glibc module does not import.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        let setLock: UInt = 0x4004_5431  // TIOCSPTLCK
        let getNumber: UInt = 0x8004_5430  // TIOCGPTN
        guard master >= 0, ioctl(master, setLock, &unlock) == 0, ioctl(master, getNumber, &number) == 0 else {
            throw POSIXError(.ENOTTY)
        }
        slavePath = "/dev/pts/\(number)"
    }

    deinit { close(master) }

    /// Starts collecting what calc writes (call once calc has the slave open). The reading thread reads
    /// a descriptor of its own, which it closes itself: reading `master`, it could outlive this pair
    /// and read from the next pair that reuses the descriptor's number.
    func startReading() {
        let reader = fcntl(master, F_DUPFD_CLOEXEC, 0)
        let buffer = self.buffer
        Thread.detachNewThread {
            var bytes = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(reader, &bytes, bytes.count)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                buffer.append(Data(bytes[0..<count]))
            }
            close(reader)
            buffer.close()
        }
    }

    /// Starts calc with `arguments` on this terminal (standard output elsewhere if `output` is given).
    func spawn(
        _ arguments: [String], output: SpawnedProcess.Stream? = nil,
        withoutCoreDumps: Bool = false
    ) throws -> SpawnedProcess {
        let slave = SpawnedProcess.Stream.path(slavePath, O_RDWR)
        let process = try SpawnedProcess(
            BuiltProgram.calc.url.path, arguments, input: slave, output: output ?? slave,
            error: slave, environment: ["SWIFT_BACKTRACE": "enable=no"],
            withoutCoreDumps: withoutCoreDumps)
        startReading()
        return process
    }

    /// Everything calc wrote so far.
    var text: String { buffer.text }

    /// The number of bytes calc wrote so far.
    var count: Int { buffer.count }

    /// The screen as calc left it.
    var screen: RenderedScreen { RenderedScreen(text) }

    /// Types `keys`.
    func send(_ keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress!, $0.count) }
    }

    /// Sets the terminal's size, as a window resize does; the kernel signals SIGWINCH to calc.
    func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Whether the terminal is in raw mode (no canonical input, no echo) as calc sets it.
    var isRaw: Bool {
        var settings = termios()
        guard tcgetattr(master, &settings) == 0 else { return false }
        return settings.c_lflag & tcflag_t(ICANON) == 0 && settings.c_lflag & tcflag_t(ECHO) == 0
    }

    /// Whether the terminal is in its usual cooked mode again (canonical input, echo, signal keys).
    var isCooked: Bool {
        var settings = termios()
        guard tcgetattr(master, &settings) == 0 else { return false }
        let flags = tcflag_t(ICANON) | tcflag_t(ECHO) | tcflag_t(ISIG)
        return settings.c_lflag & flags == flags
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

    /// Waits for calc's first frame: the keypad drawn in the alternate screen.
    func waitForFirstFrame(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let ready = waitUntil { $0.contains("\u{1B}[?1049h") && $0.contains("└") }
        if !ready { Issue.record("no first frame: \(text.debugDescription)", sourceLocation: sourceLocation) }
        return ready
    }
}
