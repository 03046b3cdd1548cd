import CMPFR
import CalcNumerics

/// The keys that are a composition of two MPFR functions (sec x = 1/cos x in degrees, asec x =
/// acos(1/x), log_b a = log a / log b), each computed as ONE correctly rounded result of the whole
/// function, not as two rounded steps.
///
/// Each runs Ziv's loop: an approximation at a working precision W above the target's, a test whether
/// every value within its error bound rounds to the same number of the target's precision (and lies on
/// the same side of it, so that the ternary value is right too), and W doubled when it does not. None
/// of these functions has an exact value on a rounding boundary other than the exact cases each
/// function answers first, so the loop would end; but a value can lie extremely close to a boundary
/// (acot 10^−1000000 in degrees is 90 − 10^−999998), so W stops doubling at
/// ``maximumWorkingPrecision(_:)`` and the last approximation is then rounded (two roundings, only
/// there). Enclosures of irrational values decide such cases at once: an end that is itself the
/// rounded number puts the value strictly on one side of it.
///
/// Intermediate values are computed in MPFR's standard exponent range; only the final rounding into
/// `target` happens in the caller's range, with the ternary value of the exact result, so that IEEE
/// mode's subnormal rounding (`mpfr_subnormalize`) rounds once.
enum MPFRRoundedOnce {
    /// An MPFR function of one argument, in MPFR's shape.
    typealias Unary = (mpfr_ptr, mpfr_srcptr, mpfr_rnd_t) -> Int32

    /// Bits of the first working precision above the target's.
    static let guardBits = 32

    /// The working precision beyond which a loop rounds its last approximation instead of doubling:
    /// 64 times the target's precision, at least 16,384 bits.
    static func maximumWorkingPrecision(_ precision: Int) -> Int { max(64 * precision, 1 << 14) }

    /// Rounds a value known to lie in [`lower`, `upper`] and to be no number of `target`'s precision
    /// (an irrational value) into `target`, when both ends round to the same number R: the value then
    /// rounds to R, and lies below R when `lower` < R and `upper` ≤ R (it is not R), above when R ≤
    /// `lower` and R < `upper`. Returns the ternary value, or nil when the ends round apart.
    private static func roundEnclosure(
        _ target: mpfr_ptr, lower: mpfr_srcptr, upper: mpfr_srcptr, _ rounding: mpfr_rnd_t
    ) -> Int32? {
        guard mpfr_number_p(lower) != 0, mpfr_number_p(upper) != 0 else { return nil }
        let precision = Int(mpfr_get_prec(target))
        let roundedLower = MPFRStorage.make(precision: precision)
        let roundedUpper = MPFRStorage.make(precision: precision)
        return withExtendedLifetime((roundedLower, roundedUpper)) {
            let (lowerTernary, upperTernary) = MPFRExponentRange.standard.run {
                (
                    mpfr_set(roundedLower.pointer, lower, rounding),
                    mpfr_set(roundedUpper.pointer, upper, rounding)
                )
            }
            guard mpfr_equal_p(roundedLower.pointer, roundedUpper.pointer) != 0 else { return nil }
            let ternary: Int32
            if lowerTernary > 0 && upperTernary >= 0 {
                ternary = 1
            } else if lowerTernary <= 0 && upperTernary < 0 {
                ternary = -1
            } else if lowerTernary == 0 && upperTernary == 0 {
                ternary = 0
            } else {
                return nil
            }
            // The rounded ends were computed in the standard range: the caller's range (binary64's in
            // IEEE mode) applies now, so that 180/(π·4.9e−324) overflows to ∞ as binary64 does.
            _ = mpfr_set(target, roundedLower.pointer, rounding)
            return mpfr_check_range(target, ternary, rounding)
        }
    }

