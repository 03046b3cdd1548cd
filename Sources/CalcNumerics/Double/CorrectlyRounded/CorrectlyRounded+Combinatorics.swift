/// nCr and nPr correctly rounded (to nearest, ties to even), as MPFR's IEEE mode gives them, in Swift
/// alone (no GMP): `MPFRBinaryFunctions.combinations` and `.permutations` compute the exact integer with
/// GMP and round it once with `mpfr_set_z`; these compute the same exact integer in a small big integer of
/// 64-bit limbs (``LimbNatural``) and round it once (``LimbNatural/rounded()``).
///
/// **Why the result is correctly rounded.** Every step is exact integer arithmetic: C(n, j) =
/// C(n, i)·(n − i)(n − i − 1)…(n − j + 1)/((i + 1)(i + 2)…j), where the product is exact and the division
/// leaves no remainder (the product is n!/(i!(n − j)!) = C(n, j)·j!/i!); nPr is the exact product
/// n(n − 1)…(n − r + 1). The only rounding is the final one, from the limbs to binary64: the top 53 bits,
/// the next bit and whether any bit below it is set, ties to even, as `mpfr_set_z` rounds to nearest. A
/// value at or beyond 2^1024 − 2^970 rounds to 2^1024 and overflows to +∞, as IEEE mode's exponent range
/// makes MPFR's result.
///
/// **Steps.** Each step takes as many factors as fit in one limb (n − i … and i + 1 … for nCr), so that a
/// small n costs one multiplication and one division of the big integer per five or so factors: the
/// slowest case, nCr(1029, 514), takes some 0.07 ms in a debug build, 0.01 ms optimized.
///
/// **Early overflow.** The loops stop as soon as the partial value is 2^1024 or more (+∞): the partial
/// values never decrease (each factor (n − i)/(i + 1) is at least 1 for i < min(r, n − r) ≤ n/2, and
/// nPr's factors n − i are at least n − r + 1 ≥ 1), so the final value is at least as large.
///
/// **Bounded loops.** nCr runs on k = min(r, n − r) ≤ n/2, and C(n, j) ≥ (n/j)^j ≥ 2^j for j ≤ n/2
/// (each (n − i)/(j − i) ≥ n/j): after a step that reaches j ≥ 1,025 factors the partial value is at
/// least 2^1025 and the loop ends, so it takes at most 1,025 steps, whatever n and r are (within the work
/// limit, k may be in the hundreds of thousands). nPr's partial product after j factors is at least j!
/// (n − i ≥ j − i, as n ≥ r ≥ j), and 171! > 2^1024: at most 171 steps. Within a step, the factors n − i
/// are at least 2 (for nCr n − i ≥ n − k + 1 ≥ k + 1; for nPr all but a last 1), so their product in a
/// limb overflows within 64 of them. Below 2^1024 a partial value has at most 16 limbs, 17 while a limb is multiplied in.
///
/// **Domain.** As `MPFRBinaryFunctions.combinations`: n and r must be integers of magnitude at most 2^62
/// (−0 is 0), else NaN (a non-integer) or +∞ (a larger integer: a work limit). A negative operand means
/// what ``CombinatoricReduction`` says (nCr(−3, 2) = 6, nCr(5, −1) = 0, nPr(−21, 2) = 462); the natural
/// case it reduces to is computed here and negated where the reduction says so. Beyond
/// ``CombinatoricReduction/workLimit`` (min(r, n − r), for nPr r, times the bits of n) the result is +∞,
/// even where the value would overflow; 0 ≤ n < r gives +0.
extension CorrectlyRounded {
    /// nCr: the binomial coefficient C(n, r) of integers of magnitude at most 2^62 (``CombinatoricReduction``
    /// for negative ones), correctly rounded; NaN or +∞ outside that domain or beyond the work limit.
    static func combinations(_ n: Double, _ r: Double) -> Double {
        combinationsReportingExactness(n, r).value
    }

