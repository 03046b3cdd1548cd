/// The inverse trigonometric and hyperbolic functions (arguments and results in radians).
extension ComplexEvaluator {
    // asin, acos and acosh take Kahan's forms ("Branch Cuts for Complex Elementary Functions", 1987),
    // built on p = √(1−z) and q = √(1+z) (acosh: √(z−1) and √(z+1)): each part is a real atan2 or asinh
    // of a sum whose two products have the same sign, so that nothing cancels. The logarithmic forms
    // they equal (asin z = −i ln(iz + √(1−z)√(1+z)), acosh z = ln(z + √(z+1)√(z−1))) lose a small part
    // beside a large one (acosh(−6e−17 + 9e−30i) has real part 9e−30, not 1e−16 of noise) and overflow
    // in iz + √(1−z²) for parts near 10³⁰⁸. On the cuts the principal square roots give the sides named
    // in `ComplexArithmetic`.

    /// asin z = atan(Re z / Re(pq)) + i·asinh(Im(p̄q)), p = √(1−z), q = √(1+z): Re(pq) = Re p Re q −
    /// Im p Im q and Im(p̄q) = Re p Im q − Im p Re q, where Im p and Im q never have the same sign.
    mutating func asin(_ z: Z) throws(ArithmeticError) -> Z {
        if isTiny(z) { return rounded(z) }
        let p = sqrt(sub(complex(one), z))
        let q = sqrt(add(complex(one), z))
        var x = sub(mul(p.real, q.real), mul(p.imaginary, q.imaginary))
        var y = z.real
        if !backend.isFinite(x) {
            // Parts near the largest double: Re(pq), about |z|, overflows; its ratio to Re z does not.
            let (p, q) = (scaled(p, byPowerOfTwo: -2), scaled(q, byPowerOfTwo: -2))
            x = sub(mul(p.real, q.real), mul(p.imaginary, q.imaginary))
            y = backend.scaled(y, byPowerOfTwo: -4)
        }
        let re = isZero(z.real) ? zero : rounded(backend.argument(y: y, x: backend.magnitude(x)))
        let im = asinhOfProducts(p, q, crossed: true)
        return Z(real: re, imaginary: im)
    }

    /// asinh(s) for s = Re a Im b − Im a Re b (`crossed`) or Re a Re b + Im a Im b, of a and b about √|z|:
    /// when the products overflow (|z| near the largest double), s/16 from a/4 and b/4, and asinh(s) =
    /// asinh(s/16) ± 4 ln 2, whose difference from the exact one, about 1/s², is far below an ulp there.
    mutating func asinhOfProducts(_ a: Z, _ b: Z, crossed: Bool) -> Value {
        func sum(_ a: Z, _ b: Z) -> Value {
            crossed
                ? sub(mul(a.real, b.imaginary), mul(a.imaginary, b.real))
                : add(mul(a.real, b.real), mul(a.imaginary, b.imaginary))
        }
        let s = sum(a, b)
        if backend.isFinite(s) { return real(.asinh, s) }
        let sixteenth = sum(scaled(a, byPowerOfTwo: -2), scaled(b, byPowerOfTwo: -2))
        let shift = backend.scaled(real(.log, backend.value(2)), byPowerOfTwo: 2)
        let magnitude = add(real(.asinh, backend.magnitude(sixteenth)), shift)
        return isNegative(sixteenth) ? negated(magnitude) : magnitude
    }

    /// acos z = 2·atan(Re p / Re q) + i·asinh(Im(q̄p)), p = √(1−z), q = √(1+z): Im(q̄p) = Re q Im p −
    /// Im q Re p, where Im p and Im q never have the same sign.
    mutating func acos(_ z: Z) throws(ArithmeticError) -> Z {
        let p = sqrt(sub(complex(one), z))
        let q = sqrt(add(complex(one), z))
        let re = backend.scaled(rounded(backend.argument(y: p.real, x: q.real)), byPowerOfTwo: 1)
        let im = asinhOfProducts(q, p, crossed: true)
        return Z(real: re, imaginary: im)
    }

