import CMPFR
import CalcNumerics

/// mod, nCr, nPr and log_b on MPFR numbers, each correctly rounded in the given direction (log_b rounded
/// once), in the shape of MPFR's own functions: every backend evaluates these
/// operations here, so that they agree wherever their precisions do.
///
/// Each returns MPFR's ternary value and sets NaN outside its domain.
@usableFromInline enum MPFRBinaryFunctions {
    /// nCr and nPr are computed exactly as integers; beyond this many bits of work (about the bits of n
    /// times the smaller of r and n − r) they are refused (+∞, an overflow) rather than left to run for minutes.
    static let combinatoricsWorkLimit = 1 << 23

    /// a mod b = a − b⌊a/b⌋, the sign of b (NaN for b = 0 or an infinite a).
    @usableFromInline static func modulo(
        _ target: mpfr_ptr, _ a: mpfr_srcptr, _ b: mpfr_srcptr, _ rounding: mpfr_rnd_t
    )
        -> Int32
    {
        // fmod is exact at the wider of the two precisions; the floored result then adds b once, rounded.
        let remainder = MPFRStorage.make(precision: max(Int(mpfr_get_prec(a)), Int(mpfr_get_prec(b))))
        return withExtendedLifetime(remainder) {
            let r = remainder.pointer
            _ = mpfr_fmod(r, a, b, MPFR_RNDN)
            if mpfr_regular_p(r) != 0, mpfr_sgn(r) != mpfr_sgn(b) {
                return mpfr_add(target, r, b, rounding)
            }
            return mpfr_set(target, r, rounding)
        }
    }

    /// nCr: the binomial coefficient for integers n ≥ 0, r ≥ 0 (0 when r > n).
    @usableFromInline static func combinations(
        _ target: mpfr_ptr, _ n: mpfr_srcptr, _ r: mpfr_srcptr, _ rounding: mpfr_rnd_t
    )
        -> Int32
    {
        combinatorics(target, n, r, rounding, ordered: false)
    }

    /// nPr: n!/(n − r)! for integers n ≥ 0, r ≥ 0 (0 when r > n).
    @usableFromInline static func permutations(
        _ target: mpfr_ptr, _ n: mpfr_srcptr, _ r: mpfr_srcptr, _ rounding: mpfr_rnd_t
    )
        -> Int32
    {
        combinatorics(target, n, r, rounding, ordered: true)
    }

    /// The integers n and r of nCr and nPr (both finite integers in 0...2^62), or nil.
    static func combinatoricArguments(_ n: mpfr_srcptr, _ r: mpfr_srcptr) -> (n: UInt, r: UInt)? {
        for x in [n, r] {
            guard mpfr_number_p(x) != 0, mpfr_integer_p(x) != 0, mpfr_sgn(x) >= 0,
                mpfr_cmp_ui(x, UInt(1) << 62) <= 0
            else { return nil }
        }
        return MPFRExponentRange.widest.run { (mpfr_get_ui(n, MPFR_RNDN), mpfr_get_ui(r, MPFR_RNDN)) }
    }

    /// Whether nCr (or nPr when `ordered`) of these arguments is within ``combinatoricsWorkLimit``: the
    /// result has about min(r, n − r) (nPr: r) times the bits of n.
    static func isWithinWorkLimit(n: UInt, r: UInt, ordered: Bool) -> Bool {
        guard r <= n else { return true }
        let factors = ordered ? r : min(r, n - r)
        let bits = UInt(UInt.bitWidth - n.leadingZeroBitCount)
        let work = factors.multipliedReportingOverflow(by: max(bits, 1))
        return !work.overflow && work.partialValue <= UInt(combinatoricsWorkLimit)
    }

    private static func combinatorics(
        _ target: mpfr_ptr, _ n: mpfr_srcptr, _ r: mpfr_srcptr, _ rounding: mpfr_rnd_t, ordered: Bool
    ) -> Int32 {
        guard let (count, chosen) = combinatoricArguments(n, r) else {
            // Natural numbers above 2^62 are a work limit (+∞, an overflow); anything else has no result.
            let natural = [n, r].allSatisfy { mpfr_number_p($0) != 0 && mpfr_integer_p($0) != 0 && mpfr_sgn($0) >= 0 }
            if natural { mpfr_set_inf(target, 1) } else { mpfr_set_nan(target) }
            return 0
        }
        // Beyond the work limit: +∞, an overflow (the reason a work limit gives), not a domain error.
        guard isWithinWorkLimit(n: count, r: chosen, ordered: ordered) else {
            mpfr_set_inf(target, 1)
            return 0
        }
        var result = __mpz_struct()
        __gmpz_init(&result)
        defer { __gmpz_clear(&result) }
        setCombinatorics(&result, n: count, r: chosen, ordered: ordered)
        return mpfr_set_z(target, &result, rounding)
    }

    /// Sets `z` to nCr (or nPr when `ordered`) exactly; check ``isWithinWorkLimit(n:r:ordered:)`` first.
    static func setCombinatorics(_ z: mpz_ptr, n: UInt, r: UInt, ordered: Bool) {
        guard r <= n else {
            __gmpz_set_ui(z, 0)
            return
        }
        __gmpz_bin_uiui(z, n, min(r, n - r))
        if ordered {
            var factorial = __mpz_struct()
            __gmpz_init(&factorial)
            defer { __gmpz_clear(&factorial) }
            __gmpz_fac_ui(&factorial, r)
            __gmpz_mul(z, z, &factorial)
        }
    }

    /// log_b a = log a / log b, rounded once (``MPFRRoundedOnce/logarithm(_:_:_:_:)``), so that exact
    /// results such as log₂ 8 = 3 come out exact.
    @usableFromInline static func logarithm(
        _ target: mpfr_ptr, _ a: mpfr_srcptr, _ b: mpfr_srcptr, _ rounding: mpfr_rnd_t
    ) -> Int32 {
        MPFRRoundedOnce.logarithm(target, a, b, rounding)
    }
}
