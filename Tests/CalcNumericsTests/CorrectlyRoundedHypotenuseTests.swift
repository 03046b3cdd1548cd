import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// hypot, x³ and n!! in Swift (`CorrectlyRounded.hypotenuse`, `.cube`, `.doubleFactorial`) give bit for
/// bit what MPFR's IEEE mode gives (`mpfr_hypot`, the cube, GMP's exact n!! rounded once), on special
/// values, exact results, halfway cases and seeded random operands, so that the builds with and without
/// MPFR show the same digits.
@Suite struct CorrectlyRoundedHypotenuseTests {
    /// Pythagorean triples (m² − n², 2mn, m² + n²) whose hypotenuse is an odd integer of 54 bits, halfway
    /// between two doubles, while the legs are doubles: m/n near 1 + √2 keeps both legs below 2⁵³.
    static func halfwayTriples(count: Int, generator: inout SplitMix64) -> [(Double, Double)] {
        var pairs: [(Double, Double)] = []
        while pairs.count < count {
            let n = UInt64(generator.between(39_000_000...40_000_000))
            let m = UInt64((Double(n) * (1 + 2.0.squareRoot())).rounded()) + UInt64(generator.below(1_000))
            guard (m + n) % 2 == 1 else { continue }
            let (a, b, c) = (m * m - n * n, 2 * m * n, m * m + n * n)
            guard a < 1 << 53, b < 1 << 53, c >= 1 << 53, c < 1 << 54 else { continue }
            pairs.append((Double(a), Double(b)))
        }
        return pairs
    }

    @Test("hypot on special values, exact and halfway results, and operands far apart")
    func hypotenuseSpecialAndExact() {
        let specials: [Double] = [
            0, -0.0, 1, -1, 3, 4, 5, 12, .infinity, -.infinity, .nan, .leastNonzeroMagnitude, 0x1p-1022,
            .greatestFiniteMagnitude, 0x1.6a09e667f3bccp1023, 0x1p-60, 0x1p60, 1e300, 1e-300, 0x1.7bp-1062,
            0x1.fap-1062,
        ]
        var pairs = specials.flatMap { a in specials.map { (a, $0) } }
        var generator = TestEnvironment.generator(salt: 0x4_1207)
        let triples = Self.halfwayTriples(count: 200, generator: &generator)
        for (a, b) in triples {
            // The same triple scaled exactly down to the smallest unit and up next to the overflow threshold.
            pairs += [(a, b), (-b, a), (a * 0x1p-1074, b * 0x1p-1074), (a * 0x1p970, b * 0x1p970)]
        }
        // One leg 2⁶⁰ and 2⁶¹ times the other: at the edge of "far apart".
        pairs += [(1, 0x1p-60), (1, 0x1p-61), (1.5, 0x1.fffffffffffffp-61), (0x1p-1000, 0x1p-1060)]
        let accurate = CorrectlyRoundedPowerTests.check(.hypot, pairs)
        #expect(accurate >= 4 * triples.count, "every halfway case takes the accurate path (\(accurate))")
    }

