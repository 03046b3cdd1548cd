/// Correctly rounded binary64 functions (round to nearest, ties to even) in Swift alone: the same bits
/// on every platform, with or without MPFR.
///
/// Each function follows the technique of CRlibm and CORE-MATH: a fast path in double-double arithmetic
/// (`DoubleDouble`) whose relative error bound its file states and justifies; Ziv's rounding test
/// (`DoubleDouble.roundedIfDecided(relativeError:)`), which returns the fast result when every value
/// within that bound rounds to the same double; and, when it does not, an accurate path in 256-bit
/// arithmetic (`Float256`) whose error (2^−170 or less, each file says) is far below the distance
/// between any function value and a rounding boundary that the published searches for hard-to-round
/// cases found: the worst-case lists of Lefèvre and Muller, as CORE-MATH publishes them, have at most 64
/// identical bits after the rounding bit for exp and log, 72 for atanh (0x1.dfffffffffabap-21) and 78
/// for tan, so a relative error below 2^−(53+1+78) = 2^−132 decides every one, apart from the exact
/// cases each function answers first.
///
/// The functions covered are those of ``CorrectlyRounded/covers(_:)-(UnaryFunction)``: eˣ, 2ˣ, 10ˣ,
/// ln, log₂, log₁₀, sin, cos, tan, asin, acos and atan (in radians, degrees and gradians), sinh, cosh, tanh,
/// asinh, acosh, atanh, ∛, x³ (one rounding, where x·x·x is two), x! (CorrectlyRounded+Gamma.swift), n!!
/// (an exact integer rounded once, CorrectlyRounded+DoubleFactorial.swift),
/// and the twelve reciprocal keys sec, csc, cot, asec, acsc, acot (both units), sech, csch, coth, asech,
/// acsch and acoth, each rounded once (CorrectlyRounded+Reciprocal.swift); of
/// the two-operand keys, log_y, xʸ, the y-th root (CorrectlyRounded+Power.swift), nCr and nPr (exact
/// integers rounded once, CorrectlyRounded+Combinatorics.swift), hypot (CorrectlyRounded+Hypotenuse.swift)
/// and a × 10ᵇ (``covers(_:)-(BinaryOperation)``).
public enum CorrectlyRounded {
    /// Whether this namespace computes `function` (in any angle unit).
    public static func covers(_ function: UnaryFunction) -> Bool {
        switch function {
        case .exp, .exp2, .exp10, .log, .log2, .log10, .sinh, .cosh, .tanh, .asinh, .acosh, .atanh, .cubeRoot, .sin,
            .cos, .tan, .asin, .acos, .atan, .sec, .csc, .cot, .asec, .acsc, .acot, .sech, .csch, .coth, .asech,
            .acsch, .acoth, .factorial, .gamma, .cube, .doubleFactorial:
            true
        case .squareRoot, .square, .reciprocal, .abs, .floor, .ceil, .round, .trunc, .frac, .sign, .realPart,
            .imaginaryPart, .conjugate, .argument:
            false
        }
    }

    /// Whether this namespace computes `operation` (log_b a, xʸ, the y-th root, a × 10ᵇ, nCr, nPr and
    /// hypot).
    public static func covers(_ operation: BinaryOperation) -> Bool {
        apply(operation, 2, 3) != nil
    }

    /// f(x) correctly rounded, angles in `angle` units, or nil when ``covers(_:)-(UnaryFunction)`` is false for `function`.
    @inlinable
    public static func apply(_ function: UnaryFunction, to x: Double, angle: AngleUnit) -> Double? {
        evaluate(function, x, angle: angle)?.value
    }

