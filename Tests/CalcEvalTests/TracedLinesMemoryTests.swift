import Foundation
import Testing

/// Issue #28, "Hardening III": `--trace` holds no more than a bounded chunk of output, however many lines
/// (16 lines of 15 KB at `--digits 60000` took 2.05 GB: every line's trace, a display per key, was held
/// until the chunk of up to 1 MiB of input was printed). A line whose trace could pass 1 MiB is streamed.
@Suite(.serialized, .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "needs /proc"))
struct TracedLinesMemoryTests {
    /// `count` lines of 300 `2 sqrt +` (2,400 bytes, 900 keys), each traced at 3,000 digits: about 2.7 MB
    /// of trace a line.
    static func peak(lines count: Int, format: String) throws -> Int {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let line = String(repeating: "2 sqrt + ", count: 300) + "1 =\n"
        let file = try scratch.write("lines-\(count).keys", String(repeating: line, count: count))
        return try ShellProcess.peakMemory(
            ["--digits", "3000", "--trace", "--format", format, "--jobs", "1"], input: file)
    }

    @Test(arguments: ["text", "json", "tsv"])
    func peakMemoryDoesNotGrowWithTheNumberOfTracedLines(format: String) throws {
        let few = try Self.peak(lines: 2, format: format)
        let many = try Self.peak(lines: 12, format: format)
        print("--trace --digits 3000 --format \(format): 2 lines \(few) KiB, 12 lines \(many) KiB")
        // Before: about 5.4 MiB more for each line (2.7 MB of trace held twice while it was printed).
        #expect(many - few < 4096, "2 lines: \(few) KiB, 12 lines: \(many) KiB")
    }
}
