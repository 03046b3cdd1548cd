// What Swift cannot import from <mpfr.h> directly: macros and macro-only names.
#ifndef SWIFT_CALC_CMPFR_SHIM_H
#define SWIFT_CALC_CMPFR_SHIM_H

#include <stdio.h>
#include <stdarg.h>
#include <stddef.h>
#include <pthread.h>
#include <gmp.h>
#include <mpfr.h>
#include <mpc.h>

/// MPFR_PREC_MAX, the largest precision MPFR accepts.
static inline mpfr_prec_t cmpfr_prec_max(void) { return MPFR_PREC_MAX; }

/// MPFR's default exponent range (MPFR_EMIN_DEFAULT ... MPFR_EMAX_DEFAULT).
static inline mpfr_exp_t cmpfr_emin_default(void) { return MPFR_EMIN_DEFAULT; }
static inline mpfr_exp_t cmpfr_emax_default(void) { return MPFR_EMAX_DEFAULT; }

/// Number of limbs needed for a value of precision `prec` (mpfr_custom_get_size is in bytes).
static inline size_t cmpfr_limb_count(mpfr_prec_t prec) {
    return (mpfr_custom_get_size(prec) + sizeof(mp_limb_t) - 1) / sizeof(mp_limb_t);
}

/// Sets up `x` as +0 with precision `prec` over caller-provided limbs: mpfr_custom_init followed by
/// mpfr_custom_init_set, expanded from MPFR's macros so that no call into the library is made.
static inline void cmpfr_custom_init_zero(mpfr_ptr x, mpfr_prec_t prec, mp_limb_t *limbs) {
    mpfr_custom_init(limbs, prec);
    mpfr_custom_init_set(x, MPFR_ZERO_KIND, 0, prec, limbs);
}

/// The exponent field MPFR gives a zero (__MPFR_EXP_ZERO), for values that keep their header in Swift.
static inline mpfr_exp_t cmpfr_zero_exponent(void) { return __MPFR_EXP_ZERO; }

/// mpq_numref and mpq_denref (macros in gmp.h): the numerator and denominator of a rational.
static inline mpz_ptr cmpfr_mpq_numerator(mpq_ptr q) { return mpq_numref(q); }
static inline mpz_ptr cmpfr_mpq_denominator(mpq_ptr q) { return mpq_denref(q); }

/// mpz_sgn (a macro in gmp.h).
static inline int cmpfr_mpz_sign(mpz_srcptr z) { return mpz_sgn(z); }

/// mpq_sgn (a macro in gmp.h).
static inline int cmpfr_mpq_sign(mpq_srcptr q) { return mpq_sgn(q); }

/// mpz_cmp_ui (a macro in gmp.h).
static inline int cmpfr_mpz_compare_ui(mpz_srcptr z, unsigned long n) { return mpz_cmp_ui(z, n); }

/// mpfr_init_set_str as a function: initialises `x` with precision `prec` and sets it from `s`.
static inline int cmpfr_init2_set_str(mpfr_ptr x, mpfr_prec_t prec, const char *s, int base, mpfr_rnd_t rnd) {
    mpfr_init2(x, prec);
    return mpfr_set_str(x, s, base, rnd);
}

/// mpfr_regular_p as the macro (neither zero, NaN nor infinite), without a call into the library.
static inline int cmpfr_is_regular(mpfr_srcptr x) { return mpfr_regular_p(x); }

/// The exponent of a regular (non-zero, finite) value, as MPFR_GET_EXP does.
static inline mpfr_exp_t cmpfr_get_exp(mpfr_srcptr x) { return mpfr_get_exp(x); }

/// snprintf(buffer, size, "%.*e", precision, x): glibc's exact binary-to-decimal conversion, rounded
/// to nearest with ties to even, without Swift's variadic-argument boxing.
static inline int cmpfr_format_double_scientific(char *buffer, size_t size, int precision, double x) {
    return snprintf(buffer, size, "%.*e", precision, x);
}

/// Frees MPFR's caches of the calling thread (constants such as pi and log 2, its pool of integers).
/// A pthread key destructor: MPFR allocates these per thread and frees them only when
/// mpfr_free_cache2 is called in that thread, so without it every exited thread would leak them.
static inline void cmpfr_free_thread_caches(void *unused) {
    (void)unused;
    mpfr_free_cache2(MPFR_FREE_LOCAL_CACHE);
}

/// The pthread key whose destructor is cmpfr_free_thread_caches. (A static local, not a global: Swift
/// emits the bodies of the inline functions it calls from a header, but not the header's globals.)
static inline pthread_key_t *cmpfr_thread_cache_key(void) {
    static pthread_key_t key;
    return &key;
}

static inline void cmpfr_make_thread_cache_key(void) {
    pthread_key_create(cmpfr_thread_cache_key(), cmpfr_free_thread_caches);
}

/// Arranges, once per thread, for the thread's MPFR caches to be freed when the thread exits.
/// Costs one thread-local read after the first call in a thread.
static inline void cmpfr_free_caches_at_thread_exit(void) {
    static _Thread_local int registered;
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    if (__builtin_expect(registered, 1)) return;
    registered = 1;
    pthread_once(&once, cmpfr_make_thread_cache_key);
    pthread_setspecific(*cmpfr_thread_cache_key(), (void *)1);
}

// GNU MPC (complex numbers of MPFR parts): its macros.

/// MPC_RNDNN: each part rounded to nearest.
static inline mpc_rnd_t cmpfr_mpc_rndnn(void) { return MPC_RNDNN; }

/// mpc_realref and mpc_imagref (macros in mpc.h): the parts of a complex number.
static inline mpfr_ptr cmpfr_mpc_real(mpc_ptr z) { return mpc_realref(z); }
static inline mpfr_ptr cmpfr_mpc_imaginary(mpc_ptr z) { return mpc_imagref(z); }

/// MPC_INEX_RE and MPC_INEX_IM (macros in mpc.h): the ternary value of each part in an MPC return value.
static inline int cmpfr_mpc_inex_real(int inex) { return MPC_INEX_RE(inex); }
static inline int cmpfr_mpc_inex_imaginary(int inex) { return MPC_INEX_IM(inex); }

/// MPC_INEX(re, im) (a macro in mpc.h): one MPC return value from the ternary values of the parts.
static inline int cmpfr_mpc_inex(int re, int im) { return MPC_INEX(re, im); }

#endif
