/// One line of the tape: a completed calculation's expression and result (`12 + 7 × 2 = 26`).
public struct TapeEntry: Sendable, Hashable, Codable, Identifiable, CustomStringConvertible {
    /// A number unique within its ``Tape``, assigned when appended (0 until then).
    public var id: Int
    /// The expression as keyed: `12 + 7 × 2`, `√9`, `2 × ( 3 + 4 )`, `7 + 2` (a repeated `=`).
    public var expression: String
    /// The result as the engine displayed it (`26`, `1.5e-8`, `Error`).
    public var result: String

    /// An entry; `id` is normally assigned by `Tape.append(_:)`.
    public init(expression: String, result: String, id: Int = 0) {
        self.id = id
        self.expression = expression
        self.result = result
    }

    /// Whether the calculation ended in `Error`.
    public var isError: Bool { result == "Error" }

    /// The tape line: `12 + 7 × 2 = 26`.
    public var text: String { "\(expression) = \(result)" }

    /// The tape line.
    public var description: String { text }
}
