/// Complex arithmetic written once on a backend's real operations, tracking exactness: the default of
/// every ``ComplexArithmetic`` requirement.
///
/// Each real step goes through the backend (`applyReportingExactness` while the result is still exact),
/// so a backend's complex results have its precision, and a backend with exact values gets exact
/// Gaussian rationals for + − × ÷ and integer powers.
///
/// The algorithms avoid spurious overflow and underflow where it matters most: |z| is the backend's
/// `hypot`; ÷ is Smith's algorithm (no |b|² in between), on a backend with a bounded exponent range on
/// operands scaled by exact powers of two; √ halves before adding and takes the smaller
/// part from the larger (no cancellation); √ and ln scale z there too. Error bounds on binary64 (u = 2⁻⁵³), away from underflow and
/// overflow: + and − each part ≤ u; × normwise ≤ √5·u (the cross-term formula); ÷ normwise ≤ 5u; |z|
/// ≤ 1 ulp (correctly rounded `hypot`); √ each part ≤ 4 ulp; exp, ln, the trigonometric and hyperbolic
/// functions: each part within a few ulp of the formula's exact value, times its condition number (ln
/// near |z| = 1 loses digits as ln|z| cancels; atanh sums terms of one sign in its real part, and asin,
/// acos and acosh take Kahan's forms, which do not cancel).
struct ComplexEvaluator<Backend: NumericBackend> {
    typealias Value = Backend.Value
    typealias Z = ComplexValue<Value>

    let backend: Backend
    /// Whether every step so far was exact.
    var isExact: Bool

    init(backend: Backend, isExact: Bool) {
        self.backend = backend
        self.isExact = isExact
    }

    // MARK: Real steps

    mutating func real(_ operation: BinaryOperation, _ x: Value, _ y: Value) -> Value {
        guard isExact else { return backend.apply(operation, x, y) }
        let result = backend.applyReportingExactness(operation, x, y)
        if !result.isExact { isExact = false }
        return result.value
    }

    mutating func real(_ function: UnaryFunction, _ x: Value, angle: AngleUnit = .radians) -> Value {
        guard isExact else { return backend.apply(function, to: x, angle: angle) }
        let result = backend.applyReportingExactness(function, to: x, angle: angle)
        if !result.isExact { isExact = false }
        return result.value
    }

    mutating func add(_ x: Value, _ y: Value) -> Value { real(.add, x, y) }
    mutating func sub(_ x: Value, _ y: Value) -> Value { real(.subtract, x, y) }
    mutating func mul(_ x: Value, _ y: Value) -> Value { real(.multiply, x, y) }
    mutating func div(_ x: Value, _ y: Value) -> Value { real(.divide, x, y) }
    func half(_ x: Value) -> Value { backend.scaled(x, byPowerOfTwo: -1) }
    func negated(_ x: Value) -> Value { backend.negation(x) }
    func isZero(_ x: Value) -> Bool { backend.isZero(x) }
    func isInfinite(_ x: Value) -> Bool { !backend.isFinite(x) && !backend.isNaN(x) }
    func isNegative(_ x: Value) -> Bool { backend.hasNegativeSign(x) && !backend.isZero(x) }
    var zero: Value { backend.value(0) }
    var one: Value { backend.value(1) }

    /// A step that rounds: the result is inexact from here on.
    mutating func rounded<T>(_ value: T) -> T {
        isExact = false
        return value
    }

    // MARK: Complex values

    func complex(_ x: Value) -> Z { Z(real: x, imaginary: zero) }
    func isReal(_ z: Z) -> Bool { isZero(z.imaginary) }
    func isFinite(_ z: Z) -> Bool { backend.isFinite(z.real) && backend.isFinite(z.imaginary) }
    /// Whether a part of `z` is ±∞ (the other may be anything, NaN too).
    func hasInfinitePart(_ z: Z) -> Bool { isInfinite(z.real) || isInfinite(z.imaginary) }
    func isZero(_ z: Z) -> Bool { isZero(z.real) && isZero(z.imaginary) }
    /// i·z.
    func timesI(_ z: Z) -> Z { Z(real: negated(z.imaginary), imaginary: z.real) }
    /// −i·z.
    func timesMinusI(_ z: Z) -> Z { Z(real: z.imaginary, imaginary: negated(z.real)) }
    func negated(_ z: Z) -> Z { Z(real: negated(z.real), imaginary: negated(z.imaginary)) }

