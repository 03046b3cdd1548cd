#if DEBUG
    /// A hook that tests set to count how often values are formatted for the display (each format is a
    /// conversion of the value to decimal, the costly part of reading a display): debug builds only, so
    /// that optimized builds pay nothing for it.
    package enum DisplayFormatterProbe {
        /// Called once each time ``DisplayFormatter`` formats a value, in the task that set it.
        @TaskLocal package static var formatted: (@Sendable () -> Void)?
    }
#endif
