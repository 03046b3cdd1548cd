import CalcEngine

/// One backend and precision of the precision report: Double, or MPFR at some number of bits.
struct PrecisionColumn {
    /// `double` or `mpfr`, as records name backends.
    var backend: String
    /// Significand bits (53 for Double).
    var bits: Int

    /// The columns of the report, in order of precision.
    static let all = [PrecisionColumn(backend: "double", bits: 53)]
        + [64, 128, 256, 1024].map { PrecisionColumn(backend: "mpfr", bits: $0) }

    /// `Double`, `MPFR 64`…
    var label: String { backend == "double" ? "Double" : "MPFR \(bits)" }

    /// D: the default display digits for this precision, ⌊(P − 1)·log₁₀ 2⌋ capped at 50 (15 for Double).
    var shownDigits: Int {
        backend == "double"
            ? CalculatorConfiguration.defaultDisplayDigits(for: DoubleBackend())
            : CalculatorConfiguration.defaultDisplayDigits(for: try! MPFRBackend(precision: bits))
    }

    /// The display after running `problem` on a fresh calculator of this column.
    func display(of problem: PrecisionProblem) -> String {
        backend == "double" ? problem.display(on: DoubleBackend()) : problem.display(on: try! MPFRBackend(precision: bits))
    }
}
