#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines from a file descriptor in large blocks, so that memory does not grow with the input.
///
/// Each line's bytes are appended to a caller's buffer (one block of bytes for many lines, rather than
/// an array per line). A line ends at LF, CR or CRLF (CRLF is one line end; a lone CR is one too, as
/// old Mac files and some pasted text have them). A UTF-8 byte-order mark at the very start of the input
/// is skipped. A line longer than ``maximumLineLength`` is skipped up to its line end and reported as
/// too long.
struct LineReader {
    /// Where a line is: a range of the caller's buffer, or its length when it was too long to keep.
    enum Line: Sendable {
        case bytes(Range<Int>)
        case tooLong(Int)
    }

    /// The longest line kept in memory: 64 MiB.
    static let maximumLineLength = 64 << 20

    /// The UTF-8 byte-order mark, skipped at the start of the input.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private let descriptor: Int32
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0
    /// Where the next LF and the next CR are in `buffer[start..<end]` (`end` when there is none), found
    /// once per block rather than once per line: a block of many CR-ended lines and no LF is not searched
    /// for an LF again for every line. -1 when not searched yet.
    private var nextLineFeed = -1
    private var nextCarriageReturn = -1
    /// The last line ended with a CR at the end of a block: an LF that starts the next block belongs to it.
    private var skipsLineFeed = false
    private var startChecked = false
    private var atEnd = false
    private(set) var readError: Int32 = 0

    init(descriptor: Int32, blockSize: Int = 1 << 20) {
        self.descriptor = descriptor
        buffer = [UInt8](repeating: 0, count: max(blockSize, 4))
    }

    /// Appends the next line to `storage`, without its line end; nil at the end of the input.
    mutating func next(appendingTo storage: inout [UInt8]) -> Line? {
        if !startChecked { skipByteOrderMark() }
        let lineStart = storage.count
        var length = 0
        var skipping = false
        while true {
            if skipsLineFeed && start < end {
                skipsLineFeed = false
                if buffer[start] == UInt8(ascii: "\n") { start += 1 }
                continue
            }
            if start < end {
                if nextLineFeed < start { nextLineFeed = find(UInt8(ascii: "\n")) }
                if nextCarriageReturn < start { nextCarriageReturn = find(UInt8(ascii: "\r")) }
                let stop = min(nextLineFeed, nextCarriageReturn)
                length += stop - start
                if !skipping && length > Self.maximumLineLength {
                    skipping = true
                    storage.removeSubrange(lineStart...)
                }
                if !skipping { storage.append(contentsOf: buffer[start..<stop]) }
                if stop < end {
                    start = stop + 1
                    if buffer[stop] == UInt8(ascii: "\r") { skipsLineFeed = true }
                    return finish(from: lineStart, storage: storage, length: length, skipped: skipping)
                }
                start = end
            }
            if atEnd {
                if length == 0 { return nil }
                return finish(from: lineStart, storage: storage, length: length, skipped: skipping)
            }
            refill()
        }
    }

    /// The index of the first `byte` in `buffer[start..<end]`, or `end`.
    private func find(_ byte: UInt8) -> Int {
        buffer.withUnsafeBufferPointer { bytes -> Int in
            guard let found = memchr(bytes.baseAddress! + start, Int32(byte), end - start) else { return end }
            return bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    private func finish(from lineStart: Int, storage: [UInt8], length: Int, skipped: Bool) -> Line {
        skipped ? .tooLong(length) : .bytes(lineStart..<storage.count)
    }

    /// Reads the first bytes (a read from a pipe may bring fewer than three) and skips a byte-order mark.
    private mutating func skipByteOrderMark() {
        startChecked = true
        while end - start < Self.byteOrderMark.count && !atEnd { readMore() }
        if end - start >= Self.byteOrderMark.count && buffer[start..<start + 3].elementsEqual(Self.byteOrderMark) {
            start += Self.byteOrderMark.count
        }
    }

    private mutating func refill() {
        start = 0
        end = 0
        readMore()
    }

    /// Reads into the free space after `end` (there is some: `refill` empties the buffer first, and the
    /// byte-order mark check asks for three bytes of a block of at least four).
    private mutating func readMore() {
        nextLineFeed = -1
        nextCarriageReturn = -1
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + end, $0.count - end) }
            if count > 0 {
                end += count
                return
            }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { readError = errno }
            atEnd = true
            return
        }
    }
}
