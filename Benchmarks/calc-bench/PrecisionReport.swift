import CalcEngine

/// Section 4: named problems evaluated through the engine on Double and MPFR, with correct digits.
struct PrecisionReport {
    var quick: Bool
    var reportDirectory: String?

    func run() -> [BenchmarkRecord] {
        print("\n== Precision comparison: not written yet")
        return []
    }
}
