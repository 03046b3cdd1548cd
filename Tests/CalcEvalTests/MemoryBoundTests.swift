import Foundation
import Synchronization
import Testing

/// Memory does not grow with a long line beyond what evaluating it needs (issue #18, §2): `--check` kept the
/// display after every key (a 52 MB line took 1.8 GB), `--trace` held the whole trace (2.4 GB), and one
/// unknown token of 64 MiB took 1.26 GB to find a suggestion for it.
///
/// Each shape runs at two sizes in a child process whose peak resident memory is read from /proc; the
/// growth from the small to the large size, per byte of input, is compared with plain evaluation of the
/// same keys (which holds the line and its keys: about 9 bytes per byte of `1 + 1 + …`). Before the fix
/// the shapes below grew by 19 to 25 bytes per byte more than that; now by about 2.
@Suite(.serialized, .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "needs /proc"))
struct MemoryBoundTests {
    /// Bytes of memory per byte of input a shape may grow by beyond its baseline.
    static let allowance = 4.0

    /// `1 + 1 + … =` of about `bytes` bytes, then a newline.
    static func sumLine(_ bytes: Int, suffix: String = "") -> String {
        String(repeating: "1 + ", count: bytes / 4) + "1 =" + suffix + "\n"
    }

    struct Shape: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var baseline: [String]
        var suffix: String = ""
        var testDescription: String { name }
    }

    static let shapes: [Shape] = [
        Shape(name: "--check", arguments: ["--check"], baseline: [], suffix: " => 1"),
        Shape(name: "--check, three displays", arguments: ["--check"], baseline: [], suffix: " => 1 | 1 | 1"),
        Shape(name: "--trace", arguments: ["--trace"], baseline: []),
        Shape(name: "--trace --format tsv", arguments: ["--trace", "--format", "tsv"], baseline: ["--format", "tsv"]),
        Shape(
            name: "--trace --format json", arguments: ["--trace", "--format", "json"],
            baseline: ["--format", "json"]),
        Shape(name: "--trace --session", arguments: ["--trace", "--session"], baseline: ["--session"]),
    ]

    /// Plain evaluation's growth, once per baseline's arguments (three shapes share the plain one).
    static let baselines = Mutex<[[String]: Double]>([:])

    @Test(arguments: shapes)
    func longLine(_ shape: Shape) throws {
        let mode = try ShellProcess.memoryGrowth(shape.arguments) { Self.sumLine($0, suffix: shape.suffix) }
        let baseline: Double
        if let known = Self.baselines.withLock({ $0[shape.baseline] }) {
            baseline = known
        } else {
            baseline = try ShellProcess.memoryGrowth(shape.baseline) { Self.sumLine($0) }
            Self.baselines.withLock { $0[shape.baseline] = baseline }
        }
        print("\(shape.name): \(mode) bytes per byte of input; plain evaluation \(baseline)")
        #expect(mode <= baseline + Self.allowance, "\(shape.name) grew by \(mode) bytes per byte; baseline \(baseline)")
    }

    /// One unknown token: the line, its text and the token are held (a few bytes per byte), no more.
    @Test(arguments: [[], ["--format", "json"], ["--check"]])
    func unknownToken(_ arguments: [String]) throws {
        let suffix = arguments == ["--check"] ? " => 1" : ""
        let growth = try ShellProcess.memoryGrowth(arguments) { String(repeating: "x", count: $0) + suffix + "\n" }
        print("unknown token \(arguments): \(growth) bytes per byte of input")
        #expect(growth <= 10, "grew by \(growth) bytes per byte")
    }
}
