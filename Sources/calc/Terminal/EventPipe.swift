#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How the signal thread and the key worker wake the main loop, which waits in `poll` for the keyboard
/// and for this pipe at once: one byte per event, written without blocking.
struct EventPipe: Sendable {
    /// What the main loop is told.
    enum Event: UInt8, Sendable {
        /// The key worker has a new frame.
        case frame = 0x66
        /// Draw the whole screen again (SIGWINCH, SIGCONT).
        case redraw = 0x72
        /// The terminal could not be put back in raw mode after SIGCONT: end the run.
        case terminalLost = 0x78
    }

    /// The end the main loop polls and reads.
    let readEnd: Int32
    /// The end events are written to.
    let writeEnd: Int32

    /// A new pipe, both ends non-blocking and closed on exec; nil when no pipe can be made.
    init?() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    /// Tells the main loop about `event` (dropped if the pipe is full: the loop has plenty to read).
    func send(_ event: Event) {
        var byte = event.rawValue
        _ = write(writeEnd, &byte, 1)
    }

    /// The events sent since the last call, in order.
    func receive() -> [Event] {
        var events: [Event] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return events }
            events += buffer[0..<count].compactMap(Event.init(rawValue:))
        }
    }
}
