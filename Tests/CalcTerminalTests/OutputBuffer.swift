import Foundation

/// The bytes read from the pseudo-terminal, shared between the reading thread and the test.
final class OutputBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private var lastChange = Date()
    private var closed = false

    /// Adds bytes read.
    func append(_ bytes: Data) {
        lock.withLock {
            data.append(bytes)
            lastChange = Date()
        }
    }

    /// Marks the end of the output.
    func close() { lock.withLock { closed = true } }

    /// Whether the output has ended.
    var isClosed: Bool { lock.withLock { closed } }

    /// The number of bytes read.
    var count: Int { lock.withLock { data.count } }

    /// The output as text.
    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }

    /// Whether `bytes` occur in the output after the first `offset` bytes.
    func contains(_ bytes: [UInt8], after offset: Int) -> Bool {
        lock.withLock {
            let tail = [UInt8](data.dropFirst(offset))
            guard tail.count >= bytes.count else { return false }
            return (0...(tail.count - bytes.count)).contains { tail[$0..<($0 + bytes.count)].elementsEqual(bytes) }
        }
    }

    /// Whether nothing arrived for `seconds`.
    func isQuiet(for seconds: Double) -> Bool {
        lock.withLock { Date().timeIntervalSince(lastChange) >= seconds }
    }
}
