#if MPFR
    import Foundation

    /// `precision.svg`: correct digits against precision, one line per problem, drawn by hand (no libraries).
    ///
    /// x is the precision in bits on a log scale (Double at 53 bits), y the correct significant digits; a grey
    /// step line marks D, the digits the display shows, which no problem can exceed. Lines that coincide are
    /// drawn a pixel or two apart so that each stays visible; the legend lists every line's values.
    enum PrecisionChart {
        static let width = 1040.0
        static let height = 580.0
        /// The plot area.
        static let left = 76.0, top = 64.0, plotWidth = 560.0, plotHeight = 440.0
        static let legendLeft = 690.0

        /// Distinct colours; the second half of the lines is also dashed.
        static let colours = [
            "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b",
            "#e377c2", "#17becf", "#bcbd22", "#393b79", "#7f7f7f", "#000000",
        ]

        static let minimumBits = 45.0, maximumBits = 1250.0

        static func x(_ bits: Int) -> Double {
            left + plotWidth * (log2(Double(bits)) - log2(minimumBits)) / (log2(maximumBits) - log2(minimumBits))
        }

        /// The y axis, scaled to the data: from a little below 0 to a little above the largest D plotted,
        /// with grid lines every `step` digits.
        struct Axis {
            var maximum: Double
            var minimum: Double
            var step: Int

            /// An axis that holds `largest` digits (every line and its drawn offset stay inside the plot).
            init(largest: Int) {
                step = largest <= 60 ? 10 : largest <= 160 ? 20 : largest <= 400 ? 50 : 100
                maximum = Double(largest) * 1.06
                minimum = -Double(largest) * 0.06
            }

            func y(_ digits: Double) -> Double {
                top + plotHeight * (maximum - digits) / (maximum - minimum)
            }
        }

        static func svg(_ results: PrecisionResults) -> String {
            // The chart plots precision: Double and MPFR. The exact and verified columns are in the tables.
            let plotted = results.columns.indices.filter { ["double", "mpfr"].contains(results.columns[$0].backend) }
            let columns = plotted.map { results.columns[$0] }
            let axis = Axis(largest: columns.map(\.shownDigits).max() ?? 50)
            let y = axis.y
            func cells(_ row: PrecisionResults.Row) -> [PrecisionResults.Cell] { plotted.map { row.cells[$0] } }
            var svg: [String] = []
            svg.append(
                """
                <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" \
                viewBox="0 0 \(Int(width)) \(Int(height))" font-family="DejaVu Sans, Verdana, sans-serif">
                <rect width="100%" height="100%" fill="#ffffff"/>
                <text x="\(left)" y="30" font-size="18" font-weight="bold">Correct significant digits against precision</text>
                <text x="\(left)" y="50" font-size="12" fill="#555555">calc-bench precision report: key scripts run on the \
                calculator, each display compared with the true value; exact (a true 0 shown as 0) is drawn at D</text>
                """)
            // Grid and y axis.
            for digits in stride(from: 0, through: Int(axis.maximum), by: axis.step) {
                let yy = f(y(Double(digits)))
                svg.append(
                    "<line x1=\"\(f(left))\" y1=\"\(yy)\" x2=\"\(f(left + plotWidth))\" y2=\"\(yy)\" stroke=\"#e4e4e4\"/>"
                )
                svg.append(
                    "<text x=\"\(f(left - 10))\" y=\"\(f(y(Double(digits)) + 4))\" font-size=\"12\" text-anchor=\"end\">\(digits)</text>"
                )
            }
            // x axis: one tick per column.
            for column in columns {
                let xx = f(x(column.bits))
                svg.append(
                    "<line x1=\"\(xx)\" y1=\"\(f(top))\" x2=\"\(xx)\" y2=\"\(f(top + plotHeight))\" stroke=\"#e4e4e4\"/>"
                )
                svg.append(
                    "<text x=\"\(xx)\" y=\"\(f(top + plotHeight + 18))\" font-size=\"12\" text-anchor=\"middle\">\(column.bits)</text>"
                )
                if column.backend == "double" {
                    svg.append(
                        "<text x=\"\(xx)\" y=\"\(f(top + plotHeight + 32))\" font-size=\"11\" text-anchor=\"middle\" fill=\"#555555\">Double</text>"
                    )
                }
            }
            svg.append(
                "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotWidth))\" height=\"\(f(plotHeight))\" fill=\"none\" stroke=\"#888888\"/>"
            )
            svg.append(
                "<text x=\"\(f(left + plotWidth / 2))\" y=\"\(f(top + plotHeight + 52))\" font-size=\"13\" text-anchor=\"middle\">precision (bits, log scale)</text>"
            )
            svg.append(
                "<text transform=\"translate(\(f(left - 42)) \(f(top + plotHeight / 2))) rotate(-90)\" font-size=\"13\" text-anchor=\"middle\">correct significant digits</text>"
            )

            // D, the digits shown: the most any problem can reach.
            let shownPoints = columns.map { "\(f(x($0.bits))),\(f(y(Double($0.shownDigits))))" }
            svg.append(
                "<polyline points=\"\(shownPoints.joined(separator: " "))\" fill=\"none\" stroke=\"#bbbbbb\" stroke-width=\"9\" stroke-linejoin=\"round\" stroke-linecap=\"round\" opacity=\"0.6\"/>"
            )

            // One line per problem, coinciding lines a little apart.
            let count = results.rows.count
            for (index, row) in results.rows.enumerated() {
                let colour = colours[index % colours.count]
                let offset = (Double(index) - Double(count - 1) / 2) * 1.7
                let points = zip(columns, cells(row)).map { column, cell in
                    (x(column.bits), y(Double(cell.score.digits)) + offset)
                }
                let dash = index >= colours.count / 2 ? " stroke-dasharray=\"7 4\"" : ""
                svg.append(
                    "<polyline points=\"\(points.map { "\(f($0.0)),\(f($0.1))" }.joined(separator: " "))\" fill=\"none\" "
                        + "stroke=\"\(colour)\" stroke-width=\"2.2\" stroke-linejoin=\"round\"\(dash)/>")
                for point in points {
                    svg.append("<circle cx=\"\(f(point.0))\" cy=\"\(f(point.1))\" r=\"3.2\" fill=\"\(colour)\"/>")
                }
            }

            // Legend: every line with its values, so that coinciding lines can still be read.
            svg.append(
                "<text x=\"\(f(legendLeft))\" y=\"\(f(top + 4))\" font-size=\"12\" fill=\"#555555\">correct digits at \(columns.map { $0.backend == "double" ? "Double" : String($0.bits) }.joined(separator: " · "))</text>"
            )
            let rowHeight = min(34.0, (plotHeight - 30) / Double(count + 1))
            for (index, row) in results.rows.enumerated() {
                let colour = colours[index % colours.count]
                let yy = top + 30 + Double(index) * rowHeight
                let dash = index >= colours.count / 2 ? " stroke-dasharray=\"7 4\"" : ""
                svg.append(
                    "<line x1=\"\(f(legendLeft))\" y1=\"\(f(yy - 4))\" x2=\"\(f(legendLeft + 28))\" y2=\"\(f(yy - 4))\" stroke=\"\(colour)\" stroke-width=\"2.5\"\(dash)/>"
                )
                svg.append("<circle cx=\"\(f(legendLeft + 14))\" cy=\"\(f(yy - 4))\" r=\"3.2\" fill=\"\(colour)\"/>")
                svg.append(
                    "<text x=\"\(f(legendLeft + 36))\" y=\"\(f(yy))\" font-size=\"13\">\(escape(row.problem.name))</text>"
                )
                svg.append(
                    "<text x=\"\(f(legendLeft + 36))\" y=\"\(f(yy + 14))\" font-size=\"11\" fill=\"#555555\">\(cells(row).map(\.score.text).joined(separator: " · "))</text>"
                )
            }
            let yy = top + 30 + Double(count) * rowHeight
            svg.append(
                "<line x1=\"\(f(legendLeft))\" y1=\"\(f(yy - 4))\" x2=\"\(f(legendLeft + 28))\" y2=\"\(f(yy - 4))\" stroke=\"#bbbbbb\" stroke-width=\"9\" opacity=\"0.6\" stroke-linecap=\"round\"/>"
            )
            svg.append(
                "<text x=\"\(f(legendLeft + 36))\" y=\"\(f(yy))\" font-size=\"13\">D, the digits shown (the most possible)</text>"
            )
            svg.append(
                "<text x=\"\(f(legendLeft + 36))\" y=\"\(f(yy + 14))\" font-size=\"11\" fill=\"#555555\">\(columns.map { String($0.shownDigits) }.joined(separator: " · "))</text>"
            )
            svg.append(
                "<text x=\"\(f(legendLeft))\" y=\"\(f(top + plotHeight + 52))\" font-size=\"11\" fill=\"#555555\">Coinciding lines are drawn a few pixels apart.</text>"
            )
            svg.append("</svg>")
            return svg.joined(separator: "\n") + "\n"
        }

        /// A coordinate with one decimal.
        static func f(_ value: Double) -> String { String(format: "%.1f", value) }

        static func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
        }
    }
#endif
