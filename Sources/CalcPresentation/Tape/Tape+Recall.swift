extension Tape {
    /// The keys that put `entry`'s result on `calculator`'s display as the current operand, or `nil`
    /// for an `Error` entry. Press them in order (`CalculatorProtocol.press(_:)` of a `LoggedKey`).
    ///
    /// Recalling an entry types its result as a new entry, exactly as pasting it would
    /// (``PastedNumber/keys(for:)``): what is pending stays, and memory is untouched (the iPhone's tape
    /// does not go through `MR`, and neither does this).
    public func keys<Engine: CalculatorProtocol>(recalling entry: TapeEntry, into calculator: Engine)
        -> [LoggedKey]?
    {
        guard let number = try? PastedNumber(parsing: entry.result) else { return nil }
        return number.keys(for: calculator)
    }
}