    /// The rounding of `approximation` in `rounding` to `precision` bits when its error bound
    /// 2^(EXP − `accurateBits`) decides it (`mpfr_can_round`, with one more bit in round-to-nearest so that
    /// the ternary value is decided too).
    private static func canRound(
        _ approximation: mpfr_srcptr, accurateBits: Int, _ rounding: mpfr_rnd_t, precision: Int
    ) -> Bool {
        guard mpfr_regular_p(approximation) != 0 else { return false }
        let nearest = rounding == MPFR_RNDN
        return mpfr_can_round(
            approximation, mpfr_exp_t(accurateBits), MPFR_RNDN, nearest ? MPFR_RNDZ : rounding,
            mpfr_prec_t(precision + (nearest ? 1 : 0))) != 0
    }

    /// 1/f(x) rounded once, for f = `mpfr_cosu`, `mpfr_sinu` or `mpfr_tanu` (degrees: sec, csc, cot).
    ///
    /// When f(x) is exact (the angles with rational cosines, sines and tangents: 0, ±1/2, ±1, 0 and ±∞)
    /// 1/f(x) is one division. Otherwise f(x) is irrational (Niven), and so is 1/f(x): f(x) rounded
    /// down and up at W bits encloses it (both of its sign), and their reciprocals rounded outward
    /// enclose 1/f(x) (``roundEnclosure(_:lower:upper:_:)``).
    static func reciprocal(
        of function: Unary, _ target: mpfr_ptr, _ x: mpfr_srcptr, _ rounding: mpfr_rnd_t
    ) -> Int32 {
        let precision = Int(mpfr_get_prec(target))
        var working = max(precision, Int(mpfr_get_prec(x))) + guardBits
        while true {
            let low = MPFRStorage.make(precision: working)
            let high = MPFRStorage.make(precision: working)
            let done: Int32? = withExtendedLifetime((low, high)) {
                let ternary = MPFRExponentRange.standard.run { function(low.pointer, x, MPFR_RNDD) }
                if ternary == 0 || mpfr_number_p(low.pointer) == 0 || mpfr_zero_p(low.pointer) != 0 {
                    return mpfr_ui_div(target, 1, low.pointer, rounding)
                }
                MPFRExponentRange.standard.run {
                    _ = function(high.pointer, x, MPFR_RNDU)
                    // 1/t decreases on each sign: 1/high ≤ 1/f(x) ≤ 1/low.
                    _ = mpfr_ui_div(high.pointer, 1, high.pointer, MPFR_RNDD)
                    _ = mpfr_ui_div(low.pointer, 1, low.pointer, MPFR_RNDU)
                }
                if let ternary = roundEnclosure(target, lower: high.pointer, upper: low.pointer, rounding) {
                    return ternary
                }
                if working >= maximumWorkingPrecision(precision) {
                    return mpfr_set(target, low.pointer, rounding)
                }
                return nil
            }
            if let done { return done }
            working *= 2
        }
    }

    /// f(1/x) rounded once, for a monotonic f (`increasing` or decreasing on its domain): asec, acsc,
    /// acot in either unit, asech, acsch, acoth.
    ///
    /// When 1/x is exact at the working precision (x = ±2ᵏ, 0, ±∞) it is one call of f. Otherwise 1/x is
    /// not a dyadic number, f(1/x) is irrational (Lindemann–Weierstrass in radians, Niven in degrees,
    /// whose rational cosines, sines and tangents are dyadic), and the loop encloses it: 1/x rounded down
    /// and up, f of those rounded outward, and the result is decided when both ends of the enclosure
    /// round to one number and lie on the same side of it (f's condition number, unbounded near
    /// acos 1 and atanh ±1, then needs no estimate).
    static func ofReciprocal(
        _ function: Unary, increasing: Bool, _ target: mpfr_ptr, _ x: mpfr_srcptr, _ rounding: mpfr_rnd_t
    ) -> Int32 {
        let precision = Int(mpfr_get_prec(target))
        var working = max(precision, Int(mpfr_get_prec(x))) + guardBits
        while true {
            let low = MPFRStorage.make(precision: working)
            let high = MPFRStorage.make(precision: working)
            let lower = MPFRStorage.make(precision: working)
            let upper = MPFRStorage.make(precision: working)
            let done: Int32? = withExtendedLifetime((low, high, lower, upper)) {
                let inexact = MPFRExponentRange.standard.run { mpfr_ui_div(low.pointer, 1, x, MPFR_RNDD) } != 0
                if !inexact { return function(target, low.pointer, rounding) }
                MPFRExponentRange.standard.run {
                    _ = mpfr_ui_div(high.pointer, 1, x, MPFR_RNDU)
                    _ = function(lower.pointer, increasing ? low.pointer : high.pointer, MPFR_RNDD)
                    _ = function(upper.pointer, increasing ? high.pointer : low.pointer, MPFR_RNDU)
                }
                if mpfr_nan_p(lower.pointer) != 0 && mpfr_nan_p(upper.pointer) != 0 {
                    mpfr_set_nan(target)
                    return 0
                }
                if let ternary = roundEnclosure(target, lower: lower.pointer, upper: upper.pointer, rounding) {
                    return ternary
                }
                if working >= maximumWorkingPrecision(precision) {
                    return mpfr_number_p(lower.pointer) != 0
                        ? mpfr_set(target, lower.pointer, rounding) : mpfr_set(target, upper.pointer, rounding)
                }
                return nil
            }
            if let done { return done }
            working *= 2
        }
    }

