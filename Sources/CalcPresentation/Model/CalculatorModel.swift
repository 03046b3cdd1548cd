import Foundation
import Observation

/// An observable calculator for user interfaces: SwiftUI observes its properties; UIKit-style code uses
/// ``onUpdate`` or a ``delegate``.
///
/// ```swift
/// struct CalculatorView: View {
///     @State private var model = CalculatorModel(calculator: Calculator(backend: DoubleBackend()))
///     var body: some View {
///         VStack {
///             Text(model.display).font(.largeTitle).lineLimit(1)
///             LazyVGrid(columns: Array(repeating: GridItem(), count: 4)) {
///                 ForEach(Array(model.keypad.cells.enumerated()), id: \.offset) { _, cell in
///                     Button(cell.label) { model.perform(cell.action) }
///                         .accessibilityLabel(cell.accessibilityLabel)
///                 }
///             }
///         }
///     }
/// }
/// ```
///
/// The model works on a calculator whose backend is chosen at run time (`AnyCalculator`, which can
/// switch backends with ``switchBackend(to:)``) or fixed by its type (`Calculator<DoubleBackend>`).
/// It lives on the main actor, like the views that show it. Its state is the ``calculator``, the
/// tape, the expression line and the keys pressed: ``savedState`` holds all four, and
/// ``restore(_:)-(SavedCalculatorState<Engine>)`` or ``restore(json:)`` bring them all back.
@MainActor
@Observable
@dynamicMemberLookup
public final class CalculatorModel<Engine: CalculatorProtocol> {
    /// The calculator, which keeps its own tape.
    public internal(set) var calculator: Engine
    /// What the screen shows: the calculator's `CalculatorScreen` after the last key, computed once
    /// per key (the display formatted once) and kept.
    public private(set) var screen: CalculatorScreen
    /// The keypad's own state: `2nd`, and the labels that follow the calculator.
    public private(set) var keypadState: KeypadState

    /// The keys a backend switch replays, oldest first: those since the last all clear, and the earlier
    /// calculations that memory and `rand` depend on, so that the log and the saved document
    /// stay bounded however long the app runs.
    public var keys: [Key] { keyLog.keys }
    /// The keys that `keys` reads, compacted at each all clear.
    @ObservationIgnored private var keyLog = KeyLog()

    /// Whether a key pressed with ``pressInBackground(_:)`` is being computed (for a progress indicator).
    public internal(set) var isComputing = false
    /// The key being computed in the background, if any.
    @ObservationIgnored var backgroundKey: BackgroundKey?
    /// Keys pressed in the background while ``backgroundKey`` computes, oldest first.
    @ObservationIgnored var waitingKeys: [BackgroundKey] = []
    /// How many background computations are running, the cancelled ones that are still finishing
    /// included, and the presses waiting for one of them to finish.
    @ObservationIgnored var backgroundComputations = BackgroundComputations()

    /// Called after every change with what changed (the UIKit "callback" style).
    @ObservationIgnored public var onUpdate: (@MainActor (CalculatorUpdate) -> Void)?
    /// Told after every change (the UIKit delegate style); held weakly.
    @ObservationIgnored public weak var delegate: (any CalculatorModelDelegate)?

    /// A model showing `calculator`, whose tape keeps at most `tapeCapacity` entries.
    ///
    /// The calculator should be fresh (nothing pressed yet): a backend switch replays the keys pressed
    /// through the model on a fresh calculator of the other backend.
    public init(calculator: Engine, tapeCapacity: Int = Tape.defaultCapacity) {
        var calculator = calculator
        if calculator.tape.capacity != tapeCapacity { calculator.tape.capacity = tapeCapacity }
        self.calculator = calculator
        screen = calculator.screen
        keypadState = KeypadState(calculator: calculator)
    }

    /// What the kept ``screen`` shows, by name: `model.display`, `model.isError`, `model.highlightedOperator`,
    /// `model.clearKeyLabel`, `model.hasMemory`, `model.angleUnit`, `model.openParentheses`, `model.kind`…
    /// (every property of `CalculatorScreen`, observed through ``screen``).
    public subscript<Value>(dynamicMember keyPath: KeyPath<CalculatorScreen, Value>) -> Value {
        screen[keyPath: keyPath]
    }

    /// Whether the display is an entry, a value, the result of `=` or `Error` (the screen's `kind`).
    public var displayKind: DisplayKind { screen.kind }
    /// The tape: completed calculations, oldest first (the calculator's own).
    public var tape: Tape { calculator.tape }
    /// The calculation being entered, as the tape will show it (`12 + 7 ×`).
    public var tapeLine: String { calculator.tapeLine }

    /// What the UI shows now (the kept ``screen``).
    public var snapshot: CalculatorSnapshot { screen }

