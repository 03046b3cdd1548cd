import CMPFR
import CalcNumerics

/// The steps of one complex key on ``MPFRBackend`` through GNU MPC, and whether every step so far was
/// exact (MPC's return value says whether each part was rounded).
///
/// A key MPC has a function for is that one function at the backend's precision, rounded to nearest in
/// each part (`MPC_RNDNN`): each part correctly rounded, as MPC guarantees. A key MPC has no function
/// for (log₂, log base y, the reciprocal functions, ∛ and y-th roots, and every trigonometric key in
/// degrees) is composed from MPC's functions: its inner steps at 64 bits more than the backend's
/// precision and only the last step at the backend's, so each part is within a hair of one ulp but is
/// not guaranteed to be correctly rounded. Every step runs in MPFR's standard exponent range; in IEEE
/// mode the result's parts are then brought into binary64's range and rounded to subnormals
/// (`mpfr_check_range` and `mpfr_subnormalize` with each part's ternary value, so never rounded twice).
struct MPCComputation {
    let backend: MPFRBackend
    /// Whether every step so far was exact (and the arguments were).
    var isExact: Bool
    /// Whether a step rounded before the last one, or a rounded constant entered (a composed key), so that
    /// the result's parts are not each the correctly rounded value for the arguments as given.
    var hasRoundedInnerStep = false
    /// Whether the latest step rounded.
    var latestStepRounded = false

    /// Each part rounded to nearest.
    static var nearest: mpc_rnd_t { cmpfr_mpc_rndnn() }

    /// The precision of a composed key's inner steps when its result has `bits`.
    static func inner(_ bits: Int) -> Int { bits + 64 }

    // MARK: Steps

    /// A new variable of `bits` set by `body` (MPC's function into the pointer it is given), in MPFR's
    /// standard exponent range; a zero part of the result is +0.
    mutating func step(bits: Int, _ body: (mpc_ptr) -> Int32) -> MPCVariable {
        var result = MPCVariable(precision: bits)
        record(&result, body)
        return result
    }

    /// Sets `result` by `body` (as ``step(bits:_:)`` does) and records whether it was exact.
    mutating func record(_ result: inout MPCVariable, _ body: (mpc_ptr) -> Int32) {
        if latestStepRounded { hasRoundedInnerStep = true }
        result.assign { target in MPFRExponentRange.standard.run { body(target) } }
        latestStepRounded = result.ternary != 0
        if latestStepRounded { isExact = false }
        result.makeZeroPartsPositive()
    }

    /// f(z) rounded to `bits`.
    mutating func unary(
        _ z: borrowing MPCVariable, bits: Int, _ f: (mpc_ptr, mpc_srcptr, mpc_rnd_t) -> Int32
    ) -> MPCVariable {
        let source = z.pointer
        return step(bits: bits) { f($0, source, Self.nearest) }
    }

    /// f(a, b) rounded to `bits`.
    mutating func binary(
        _ a: borrowing MPCVariable, _ b: borrowing MPCVariable, bits: Int,
        _ f: (mpc_ptr, mpc_srcptr, mpc_srcptr, mpc_rnd_t) -> Int32
    ) -> MPCVariable {
        let first = a.pointer
        let second = b.pointer
        return step(bits: bits) { f($0, first, second, Self.nearest) }
    }

    /// z × x for a real x given by `setReal` (an MPFR function setting a value of the inner precision,
    /// such as π/180), rounded to `bits`.
    mutating func scaled(_ z: borrowing MPCVariable, bits: Int, by setReal: (mpfr_ptr) -> Void) -> MPCVariable {
        var factor = MPFRValue(precision: Self.inner(bits))
        factor.withMutableMPFRPointer { target in MPFRExponentRange.standard.run { setReal(target) } }
        hasRoundedInnerStep = true
        let source = z.pointer
        var result = MPCVariable(precision: bits)
        factor.withMPFRPointer { x in record(&result) { mpc_mul_fr($0, source, x, Self.nearest) } }
        return result
    }

    /// 1/z rounded to `bits` (MPC's `mpc_ui_div`); 1/0 has no value.
    mutating func reciprocal(_ z: borrowing MPCVariable, bits: Int) throws(ArithmeticError) -> MPCVariable {
        if z.isZero { throw .divisionByZero }
        let source = z.pointer
        return step(bits: bits) { mpc_ui_div($0, 1, source, Self.nearest) }
    }

