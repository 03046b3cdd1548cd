/// What every box of ``AnyCalculator`` is: a class, so that one stored reference can be checked for
/// uniqueness whatever the backend of the calculator inside.
class CalculatorBoxBase {}

/// A calculator in a reference-counted box: ``AnyCalculator``'s storage, copied on write.
final class CalculatorBox<Backend: NumericBackend>: CalculatorBoxBase {
    /// Where the calculator lives: memory of the box's own, so that reading it borrows it in place (a
    /// stored property of a class is copied whole for every read, as a write could intervene).
    private let storage: UnsafeMutablePointer<Calculator<Backend>>

    /// The calculator, mutated in place only through a value that holds the sole reference.
    var calculator: Calculator<Backend> {
        @inline(__always) unsafeAddress { UnsafePointer(storage) }
        @inline(__always) unsafeMutableAddress { storage }
    }

    /// A box holding `calculator`.
    init(_ calculator: Calculator<Backend>) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: calculator)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }
}
