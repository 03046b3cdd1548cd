/* The limit for calc-eval's whole-process time: MPFR called directly. Usage: mpfr-digits WHAT DIGITS
   with WHAT one of sqrt2, seventh, e, sin1. Built by Benchmarks/compare-with-bc, not by SwiftPM. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mpfr.h>
/* log₂ 10, bits per decimal digit: the value of SignificantDigits.log2Of10 in CalcNumerics. */
#define LOG2_OF_10 3.3219280948873623
int main(int argc, char **argv) {
    if (argc != 3) return 2;
    long digits = atol(argv[2]);
    mpfr_t x;
    mpfr_init2(x, (mpfr_prec_t)(digits * LOG2_OF_10) + 64);
    mpfr_set_ui(x, strcmp(argv[1], "sqrt2") == 0 ? 2 : 1, MPFR_RNDN);
    if (strcmp(argv[1], "sqrt2") == 0) mpfr_sqrt(x, x, MPFR_RNDN);
    else if (strcmp(argv[1], "seventh") == 0) mpfr_div_ui(x, x, 7, MPFR_RNDN);
    else if (strcmp(argv[1], "e") == 0) mpfr_exp(x, x, MPFR_RNDN);
    else mpfr_sin(x, x, MPFR_RNDN);
    mpfr_exp_t e;
    char *s = mpfr_get_str(NULL, &e, 10, (size_t)digits, x, MPFR_RNDN);
    printf("0.%se%ld\n", s, (long)e);
    mpfr_free_str(s);
    mpfr_clear(x);
    return 0;
}