    /// The portrait keypad with labels for the current state; in programmer mode, the programmer keypad of
    /// the calculator's word format (radix, width and signedness as they are now).
    public var keypad: Keypad {
        guard let format = calculator.wordFormat else { return Keypad.portrait(keypadState) }
        return Keypad.programmer(keypadState, format: format)
    }
    /// The landscape scientific keypad with labels for the current state (`2nd`, Rad/Deg, AC/C).
    public var scientificKeypad: Keypad { Keypad.landscapeScientific(keypadState) }

    /// What VoiceOver reads for the display: "Result, 89" after `=`, "3 point 1 4" while typing.
    public var accessibilityValue: String {
        SpokenDisplay.accessibilityValue(
            forDisplay: screen.display, kind: screen.kind, radix: calculator.wordFormat?.radix)
    }

    /// Presses a key and publishes what changed (the display, the tape, the keypad's labels).
    ///
    /// The key runs on the caller's thread, the main actor: a key that computes for long at a huge
    /// precision freezes the UI until it is done. ``pressInBackground(_:)`` computes it on a copy in a
    /// task instead. A key in progress there is superseded: it is cancelled, and this key is pressed
    /// on the calculator as it was before it.
    public func press(_ key: Key) {
        if backgroundKey != nil { cancelKeyInProgress() }
        commit(key, pressing: calculator)
    }

    /// Presses `key` on `calculator` (this model's calculator, or the copy a background key started
    /// from), keeps the result, records the key and publishes what changed.
    func commit(_ key: Key, pressing calculator: Engine) {
        var calculator = calculator
        calculator.press(key)
        commit(key, result: calculator)
    }

    /// Keeps `result`, the calculator after `key`, records the key and publishes what changed.
    func commit(_ key: Key, result: Engine) {
        let before = screen
        calculator = result
        keyLog.record(
            key, clearKeyLabelBefore: before.clearKeyLabel, entryBefore: before.isShowingEntry ? before.display : nil,
            after: calculator)
        publish(key: key)
    }

    /// Performs a keypad cell's action: presses its key, or toggles the `2nd` functions.
    public func perform(_ action: KeypadAction) {
        switch action {
        case .key(let key): press(key)
        case .toggleSecondFunctions: keypadState.showsSecondFunctions.toggle()
        }
    }

    /// Puts a tape entry's result on the display as the current operand (pending operations stay).
    public func recall(_ entry: TapeEntry) {
        guard let keys = tape.keys(recalling: entry, into: calculator) else { return }
        press(pasted: keys)
    }

    /// Empties the tape.
    public func clearTape() {
        if backgroundKey != nil { cancelKeyInProgress() }
        calculator.tape.clear()
    }

    /// Types pasted text as a number, or an expression as its key translation (`2+3×4` types
    /// `( [2] + ( [3] * [4] ) )`); throws ``PasteError`` (with a message) for anything else.
    public func paste(_ text: String, symbols: DisplaySymbols = .plain) throws(PasteError) {
        press(pasted: try Clipboard.keys(pasting: text, into: calculator, symbols: symbols))
    }

    /// Presses a paste's keys (``Clipboard/keys(pasting:into:symbols:)``, a recalled tape entry's) and
    /// logs them whole.
    private func press(pasted keys: [LoggedKey]) {
        if backgroundKey != nil { cancelKeyInProgress() }
        // All the keys on one copy, published once: a key at a time copied the calculator (its growing
        // expression line) for each, so a paste of 50,000 keys took half a minute.
        // A key after the paste's first Error is not pressed, but logged: a backend switch replays the
        // paste whole, stopping where that backend errs.
        var result = calculator
        var lastPressed: Key?
        for key in keys {
            let clearKeyLabel = result.clearKeyLabel
            let entry = result.isShowingEntry ? result.display : nil
            if key.role == .continuesPaste && !result.isError { lastPressed = key.key }
            result.press(key)
            keyLog.record(key, clearKeyLabelBefore: clearKeyLabel, entryBefore: entry, after: result)
        }
        calculator = result
        publish(key: lastPressed)
    }

    /// The text a long press copies: the full display, without grouping; nil on `Error`.
    public func copyText(symbols: DisplaySymbols = .plain) -> String? {
        Clipboard.copyText(for: calculator, symbols: symbols)
    }

    /// Replaces the calculator (with its own tape), with no keys to replay, and publishes the change.
    /// To bring back everything, restore a ``savedState``.
    public func restore(_ calculator: Engine) {
        replace(calculator, keys: [])
    }

    private func replace(_ calculator: Engine, keys: [LoggedKey]) {
        if backgroundKey != nil { cancelKeyInProgress() }
        self.calculator = calculator
        keyLog = KeyLog(keys)
        publish(key: nil)
    }

