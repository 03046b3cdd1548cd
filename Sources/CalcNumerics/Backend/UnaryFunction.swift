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
    /// |x|.
    case abs
    /// ⌊x⌋, the largest integer not above x.
    case floor
    /// ⌈x⌉, the smallest integer not below x.
    case ceil
    /// Secant, 1/cos x.
    case sec
    /// Cosecant, 1/sin x.
    case csc
    /// Cotangent, 1/tan x.
    case cot
    /// Inverse secant, acos(1/x).
    case asec
    /// Inverse cosecant, asin(1/x).
    case acsc
    /// Inverse cotangent, atan(1/x) (so acot 0 is a right angle and acot x < 0 for x < 0).
    case acot
    /// Hyperbolic secant, 1/cosh x.
    case sech
    /// Hyperbolic cosecant, 1/sinh x.
    case csch
    /// Hyperbolic cotangent, 1/tanh x.
    case coth
    /// Inverse hyperbolic secant, acosh(1/x).
    case asech
    /// Inverse hyperbolic cosecant, asinh(1/x).
    case acsch
    /// Inverse hyperbolic cotangent, atanh(1/x).
    case acoth
    /// n!! = n(n − 2)(n − 4)…, ending at 2 or 1, for integers n ≥ −1 ((−1)!! = 0!! = 1); invalid for other
    /// x.
    case doubleFactorial
    /// Γ(x), the gamma function: Γ(n) = (n − 1)! for positive integers, Γ(x + 1) = x!, with poles at 0 and
    /// the negative integers, where it is invalid.
    case gamma
    /// x rounded to the nearest integer, halves away from zero (round 2.5 = 3, round −2.5 = −3).
    case round
    /// x rounded toward zero to an integer (trunc −2.7 = −2).
    case trunc
    /// The fractional part x − trunc x, with the sign of x (frac −2.75 = −0.75).
    case frac
    /// The sign of x: −1, 0 or 1.
    case sign
    /// Re z, the real part of a complex number (a complex key: the calculator evaluates it on complex
    /// values; a backend's real ``BackendElementaryFunctions/apply(_:to:angle:)`` gives NaN).
    case realPart
    /// Im z, the imaginary part (a complex key, as ``realPart``).
    case imaginaryPart
    /// The complex conjugate a − bi of a + bi (a complex key, as ``realPart``).
    case conjugate
    /// arg z, the angle of z in (−π, π] in the angle unit; arg 0 is invalid (a complex key, as
    /// ``realPart``).
    case argument

    /// Whether the function takes (sin, cos, tan) or returns (asin, acos, atan) an angle.
    public var usesAngleUnit: Bool {
        switch self {
        case .sin, .cos, .tan, .asin, .acos, .atan, .sec, .csc, .cot, .asec, .acsc, .acot: true
        case .squareRoot, .square, .cube, .cubeRoot, .reciprocal, .exp, .exp10, .exp2, .log, .log10, .log2,
            .sinh, .cosh, .tanh, .asinh, .acosh, .atanh, .factorial, .abs, .floor, .ceil, .sech, .csch, .coth,
            .asech, .acsch, .acoth, .doubleFactorial, .gamma, .round, .trunc, .frac, .sign, .realPart,
            .imaginaryPart, .conjugate:
            false
        case .argument: true
        }
    }

    /// How a reciprocal trigonometric or hyperbolic function is made from another: sec x = 1/cos x
    /// (`base` .cos, the result inverted) and asec x = acos(1/x) (`base` .acos, the argument inverted).
    /// Every backend evaluates these functions this way, so they agree with their definitions everywhere
    /// (cot 90° = 1/tan 90° = 0, acot 0 = atan(1/0) = 90°); `nil` for the other functions.
    public var reciprocalForm: (base: UnaryFunction, invertsArgument: Bool)? {
        switch self {
        case .sec: (.cos, false)
        case .csc: (.sin, false)
        case .cot: (.tan, false)
        case .asec: (.acos, true)
        case .acsc: (.asin, true)
        case .acot: (.atan, true)
        case .sech: (.cosh, false)
        case .csch: (.sinh, false)
        case .coth: (.tanh, false)
        case .asech: (.acosh, true)
        case .acsch: (.asinh, true)
        case .acoth: (.atanh, true)
        case .squareRoot, .square, .cube, .cubeRoot, .reciprocal, .exp, .exp10, .exp2, .log, .log10, .log2,
            .sin, .cos, .tan, .asin, .acos, .atan, .sinh, .cosh, .tanh, .asinh, .acosh, .atanh, .factorial, .abs,
            .floor, .ceil, .doubleFactorial, .gamma, .round, .trunc, .frac, .sign, .realPart, .imaginaryPart,
            .conjugate, .argument:
            nil
        }
    }
}

extension UnaryFunction {
    /// Whether this is a complex key (re, im, conj, arg): one that only the calculator's complex
    /// arithmetic evaluates.
    @inlinable
    public var isComplexKey: Bool {
        switch self {
        case .realPart, .imaginaryPart, .conjugate, .argument: true
        case .squareRoot, .square, .cube, .cubeRoot, .reciprocal, .exp, .exp10, .exp2, .log, .log10, .log2, .sin,
            .cos, .tan, .asin, .acos, .atan, .sinh, .cosh, .tanh, .asinh, .acosh, .atanh, .factorial, .abs, .floor,
            .ceil, .sec, .csc, .cot, .asec, .acsc, .acot, .sech, .csch, .coth, .asech, .acsch, .acoth,
            .doubleFactorial, .gamma, .round, .trunc, .frac, .sign:
            false
        }
    }
}
