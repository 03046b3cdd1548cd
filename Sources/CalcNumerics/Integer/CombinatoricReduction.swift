/// nCr and nPr of any integers, as the case of natural numbers that gives their value: the one place
/// that decides what a negative operand means, for every backend.
///
/// The definitions are those of *Concrete Mathematics* (Graham, Knuth and Patashnik, §5.1 and §2.6), which
/// SpeedCrunch, Mathematica and mpmath follow for integers:
/// - nCr(n, r) is n(n − 1)…(n − r + 1)/r! for r ≥ 0 and 0 for r < 0. For a negative n it is
///   (−1)^r·C(r − n − 1, r): nCr(−1, r) = (−1)^r, nCr(−3, 2) = 6.
/// - nPr(n, r) is the falling factorial n(n − 1)…(n − r + 1) for r ≥ 0: for a negative n,
///   (−1)^r·P(r − n − 1, r), so nPr(−21, 2) = 462. A negative r has no result (the falling factorial of a
///   negative power is a fraction, 1/((n + 1)…(n − r)), not a count).
/// - For 0 ≤ n < r both are 0.
///
/// The backends compute the natural case exactly and negate it when ``natural(n:r:isNegated:)`` says so.
public enum CombinatoricReduction: Sendable, Hashable {
    /// The result is 0.
    case zero
    /// The result is C(n, r) (nPr: P(n, r)) of natural numbers r ≤ n, negated when `isNegated`.
    case natural(n: UInt64, r: UInt64, isNegated: Bool)
    /// There is no result: nPr of a negative r.
    case undefined

    /// The largest magnitude of an operand the backends take: they compute with 64-bit words, and larger
    /// integers are refused as a work limit (an overflow).
    public static let largestOperand: Int64 = 1 << 62

    /// The reduction of nCr (nPr when `ordered`) of integers n and r, or nil when either is beyond
    /// ``largestOperand`` in magnitude (a work limit: ``refusedOperands(_:_:)``).
    public init?(n: Int64, r: Int64, ordered: Bool) {
        let range = -Self.largestOperand...Self.largestOperand
        guard range.contains(n), range.contains(r) else { return nil }
        guard r >= 0 else {
            self = ordered ? .undefined : .zero
            return
        }
        let chosen = UInt64(r)
        if n >= 0 {
            self = chosen > UInt64(n) ? .zero : .natural(n: UInt64(n), r: chosen, isNegated: false)
        } else {
            // (−1)^r·C(r − n − 1, r), and likewise for P: r − n − 1 ≤ 2^63 − 1, and at least r.
            self = .natural(n: chosen + n.magnitude - 1, r: chosen, isNegated: chosen % 2 == 1)
        }
    }

    /// The reduction of nCr (nPr when `ordered`) of two doubles: nil unless both are integers of
    /// magnitude at most ``largestOperand`` (−0 counts as 0).
    public init?(_ n: Double, _ r: Double, ordered: Bool) {
        func integer(_ x: Double) -> Int64? {
            guard x.isFinite, x.magnitude <= Double(Self.largestOperand), x.rounded(.towardZero) == x else {
                return nil
            }
            return Int64(x)
        }
        guard let n = integer(n), let r = integer(r) else { return nil }
        self.init(n: n, r: r, ordered: ordered)
    }

    /// The most work nCr and nPr may take: min(r, n − r) (nPr: r) times the bits of n. Beyond it they are
    /// refused (+∞, an overflow) rather than left to run for minutes: `nCr(1000000, 500000)` is one.
    public static let workLimit: UInt64 = 1 << 23

    /// Whether nCr (nPr when `ordered`) of naturals r ≤ n is within ``workLimit``. n may pass
    /// ``largestOperand``: a negative operand reduces to r − n − 1, up to 2^63 − 1, and the backends
    /// compute with 64-bit words (`nCr(-2^62, 2)` is C(2^62 + 1, 2)).
    public static func isWithinWorkLimit(n: UInt64, r: UInt64, ordered: Bool) -> Bool {
        guard r <= n else { return true }
        let factors = ordered ? r : Swift.min(r, n - r)
        let bits = UInt64(UInt64.bitWidth - n.leadingZeroBitCount)
        let work = factors.multipliedReportingOverflow(by: Swift.max(bits, 1))
        return !work.overflow && work.partialValue <= workLimit
    }

    /// What nCr and nPr give for operands that are not both integers of magnitude at most
    /// ``largestOperand``: +∞ (a work limit, an overflow) when both are integers, some too large; NaN (no
    /// result) when either is not an integer.
    public static func refusedOperands(_ n: Double, _ r: Double) -> Double {
        [n, r].allSatisfy { $0.isFinite && $0.rounded(.towardZero) == $0 } ? .infinity : .nan
    }
}