    /// f(x) correctly rounded, angles in `angle` units, and whether the accurate path computed it (the
    /// fast path's rounding test failed or the argument is outside the fast path's range); nil when
    /// ``covers(_:)-(UnaryFunction)`` is false.
    public static func evaluate(
        _ function: UnaryFunction, _ x: Double, angle: AngleUnit
    ) -> (value: Double, tookAccuratePath: Bool)? {
        switch function {
        case .exp: exp(x)
        case .exp2: exp2(x)
        case .exp10: exp10(x)
        case .log: logarithm(x, base: .e)
        case .log2: logarithm(x, base: .two)
        case .log10: logarithm(x, base: .ten)
        case .sinh: hyperbolic(.sine, x)
        case .cosh: hyperbolic(.cosine, x)
        case .tanh: hyperbolic(.tangent, x)
        case .asinh: inverseHyperbolic(.sine, x)
        case .acosh: inverseHyperbolic(.cosine, x)
        case .atanh: inverseHyperbolic(.tangent, x)
        case .cubeRoot: cubeRoot(x)
        case .sin: trigonometric(.sine, x, angle: angle)
        case .cos: trigonometric(.cosine, x, angle: angle)
        case .tan: trigonometric(.tangent, x, angle: angle)
        case .asin: inverseTrigonometric(.sine, x, angle: angle)
        case .acos: inverseTrigonometric(.cosine, x, angle: angle)
        case .atan: inverseTrigonometric(.tangent, x, angle: angle)
        case .sec: trigonometric(.cosine, x, angle: angle, inverted: true)
        case .csc: trigonometric(.sine, x, angle: angle, inverted: true)
        case .cot: trigonometric(.tangent, x, angle: angle, inverted: true)
        case .asec: inverseTrigonometric(.secant, x, angle: angle)
        case .acsc: inverseTrigonometric(.cosecant, x, angle: angle)
        case .acot: inverseTrigonometric(.cotangent, x, angle: angle)
        case .sech: hyperbolic(.cosine, x, inverted: true)
        case .csch: hyperbolic(.sine, x, inverted: true)
        case .coth: hyperbolic(.tangent, x, inverted: true)
        case .asech: inverseHyperbolic(.secant, x)
        case .acsch: inverseHyperbolic(.cosecant, x)
        case .acoth: inverseHyperbolic(.cotangent, x)
        case .factorial: factorial(x)
        case .gamma: gamma(x)
        case .cube: cube(x)
        // An exact integer rounded once: no accurate path to take.
        case .doubleFactorial: (doubleFactorial(x).value, false)
        case .squareRoot, .square, .reciprocal, .abs, .floor, .ceil, .round, .trunc, .frac, .sign, .realPart,
            .imaginaryPart, .conjugate, .argument:
            nil
        }
    }

    /// a × 10ᵇ as MPFR's IEEE mode defines it: for an integer |b| ≤ 22 one correctly rounded product or
    /// quotient by the exact 10^|b|, for other integers the exact decimal scaled and read once
    /// (CorrectlyRounded+DecimalScaling.swift); for a non-integer b, a × (10ᵇ correctly rounded), two
    /// roundings as `MPFRBackend` computes it; nil for b = ±∞ and NaN (the provider's a × 10ᵇ).
    static func scaled(_ a: Double, byPowerOfTen b: Double) -> (value: Double, tookAccuratePath: Bool)? {
        guard b.isFinite else { return nil }
        if !DoubleDouble.isInteger(b) { return scaled(a, byNonIntegerPowerOfTen: b) }
        guard let power = Binary64Exactness.exactPowerOfTen(b) else { return (scaledExactly(a, byPowerOfTen: b), true) }
        return (b >= 0 ? a * power : a / power, false)
    }

    /// `a op b` correctly rounded, or nil when this namespace does not compute `operation`
    /// (``covers(_:)-(BinaryOperation)``).
    @inlinable
    public static func apply(_ operation: BinaryOperation, _ a: Double, _ b: Double) -> Double? {
        evaluate(operation, a, b)?.value
    }

    /// `a op b` correctly rounded and whether the accurate path computed it; nil when this namespace does
    /// not compute `operation`.
    public static func evaluate(
        _ operation: BinaryOperation, _ a: Double, _ b: Double
    ) -> (value: Double, tookAccuratePath: Bool)? {
        switch operation {
        case .logarithm: logarithm(a, toBase: b)
        case .power: power(a, b)
        case .reversedPower: power(b, a)
        case .root: root(a, b)
        case .scaleByPowerOfTen: scaled(a, byPowerOfTen: b)
        // Exact integers rounded once: no accurate path to take.
        case .combinations: (combinations(a, b), false)
        case .permutations: (permutations(a, b), false)
        case .hypot: hypotenuse(a, b)
        case .add, .subtract, .multiply, .divide, .modulo, .minimum, .maximum, .gcd, .lcm, .and, .or, .xor, .nand,
            .nor, .xnor, .shiftLeft, .shiftRightArithmetic, .shiftRightLogical, .polar, .modularPower:
            nil
        }
    }
}
