/// Powers: aᵇ by squaring, by the exponent mod 4 for a unit, or as e^(b ln a); the cube root.
extension ComplexEvaluator {
    /// aⁿ when a is exactly 1, −1, i or −i and n an integer: a to the power n mod 4 (exact: the remainder
    /// of an integer by 4 is), so for every n; nil for any other a.
    mutating func unitPower(_ a: Z, _ n: Value) throws(ArithmeticError) -> Z? {
        guard backend.isUnit(a) else { return nil }
        // n mod 4 in 0 ..< 4 (the divisor's sign), then that many factors.
        let remainder = backend.apply(.modulo, n, backend.value(4))
        var result = complex(one)
        for k in 1...3 where !backend.isLess(remainder, than: backend.value(k)) { result = mul(result, a) }
        return result
    }

    /// The largest integer exponent aᵇ takes by binary powering: 4096 on a backend of rounded values
    /// (beyond, e^(b ln a) is as accurate and faster), 2⁶² on one with exact values, whose Gaussian
    /// rational powers stay exact up to its size limit (i^10000 is exactly 1) with an exact zero part
    /// exactly zero ((1+i)^(2^20) is the real 2^524288).
    static var binaryPoweringLimit: Int { Backend.hasExactValues ? 1 << 62 : 4096 }

    /// aᵇ: a unit (±1, ±i) to an integer power of any size by the exponent mod 4 (i^(10¹⁰⁰ + 1) is i: e^(b ln a)
    /// would round the exponent first); by squaring for an integer exponent up to ``binaryPoweringLimit``
    /// (exact Gaussian powers); else e^(b ln a).
    mutating func pow(_ a: Z, _ b: Z) throws(ArithmeticError) -> Z {
        if isReal(b), backend.isInteger(b.real), let unitPower = try unitPower(a, b.real) { return unitPower }
        let limit = Self.binaryPoweringLimit
        if isReal(b), backend.isInteger(b.real),
            !backend.isLess(backend.value(limit), than: backend.magnitude(b.real))
        {
            var n = 0
            var exponent = backend.magnitude(b.real)
            // The integer's value, at most the limit, by halving (backends have no Value → Int).
            var bit = limit
            while bit >= 1 {
                let v = backend.value(bit)
                if !backend.isLess(exponent, than: v) {
                    exponent = backend.difference(exponent, v)
                    n += bit
                }
                bit /= 2
            }
            let result = power(a, n)
            guard isNegative(b.real) else { return result }
            if isFinite(result), !isZero(result) || isZero(a) { return try div(complex(one), result) }
            // aⁿ beyond the range (or below it) where a⁻ⁿ is not: (1/a)ⁿ, so that (1e200 + 1e200i)⁻² is 0 on
            // binary64, as it is everywhere else, not the invalid 1/(∞ − ∞ + ∞i), and (1e−200 + 1e−200i)⁻²
            // an overflow, not a division by zero.
            return power(try div(complex(one), a), n)
        }
        if isZero(a) {
            if isNegative(b.real) || isZero(b.real) { throw isZero(b.real) ? .invalidOperation : .divisionByZero }
            return complex(zero)
        }
        return exp(mul(b, try log(a)))
    }

    /// aⁿ for n ≥ 0 by squaring; a factor with an infinite part as soon as one overflows (it goes into
    /// the result, which overflows too: multiplying on made its parts ∞ − ∞, not a number, so that
    /// (1+i)^(10¹⁸) on the exact backend was an invalid operation, not an overflow).
    mutating func power(_ a: Z, _ n: Int) -> Z {
        var result = complex(one)
        var base = a
        var k = n
        while k > 0 {
            if k & 1 == 1 { result = mul(result, base) }
            k >>= 1
            if k > 0 { base = mul(base, base) }
            if hasInfinitePart(result) { return result }
            if hasInfinitePart(base) { return base }
        }
        return result
    }

    /// The principal cube root ∛|z| (cos θ/3 + i sin θ/3), θ = arg z; a real z keeps its real cube root.
    /// Each part is within a few ulp: e^(ln z / 3) lost the absolute error of ln|z| (about 600 ulp of 1 for
    /// |z| near 10²⁸⁴) in e^. With a bounded exponent range z is first scaled by 2⁻³ᵏ, its larger part's
    /// exponent rounded down to a multiple of 3, and the root scaled back by 2ᵏ (|z| would overflow).
    mutating func cbrt(_ z: Z) throws(ArithmeticError) -> Z {
        if isReal(z) { return complex(real(.cubeRoot, z.real)) }
        var k = 0
        if let e = largerPartExponent(z) { k = e >= 0 ? e / 3 : -((2 - e) / 3) }
        let scaledZ = scaled(z, byPowerOfTwo: -3 * k)
        let r = unscaled(real(.cubeRoot, abs(scaledZ)), byPowerOfTwo: k)
        let third = div(rounded(backend.argument(y: z.imaginary, x: z.real)), backend.value(3))
        return Z(real: mul(r, real(.cos, third)), imaginary: mul(r, real(.sin, third)))
    }
}