    /// z³ rounded to `bits`, each part correctly rounded: for z = a + bi, Re z³ = a³ − 3ab² and
    /// Im z³ = 3a²b − b³, each term exact at three times z's precision (plus 2 bits for the factor 3) and
    /// each difference rounded once by `mpfr_sub`. `mpc_pow_ui` worked at the spread of the parts:
    /// (3 − 1e78000i)³ took 3.8 s and (−1e−19000 − i)³ over 30 s.
    mutating func cube(_ z: borrowing MPCVariable, bits: Int) -> MPCVariable {
        let (a, b) = (z.real, z.imaginary)
        let p = Int(max(mpfr_get_prec(a), mpfr_get_prec(b)))
        let squares = MPCVariable(precision: 2 * p)  // a², b²
        let realTerms = MPCVariable(precision: 3 * p + 2)  // a³, 3ab²
        let imaginaryTerms = MPCVariable(precision: 3 * p + 2)  // 3a²b, b³
        _ = MPFRExponentRange.standard.run {
            mpfr_sqr(squares.real, a, MPFR_RNDN)
            mpfr_sqr(squares.imaginary, b, MPFR_RNDN)
            mpfr_mul(realTerms.real, squares.real, a, MPFR_RNDN)
            mpfr_mul(realTerms.imaginary, squares.imaginary, a, MPFR_RNDN)
            mpfr_mul_ui(realTerms.imaginary, realTerms.imaginary, 3, MPFR_RNDN)
            mpfr_mul(imaginaryTerms.real, squares.real, b, MPFR_RNDN)
            mpfr_mul_ui(imaginaryTerms.real, imaginaryTerms.real, 3, MPFR_RNDN)
            return mpfr_mul(imaginaryTerms.imaginary, squares.imaginary, b, MPFR_RNDN)
        }
        return step(bits: bits) { target in
            let re = mpfr_sub(cmpfr_mpc_real(target), realTerms.real, realTerms.imaginary, MPFR_RNDN)
            let im = mpfr_sub(cmpfr_mpc_imaginary(target), imaginaryTerms.real, imaginaryTerms.imaginary, MPFR_RNDN)
            return cmpfr_mpc_inex(re, im)
        }
    }

    /// The principal aᵇ rounded to `bits` (`mpc_pow`); 0ᵇ is 0 when Re b > 0, a division by zero when
    /// Re b < 0, and undefined when Re b = 0.
    mutating func power(_ a: borrowing MPCVariable, _ b: borrowing MPCVariable, bits: Int) throws(ArithmeticError)
        -> MPCVariable
    {
        if a.isZero {
            let sign = mpfr_sgn(b.real)
            if sign < 0 { throw .divisionByZero }
            if sign == 0 { throw .invalidOperation }
        }
        // a², a³, a¹, a⁻¹ and a^½ are one MPC function (a³ its exact terms) each, with the same correctly
        // rounded parts, at once: mpc_pow's exactness test for these exponents works at the spread of a's
        // parts ((1e20000+i)² took 6.8 s, (1e78000+i)¹ 49 s, (1+1e78000i)⁻¹ 2.2 s), and (0.6+0.8i)³ took
        // 0.23 s at 4,096 bits.
        if b.isReal {
            let exponent = b.real
            if mpfr_cmp_ui(exponent, 2) == 0 { return unary(a, bits: bits, mpc_sqr) }
            if mpfr_cmp_ui(exponent, 3) == 0 { return cube(a, bits: bits) }
            if mpfr_cmp_ui(exponent, 1) == 0 { return unary(a, bits: bits, mpc_set) }
            if mpfr_cmp_si(exponent, -1) == 0 { return try reciprocal(a, bits: bits) }
            if mpfr_cmp_d(exponent, 0.5) == 0 { return unary(a, bits: bits, mpc_sqrt) }
        }
        try Self.checkPartSpread(a, bits: bits)
        try Self.checkPartSpread(b, bits: bits)
        if !a.isZero && !(a.isReal && b.isReal) {
            // aᵇ is e^(b ln a): the sine and cosine of Im(b ln a), estimated at 64 bits, within the limit.
            var estimate = MPCComputation(backend: backend, isExact: false)
            let logarithm = estimate.unary(a, bits: 64, mpc_log)
            let exponent = estimate.binary(b, logarithm, bits: 64, mpc_mul)
            try Self.checkPowerAngle(exponent.imaginary, bits: bits)
        }
        return binary(a, b, bits: bits, mpc_pow)
    }

    /// The constant `n` + 0i, exact (64 bits: an argument, never a result).
    func constant(_ n: UInt) -> MPCVariable {
        let result = MPCVariable(precision: 64)
        _ = MPFRExponentRange.standard.run { mpc_set_ui(result.pointer, n, Self.nearest) }
        return result
    }

    // MARK: Result

    /// The last step's value as the backend's: in IEEE mode each part brought into binary64's range and
    /// rounded to a subnormal; a finite result, or why there is none.
    mutating func finish(_ result: consuming MPCVariable) throws(ArithmeticError) -> (
        value: ComplexValue<MPFRValue>, isExact: Bool, partsAreCorrectlyRounded: Bool
    ) {
        if backend.isIEEEMode {
            let parts = [
                (result.real, cmpfr_mpc_inex_real(result.ternary)),
                (result.imaginary, cmpfr_mpc_inex_imaginary(result.ternary)),
            ]
            MPFRExponentRange.binary64.run {
                for (part, ternary) in parts {
                    let checked = mpfr_check_range(part, ternary, MPFR_RNDN)
                    if mpfr_subnormalize(part, checked, MPFR_RNDN) != 0 { isExact = false }
                }
            }
        }
        let value = result.value
        for part in [value.real, value.imaginary] where !part.isFinite {
            throw part.isNaN ? .invalidOperation : .overflow
        }
        return (value, isExact, isExact || !hasRoundedInnerStep)
    }
}
