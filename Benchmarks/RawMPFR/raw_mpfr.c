#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <gmp.h>
#include <mpfr.h>
#include "raw_mpfr.h"

static double sink;

double raw_mpfr_sink(void) { return sink; }

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

/// One operation r = f(a, b) on initialised values; parse and format use the strings.
static void apply(raw_operation op, mpfr_ptr r, mpfr_srcptr a, mpfr_srcptr b, const char *text,
                  char *buffer, int digits, int binary64) {
    mpfr_exp_t e;
    int t = 0;
    switch (op) {
    case RAW_ADD: t = mpfr_add(r, a, b, MPFR_RNDN); break;
    case RAW_SUB: t = mpfr_sub(r, a, b, MPFR_RNDN); break;
    case RAW_MUL: t = mpfr_mul(r, a, b, MPFR_RNDN); break;
    case RAW_DIV: t = mpfr_div(r, a, b, MPFR_RNDN); break;
    case RAW_SQRT: t = mpfr_sqrt(r, a, MPFR_RNDN); break;
    case RAW_EXP: t = mpfr_exp(r, a, MPFR_RNDN); break;
    case RAW_LOG: t = mpfr_log(r, a, MPFR_RNDN); break;
    case RAW_SIN: t = mpfr_sin(r, a, MPFR_RNDN); break;
    case RAW_POW: t = mpfr_pow(r, a, b, MPFR_RNDN); break;
    case RAW_PARSE: t = mpfr_strtofr(r, text, NULL, 10, MPFR_RNDN); break;
    case RAW_FORMAT: mpfr_get_str(buffer, &e, 10, (size_t)digits, a, MPFR_RNDN); sink += buffer[0]; return;
    }
    if (binary64) mpfr_subnormalize(r, t, MPFR_RNDN);
}

static double run(raw_operation op, long precision, const char *const *operands, size_t count,
                  long iterations, int digits, int allocate, int binary64) {
    mpfr_exp_t old_emin = mpfr_get_emin(), old_emax = mpfr_get_emax();
    if (binary64) {
        mpfr_set_emin(-1073);
        mpfr_set_emax(1024);
    }
    mpfr_t *values = malloc(count * sizeof(mpfr_t));
    for (size_t i = 0; i < count; i++) {
        mpfr_init2(values[i], precision);
        mpfr_set_str(values[i], operands[i], 10, MPFR_RNDN);
    }
    char *buffer = malloc((size_t)digits + 16);
    mpfr_t r;
    mpfr_init2(r, precision);
    double start = now_ns();
    for (long i = 0; i < iterations; i++) {
        size_t j = (size_t)i % count, k = (size_t)(i + 1) % count;
        if (allocate) {
            mpfr_t t;
            mpfr_init2(t, precision);
            apply(op, t, values[j], values[k], operands[j], buffer, digits, binary64);
            sink += mpfr_get_exp(t) == 0 ? 1 : 0;
            mpfr_clear(t);
        } else {
            apply(op, r, values[j], values[k], operands[j], buffer, digits, binary64);
        }
    }
    double elapsed = now_ns() - start;
    sink += mpfr_get_d(r, MPFR_RNDN);
    mpfr_clear(r);
    for (size_t i = 0; i < count; i++) mpfr_clear(values[i]);
    free(values);
    free(buffer);
    mpfr_set_emin(old_emin);
    mpfr_set_emax(old_emax);
    return elapsed / (double)iterations;
}

double raw_mpfr_prealloc(raw_operation op, long precision, const char *const *operands, size_t count,
                         long iterations, int digits, int binary64) {
    return run(op, precision, operands, count, iterations, digits, 0, binary64);
}

double raw_mpfr_alloc(raw_operation op, long precision, const char *const *operands, size_t count,
                      long iterations, int digits, int binary64) {
    return run(op, precision, operands, count, iterations, digits, 1, binary64);
}
