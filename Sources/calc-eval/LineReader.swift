#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines from a file descriptor in large blocks, so that memory does not grow with the input.
///
/// A line longer than ``maximumLineLength`` is skipped up to its newline and reported as too long.
struct LineReader {
    enum Line {
        case bytes([UInt8])
        case tooLong(Int)
    }

    /// The longest line kept in memory: 64 MiB.
    static let maximumLineLength = 64 << 20

    private let descriptor: Int32
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0
    private var atEnd = false
    private(set) var readError: Int32 = 0

    init(descriptor: Int32, blockSize: Int = 1 << 20) {
        self.descriptor = descriptor
        buffer = [UInt8](repeating: 0, count: blockSize)
    }

    /// The next line without its `\n` (and without a `\r` before it), or nil at the end of the input.
    mutating func next() -> Line? {
        var pending: [UInt8] = []
        var skipped = 0
        while true {
            if start < end {
                let newline = buffer[start..<end].firstIndex(of: UInt8(ascii: "\n"))
                let stop = newline ?? end
                if skipped > 0 || pending.count + (stop - start) > Self.maximumLineLength {
                    skipped += pending.count + (stop - start)
                    pending = []
                } else {
                    pending.append(contentsOf: buffer[start..<stop])
                }
                if let newline {
                    start = newline + 1
                    return finish(pending, skipped: skipped)
                }
                start = end
            }
            if atEnd {
                if pending.isEmpty && skipped == 0 { return nil }
                return finish(pending, skipped: skipped)
            }
            refill()
        }
    }

    private func finish(_ bytes: [UInt8], skipped: Int) -> Line {
        if skipped > 0 { return .tooLong(skipped) }
        if bytes.last == UInt8(ascii: "\r") { return .bytes(Array(bytes.dropLast())) }
        return .bytes(bytes)
    }

    private mutating func refill() {
        start = 0
        end = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                end = count
                return
            }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { readError = errno }
            atEnd = true
            return
        }
    }
}
