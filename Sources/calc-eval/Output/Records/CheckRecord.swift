import CalcBatch

/// The JSON Lines record of a checked line: its text, the displays expected and got, and whether they
/// match.
struct CheckRecord: Encodable {
    var line: Int
    var script: String
    var expected: [String]
    var got: [String]
    var passed: Bool

    /// The record of `check`.
    init(_ check: CheckOutcome) {
        line = check.line
        script = check.script
        expected = check.expected
        got = check.got
        passed = check.passed
    }
}
