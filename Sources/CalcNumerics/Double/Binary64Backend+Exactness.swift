#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Binary64Backend {
    // MARK: Exactness

    /// Decimal text given as UTF-8 bytes, as ``valueReportingExactness(decimal:)``: a plain decimal of at
    /// most 15 significant digits (a typed entry, almost always) read in place, other text as a String.
    public func valueReportingExactness(decimalUTF8 bytes: UnsafeBufferPointer<UInt8>) -> (
        value: Double, isExact: Bool
    ) {
        if let short = Binary64Decimal.shortDecimalReportingExactness(utf8: bytes) { return short }
        return valueReportingExactness(decimal: String(decoding: bytes, as: UTF8.self))
    }

    /// Decimal text correctly rounded, and whether that needed no rounding: plain decimals of at most 15
    /// significant digits directly, other text by the provider (`Functions`).
    public func valueReportingExactness(decimal text: String) -> (value: Double, isExact: Bool) {
        if let short = Binary64Decimal.shortDecimalReportingExactness(text) { return short }
        let rounded = value(decimal: text)
        guard rounded.isFinite else { return (rounded, false) }
        if let isExact = Binary64Decimal.shortDecimalExactness(text) { return (rounded, isExact) }
        return (rounded, Functions.isExact(decimal: text, rounded: rounded))
    }

    /// `a op b` and whether, for the operations that keep exactness, it needed no rounding: + − × ÷ by
    /// error-free transformations, the others by the provider (`Functions`).
    public func applyReportingExactness(_ operation: BinaryOperation, _ a: Double, _ b: Double)
        -> (value: Double, isExact: Bool)
    {
        let rounded = apply(operation, a, b)
        guard operation.keepsExactness, rounded.isFinite, a.isFinite, b.isFinite else { return (rounded, false) }
        switch operation {
        case .add, .subtract:
            // TwoSum (Knuth): the rounding error of a ± b, exact without overflow.
            let c = operation == .add ? b : -b
            let bVirtual = rounded - a
            let error = (a - (rounded - bVirtual)) + (c - bVirtual)
            return (rounded, error == 0)
        case .multiply where a == 0 || b == 0:
            return (rounded, true)
        case .multiply where Binary64Exactness.hasRepresentableError(rounded):
            return (rounded, fma(a, b, -rounded) == 0)
        case .divide where a == 0:
            return (rounded, true)
        case .divide
        where Binary64Exactness.hasRepresentableError(rounded) && Binary64Exactness.hasRepresentableError(a):
            return (rounded, fma(-rounded, b, a) == 0)
        case .minimum, .maximum, .gcd:
            return (rounded, true)
        case .multiply, .divide, .power, .root, .scaleByPowerOfTen, .modulo, .combinations, .permutations, .logarithm,
            .reversedPower, .lcm, .hypot, .polar, .modularPower, .and, .or, .xor, .nand, .nor, .xnor, .shiftLeft,
            .shiftRightArithmetic,
            .shiftRightLogical:
            // The exact result is the correctly rounded one whatever path `apply` took.
            guard let exact = Functions.exactResult(operation, a, b, rounded: rounded) else { return (rounded, false) }
            return (exact, true)
        }
    }

    /// f(x) and whether, for the functions that keep exactness, it needed no rounding (√ and x² by
    /// error-free checks, the others by the provider); the other functions are exact at their
    /// rational points (``isRationalPoint(_:at:angle:rounded:)``: `30 sin` in degrees).
    public func applyReportingExactness(_ function: UnaryFunction, to x: Double, angle: AngleUnit)
        -> (value: Double, isExact: Bool)
    {
        let rounded = apply(function, to: x, angle: angle)
        guard rounded.isFinite else { return (rounded, false) }
        guard function.keepsExactness else {
            return (rounded, isRationalPoint(function, at: x, angle: angle, rounded: rounded))
        }
        switch function {
        case .squareRoot where x == 0 || Binary64Exactness.hasRepresentableError(x):
            return (rounded, fma(rounded, rounded, -x) == 0)
        case .square where x == 0, .abs, .floor, .ceil, .round, .trunc, .frac, .sign:
            return (rounded, true)
        case .square where Binary64Exactness.hasRepresentableError(rounded):
            return (rounded, fma(x, x, -rounded) == 0)
        case .squareRoot, .square, .cube, .cubeRoot, .reciprocal, .exp10, .exp2, .factorial, .gamma, .exp, .log, .log10,
            .log2,
            .sin, .cos, .tan, .asin, .acos, .atan, .sinh, .cosh, .tanh, .asinh, .acosh, .atanh, .sec, .csc, .cot, .asec,
            .acsc, .acot, .sech, .csch, .coth, .asech, .acsch, .acoth, .doubleFactorial, .realPart, .imaginaryPart,
            .conjugate, .argument:
            guard let exact = Functions.exactResult(function, to: x, angle: angle, rounded: rounded) else {
                return (rounded, false)
            }
            return (exact, true)
        }
    }

    /// The integer nearest to `x`, halfway cases away from zero.
    public func nearestInteger(to x: Double) -> Double? { x.rounded(.toNearestOrAwayFromZero) }
}
