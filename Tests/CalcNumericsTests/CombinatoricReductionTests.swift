import Testing

@testable import CalcNumerics

/// `CombinatoricReduction` (what nCr and nPr of negative integers mean, for every backend) against the
/// definitions themselves, computed by brute force: nCr(n, r) = n(n − 1)…(n − r + 1)/r! for r ≥ 0 and 0
/// for r < 0, nPr(n, r) the falling factorial, and Pascal's rule, which those definitions keep for every
/// integer n and r.
@Suite struct CombinatoricReductionTests {
    /// The value the reduction gives, computed from the natural case it names (small operands only).
    static func value(n: Int64, r: Int64, ordered: Bool) -> Int64? {
        guard let reduction = CombinatoricReduction(n: n, r: r, ordered: ordered) else {
            Issue.record("nCr/nPr(\(n), \(r)) refused")
            return nil
        }
        switch reduction {
        case .zero: return 0
        case .undefined: return nil
        case .natural(let n, let r, let isNegated):
            #expect(r <= n)
            var value: Int64 = 1
            for i in 0..<r {
                value *= Int64(n - i)
                if !ordered { value /= Int64(i + 1) }
            }
            return isNegated ? -value : value
        }
    }

    /// The definitions: the falling factorial n(n − 1)…(n − r + 1), over r! for nCr.
    static func definition(n: Int64, r: Int64, ordered: Bool) -> Int64? {
        guard r >= 0 else { return ordered ? nil : 0 }
        var falling: Int64 = 1
        var factorial: Int64 = 1
        for i in 0..<r {
            falling *= n - i
            factorial *= i + 1
        }
        return ordered ? falling : falling / factorial
    }

    @Test("the reduction gives the definitions' values on -14...14 × -4...12")
    func definitions() {
        for n in Int64(-14)...14 {
            for r in Int64(-4)...12 {
                for ordered in [false, true] {
                    #expect(
                        Self.value(n: n, r: r, ordered: ordered) == Self.definition(n: n, r: r, ordered: ordered),
                        "\(ordered ? "nPr" : "nCr")(\(n), \(r))")
                }
            }
        }
    }

    @Test("Pascal's rule holds for every integer n and r")
    func pascal() {
        for n in Int64(-14)...14 {
            for r in Int64(-4)...12 {
                guard let left = Self.value(n: n - 1, r: r - 1, ordered: false),
                    let right = Self.value(n: n - 1, r: r, ordered: false)
                else { continue }
                let sum = left + right
                #expect(Self.value(n: n, r: r, ordered: false) == sum, "nCr(\(n), \(r))")
            }
        }
    }

    @Test("SpeedCrunch's rows, and the operands' bounds")
    func rowsAndBounds() {
        #expect(Self.value(n: -3, r: 5, ordered: false) == -21)
        #expect(Self.value(n: -21, r: 2, ordered: false) == 231)
        #expect(Self.value(n: -1, r: -1, ordered: false) == 0)
        #expect(Self.value(n: -21, r: 2, ordered: true) == 462)
        #expect(CombinatoricReduction(n: 21, r: -1, ordered: true) == .undefined)
        // The largest magnitudes: a negative n reduces past 2^62, to 2^63 − 1 at most, which the backends'
        // 64-bit words still hold (nCr(−2^62, 2) = C(2^62 + 1, 2)); only the work limit refuses.
        let largest = CombinatoricReduction.largestOperand
        #expect(
            CombinatoricReduction(n: -largest, r: largest, ordered: false)
                == .natural(n: UInt64(Int64.max), r: UInt64(largest), isNegated: false))
        #expect(CombinatoricReduction.isWithinWorkLimit(n: UInt64(Int64.max), r: 2, ordered: true))
        #expect(!CombinatoricReduction.isWithinWorkLimit(n: UInt64(Int64.max), r: 1 << 20, ordered: true))
        #expect(CombinatoricReduction.isWithinWorkLimit(n: UInt64(largest), r: 1, ordered: true))
        // Doubles: integers of magnitude at most 2^62, else nil (+∞ for integers, NaN otherwise).
        #expect(CombinatoricReduction(-0.0, 0, ordered: false) == .natural(n: 0, r: 0, isNegated: false))
        #expect(CombinatoricReduction(0x1p62.nextUp, 0, ordered: false) == nil)
        #expect(CombinatoricReduction(n: largest + 1, r: 0, ordered: false) == nil)
        #expect(CombinatoricReduction(n: 0, r: -largest - 1, ordered: false) == nil)
        #expect(CombinatoricReduction.refusedOperands(-0x1p63, 1) == .infinity)
        #expect(CombinatoricReduction.refusedOperands(2.5, 1).isNaN)
        #expect(CombinatoricReduction.refusedOperands(.infinity, 1).isNaN)
    }
}