    /// nCr as ``combinations(_:_:)`` gives it, and whether that needed no rounding (the exact integer is a
    /// double).
    static func combinationsReportingExactness(_ n: Double, _ r: Double) -> (value: Double, isExact: Bool) {
        combinatorics(n, r, ordered: false)
    }

    /// nPr: the falling factorial n(n − 1)…(n − r + 1) of integers of magnitude at most 2^62, r ≥ 0
    /// (``CombinatoricReduction``), correctly rounded; NaN or +∞ outside that domain or beyond the work
    /// limit.
    static func permutations(_ n: Double, _ r: Double) -> Double {
        permutationsReportingExactness(n, r).value
    }

    /// nPr as ``permutations(_:_:)`` gives it, and whether that needed no rounding (the exact integer is a
    /// double).
    static func permutationsReportingExactness(_ n: Double, _ r: Double) -> (value: Double, isExact: Bool) {
        combinatorics(n, r, ordered: true)
    }

    /// nCr (nPr when `ordered`) through ``CombinatoricReduction``: the natural case, negated where it says.
    private static func combinatorics(_ n: Double, _ r: Double, ordered: Bool) -> (value: Double, isExact: Bool) {
        guard let reduction = CombinatoricReduction(n, r, ordered: ordered) else {
            return (CombinatoricReduction.refusedOperands(n, r), false)
        }
        switch reduction {
        case .zero: return (0, true)
        case .undefined: return (.nan, false)
        case .natural(let n, let r, let isNegated):
            // Beyond the work limit: +∞, an overflow (as MPFR's), not a domain error.
            guard CombinatoricReduction.isWithinWorkLimit(n: n, r: r, ordered: ordered) else {
                return (.infinity, false)
            }
            let natural = ordered ? naturalPermutations(n, r) : naturalCombinations(n, r)
            return isNegated ? (-natural.value, natural.isExact) : natural
        }
    }

    /// C(n, r) of naturals r ≤ n within the work limit, correctly rounded, and whether that was exact.
    private static func naturalCombinations(_ n: UInt64, _ r: UInt64) -> (value: Double, isExact: Bool) {
        let k = min(r, n - r)
        var value = LimbNatural(1)
        var i: UInt64 = 0
        // value = C(n, i) at the top of each step, i ≤ k; i grows each step, and the loop ends once i ≥ 1,025
        // (the file's comment).
        while i < k {
            // C(n, j) = C(n, i)·(n − i)…(n − j + 1)/((i + 1)…j), exactly, for as many factors as fit a limb.
            var numerator = n - i
            var denominator = i + 1
            i += 1
            while i < k {
                let (nextNumerator, numeratorOverflow) = numerator.multipliedReportingOverflow(by: n - i)
                let (nextDenominator, denominatorOverflow) = denominator.multipliedReportingOverflow(by: i + 1)
                guard !numeratorOverflow, !denominatorOverflow else { break }
                numerator = nextNumerator
                denominator = nextDenominator
                i += 1
            }
            value.multiply(by: numerator)
            value.divideExactly(by: denominator)
            if value.bitWidth > 1024 { return (.infinity, false) }
        }
        return value.roundedReportingExactness()
    }

    /// P(n, r) = n(n − 1)…(n − r + 1) of naturals r ≤ n within the work limit, correctly rounded, and
    /// whether that was exact.
    private static func naturalPermutations(_ n: UInt64, _ r: UInt64) -> (value: Double, isExact: Bool) {
        var value = LimbNatural(1)
        var i: UInt64 = 0
        // value = n(n − 1)…(n − i + 1) ≥ i! at the top of each step, i ≤ r; i grows each step, and the loop
        // ends once i ≥ 171 (the file's comment).
        while i < r {
            // As many factors as fit a limb, multiplied in at once.
            var factor = n - i
            i += 1
            while i < r {
                let (next, overflow) = factor.multipliedReportingOverflow(by: n - i)
                guard !overflow else { break }
                factor = next
                i += 1
            }
            value.multiply(by: factor)
            if value.bitWidth > 1024 { return (.infinity, false) }
        }
        return value.roundedReportingExactness()
    }
}
