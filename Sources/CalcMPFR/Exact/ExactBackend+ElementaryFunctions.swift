import CMPFR
import CalcNumerics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ExactBackend {
    /// f(x): exact when the result is rational and known to be (see ``ExactBackend``), else MPFR's.
    public func apply(_ function: UnaryFunction, to x: ExactValue, angle: AngleUnit) -> ExactValue {
        if case .exact(let r) = x, let result = exactly(function, r, angle: angle) { return exact(result) }
        return .approximate(approximation.apply(function, to: operand(x), angle: angle))
    }

    /// Degrees in one unit of `angle` (1, 9/10 for gradians), or nil for radians.
    static func degreesPerUnit(_ angle: AngleUnit) -> Rational? {
        angle.unitsPerTurn.flatMap { Rational(numerator: 360, denominator: $0) }
    }

    /// The exact result of f(r) when this backend knows it, else nil.
    func exactly(_ function: UnaryFunction, _ r: Rational, angle: AngleUnit) -> Rational? {
        switch function {
        case .square: return r * r
        case .cube: return r * r * r
        case .reciprocal: return Rational(1) / r
        case .squareRoot: return Self.root(r, 2)
        case .cubeRoot: return Self.root(r, 3)
        case .exp10: return r.integerValue.flatMap { Self.power(of: 10, $0) }
        case .exp2: return r.integerValue.flatMap { Self.power(of: 2, $0) }
        case .log10: return Self.logarithm(r, base: 10).map { Rational($0) }
        case .log2: return Self.logarithm(r, base: 2).map { Rational($0) }
        case .factorial:
            guard let n = r.integerValue, (0...5000).contains(n) else { return nil }
            return Rational.make { q in
                __gmpz_fac_ui(cmpfr_mpq_numerator(q), UInt(n))
                __gmpz_set_ui(cmpfr_mpq_denominator(q), 1)
            }
        // Γ(n) = (n − 1)! for the positive integers (0 and the negative ones are poles).
        case .gamma:
            guard let n = r.integerValue, (1...5001).contains(n) else { return nil }
            return exactly(.factorial, Rational(n - 1), angle: angle)
        // A rational angle in a unit of a whole turn (gradians) is a rational one in degrees: 360/turn of it.
        case .sin, .cos, .tan, .sec, .csc, .cot:
            guard let degreesPerUnit = Self.degreesPerUnit(angle) else {
                return r.isZero ? Self.degreeTrigonometry(function, r) : nil
            }
            return Self.degreeTrigonometry(function, r * degreesPerUnit)
        case .asin, .acos, .atan, .asec, .acsc, .acot:
            guard let degreesPerUnit = Self.degreesPerUnit(angle) else {
                return Self.inverseTrigonometry(function, r, degrees: false)
            }
            return Self.inverseTrigonometry(function, r, degrees: true).flatMap { $0 / degreesPerUnit }
        case .exp, .log, .sinh, .cosh, .tanh, .asinh, .acosh, .atanh, .sech, .asech:
            return Self.smallFraction(r).flatMap { RationalPoints.hyperbolicOrExponentialValue(function, at: $0) }
                .flatMap(Self.rational)
        case .abs: return r.isNegative ? -r : r
        case .floor: return r.floor
        case .ceil: return -(-r).floor
        case .doubleFactorial:
            guard let n = r.integerValue, (-1...10_000).contains(n) else { return nil }
            return Rational.make { q in
                __gmpz_2fac_ui(cmpfr_mpq_numerator(q), UInt(Swift.max(n, 0)))
                __gmpz_set_ui(cmpfr_mpq_denominator(q), 1)
            }
        case .round: return r.roundedHalfAwayFromZero
        case .trunc: return r.truncated
        case .frac: return r - r.truncated
        case .sign: return Rational(r.isZero ? 0 : (r.isNegative ? -1 : 1))
        case .realPart, .imaginaryPart, .conjugate, .argument: return nil
        case .csch, .coth, .acsch, .acoth:
            guard let form = function.reciprocalForm else { return nil }
            if form.invertsArgument {
                return (Rational(1) / r).flatMap { exactly(form.base, $0, angle: angle) }
            }
            return exactly(form.base, r, angle: angle).flatMap { Rational(1) / $0 }
        }
    }

    /// aᵇ: exact for an exact a and an exact integer b (or b = p/q when a is a perfect q-th power).
    func power(_ a: ExactValue, _ b: ExactValue) -> ExactValue {
        if case .exact(let base) = a, case .exact(let exponent) = b, let r = Self.power(base, exponent) {
            return exact(r)
        }
        return .approximate(approximation.power(operand(a), operand(b)))
    }

    /// The b-th root of a: exact for an exact a that is a perfect b-th power, b an integer; for b = 1/n,
    /// n an integer, the power aⁿ; for any other rational b, exact when a^(1/b) is rational.
    func root(_ a: ExactValue, _ b: ExactValue) -> ExactValue {
        if case .exact(let base) = a, case .exact(let degree) = b, let n = degree.integerValue, n != 0,
            n.magnitude <= 1_000_000, let root = Self.root(base, Int(n.magnitude))
        {
            if n > 0 { return exact(root) }
            if let inverse = Rational(1) / root { return exact(inverse) }
        }
        // The (1/n)-th root is the n-th power: ∛ of the degree's reciprocal (−8 root 1/3 is −512).
        // An integer of any size: root(−1, 1e-19) is (−1)^(10^19) = 1, as on the other backends.
        if case .exact(let degree) = b, !degree.isZero, let n = Rational(1) / degree, n.isInteger {
            return power(a, .exact(n))
        }
        // Any other rational degree p/q is the power q/p: `8 root 1.5` is 8^(2/3), exactly 4.
        if case .exact(let base) = a, case .exact(let degree) = b, !degree.isZero,
            let exponent = Rational(1) / degree, let r = Self.power(base, exponent)
        {
            return exact(r)
        }
        return .approximate(approximation.root(operand(a), operand(b)))
    }

    /// a × 10ᵇ: exact for an exact a and an integer b up to ``maximumDecimalExponent``.
    func scaled(_ a: ExactValue, byPowerOfTen b: ExactValue) -> ExactValue {
        if case .exact(let r) = a, case .exact(let exponent) = b, let n = exponent.integerValue,
            let scale = Self.power(of: 10, n)
        {
            return exact(r * scale)
        }
        return .approximate(approximation.scaled(operand(a), byPowerOfTen: operand(b)))
    }

    /// π (an approximation).
    public var pi: ExactValue { .approximate(approximation.pi) }

    /// e (an approximation).
    public var e: ExactValue { .approximate(approximation.e) }

    // MARK: Exact helpers

    /// baseⁿ exactly, when it has at most ``maximumBits`` bits (|n| ≤ ``maximumDecimalExponent`` for 10,
    /// |n| < ``maximumBits`` for 2: `2 pow 30103 = log2` is exactly 30103, as `30103 pow2` is 2³⁰¹⁰³).
    static func power(of base: UInt, _ n: Int) -> Rational? {
        guard Double(n.magnitude) * log2(Double(base)) + 1 <= Double(maximumBits) else { return nil }
        let magnitude = Rational.make { q in
            __gmpz_ui_pow_ui(cmpfr_mpq_numerator(q), base, n.magnitude)
            __gmpz_set_ui(cmpfr_mpq_denominator(q), 1)
        }
        return n >= 0 ? magnitude : Rational(1) / magnitude
    }

    /// rᵉ exactly for an integer e (or e = p/q with r a perfect q-th power), within ``maximumBits``.
    static func power(_ r: Rational, _ e: Rational) -> Rational? {
        if let n = e.integerValue {
            if n == 0 { return Rational(1) }
            // 0, 1 and −1 stay exact whatever the exponent (0 to a negative power is a pole: nil).
            if r.isZero { return n > 0 ? Rational() : nil }
            if r == Rational(1) { return r }
            if r == Rational(-1) { return n.magnitude % 2 == 0 ? Rational(1) : r }
            // The power's numerator and denominator have at most n·log₂ of theirs plus one bits (2⁶⁰⁰⁰⁰ has
            // 60,001, where n times 2's two bits would refuse it).
            guard n.magnitude <= 1 << 24, Double(n.magnitude) * r.largestBinaryLogarithm + 1 <= Double(maximumBits)
            else { return nil }
            let magnitude = Rational.make { q in
                r.withMPQPointer { source in
                    __gmpz_pow_ui(
                        cmpfr_mpq_numerator(q), cmpfr_mpq_numerator(UnsafeMutablePointer(mutating: source)),
                        n.magnitude
                    )
                    __gmpz_pow_ui(
                        cmpfr_mpq_denominator(q), cmpfr_mpq_denominator(UnsafeMutablePointer(mutating: source)),
                        n.magnitude)
                }
            }
            return n > 0 ? magnitude : Rational(1) / magnitude
        }
        if e.isInteger {
            // An integer beyond Int: 0, 1 and −1 stay exact (its parity decides −1's sign); any other base
            // is beyond every bound.
            if r.isZero { return e.isNegative ? nil : Rational() }
            if r == Rational(1) { return r }
            if r == Rational(-1) {
                let isOdd = e.withMPQPointer { q in
                    __gmpz_tstbit(cmpfr_mpq_numerator(UnsafeMutablePointer(mutating: q)), 0) == 1
                }
                return isOdd ? r : Rational(1)
            }
            return nil
        }
        // A negative base with a non-integer exponent is an error on every backend (MPFR gives NaN).
        if r.isNegative { return nil }
        // e = p/q in lowest terms: r^(p/q) = (r^(1/q))^p when the root is exact.
        return e.withMPQPointer { q -> Rational? in
            let numerator = cmpfr_mpq_numerator(UnsafeMutablePointer(mutating: q))
            let denominator = cmpfr_mpq_denominator(UnsafeMutablePointer(mutating: q))
            guard __gmpz_fits_slong_p(numerator) != 0, __gmpz_fits_slong_p(denominator) != 0 else { return nil }
            let p = __gmpz_get_si(numerator)
            let d = __gmpz_get_si(denominator)
            guard d <= 1_000_000, let root = root(r, d) else { return nil }
            return power(root, Rational(p))
        }
    }

    /// The exact n-th root of r (n ≥ 1; odd roots of negative numbers are negative), or nil.
    static func root(_ r: Rational, _ n: Int) -> Rational? {
        if n == 1 { return r }
        if r.isNegative && n % 2 == 0 { return nil }
        return r.withMPQPointer { q -> Rational? in
            let result = Rational()
            let exact = result.withMPQPointer { target -> Bool in
                let target = UnsafeMutablePointer(mutating: target)
                let source = UnsafeMutablePointer(mutating: q)
                let numeratorExact =
                    __gmpz_root(cmpfr_mpq_numerator(target), cmpfr_mpq_numerator(source), UInt(n)) != 0
                let denominatorExact =
                    __gmpz_root(cmpfr_mpq_denominator(target), cmpfr_mpq_denominator(source), UInt(n)) != 0
                return numeratorExact && denominatorExact
            }
            return exact ? result : nil
        }
    }

    /// k when r = baseᵏ for an integer k, else nil.
    static func logarithm(_ r: Rational, base: Int) -> Int? {
        guard !r.isNegative, !r.isZero else { return nil }
        for k in [0] + candidates(r, base: base) {
            if let p = power(of: UInt(base), k), p == r { return k }
        }
        return nil
    }

    /// The exponents k for which baseᵏ has about the size of r.
    private static func candidates(_ r: Rational, base: Int) -> [Int] {
        r.withMPQPointer { q in
            let numerator = __gmpz_sizeinbase(cmpfr_mpq_numerator(UnsafeMutablePointer(mutating: q)), Int32(base))
            let denominator = __gmpz_sizeinbase(
                cmpfr_mpq_denominator(UnsafeMutablePointer(mutating: q)), Int32(base))
            let estimate = numerator - denominator
            return [estimate - 1, estimate, estimate + 1]
        }
    }

    /// sin, cos, tan, sec, csc or cot of r degrees, when r is an integer at which it is rational
    /// (`RationalPoints`).
    static func degreeTrigonometry(_ function: UnaryFunction, _ r: Rational) -> Rational? {
        guard r.isInteger else { return nil }
        let degrees = r.withMPQPointer { q -> Int in
            Int(__gmpz_fdiv_ui(cmpfr_mpq_numerator(UnsafeMutablePointer(mutating: q)), 360))
        }
        return RationalPoints.trigonometricValue(function, atDegrees: degrees).flatMap(rational)
    }

    /// asin, acos, atan, asec, acsc or acot of the arguments whose angle is a whole number of degrees
    /// (`RationalPoints`), or of the arguments whose angle is 0 in radians.
    static func inverseTrigonometry(_ function: UnaryFunction, _ r: Rational, degrees: Bool) -> Rational? {
        guard let fraction = smallFraction(r),
            let angle = RationalPoints.inverseTrigonometricDegrees(function, at: fraction)
        else { return nil }
        if degrees { return Rational(angle) }
        return angle == 0 ? Rational() : nil
    }

    /// r as p/q in `Int`s, when both fit.
    static func smallFraction(_ r: Rational) -> RationalPoints.Fraction? {
        r.withMPQPointer { q -> RationalPoints.Fraction? in
            let numerator = cmpfr_mpq_numerator(UnsafeMutablePointer(mutating: q))
            let denominator = cmpfr_mpq_denominator(UnsafeMutablePointer(mutating: q))
            guard __gmpz_fits_slong_p(numerator) != 0, __gmpz_fits_slong_p(denominator) != 0 else { return nil }
            return RationalPoints.Fraction(__gmpz_get_si(numerator), __gmpz_get_si(denominator))
        }
    }

    /// The small fraction as a rational.
    static func rational(_ fraction: RationalPoints.Fraction) -> Rational? {
        Rational(numerator: fraction.numerator, denominator: fraction.denominator)
    }
}