    @Test("hypot is MPFR's IEEE mode bit for bit on seeded random operands")
    func hypotenuseRandom() {
        var generator = TestEnvironment.generator(salt: 0x4_1208)
        var pairs: [(Double, Double)] = []
        for _ in 0..<CorrectlyRoundedTests.count {
            let a = generator.doubleUniformInExponent(-1074...1023) * (generator.chance(0.5) ? 1 : -1)
            let b: Double
            switch generator.below(4) {
            case 0: b = generator.doubleUniformInExponent(-1074...1023)
            // Within 2⁶⁴ of a: the range where both operands count.
            case 1: b = a * generator.doubleUniformInExponent(-64...0)
            case 2: b = Double(generator.between(1...100_000)) * (a / 0x1p20)
            default: b = a.magnitude.nextUp * generator.uniform(0.5, 1)
            }
            pairs.append((a, generator.chance(0.5) ? b : -b))
        }
        _ = CorrectlyRoundedPowerTests.check(.hypot, pairs)
        // A subnormal larger operand always takes the accurate path; the rate is measured on the others.
        let normal = pairs.filter { Swift.max($0.0.magnitude, $0.1.magnitude) >= .leastNormalMagnitude }
        let accurate = normal.filter { CorrectlyRounded.evaluate(.hypot, $0.0, $0.1)?.tookAccuratePath == true }
        #expect(
            accurate.count * 1_000 < normal.count, "hypot: \(accurate.count) of \(normal.count) took the accurate path")
    }

    @Test("x³ is one rounding of the exact cube, ties to even, where x·x·x rounds twice")
    func cubeTiesAndDoubleRounding() {
        // (2¹⁸ − 1)³ = 18,014,192,351,838,207: odd, 54 bits, halfway between two doubles.
        let tie = 262_143.0
        let exact = MPFRBackend.ieeeBinary64.apply(.cube, to: MPFRValue(tie, precision: 53), angle: .radians)
        #expect(CorrectlyRounded.evaluate(.cube, tie, angle: .radians)?.value == Double(exact))
        #expect(CorrectlyRounded.evaluate(.cube, tie, angle: .radians)?.tookAccuratePath == true)
        // Two roundings differ from one on a good share of arguments: the reason x³ is not x·x·x.
        var generator = TestEnvironment.generator(salt: 0xC0BE)
        var differing = 0
        for _ in 0..<1_000 {
            let x = generator.uniform(1, 2)
            let once = CorrectlyRounded.evaluate(.cube, x, angle: .radians)?.value
            if once != x * x * x { differing += 1 }
            #expect(
                once == Double(MPFRBackend.ieeeBinary64.apply(.cube, to: MPFRValue(x, precision: 53), angle: .radians)))
        }
        #expect(differing > 50, "x·x·x differs from the correctly rounded cube on \(differing) of 1,000")
    }

    @Test("n!! is GMP's exact product rounded once, and exact exactly when that is a double")
    func doubleFactorial() {
        for n in -2...320 {
            let x = Double(n)
            let expected = MPFRBackend.ieeeBinary64.applyReportingExactness(
                .doubleFactorial, to: MPFRValue(x, precision: 53), angle: .radians)
            let got = CorrectlyRounded.evaluate(.doubleFactorial, x, angle: .radians)?.value ?? 0
            #expect(sameDouble(got, Double(expected.value)), "\(n)!!: \(got), MPFR \(Double(expected.value))")
            // Without MPFR, the same exactness (an infinite result is never exact).
            let isExact = LibmBinary64.exactResult(.doubleFactorial, to: x, angle: .radians, rounded: got) != nil
            #expect(isExact == (expected.isExact && got.isFinite), "\(n)!! exactness")
        }
        for x in [100_000.0, 100_001, 1e300, 2.5, -3, .infinity, .nan, -0.0] {
            let expected = MPFRBackend.ieeeBinary64.apply(
                .doubleFactorial, to: MPFRValue(x, precision: 53), angle: .radians)
            let got = CorrectlyRounded.evaluate(.doubleFactorial, x, angle: .radians)?.value ?? 0
            #expect(sameDouble(got, Double(expected)), "\(x)!!")
        }
    }

    @Test("without MPFR, x³ is exact exactly when MPFR says so")
    func cubeExactness() {
        var arguments: [Double] = [0, -0.0, 1, -2, 3, 262_143, 262_144, 2_097_151, 2_097_152, 0x1p341, 0x1p-358, 1.5]
        var generator = TestEnvironment.generator(salt: 0xC0BF)
        for _ in 0..<500 {
            arguments.append(Double(generator.between(-3_000_000...3_000_000)) * 0x1p-10)
            arguments.append(generator.uniform(-2, 2))
        }
        for x in arguments {
            let expected = MPFRBackend.ieeeBinary64.applyReportingExactness(
                .cube, to: MPFRValue(x, precision: 53), angle: .radians)
            let isExact =
                LibmBinary64.exactResult(
                    .cube, to: x, angle: .radians, rounded: LibmBinary64.apply(.cube, to: x, angle: .radians)) != nil
            #expect(isExact == (expected.isExact && Double(expected.value).isFinite), "\(x)³ exactness")
        }
    }

    @Test("without MPFR, hypot is exact exactly when MPFR says so")
    func hypotenuseExactness() {
        var generator = TestEnvironment.generator(salt: 0x4_1209)
        var pairs: [(Double, Double)] = [(3, 4), (5, 12), (1, 1), (0, 7), (-0.0, 0), (1, 0x1p-70), (0x1p-1074, 0)]
        pairs += Self.halfwayTriples(count: 20, generator: &generator)
        for _ in 0..<300 {
            let (m, n) = (Double(generator.between(1...3_000)), Double(generator.between(1...3_000)))
            pairs.append(((m * m - n * n) * 0x1p-20, 2 * m * n * 0x1p-20))
            pairs.append((generator.uniform(-5, 5), generator.uniform(-5, 5)))
        }
        for (a, b) in pairs {
            let expected = MPFRBackend.ieeeBinary64.applyReportingExactness(
                .hypot, MPFRValue(a, precision: 53), MPFRValue(b, precision: 53))
            let isExact = LibmBinary64.exactResult(.hypot, a, b, rounded: LibmBinary64.apply(.hypot, a, b)) != nil
            #expect(isExact == expected.isExact, "hypot(\(a), \(b)) exactness")
        }
    }
}