    /// log_b a = log a / log b rounded once.
    ///
    /// At W bits each logarithm and the quotient add a relative error of at most 2^−W, so the quotient
    /// is within 2^(EXP + 3 − W). An exact result (log₂ 8 = 3, log₄ 8 = 1.5) would keep the test failing:
    /// after each failure the approximation rounded to one bit more than the target is checked by
    /// b^y = a exactly (MPFR's power reports exactness), which proves log_b a = y. A, b, 1 or a non-regular
    /// operand keep the plain quotient of logarithms (0, ±∞ or NaN, each exact).
    static func logarithm(
        _ target: mpfr_ptr, _ a: mpfr_srcptr, _ b: mpfr_srcptr, _ rounding: mpfr_rnd_t
    ) -> Int32 {
        let precision = Int(mpfr_get_prec(target))
        guard mpfr_regular_p(a) != 0, mpfr_regular_p(b) != 0, mpfr_sgn(a) > 0, mpfr_sgn(b) > 0,
            mpfr_cmp_ui(a, 1) != 0, mpfr_cmp_ui(b, 1) != 0
        else {
            let numerator = MPFRStorage.make(precision: precision + 64)
            let denominator = MPFRStorage.make(precision: precision + 64)
            return withExtendedLifetime((numerator, denominator)) {
                _ = mpfr_log(numerator.pointer, a, MPFR_RNDN)
                _ = mpfr_log(denominator.pointer, b, MPFR_RNDN)
                return mpfr_div(target, numerator.pointer, denominator.pointer, rounding)
            }
        }
        var working = max(precision, Int(mpfr_get_prec(a)), Int(mpfr_get_prec(b))) + guardBits
        while true {
            let quotient = MPFRStorage.make(precision: working)
            let denominator = MPFRStorage.make(precision: working)
            let candidate = MPFRStorage.make(precision: precision + 1)
            let power = MPFRStorage.make(precision: Int(mpfr_get_prec(a)))
            let done: Int32? = withExtendedLifetime((quotient, denominator, candidate, power)) {
                let q = quotient.pointer
                MPFRExponentRange.standard.run {
                    _ = mpfr_log(q, a, MPFR_RNDN)
                    _ = mpfr_log(denominator.pointer, b, MPFR_RNDN)
                    _ = mpfr_div(q, q, denominator.pointer, MPFR_RNDN)
                }
                if canRound(q, accurateBits: working - 3, rounding, precision: precision) {
                    return mpfr_set(target, q, rounding)
                }
                let isExact = MPFRExponentRange.standard.run {
                    _ = mpfr_set(candidate.pointer, q, MPFR_RNDN)
                    return mpfr_pow(power.pointer, b, candidate.pointer, MPFR_RNDN) == 0
                        && mpfr_equal_p(power.pointer, a) != 0
                }
                if isExact { return mpfr_set(target, candidate.pointer, rounding) }
                return working >= maximumWorkingPrecision(precision) ? mpfr_set(target, q, rounding) : nil
            }
            if let done { return done }
            working *= 2
        }
    }
}
