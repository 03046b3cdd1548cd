extension UnaryFunction {
    /// Whether the result is exact when the argument is and the correctly rounded result needed no
    /// rounding (one line per function): √, ∛, x², x³, 1/x, 2ˣ, 10ˣ and x!. Logarithms, exponentials,
    /// trigonometric and hyperbolic functions count as rounded, except at the rational points every
    /// backend knows (``NumericBackend/isRationalPoint(_:at:angle:rounded:)``) and on backends that know
    /// better.
    public var keepsExactness: Bool {
        switch self {
        case .squareRoot, .square, .cube, .cubeRoot, .reciprocal, .exp10, .exp2, .factorial, .gamma, .abs, .floor,
            .ceil,
            .doubleFactorial, .round, .trunc, .frac, .sign, .realPart, .imaginaryPart, .conjugate:
            true
        case .exp, .log, .log10, .log2, .sin, .cos, .tan, .asin, .acos, .atan, .sinh, .cosh, .tanh, .asinh, .acosh,
            .atanh, .sec, .csc, .cot, .asec, .acsc, .acot, .sech, .csch, .coth, .asech, .acsch, .acoth, .argument:
            false
        }
    }
}
