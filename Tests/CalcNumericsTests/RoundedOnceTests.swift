import CalcEngine
import CalcTestSupport
import Testing

/// The reciprocal keys (sec, csc, cot, their inverses and hyperbolic forms) and log_y are ONE correctly
/// rounded result in MPFR (`MPFRRoundedOnce`), not the composition of two rounded steps: in IEEE mode
/// each is the 320-bit composition rounded once to binary64, on seeded random arguments.
@Suite struct RoundedOnceTests {
    static let reference = try! MPFRBackend(precision: 320)
    static let reciprocalKeys: [UnaryFunction] = UnaryFunction.allCases.filter { $0.reciprocalForm != nil }

    /// f(x) as the 320-bit composition, rounded once to binary64.
    static func expected(_ function: UnaryFunction, _ x: Double, angle: AngleUnit) -> Double {
        Double(reference.applyReciprocalForm(function, to: MPFRValue(x, precision: 320), angle: angle))
    }

    /// Random arguments: uniform in exponent over the whole range, near ±1, and small integers and
    /// multiples of 90 (degrees) with a few units in the last place added.
    static func arguments(salt: UInt64, count: Int) -> [Double] {
        var generator = TestEnvironment.generator(salt: salt)
        var arguments: [Double] = [0, -0, 1, -1, 2, 0.5, 30, 45, 60, 90, 180, 270, 1e22, .infinity, -.infinity]
        for _ in 0..<count {
            switch generator.below(4) {
            case 0: arguments.append(generator.doubleUniformInExponent(-1074...1023))
            case 1: arguments.append(generator.doubleUniformInExponent(-8...8))
            case 2: arguments.append((generator.chance(0.5) ? 1.0 : -1.0) + generator.uniform(-1e-3, 1e-3))
            default:
                var x = Double(generator.between(-8...8) * 90 + generator.pick([0, 1, 30, 45, 60]))
                for _ in 0..<generator.below(4) { x = x.nextUp }
                arguments.append(x)
            }
        }
        return arguments
    }

    @Test("the twelve reciprocal keys are one correctly rounded result", arguments: AngleUnit.allCases)
    func reciprocalKeys(angle: AngleUnit) {
        let ieee = MPFRBackend.ieeeBinary64
        for (index, function) in Self.reciprocalKeys.enumerated() {
            // (Fewer under valgrind, where each Ziv loop's recomputations cost 50 times as much.)
            for x in Self.arguments(salt: 0x5EC0 &+ UInt64(index), count: TestEnvironment.isReduced ? 25 : 150) {
                let got = Double(ieee.apply(function, to: MPFRValue(x, precision: 53), angle: angle))
                let expected = Self.expected(function, x, angle: angle)
                #expect(
                    sameDouble(got, expected),
                    "\(function)(\(describeBits(x))) \(angle): \(describeBits(got)), expected \(describeBits(expected)); \(TestEnvironment.replayHint)"
                )
            }
        }
    }

    @Test("the issue's secant is right to the last bit")
    func issueSecant() {
        #expect(DoubleBackend().apply(.sec, to: 1.0458226901439907, angle: .radians) == 1.9952505388881532)
    }

    @Test("log_y is one correctly rounded result; exact logarithms come out exactly")
    func logarithm() {
        let ieee = MPFRBackend.ieeeBinary64
        var generator = TestEnvironment.generator(salt: 0x106B)
        for _ in 0..<600 {
            let a = Swift.abs(generator.doubleUniformInExponent(-1074...1023))
            let b =
                generator.chance(0.5)
                ? Swift.abs(generator.doubleUniformInExponent(-20...20)) : generator.uniform(0.5, 2)
            let got = Double(ieee.apply(.logarithm, MPFRValue(a, precision: 53), MPFRValue(b, precision: 53)))
            let wide = { (x: Double) in Self.reference.apply(.log, to: MPFRValue(x, precision: 320), angle: .radians) }
            let expected = Double(wide(a) / wide(b))
            #expect(
                sameDouble(got, expected),
                "log_\(describeBits(b)) \(describeBits(a)): \(describeBits(got)), expected \(describeBits(expected)); \(TestEnvironment.replayHint)"
            )
        }
        for (a, b, result) in [(8.0, 2.0, 3.0), (8, 4, 1.5), (1000, 10, 3), (0x1p-1074, 2, -1074), (2, 8, 1.0 / 3)] {
            let value = ieee.apply(.logarithm, MPFRValue(a, precision: 53), MPFRValue(b, precision: 53))
            #expect(Double(value) == result, "log_\(b) \(a)")
        }
    }
}
