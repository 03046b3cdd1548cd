extension Calculator {
    /// A value the calculator holds (entry, operands, memory, the repeated operand) and whether it is
    /// exact: equal to the true result of the keys that made it, as the exactness rules establish.
    ///
    /// Exactness decides the cancellation rule (a sum of two exact values is never snapped to 0) and the
    /// snapping of arguments near singular points (exact values are never moved), and it is what
    /// ``Calculator/isDisplayExact`` reports.
    ///
    /// A complex number has an ``imaginary`` part; nil (a real number) is the common case, on which the
    /// keys do exactly what they did before complex numbers (one test of this optional per key). A zero
    /// imaginary part is never kept: a complex result that comes out real is real.
    struct Number: Sendable {
        /// The value, or the real part of a complex number.
        var value: Value
        /// Whether the value (both parts of a complex number) is exact.
        var isExact: Bool
        /// The imaginary part, boxed: a real number (the common case) then costs one null reference, not a
        /// second inline value (an `MPFRValue` is some hundred bytes, which every copy of the state moved).
        private var imaginaryBox: ImaginaryPart?

        /// A number; a complex one when `imaginary` is given.
        init(value: Value, isExact: Bool, imaginary: Value? = nil) {
            self.value = value
            self.isExact = isExact
            imaginaryBox = imaginary.map(ImaginaryPart.init)
        }

        /// The imaginary part of a complex number, never zero; nil for a real number.
        var imaginary: Value? {
            get { imaginaryBox?.value }
            set { imaginaryBox = newValue.map(ImaginaryPart.init) }
        }
    }

    /// The imaginary part of a complex ``Number``, on the heap (immutable, so sharing it is safe).
    final class ImaginaryPart: Sendable {
        /// The part.
        let value: Value

        init(_ value: Value) { self.value = value }
    }
}

/// A number encodes as `{"isExact": Bool, "value": V}`; a bare value (how calculators were saved before
/// values carried their exactness) decodes as an inexact number. (`isExact`, not `exact`: an
/// `ExactValue` encodes its own `exact` case.)
extension Calculator.Number: Codable where Backend.Value: Codable {
    private enum CodingKeys: String, CodingKey {
        case isExact, value, imaginary
    }

    init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: CodingKeys.self), container.contains(.isExact) {
            self.init(
                value: try container.decode(Backend.Value.self, forKey: .value),
                isExact: try container.decode(Bool.self, forKey: .isExact),
                imaginary: try container.decodeIfPresent(Backend.Value.self, forKey: .imaginary))
        } else {
            self.init(value: try Backend.Value(from: decoder), isExact: false)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(isExact, forKey: .isExact)
        try container.encode(value, forKey: .value)
        try container.encodeIfPresent(imaginary, forKey: .imaginary)
    }
}
