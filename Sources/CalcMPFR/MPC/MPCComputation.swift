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

    /// The largest natural exponent that ``naturalPower(_:_:bits:)`` takes.
    static let largestNaturalExponent = 16

    /// The most bits a term of ``naturalPower(_:_:bits:)`` may have (n times z's precision): 512 KiB.
    static let largestNaturalPowerTermBits = 1 << 22

    /// zⁿ rounded to `bits` for a natural n in 2...``largestNaturalExponent``, each part correctly
    /// rounded, or nil when a term would be wider than ``largestNaturalPowerTermBits`` or leaves MPFR's
    /// exponent range (then `mpc_pow` decides). For z = a + bi, zⁿ = Σ C(n, k) aⁿ⁻ᵏ (bi)ᵏ: each term is
    /// exact at n times z's precision plus 64 bits (C(16, 8) < 2^14), the real part sums the even k and
    /// the imaginary part the odd k, with the signs of iᵏ, and `mpfr_sum` rounds each exact sum once.
    /// `mpc_pow` works at the spread of the parts instead ((1e78000+i)¹ took 49 s, (−1e−19000 − i)³ over
    /// 30 s) and at about the precision again when |z| is a hair from 1 ((0.6+0.8i)⁴ 0.26 s at 4,096 bits).
    mutating func naturalPower(_ z: borrowing MPCVariable, _ n: Int, bits: Int) -> MPCVariable? {
        let (a, b) = (z.real, z.imaginary)
        let p = Int(max(mpfr_get_prec(a), mpfr_get_prec(b)))
        guard (2...Self.largestNaturalExponent).contains(n), n * p <= Self.largestNaturalPowerTermBits else {
            return nil
        }
        // powers[j] = aʲ and powers[n + 1 + j] = bʲ, exact; terms[k] = ±C(n, k) aⁿ⁻ᵏ bᵏ, exact.
        let powers = UnsafeMutablePointer<__mpfr_struct>.allocate(capacity: 2 * (n + 1))
        let terms = UnsafeMutablePointer<__mpfr_struct>.allocate(capacity: n + 1)
        for j in 0...n {
            mpfr_init2(powers + j, mpfr_prec_t(max(j * p, 2)))
            mpfr_init2(powers + (n + 1 + j), mpfr_prec_t(max(j * p, 2)))
            mpfr_init2(terms + j, mpfr_prec_t(n * p + 64))
        }
        defer {
            for j in 0...(2 * n + 1) { mpfr_clear(powers + j) }
            for k in 0...n { mpfr_clear(terms + k) }
            powers.deallocate()
            terms.deallocate()
        }
        let aIsZero = mpfr_zero_p(a) != 0
        let bIsZero = mpfr_zero_p(b) != 0
        let inRange = MPFRExponentRange.standard.run { () -> Bool in
            mpfr_set_ui(powers, 1, MPFR_RNDN)
            mpfr_set_ui(powers + (n + 1), 1, MPFR_RNDN)
            for j in 1...n {
                mpfr_mul(powers + j, powers + (j - 1), a, MPFR_RNDN)
                mpfr_mul(powers + (n + 1 + j), powers + (n + j), b, MPFR_RNDN)
            }
            var binomial: UInt = 1
            for k in 0...n {
                let term = terms + k
                mpfr_mul(term, powers + (n - k), powers + (n + 1 + k), MPFR_RNDN)
                mpfr_mul_ui(term, term, binomial, MPFR_RNDN)
                if k % 4 >= 2 { mpfr_neg(term, term, MPFR_RNDN) }
                binomial = binomial * UInt(n - k) / UInt(k + 1)
                // A term that is infinite or NaN (an overflowed power times an underflowed one), or that
                // should be nonzero and came out 0, left the exponent range.
                let isNonzero = (n - k == 0 || !aIsZero) && (k == 0 || !bIsZero)
                if mpfr_number_p(term) == 0 || (isNonzero && mpfr_zero_p(term) != 0) { return false }
            }
            return true
        }
        guard inRange else { return nil }
        var even: [mpfr_ptr?] = stride(from: 0, through: n, by: 2).map { terms + $0 }
        var odd: [mpfr_ptr?] = stride(from: 1, through: n, by: 2).map { terms + $0 }
        return step(bits: bits) { target in
            let re = even.withUnsafeMutableBufferPointer { sum in
                mpfr_sum(cmpfr_mpc_real(target), sum.baseAddress, UInt(sum.count), MPFR_RNDN)
            }
            let im = odd.withUnsafeMutableBufferPointer { sum in
                mpfr_sum(cmpfr_mpc_imaginary(target), sum.baseAddress, UInt(sum.count), MPFR_RNDN)
            }
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
        // a⁰ is 1; a², a¹, a⁻¹ and a^½ are one MPC function each, and aⁿ for n in 3...16 its exact binomial terms,
        // with the same correctly rounded parts, at once: mpc_pow's exactness test for these exponents works
        // at the spread of a's parts ((1e20000+i)² took 6.8 s, (1e78000+i)¹ 49 s, (1+1e78000i)⁻¹ 2.2 s).
        if b.isReal {
            let exponent = b.real
            if mpfr_cmp_ui(exponent, 2) == 0 { return unary(a, bits: bits, mpc_sqr) }
            if mpfr_integer_p(exponent) != 0, mpfr_cmp_ui(exponent, 3) >= 0,
                mpfr_cmp_ui(exponent, UInt(Self.largestNaturalExponent)) <= 0,
                let power = naturalPower(a, Int(mpfr_get_si(exponent, MPFR_RNDN)), bits: bits)
            {
                return power
            }
            if mpfr_cmp_ui(exponent, 1) == 0 { return unary(a, bits: bits, mpc_set) }
            // a⁰ = 1 exactly for a ≠ 0 (0⁰ is decided above).
            if mpfr_zero_p(exponent) != 0 { return step(bits: bits) { mpc_set_ui($0, 1, Self.nearest) } }
            if mpfr_cmp_si(exponent, -1) == 0 { return try reciprocal(a, bits: bits) }
            if mpfr_cmp_d(exponent, 0.5) == 0 { return unary(a, bits: bits, mpc_sqrt) }
        }
        // mpc_pow itself: within the limits of its time (a part that is tiny, or far from the other).
        try backend.checkPartExponents(a.value, inverse: false)
        try backend.checkPartExponents(b.value, inverse: false)
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
