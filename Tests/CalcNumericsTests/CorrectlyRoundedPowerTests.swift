import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// xʸ and the n-th root in Swift (`CorrectlyRounded.power`, `.root`) give bit for bit what MPFR's IEEE
/// mode gives (`mpfr_pow`, `mpfr_rootn_si`), on special values, on exact results (halfway cases
/// included) and on seeded random operands; the accurate path is rare.
@Suite struct CorrectlyRoundedPowerTests {
    /// MPFR's IEEE mode: the reference.
    static func expected(_ operation: BinaryOperation, _ a: Double, _ b: Double) -> Double {
        Double(MPFRBackend.ieeeBinary64.apply(operation, MPFRValue(a, precision: 53), MPFRValue(b, precision: 53)))
    }

    /// Checks every pair against MPFR and returns how many took the accurate path.
    static func check(_ operation: BinaryOperation, _ pairs: [(Double, Double)]) -> Int {
        var accurate = 0
        for (a, b) in pairs {
            guard let (got, tookAccuratePath) = CorrectlyRounded.evaluate(operation, a, b) else {
                Issue.record("\(operation) \(describeBits(a)) \(describeBits(b)) is not covered")
                continue
            }
            if tookAccuratePath { accurate += 1 }
            let expected = Self.expected(operation, a, b)
            #expect(
                sameDouble(got, expected),
                "\(operation)(\(describeBits(a)), \(describeBits(b))): \(describeBits(got)), MPFR \(describeBits(expected)); \(TestEnvironment.replayHint)"
            )
        }
        return accurate
    }

    static let specials: [Double] = [
        0, -0.0, 1, -1, 2, -2, 0.5, -0.5, 3, -3, 1.5, -1.5, .infinity, -.infinity, .nan, .leastNonzeroMagnitude,
        .greatestFiniteMagnitude, 0x1p-1022, 1.0.nextUp, 1.0.nextDown, 0x1p53, 0x1p53 + 2, 0x1p63, -0x1p63, 1e300,
    ]

    @Test("xʸ on special values and exact results, halfway cases included")
    func powerSpecialAndExact() {
        var pairs: [(Double, Double)] = Self.specials.flatMap { x in Self.specials.map { (x, $0) } }
        // Perfect powers: (c^(2ᵏ)·2^(2ᵏj))^(n/2ᵏ), whose value is c^n·2^(jn), a double or halfway between two.
        for c in [3.0, 5, 7, 9, 255, 4095, 262_143, 1_048_575, 0x1p26 - 1, 0x1p26 + 1, 3 * 0x1p-3] {
            for k in 0...3 {
                let base = Foundation.pow(c, Double(1 << k))
                guard base < 0x1p53 else { continue }
                for n in [1.0, 2, 3, 5, 7, -1, -3] {
                    for scale in [1.0, 0x1p-40, 0x1p40, -1] {
                        pairs.append((base * scale.magnitude * (scale < 0 ? -1 : 1), n / Double(1 << k)))
                    }
                }
            }
        }
        // (2¹⁸ − 1)³ is an odd 54-bit integer: halfway between two doubles, rounded to even.
        pairs += [(68_718_952_449, 1.5), (262_143, 3), (0x1p26 + 1, 2), (0x1.0000001p0, 2), (3, 34), (3, 33)]
        // Powers of two to fractional and huge powers, at the edges of the range.
        pairs += [
            (0x1p-1074, 0.5), (0x1p-1074, 1.0 / 1024), (4, -537.5), (0x1p-1000, 1.0761), (2, 1023.5), (2, -1074.5),
        ]
        pairs += [(0x1p-2, 537.5), (0x1p-2, 537), (0.5, 1075), (0.5, 1074), (2, 1024), (10, 308.25), (10, -323.5)]
        _ = Self.check(.power, pairs)
        _ = Self.check(.reversedPower, pairs.map { ($1, $0) })
    }

    @Test("xʸ is MPFR's IEEE mode bit for bit on seeded random operands")
    func powerRandom() {
        var generator = TestEnvironment.generator(salt: 0x9_0E4)
        var pairs: [(Double, Double)] = []
        for _ in 0..<CorrectlyRoundedTests.count {
            let x: Double
            switch generator.below(4) {
            case 0: x = generator.doubleUniformInExponent(-1074...1023)
            case 1: x = generator.uniform(0, 10)
            case 2: x = 1 + generator.uniform(-1e-6, 1e-6)
            default: x = Double(generator.between(-100...100))
            }
            let y: Double
            switch generator.below(5) {
            case 0: y = Double(generator.between(-400...400))
            case 1: y = Double(generator.between(-400...400)) / 2
            case 2: y = generator.uniform(-50, 50)
            case 3: y = generator.doubleUniformInExponent(-60...12) * (generator.chance(0.5) ? 1 : -1)
            default: y = generator.doubleUniformInExponent(-1074...1023) * (generator.chance(0.5) ? 1 : -1)
            }
            pairs.append((generator.chance(0.8) ? x : -x, y))
        }
        let accurate = Self.check(.power, pairs)
        #expect(accurate * 100 < pairs.count, "xʸ: \(accurate) of \(pairs.count) took the accurate path")
    }

    @Test("a × 10ᵇ is MPFR's IEEE mode bit for bit, for integer and non-integer b")
    func scaleByPowerOfTen() {
        var generator = TestEnvironment.generator(salt: 0xEE)
        var pairs: [(Double, Double)] = [
            (1.5, 22), (1.5, -22), (1, 23), (3, 0.5), (-2, -0.25), (0, 1.5), (.infinity, 0.5), (-0.0, 400), (0.1, 308),
            (0.1, 309), (1, -324), (3, -324), (2.5, -324), (.leastNonzeroMagnitude, 700), (1, 701), (-1, -701),
            (.greatestFiniteMagnitude, -630), (1.7976931348623157, 308), (1.7976931348623158, 308),
        ]
        for _ in 0..<(CorrectlyRoundedTests.count / 10) {
            let a = generator.doubleUniformInExponent(-1074...1023) * (generator.chance(0.5) ? 1 : -1)
            let b = generator.chance(0.5) ? Double(generator.between(-700...700)) : generator.uniform(-330, 330)
            pairs.append((a, b))
        }
        _ = Self.check(.scaleByPowerOfTen, pairs)
    }

    @Test(
        "the y-th root is MPFR's IEEE mode bit for bit: special values, perfect powers, random and non-integer degrees")
    func root() {
        let degrees: [Double] = [0, 1, -1, 2, -2, 3, -3, 4, 7, -7, 0x1p62, -0x1p62]
        var pairs: [(Double, Double)] = Self.specials.flatMap { a in degrees.map { (a, $0) } }
        for c in [2.0, 3, 5, 10, 0.5, 1.5, 255] {
            for n in [2.0, 3, 4, 5, 7, 10] {
                let power = Foundation.pow(c, n)
                pairs += [(power, n), (-power, n), (1 / power, -n), (power.nextUp, n), (power.nextDown, n)]
            }
        }
        var generator = TestEnvironment.generator(salt: 0x200_7)
        for _ in 0..<CorrectlyRoundedTests.count {
            let a =
                generator.chance(0.5) ? generator.doubleUniformInExponent(-1074...1023) : generator.uniform(-100, 100)
            let n = Double(generator.between(-40...40))
            pairs.append((a, generator.chance(0.9) ? n : Double(generator.between(-(1 << 40)...(1 << 40)))))
        }
        // Degrees that are not integers below 2⁶³: a^(1/b) with 1/b rounded to 117 bits, as MPFR does.
        let others: [Double] = [
            2.5, 0.5, 1.0 / 3, -1.0 / 3, 0.1, -2.5, 0x1p63, -0x1p64, 1e300, 1e-300, .infinity, .nan,
        ]
        pairs += Self.specials.flatMap { a in others.map { (a, $0) } }
        for _ in 0..<CorrectlyRoundedTests.count {
            let a =
                generator.chance(0.5) ? generator.doubleUniformInExponent(-1074...1023) : generator.uniform(-100, 100)
            let b = generator.chance(0.5) ? generator.uniform(-20, 20) : generator.doubleUniformInExponent(-60...70)
            pairs.append((a, b))
        }
        let accurate = Self.check(.root, pairs)
        #expect(accurate * 100 < pairs.count, "root: \(accurate) of \(pairs.count) took the accurate path")
    }
}
