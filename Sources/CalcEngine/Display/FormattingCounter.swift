#if DEBUG
    import Synchronization

    /// Counts the values ``DisplayFormatter`` formats in the current task, in debug builds: what tests
    /// use to check that a key formats the display once.
    package final class FormattingCounter: Sendable {
        /// The counter of the current task, if a test set one.
        @TaskLocal package static var current: FormattingCounter?

        private let count = Mutex(0)

        /// A counter at 0.
        package init() {}

        /// The values formatted so far.
        package var value: Int { count.withLock { $0 } }

        /// Counts one value formatted.
        package func increment() { count.withLock { $0 += 1 } }
    }
#endif
