#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The function keys of ``Binary64Backend`` without MPFR: what a build without the `MPFR` trait computes.
///
/// Every key is correctly rounded in Swift (``CorrectlyRounded``), the same bits as the MPFR build: eˣ,
/// 2ˣ, 10ˣ, ln, log₂, log₁₀, the trigonometric keys in radians and degrees, the hyperbolic keys, their
/// inverses and the twelve reciprocal keys (sec … acoth), ∛, x³, x!, n!!, log_y, xʸ, the y-th root,
/// a × 10ᵇ, nCr, nPr and hypot; √, x², 1/x are IEEE operations, and mod, min, max, gcd and lcm exact or
/// rounded once. Its `libm` functions (package access) keep the platform's
/// libm alone, as the baseline calc-bench measures the Swift keys against: within about one unit in the
/// last place, not correctly rounded, and different between platforms (glibc, Apple's libm, musl).
/// (The name predates the Swift keys: this was the libm provider.)
public enum LibmBinary64: Binary64Functions {
    /// f(x) through libm, angles in `angle` units; correctly rounded by ``CorrectlyRounded`` for the
    /// functions it covers (``CorrectlyRounded/covers(_:)-(UnaryFunction)``), so that those give the bits of the MPFR build.
    public static func apply(_ function: UnaryFunction, to x: Double, angle: AngleUnit) -> Double {
        if let value = CorrectlyRounded.apply(function, to: x, angle: angle) { return value }
        return libm(function, to: x, angle: angle)
    }

    /// f(x) through libm alone (what calc-bench measures the correctly rounded functions against).
    package static func libm(_ function: UnaryFunction, to x: Double, angle: AngleUnit) -> Double {
        // In gradians libm's radian functions on x·π/200 (and their results × 200/π): a baseline only.
        func angular(_ inDegrees: (Double) -> Double, _ inRadians: (Double) -> Double) -> Double {
            switch angle {
            case .degrees: inDegrees(x)
            case .radians: inRadians(x)
            case .gradians: inRadians(x * (.pi / 200))
            }
        }
        func inverseAngular(_ inDegrees: (Double) -> Double, _ inRadians: (Double) -> Double) -> Double {
            switch angle {
            case .degrees: inDegrees(x)
            case .radians: inRadians(x)
            case .gradians: inRadians(x) * (200 / .pi)
            }
        }
        switch function {
        case .squareRoot: return x.squareRoot()
        case .square: return x * x
        case .cube: return x * x * x
        case .cubeRoot: return cbrt(x)
        case .reciprocal: return 1 / x
        case .exp: return exp(x)
        case .exp10: return pow(10, x)
        case .exp2: return exp2(x)
        case .log: return log(x)
        case .log10: return log10(x)
        case .log2: return log2(x)
        case .sin: return angular(DegreeTrigonometry.sin, sin)
        case .cos: return angular(DegreeTrigonometry.cos, cos)
        case .tan: return angular(DegreeTrigonometry.tan, tan)
        case .asin: return inverseAngular(DegreeTrigonometry.asin, asin)
        case .acos: return inverseAngular(DegreeTrigonometry.acos, acos)
        case .atan: return inverseAngular(DegreeTrigonometry.atan, atan)
        case .sinh: return sinh(x)
        case .cosh: return cosh(x)
        case .tanh: return tanh(x)
        case .asinh: return asinh(x)
        case .acosh: return acosh(x)
        case .atanh: return atanh(x)
        case .factorial: return factorial(x)
        case .gamma: return x <= 0 && x.rounded(.towardZero) == x ? .nan : tgamma(x)
        case .abs: return Swift.abs(x)
        case .floor: return x.rounded(.down)
        case .ceil: return x.rounded(.up)
        // No libm function: the exact product, rounded once.
        case .doubleFactorial: return CorrectlyRounded.doubleFactorial(x).value
        case .round: return x.rounded(.toNearestOrAwayFromZero)
        case .trunc: return x.rounded(.towardZero)
        case .frac: return x.isFinite ? Double(signOf: x, magnitudeOf: x - x.rounded(.towardZero)) : .nan
        case .sign: return x.isNaN ? x : (x > 0 ? 1 : (x < 0 ? -1 : 0))
        case .realPart, .imaginaryPart, .conjugate, .argument: return .nan
        case .sec, .csc, .cot, .asec, .acsc, .acot, .sech, .csch, .coth, .asech, .acsch, .acoth:
            // libm's base function and 1/x: two roundings (what calc-bench measures the Swift keys against).
            guard let form = function.reciprocalForm else { return .nan }
            if form.invertsArgument { return libm(form.base, to: 1 / x, angle: angle) }
            return 1 / libm(form.base, to: x, angle: angle)
        }
    }