    mutating func add(_ a: Z, _ b: Z) -> Z { Z(real: add(a.real, b.real), imaginary: add(a.imaginary, b.imaginary)) }
    mutating func sub(_ a: Z, _ b: Z) -> Z { Z(real: sub(a.real, b.real), imaginary: sub(a.imaginary, b.imaginary)) }

    /// a × b; a real factor multiplies each part (no cross terms: exact stays exact, 0·∞ never appears).
    mutating func mul(_ a: Z, _ b: Z) -> Z {
        if isReal(b) { return Z(real: mul(a.real, b.real), imaginary: mul(a.imaginary, b.real)) }
        if isReal(a) { return Z(real: mul(a.real, b.real), imaginary: mul(a.real, b.imaginary)) }
        let re = sub(mul(a.real, b.real), mul(a.imaginary, b.imaginary))
        let im = add(mul(a.real, b.imaginary), mul(a.imaginary, b.real))
        // A part that is not a number although every operand part is finite is ∞ − ∞ of two products
        // that overflowed: the product overflows (an overflow, ``checked(_:)``, not an invalid operation:
        // (1e155 + 1e155i)³ on binary64).
        if backend.isNaN(re) || backend.isNaN(im), isFinite(a), isFinite(b) {
            let infinity = backend.apply(.divide, one, zero)
            return Z(real: backend.isNaN(re) ? infinity : re, imaginary: backend.isNaN(im) ? infinity : im)
        }
        return Z(real: re, imaginary: im)
    }

    /// z × x for a real x.
    mutating func scale(_ z: Z, _ x: Value) -> Z { Z(real: mul(z.real, x), imaginary: mul(z.imaginary, x)) }

    /// a ÷ b by Smith's algorithm: the ratio of b's smaller part to its larger, never |b|². On a backend
    /// with a bounded exponent range, a and b are first scaled by exact powers of two so that each one's
    /// larger part is in [1, 2), and the quotient scaled back once: c + d·(d/c) would overflow for
    /// c = d = 10³⁰⁸, and 1/(10³⁰⁸ + 10³⁰⁸i) would underflow in between.
    mutating func div(_ a: Z, _ b: Z) throws(ArithmeticError) -> Z {
        if isZero(b) { throw isZero(a) ? .invalidOperation : .divisionByZero }
        if isReal(b) { return Z(real: div(a.real, b.real), imaginary: div(a.imaginary, b.real)) }
        if isZero(b.real) {
            // a / (di) = (a.im − a.re·i) / d.
            return Z(real: div(a.imaginary, b.imaginary), imaginary: negated(div(a.real, b.imaginary)))
        }
        if let eb = largerPartExponent(b) {
            let ea = largerPartExponent(a) ?? 0
            let q = smith(scaled(a, byPowerOfTwo: -ea), scaled(b, byPowerOfTwo: -eb))
            return unscaled(q, byPowerOfTwo: ea - eb)
        }
        return smith(a, b)
    }

    /// a ÷ b by Smith's algorithm, for b with two nonzero parts.
    mutating func smith(_ a: Z, _ b: Z) -> Z {
        let c = b.real
        let d = b.imaginary
        if !backend.isLess(backend.magnitude(c), than: backend.magnitude(d)) {
            let r = div(d, c)
            let t = add(c, mul(d, r))
            return Z(
                real: div(add(a.real, mul(a.imaginary, r)), t), imaginary: div(sub(a.imaginary, mul(a.real, r)), t))
        }
        let r = div(c, d)
        let t = add(mul(c, r), d)
        return Z(real: div(add(mul(a.real, r), a.imaginary), t), imaginary: div(sub(mul(a.imaginary, r), a.real), t))
    }

    /// |z|, the backend's `hypot` (no overflow in between).
    mutating func abs(_ z: Z) -> Value {
        if isZero(z.imaginary) { return backend.magnitude(z.real) }
        if isZero(z.real) { return backend.magnitude(z.imaginary) }
        return real(.hypot, z.real, z.imaginary)
    }

