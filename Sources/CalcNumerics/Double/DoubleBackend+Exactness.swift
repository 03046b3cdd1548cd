#if MPFR
    import CMPFR
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension DoubleBackend {
    // MARK: Exactness

    /// Decimal text correctly rounded, and whether that needed no rounding: plain decimals of at most 15
    /// significant digits directly, other text by MPFR's ternary value at 53 bits in binary64's range.
    public func valueReportingExactness(decimal text: String) -> (value: Double, isExact: Bool) {
        if let short = Self.shortDecimalReportingExactness(text) { return short }
        let rounded = value(decimal: text)
        guard rounded.isFinite else { return (rounded, false) }
        if let isExact = Self.shortDecimalExactness(text) { return (rounded, isExact) }
        #if MPFR
            let (exact, isExact) = Self.ieee.valueReportingExactness(decimal: text)
            return (rounded, isExact && Double(exact) == rounded)
        #else
            return (rounded, Self.isExactWithoutMPFR(decimal: text, rounded: rounded))
        #endif
    }

    /// `a op b` and whether, for the operations that keep exactness, it needed no rounding: + − × ÷ by
    /// error-free transformations, the others by MPFR's ternary value at 53 bits.
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
        case .multiply where Self.hasRepresentableError(rounded):
            return (rounded, fma(a, b, -rounded) == 0)
        case .divide where a == 0:
            return (rounded, true)
        case .divide where Self.hasRepresentableError(rounded) && Self.hasRepresentableError(a):
            return (rounded, fma(-rounded, b, a) == 0)
        case .multiply, .divide, .power, .root, .scaleByPowerOfTen, .modulo, .combinations, .permutations, .logarithm,
            .reversedPower:
            #if MPFR
                let (exact, isExact) = Self.ieee.applyReportingExactness(operation, Self.mpfr(a), Self.mpfr(b))
                // The exact result is the correctly rounded one whatever path `apply` took.
                return isExact ? (Double(exact), true) : (rounded, false)
            #else
                // Without MPFR only error-free checks decide: a × 10ᵏ for |k| ≤ 22 (10ᵏ is exact) is one
                // product or quotient; the rest is reported inexact.
                guard operation == .scaleByPowerOfTen, let power = Self.exactPowerOfTen(b) else {
                    return (rounded, false)
                }
                if a == 0 { return (rounded, true) }
                if b >= 0 { return (rounded, Self.hasRepresentableError(rounded) && fma(a, power, -rounded) == 0) }
                return (
                    rounded,
                    Self.hasRepresentableError(rounded) && Self.hasRepresentableError(a)
                        && fma(-rounded, power, a) == 0
                )
            #endif
        }
    }

    /// f(x) and whether, for the functions that keep exactness, it needed no rounding (MPFR's ternary
    /// value at 53 bits; √ and x² by error-free checks).
    public func applyReportingExactness(_ function: UnaryFunction, to x: Double, angle: AngleUnit)
        -> (value: Double, isExact: Bool)
    {
        let rounded = apply(function, to: x, angle: angle)
        guard function.keepsExactness, rounded.isFinite else { return (rounded, false) }
        switch function {
        case .squareRoot where x == 0 || Self.hasRepresentableError(x):
            return (rounded, fma(rounded, rounded, -x) == 0)
        case .square where x == 0, .abs, .floor, .ceil:
            return (rounded, true)
        case .square where Self.hasRepresentableError(rounded):
            return (rounded, fma(x, x, -rounded) == 0)
        case .squareRoot, .square, .cube, .cubeRoot, .reciprocal, .exp10, .exp2, .factorial, .exp, .log, .log10, .log2,
            .sin, .cos, .tan, .asin, .acos, .atan, .sinh, .cosh, .tanh, .asinh, .acosh, .atanh, .sec, .csc, .cot, .asec,
            .acsc, .acot, .sech, .csch, .coth, .asech, .acsch, .acoth:
            #if MPFR
                let (exact, isExact) = Self.ieee.applyReportingExactness(function, to: Self.mpfr(x), angle: angle)
                return isExact ? (Double(exact), true) : (rounded, false)
            #else
                // Without MPFR only the error-free checks above decide: the rest is reported inexact.
                return (rounded, false)
            #endif
        }
    }

    /// The integer nearest to `x`, halfway cases away from zero.
    public func nearestInteger(to x: Double) -> Double? { x.rounded(.toNearestOrAwayFromZero) }

    #if MPFR
        /// MPFR emulating binary64, which decides exactness where no error-free transformation does.
        static let ieee = MPFRBackend.ieeeBinary64

        /// `x` as an MPFR value of ``ieee`` (exact).
        static func mpfr(_ x: Double) -> MPFRValue {
            ieee.result { mpfr_set_d($0, x, MPFR_RNDN) }
        }
    #endif

    /// Whether decimal text `[-]digits[.digits][e[±]digits]` is exactly `rounded`, decided without MPFR: as
    /// M × 10ᵏ with an integer M < 2⁵³ and |k| ≤ 22, one product or quotient checked by FMA. Other text
    /// is reported inexact.
    static func isExactWithoutMPFR(decimal text: String, rounded: Double) -> Bool {
        var significand: UInt64 = 0
        var fractionDigits = 0
        var inFraction = false
        var exponentSign = 1
        var exponentValue = 0
        var inExponent = false
        var sawDigit = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9") where inExponent:
                exponentValue = exponentValue * 10 + Int(byte - UInt8(ascii: "0"))
                if exponentValue > 10_000 { return false }
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                sawDigit = true
                if inFraction { fractionDigits += 1 }
                let (times10, overflow) = significand.multipliedReportingOverflow(by: 10)
                guard !overflow else { return false }
                significand = times10 + UInt64(byte - UInt8(ascii: "0"))
                guard significand < 1 << 53 else { return false }
            case UInt8(ascii: ".") where !inExponent:
                inFraction = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                inExponent = true
            case UInt8(ascii: "-") where inExponent:
                exponentSign = -1
            case UInt8(ascii: "-"), UInt8(ascii: "+"):
                continue
            default:
                return false
            }
        }
        guard sawDigit else { return false }
        if significand == 0 { return rounded == 0 }
        let k = exponentSign * exponentValue - fractionDigits
        guard let power = exactPowerOfTen(Double(k)) else { return false }
        let m = Double(significand)
        if k >= 0 { return hasRepresentableError(rounded) && fma(m, power, -Swift.abs(rounded)) == 0 }
        return hasRepresentableError(rounded) && fma(-Swift.abs(rounded), power, m) == 0
    }

    /// 10^|k| for an integer k with |k| ≤ 22 (exact in binary64), nil otherwise.
    static func exactPowerOfTen(_ k: Double) -> Double? {
        guard k == k.rounded(), Swift.abs(k) <= 22 else { return nil }
        var power = 1.0
        for _ in 0..<Int(Swift.abs(k)) { power *= 10 }
        return power
    }

    /// Whether the rounding error of a non-zero product or quotient of this magnitude is itself a binary64
    /// number (FMA then computes it exactly): far enough above the subnormal range (a zero may have
    /// underflowed, and MPFR decides).
    static func hasRepresentableError(_ x: Double) -> Bool {
        Swift.abs(x) >= 0x1p-969
    }

    /// `shortDecimal(_:)` (M ÷ 10ᵏ for a plain decimal with M < 2⁵³ and k ≤ 22, one correctly rounded
    /// division) and whether the division was exact: the remainder M − q·10ᵏ, which FMA computes
    /// exactly (q ≥ 10⁻²² is far from the subnormals), is 0. One pass over the text, as typed entries
    /// take it on every operator.
    static func shortDecimalReportingExactness(_ text: String) -> (value: Double, isExact: Bool)? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> (value: Double, isExact: Bool)? in
            guard let parts = plainDecimalParts(bytes) else { return nil }
            let m = Double(parts.significand)
            let power = exactPowersOfTen[parts.fractionDigits]
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
