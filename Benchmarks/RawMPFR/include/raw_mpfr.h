// Raw C calls to MPFR, compiled into calc-bench: the limit the Swift backend is measured against.
#ifndef SWIFT_CALC_RAW_MPFR_H
#define SWIFT_CALC_RAW_MPFR_H

#include <stddef.h>
#include <stdint.h>

/// The operations measured; the same list as calc-bench's core section.
typedef enum {
    RAW_ADD, RAW_SUB, RAW_MUL, RAW_DIV, RAW_SQRT, RAW_EXP, RAW_LOG, RAW_SIN, RAW_POW,
    RAW_PARSE, RAW_FORMAT
} raw_operation;

/// Runs `iterations` operations at `precision` bits with one preallocated destination; returns
/// nanoseconds per operation. Operands cycle through `count` decimal strings. With `binary64` set
/// (precision 53), binary64 is emulated as MPFR's manual shows: its exponent range set once around the
/// loop and mpfr_subnormalize after every result.
double raw_mpfr_prealloc(raw_operation op, long precision, const char *const *operands, size_t count,
                         long iterations, int digits, int binary64);

/// The same with mpfr_init2, the operation and mpfr_clear for every result.
double raw_mpfr_alloc(raw_operation op, long precision, const char *const *operands, size_t count,
                      long iterations, int digits, int binary64);

/// A checksum of the last run, so the compiler cannot drop the work.
double raw_mpfr_sink(void);

#endif
