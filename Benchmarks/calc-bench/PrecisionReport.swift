#if MPFR
    import CalcEngine
    import Foundation

    /// Section 4: named problems evaluated through the engine on Double and MPFR, with correct digits.
    ///
    /// Every problem is a key script run on a fresh ``Calculator`` (default display digits for the
    /// precision); its display is compared with a true value computed without the engine (see
    /// ``PrecisionProblems`` and ``PrecisionScore``). With a report directory it writes `precision.md`,
    /// `precision.csv` and `precision.svg` there. The section takes well under a second, so `--quick` runs
    /// it in full.
    struct PrecisionReport {
        var quick: Bool
        var reportDirectory: String?

        func run() -> [BenchmarkRecord] {
            print("\n== Precision comparison: correct significant digits of the display (D = digits shown)")
            let start = BenchmarkClock.now()
            let results = PrecisionResults(problems: PrecisionProblems.all(), columns: PrecisionColumn.all)
            let misses = results.scriptsThatMissTheirTruth()
            let seconds = (BenchmarkClock.now() - start) / 1e9
            printTables(results)
            if misses.isEmpty {
                print(
                    "\n  script check: at 4096 bits the calculator reaches every true value (\(String(format: "%.2f", seconds)) s in all)"
                )
            } else {
                for miss in misses {
                    print("\n  script check FAILED: '\(miss.name)' shows \(miss.display) at 4096 bits")
                }
            }
            if let directory = reportDirectory { write(results, to: directory) }
            return records(results)
        }

        func printTables(_ results: PrecisionResults) {
            let nameWidth = (results.rows + results.ruleVariants).map(\.problem.name.count).max()! + 2
            func printDigits(_ rows: [PrecisionResults.Row]) {
                for row in rows {
                    var line = "  " + pad(row.problem.name, nameWidth)
                    for cell in row.cells { line += pad(cell.score.text, 18) }
                    print(line + row.problem.truth.source.rawValue)
                }
            }
            var header = "  " + pad("problem", nameWidth)
            for column in results.columns { header += pad("\(column.label) (D=\(column.shownDigits))", 18) }
            print(header + "true value from")
            printDigits(results.rows)
            if !results.ruleVariants.isEmpty {
                print("\n  with the cancellation rule the other way (where that changes a display):")
                printDigits(results.ruleVariants)
            }
            print("\n  displays:")
            for row in results.rows + results.ruleVariants {
                print("  \(row.problem.name)   [true \(row.problem.truth.text(digits: 30))]")
                for (column, cell) in zip(results.columns, row.cells) {
                    print("      " + pad(column.label, 10) + cell.display)
                }
            }
        }

        func records(_ results: PrecisionResults) -> [BenchmarkRecord] {
            var records: [BenchmarkRecord] = []
            for row in results.rows + results.ruleVariants {
                for (column, cell) in zip(results.columns, row.cells) {
                    records.append(
                        BenchmarkRecord(
                            section: "precision",
                            [
                                ("problem", .text(row.problem.name)), ("backend", .text(column.backend)),
                                ("bits", .integer(column.bits)),
                                ("display", .text(cell.display)), ("correct_digits", .integer(cell.score.digits)),
                                ("shown_digits", .integer(column.shownDigits)),
                            ]))
                }
            }
            return records
        }

        func write(_ results: PrecisionResults, to directory: String) {
            let files = [
                ("precision.md", PrecisionMarkdown.text(results)),
                ("precision.csv", PrecisionCSV.text(results)),
                ("precision.svg", PrecisionChart.svg(results)),
            ]
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                for (name, text) in files {
                    let path = (directory as NSString).appendingPathComponent(name)
                    try text.write(toFile: path, atomically: true, encoding: .utf8)
                    print("  wrote \(path)")
                }
            } catch {
                BenchmarkOptions.fail("cannot write the precision report into \(directory): \(error)")
            }
        }

        func pad(_ text: String, _ width: Int) -> String {
            text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
        }
    }
#endif
