import CalcBatch
import CalcEngine

/// The JSON Lines record of an evaluated line, without its trace:
/// `{"line":1,"script":"2 + 3 =","display":"5","error":false,"backend":"mpfr",…}`.
struct ResultRecord: Encodable {
    var line: Int
    var script: String
    var display: String
    var error: Bool
    var backend: String
    var precision: Int
    var digits: Int
    var exact: Bool
    /// Only with verified digits.
    var approximate: Bool?
    /// Only for an expression: its key translation.
    var keys: String?

    /// The record of `result`, computed with `settings`.
    init(_ result: ScriptResult, settings: EngineSettings) {
        line = result.line
        script = result.script
        display = result.display
        error = result.isError
        backend = settings.backend.rawValue
        precision = settings.precision
        digits = settings.digits
        exact = result.isExact
        approximate = settings.verifiesDigits ? result.isApproximate : nil
        keys = result.keys
    }
}
