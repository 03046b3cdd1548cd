import CalcEngine

/// The fields every record of an evaluated or compared line starts with:
/// `{"line":1,"script":"2 + 3 =","display":"5","error":false,"backend":"mpfr","precision":256,"digits":50,…`.
struct EvaluationFields: Encodable {
    var line: Int
    var script: String
    var display: String
    var error: Bool
    var backend: String
    var precision: Int
    var digits: Int

    /// The fields of line `line`, `script`, which showed `display` with `settings`.
    init(line: Int, script: String, display: String, settings: EngineSettings) {
        self.line = line
        self.script = script
        self.display = display
        error = display == "Error"
        backend = settings.backend.rawValue
        precision = settings.precision
        digits = settings.digits
    }
}
