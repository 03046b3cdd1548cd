import CalcEngine
// calc-bench: the arithmetic core against raw MPFR, function keys on Double (libm against correctly
// rounded), engine and calc-eval throughput, and the precision comparison report.
// `swift run -c release calc-bench [--quick] [--json FILE]`.
import Foundation

let options = BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst()))
var records: [BenchmarkRecord] = []

if let path = options.keyMixPath {
    // The same lines calc-eval's throughput section runs (seed 11, 8 keys each), for comparing builds.
    let text = KeyMix.lines(KeyMix.scripts(count: options.keyMixLines, length: 8, seed: 11)).joined(separator: "\n")
    do {
        try (text + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        BenchmarkOptions.fail("cannot write \(path): \(error.localizedDescription)")
    }
    exit(0)
}

#if MPFR
    let library = "MPFR \(MPFRBackend.libraryVersion)"
#else
    let library = "without MPFR (double only: the core and precision sections need MPFR)"
#endif
print(
    "calc-bench \(options.quick ? "(quick)" : "(full)"): \(ProcessInfo.processInfo.activeProcessorCount) cores, \(library)"
)
#if MPFR
    if options.sections.contains("core") {
        records += CoreBenchmark(quick: options.quick, operations: options.operations).run()
    }
#endif
if options.sections.contains("functions") {
    records += FunctionKeyBenchmark(quick: options.quick, keys: options.keys).run()
}
if options.sections.contains("throughput") {
    records += ThroughputBenchmark(quick: options.quick, calcEvalPath: options.calcEvalPath).run()
}
if options.sections.contains("expressions") {
    records += ExpressionBenchmark(quick: options.quick, calcEvalPath: options.calcEvalPath).run()
}
#if MPFR
    if options.sections.contains("precision") {
        records += PrecisionReport(quick: options.quick, reportDirectory: options.reportDirectory).run()
    }
#endif
if let path = options.jsonPath {
    let text = "{\"results\": [\n" + records.map { "  " + $0.json }.joined(separator: ",\n") + "\n]}\n"
    do {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        print("wrote \(records.count) records to \(path)")
    } catch {
        BenchmarkOptions.fail("cannot write \(path): \(error)")
    }
}