    /// The principal square root: Re ≥ 0, and Im ≥ 0 on the negative real axis.
    mutating func sqrt(_ z: Z) -> Z {
        if isZero(z) { return complex(zero) }
        if isReal(z) {
            if isNegative(z.real) { return Z(real: zero, imaginary: real(.squareRoot, negated(z.real))) }
            return complex(real(.squareRoot, z.real))
        }
        // t = √((|z| + |a|)/2), halved before the sum so that it cannot overflow; the other part is
        // b/(2t), taken from t without cancellation. With a bounded exponent range, t is computed on z
        // scaled by an even power of two 2⁻²ʲ that brings its larger part into [1, 4), and scaled back by
        // 2ʲ: |z| overflows for parts near 10³⁰⁸, and loses digits for subnormal ones. The other part is
        // taken from z's own b (b scaled would fall out of the range beside a far larger a).
        var t: Value
        if let e = largerPartExponent(z) {
            let j = e >> 1
            let w = scaled(z, byPowerOfTwo: -2 * j)
            t = real(.squareRoot, add(half(abs(w)), half(backend.magnitude(w.real))))
            t = unscaled(t, byPowerOfTwo: j)
        } else {
            let m = abs(z)
            t = real(.squareRoot, add(half(m), half(backend.magnitude(z.real))))
        }
        let other = div(backend.magnitude(z.imaginary), backend.scaled(t, byPowerOfTwo: 1))
        if !isNegative(z.real) {
            let im = isNegative(z.imaginary) ? negated(other) : other
            return Z(real: t, imaginary: im)
        }
        return Z(real: other, imaginary: isNegative(z.imaginary) ? negated(t) : t)
    }

    /// eᶻ = eᵃ(cos b + i sin b).
    mutating func exp(_ z: Z) -> Z {
        if isReal(z) { return complex(real(.exp, z.real)) }
        return Z(
            real: product(real(.cos, z.imaginary), .exp, of: z.real),
            imaginary: product(real(.sin, z.imaginary), .exp, of: z.real))
    }

    /// x·f(t) for f exp, cosh or sinh, also where f(t) alone is beyond a bounded range and the product is
    /// not (`exp(709.85+0.9i)`, `sin(0.5+710.3i)` on binary64): with h = e^(|t|/2), eᵗ = h·h, and cosh t =
    /// ±sinh t = h·h/2 there (|t| > 700: e^(−|t|) is far below an ulp of them), so x·f(t) = (x·h)·h,
    /// halved in between for cosh and sinh: three roundings, each part within 2 ulp.
    mutating func product(_ x: Value, _ f: UnaryFunction, of t: Value) -> Value {
        let value = real(f, t)
        guard !backend.isFinite(value), backend.isFinite(t), !isZero(x) else { return mul(x, value) }
        let h = real(.exp, half(backend.magnitude(t)))
        var product = mul(x, h)
        if f != .exp { product = half(product) }
        product = mul(product, h)
        return f == .sinh && isNegative(t) ? negated(product) : product
    }

    /// The principal logarithm ln|z| + i·arg z, arg in (−π, π]. With a bounded exponent range and z's
    /// larger part 2ᵉ·m with |e| > 500, ln|z| = e·ln 2 + ln|z·2⁻ᵉ|: |z| would overflow for parts near
    /// 10³⁰⁸ and lose digits for subnormal ones, and so far from 1 the sum cancels nothing.
    mutating func log(_ z: Z) throws(ArithmeticError) -> Z {
        if isZero(z) { throw .invalidOperation }
        let re: Value
        if !isReal(z), let nearOne = logOfModulusNearOne(z) {
            re = nearOne
        } else if let e = largerPartExponent(z), e > 500 || e < -500 {
            re = add(mul(backend.value(e), logOf(2)), real(.log, abs(scaled(z, byPowerOfTwo: -e))))
        } else {
            re = real(.log, abs(z))
        }
        if isReal(z) && !isNegative(z.real) { return complex(re) }
        return Z(real: re, imaginary: rounded(backend.argument(y: z.imaginary, x: z.real)))
    }

    /// ln|z| = ½ log1p((a − 1)(a + 1) + b²) for a ≥ b the magnitudes of z's parts, when that argument is
    /// within ±½ (|z| near 1): ln|z| itself would lose the digits that |z| has beside 1
    /// (ln(−1 − 0.00084i) kept 10 of its 15). nil farther from 1.
    mutating func logOfModulusNearOne(_ z: Z) -> Value? {
        var (a, b) = (backend.magnitude(z.real), backend.magnitude(z.imaginary))
        if backend.isLess(a, than: b) { (a, b) = (b, a) }
        let oneHalf = backend.scaled(one, byPowerOfTwo: -1)
        guard !backend.isLess(a, than: oneHalf), !backend.isLess(backend.value(2), than: a) else { return nil }
        let s = add(mul(sub(a, one), add(a, one)), mul(b, b))
        guard backend.isLess(backend.magnitude(s), than: oneHalf) else { return nil }
        return half(log1p(s))
    }

