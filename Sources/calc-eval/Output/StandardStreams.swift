#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffered writing to standard output, and messages to standard error.
struct StandardStreams {
    private var pending: [UInt8] = []

    init() { pending.reserveCapacity(1 << 16) }

    /// Queues text for standard output.
    mutating func write(_ text: String) {
        pending.append(contentsOf: text.utf8)
        if pending.count >= 1 << 16 { flush() }
    }

    /// Queues bytes for standard output; a large block is written straight away without copying.
    mutating func write(_ bytes: ArraySlice<UInt8>) {
        if pending.isEmpty && bytes.count >= 1 << 16 {
            bytes.withUnsafeBytes { writeAll($0) }
            return
        }
        pending.append(contentsOf: bytes)
        if pending.count >= 1 << 16 { flush() }
    }

    /// Writes what is queued for standard output.
    mutating func flush() {
        pending.withUnsafeBytes { writeAll($0) }
        pending.removeAll(keepingCapacity: true)
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(1, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                break
            }
            offset += written
        }
    }

    /// Writes `calc-eval`-prefixed or located messages to standard error, after flushing standard output.
    mutating func error(_ message: String) {
        flush()
        let line = message + "\n"
        _ = line.utf8CString.withUnsafeBufferPointer { systemWrite(2, $0.baseAddress, $0.count - 1) }
    }
}

/// The C library's `write`, under a name that the methods above do not shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
