#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Binary64Backend {
    // MARK: Exactness

    /// Decimal text correctly rounded, and whether that needed no rounding: plain decimals of at most 15
    /// significant digits directly, other text by the provider (`Functions`).
    public func valueReportingExactness(decimal text: String) -> (value: Double, isExact: Bool) {
        if let short = Self.shortDecimalReportingExactness(text) { return short }
        let rounded = value(decimal: text)
        guard rounded.isFinite else { return (rounded, false) }
        if let isExact = Self.shortDecimalExactness(text) { return (rounded, isExact) }
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
        case .multiply, .divide, .power, .root, .scaleByPowerOfTen, .modulo, .combinations, .permutations, .logarithm,
            .reversedPower, .and, .or, .xor, .nand, .nor, .xnor, .shiftLeft, .shiftRightArithmetic, .shiftRightLogical:
            // The exact result is the correctly rounded one whatever path `apply` took.
            guard let exact = Functions.exactResult(operation, a, b) else { return (rounded, false) }
            return (exact, true)
        }
    }

    /// f(x) and whether, for the functions that keep exactness, it needed no rounding (√ and x² by
    /// error-free checks, the others by the provider).
    public func applyReportingExactness(_ function: UnaryFunction, to x: Double, angle: AngleUnit)
        -> (value: Double, isExact: Bool)
    {
        let rounded = apply(function, to: x, angle: angle)
        guard function.keepsExactness, rounded.isFinite else { return (rounded, false) }
        switch function {
        case .squareRoot where x == 0 || Binary64Exactness.hasRepresentableError(x):
            return (rounded, fma(rounded, rounded, -x) == 0)
        case .square where x == 0, .abs, .floor, .ceil:
            return (rounded, true)
        case .square where Binary64Exactness.hasRepresentableError(rounded):
            return (rounded, fma(x, x, -rounded) == 0)
        case .squareRoot, .square, .cube, .cubeRoot, .reciprocal, .exp10, .exp2, .factorial, .exp, .log, .log10, .log2,
            .sin, .cos, .tan, .asin, .acos, .atan, .sinh, .cosh, .tanh, .asinh, .acosh, .atanh, .sec, .csc, .cot, .asec,
            .acsc, .acot, .sech, .csch, .coth, .asech, .acsch, .acoth:
            guard let exact = Functions.exactResult(function, to: x, angle: angle) else { return (rounded, false) }
            return (exact, true)
        }
    }

    /// The integer nearest to `x`, halfway cases away from zero.
    public func nearestInteger(to x: Double) -> Double? { x.rounded(.toNearestOrAwayFromZero) }

    /// `shortDecimal(_:)` (M ÷ 10ᵏ for a plain decimal with M < 2⁵³ and k ≤ 22, one correctly rounded
    /// division) and whether the division was exact: the remainder M − q·10ᵏ, which FMA computes
    /// exactly (q ≥ 10⁻²² is far from the subnormals), is 0. One pass over the text, as typed entries
    /// take it on every operator.
    static func shortDecimalReportingExactness(_ text: String) -> (value: Double, isExact: Bool)? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> (value: Double, isExact: Bool)? in
            guard let parts = plainDecimalParts(bytes) else { return nil }
            let m = Double(parts.significand)
            let power = PowersOfTen.binary64[parts.fractionDigits]
            let magnitude = m / power
            let isExact = fma(-magnitude, power, m) == 0
            return (parts.isNegative ? -magnitude : magnitude, isExact)
        } ?? nil
    }

    /// Whether a plain decimal (`-`, digits, one `.`; no exponent) of at most 15 significant digits is a
    /// binary64 number; nil for other text.
    ///
    /// Its value is m/10ᶠ with m < 10¹⁵ < 2⁵³ (the digits) and f the digits after the point: a binary
    /// fraction exactly when 5ᶠ divides m, and then m/5ᶠ·2⁻ᶠ fits in 53 bits.
    static func shortDecimalExactness(_ text: String) -> Bool? {
        var text = text
        return text.withUTF8 { shortDecimalExactness(utf8: $0) }
    }

    /// ``shortDecimalExactness(_:)`` on the text's bytes.
    static func shortDecimalExactness(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var m = 0
        var significant = 0
        var fractionDigits = 0
        var seenPoint = false
        var index = bytes.startIndex
        if index < bytes.endIndex && bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.endIndex else { return nil }
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ".") {
                guard !seenPoint else { return nil }
                seenPoint = true
                continue
            }
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            m = m &* 10 &+ Int(digit)
            if m != 0 { significant += 1 }
            if seenPoint { fractionDigits += 1 }
            guard significant <= 15 else { return nil }
        }
        if m == 0 { return true }  // (text without a digit is malformed: value(decimal:) rejected it first)
        // 5^f > 10^15 > m beyond f = 21: only 0 is then a multiple.
        guard fractionDigits <= 21 else { return false }
        var power = 1
        for _ in 0..<fractionDigits { power *= 5 }
        return m % power == 0
    }
}