    /// `a op b` through libm for aᵇ, the b-th root and a × 10ᵇ (+ − × ÷ are the hardware's); a × 10ᵏ for
    /// |k| ≤ 22 is one correctly rounded product or quotient (10ᵏ is exact).
    public static func apply(_ operation: BinaryOperation, _ a: Double, _ b: Double) -> Double {
        if operation == .scaleByPowerOfTen, let power = Binary64Exactness.exactPowerOfTen(b) {
            return b >= 0 ? a * power : a / power
        }
        if let value = CorrectlyRounded.apply(operation, a, b) { return value }
        return libm(operation, a, b)
    }

    /// `a op b` through libm alone.
    package static func libm(_ operation: BinaryOperation, _ a: Double, _ b: Double) -> Double {
        switch operation {
        case .add: return a + b
        case .subtract: return a - b
        case .multiply: return a * b
        case .divide: return a / b
        case .power: return pow(a, b)
        case .reversedPower: return libm(.power, b, a)
        case .root: return root(a, b)
        case .scaleByPowerOfTen: return a * pow(10, b)
        case .modulo: return modulo(a, b)
        case .combinations: return combinations(a, b)
        case .permutations: return permutations(a, b)
        case .logarithm: return log(a) / log(b)
        case .minimum: return Binary64IntegerFunctions.minimum(a, b)
        case .maximum: return Binary64IntegerFunctions.maximum(a, b)
        case .gcd: return Binary64IntegerFunctions.gcd(a, b)
        case .lcm: return Binary64IntegerFunctions.lcm(a, b)
        case .hypot: return hypot(a, b)
        case .and, .or, .xor, .nand, .nor, .xnor, .shiftLeft, .shiftRightArithmetic, .shiftRightLogical, .polar,
            .modularPower:
            return .nan
        }
    }

    /// Whether decimal text is exactly `rounded`, decided without MPFR as MPFR decides it
    /// (`Binary64Exactness.isExact(decimal:rounded:)`: FMA for short decimals, exact integers otherwise).
    public static func isExact(decimal text: String, rounded: Double) -> Bool {
        Binary64Exactness.isExact(decimal: text, rounded: rounded)
    }

    /// `a op b` when it needed no rounding, decided without MPFR as MPFR's ternary value decides it: a × 10ᵏ
    /// by FMA (`exactScaledResult(_:_:)`), xʸ and the y-th root when the power is a short dyadic
    /// rational computed exactly, nCr and nPr when the exact integer is a double, hypot when the rounded
    /// value's square is a² + b², lcm and mod by their one rounding's error, × and ÷ near the subnormals in
    /// 256-bit arithmetic; nil otherwise (+ −, min, max and gcd are `Binary64Backend`'s own).
    public static func exactResult(_ operation: BinaryOperation, _ a: Double, _ b: Double, rounded: Double) -> Double? {
        // Each case decides from `rounded`, or computes the key once with whether it needed rounding.
        let result: (value: Double, isExact: Bool)
        switch operation {
        case .scaleByPowerOfTen: return exactScaledResult(a, b, rounded: rounded)
        case .combinations: result = CorrectlyRounded.combinationsReportingExactness(a, b)
        case .permutations: result = CorrectlyRounded.permutationsReportingExactness(a, b)
        case .hypot: result = (rounded, CorrectlyRounded.hypotenuseIsExact(a, b, rounded: rounded))
        case .power: result = (rounded, CorrectlyRounded.powerIsExact(a, b, rounded: rounded))
        case .reversedPower: result = (rounded, CorrectlyRounded.powerIsExact(b, a, rounded: rounded))
        case .root: result = (rounded, CorrectlyRounded.rootIsExact(a, b, rounded: rounded))
        case .lcm: result = (rounded, lcmIsExact(a, b, rounded: rounded))
        case .modulo: result = (rounded, moduloIsExact(a, b))
        case .multiply:
            // Reached where FMA cannot tell (a result near the subnormals): the exact product in 256 bits.
            result = (
                rounded, rounded.isFinite && rounded != 0 && Float256.isEqual(Float256(a) * Float256(b), to: rounded)
            )
        case .divide:
            result = (
                rounded, rounded.isFinite && rounded != 0 && Float256.isEqual(Float256(rounded) * Float256(b), to: a)
            )
        case .add, .subtract, .logarithm, .minimum, .maximum, .gcd, .and, .or, .xor, .nand, .nor, .xnor,
            .shiftLeft, .shiftRightArithmetic, .shiftRightLogical, .polar, .modularPower:
            // + −, min, max and gcd: decided by `Binary64Backend` (TwoSum, or always exact).
            return nil
        }
        return result.isExact ? result.value : nil
    }

