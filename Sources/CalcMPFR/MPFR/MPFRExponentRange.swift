import CMPFR
import CalcNumerics

/// An MPFR exponent range, set for the duration of one synchronous operation and then restored.
///
/// MPFR keeps its exponent range per thread, and a Swift task may resume on another thread, so every
/// operation of this package sets the range it needs around the MPFR calls it makes and puts the
/// thread's own range back before returning. When the thread already has the range (the common case)
/// that costs two reads.
@usableFromInline
struct MPFRExponentRange: Sendable, Hashable {
    @usableFromInline let minimum: mpfr_exp_t
    @usableFromInline let maximum: mpfr_exp_t

    @usableFromInline
    init(minimum: mpfr_exp_t, maximum: mpfr_exp_t) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// MPFR's build-time default range, about 2^±(2^30): values up to roughly 10^323,000,000.
    /// (Computed from MPFR's compile-time macros, so it costs no lazy global initialisation per use.)
    @inlinable static var standard: MPFRExponentRange {
        MPFRExponentRange(minimum: cmpfr_emin_default(), maximum: cmpfr_emax_default())
    }

    /// IEEE binary64: the smallest subnormal is 2^−1074 = 0.1₂ × 2^−1073, the largest value is below 2^1024.
    @inlinable static var binary64: MPFRExponentRange { MPFRExponentRange(minimum: -1073, maximum: 1024) }

    /// The widest range MPFR allows, for intermediate results that are rounded into a narrower one.
    @usableFromInline static let widest = MPFRExponentRange(
        minimum: mpfr_get_emin_min(), maximum: mpfr_get_emax_max())

    /// Runs `body` with this range in force on the current thread, then restores the thread's range.
    @inlinable @inline(__always)
    func run<R>(_ body: () throws -> R) rethrows -> R {
        let oldMinimum = mpfr_get_emin()
        let oldMaximum = mpfr_get_emax()
        if oldMinimum == minimum && oldMaximum == maximum { return try body() }
        mpfr_set_emin(minimum)
        mpfr_set_emax(maximum)
        defer {
            mpfr_set_emin(oldMinimum)
            mpfr_set_emax(oldMaximum)
        }
        return try body()
    }
}
