/// The tape: the calculations a ``Calculator`` completed, oldest first, at most ``capacity`` of
/// them.
///
/// The calculator writes it itself, at its own decisions (`=`, repeated `=`, an `Error` at `=`), so the
/// tape always says what the engine computed: read ``Calculator/tape`` after any key. The expression
/// being keyed is ``Calculator/tapeLine``. A capacity of 0 turns the tape off, and the calculator then
/// keeps no tape text at all (what batch evaluation does, for speed).
public struct Tape: Sendable, Hashable {
    /// The capacity a new calculator's tape has.
    public static var defaultCapacity: Int { 100 }

    /// The entries, oldest first.
    public internal(set) var entries: [TapeEntry]
    /// The most entries kept; appending more drops the oldest. 0 turns the tape off.
    public var capacity: Int {
        didSet {
            capacity = max(0, capacity)
            trim()
        }
    }
    /// The id the next appended entry gets.
    public internal(set) var nextID: Int

    /// An empty tape keeping at most `capacity` entries (``defaultCapacity`` by default; 0 turns it off).
    public init(capacity: Int = Tape.defaultCapacity) {
        entries = []
        self.capacity = max(0, capacity)
        nextID = 1
    }

    /// Whether the tape records anything (its capacity is not 0).
    public var isRecording: Bool { capacity > 0 }

    /// Appends `entry` with a fresh ``TapeEntry/id`` and drops the oldest entries beyond capacity.
    public mutating func append(_ entry: TapeEntry) {
        var entry = entry
        entry.id = nextID
        nextID += 1
        entries.append(entry)
        trim()
    }

    /// Removes every entry (ids keep counting up).
    public mutating func clear() {
        entries.removeAll()
    }

    /// The tape: one line per entry, oldest first.
    public var lines: [String] { entries.map(\.text) }

    private mutating func trim() {
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }
}
