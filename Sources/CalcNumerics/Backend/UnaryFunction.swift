/// A function of one argument that every backend evaluates.
public enum UnaryFunction: String, Sendable, Hashable, CaseIterable, Codable {
    /// √x.
    case squareRoot
    /// x².
    case square
    /// x³.
    case cube
    /// ∛x, defined for negative x.
    case cubeRoot
    /// 1/x.
    case reciprocal
    /// eˣ.
    case exp
    /// 10ˣ.
    case exp10
    /// 2ˣ.
    case exp2
    /// Natural logarithm.
    case log
    /// Logarithm to base 10.
    case log10
    /// Logarithm to base 2.
    case log2
    /// Sine.
    case sin
    /// Cosine.
    case cos
    /// Tangent.
    case tan
    /// Inverse sine.
    case asin
    /// Inverse cosine.
    case acos
    /// Inverse tangent.
    case atan
    /// Hyperbolic sine.
    case sinh
    /// Hyperbolic cosine.
    case cosh
    /// Hyperbolic tangent.
    case tanh
    /// Inverse hyperbolic sine.
    case asinh
    /// Inverse hyperbolic cosine.
    case acosh
    /// Inverse hyperbolic tangent.
    case atanh
    /// x! = Γ(x + 1), defined for every x that is not a negative integer.
    case factorial

    /// Whether the function takes (sin, cos, tan) or returns (asin, acos, atan) an angle.
    public var usesAngleUnit: Bool {
        switch self {
        case .sin, .cos, .tan, .asin, .acos, .atan: true
        case .squareRoot, .square, .cube, .cubeRoot, .reciprocal, .exp, .exp10, .exp2, .log, .log10, .log2,
            .sinh, .cosh, .tanh, .asinh, .acosh, .atanh, .factorial:
            false
        }
    }
}
