#if MPFR
    import Foundation

    /// `precision.csv`: one row per problem and column.
    enum PrecisionCSV {
        static func text(_ results: PrecisionResults) -> String {
            var lines = ["problem,backend,bits,display,correct_digits,true_value"]
            for row in results.rows + results.ruleVariants {
                let truth = row.problem.truth.decimal(digits: 60)
                for (column, cell) in zip(results.columns, row.cells) {
                    lines.append(
                        [
                            row.problem.name, column.backend, String(column.bits), cell.display,
                            String(cell.score.digits),
                            truth,
                        ]
                        .map(field).joined(separator: ","))
                }
            }
            return lines.joined(separator: "\n") + "\n"
        }

        /// A CSV field, quoted when it holds a comma, a quote or a line break.
        static func field(_ text: String) -> String {
            guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
            return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
    }
#endif
