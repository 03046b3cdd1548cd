extension ComplexEvaluator {
    /// The binary exponent of z's larger part on a backend with a bounded exponent range
    /// (`boundedBinaryExponent(of:)`), nil for 0, a non-finite part, and on every other backend.
    func largerPartExponent(_ z: Z) -> Int? {
        switch (backend.boundedBinaryExponent(of: z.real), backend.boundedBinaryExponent(of: z.imaginary)) {
        case (let a?, let b?): Swift.max(a, b)
        case (let a?, nil): backend.isFinite(z.imaginary) ? a : nil
        case (nil, let b?): backend.isFinite(z.real) ? b : nil
        case (nil, nil): nil
        }
    }

    /// z × 2ⁿ, part by part: exact, but for a part that leaves the range (a part that falls below it is
    /// negligible beside the other wherever this scales).
    func scaled(_ z: Z, byPowerOfTwo n: Int) -> Z {
        Z(real: backend.scaled(z.real, byPowerOfTwo: n), imaginary: backend.scaled(z.imaginary, byPowerOfTwo: n))
    }

    /// x × 2ⁿ for a result computed in scaled form: the result leaves exactness when the scaling rounded
    /// it into the subnormal range.
    mutating func unscaled(_ x: Value, byPowerOfTwo n: Int) -> Value {
        let result = backend.scaled(x, byPowerOfTwo: n)
        if isExact, !backend.isEqual(backend.scaled(result, byPowerOfTwo: -n), x) { isExact = false }
        return result
    }

    /// z × 2ⁿ for a result computed in scaled form (as ``unscaled(_:byPowerOfTwo:)``, part by part).
    mutating func unscaled(_ z: Z, byPowerOfTwo n: Int) -> Z {
        Z(real: unscaled(z.real, byPowerOfTwo: n), imaginary: unscaled(z.imaginary, byPowerOfTwo: n))
    }
}
