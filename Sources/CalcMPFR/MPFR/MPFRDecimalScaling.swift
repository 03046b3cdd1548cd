import CMPFR
import CalcNumerics

/// Correctly rounded a × 10ⁿ for an MPFR value, by Ziv's strategy.
///
/// 10ⁿ and the product (or quotient) are computed at a working precision above the target's, in MPFR's
/// widest exponent range; when the error bound shows the rounding to the target precision is decided,
/// the result is rounded once into the target and then into `range` (and to a subnormal when
/// `subnormalize` is set). Results far outside the range become ±∞ or ±0 without computing 10ⁿ.
enum MPFRDecimalScaling {
    /// Sets `target` to `source` × 10ⁿ rounded to nearest at `target`'s precision.
    static func scale(
        _ target: mpfr_ptr, _ source: mpfr_srcptr, byPowerOfTen n: Int,
        range: MPFRExponentRange, subnormalize: Bool
    ) {
        let precision = Int(mpfr_get_prec(target))
        var ternary: Int32 = 0
        MPFRExponentRange.widest.run {
            ternary = scaleInWidestRange(target, source, n, precision: precision, range: range)
        }
        range.run {
            ternary = mpfr_check_range(target, ternary, MPFR_RNDN)
            if subnormalize { _ = mpfr_subnormalize(target, ternary, MPFR_RNDN) }
        }
    }

    private static func scaleInWidestRange(
        _ target: mpfr_ptr, _ source: mpfr_srcptr, _ n: Int,
        precision: Int, range: MPFRExponentRange
    ) -> Int32 {
        if mpfr_regular_p(source) == 0 || n == 0 { return mpfr_set(target, source, MPFR_RNDN) }
        // Binary exponent of the result, within one: e(source) + n·log₂10.
        let estimate = Double(mpfr_get_exp(source)) + Double(n) * SignificantDigits.log2Of10
        let negative = mpfr_signbit(source) != 0
        if estimate > Double(range.maximum) + 64 {
            mpfr_set_inf(target, negative ? -1 : 1)
            return negative ? -1 : 1
        }
        if estimate < Double(range.minimum) - 64 {
            mpfr_set_zero(target, negative ? -1 : 1)
            return negative ? 1 : -1
        }
        let magnitude = UInt(n.magnitude)
        var working = precision + 64 + (Int.bitWidth - magnitude.leadingZeroBitCount)
        var power = MPFRStorage.make(precision: working)
        var scaled = MPFRStorage.make(precision: working)
        for attempt in 0..<8 {
            if attempt > 0 {
                // Custom-allocated values cannot change precision: make new ones.
                working *= 2
                power = MPFRStorage.make(precision: working)
                scaled = MPFRStorage.make(precision: working)
            }
            let powerExact = mpfr_ui_pow_ui(power.pointer, 10, magnitude, MPFR_RNDN) == 0
            let scaledExact =
                n > 0
                ? mpfr_mul(scaled.pointer, source, power.pointer, MPFR_RNDN) == 0
                : mpfr_div(scaled.pointer, source, power.pointer, MPFR_RNDN) == 0
            if powerExact && scaledExact { break }
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
