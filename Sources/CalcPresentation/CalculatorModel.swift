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
///                 ForEach(Keypad.portrait.cells) { cell in
///                     Button(cell.label(clearKey: model.clearKeyLabel)) { model.press(cell.key) }
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
    public private(set) var highlightedOperator: BinaryOperator?
    /// `C` or `AC`.
    public private(set) var clearKeyLabel: ClearKeyLabel
    /// Whether memory holds a non-zero value.
    public private(set) var hasMemory: Bool
    /// The angle unit.
    public private(set) var angleUnit: AngleUnit
    /// How many parentheses are open.
    public private(set) var openParentheses: Int

    /// Called after every change with what changed (the UIKit "callback" style).
    @ObservationIgnored public var onUpdate: (@MainActor (CalculatorUpdate) -> Void)?
    /// Told after every change (the UIKit delegate style); held weakly.
    @ObservationIgnored public weak var delegate: (any CalculatorModelDelegate)?

    /// A model showing `calculator`.
    public init(calculator: Calculator<Backend>) {
        self.calculator = calculator
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

    /// Presses a key and publishes what changed.
    public func press(_ key: Key) {
        let before = snapshot
        calculator.press(key)
        publish(key: key, before: before)
    }

    /// Replaces the calculator (e.g. one decoded from saved state) and publishes the change.
    public func restore(_ calculator: Calculator<Backend>) {
        let before = snapshot
        self.calculator = calculator
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
        let update = CalculatorUpdate(key: key, snapshot: after, changes: CalculatorUpdate.changes(from: before, to: after))
        onUpdate?(update)
        delegate?.calculatorModel(didUpdate: update)
    }
}
