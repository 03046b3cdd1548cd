#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Buffered writing to standard output, and messages to standard error.
///
/// Every write to standard output is checked: the first one that fails (a full disk, a closed descriptor,
/// a reader that went away with SIGPIPE ignored) is remembered in ``writeError`` and everything after it is
/// dropped, so that the caller stops at its next check and reports it with ``reportWriteError()``. A write
/// to standard error that fails is given up at once: there is nowhere left to say so.
struct StandardStreams {
    private var pending: [UInt8] = []
    /// The `errno` of the first write to standard output that failed, or 0.
    private(set) var writeError: Int32 = 0

    /// calc-eval's exit status when its output could not be written.
    static let writeFailureStatus: Int32 = 3

    init() { pending.reserveCapacity(1 << 16) }

    /// Whether a write to standard output failed (nothing more is written once one has).
    var failed: Bool { writeError != 0 }

    /// Queues text for standard output; a large text is written straight away without copying.
    mutating func write(_ text: String) {
        if failed { return }
        if text.utf8.count >= 1 << 16 {
            let written: Int32? = text.utf8.withContiguousStorageIfAvailable { bytes in
                flush()
                return failed ? writeError : Self.writeAll(UnsafeRawBufferPointer(bytes), to: 1)
            }
            if let written {
                writeError = written
                return
            }
        }
        pending.append(contentsOf: text.utf8)
        if pending.count >= 1 << 16 { flush() }
    }

    /// Queues bytes for standard output; a large block is written straight away without copying.
    mutating func write(_ bytes: ArraySlice<UInt8>) {
        if failed { return }
        if pending.isEmpty && bytes.count >= 1 << 16 {
            writeError = bytes.withUnsafeBytes { Self.writeAll($0, to: 1) }
            return
        }
        pending.append(contentsOf: bytes)
        if pending.count >= 1 << 16 { flush() }
    }

    /// Writes what is queued for standard output.
    mutating func flush() {
        if !failed && !pending.isEmpty { writeError = pending.withUnsafeBytes { Self.writeAll($0, to: 1) } }
        pending.removeAll(keepingCapacity: true)
    }

    /// Writes every byte to `descriptor`, retrying after interruptions and short writes; the `errno` of a
    /// failure, or 0. A write that reports no progress counts as a failure (EIO), so this never spins.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if written == 0 { return EIO }
            offset += written
        }
        return 0
    }

    /// Writes `calc-eval`-prefixed or located messages to standard error, after flushing standard output.
    ///
    /// Control characters and bidirectional controls in the message (which may quote input) are shown
    /// escaped (``VisibleText``). A failure to write it is ignored.
    mutating func error(_ message: String) {
        flush()
        let line = Array((VisibleText.escaped(message) + "\n").utf8)
        _ = line.withUnsafeBytes { Self.writeAll($0, to: 2) }
    }

    /// Writes `calc-eval: cannot write output: REASON` to standard error when a write to standard output
    /// failed; returns whether one had.
    mutating func reportWriteError() -> Bool {
        guard failed else { return false }
        pending.removeAll()
        let reason = String(cString: strerror(writeError))
        let line = Array("calc-eval: cannot write output: \(reason)\n".utf8)
        _ = line.withUnsafeBytes { Self.writeAll($0, to: 2) }
        return true
    }

    /// Makes sure descriptors 0, 1 and 2 are open, so that a file calc-eval opens never takes the place of
    /// a closed standard stream. A closed standard output or error is replaced by `/dev/null` opened for
    /// reading only, and a closed standard input by `/dev/null` opened for writing only: writes and reads
    /// fail with EBADF, which is reported like any other failed write or read (output is never discarded
    /// silently, and a closed input is not an empty one).
    static func reserveStandardDescriptors() {
        for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            let opened = open("/dev/null", descriptor == 0 ? O_WRONLY : O_RDONLY)
            if opened >= 0 && opened != descriptor {
                _ = dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}

/// The C library's `write`, under a name that the methods above do not shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
