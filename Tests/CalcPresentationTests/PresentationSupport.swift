import CalcPresentation
import Foundation
import Testing

/// A Double calculator after the keys of `script` (D = 15 unless given).
func calculator(after script: String, displayDigits: Int? = nil) throws -> Calculator<DoubleBackend> {
    var calculator = Calculator(configuration: try .init(backend: DoubleBackend(), displayDigits: displayDigits))
    calculator.press(try KeyScript(parsing: script).keys)
    return calculator
}

/// An MPFR calculator at `precision` bits after the keys of `script`.
func mpfrCalculator(after script: String, precision: Int = 256, displayDigits: Int? = nil) throws -> Calculator<
    MPFRBackend
> {
    var calculator = Calculator(
        configuration: try .init(
            backend: try MPFRBackend(precision: precision),
            displayDigits: displayDigits))
    calculator.press(try KeyScript(parsing: script).keys)
    return calculator
}

/// A golden file in Tests/Golden, outside the test target so that SwiftPM does not treat it as a resource.
struct GoldenFile {
    let name: String

    var url: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden").appendingPathComponent(name)
    }

    /// Whether goldens are rewritten instead of compared (`UPDATE_GOLDEN=1 swift test …`).
    static var isUpdating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" }

    /// Compares `text` with the file, or rewrites the file when updating; reports the first differing line.
    func check(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if Self.isUpdating {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        if expected == text { return }
        let got = text.split(separator: "\n", omittingEmptySubsequences: false)
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = Array(zip(got, want)).firstIndex { $0 != $1 } ?? min(got.count, want.count)
        let wanted = line < want.count ? String(want[line]) : "<end of file>"
        let found = line < got.count ? String(got[line]) : "<end of text>"
        Issue.record(
            "\(name):\(line + 1) differs (UPDATE_GOLDEN=1 rewrites it)\n expected: \(wanted)\n      got: \(found)",
            sourceLocation: sourceLocation)
    }
}
