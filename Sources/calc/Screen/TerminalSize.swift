#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The size of a terminal in columns and rows: what ``ScreenRenderer`` fits a frame to.
struct TerminalSize: Sendable, Hashable {
    /// The columns, at least 1.
    var columns: Int
    /// The rows, at least 1.
    var rows: Int

    /// A size of `columns` × `rows`, each at least 1.
    init(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
    }

    /// 80 × 24: the size script mode draws for, and the smallest at which the whole screen shows.
    static let standard = TerminalSize(columns: ScreenRenderer.maximumColumns, rows: ScreenRenderer.maximumRows)

    /// The size of the terminal on `descriptor` (`TIOCGWINSZ`), or nil when it is not a terminal or does
    /// not say (a size of 0 × 0).
    static func current(of descriptor: Int32 = STDOUT_FILENO) -> TerminalSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
}
