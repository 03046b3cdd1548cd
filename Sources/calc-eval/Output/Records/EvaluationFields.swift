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
    /// Programmer mode only: `bin`, `oct`, `dec` or `hex`, the radix the display is in (at the end of the
    /// line: keys may switch it).
    var radix: String?
    /// Programmer mode only: 8, 16, 32 or 64 (at the end of the line).
    var wordSize: Int?
    /// Programmer mode only: whether words are signed (at the end of the line).
    var signed: Bool?

    private enum CodingKeys: String, CodingKey {
        case line, script, display, error, backend, precision, digits, radix
        case wordSize = "word_size"
        case signed
    }

    /// The fields of line `line`, `script`, which showed `display` with `settings`, and in programmer mode
    /// ended with `wordFormat` (the options' format when nil).
    init(line: Int, script: String, display: String, settings: EngineSettings, wordFormat: WordFormat? = nil) {
        self.line = line
        self.script = script
        self.display = display
        error = display == "Error"
        backend = settings.backend.rawValue
        precision = settings.precision
        digits = settings.digits
        if let format = settings.programmer.map({ wordFormat ?? $0 }) {
            backend = "programmer"
            precision = format.width.bits
            digits = ProgrammerBackend(format: format).defaultSignificantDigits
            radix = format.radix.name
            wordSize = format.width.bits
            signed = format.isSigned
        }
    }
}
