import CalcTestSupport
import Testing

@testable import CalcNumerics

/// `DoubleDouble`'s integer helpers, which replace calls into the C library in the fast paths, agree
/// with the standard library's rounding on the edges of their ranges and on seeded random values.
@Suite struct DoubleDoubleTests {
    /// Values next to the 2⁵¹ and 2⁵² thresholds, halves, the signed zeros, ±∞ and NaN.
    static let edges: [Double] = {
        var values: [Double] = [0, -0.0, 0.5, 1, 1.5, 2.5, 0x1p-1074, .infinity, .nan, 0x1p51, 0x1p52, 0x1p53]
        for base in [0x1p51, 0x1p52, 0x1p53, 3, 4_503_599_627_370_495.5] {
            values += [base, base.nextUp, base.nextDown, base + 0.5, base - 0.5, base + 1, base - 1]
        }
        return values.flatMap { [$0, -$0] }
    }()

    @Test("isInteger is rounded(.towardZero) == x on the edges and on seeded values below 2⁶⁰")
    func isInteger() {
        var generator = TestEnvironment.generator(salt: 0x1_5147)
        var values = Self.edges
        for _ in 0..<100_000 {
            let x = generator.doubleUniformInExponent(-4...60)
            // Half of them an integer or a half-integer, the cases the test is for.
            values.append(generator.chance(0.5) ? (x * 2).rounded(.towardZero) / 2 : x)
        }
        for x in values {
            #expect(
                DoubleDouble.isInteger(x) == (x.rounded(.towardZero) == x),
                "isInteger(\(x)); \(TestEnvironment.replayHint)")
        }
    }

    @Test("nearestInteger is rounded(.toNearestOrEven) below 2⁵¹")
    func nearestInteger() {
        var generator = TestEnvironment.generator(salt: 0x1_5148)
        var values = Self.edges.filter { $0.magnitude < 0x1p51 }
        for _ in 0..<100_000 {
            let x = generator.doubleUniformInExponent(-4...50)
            values.append(generator.chance(0.5) ? (x * 2).rounded(.towardZero) / 2 : x)
        }
        for x in values {
            #expect(
                DoubleDouble.nearestInteger(x) == x.rounded(.toNearestOrEven),
                "nearestInteger(\(x)); \(TestEnvironment.replayHint)")
        }
    }
}
