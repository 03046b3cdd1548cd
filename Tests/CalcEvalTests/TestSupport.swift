import CalcTestSupport
import Foundation
import Testing

/// A temporary directory for input files, removed by ``remove()``.
struct ScratchDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("calc-eval-inputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `bytes` to `name` in the directory and returns the file's path.
    @discardableResult
    func write(_ name: String, _ bytes: Data) throws -> String {
        let file = url.appendingPathComponent(name)
        try bytes.write(to: file)
        return file.path
    }

    /// Writes `text` as UTF-8 to `name` in the directory and returns the file's path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, Data(text.utf8))
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Each line of `text` parsed as a JSON object; records an issue for a line that is not one.
func jsonObjects(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) -> [[String: Any]] {
    lines.compactMap { line in
        let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        if object == nil { Issue.record("not a JSON object: \(line.prefix(200))", sourceLocation: sourceLocation) }
        return object
    }
}

/// The number of `KEYS => EXPECTED` lines of a check file (lines that are neither blank nor comments).
func checkLineCount(_ path: String) throws -> Int {
    let text = try String(contentsOf: TestEnvironment.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    return text.split(separator: "\n").filter { line in
        let trimmed = line.drop(while: \.isWhitespace)
        return !trimmed.isEmpty && !trimmed.hasPrefix("#")
    }.count
}
