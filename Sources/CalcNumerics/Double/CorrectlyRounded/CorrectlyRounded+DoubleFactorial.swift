/// n!! correctly rounded (to nearest, ties to even), as MPFR's IEEE mode gives it: the key `n!!` on
/// Double, the same bits with and without MPFR.
///
/// **Why the result is correctly rounded.** n!! = n(n − 2)(n − 4)… is an exact integer product in a small
/// big integer of 64-bit limbs (``LimbNatural``), each step multiplying in as many factors as fit one
/// limb, and it is rounded once (``LimbNatural/roundedReportingExactness()``), as `MPFRIntegerFunctions`
/// rounds GMP's `mpz_2fac_ui` with `mpfr_set_z`. The partial products never decrease (every factor is at
/// least 2), so the loop stops at the first one of more than 1,024 bits: the result is +∞, as IEEE mode's
/// exponent range makes MPFR's. That takes at most about 150 factors (300!! < 2^1024 < 301!!).
///
/// **Domain.** As `MPFRIntegerFunctions.doubleFactorial`: integers n with −1 ≤ n ≤
/// ``largestDoubleFactorial`` ((−1)!! = 0!! = 1; −0 is 0), +∞ above it, NaN otherwise, so that both
/// builds refuse the same arguments.
extension CorrectlyRounded {
    /// The largest n whose n!! is computed: `MPFRIntegerFunctions.largestDoubleFactorial`, so that the
    /// same arguments give +∞ with and without MPFR.
    static let largestDoubleFactorial = 100_000.0

    /// n!! rounded once, and whether that needed no rounding; NaN outside the domain (the file's comment).
    static func doubleFactorial(_ x: Double) -> (value: Double, isExact: Bool) {
        guard x.isFinite, x >= -1, DoubleDouble.isInteger(x) else { return (.nan, false) }
        // Beyond the work limit (and binary64's range): +∞, an overflow, as MPFR's.
        guard x <= largestDoubleFactorial else { return (.infinity, false) }
        var value = LimbNatural(1)
        var n = x <= 1 ? 1 : UInt64(x)
        while n > 1 {
            // As many factors n, n − 2, … (each at least 2) as fit one limb, multiplied in at once.
            var factor = n
            n -= 2
            while n > 1 {
                let (next, overflow) = factor.multipliedReportingOverflow(by: n)
                guard !overflow else { break }
                factor = next
                n -= 2
            }
            value.multiply(by: factor)
            if value.bitWidth > 1024 { return (.infinity, false) }
        }
        return value.roundedReportingExactness()
    }
}
