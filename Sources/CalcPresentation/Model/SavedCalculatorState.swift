import Foundation

/// Everything a ``CalculatorModel`` restores: the calculator, which keeps its own tape and the
/// expression line being keyed, and the keys pressed (which a run-time calculator replays to switch
/// backends). Nothing derived from the calculator is stored beside it.
///
/// A document moves between models on the same backend: one saved by a model on `Calculator<B>`
/// restores into a model on `AnyCalculator` and the reverse.
///
/// Its JSON form carries a format version:
///
/// ```json
/// {"format": 2, "backend": "mpfr", "calculator": {…, "tape": {…}}, "keys": "2 + 3 *"}
/// ```
///
/// `backend` is the calculator's backend name (`double`, `mpfr`, `mpfr-ieee`, `exact`), `keys` the keys
/// pressed, by their exact names. When some of them were pasted, `pastes` says which, as pairs of the
/// position in `keys` of the paste's clearing (`LoggedKey.clearingForPaste`, written `C`) and the
/// number of its keys after it (`"pastes": [[4, 3]]`), so that a restored model replays a paste as a
/// paste: clearing as the state asks and stopping at its first `Error` (`LoggedKey`). A document without
/// it replays every key as pressed. Format 1 documents (with the tape beside the calculator) still
/// decode: their tape is kept, and the expression line of a calculation that was in progress restarts
/// empty. Decoding checks everything it reads and throws `DecodingError` for an unknown format, a
/// corrupted or hostile document; ``CalculatorModel/restore(json:)`` reports these as a
/// ``SavedStateError``.
public struct SavedCalculatorState<Engine: CalculatorProtocol & Codable>: Sendable, Codable {
    /// The format this version writes.
    public static var currentFormat: Int { 2 }
    /// The formats this version reads.
    public static var readableFormats: ClosedRange<Int> { 1...2 }

    /// The most keys a document may hold: a model keeps those since the last all clear and a few
    /// thousand more (its key log is bounded), so more is a hostile document, whose replay at a backend
    /// switch would take minutes.
    public static var maximumKeys: Int { 1_000_000 }

    /// The calculator, with its tape.
    public var calculator: Engine
    /// The keys a backend switch replays, oldest first, each with its role (pressed, or part of a
    /// paste).
    public var loggedKeys: [LoggedKey]

    /// The keys of ``loggedKeys``.
    public var keys: [Key] { loggedKeys.map(\.key) }

    /// The tape (the calculator's).
    public var tape: Tape { calculator.tape }
    /// The expression line being keyed (`12 + 7 ×`).
    public var tapeLine: String { calculator.tapeLine }

    /// A saved state whose keys were all pressed.
    public init(calculator: Engine, keys: [Key]) {
        self.init(calculator: calculator, loggedKeys: keys.map { LoggedKey($0) })
    }

    /// A saved state with its keys' roles.
    public init(calculator: Engine, loggedKeys: [LoggedKey]) {
        self.calculator = calculator
        self.loggedKeys = loggedKeys
    }

    private enum CodingKeys: String, CodingKey {
        case format, backend, calculator, tape, keys, pastes
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
        calculator = try Self.decodeCalculator(from: container, backend: backend)
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
        let keys: [Key]
        do {
            keys = try KeyScript(parsing: text).keys
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .keys, in: container, debugDescription: error.message)
        }
        guard keys.count <= Self.maximumKeys else {
            throw DecodingError.dataCorruptedError(
                forKey: .keys, in: container,
                debugDescription: "\(keys.count) keys (at most \(Self.maximumKeys): a model keeps far fewer)")
        }
        loggedKeys = keys.map { LoggedKey($0) }
        let pastes = try container.decodeIfPresent([[Int]].self, forKey: .pastes) ?? []
        var next = 0
        for (index, paste) in pastes.enumerated() {
            // Each paste starts at or after the end of the one before and ends within the keys.
            guard paste.count == 2, paste[0] >= next, paste[0] < keys.count, paste[1] >= 0,
                paste[1] < keys.count - paste[0]
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .pastes, in: container,
                    debugDescription:
                        "paste \(index + 1) is not [start, count] within the \(keys.count) keys, after the paste before it"
                )
            }
            loggedKeys[paste[0]] = .clearingForPaste
            for position in paste[0] + 1..<paste[0] + 1 + paste[1] {
                loggedKeys[position].role = .continuesPaste
            }
            next = paste[0] + 1 + paste[1]
        }
    }

    /// The keys of a run-time calculator's form, `{"backend": "mpfr", "calculator": {…}}`.
    private enum RunTimeFormKeys: String, CodingKey {
        case backend, calculator
    }

    /// The document's calculator as `Engine`, from either form: a model on `AnyCalculator` reads a
    /// typed calculator's document (by its backend name), and a model on `Calculator<B>` reads a
    /// run-time calculator's document on B. A calculator on another backend throws `DecodingError`
    /// naming both (``CalculatorModel/restore(json:)`` reports it as `otherBackend`).
    private static func decodeCalculator(
        from container: KeyedDecodingContainer<CodingKeys>, backend: String
    ) throws -> Engine {
        let nested = try container.nestedContainer(keyedBy: RunTimeFormKeys.self, forKey: .calculator)
        let isRunTimeForm = nested.contains(.backend) && nested.contains(.calculator)
        if Engine.self == AnyCalculator.self, !isRunTimeForm {
            let calculator = try AnyCalculator(typedFormOf: backend, from: container, forKey: .calculator)
            guard let engine = calculator as? Engine else { throw mismatch(backend, in: container) }
            return engine
        }
        if Engine.self != AnyCalculator.self, isRunTimeForm {
            let calculator = try container.decode(AnyCalculator.self, forKey: .calculator)
            guard let engine = calculator.typed(as: Engine.self) else { throw mismatch(backend, in: container) }
            return engine
        }
        return try container.decode(Engine.self, forKey: .calculator)
    }

    /// The error for a document whose calculator is on `backend`, which `Engine` cannot hold.
    private static func mismatch(_ backend: String, in container: KeyedDecodingContainer<CodingKeys>)
        -> DecodingError
    {
        DecodingError.dataCorruptedError(
            forKey: .backend, in: container,
            debugDescription:
                "the calculator is on '\(KeyScriptError.visible(backend.prefix(40)))', which this model's \(Engine.self) cannot hold"
        )
    }

    /// Encodes the state with its format version.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.currentFormat, forKey: .format)
        try container.encode(calculator.backendName, forKey: .backend)
        try container.encode(calculator, forKey: .calculator)
        try container.encode(keys.map(\.name).joined(separator: " "), forKey: .keys)
        if !pastes.isEmpty { try container.encode(pastes, forKey: .pastes) }
    }

    /// Each paste in ``loggedKeys``: the position of its clearing and the number of its keys after it.
    private var pastes: [[Int]] {
        var pastes: [[Int]] = []
        var isInPaste = false
        for (position, logged) in loggedKeys.enumerated() {
            switch logged.role {
            case .clearsForPaste:
                pastes.append([position, 0])
                isInPaste = true
            case .continuesPaste:
                // A paste's keys follow its clearing, as `LoggedKey.pasting(_:)` logs them.
                if isInPaste { pastes[pastes.count - 1][1] += 1 }
            case .pressed:
                isInPaste = false
            }
        }
        return pastes
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
