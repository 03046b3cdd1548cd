import CalcEngine

/// The result of a `--check` line.
public struct CheckOutcome: Sendable, Hashable {
    /// The 1-based line number.
    public var line: Int
    /// The keys, written back as text.
    public var script: String
    /// The expected displays.
    public var expected: [String]
    /// The displays after the same keys.
    public var got: [String]
    /// Whether every display matched.
    public var passed: Bool { expected == got }
}
