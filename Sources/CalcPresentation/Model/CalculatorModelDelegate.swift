/// Receives a ``CalculatorModel``'s updates, for UIKit-style controllers that keep their views dumb.
///
/// A view controller sets itself as the model's delegate, forwards button taps to
/// ``CalculatorModel/press(_:)`` and, in ``calculatorModel(didUpdate:)``, copies the snapshot into its
/// labels and highlights only what ``CalculatorUpdate/changes`` names.
@MainActor
public protocol CalculatorModelDelegate: AnyObject {
    /// Called after every key and after the calculator is replaced.
    func calculatorModel(didUpdate update: CalculatorUpdate)
}
