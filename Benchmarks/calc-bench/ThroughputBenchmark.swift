import CalcEngine

/// Section 2: keys per second of the engine, lines per second of calc-eval, and how cost scales.
struct ThroughputBenchmark {
    var quick: Bool
    var calcEvalPath: String

    func run() -> [BenchmarkRecord] {
        print("\n== Throughput: not written yet")
        return []
    }
}
