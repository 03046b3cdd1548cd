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
    /// - Throws: `KeyScriptError` for an unknown key, a missing `=>` or expectation, or more
    ///   expectations than keys.
    public init(parsing line: Substring) throws(KeyScriptError) {
        let content = line.firstIndex(of: "#").map { line[..<$0] } ?? line
        guard let arrow = content.firstRange(of: "=>") else {
            throw KeyScriptError(kind: .missingExpectation, column: 1, token: String(content))
        }
        script = try KeyScript(parsing: content[..<arrow.lowerBound])
        let expectedText = content[arrow.upperBound...]
        expected = expectedText.split(separator: "|", omittingEmptySubsequences: false)
            .map(CheckLine.trimmed)
        let arrowColumn = content.distance(from: content.startIndex, to: arrow.lowerBound) + 1
        if expected.contains(where: \.isEmpty) {
            throw KeyScriptError(kind: .missingExpectation, column: arrowColumn, token: String(expectedText))
        }
        if expected.count > script.keys.count {
            throw KeyScriptError(
                kind: .tooManyExpectations, column: arrowColumn,
                token: "\(expected.count) displays for \(script.keys.count) keys")
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
