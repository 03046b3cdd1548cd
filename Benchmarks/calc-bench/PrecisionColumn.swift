#if MPFR
    import CalcEngine

    /// One backend and precision of the precision report: Double, MPFR at some number of bits, the exact
    /// backend (approximations at 256 bits), or MPFR at 64 bits with correct digits.
    struct PrecisionColumn {
        /// `double`, `mpfr`, `exact` or `mpfr-verified`, as records name backends.
        var backend: String
        /// Significand bits (53 for Double).
        var bits: Int

        /// The columns of the report, in order of precision.
        static let all =
            [PrecisionColumn(backend: "double", bits: 53)]
            + [64, 128, 256, 1024].map { PrecisionColumn(backend: "mpfr", bits: $0) }
            + [PrecisionColumn(backend: "exact", bits: 256), PrecisionColumn(backend: "mpfr-verified", bits: 64)]

        /// `Double`, `MPFR 64`…
        var label: String {
            switch backend {
            case "double": "Double"
            case "exact": "exact"
            case "mpfr-verified": "MPFR \(bits) verified"
            default: "MPFR \(bits)"
            }
        }

        /// D: the default display digits for this precision, ⌊(P − 1)·log₁₀ 2⌋ (15 for Double, 307 for 1,024 bits).
        var shownDigits: Int {
            switch backend {
            case "double": CalculatorConfiguration.defaultDisplayDigits(for: DoubleBackend())
            case "exact": CalculatorConfiguration.defaultDisplayDigits(for: try! ExactBackend(precision: bits))
            case "mpfr-verified":
                CalculatorConfiguration.defaultDisplayDigits(for: try! VerifiedBackend(precision: bits))
            default: CalculatorConfiguration.defaultDisplayDigits(for: try! MPFRBackend(precision: bits))
            }
        }

        /// The display after running `problem` on a fresh calculator of this column.
        func display(of problem: PrecisionProblem) -> String {
            switch backend {
            case "double": problem.display(on: DoubleBackend())
            case "exact": problem.display(on: try! ExactBackend(precision: bits))
            case "mpfr-verified": problem.display(on: try! VerifiedBackend(precision: bits))
            default: problem.display(on: try! MPFRBackend(precision: bits))
            }
        }
    }
#endif
