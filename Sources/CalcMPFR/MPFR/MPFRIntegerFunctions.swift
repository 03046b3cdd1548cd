import CMPFR
import CalcNumerics

/// The double factorial, sign, gcd and lcm on MPFR numbers, in the shape of MPFR's own functions (each
/// correctly rounded in the given direction, returning the ternary value, NaN outside its domain): every
/// MPFR-based backend evaluates these keys here.
///
/// The integer ones are computed exactly with GMP and rounded once; integers of more than
/// ``largestIntegerBits`` bits, and n!! beyond ``largestDoubleFactorial``, are refused (+∞: the
/// calculator's overflow, the reason a work limit gives) rather than left to run for minutes.
@usableFromInline enum MPFRIntegerFunctions {
    /// gcd and lcm refuse operands of more bits than this.
    static let largestIntegerBits = 1 << 20

    /// n!! is refused (+∞) for n above this (100,000!! has about 760,000 bits).
    static let largestDoubleFactorial: UInt = 100_000

    /// n!! for integers n ≥ −1 ((−1)!! = 0!! = 1); NaN for other x.
    static func doubleFactorial(_ target: mpfr_ptr, _ x: mpfr_srcptr, _ rounding: mpfr_rnd_t) -> Int32 {
        guard mpfr_integer_p(x) != 0, mpfr_cmp_si(x, -1) >= 0 else {
            mpfr_set_nan(target)
            return 0
        }
        // Beyond the work limit: +∞, an overflow (the reason a work limit gives), not a domain error.
        guard mpfr_cmp_ui(x, largestDoubleFactorial) <= 0 else {
            mpfr_set_inf(target, 1)
            return 0
        }
        if mpfr_sgn(x) < 0 { return mpfr_set_ui(target, 1, rounding) }
        let n = mpfr_get_ui(x, MPFR_RNDN)
        let product = GMPInteger()
        __gmpz_2fac_ui(product.pointer, n)
        return withExtendedLifetime(product) { mpfr_set_z(target, product.pointer, rounding) }
    }

    /// −1, 0 or 1 (NaN for NaN).
    static func sign(_ target: mpfr_ptr, _ x: mpfr_srcptr, _ rounding: mpfr_rnd_t) -> Int32 {
        if mpfr_nan_p(x) != 0 {
            mpfr_set_nan(target)
            return 0
        }
        return mpfr_set_si(target, Int(mpfr_sgn(x)), rounding)
    }

    /// gcd(a, b) ≥ 0 of integers (gcd(0, 0) = 0); NaN for other operands.
    @usableFromInline static func gcd(_ target: mpfr_ptr, _ a: mpfr_srcptr, _ b: mpfr_srcptr, _ rounding: mpfr_rnd_t)
        -> Int32
    {
        integers(target, a, b, rounding) { __gmpz_gcd($0, $1, $2) }
    }

    /// lcm(a, b) ≥ 0 of integers (0 when either is 0); NaN for other operands.
    @usableFromInline static func lcm(_ target: mpfr_ptr, _ a: mpfr_srcptr, _ b: mpfr_srcptr, _ rounding: mpfr_rnd_t)
        -> Int32
    {
        integers(target, a, b, rounding) { __gmpz_lcm($0, $1, $2) }
    }

    /// `operation` on the exact integers a and b, rounded once.
    private static func integers(
        _ target: mpfr_ptr, _ a: mpfr_srcptr, _ b: mpfr_srcptr, _ rounding: mpfr_rnd_t,
        _ operation: (UnsafeMutablePointer<__mpz_struct>, UnsafePointer<__mpz_struct>, UnsafePointer<__mpz_struct>)
            -> Void
    ) -> Int32 {
        guard mpfr_integer_p(a) != 0, mpfr_integer_p(b) != 0 else {
            mpfr_set_nan(target)
            return 0
        }
        // Beyond the work limit: +∞, an overflow (the reason a work limit gives), not a domain error.
        func fits(_ x: mpfr_srcptr) -> Bool { mpfr_zero_p(x) != 0 || mpfr_get_exp(x) <= largestIntegerBits }
        guard fits(a), fits(b) else {
            mpfr_set_inf(target, 1)
            return 0
        }
        let x = GMPInteger()
        let y = GMPInteger()
        let z = GMPInteger()
        return withExtendedLifetime((x, y, z)) {
            _ = mpfr_get_z(x.pointer, a, MPFR_RNDN)
            _ = mpfr_get_z(y.pointer, b, MPFR_RNDN)
            operation(z.pointer, x.pointer, y.pointer)
            return mpfr_set_z(target, z.pointer, rounding)
        }
    }
}
