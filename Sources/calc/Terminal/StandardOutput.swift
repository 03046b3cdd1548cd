#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A read or write that failed, or a terminal calc cannot use: printed as `calc: MESSAGE`, exit status 1.
struct IOFailure: Error, Sendable, CustomStringConvertible {
    /// What failed: `cannot write output`.
    var operation: String
    /// The `errno` of the failure, when there is one.
    var code: Int32?

    /// A failed write to standard output (or the terminal).
    static func write(_ code: Int32) -> IOFailure { IOFailure(operation: "cannot write output", code: code) }

    /// A failed read from standard input (or the terminal).
    static func read(_ code: Int32) -> IOFailure { IOFailure(operation: "cannot read input", code: code) }

    /// `cannot write output: No space left on device`.
    var description: String {
        guard let code else { return operation }
        return operation + ": " + String(cString: strerror(code))
    }
}

/// Writes to the process's standard output and error with `write(2)`, unbuffered, whole.
///
/// Every write to standard output is checked: a failure (a full disk, a closed descriptor, a reader
/// that went away) is an ``IOFailure`` that ends the run with a message and a non-zero status.
enum StandardOutput {
    /// Writes all of `text` to standard output (retrying after interruptions and short writes).
    static func write(_ text: String) throws(IOFailure) {
        try write(text, to: STDOUT_FILENO)
    }

    /// Writes all of `text` to standard error, as far as it goes: there is nowhere to report a failure.
    static func writeError(_ text: String) {
        try? write(text, to: STDERR_FILENO)
    }

    /// Writes all of `text` to `descriptor`: retries after EINTR, waits for room after EAGAIN (a
    /// descriptor left non-blocking by another program), and throws at any other error. A write that
    /// writes nothing is an error too (EIO), so that a failing descriptor is never retried forever.
    static func write(_ text: String, to descriptor: Int32) throws(IOFailure) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                    Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
            }
            if written < 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK {
                    var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&entry, 1, -1)
                    continue
                }
                throw .write(code)
            }
            if written == 0 { throw .write(EIO) }
            offset += written
        }
    }

    /// Makes sure descriptors 0, 1 and 2 are open, so that no file or pipe calc opens takes their
    /// place. A closed one is filled with `/dev/null` opened the wrong way (standard output read-only),
    /// so that using it still fails with EBADF, as it would have, and is reported.
    static func occupyClosedStandardDescriptors() {
        for (descriptor, flags) in [(STDIN_FILENO, O_WRONLY), (STDOUT_FILENO, O_RDONLY), (STDERR_FILENO, O_RDONLY)]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", flags)
            if opened >= 0 && opened != descriptor {
                _ = dup2(opened, descriptor)
                _ = close(opened)
            }
        }
    }
}