    /// Keeps the calculator's new screen and tells observers what changed.
    func publish(key: Key?) {
        let before = screen
        let after = calculator.screen
        if after != before { screen = after }
        var keys = keypadState
        keys.update(from: after)
        if keypadState != keys { keypadState = keys }
        let update = CalculatorUpdate(
            key: key, snapshot: after, changes: CalculatorUpdate.changes(from: before, to: after))
        onUpdate?(update)
        delegate?.calculatorModel(didUpdate: update)
    }
}

extension CalculatorModel where Engine: Codable {
    /// Everything the model restores: the calculator (with its tape and expression line) and the keys.
    public var savedState: SavedCalculatorState<Engine> {
        SavedCalculatorState(calculator: calculator, loggedKeys: keyLog.entries)
    }

    /// A model showing a saved state, exactly where it was left.
    public convenience init(restoring state: SavedCalculatorState<Engine>) {
        self.init(calculator: state.calculator, tapeCapacity: state.calculator.tape.capacity)
        restore(state)
    }

    /// Brings back a saved state: the calculator (with its tape and expression line) and the keys;
    /// publishes the change.
    public func restore(_ state: SavedCalculatorState<Engine>) {
        replace(state.calculator, keys: state.loggedKeys)
    }

    /// The saved state as JSON (``SavedCalculatorState``, `"format": 2`).
    ///
    /// - Throws: ``SavedStateError`` of kind `notEncodable` for a calculator with verified digits.
    public func savedJSON() throws(SavedStateError) -> Data {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return try encoder.encode(savedState)
        } catch {
            throw SavedStateError(kind: .notEncodable, message: "saved state: \(error)")
        }
    }

    /// Restores saved state from JSON; on any error the model is left as it was.
    ///
    /// A model on a calculator of one backend (`Calculator<MPFRBackend>`) takes the documents of that
    /// backend, whether saved by a model on the same type or on `AnyCalculator`; a model on
    /// `AnyCalculator` takes any. Every field is checked before anything is built from it (precisions,
    /// digits, values that are not finite or not of the backend's precision or range, lengths).
    ///
    /// - Throws: ``SavedStateError``: `unsupportedFormat`, `otherBackend` (naming the backend saved and
    ///   the one expected) or `corrupted`, with a message.
    public func restore(json data: Data) throws(SavedStateError) {
        let decoder = JSONDecoder()
        let header: SavedStateHeader
        do {
            header = try decoder.decode(SavedStateHeader.self, from: data)
        } catch {
            throw Self.savedStateError(error)
        }
        guard SavedCalculatorState<Engine>.readableFormats.contains(header.format) else {
            throw SavedStateError(
                kind: .unsupportedFormat(header.format),
                message:
                    "saved state: format \(header.format) is not supported (this version reads formats 1 and 2)"
            )
        }
        let state: SavedCalculatorState<Engine>
        do {
            state = try decoder.decode(SavedCalculatorState<Engine>.self, from: data)
        } catch {
            if Engine.self != AnyCalculator.self, let saved = header.backend,
                Self.family(ofBackend: saved) != Self.family(ofBackend: calculator.backendName)
            {
                throw SavedStateError(
                    kind: .otherBackend(
                        saved: KeyScriptError.visible(saved.prefix(40)), expected: calculator.backendName),
                    message:
                        "saved state: the calculator is on '\(KeyScriptError.visible(saved.prefix(40)))', this model's on '\(calculator.backendName)'"
                )
            }
            throw Self.savedStateError(error)
        }
        restore(state)
    }

    /// The backends one calculator type holds share a family: `mpfr` and `mpfr-ieee` are both
    /// `Calculator<MPFRBackend>`.
    private static func family(ofBackend name: String) -> String {
        name == BackendKind.mpfrIEEE.rawValue ? BackendKind.mpfr.rawValue : name
    }

    private static func savedStateError(_ error: any Error) -> SavedStateError {
        if let error = error as? DecodingError { return SavedStateError(error) }
        return SavedStateError(kind: .corrupted, message: "saved state: not a JSON document")
    }
}

extension CalculatorModel where Engine == AnyCalculator {
    /// The settings of the calculator shown (backend, precision, digits…).
    public var settings: EngineSettings { calculator.settings }

    /// Switches to the backend (and precision, digits…) of `settings`, keeping the user's calculation:
    /// every key pressed is replayed on the new calculator, which shows the same calculation, memory,
    /// angle unit and `rand` numbers with its own digits, and writes the expression line with them. The
    /// tape's completed entries stay as they were written.
    public func switchBackend(to settings: EngineSettings) {
        if backgroundKey != nil { cancelKeyInProgress() }
        let previous = calculator
        calculator.switchBackend(to: settings, replaying: keyLog.entries)
        if let literal = calculator.literalEndingEntry(keptBy: previous) {
            commit(literal, pressing: calculator)
        } else {
            publish(key: nil)
        }
    }
}

/// The fields of a saved state read before the rest: its format and backend.
private struct SavedStateHeader: Decodable {
    var format: Int
    var backend: String?
}
