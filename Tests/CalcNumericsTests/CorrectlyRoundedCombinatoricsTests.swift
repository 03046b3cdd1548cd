import CalcEngine
import CalcTestSupport
import Testing

@testable import CalcMPFR
@testable import CalcNumerics

/// The pure-Swift nCr and nPr (`CorrectlyRounded.combinations` and `.permutations`) give bit for bit
/// what MPFR's IEEE mode gives: on the edges of their domain, of exactness (2^53), of overflow (2^1024)
/// and of the work limit, and on seeded random operands of several shapes.
@Suite struct CorrectlyRoundedCombinatoricsTests {
    /// MPFR's IEEE mode: the reference.
    static func expected(_ operation: BinaryOperation, _ n: Double, _ r: Double) -> Double {
        Double(MPFRBackend.ieeeBinary64.apply(operation, MPFRValue(n, precision: 53), MPFRValue(r, precision: 53)))
    }

    /// The pure-Swift result.
    static func computed(_ operation: BinaryOperation, _ n: Double, _ r: Double) -> Double {
        operation == .combinations ? CorrectlyRounded.combinations(n, r) : CorrectlyRounded.permutations(n, r)
    }

    /// Compares both keys with MPFR's IEEE mode on every pair.
    static func check(_ pairs: [(Double, Double)], replay: Bool) {
        for (n, r) in pairs {
            for operation in [BinaryOperation.combinations, .permutations] {
                let got = computed(operation, n, r)
                let expected = expected(operation, n, r)
                #expect(
                    sameDouble(got, expected),
                    "\(operation)(\(describeBits(n)), \(describeBits(r))): \(describeBits(got)), MPFR \(describeBits(expected))\(replay ? "; " + TestEnvironment.replayHint : "")"
                )
            }
        }
    }

    /// The largest r (nPr; nCr's min(r, n − r)) within the work limit for this n: the limit over the bits of n.
    static func workLimitFactors(_ n: UInt64) -> UInt64 {
        CombinatoricReduction.workLimit / UInt64(max(UInt64.bitWidth - n.leadingZeroBitCount, 1))
    }

    /// The edges: tiny arguments, r > n and r = n, 2^53 and 2^62, arguments outside the domain, results
    /// next to 2^53 (ties included) and next to 2^1024, and the work limit.
    static let edges: [(Double, Double)] = {
        let special: [Double] = [
            0, -0.0, 1, 2, 3, 10, 0x1p53, 0x1p53 + 2, 0x1p62, 0x1p62.nextUp, 0x1p63, -1, -0.5, 0.5, 2.5, 1e-300,
            .nan, .infinity, -.infinity, .greatestFiniteMagnitude, 0x1p62.nextDown, -2, -3, -21, -0x1p53,
            -0x1p62, -0x1p62.nextUp, -0x1p63,
        ]
        var pairs = special.flatMap { n in special.map { (n, $0) } }
        for n in [0.0, 1, 2, 5, 20, 170, 171, 1029, 1030, 0x1p53, 0x1p62] {
            for r in [n - 2, n - 1, n, n + 1, 0, 1, 2, 3] where r >= 0 { pairs.append((n, r)) }
        }
        // Around 2^53 and 2^54: C(n, 2) for n near 2^27 and 2^27.5 (odd values in [2^53, 2^54) are ties),
        // C(n, 3) near 2^53, nPr(n, 2) near 2^53 and 2^54, C(n, r) of large n and small r.
        for center: Double in [134_217_728, 189_812_531, 94_906_266, 134_217_728 * 1.5] {
            for offset in -12...12 { pairs += [(center + Double(offset), 2), (center + Double(offset), 3)] }
        }
        for offset in -12...12 { pairs.append((380_414 + Double(offset), 3)) }
        for n: Double in [0x1p53 - 1, 0x1p53 + 1, 0x1p53 + 4, 0x1p52 + 1, 0x1p54, 0x1p61 + 0x1p9] {
            for r in 0...6 { pairs += [(n, Double(r)), (n, n - Double(r))] }
        }
        // Next to 2^1024: C(1029, 514) < 2^1024 < C(1030, 515), 170! < 2^1024 < 171!.
        for n in (1020...1040).map(Double.init) {
            for r in [n / 2 - 2, n / 2 - 1, n / 2, n / 2 + 1].map({ $0.rounded(.down) }) { pairs.append((n, r)) }
        }
        for n in (165...175).map(Double.init) { pairs += [(n, n), (n, n - 1), (n, n - 2), (n, 170), (n, 171)] }
        // The work limit: min(r, n − r) (nPr: r) times the bits of n, at most 2^23. Just within it, MPFR
        // computes the whole integer, in some 15 s for n = 2^23 or 2^62 (GMP's binomial of a large n) but
        // a fraction of a second for n up to 3,000,000: the refused side for every n here, both sides for
        // those.
        for n: UInt64 in [1 << 62, 1 << 40, 1 << 20, (1 << 23) - 1, 1 << 23, 3_000_000] {
            let factors = workLimitFactors(n)
            // The largest double r with n − r beyond the limit (n − factors − 1 itself is not a double
            // above 2^53).
            var complement = Double(n - factors - 1)
            while Double(n) - complement <= Double(factors) { complement = complement.nextDown }
            pairs += [(Double(n), Double(factors + 1)), (Double(n), complement), (Double(n), Double(n / 2))]
            if n <= 3_000_000 {
                pairs += [factors - 1, factors, n - factors, n - factors + 1].map { (Double(n), Double($0)) }
            }
        }
        return pairs
    }()

    @Test("nCr and nPr are MPFR's IEEE mode bit for bit on the edges")
    func edgeCases() {
        Self.check(Self.edges, replay: false)
    }

    @Test("the edges are where they are meant to be")
    func edgesAreEdges() {
        // Exactness, overflow, the work limit and the domain, independently of MPFR.
        #expect(CorrectlyRounded.combinations(1029, 514).isFinite)
        #expect(CorrectlyRounded.combinations(1030, 515) == .infinity)
        #expect(CorrectlyRounded.permutations(170, 170).isFinite)
        #expect(CorrectlyRounded.permutations(171, 171) == .infinity)
        #expect(CorrectlyRounded.combinations(134_217_728, 2) == 0x1p53 - 0x1p26)
        #expect(CorrectlyRounded.combinations(0x1p62, 0x1p62) == 1)
        #expect(CorrectlyRounded.combinations(0x1p53, 0x1p53 - 1) == 0x1p53)
        // An integer beyond 2^62 in magnitude is a work limit (+∞, an overflow); a non-integer argument,
        // or nPr's negative r, has no result.
        #expect(CorrectlyRounded.combinations(0x1p62.nextUp, 1) == .infinity)
        #expect(CorrectlyRounded.combinations(-0x1p62.nextUp, 1) == .infinity)
        #expect(CorrectlyRounded.combinations(2.5, 1).isNaN)
        #expect(CorrectlyRounded.permutations(21, -1).isNaN)
        // Negative operands (CombinatoricReduction): nCr(−3, r) = (−1)^r C(r + 2, r), 0 for r < 0;
        // nPr(n, r) the falling factorial.
        #expect(CorrectlyRounded.combinations(-3, 2) == 6)
        #expect(CorrectlyRounded.combinations(-3, 5) == -21)
        #expect(CorrectlyRounded.combinations(-1, -1).bitPattern == 0)
        #expect(CorrectlyRounded.combinations(4, -1).bitPattern == 0)
        #expect(CorrectlyRounded.permutations(-21, 2) == 462)
        #expect(CorrectlyRounded.permutations(-1, 0) == 1)
        #expect(CorrectlyRounded.permutations(-2, 171) == -.infinity)
        #expect(CorrectlyRounded.combinations(3, 4).bitPattern == 0)
        // Just within the work limit at n = 2^62 (the edge test leaves MPFR's 15 s there out): far beyond 2^1024.
        let factors = Double(Self.workLimitFactors(1 << 62))
        #expect(factors == 133_152)
        #expect(CorrectlyRounded.combinations(0x1p62, factors) == .infinity)
        #expect(CorrectlyRounded.combinations(0x1p62, 0x1p62 - factors) == .infinity)
        // Beyond the work limit: +∞ (an overflow, the reason a work limit gives), as MPFR's.
        #expect(CorrectlyRounded.combinations(0x1p62, factors + 1) == .infinity)
        #expect(CorrectlyRounded.permutations(0x1p62, factors) == .infinity)
        #expect(CorrectlyRounded.permutations(0x1p62, factors + 1) == .infinity)
    }

    @Test("nCr and nPr are MPFR's IEEE mode bit for bit on seeded random operands")
    func randomOperands() {
        var generator = TestEnvironment.generator(salt: 0xC0_3B1E)
        let count = TestEnvironment.isReduced ? 200 : 1_000
        var pairs: [(Double, Double)] = []
        /// An integer double below 2^bits (rounded to a double, so still an integer).
        func integer(bits: Int) -> Double {
            Double(generator.next() >> UInt64(64 - bits))
        }
        for _ in 0..<count {
            // Small n, every r up to a little beyond n.
            let small = Double(generator.between(0...300))
            pairs.append((small, Double(generator.between(0...Int(small) + 3))))
            // Large n (up to 2^62, often near 2^53) and small r, or r near n.
            let large = generator.chance(0.3) ? 0x1p53 + Double(generator.between(-50...50)) : integer(bits: 62)
            let few = Double(generator.between(0...40))
            pairs += [(large, few), (large, large - few)]
            // r near n/2, n up to 2,100 (results from exact through overflow) or up to 2^14.
            let middle = generator.chance(0.8) ? Double(generator.between(0...2_100)) : integer(bits: 14)
            pairs.append((middle, (middle / 2).rounded(.down) + Double(generator.between(-20...20))))
            // r near n, n up to 2,100.
            let near = Double(generator.between(0...2_100))
            pairs.append((near, near - Double(generator.between(0...200))))
        }
        // Negative n (and, for nCr, negative r), through the reduction to the natural case.
        for _ in 0..<count / 4 {
            let n = -Double(generator.between(1...2_100))
            pairs += [(n, Double(generator.between(-3...400))), (n, Double(generator.between(0...40)))]
        }
        Self.check(pairs, replay: true)
    }
}
