import Foundation

/// Everything a ``CalculatorModel`` restores: the calculator, the paper tape, the expression line being
/// keyed, and the keys pressed (which a run-time calculator replays to switch backends).
///
/// Its JSON form carries a format version:
///
/// ```json
/// {"format": 1, "backend": "mpfr", "calculator": {…}, "displayKind": "entry", "tape": {…},
///  "expression": {…}, "keys": "2 + 3 *"}
/// ```
///
/// `backend` is the calculator's backend name (`double`, `mpfr`, `mpfr-ieee`, `exact`), `keys` the keys
/// pressed, by their exact names. Decoding checks everything it reads and throws `DecodingError` for
/// an unknown format, a corrupted or hostile document; ``CalculatorModel/restore(json:)`` reports
/// these as a ``SavedStateError``.
public struct SavedCalculatorState<Engine: CalculatorProtocol & Codable>: Sendable, Codable {
    /// The format this version writes and reads.
    public static var currentFormat: Int { 1 }

    /// The calculator.
    public var calculator: Engine
    /// The paper tape.
    public var history: CalculationHistory
    /// The recorder of the expression line, which continues the tape.
    public var recorder: HistoryRecorder
    /// Every key pressed since the calculator was created, oldest first.
    public var keys: [Key]
    /// Whether the display is an entry, a value, the result of `=` or `Error`.
    public var displayKind: DisplayKind

    /// The expression line being keyed (`12 + 7 ×`).
    public var expressionText: String { recorder.expressionText }

    /// A saved state; the display kind defaults to what the calculator shows (a value rather than a
    /// result of `=`).
    public init(
        calculator: Engine, history: CalculationHistory, recorder: HistoryRecorder, keys: [Key],
        displayKind: DisplayKind? = nil
    ) {
        self.calculator = calculator
        self.history = history
        self.recorder = recorder
        self.keys = keys
        self.displayKind = displayKind ?? DisplayKind(of: calculator)
    }

    private enum CodingKeys: String, CodingKey {
        case format, backend, calculator, displayKind, tape, expression, keys
    }

    /// Decodes a saved state, checking its format and every part.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decode(Int.self, forKey: .format)
        guard format == Self.currentFormat else {
            throw DecodingError.dataCorruptedError(
                forKey: .format, in: container,
                debugDescription: "format \(format) is not supported (this version reads format \(Self.currentFormat))")
        }
        let backend = try container.decode(String.self, forKey: .backend)
        calculator = try container.decode(Engine.self, forKey: .calculator)
        guard calculator.backendName == backend else {
            throw DecodingError.dataCorruptedError(
                forKey: .backend, in: container,
                debugDescription:
                    "the document names the backend '\(KeyScriptError.visible(backend.prefix(40)))', its calculator is on '\(calculator.backendName)'"
            )
        }
        displayKind = try container.decode(DisplayKind.self, forKey: .displayKind)
        guard displayKind.agrees(with: calculator) else {
            throw DecodingError.dataCorruptedError(
                forKey: .displayKind, in: container,
                debugDescription: "'\(displayKind.rawValue)' is not what the calculator shows")
        }
        history = try container.decode(CalculationHistory.self, forKey: .tape)
        recorder = try container.decode(HistoryRecorder.self, forKey: .expression)
        guard recorder.isWellFormed else {
            throw DecodingError.dataCorruptedError(
                forKey: .expression, in: container, debugDescription: "the expression line has no top level")
        }
        let text = try container.decode(String.self, forKey: .keys)
        do {
            keys = try KeyScript(parsing: text).keys
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .keys, in: container, debugDescription: error.message)
        }
    }

    /// Encodes the state with its format version.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.currentFormat, forKey: .format)
        try container.encode(calculator.backendName, forKey: .backend)
        try container.encode(calculator, forKey: .calculator)
        try container.encode(displayKind, forKey: .displayKind)
        try container.encode(history, forKey: .tape)
        try container.encode(recorder, forKey: .expression)
        try container.encode(keys.map(\.name).joined(separator: " "), forKey: .keys)
    }
}

/// Why saved state could not be restored.
public struct SavedStateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// The document is not JSON of a saved state, or a part of it is corrupted or out of range.
        case corrupted
        /// The document has a format version this version does not read.
        case unsupportedFormat(Int)
        /// The document's calculator is on another backend than the model's, which cannot switch.
        case otherBackend(saved: String, expected: String)
        /// The state could not be encoded (a calculator with verified digits has no saved form).
        case notEncodable
    }

    /// What went wrong.
    public var kind: Kind
    /// What went wrong, and where in the document.
    public var message: String

    /// An error.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

extension SavedStateError {
    /// The error for a `DecodingError`, with the path of what could not be decoded.
    init(_ error: DecodingError) {
        func text(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            return (path.isEmpty ? "" : path + ": ") + KeyScriptError.visible(context.debugDescription.prefix(200))
        }
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
            .valueNotFound(_, let context):
            self.init(kind: .corrupted, message: "saved state: " + text(context))
        @unknown default:
            self.init(kind: .corrupted, message: "saved state: \(error)")
        }
    }
}

extension DisplayKind {
    /// The kind a calculator's display has, a computed value counted as a value (not a result of `=`).
    init(of calculator: some CalculatorProtocol) {
        self = calculator.isError ? .error : calculator.isShowingEntry ? .entry : .value
    }

    /// Whether this kind can describe what `calculator` shows.
    func agrees(with calculator: some CalculatorProtocol) -> Bool {
        switch self {
        case .error: calculator.isError
        case .entry: !calculator.isError && calculator.isShowingEntry
        case .value, .result: !calculator.isError && !calculator.isShowingEntry
        }
    }
}