    /// lcm(a, b) = |a| ÷ gcd × |b| is exact when the product (of an exact quotient) is: FMA gives its error.
    static func lcmIsExact(_ a: Double, _ b: Double, rounded: Double) -> Bool {
        guard rounded.isFinite else { return false }
        if rounded == 0 { return true }
        let quotient = Swift.abs(a) / Binary64IntegerFunctions.gcd(a, b)
        return fma(quotient, Swift.abs(b), -rounded) == 0
    }

    /// a mod b is exact unless the floored result adds b to fmod's exact remainder and that sum rounds
    /// (TwoSum gives its error).
    static func moduloIsExact(_ a: Double, _ b: Double) -> Bool {
        guard b != 0, a.isFinite, b.isFinite else { return false }
        let r = fmod(a, b)
        guard r != 0 && (r < 0) != (b < 0) else { return true }
        let sum = r + b
        let bVirtual = sum - r
        return (r - (sum - bVirtual)) + (b - bVirtual) == 0 && sum.isFinite
    }

    /// a × 10ᵏ for |k| ≤ 22 when its one product or quotient by the exact 10^|k| needed no rounding
    /// (FMA, or 256-bit arithmetic near the subnormals); 0 × 10ᵏ is exact for every integer k. Other k
    /// are never exact: a × 10ᵏ for k > 22 has at least 54 significant bits (5²³ has 54), and for
    /// k < −22 it is no dyadic rational (5²³ divides no odd integer below 2⁵³).
    static func exactScaledResult(_ a: Double, _ b: Double, rounded: Double) -> Double? {
        // 0 × 10ᵏ for an integer k (a k that is not an integer rounds 10ᵏ first, which MPFR counts).
        if a == 0 && b.isFinite && DoubleDouble.isInteger(b) { return rounded }
        guard let power = Binary64Exactness.exactPowerOfTen(b) else { return nil }
        guard rounded.isFinite, rounded != 0 else { return nil }
        let isExact: Bool
        if Binary64Exactness.hasRepresentableError(rounded) && Binary64Exactness.hasRepresentableError(a) {
            isExact = b >= 0 ? fma(a, power, -rounded) == 0 : fma(-rounded, power, a) == 0
        } else {
            isExact =
                b >= 0
                ? Float256.isEqual(Float256(a) * Float256(power), to: rounded)
                : Float256.isEqual(Float256(rounded) * Float256(power), to: a)
        }
        return isExact ? rounded : nil
    }

    /// The value of the functions that keep exactness when it needed no rounding, decided without MPFR
    /// as MPFR's ternary value decides it: n! for the integers 0 ... 22, n!! and x³ (the exact integer or
    /// cube is a double), ∛x (its cube is x), 1/x (x a power of two), 2ⁿ and 10ⁿ (integers n in range);
    /// otherwise nil (√ and x² are decided by ``Binary64Backend``'s error-free checks).
    public static func exactResult(_ function: UnaryFunction, to x: Double, angle: AngleUnit, rounded: Double)
        -> Double?
    {
        switch function {
        case .factorial: return exactFactorial(x)
        // Γ(n) = (n − 1)!, n − 1 exact for the integers n ≤ 23 whose factorial is exact.
        case .gamma: return x >= 1 ? exactFactorial(x - 1) : nil
        case .doubleFactorial:
            let (value, isExact) = CorrectlyRounded.doubleFactorial(x)
            return isExact ? value : nil
        case .cube:
            return CorrectlyRounded.cubeIsExact(x, rounded: rounded) ? rounded : nil
        case .cubeRoot:
            // ∛x is exact when its cube is x.
            return rounded.isFinite && CorrectlyRounded.cubeIsExact(rounded, rounded: x) ? rounded : nil
        case .reciprocal:
            // 1/x is exact for a power of two whose reciprocal is a double.
            return rounded.isFinite && rounded != 0 && CorrectlyRounded.isPowerOfTwo(x.magnitude) ? rounded : nil
        case .exp2:
            // 2ⁿ for the integers whose power is a double.
            return DoubleDouble.isInteger(x) && x >= -1074 && x <= 1023 ? rounded : nil
        case .exp10:
            // 10ⁿ for the integers 0 ... 22 (10⁻ⁿ is no double, and 10²³ needs 54 bits).
            return DoubleDouble.isInteger(x) && x >= 0 && x <= 22 ? rounded : nil
        case .square:
            // Reached where FMA cannot tell (x² near the subnormals): the exact square in 256 bits.
            return rounded.isFinite && rounded != 0 && Float256.isEqual(Float256(x) * Float256(x), to: rounded)
                ? rounded : nil
        case .squareRoot:
            // Reached where FMA cannot tell (x subnormal): the square of the root in 256 bits.
            return rounded.isFinite && rounded != 0
                && Float256.isEqual(Float256(rounded) * Float256(rounded), to: x) ? rounded : nil
        case .exp, .log, .log10, .log2, .sin, .cos,
            .tan, .asin, .acos, .atan, .sinh, .cosh, .tanh, .asinh, .acosh, .atanh, .abs, .floor, .ceil, .round,
            .trunc, .frac, .sign, .realPart, .imaginaryPart, .conjugate, .argument, .sec, .csc, .cot, .asec, .acsc,
            .acot, .sech, .csch, .coth, .asech, .acsch, .acoth:
            return nil
        }
    }

