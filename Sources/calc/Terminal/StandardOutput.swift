#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to the process's standard output and error with `write(2)`, unbuffered, whole.
enum StandardOutput {
    /// Writes all of `text` to standard output (retrying after interruptions and short writes).
    static func write(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// Writes all of `text` to standard error.
    static func writeError(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    private static func write(_ text: String, to descriptor: Int32) {
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
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}
