import CalcBatch
import CalcEngine

/// The fields of a compared line after ``EvaluationFields`` (whose display is MPFR's): Double's and MPFR's
/// displays, the shared digits, the exactness and the exact backend's display.
struct ComparisonFields: Encodable {
    var double: String
    var mpfr: String
    var sharedDigits: Int
    var exact: Bool
    var exactDisplay: String

    enum CodingKeys: String, CodingKey {
        case double, mpfr
        case sharedDigits = "shared_digits"
        case exact
        case exactDisplay = "exact_display"
    }

    /// The record of `comparison`, whose MPFR side was computed with `settings`.
    static func record(_ comparison: BackendComparison, settings: EngineSettings)
        -> JoinedRecord<EvaluationFields, Self>
    {
        JoinedRecord(
            EvaluationFields(
                line: comparison.line, script: comparison.script, display: comparison.mpfr, settings: settings),
            ComparisonFields(
                double: comparison.double, mpfr: comparison.mpfr, sharedDigits: comparison.sharedDigits ?? 0,
                exact: comparison.isExact, exactDisplay: comparison.exact))
    }
}