    /// ln of a real constant (10, 2).
    mutating func logOf(_ n: Int) -> Value { real(.log, backend.value(n)) }

    /// Whether |z| is so small that f(z) = z + O(z³) is z to the backend's precision.
    mutating func isTiny(_ z: Z) -> Bool {
        let threshold = backend.scaled(one, byPowerOfTwo: -(backend.precision / 2 + 2))
        var probe = ComplexEvaluator(backend: backend, isExact: false)
        return backend.isLess(probe.abs(z), than: threshold)
    }

    /// The argument in radians of a trigonometric function given in `angle` units.
    mutating func radians(_ z: Z, _ angle: AngleUnit) -> Z {
        guard let turn = angle.unitsPerTurn else { return z }
        return scale(z, div(backend.pi, backend.value(turn / 2)))
    }

    /// An angle in radians in `angle` units.
    mutating func inUnit(_ z: Z, _ angle: AngleUnit) -> Z {
        guard let turn = angle.unitsPerTurn else { return z }
        return scale(z, div(backend.value(turn / 2), backend.pi))
    }

    // MARK: Trigonometric and hyperbolic functions (arguments in radians)

    /// sin(a + bi) = sin a cosh b + i cos a sinh b; on the imaginary axis i sinh b (0 × cosh b would be NaN
    /// once cosh b overflows: sec(10⁵i) is 0, not Error).
    mutating func sin(_ z: Z) -> Z {
        let (a, b) = (z.real, z.imaginary)
        if isZero(a) { return Z(real: a, imaginary: real(.sinh, b)) }
        return Z(real: product(real(.sin, a), .cosh, of: b), imaginary: product(real(.cos, a), .sinh, of: b))
    }

    /// cos(a + bi) = cos a cosh b − i sin a sinh b; on the imaginary axis cosh b (as ``sin(_:)``).
    mutating func cos(_ z: Z) -> Z {
        let (a, b) = (z.real, z.imaginary)
        if isZero(a) { return complex(real(.cosh, b)) }
        return Z(real: product(real(.cos, a), .cosh, of: b), imaginary: negated(product(real(.sin, a), .sinh, of: b)))
    }

    /// tan z = (sin a cos a + i sinh b cosh b)/(cos² a + sinh² b), → ±i as |b| grows. The denominator
    /// sums two squares: (sin 2a + i sinh 2b)/(cos 2a + cosh 2b) cancelled in cos 2a + cosh 2b next to a
    /// pole (tan(−1.5167 + 0.00064i) was 116 ulp off). Once sinh² b overflows (|b| > 355 on binary64),
    /// the real part is 4 sin a cos a e^(−2|b|) and the imaginary part ±1.
    mutating func tan(_ z: Z) throws(ArithmeticError) -> Z {
        let (a, b) = (z.real, z.imaginary)
        let (sinA, cosA) = (real(.sin, a), real(.cos, a))
        let sinhB = real(.sinh, b)
        let d = add(mul(cosA, cosA), mul(sinhB, sinhB))
        if !backend.isFinite(d) {
            let decay = real(.exp, negated(backend.scaled(backend.magnitude(b), byPowerOfTwo: 1)))
            let re = mul(backend.scaled(mul(sinA, cosA), byPowerOfTwo: 2), decay)
            return rounded(Z(real: re, imaginary: isNegative(b) ? negated(one) : one))
        }
        if isZero(d) { throw .divisionByZero }
        return Z(real: div(mul(sinA, cosA), d), imaginary: div(mul(sinhB, real(.cosh, b)), d))
    }

    mutating func sinh(_ z: Z) -> Z { timesMinusI(sin(timesI(z))) }
    mutating func cosh(_ z: Z) -> Z { cos(timesI(z)) }
    mutating func tanh(_ z: Z) throws(ArithmeticError) -> Z { timesMinusI(try tan(timesI(z))) }

    // MARK: Keys