    /// n! for an integer n in 0 ... 22, whose factorials (up to 22! ≈ 1.1 × 10²¹) are doubles: the
    /// product of 1 ... n, every partial product exact; nil for other x.
    static func exactFactorial(_ x: Double) -> Double? {
        guard x >= 0, x <= 22, x.rounded(.towardZero) == x else { return nil }
        var product = 1.0
        var k = 2.0
        while k <= x {
            product *= k
            k += 1
        }
        return product
    }

    /// a mod b, floored (the sign of b), as `MPFRBackend` defines it; NaN for b = 0.
    private static func modulo(_ a: Double, _ b: Double) -> Double {
        guard b != 0, a.isFinite, b.isFinite else { return .nan }
        let r = fmod(a, b)
        return r != 0 && (r < 0) != (b < 0) ? r + b : r
    }

    /// nCr through lgamma, of the natural case ``CombinatoricReduction`` gives (nCr(−3, 2) = 6); NaN for a
    /// non-integer argument.
    private static func combinations(_ n: Double, _ r: Double) -> Double {
        combinatorics(n, r, ordered: false)
    }

    /// nPr through lgamma, of the natural case ``CombinatoricReduction`` gives (nPr(−21, 2) = 462); NaN for
    /// a non-integer argument or a negative r.
    private static func permutations(_ n: Double, _ r: Double) -> Double {
        combinatorics(n, r, ordered: true)
    }

    /// nCr (nPr when `ordered`) through lgamma, as ``CombinatoricReduction`` reduces it.
    private static func combinatorics(_ n: Double, _ r: Double, ordered: Bool) -> Double {
        guard let reduction = CombinatoricReduction(n, r, ordered: ordered) else {
            return CombinatoricReduction.refusedOperands(n, r)
        }
        switch reduction {
        case .zero: return 0
        case .undefined: return .nan
        case .natural(let n, let r, let isNegated):
            let (n, r) = (Double(n), Double(r))
            let logarithm = lgamma(n + 1) - lgamma(n - r + 1) - (ordered ? 0 : lgamma(r + 1))
            let value = exp(logarithm).rounded()
            return isNegated ? -value : value
        }
    }

    /// x! = Γ(x + 1) (the exact product for the integers 0 ... 22); NaN at the negative integers, where Γ
    /// has its poles.
    private static func factorial(_ x: Double) -> Double {
        if let exact = exactFactorial(x) { return exact }
        if x < 0 && x.rounded(.towardZero) == x { return .nan }
        return tgamma(x + 1)
    }

    /// The b-th root of a: a^(1/b), with the odd integer roots of negative numbers defined.
    private static func root(_ a: Double, _ b: Double) -> Double {
        let isOddInteger = b.rounded(.towardZero) == b && Swift.abs(b.remainder(dividingBy: 2)) == 1
        if a < 0 && isOddInteger { return -pow(-a, 1 / b) }
        return pow(a, 1 / b)
    }
}

extension LibmBinary64 {
    /// atan2(y, x) from libm (within about one unit in the last place).
    public static func argument(y: Double, x: Double) -> Double { atan2(y, x) }
}
