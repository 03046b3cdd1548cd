import CalcBatch

/// The JSON Lines record ending a `--compare` run. Every field keeps one type: without scripts there is
/// no mean, and the field is left out; so are the fewest digits.
struct ComparisonSummaryRecord: Encodable {
    struct Totals: Encodable {
        var scripts: Int
        var agreeing: Int
        var comparedDigits: Int
        var meanSharedDigits: Double?
        var fewestSharedDigits: Int?
        var fewestLine: Int?
        var fewestScript: String?

        enum CodingKeys: String, CodingKey {
            case scripts, agreeing
            case comparedDigits = "compared_digits"
            case meanSharedDigits = "mean_shared_digits"
            case fewestSharedDigits = "fewest_shared_digits"
            case fewestLine = "fewest_line"
            case fewestScript = "fewest_script"
        }
    }

    var summary: Totals

    /// The record of `summary`.
    init(_ summary: ComparisonSummary) {
        self.summary = Totals(
            scripts: summary.count, agreeing: summary.agreeing, comparedDigits: summary.limit,
            meanSharedDigits: summary.meanSharedDigits, fewestSharedDigits: summary.worst?.digits,
            fewestLine: summary.worst?.line, fewestScript: summary.worst?.script)
    }
}
