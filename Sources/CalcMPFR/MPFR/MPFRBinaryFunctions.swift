import CMPFR
import CalcNumerics

/// mod, nCr, nPr and log_b on MPFR numbers, each correctly rounded in the given direction (log_b rounded
/// once), in the shape of MPFR's own functions: every backend evaluates these
/// operations here, so that they agree wherever their precisions do.
///
/// Each returns MPFR's ternary value and sets NaN outside its domain.
@usableFromInline enum MPFRBinaryFunctions {
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

    /// nCr: the binomial coefficient of integers (``CombinatoricReduction`` for negative ones: nCr(−3, 2) =
    /// 6, nCr(5, −1) = 0).
    @usableFromInline static func combinations(
        _ target: mpfr_ptr, _ n: mpfr_srcptr, _ r: mpfr_srcptr, _ rounding: mpfr_rnd_t
    )
        -> Int32
    {
        combinatorics(target, n, r, rounding, ordered: false)
    }

    /// nPr: the falling factorial n(n − 1)…(n − r + 1) of integers, r ≥ 0 (``CombinatoricReduction``).
    @usableFromInline static func permutations(
        _ target: mpfr_ptr, _ n: mpfr_srcptr, _ r: mpfr_srcptr, _ rounding: mpfr_rnd_t
    )
        -> Int32
    {
        combinatorics(target, n, r, rounding, ordered: true)
    }

    /// The reduction of nCr (nPr when `ordered`) when n and r are integers of magnitude at most
    /// ``CombinatoricReduction/largestOperand``, or nil.
    static func reduction(_ n: mpfr_srcptr, _ r: mpfr_srcptr, ordered: Bool) -> CombinatoricReduction? {
        let largest = UInt(CombinatoricReduction.largestOperand)
        for x in [n, r] {
            guard mpfr_number_p(x) != 0, mpfr_integer_p(x) != 0, mpfr_cmpabs_ui(x, largest) <= 0 else { return nil }
        }
        return MPFRExponentRange.widest.run {
            CombinatoricReduction(
                n: Int64(mpfr_get_si(n, MPFR_RNDN)), r: Int64(mpfr_get_si(r, MPFR_RNDN)), ordered: ordered)
        }
    }

    private static func combinatorics(
        _ target: mpfr_ptr, _ n: mpfr_srcptr, _ r: mpfr_srcptr, _ rounding: mpfr_rnd_t, ordered: Bool
    ) -> Int32 {
        guard let reduction = reduction(n, r, ordered: ordered) else {
            // Integers of larger magnitude are a work limit (+∞, an overflow); anything else has no result.
            let integers = [n, r].allSatisfy { mpfr_number_p($0) != 0 && mpfr_integer_p($0) != 0 }
            if integers { mpfr_set_inf(target, 1) } else { mpfr_set_nan(target) }
            return 0
        }
        switch reduction {
        case .zero:
            mpfr_set_zero(target, 1)
            return 0
        case .undefined:
            mpfr_set_nan(target)
            return 0
        case .natural(let count, let chosen, let isNegated):
            // Beyond the work limit: +∞, an overflow (the reason a work limit gives), not a domain error.
            guard CombinatoricReduction.isWithinWorkLimit(n: count, r: chosen, ordered: ordered) else {
                mpfr_set_inf(target, 1)
                return 0
            }
            var result = __mpz_struct()
            __gmpz_init(&result)
            defer { __gmpz_clear(&result) }
            setNaturalCombinatorics(&result, n: UInt(count), r: UInt(chosen), ordered: ordered)
            if isNegated { withUnsafeMutablePointer(to: &result) { __gmpz_neg($0, $0) } }
            return mpfr_set_z(target, &result, rounding)
        }
    }

    /// Sets `z` to C(n, r) (P(n, r) when `ordered`) of naturals exactly (0 when r > n); check
    /// ``CombinatoricReduction/isWithinWorkLimit(n:r:ordered:)`` first.
    static func setNaturalCombinatorics(_ z: mpz_ptr, n: UInt, r: UInt, ordered: Bool) {
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
