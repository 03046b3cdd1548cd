/// The paper tape: completed calculations, oldest first, at most ``capacity`` of them.
///
/// Fill it from a ``HistoryRecorder``; it is `Codable` so an app restores it with the calculator.
/// Recalling an entry types its result into the calculator as a new entry
/// (``keys(recalling:into:)``), exactly as pasting the result would: what is pending stays, and
/// memory is untouched (the iPhone's tape does not go through `MR`, and neither does this).
public struct CalculationHistory: Sendable, Hashable {
    /// The entries, oldest first.
    public internal(set) var entries: [HistoryEntry]
    /// The most entries kept; appending more drops the oldest.
    public var capacity: Int {
        didSet {
            capacity = max(0, capacity)
            trim()
        }
    }
    /// The id the next appended entry gets.
    public internal(set) var nextID: Int

    /// An empty history keeping at most `capacity` entries (100 by default).
    public init(capacity: Int = 100) {
        entries = []
        self.capacity = max(0, capacity)
        nextID = 1
    }

    /// Appends `entry` with a fresh ``HistoryEntry/id`` and drops the oldest entries beyond capacity.
    public mutating func append(_ entry: HistoryEntry) {
        var entry = entry
        entry.id = nextID
        nextID += 1
        entries.append(entry)
        trim()
    }

    /// Appends `entry` if there is one (what ``HistoryRecorder/record(_:after:)`` returns).
    public mutating func append(_ entry: HistoryEntry?) {
        if let entry { append(entry) }
    }

    /// Removes every entry (ids keep counting up).
    public mutating func clear() {
        entries.removeAll()
    }

    /// The tape: one line per entry, oldest first.
    public var lines: [String] { entries.map(\.text) }

    /// The keys that put `entry`'s result on `calculator`'s display as the current operand, or `nil`
    /// for an `Error` entry. Press them in order.
    public func keys<Engine: CalculatorProtocol>(
        recalling entry: HistoryEntry, into calculator: Engine
    ) -> [Key]? {
        guard let number = try? PastedNumber(parsing: entry.result) else { return nil }
        return number.keys(for: calculator)
    }

    private mutating func trim() {
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }
}
