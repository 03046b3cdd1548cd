import CalcTestSupport
import Testing

@testable import CalcNumerics

/// `DoubleDouble`'s integer helpers, which replace calls into the C library in the fast paths, agree
/// with the standard library's rounding on the edges of their ranges and on seeded random values; its
/// quotient, fused sum of products and normalization keep their stated bounds against 256-bit
/// arithmetic (`Float256`, within 2^−250).
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

    /// A random double-double: a leading part of either sign with an exponent in `exponents`, a trailing
    /// part below half its ulp.
    static func randomDoubleDouble(_ exponents: ClosedRange<Int>, _ generator: inout SplitMix64) -> DoubleDouble {
        let high = generator.doubleUniformInExponent(exponents) * (generator.chance(0.5) ? -1 : 1)
        let low = high.ulp * (generator.unit() - 0.5)
        return DoubleDouble.fastTwoSum(high, low)
    }

    /// The exact value of a double-double, in 256 bits.
    static func wide(_ x: DoubleDouble) -> Float256 { Float256(x.high) + Float256(x.low) }

    /// |computed − exact| / scale, rounded to a double.
    static func error(_ computed: DoubleDouble, _ exact: Float256, over scale: Float256) -> Double {
        ((wide(computed) - exact) / scale).roundedToDouble().magnitude
    }

    @Test("divided(by:) is within 2^−102 of the quotient for denominators from 2^−62 to 2^900")
    func quotient() {
        var generator = TestEnvironment.generator(salt: 0x1_5149)
        for _ in 0..<20_000 {
            let a = Self.randomDoubleDouble(-60...60, &generator)
            let b = Self.randomDoubleDouble(generator.chance(0.5) ? -62...62 : -62...900, &generator)
            let exact = Self.wide(a) / Self.wide(b)
            let error = Self.error(a.divided(by: b), exact, over: exact)
            #expect(error <= 0x1p-102, "(\(a)) / (\(b)): \(error); \(TestEnvironment.replayHint)")
        }
    }

    @Test("sumOfProducts is within 2^−102 of |a·b| + |c·d|, and normalized keeps the value exactly")
    func sumOfProductsAndNormalized() {
        var generator = TestEnvironment.generator(salt: 0x1_514A)
        for _ in 0..<20_000 {
            let (a, b, c, d) = (
                Self.randomDoubleDouble(-8...2, &generator), Self.randomDoubleDouble(-8...2, &generator),
                Self.randomDoubleDouble(-8...2, &generator), Self.randomDoubleDouble(-8...2, &generator)
            )
            let first = Self.wide(a) * Self.wide(b)
            let second = Self.wide(c) * Self.wide(d)
            let scale = Self.wide(DoubleDouble((a.high * b.high).magnitude + (c.high * d.high).magnitude, 0))
            let error = Self.error(DoubleDouble.sumOfProducts(a, b, c, d), first + second, over: scale)
            #expect(error <= 0x1p-102, "(\(a))(\(b)) + (\(c))(\(d)): \(error); \(TestEnvironment.replayHint)")
            // An unnormalized pair, its low part up to 2^−20 of its high part.
            let high = a.high
            let low = high * generator.unit() * 0x1p-20
            let normalized = DoubleDouble(high, low).normalized
            #expect(Self.error(normalized, Self.wide(DoubleDouble(high, 0)) + Float256(low), over: Float256(1)) == 0)
            #expect(normalized.low.magnitude <= normalized.high.ulp / 2)
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
