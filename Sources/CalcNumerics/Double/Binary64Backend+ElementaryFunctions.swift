extension Binary64Backend {
    /// f(x) correctly rounded to binary64 (see ``Binary64Backend``).
    public func apply(_ function: UnaryFunction, to x: Double, angle: AngleUnit) -> Double {
        switch function {
        // IEEE 754 operations, correctly rounded by the hardware.
        case .squareRoot: return x.squareRoot()
        case .square: return x * x
        case .reciprocal: return 1 / x
        // Exact in binary64.
        case .abs: return Swift.abs(x)
        case .floor: return x.rounded(.down)
        case .ceil: return x.rounded(.up)
        case .round: return x.rounded(.toNearestOrAwayFromZero)
        case .trunc: return x.rounded(.towardZero)
        // x − trunc x needs no rounding and has the sign of x (as MPFR's: frac −3 = −0); ±∞ has none.
        case .frac: return x.isFinite ? Double(signOf: x, magnitudeOf: x - x.rounded(.towardZero)) : .nan
        case .sign: return x.isNaN ? x : (x > 0 ? 1 : (x < 0 ? -1 : 0))
        // Complex keys: the calculator's complex arithmetic evaluates them.
        case .realPart, .imaginaryPart, .conjugate, .argument: return .nan
        // From the provider (`Functions`): correctly rounded through MPFR, or libm. A new key goes in this list.
        case .cube, .cubeRoot, .exp, .exp10, .exp2, .log, .log10, .log2, .sin, .cos, .tan, .asin, .acos, .atan,
            .sinh, .cosh, .tanh, .asinh, .acosh, .atanh, .factorial, .gamma, .sec, .csc, .cot, .asec, .acsc, .acot,
            .sech,
            .csch,
            .coth, .asech, .acsch, .acoth, .doubleFactorial:
            return Self.correctlyRounded(function, x, angle: angle)
        }
    }

    /// aᵇ, correctly rounded.
    @usableFromInline func power(_ a: Double, _ b: Double) -> Double { Self.correctlyRounded(.power, a, b) }

    /// The b-th root of a, as `MPFRBackend` defines it (odd integer roots of negative numbers included).
    @usableFromInline func root(_ a: Double, _ b: Double) -> Double { Self.correctlyRounded(.root, a, b) }

    /// a × 10ᵇ: correctly rounded for integer b (as if "aEb" had been typed).
    @usableFromInline func scaled(_ a: Double, byPowerOfTen b: Double) -> Double {
        Self.correctlyRounded(.scaleByPowerOfTen, a, b)
    }

    /// f(x) for the keys IEEE 754 does not round correctly itself, from the build's provider.
    @usableFromInline static func correctlyRounded(_ function: UnaryFunction, _ x: Double, angle: AngleUnit) -> Double {
        Functions.apply(function, to: x, angle: angle)
    }

    /// `a op b` for the operations IEEE 754 does not round correctly itself, from the build's provider.
    @usableFromInline static func correctlyRounded(_ operation: BinaryOperation, _ a: Double, _ b: Double) -> Double {
        Functions.apply(operation, a, b)
    }
}
