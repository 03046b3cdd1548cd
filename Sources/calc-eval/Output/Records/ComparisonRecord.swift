import CalcBatch
import CalcEngine

/// The JSON Lines record of a compared line: the fields of an evaluation (the display is MPFR's), then
/// Double's and MPFR's displays, the shared digits, the exactness and the exact backend's display.
struct ComparisonRecord: Encodable {
    var line: Int
    var script: String
    var display: String
    var error: Bool
    var backend: String
    var precision: Int
    var digits: Int
    var double: String
    var mpfr: String
    var sharedDigits: Int
    var exact: Bool
    var exactDisplay: String

    enum CodingKeys: String, CodingKey {
        case line, script, display, error, backend, precision, digits, double, mpfr
        case sharedDigits = "shared_digits"
        case exact
        case exactDisplay = "exact_display"
    }

    /// The record of `comparison`, whose MPFR side was computed with `settings`.
    init(_ comparison: BackendComparison, settings: EngineSettings) {
        line = comparison.line
        script = comparison.script
        display = comparison.mpfr
        error = comparison.mpfr == "Error"
        backend = settings.backend.rawValue
        precision = settings.precision
        digits = settings.digits
        double = comparison.double
        mpfr = comparison.mpfr
        sharedDigits = comparison.sharedDigits ?? 0
        exact = comparison.isExact
        exactDisplay = comparison.exact
    }
}
