import Foundation

/// One figure of a benchmark run, as written to `--json FILE`: `{"section": …, …}`.
struct BenchmarkRecord {
    /// The fields in order; values are already JSON (numbers, quoted strings).
    var fields: [(String, String)]

    init(section: String, _ fields: [(String, BenchmarkValue)]) {
        self.fields = [("section", BenchmarkValue.text(section).json)] + fields.map { ($0.0, $0.1.json) }
    }

    var json: String {
        "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
}

/// A value in a benchmark record.
enum BenchmarkValue {
    case text(String)
    case integer(Int)
    case number(Double)

    var json: String {
        switch self {
        case .text(let s):
            return "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                + "\""
        case .integer(let n):
            return String(n)
        case .number(let x):
            return x.isFinite ? String(format: "%.4g", x) : "null"
        }
    }
}
