/// What every front end knows about a key: the name scripts use, other spellings, and what it does.
///
/// ``Key/facts`` gives them for each key from one table, so that a new key cannot compile without them.
public struct KeyFacts: Sendable, Hashable {
    /// The stable name, as `calc-eval` scripts write it (`7`, `.`, `+`, `sqrt`, `M+`…).
    public let name: String
    /// Other spellings people type or paste (`×`, `÷`, `−`, `^`, `√`, `π`, `±`, `⌫`…).
    public let symbols: [String]
    /// What the key does, in a few words (as `calc-eval --list-keys` prints it).
    public let summary: String

    init(_ name: String, _ symbols: [String], _ summary: String) {
        self.name = name
        self.symbols = symbols
        self.summary = summary
    }

    init(_ name: String, _ summary: String) {
        self.init(name, [], summary)
    }
}
