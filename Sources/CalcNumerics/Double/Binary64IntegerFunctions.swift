#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The keys of binary64 that need no libm and no MPFR: min, max, gcd and lcm, with the backends' rules
/// (NaN for operands outside the domain, ±∞ on overflow). (n!! is ``CorrectlyRounded``'s: an exact
/// product rounded once.)
@usableFromInline package enum Binary64IntegerFunctions {
    /// The smaller of a and b (NaN when either is).
    @usableFromInline package static func minimum(_ a: Double, _ b: Double) -> Double {
        if a.isNaN || b.isNaN { return .nan }
        // Zeros of either sign: −0 unless both are +0, as MPFR's mpfr_min (and IEEE 754's minimum).
        if a == 0 && b == 0 { return a.sign == .minus || b.sign == .minus ? -0.0 : 0.0 }
        return b < a ? b : a
    }

    /// The larger of a and b (NaN when either is).
    @usableFromInline package static func maximum(_ a: Double, _ b: Double) -> Double {
        if a.isNaN || b.isNaN { return .nan }
        // Zeros of either sign: +0 unless both are −0, as MPFR's mpfr_max (and IEEE 754's maximum).
        if a == 0 && b == 0 { return a.sign == .plus || b.sign == .plus ? 0.0 : -0.0 }
        return b > a ? b : a
    }

    /// gcd(a, b) ≥ 0 of finite integers by Euclid's algorithm (fmod is exact); NaN for other operands.
    @usableFromInline package static func gcd(_ a: Double, _ b: Double) -> Double {
        guard isInteger(a), isInteger(b) else { return .nan }
        var x = Swift.abs(a)
        var y = Swift.abs(b)
        while y != 0 { (x, y) = (y, fmod(x, y)) }
        return x
    }

    /// lcm(a, b) ≥ 0 of finite integers, |a| ÷ gcd × |b| (the division is exact, the product correctly
    /// rounded); 0 when either is 0; NaN for other operands.
    package static func lcm(_ a: Double, _ b: Double) -> Double {
        guard isInteger(a), isInteger(b) else { return .nan }
        if a == 0 || b == 0 { return 0 }
        return Swift.abs(a) / gcd(a, b) * Swift.abs(b)
    }

    static func isInteger(_ x: Double) -> Bool { x.isFinite && x.rounded(.towardZero) == x }
}
