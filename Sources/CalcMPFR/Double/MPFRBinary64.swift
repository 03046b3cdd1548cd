import CMPFR
import CalcNumerics

/// The keys of `DoubleBackend` (`Binary64Backend`) that IEEE 754 does not make correctly rounded operations, computed by
/// ``MPFRBackend/ieeeBinary64`` (53 bits, binary64's exponent range, subnormals rounded as binary64
/// rounds them) on exact copies of the operands.
///
/// Every result is therefore the correctly rounded `Double` of the exact result, the same on every
/// platform, and bit for bit what MPFR's IEEE mode gives for the same key: both call the same code, so
/// a key added to ``MPFRBackend`` is correctly rounded on Double as soon as `Binary64Backend` routes it
/// here. CalcEngine's `DoubleBackend` is `Binary64Backend<MPFRBinary64>` where the `MPFR` trait is on;
/// a build without it uses `LibmBinary64` instead.
public enum MPFRBinary64: Binary64Functions {
    /// f(x) correctly rounded, angles in `angle` units: by `CorrectlyRounded` (Swift, the same bits as
    /// MPFR and faster) for the functions it covers (eˣ, 2ˣ, 10ˣ, ln, log₂, log₁₀, the trigonometric and
    /// hyperbolic functions, their inverses and reciprocals, ∛, x³, x!, n!!), by MPFR for the others.
    @inline(__always)
    public static func apply(_ function: UnaryFunction, to x: Double, angle: AngleUnit) -> Double {
        if let value = CorrectlyRounded.apply(function, to: x, angle: angle) { return value }
        return Double(MPFRBackend.ieeeBinary64.apply(function, to: value(x), angle: angle))
    }

    /// `a op b` correctly rounded (as ``MPFRBackend`` defines each operation): by `CorrectlyRounded` for
    /// the operations it covers (log_y, xʸ, the y-th root, a × 10ᵇ, nCr, nPr, hypot), by MPFR for the
    /// others.
    @inline(__always)
    public static func apply(_ operation: BinaryOperation, _ a: Double, _ b: Double) -> Double {
        if let value = CorrectlyRounded.apply(operation, a, b) { return value }
        return Double(MPFRBackend.ieeeBinary64.apply(operation, value(a), value(b)))
    }

    /// `x` exactly, as a 53-bit MPFR value (inline: nothing is allocated). Every finite binary64 number,
    /// subnormals included, lies in MPFR's standard exponent range, so the conversion never rounds.
    @inline(__always)
    static func value(_ x: Double) -> MPFRValue {
        var result = MPFRValue(precision: 53)
        result.withMutableMPFRPointer { target in
            _ = MPFRExponentRange.standard.run { mpfr_set_d(target, x, MPFR_RNDN) }
        }
        return result
    }

    /// Whether decimal text is exactly `rounded`: MPFR's ternary value at 53 bits in binary64's range.
    public static func isExact(decimal text: String, rounded: Double) -> Bool {
        let (exact, isExact) = MPFRBackend.ieeeBinary64.valueReportingExactness(decimal: text)
        return isExact && Double(exact) == rounded
    }

    /// `a op b` when MPFR's ternary value at 53 bits says it needed no rounding (the ternary value comes
    /// with MPFR's own evaluation, so `rounded` is not used).
    public static func exactResult(_ operation: BinaryOperation, _ a: Double, _ b: Double, rounded: Double) -> Double? {
        let (exact, isExact) = MPFRBackend.ieeeBinary64.applyReportingExactness(operation, value(a), value(b))
        return isExact ? Double(exact) : nil
    }

    /// f(x) when MPFR's ternary value at 53 bits says it needed no rounding (the ternary value comes with
    /// MPFR's own evaluation, so `rounded` is not used).
    public static func exactResult(_ function: UnaryFunction, to x: Double, angle: AngleUnit, rounded: Double)
        -> Double?
    {
        let (exact, isExact) = MPFRBackend.ieeeBinary64.applyReportingExactness(function, to: value(x), angle: angle)
        return isExact ? Double(exact) : nil
    }
}

extension MPFRBinary64 {
    /// atan2(y, x) correctly rounded: what ``MPFRBackend/ieeeBinary64`` gives (`mpfr_atan2`).
    public static func argument(y: Double, x: Double) -> Double {
        Double(MPFRBackend.ieeeBinary64.argument(y: value(y), x: value(x)))
    }
}

extension MPFRBinary64 {
    /// `a op b` on complex values as ``MPFRBackend/ieeeBinary64`` computes it (GNU MPC at 53 bits, each
    /// part correctly rounded and subnormalised), on exact copies of the operands.
    public static func complexApply(
        _ operation: BinaryOperation, _ a: ComplexValue<Double>, _ b: ComplexValue<Double>, angle: AngleUnit,
        exactOperands: Bool
    ) throws(ArithmeticError) -> (value: ComplexValue<Double>, isExact: Bool, partsAreCorrectlyRounded: Bool)? {
        let result = try MPFRBackend.ieeeBinary64.complexApply(
            operation, complex(a), complex(b), angle: angle, exactOperands: exactOperands)
        return (binary64(result.value), result.isExact, result.partsAreCorrectlyRounded)
    }

    /// f(z) as ``MPFRBackend/ieeeBinary64`` computes it (GNU MPC at 53 bits), on an exact copy of `z`.
    public static func complexApply(
        _ function: UnaryFunction, to z: ComplexValue<Double>, angle: AngleUnit, exactArgument: Bool
    ) throws(ArithmeticError) -> (value: ComplexValue<Double>, isExact: Bool, partsAreCorrectlyRounded: Bool)? {
        let result = try MPFRBackend.ieeeBinary64.complexApply(
            function, to: complex(z), angle: angle, exactArgument: exactArgument)
        return (binary64(result.value), result.isExact, result.partsAreCorrectlyRounded)
    }

    /// `z` exactly, each part a 53-bit MPFR value.
    static func complex(_ z: ComplexValue<Double>) -> ComplexValue<MPFRValue> {
        ComplexValue(real: value(z.real), imaginary: value(z.imaginary))
    }

    /// Each part of an IEEE-mode result as the binary64 number it is.
    static func binary64(_ z: ComplexValue<MPFRValue>) -> ComplexValue<Double> {
        ComplexValue(real: Double(z.real), imaginary: Double(z.imaginary))
    }
}
