import Foundation

/// Everything a ``CalculatorModel`` restores: the calculator, which keeps its own paper tape and the
/// expression line being keyed, and the keys pressed (which a run-time calculator replays to switch
/// backends). Nothing derived from the calculator is stored beside it.
///
/// Its JSON form carries a format version:
///
/// ```json
/// {"format": 2, "backend": "mpfr", "calculator": {…, "tape": {…}}, "keys": "2 + 3 *"}
/// ```
///
/// `backend` is the calculator's backend name (`double`, `mpfr`, `mpfr-ieee`, `exact`), `keys` the keys
/// pressed, by their exact names. Format 1 documents (with the tape beside the calculator) still
/// decode: their tape is kept, and the expression line of a calculation that was in progress restarts
/// empty. Decoding checks everything it reads and throws `DecodingError` for an unknown format, a
/// corrupted or hostile document; ``CalculatorModel/restore(json:)`` reports these as a
/// ``SavedStateError``.
public struct SavedCalculatorState<Engine: CalculatorProtocol & Codable>: Sendable, Codable {
    /// The format this version writes.
    public static var currentFormat: Int { 2 }
    /// The formats this version reads.
    public static var readableFormats: ClosedRange<Int> { 1...2 }

    /// The calculator, with its tape.
    public var calculator: Engine
    /// Every key pressed since the calculator was created, oldest first.
    public var keys: [Key]

    /// The paper tape (the calculator's).
    public var tape: Tape { calculator.tape }
    /// The expression line being keyed (`12 + 7 ×`).
    public var tapeLine: String { calculator.tapeLine }

    /// A saved state.
    public init(calculator: Engine, keys: [Key]) {
        self.calculator = calculator
        self.keys = keys
    }

    private enum CodingKeys: String, CodingKey {
        case format, backend, calculator, tape, keys
    }

    /// Decodes a saved state, checking its format and every part.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decode(Int.self, forKey: .format)
        guard Self.readableFormats.contains(format) else {
            throw DecodingError.dataCorruptedError(
                forKey: .format, in: container,
                debugDescription: "format \(format) is not supported (this version reads formats 1 and 2)")
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
        if format == 1 {
            // Format 1 kept the tape beside the calculator.
            calculator.tape = try container.decode(Tape.self, forKey: .tape)
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
