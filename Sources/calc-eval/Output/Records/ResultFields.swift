import CalcBatch
import CalcEngine

/// The fields of an evaluated line after ``EvaluationFields`` (its trace, when traced, follows them).
struct ResultFields: Encodable {
    var exact: Bool
    /// Only with verified digits.
    var approximate: Bool?
    /// Only for an expression: its key translation.
    var keys: String?
    /// Only with `--fractions`, when the result is shown as a fraction.
    var fraction: String?
    /// Only for a complex result: its parts, each as the display shows a real number.
    var re: String?
    var im: String?
    /// Only for `Error`: why (`divisionByZero`, `invalidOperation`, `overflow`, `unprovable`).
    var reason: String?

    /// The record of `result`, computed with `settings`.
    static func record(_ result: ScriptResult, settings: EngineSettings) -> JoinedRecord<EvaluationFields, Self> {
        JoinedRecord(
            EvaluationFields(
                line: result.line, script: result.script, display: result.display, settings: settings,
                wordFormat: result.wordFormat),
            ResultFields(
                exact: result.isExact, approximate: settings.verifiesDigits ? result.isApproximate : nil,
                keys: result.keys, fraction: result.fraction, re: result.complex?.real,
                im: result.complex?.imaginary, reason: result.errorReason?.rawValue))
    }
}
