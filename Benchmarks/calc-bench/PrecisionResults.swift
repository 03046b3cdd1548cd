#if MPFR
    import CalcEngine

    /// The displays and correct digits of every problem of the precision report in every column.
    struct PrecisionResults {
        /// One problem in one column.
        struct Cell {
            var display: String
            var score: PrecisionScore
        }

        /// One problem in every column.
        struct Row {
            var problem: PrecisionProblem
            /// One cell per column.
            var cells: [Cell]
        }

        var columns: [PrecisionColumn]
        /// The problems as defined.
        var rows: [Row]
        /// The problems with the cancellation rule the other way, where that changes some display.
        var ruleVariants: [Row]

        /// Runs every problem in every column, and again with the cancellation rule flipped.
        init(problems: [PrecisionProblem], columns: [PrecisionColumn]) {
            self.columns = columns
            func row(_ problem: PrecisionProblem) -> Row {
                Row(
                    problem: problem,
                    cells: columns.map { column in
                        let display = column.display(of: problem)
                        return Cell(
                            display: display,
                            score: PrecisionScore(display: display, truth: problem.truth, shown: column.shownDigits))
                    })
            }
            rows = problems.map(row)
            ruleVariants = rows.compactMap { original in
                let flipped = row(original.problem.withRuleFlipped())
                return flipped.cells.map(\.display) == original.cells.map(\.display) ? nil : flipped
            }
        }

        /// Problems whose script does not compute the true value when the calculator itself runs at 4,096 bits
        /// (50 digits shown): a check that each script means what its name says. Returns the names and displays.
        func scriptsThatMissTheirTruth() -> [(name: String, display: String)] {
            let backend = try! MPFRBackend(precision: PrecisionTruth.bits)
            let tiny = MPFRValue(decimal: "1e-1000", precision: PrecisionTruth.bits)!
            return rows.compactMap { row in
                let problem = row.problem
                let display = problem.display(on: backend)
                if problem.truth.isZero {
                    // Without the cancellation rule a zero is left as residue of the order of 2⁻⁴⁰⁹⁶.
                    guard let value = MPFRValue(decimal: display, precision: PrecisionTruth.bits),
                        backend.magnitude(value) < tiny
                    else { return (problem.name, display) }
                    return nil
                }
                return PrecisionScore(display: display, truth: problem.truth, shown: 50).digits >= 45
                    ? nil : (problem.name, display)
            }
        }
    }
#endif
