import CMPFR
import CalcNumerics

/// Correctly rounded a × 10ⁿ for an MPFR value, by Ziv's strategy.
///
/// 10ⁿ and the product (or quotient) are computed at a working precision above the target's, in MPFR's
/// widest exponent range; when the error bound shows the rounding to the target precision is decided,
/// the result is rounded once into the target and then into `range` (and to a subnormal when
/// `subnormalize` is set). Results far outside the range become ±∞ or ±0 without computing 10ⁿ.
///
/// A non-integer exponent b takes the same way, with 10ᵇ from `mpfr_exp10` at the working precision (it
/// is irrational, so the loop ends when the rounding is decided): a × 10ᵇ is rounded once, and is finite
/// whenever the result is, even where 10ᵇ alone is beyond the range (1e−300 × 10^600.5 in IEEE mode).
enum MPFRDecimalScaling {
    /// Sets `target` to `source` × 10ⁿ rounded to nearest at `target`'s precision.
    static func scale(
        _ target: mpfr_ptr, _ source: mpfr_srcptr, byPowerOfTen n: Int,
        range: MPFRExponentRange, subnormalize: Bool
    ) {
        round(target, into: range, subnormalize: subnormalize) { precision in
            scaleInWidestRange(target, source, n, precision: precision, range: range)
        }
    }

    /// Sets `target` to `source` × 10ᵇ for a finite non-integer `b`, rounded to nearest once at `target`'s
    /// precision.
    static func scale(
        _ target: mpfr_ptr, _ source: mpfr_srcptr, byNonIntegerPowerOfTen b: mpfr_srcptr,
        range: MPFRExponentRange, subnormalize: Bool
    ) {
        round(target, into: range, subnormalize: subnormalize) { precision in
            scaleInWidestRange(target, source, nonInteger: b, precision: precision, range: range)
        }
    }

    /// Sets `target` by `compute` in the widest exponent range, at `target`'s precision (which it is
    /// given), then rounds it into `range` (and to a subnormal) with the ternary value `compute` returns.
    private static func round(
        _ target: mpfr_ptr, into range: MPFRExponentRange, subnormalize: Bool, computing compute: (Int) -> Int32
    ) {
        let precision = Int(mpfr_get_prec(target))
        var ternary: Int32 = 0
        MPFRExponentRange.widest.run { ternary = compute(precision) }
        range.run {
            let checked = mpfr_check_range(target, ternary, MPFR_RNDN)
            if subnormalize { _ = mpfr_subnormalize(target, checked, MPFR_RNDN) }
        }
    }

    /// ±∞ or ±0 in `target` (and the ternary value) when a result of binary exponent about `estimate`
    /// (within one) is certainly beyond `range`; nil otherwise.
    private static func beyondRange(
        _ target: mpfr_ptr, estimate: Double, negative: Bool, range: MPFRExponentRange
    ) -> Int32? {
        if estimate > Double(range.maximum) + 64 {
            mpfr_set_inf(target, negative ? -1 : 1)
            return negative ? -1 : 1
        }
        if estimate < Double(range.minimum) - 64 {
            mpfr_set_zero(target, negative ? -1 : 1)
            return negative ? 1 : -1
        }
        return nil
    }

    private static func scaleInWidestRange(
        _ target: mpfr_ptr, _ source: mpfr_srcptr, nonInteger b: mpfr_srcptr,
        precision: Int, range: MPFRExponentRange
    ) -> Int32 {
        if mpfr_regular_p(source) == 0 { return mpfr_set(target, source, MPFR_RNDN) }
        // Binary exponent of the result, within one: e(source) + b·log₂10.
        let estimate = Double(mpfr_get_exp(source)) + mpfr_get_d(b, MPFR_RNDN) * SignificantDigits.log2Of10
        return roundedProduct(
            target, source, estimate: estimate, extraBits: Int(Swift.max(0, mpfr_get_exp(b))), precision: precision,
            range: range
        ) { power, scaled in
            // 10ᵇ is irrational for a non-integer b: never exact.
            _ = mpfr_exp10(power, b, MPFR_RNDN)
            _ = mpfr_mul(scaled, source, power, MPFR_RNDN)
            return false
        }
    }

    private static func scaleInWidestRange(
        _ target: mpfr_ptr, _ source: mpfr_srcptr, _ n: Int,
        precision: Int, range: MPFRExponentRange
    ) -> Int32 {
        if mpfr_regular_p(source) == 0 || n == 0 { return mpfr_set(target, source, MPFR_RNDN) }
        // Binary exponent of the result, within one: e(source) + n·log₂10.
        let estimate = Double(mpfr_get_exp(source)) + Double(n) * SignificantDigits.log2Of10
        let magnitude = UInt(n.magnitude)
        return roundedProduct(
            target, source, estimate: estimate, extraBits: Int.bitWidth - magnitude.leadingZeroBitCount,
            precision: precision, range: range
        ) { power, scaled in
            let powerExact = mpfr_ui_pow_ui(power, 10, magnitude, MPFR_RNDN) == 0
            let scaledExact =
                n > 0
                ? mpfr_mul(scaled, source, power, MPFR_RNDN) == 0
                : mpfr_div(scaled, source, power, MPFR_RNDN) == 0
            return powerExact && scaledExact
        }
    }

    /// Ziv's loop shared by both scalings: ±∞ or ±0 when a result of binary exponent about `estimate` is
    /// certainly beyond `range`; otherwise `step` computes the power of ten and the scaled value at a
    /// working precision (`precision` + 64 + `extraBits`, doubled each attempt) and says whether both
    /// are exact, until the rounding to `precision` bits is decided; the scaled value is then rounded
    /// into `target` once.
    private static func roundedProduct(
        _ target: mpfr_ptr, _ source: mpfr_srcptr, estimate: Double, extraBits: Int, precision: Int,
        range: MPFRExponentRange, step: (_ power: mpfr_ptr, _ scaled: mpfr_ptr) -> Bool
    ) -> Int32 {
        if let ternary = beyondRange(target, estimate: estimate, negative: mpfr_signbit(source) != 0, range: range) {
            return ternary
        }
        var working = precision + 64 + extraBits
        var power = MPFRStorage.make(precision: working)
        var scaled = MPFRStorage.make(precision: working)
        for attempt in 0..<8 {
            if attempt > 0 {
                // Custom-allocated values cannot change precision: make new ones.
                working *= 2
                power = MPFRStorage.make(precision: working)
                scaled = MPFRStorage.make(precision: working)
            }
            if step(power.pointer, scaled.pointer) { break }
            // Two roundings of at most half an ulp each: the error is below 2 ulps of the working precision.
            if mpfr_can_round(
                scaled.pointer, mpfr_exp_t(working - 2), MPFR_RNDN, MPFR_RNDZ, mpfr_prec_t(precision + 1))
                != 0
            {
                break
            }
        }
        return withExtendedLifetime((power, scaled)) { mpfr_set(target, scaled.pointer, MPFR_RNDN) }
    }
}
