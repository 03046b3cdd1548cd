import CalcEngine

/// A line of a golden file for `calc-eval --check`: `KEYS => EXPECTED`.
///
/// EXPECTED is the final display, or `A | B | C`: the displays after each of the last three keys.
public struct CheckLine: Sendable, Hashable {
    /// The keys to press.
    public var script: KeyScript
    /// The expected displays after the last `expected.count` keys.
    public var expected: [String]

    /// Parses `KEYS => EXPECTED`.
    ///
    /// - Throws: ``LineError`` for an unknown key (``LineError/keyScript(_:)``), a missing `=>` or
    ///   expectation, or more expectations than keys.
    public init(parsing line: Substring) throws(LineError) {
        let content = line.firstIndex(of: "#").map { line[..<$0] } ?? line
        guard let arrow = content.firstRange(of: "=>") else { throw .missingExpectation(column: 1) }
        do { script = try KeyScript(parsing: content[..<arrow.lowerBound]) } catch { throw .keyScript(error) }
        expected = content[arrow.upperBound...].split(separator: "|", omittingEmptySubsequences: false)
            .map(CheckLine.trimmed)
        let arrowColumn = content.distance(from: content.startIndex, to: arrow.lowerBound) + 1
        if expected.contains(where: \.isEmpty) { throw .missingExpectation(column: arrowColumn) }
        if expected.count > script.keys.count {
            throw .tooManyExpectations(column: arrowColumn, displays: expected.count, keys: script.keys.count)
        }
    }

    /// The mismatches between `displays` (one per key) and the expectation, as (expected, got) pairs.
    public func mismatches(in displays: [String]) -> [(expected: String, got: String)] {
        let tail = displays.suffix(expected.count)
        return zip(expected, tail).filter { $0 != $1 }.map { ($0, $1) }
    }

    static func trimmed(_ text: Substring) -> String {
        var text = text
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
