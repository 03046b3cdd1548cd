extension DoubleBackend {
    /// f(x) correctly rounded to binary64 (see ``DoubleBackend``).
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
        // Correctly rounded through MPFR. A new key goes in this list; its definition is MPFRBackend's.
        case .cube, .cubeRoot, .exp, .exp10, .exp2, .log, .log10, .log2, .sin, .cos, .tan, .asin, .acos, .atan,
            .sinh, .cosh, .tanh, .asinh, .acosh, .atanh, .factorial, .sec, .csc, .cot, .asec, .acsc, .acot, .sech,
            .csch,
            .coth, .asech, .acsch, .acoth:
            return Self.correctlyRounded(function, x, angle: angle)
        }
    }

    /// aᵇ, correctly rounded.
    @usableFromInline func power(_ a: Double, _ b: Double) -> Double { Self.correctlyRounded(.power, a, b) }

    /// The b-th root of a, as ``MPFRBackend`` defines it (odd integer roots of negative numbers included).
    @usableFromInline func root(_ a: Double, _ b: Double) -> Double { Self.correctlyRounded(.root, a, b) }

    /// a × 10ᵇ: correctly rounded for integer b (as if "aEb" had been typed).
    @usableFromInline func scaled(_ a: Double, byPowerOfTen b: Double) -> Double {
        Self.correctlyRounded(.scaleByPowerOfTen, a, b)
    }

    // The two places that choose how function keys are computed. With the MPFR trait (the default) they
    // are correctly rounded; a build without MPFR uses the platform's libm (not correctly rounded).

    /// f(x) for the keys IEEE 754 does not round correctly itself.
    @usableFromInline static func correctlyRounded(_ function: UnaryFunction, _ x: Double, angle: AngleUnit) -> Double {
        #if MPFR
            MPFRBinary64.apply(function, to: x, angle: angle)
        #else
            LibmBinary64.apply(function, to: x, angle: angle)
        #endif
    }

    /// `a op b` for the operations IEEE 754 does not round correctly itself.
    @usableFromInline static func correctlyRounded(_ operation: BinaryOperation, _ a: Double, _ b: Double) -> Double {
        #if MPFR
            MPFRBinary64.apply(operation, a, b)
        #else
            // a × 10ᵏ for |k| ≤ 22 is one correctly rounded product or quotient (10ᵏ is exact).
            if operation == .scaleByPowerOfTen, let power = exactPowerOfTen(b) {
                return b >= 0 ? a * power : a / power
            }
            return LibmBinary64.apply(operation, a, b)
        #endif
    }
}
