/// The JSON Lines record ending a `--check` run: `{"summary":{"passed":12,"failed":1}}`.
struct CheckSummaryRecord: Encodable {
    struct Totals: Encodable {
        var passed: Int
        var failed: Int
    }

    var summary: Totals
}
