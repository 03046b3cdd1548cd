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

/// SplitMix64: a small seeded generator, so that generated inputs are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension CalcEvalProcess.Output {
    /// The lines of standard error.
    var errorLines: [String] {
        standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
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
    let text = try String(contentsOf: CalcEvalProcess.root.appendingPathComponent(path), encoding: .utf8)
    return text.split(separator: "\n").filter { line in
        let trimmed = line.drop(while: \.isWhitespace)
        return !trimmed.isEmpty && !trimmed.hasPrefix("#")
    }.count
}
