import Foundation

/// calc-bench's command line.
struct BenchmarkOptions {
    /// Small sizes: everything in under a minute (what `scripts/release-check` runs).
    var quick = false
    /// Where to write every figure as JSON.
    var jsonPath: String?
    /// The sections to run (all by default).
    var sections: Set<String> = ["core", "functions", "throughput", "expressions", "precision"]
    /// The calc-eval binary for end-to-end throughput (default: next to calc-bench).
    var calcEvalPath: String
    /// Only these core operations (all when empty).
    var operations: Set<String> = []
    /// Only these function keys, by the name the functions section prints without its unit (`sin`,
    /// `factorial`, `logy`) or with it (`sin (deg)`); all when empty.
    var keys: Set<String> = []
    /// Where the precision report goes (docs/precision.md, .csv, .svg), when given.
    var reportDirectory: String?
    /// Where to write the lines of the key mix that calc-eval's throughput runs (instead of benchmarking).
    var keyMixPath: String?
    /// How many lines `--write-key-mix` writes.
    var keyMixLines = 1_000_000

    static let usage = """
        usage: calc-bench [--quick] [--json FILE] [--section core|functions|throughput|expressions|precision ...]
                          [--calc-eval PATH] [--report-dir DIR] [--write-key-mix FILE [--lines N]]
          --quick         small sizes (under a minute); scripts/release-check runs this
          --json FILE     write every figure as {"results": [...]} to FILE
          --section S     run only these sections (repeatable)
          --calc-eval P   the calc-eval binary for end-to-end throughput (default: next to calc-bench)
          --op NAME       only this core operation (repeatable): add sub mul div sqrt exp ln sin pow parse format
          --key NAME      only this function key (repeatable), as the functions section names it: factorial, sin (deg)
          --report-dir D  write precision.md, precision.csv and precision.svg into D (e.g. docs)
          --write-key-mix F  write the key mix calc-eval's throughput runs (N lines, default 1000000) to F,
                          and nothing else (Benchmarks/compare-builds feeds it to two builds)
        """

    static func parse(_ arguments: [String]) -> BenchmarkOptions {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var options = BenchmarkOptions(
            calcEvalPath: executable.deletingLastPathComponent().appendingPathComponent("calc-eval").path)
        var chosen: Set<String> = []
        var index = 0
        func value() -> String {
            index += 1
            guard index < arguments.count else { fail("\(arguments[index - 1]) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--quick": options.quick = true
            case "--json": options.jsonPath = value()
            case "--section":
                let section = value()
                guard options.sections.contains(section) else {
                    fail("unknown section '\(section)' (core, functions, throughput, expressions, precision)")
                }
                chosen.insert(section)
            case "--calc-eval": options.calcEvalPath = value()
            case "--op": options.operations.insert(value())
            case "--key": options.keys.insert(value())
            case "--report-dir": options.reportDirectory = value()
            case "--write-key-mix": options.keyMixPath = value()
            case "--lines":
                let text = value()
                guard let lines = Int(text), lines >= 1, lines <= 100_000_000 else {
                    fail("--lines takes a whole number from 1 to 100000000, not '\(text)'")
                }
                options.keyMixLines = lines
            case "--help", "-h":
                print(usage)
                exit(0)
            default: fail("unknown option '\(arguments[index])'")
            }
            index += 1
        }
        if !chosen.isEmpty { options.sections = chosen }
        return options
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("calc-bench: \(message)\n\(usage)\n".utf8))
        exit(2)
    }
}
