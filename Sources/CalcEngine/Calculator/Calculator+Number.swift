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
        /// Whether the real part is exact.
        private var isRealExact: Bool
        /// The imaginary part and its exactness, boxed: a real number (the common case) then costs one null
        /// reference, not a second inline value (an `MPFRValue` is some hundred bytes, which every copy of
        /// the state moved).
        private var imaginaryBox: ImaginaryPart?

        /// A number; a complex one when `imaginary` is given, both parts as exact as `isExact` says.
        init(value: Value, isExact: Bool, imaginary: Value? = nil) {
            self.value = value
            isRealExact = isExact
            imaginaryBox = imaginary.map { ImaginaryPart($0, isExact: isExact) }
        }

        /// A complex number whose parts are exact or not each on its own.
        init(value: Value, isExact: Bool, imaginary: Value, imaginaryIsExact: Bool) {
            self.value = value
            isRealExact = isExact
            imaginaryBox = ImaginaryPart(imaginary, isExact: imaginaryIsExact)
        }

        /// Whether the value is exact: both parts of a complex number. Setting it sets both parts'.
        var isExact: Bool {
            get { isRealExact && (imaginaryBox?.isExact ?? true) }
            set {
                isRealExact = newValue
                if let box = imaginaryBox, box.isExact != newValue {
                    imaginaryBox = ImaginaryPart(box.value, isExact: newValue)
                }
            }
        }

        /// Whether each part is exact (a real number's imaginary part, zero, is).
        var partsAreExact: (real: Bool, imaginary: Bool) { (isRealExact, imaginaryBox?.isExact ?? true) }

        /// The imaginary part of a complex number, never zero; nil for a real number.
        var imaginary: Value? {
            get { imaginaryBox?.value }
            set { imaginaryBox = newValue.map { ImaginaryPart($0, isExact: imaginaryBox?.isExact ?? isRealExact) } }
        }
    }

    /// The imaginary part of a complex ``Number``, on the heap (immutable, so sharing it is safe).
    final class ImaginaryPart: Sendable {
        /// The part.
        let value: Value
        /// Whether the part is exact.
        let isExact: Bool

        init(_ value: Value, isExact: Bool) {
            self.value = value
            self.isExact = isExact
        }
    }
}

/// A number encodes as `{"isExact": Bool, "value": V}`; a bare value (how calculators were saved before
/// values carried their exactness) decodes as an inexact number. (`isExact`, not `exact`: an
/// `ExactValue` encodes its own `exact` case.)
extension Calculator.Number: Codable where Backend.Value: Codable {
    private enum CodingKeys: String, CodingKey {
        case isExact, value, imaginary, realIsExact, imaginaryIsExact
    }

    init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: CodingKeys.self), container.contains(.isExact) {
            let value = try container.decode(Backend.Value.self, forKey: .value)
            let isExact = try container.decode(Bool.self, forKey: .isExact)
            let imaginary = try container.decodeIfPresent(Backend.Value.self, forKey: .imaginary)
            if let imaginary, let realIsExact = try container.decodeIfPresent(Bool.self, forKey: .realIsExact),
                let imaginaryIsExact = try container.decodeIfPresent(Bool.self, forKey: .imaginaryIsExact)
            {
                self.init(value: value, isExact: realIsExact, imaginary: imaginary, imaginaryIsExact: imaginaryIsExact)
            } else {
                self.init(value: value, isExact: isExact, imaginary: imaginary)
            }
        } else {
            self.init(value: try Backend.Value(from: decoder), isExact: false)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(isExact, forKey: .isExact)
        try container.encode(value, forKey: .value)
        try container.encodeIfPresent(imaginary, forKey: .imaginary)
        // Parts of different exactness (`1e300+i`: an inexact real part, an exact imaginary one) are written
        // each; `isExact` alone says both.
        let parts = partsAreExact
        if imaginary != nil, parts.real != parts.imaginary {
            try container.encode(parts.real, forKey: .realIsExact)
            try container.encode(parts.imaginary, forKey: .imaginaryIsExact)
        }
    }
}
