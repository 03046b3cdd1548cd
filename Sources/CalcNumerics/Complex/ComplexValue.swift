/// A complex number a + bi as two values of a backend: what a calculator holds when a result leaves the
/// real numbers (`√−4`, `ln −1`, `(1+i)(2+3i)`), and what an app reads from it.
public struct ComplexValue<Value: Sendable>: Sendable {
    /// The real part a.
    public var real: Value
    /// The imaginary part b.
    public var imaginary: Value

    /// a + bi.
    @inlinable
    public init(real: Value, imaginary: Value) {
        self.real = real
        self.imaginary = imaginary
    }
}

extension ComplexValue: Equatable where Value: Equatable {}
extension ComplexValue: Hashable where Value: Hashable {}
/// Encodes as `{"real": a, "imaginary": b}`, each part as the backend's values encode.
extension ComplexValue: Codable where Value: Codable {}
