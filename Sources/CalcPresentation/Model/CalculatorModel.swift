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
/// The model lives on the main actor, like the views that show it. Its state is the ``calculator``
/// value (Codable, so an app can save and restore it) and the published properties derived from it.
@MainActor
@Observable
public final class CalculatorModel<Backend: NumericBackend> {
    /// The calculator; replace it with ``restore(_:)``.
    public private(set) var calculator: Calculator<Backend>
    /// The display text.
    public private(set) var display: String
    /// Whether the display shows `Error`.
    public private(set) var isError: Bool
    /// The operator key to highlight.
    public private(set) var highlightedOperator: BinaryOperation?
    /// `C` or `AC`.
    public private(set) var clearKeyLabel: ClearKeyLabel
    /// Whether memory holds a non-zero value.
    public private(set) var hasMemory: Bool
    /// The angle unit.
    public private(set) var angleUnit: AngleUnit
    /// How many parentheses are open.
    public private(set) var openParentheses: Int
    /// The paper tape: completed calculations, oldest first.
    public private(set) var history: CalculationHistory
    /// The calculation being entered, as the tape will show it (`12 + 7 ×`).
    public private(set) var expressionText: String
    /// Whether the display is an entry, a value, the result of `=` or `Error`.
    public private(set) var displayKind: DisplayKind
    /// The keypad's own state: `2nd`, and the labels that follow the calculator.
    public private(set) var keypadState: KeypadState

    @ObservationIgnored private var recorder = HistoryRecorder()

    /// Called after every change with what changed (the UIKit "callback" style).
    @ObservationIgnored public var onUpdate: (@MainActor (CalculatorUpdate) -> Void)?
    /// Told after every change (the UIKit delegate style); held weakly.
    @ObservationIgnored public weak var delegate: (any CalculatorModelDelegate)?

    /// A model showing `calculator`, with an empty tape keeping at most `historyCapacity` entries.
    public init(calculator: Calculator<Backend>, historyCapacity: Int = 100) {
        self.calculator = calculator
        history = CalculationHistory(capacity: historyCapacity)
        expressionText = ""
        displayKind = calculator.isError ? .error : calculator.isShowingEntry ? .entry : .value
        keypadState = KeypadState(calculator: calculator)
        let snapshot = CalculatorSnapshot(of: calculator)
        display = snapshot.display
        isError = snapshot.isError
        highlightedOperator = snapshot.highlightedOperator
        clearKeyLabel = snapshot.clearKeyLabel
        hasMemory = snapshot.hasMemory
        angleUnit = snapshot.angleUnit
        openParentheses = snapshot.openParentheses
    }

    /// What the UI shows now.
    public var snapshot: CalculatorSnapshot { CalculatorSnapshot(of: calculator) }

    /// The portrait keypad (or the landscape scientific one) with labels for the current state.
    public var keypad: Keypad { Keypad.portrait(keypadState) }
    /// The landscape scientific keypad with labels for the current state (`2nd`, Rad/Deg, AC/C).
    public var scientificKeypad: Keypad { Keypad.landscapeScientific(keypadState) }

    /// What VoiceOver reads for the display: "Result, 89" after `=`, "3 point 1 4" while typing.
    public var accessibilityValue: String { SpokenDisplay.accessibilityValue(for: calculator, kind: displayKind) }

    /// Presses a key and publishes what changed (the display, the tape, the keypad's labels).
    public func press(_ key: Key) {
        let before = snapshot
        calculator.press(key)
        if let entry = recorder.record(key, after: calculator) { history.append(entry) }
        let text = recorder.expressionText
        if expressionText != text { expressionText = text }
        let kind = displayKind.updated(after: key, calculator: calculator)
        if displayKind != kind { displayKind = kind }
        publish(key: key, before: before)
    }

    /// Performs a keypad cell's action: presses its key, or toggles the `2nd` functions.
    public func perform(_ action: KeypadAction) {
        switch action {
        case .key(let key): press(key)
        case .toggleSecondFunctions: keypadState.showsSecondFunctions.toggle()
        }
    }

    /// Puts a tape entry's result on the display as the current operand (pending operations stay).
    public func recall(_ entry: HistoryEntry) {
        guard let keys = history.keys(recalling: entry, into: calculator) else { return }
        for key in keys { press(key) }
    }

    /// Empties the paper tape.
    public func clearHistory() { history.clear() }

    /// Types pasted text as a number, or an expression as its key translation (`2+3×4` types
    /// `( [2] + ( [3] * [4] ) )`); throws ``PasteError`` (with a message) for anything else.
    public func paste(_ text: String, symbols: DisplaySymbols = .plain) throws(PasteError) {
        for key in try Clipboard.keys(pasting: text, into: calculator, symbols: symbols) { press(key) }
    }

    /// The text a long press copies: the full display, without grouping; nil on `Error`.
    public func copyText(symbols: DisplaySymbols = .plain) -> String? {
        Clipboard.copyText(for: calculator, symbols: symbols)
    }

    /// Replaces the calculator (e.g. one decoded from saved state) and publishes the change.
    public func restore(_ calculator: Calculator<Backend>) {
        let before = snapshot
        self.calculator = calculator
        recorder = HistoryRecorder()
        expressionText = ""
        displayKind = calculator.isError ? .error : calculator.isShowingEntry ? .entry : .value
        publish(key: nil, before: before)
    }

    private func publish(key: Key?, before: CalculatorSnapshot) {
        let after = snapshot
        // Assign only what changed, so observers are not notified needlessly.
        if display != after.display { display = after.display }
        if isError != after.isError { isError = after.isError }
        if highlightedOperator != after.highlightedOperator { highlightedOperator = after.highlightedOperator }
        if clearKeyLabel != after.clearKeyLabel { clearKeyLabel = after.clearKeyLabel }
        if hasMemory != after.hasMemory { hasMemory = after.hasMemory }
        if angleUnit != after.angleUnit { angleUnit = after.angleUnit }
        if openParentheses != after.openParentheses { openParentheses = after.openParentheses }
        var keys = keypadState
        keys.update(from: calculator)
        if keypadState != keys { keypadState = keys }
        let update = CalculatorUpdate(
            key: key, snapshot: after, changes: CalculatorUpdate.changes(from: before, to: after))
        onUpdate?(update)
        delegate?.calculatorModel(didUpdate: update)
    }
}