    /// atanh z for z = x + yi: ¼ log1p(4x / ((1 − x)² + y²)) + ½ atan2(2y, (1 − x)(1 + x) − y²) i, poles at
    /// ±1 (the real part is ¼ ln(((1 + x)² + y²)/((1 − x)² + y²)) where that ratio is beyond [½, 1½]). The
    /// logarithmic form (ln(1 + z) − ln(1 − z))/2 cancels in its real part wherever |x| is small
    /// beside 1 (atan(10⁻⁸i) kept 7 of its 15 digits); this one sums only terms of one sign in the real
    /// part, each part within a few ulp times its condition number. On the real axis beyond ±1 the
    /// imaginary part is −π/2 for x > 1 and π/2 for x < −1 (the side of ln(1 − x) with a +0 part). For |z|
    /// beyond 2^(p/2 + 2), atanh z = atanh(1/z) ± πi/2, which is 1/z ± πi/2 to the precision p, with the sign of y
    /// (of −x on the real axis): (1 − x)² would overflow first.
    mutating func atanh(_ z: Z) throws(ArithmeticError) -> Z {
        if isTiny(z) { return rounded(z) }
        let (x, y) = (z.real, z.imaginary)
        if isReal(z), backend.isEqual(backend.magnitude(x), one) { throw .divisionByZero }
        let upward = isZero(y) ? isNegative(x) : !isNegative(y)
        let halfPi = rounded(half(backend.pi))
        if isHuge(z) {
            let w = try div(complex(one), z)
            return Z(real: w.real, imaginary: add(w.imaginary, upward ? halfPi : negated(halfPi)))
        }
        let oneMinusX = sub(one, x)
        let onePlusX = add(one, x)
        let y2 = mul(y, y)
        let below = add(mul(oneMinusX, oneMinusX), y2)
        let t = div(backend.scaled(x, byPowerOfTwo: 2), below)
        // ln R for R = ((1 + x)² + y²)/((1 − x)² + y²) = 1 + t: log1p(t) while R is near 1, ln R itself once
        // it is not (1 + t would cancel near z = −1, where (1 + x)² + y² is small and exact).
        let oneHalf = backend.scaled(one, byPowerOfTwo: -1)
        var logR =
            backend.isLess(backend.magnitude(t), than: oneHalf)
            ? log1p(t) : real(.log, div(add(mul(onePlusX, onePlusX), y2), below))
        if !backend.isFinite(logR) {
            // Next to the pole ±1 (`atanh(1+1e-160i)`): (1 − x)² + y² underflows, or R overflows, though
            // ln R is finite. R is huge there, so ln|1 + z|² − ln|1 − z|² does not cancel; hypot neither
            // overflows nor underflows.
            let logAbove = real(.log, real(.hypot, onePlusX, y))
            let logBelow = real(.log, real(.hypot, oneMinusX, y))
            logR = backend.scaled(sub(logAbove, logBelow), byPowerOfTwo: 1)
        }
        let re = backend.scaled(logR, byPowerOfTwo: -2)
        let im: Value
        if isZero(y) {
            im = backend.isLess(backend.magnitude(x), than: one) ? zero : (upward ? halfPi : negated(halfPi))
        } else {
            let denominator = sub(mul(oneMinusX, onePlusX), y2)
            im = half(rounded(backend.argument(y: backend.scaled(y, byPowerOfTwo: 1), x: denominator)))
        }
        return Z(real: re, imaginary: im)
    }

    /// Whether |z| is beyond 2^(p/2 + 2), so that 1/z is atanh(1/z) to the backend's precision p.
    func isHuge(_ z: Z) -> Bool {
        let threshold = backend.scaled(one, byPowerOfTwo: backend.precision / 2 + 2)
        return backend.isLess(threshold, than: backend.magnitude(z.real))
            || backend.isLess(threshold, than: backend.magnitude(z.imaginary))
    }

    /// ln(1 + t) for real t > −1 without the cancellation of ln(1 + t) when t is small: with u = 1 + t
    /// rounded, ln u × t/(u − 1) (u − 1 is exact in binary), which is within a few ulp (Goldberg, "What
    /// every computer scientist should know about floating-point arithmetic", 1991, theorem 4).
    mutating func log1p(_ t: Value) -> Value {
        let u = add(one, t)
        if backend.isEqual(u, one) { return t }
        return mul(real(.log, u), div(t, sub(u, one)))
    }

    /// atan z = −i atanh(iz).
    mutating func atan(_ z: Z) throws(ArithmeticError) -> Z { timesMinusI(try atanh(timesI(z))) }

    /// asinh z = −i asin(iz).
    mutating func asinh(_ z: Z) throws(ArithmeticError) -> Z { timesMinusI(try asin(timesI(z))) }

    /// acosh z = asinh(Re(p̄q)) + 2i·atan(Im p / Re q), p = √(z−1), q = √(z+1): Re(p̄q) = Re p Re q +
    /// Im p Im q, where Im p and Im q have z's sign.
    mutating func acosh(_ z: Z) throws(ArithmeticError) -> Z {
        let p = sqrt(sub(z, complex(one)))
        let q = sqrt(add(z, complex(one)))
        let re = asinhOfProducts(p, q, crossed: false)
        let im = backend.scaled(rounded(backend.argument(y: p.imaginary, x: q.real)), byPowerOfTwo: 1)
        return Z(real: re, imaginary: im)
    }
}
