import CMPFR
import CalcNumerics

/// A closed interval [lower, upper] of MPFR values known to contain a real number.
///
/// Enclosures are what make ``VerifiedBackend``'s digits certain rather than likely: every step of a
/// computation is done twice, rounded down for the lower end and up for the upper end (and, where a
/// function is not monotone, widened by a bound on how fast it can change), so the exact result of the
/// whole computation lies between the two ends whatever the rounding errors of the steps were.
/// Operations return `nil` when they cannot bound their result: an argument interval reaching outside
/// the function's domain or across a pole, or an undefined operation such as 0 × ∞.
struct MPFREnclosure: Sendable {
    /// The lower end (may be −∞).
    let lower: MPFRValue
    /// The upper end (may be +∞).
    let upper: MPFRValue

    init(lower: MPFRValue, upper: MPFRValue) {
        self.lower = lower
        self.upper = upper
    }

    /// Whether both ends are the same number: the value is known exactly.
    var isPoint: Bool { lower == upper }

    /// Whether both ends are finite.
    var isFinite: Bool { lower.isFinite && upper.isFinite }

    /// Whether the interval contains zero.
    var containsZero: Bool { lower.sign <= 0 && upper.sign >= 0 }

    /// Whether the interval contains a negative number.
    var reachesBelowZero: Bool { lower.sign < 0 }

    /// Whether the interval contains an integer: ⌈lower⌉ ≤ upper (an unbounded interval always does).
    /// ⌈lower⌉ is exact at lower's precision.
    var containsInteger: Bool {
        guard isFinite else { return true }
        return !(upper < lower.ceiling)
    }

    /// Whether the whole interval lies within `2^exponent · max(|point|, 1)` of `point`, the snapping
    /// rule's residue window (exponent 8 − P): the window's ends are rounded outward, so it is never
    /// narrower than that. An unbounded interval does not.
    func liesWithinWindow(of point: MPFRValue, exponent: Int) -> Bool {
        guard isFinite, point.isFinite else { return false }
        let bits = max(lower.precision, upper.precision, point.precision) + 2
        var low = MPFRValue(precision: bits)
        var high = MPFRValue(precision: bits)
        point.withMPFRPointer { p in
            let radius = MPFRStorage.make(precision: point.precision)
            withExtendedLifetime(radius) {
                if mpfr_zero_p(p) != 0 {
                    _ = mpfr_set_si(radius.pointer, 1, MPFR_RNDN)
                } else {
                    _ = mpfr_abs(radius.pointer, p, MPFR_RNDN)
                }
                _ = mpfr_mul_2si(radius.pointer, radius.pointer, exponent, MPFR_RNDN)
                low.withMutableMPFRPointer { _ = mpfr_sub($0, p, radius.pointer, MPFR_RNDD) }
                high.withMutableMPFRPointer { _ = mpfr_add($0, p, radius.pointer, MPFR_RNDU) }
            }
        }
        return !(lower < low) && !(high < upper)
    }

    /// Whether an end is a non-zero number at the bottom of MPFR's exponent range: a step underflowed,
    /// and the interval may hold 0 although the value is not 0 (`exp(-1e10)` encloses as [0, 2^emin]).
    var reachesUnderflow: Bool {
        func isAtBottom(_ x: MPFRValue) -> Bool {
            x.withMPFRPointer { mpfr_regular_p($0) != 0 && mpfr_get_exp($0) <= cmpfr_emin_default() }
        }
        return isAtBottom(lower) || isAtBottom(upper)
    }

    /// Whether every number of the interval has the same floor, ⌊lower⌋ = ⌊upper⌋: its units digit (and
    /// the integer below it) is known. Not for an unbounded interval.
    var hasOneFloor: Bool {
        guard isFinite else { return false }
        return lower.floor == upper.floor
    }

    /// Whether the interval contains two integers or more, ⌈lower⌉ < ⌊upper⌋ (an unbounded interval
    /// always does): it does not tell which integer the value is, nor its units digit. Both ends round to
    /// integers exactly at their own precisions.
    var containsSeveralIntegers: Bool {
        guard isFinite else { return true }
        return lower.ceiling < upper.floor
    }
}

extension MPFRValue {
    /// ⌊x⌋, exact at x's precision (an integer below 2^P fits P bits; one above is x itself).
    var floor: MPFRValue { rounded(by: mpfr_floor) }

    /// ⌈x⌉, exact at x's precision.
    var ceiling: MPFRValue { rounded(by: mpfr_ceil) }

    private func rounded(by f: (mpfr_ptr?, mpfr_srcptr?) -> Int32) -> MPFRValue {
        var result = MPFRValue(precision: precision)
        result.withMutableMPFRPointer { r in
            withMPFRPointer { x in MPFRExponentRange.standard.run { _ = f(r, x) } }
        }
        return result
    }

    /// −1, 0 or 1 as the value is negative, zero (of either sign) or positive; 0 for NaN.
    var sign: Int {
        withMPFRPointer { x in
            if mpfr_nan_p(x) != 0 || mpfr_zero_p(x) != 0 { return 0 }
            return mpfr_signbit(x) != 0 ? -1 : 1
        }
    }

    /// The smaller of two values (neither NaN).
    static func minimum(_ a: MPFRValue, _ b: MPFRValue) -> MPFRValue { b < a ? b : a }

    /// The larger of two values (neither NaN).
    static func maximum(_ a: MPFRValue, _ b: MPFRValue) -> MPFRValue { a < b ? b : a }
}
