#if MPFR
    import CalcEngine

    /// The fixed problems of the precision report, each a key script with an independently computed true value.
    enum PrecisionProblems {
        /// The problems of the issue. Each runs with the default configuration (the cancellation rule on)
        /// except the two whose point is the residue the rule hides.
        static func all() -> [PrecisionProblem] {
            [
                PrecisionProblem(
                    "0.1 + 0.2 − 0.3 (rule off)", "0.1 + 0.2 - 0.3 =", truth: .exact("0"), snapsCancellation: false,
                    note: "decimal fractions are not binary fractions; without the cancellation rule the residue shows"),
                PrecisionProblem(
                    "1 ÷ 3 × 3", "1 / 3 * 3 =", truth: .exact("1"),
                    note: "the rounding of 1/3 is undone by the rounding of the product"),
                PrecisionProblem(
                    "(√2)² − 2 (rule off)", "2 sqrt sqr - 2 =", truth: .exact("0"), snapsCancellation: false,
                    note: "the rounding error of √2, doubled by squaring, is all that is left"),
                PrecisionProblem(
                    "10¹⁵ + 1 − 10¹⁵", "1 EE 15 + 1 - 1 EE 15 =", truth: .exact("1"),
                    note:
                        "exact in every precision: both operands of the − are exact, so the cancellation rule spares the 1"
                ),
                PrecisionProblem(
                    "10¹⁷ + 1 − 10¹⁷", "1 EE 17 + 1 - 1 EE 17 =", truth: .exact("1"),
                    note: "10¹⁷ + 1 needs 57 bits: binary64 rounds it, and the rule then shows the difference as 0"),
                PrecisionProblem(
                    "(1 + 1/n)ⁿ for n = 10¹⁵", "1 + ( 1 EE 15 ) inv = pow ( 1 EE 15 ) =",
                    truth: .mpmath(compoundInterest, "(1 + 10⁻¹⁵)^(10¹⁵) at 90 digits"),
                    note: "1 + 10⁻¹⁵ keeps only the bits of 10⁻¹⁵ that fit beside the 1; the power magnifies the loss"),
                PrecisionProblem(
                    "Rump's polynomial", rumpScript, truth: rumpTruth,
                    note: "333.75y⁶ + x²(11x²y² − y⁶ − 121y⁴ − 2) + 5.5y⁸ + x/(2y) at x = 77617, y = 33096: "
                        + "terms of about 10³⁷ cancel to exactly −2; from 128 bits every term is exact, so the rule "
                        + "keeps the −2"),
                PrecisionProblem(
                    "Muller's recurrence x₃₀", mullerScript(steps: 29), shown: mullerShown, truth: mullerTruth,
                    note: "x₀ = 11/2, x₁ = 61/11, xₙ₊₁ = 111 − (1130 − 3000/xₙ₋₁)/xₙ converges to 6, but any "
                        + "rounding error excites the solution that converges to 100"),
                PrecisionProblem(
                    "tan(atan(10²⁰))", "rad 1 EE 20 = atan tan", truth: .exact("1e20"),
                    note:
                        "atan 10²⁰ = π/2 − 10⁻²⁰ (nearly); its rounding error exceeds 10⁻²⁰ below about 66 bits, and costs "
                        + "20 digits above; up to 75 bits the value is within 2^(8−P) of the pole π/2, where tan snaps to Error"
                ),
                PrecisionProblem(
                    "sin(10¹⁵) + sin(10¹⁵ + π)", "rad ( 1 EE 15 ) sin + ( 1 EE 15 + pi ) sin =", truth: .exact("0"),
                    note: "10¹⁵ + π is rounded to the precision (to a multiple of 1/8 on Double)"),
                PrecisionProblem(
                    "20 √ then 20 x² of 2",
                    "2" + String(repeating: " sqrt", count: 20) + String(repeating: " sqr", count: 20),
                    shown: "2 sqrt ⋯ sqrt sqr ⋯ sqr (20 of each)", truth: .exact("2"),
                    note:
                        "squaring 20 times magnifies the relative rounding error of 2^(2⁻²⁰) about 2²⁰-fold (6 digits)"),
                PrecisionProblem(
                    "harmonic sum H₁₀₀₀", (1...1000).map { "\($0) inv" }.joined(separator: " + ") + " =",
                    shown: "1 inv + 2 inv + ⋯ + 1000 inv =",
                    truth: .mpmath(harmonic1000, "the exact rational sum, to 75 digits"),
                    note: "1,000 reciprocals and 999 additions, left to right"),
                PrecisionProblem(
                    "170! ÷ 169!", "170 fact / 169 fact =", truth: .exact("170"),
                    note: "both factorials correctly rounded; 170! is near the top of Double's range"),
            ]
        }

        /// (1 + 10⁻¹⁵)^(10¹⁵), mpmath at 90 digits.
        static let compoundInterest = "2.71828182845904387621937324183129069678488847857900252815029294571682194961"

        /// H₁₀₀₀ = Σ 1/k for k = 1…1000: the exact rational sum (Python fractions) printed by mpmath.
        static let harmonic1000 = "7.48547086055034491265651820433390017652167916970880366577362674995769934917"

        /// Rump's polynomial as one expression: `pow` binds tighter than × and ÷, which bind tighter than + and −.
        static let rumpScript =
            "333.75 * 33096 pow 6 + 77617 sqr * ( 11 * 77617 sqr * 33096 sqr - 33096 pow 6 - "
            + "121 * 33096 pow 4 - 2 ) + 5.5 * 33096 pow 8 + 77617 / ( 2 * 33096 ) ="

        /// Rump's polynomial evaluated on 4,096-bit MPFR values (every term is exact but x/(2y)).
        static let rumpTruth = PrecisionTruth.mpfr("the polynomial evaluated with 4,096-bit MPFR values") { integer in
            let x = integer(77617)
            let y = integer(33096)
            let y2 = y * y
            let x2 = x * x
            let y4 = y2 * y2
            let y6 = y4 * y2
            let y8 = y4 * y4
            let inner = integer(11) * x2 * y2 - y6 - integer(121) * y4 - integer(2)
            return MPFRValue(decimal: "333.75", precision: PrecisionTruth.bits)! * y6 + x2 * inner
                + MPFRValue(decimal: "5.5", precision: PrecisionTruth.bits)! * y8 + x / (integer(2) * y)
        }

        /// xₙ = (6ⁿ⁺¹ + 5ⁿ⁺¹)/(6ⁿ + 5ⁿ) solves the recurrence with x₀ = 11/2, x₁ = 61/11; n = 30.
        static let mullerTruth = PrecisionTruth.mpfr(
            "(6³¹ + 5³¹)/(6³⁰ + 5³⁰), evaluated with MPFR at 4,096 bits",
            source: .closedForm
        ) { integer in
            func power(_ base: Int, _ exponent: Int) -> MPFRValue {
                (0..<exponent).reduce(integer(1)) { product, _ in product * integer(base) }
            }
            return (power(6, 31) + power(5, 31)) / (power(6, 30) + power(5, 30))
        }

        /// One step of Muller's recurrence, from memory = xₙ and the pending repeat `÷ xₙ₋₁` to memory = xₙ₊₁
        /// and the repeat `÷ xₙ`, in Kahan's form xₙ₊₁ = 111 − (1130 − 3000/xₙ₋₁)/xₙ:
        ///
        /// - `3000 =` repeats the last operation (÷ xₙ₋₁) on 3000: the calculator's repeated `=`;
        /// - `neg + 1130 =` gives aₙ = 1130 − 3000/xₙ₋₁;
        /// - `/ MR =` gives aₙ/xₙ and makes `÷ xₙ` the operation `=` repeats;
        /// - `MC M- 111 M+` leaves 111 − aₙ/xₙ = xₙ₊₁ in memory (0 − q + 111 rounds once, like 111 − q).
        ///
        /// Every value stays inside the calculator: the one memory holds xₙ and the repeated-equals operand
        /// holds xₙ₋₁, so nothing is ever typed back in.
        static let mullerStep = "3000 = neg + 1130 = / MR = MC M- 111 M+"

        /// x₁ = 61/11 into memory, then `1 / 5.5 =` makes `÷ 5.5` (÷ x₀) the operation `=` repeats.
        static let mullerStart = "61 / 11 = MC M+ 1 / 5.5 ="

        /// The whole script: the start, `steps` steps (29 give x₃₀) and `MR` to show the last value.
        static func mullerScript(steps: Int) -> String {
            ([mullerStart] + Array(repeating: mullerStep, count: steps) + ["MR"]).joined(separator: " ")
        }

        static let mullerShown = "\(mullerStart) [\(mullerStep)] ×29 MR"
    }
#endif