    /// `a op b` on complex values.
    mutating func apply(_ operation: BinaryOperation, _ a: Z, _ b: Z, angle: AngleUnit) throws(ArithmeticError) -> Z {
        switch operation {
        case .add: return add(a, b)
        case .subtract: return sub(a, b)
        case .multiply: return mul(a, b)
        case .divide: return try div(a, b)
        case .power: return try pow(a, b)
        case .reversedPower: return try pow(b, a)
        case .root:
            if isZero(b) { throw .invalidOperation }
            if isReal(b), backend.isEqual(b.real, backend.value(2)) { return sqrt(a) }
            return try pow(a, try div(complex(one), b))
        case .logarithm:
            let base = try log(b)
            if isZero(base) { throw .divisionByZero }
            return try div(try log(a), base)
        case .scaleByPowerOfTen:
            guard isReal(b) else { throw .invalidOperation }
            return Z(
                real: real(.scaleByPowerOfTen, a.real, b.real), imaginary: real(.scaleByPowerOfTen, a.imaginary, b.real)
            )
        case .polar:
            guard isReal(a), isReal(b) else {
                // r∠θ for a complex θ (or r) is r·e^(iθ) = r·e^(−Im θ)·(cos Re θ + i sin Re θ), θ in the angle
                // unit: cis(1+i) is e^(−1+i). Re θ goes to the real cos and sin, which reduce it in its unit
                // exactly (cis(1e20+i) in degrees), Im θ to radians.
                let exponent = negated(radians(complex(b.imaginary), angle).real)
                let (cosine, sine) = (real(.cos, b.real, angle: angle), real(.sin, b.real, angle: angle))
                let scale = real(.exp, exponent)
                guard isZero(scale) || isInfinite(scale) else {
                    return mul(a, Z(real: mul(scale, cosine), imaginary: mul(scale, sine)))
                }
                // e^(−Im θ) beyond the exponent range (binary64's e^−1000) while r·e^(−Im θ) may be within
                // it (1e300∠(1000i) is 5.08e−135): r·(cos + i sin) times 2^k equal factors e^(−Im θ/2^k),
                // each within the range (k ≤ 2 covers every result binary64 holds), a few roundings more.
                var halvings = 1
                var factor = real(.exp, backend.scaled(exponent, byPowerOfTwo: -1))
                while halvings < 3, isZero(factor) || isInfinite(factor) {
                    halvings += 1
                    factor = real(.exp, backend.scaled(exponent, byPowerOfTwo: -halvings))
                }
                var result = mul(a, Z(real: cosine, imaginary: sine))
                for _ in 0..<(1 << halvings) { result = mul(result, complex(factor)) }
                return result
            }
            return Z(
                real: mul(a.real, real(.cos, b.real, angle: angle)),
                imaginary: mul(a.real, real(.sin, b.real, angle: angle)))
        case .modulo, .combinations, .permutations, .minimum, .maximum, .gcd, .lcm, .hypot, .modularPower:
            throw .invalidOperation
        case .and, .or, .xor, .nand, .nor, .xnor, .shiftLeft, .shiftRightArithmetic, .shiftRightLogical:
            throw .invalidOperation
        }
    }

    /// f(z) on a complex value.
    mutating func apply(_ function: UnaryFunction, _ z: Z, angle: AngleUnit) throws(ArithmeticError) -> Z {
        if let form = function.reciprocalForm {
            if form.invertsArgument { return try applyToReciprocal(form.base, of: z, angle: angle) }
            let w = try apply(form.base, z, angle: angle)
            // f(z) beyond the range (sec(1e−5 + 1e5i): cosh 1e5 overflows) has a reciprocal below it: 0,
            // as the real reciprocal of an overflow is and as MPC gives it (∞/∞ in ÷ would be NaN).
            if hasInfinitePart(w), !backend.isNaN(w.real), !backend.isNaN(w.imaginary) {
                return rounded(complex(zero))
            }
            return try div(complex(one), w)
        }
        switch function {
        case .squareRoot: return sqrt(z)
        case .square: return mul(z, z)
        case .cube: return mul(mul(z, z), z)
        case .cubeRoot: return try cbrt(z)
        case .reciprocal: return try div(complex(one), z)
        case .exp: return exp(z)
        case .exp10: return isReal(z) ? complex(real(.exp10, z.real)) : exp(scale(z, logOf(10)))
        case .exp2: return isReal(z) ? complex(real(.exp2, z.real)) : exp(scale(z, logOf(2)))
        case .log: return try log(z)
        case .log10: return try div(try log(z), complex(logOf(10)))
        case .log2: return try div(try log(z), complex(logOf(2)))
        case .sin: return isReal(z) ? complex(real(.sin, z.real, angle: angle)) : sin(radians(z, angle))
        case .cos: return isReal(z) ? complex(real(.cos, z.real, angle: angle)) : cos(radians(z, angle))
        case .tan: return isReal(z) ? complex(real(.tan, z.real, angle: angle)) : try tan(radians(z, angle))
        case .asin: return inUnit(try asin(z), angle)
        case .acos: return inUnit(try acos(z), angle)
        case .atan: return inUnit(try atan(z), angle)
        case .sinh: return sinh(z)
        case .cosh: return cosh(z)
        case .tanh: return try tanh(z)
        case .asinh: return try asinh(z)
        case .acosh: return try acosh(z)
        case .atanh: return try atanh(z)
        case .abs: return complex(abs(z))
        case .realPart: return complex(z.real)
        case .imaginaryPart: return complex(z.imaginary)
        case .conjugate: return Z(real: z.real, imaginary: negated(z.imaginary))
        case .argument: return complex(try argument(z, angle: angle))
        case .factorial, .gamma, .floor, .ceil, .doubleFactorial, .round, .trunc, .frac, .sign:
            throw .invalidOperation
        case .sec, .csc, .cot, .asec, .acsc, .acot, .sech, .csch, .coth, .asech, .acsch, .acoth:
            preconditionFailure("reciprocal forms are evaluated above")
        }
    }

