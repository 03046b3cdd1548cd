#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines from a file descriptor in large blocks, so that memory does not grow with the input.
///
/// Each line's bytes are appended to a caller's buffer (one block of bytes for many lines, rather than
/// an array per line). A line longer than ``maximumLineLength`` is skipped up to its newline and
/// reported as too long.
struct LineReader {
    /// Where a line is: a range of the caller's buffer, or its length when it was too long to keep.
    enum Line: Sendable {
        case bytes(Range<Int>)
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

    /// Appends the next line to `storage`, without its `\n` (and without a `\r` before it); nil at the
    /// end of the input.
    mutating func next(appendingTo storage: inout [UInt8]) -> Line? {
        let lineStart = storage.count
        var length = 0
        var skipping = false
        while true {
            if start < end {
                let newline = buffer.withUnsafeBufferPointer { bytes -> Int? in
                    guard let found = memchr(bytes.baseAddress! + start, Int32(UInt8(ascii: "\n")), end - start) else { return nil }
                    return bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
                }
                let stop = newline ?? end
                length += stop - start
                if !skipping && length > Self.maximumLineLength {
                    skipping = true
                    storage.removeSubrange(lineStart...)
                }
                if !skipping { storage.append(contentsOf: buffer[start..<stop]) }
                if let newline {
                    start = newline + 1
                    return finish(&storage, from: lineStart, length: length, skipped: skipping)
                }
                start = end
            }
            if atEnd {
                if length == 0 { return nil }
                return finish(&storage, from: lineStart, length: length, skipped: skipping)
            }
            refill()
        }
    }

    private func finish(_ storage: inout [UInt8], from lineStart: Int, length: Int, skipped: Bool) -> Line {
        if skipped { return .tooLong(length) }
        if storage.count > lineStart && storage.last == UInt8(ascii: "\r") { storage.removeLast() }
        return .bytes(lineStart..<storage.count)
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