    /// f(1/z), on the side of f's cut where 1/z lies even when Im(1/z) is below the range: 1/z of
    /// 1e184 + 1e−188i is 1e−184 − 1e−556i, whose imaginary part rounds to 0 on a bounded exponent range,
    /// which would put `asech`'s w on acosh's cut at the side its convention names for a real argument
    /// (+π/2 i) instead of the side below the axis (−π/2 i). The side is found by f at w + δi, δ far below
    /// w, and taken by conjugating (f(w̄) = conj f(w) for every inverse function off its cut).
    mutating func applyToReciprocal(_ function: UnaryFunction, of z: Z, angle: AngleUnit) throws(ArithmeticError)
        -> Z
    {
        let w = try div(complex(one), z)
        let f = try apply(function, w, angle: angle)
        guard !isZero(z.imaginary), isReal(w), !isZero(w.real), !isZero(f.imaginary) else { return f }
        // δ = |w|·2^(−2P), or nearer w where that is below the range too (w = 1e−300 on binary64).
        var shift = 2 * backend.precision
        var delta = backend.scaled(backend.magnitude(w.real), byPowerOfTwo: -shift)
        while isZero(delta), shift > 1 {
            shift /= 2
            delta = backend.scaled(backend.magnitude(w.real), byPowerOfTwo: -shift)
        }
        guard !isZero(delta) else { return f }
        let above = try apply(function, Z(real: w.real, imaginary: delta), angle: angle)
        let isFromAbove = isNegative(f.imaginary) == isNegative(above.imaginary)
        let wIsAbove = isNegative(z.imaginary)
        return isFromAbove == wIsAbove ? f : Z(real: f.real, imaginary: negated(f.imaginary))
    }

    /// arg z in `angle` units: exact on the axes in degrees and gradians (0, 90, 180, −90; 0, 100, 200,
    /// −100); arg 0 is invalid.
    mutating func argument(_ z: Z, angle: AngleUnit) throws(ArithmeticError) -> Value {
        if isZero(z) { throw .invalidOperation }
        let onRealAxis = isZero(z.imaginary)
        if onRealAxis && !isNegative(z.real) { return zero }
        if let turn = angle.unitsPerTurn, onRealAxis || isZero(z.real) {
            if onRealAxis { return backend.value(turn / 2) }
            return backend.value(isNegative(z.imaginary) ? -turn / 4 : turn / 4)
        }
        let t = rounded(backend.argument(y: z.imaginary, x: z.real))
        return inUnit(complex(t), angle).real
    }

    /// `z` when both parts are finite; else why there is no finite result: an infinite part is an overflow
    /// even beside a NaN one (∞ − ∞ in a product of two overflowed values: (6e264 − 4e126i)³), a NaN alone
    /// an invalid operation.
    func checked(_ z: Z) throws(ArithmeticError) -> Z {
        if hasInfinitePart(z) { throw .overflow }
        if backend.isNaN(z.real) || backend.isNaN(z.imaginary) { throw .invalidOperation }
        return z
    }
}
