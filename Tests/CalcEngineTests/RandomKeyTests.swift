import CalcEngine
import CalcNumerics
import CalcTestSupport
import Testing

/// `rand` types D random digits, one draw of the seeded generator per press whatever D is: the k-th
/// `rand` of a seed starts with the same digits on every backend, so a backend switch that replays the
/// keys, or a comparison, shows the same numbers (they drifted apart after the first, since Double drew
/// 15 digits from the generator and MPFR 50).
@Suite struct RandomKeyTests {
    @Test func theKthRandOfASeedStartsWithTheSameDigitsOnEveryBackend() throws {
        var random = TestEnvironment.generator(salt: 0x7A4D)
        for _ in 0..<(TestEnvironment.isReduced ? 5 : 40) {
            let seed = random.next()
            var double = Calculator(configuration: CalculatorConfiguration(backend: DoubleBackend(), randomSeed: seed))
            var mpfr = Calculator(
                configuration: try CalculatorConfiguration(
                    backend: try MPFRBackend(precision: 256), displayDigits: 50, randomSeed: seed))
            for press in 1...5 {
                double.press(.random)
                mpfr.press(.random)
                // Double shows its 15 digits without trailing zeros.
                let digits = double.display.reversed().drop { $0 == "0" }.reversed()
                #expect(
                    mpfr.display.hasPrefix(String(digits)),
                    "seed \(seed), rand \(press): \(double.display), \(mpfr.display) (\(TestEnvironment.replayHint))")
                #expect(double.display.count > 2 && mpfr.display.count > double.display.count)
            }
        }
    }

    @Test func aSeedRepeatsItsNumbersAndAnotherSeedDoesNot() {
        func numbers(_ seed: UInt64) -> [String] {
            var calculator = Calculator(
                configuration: CalculatorConfiguration(backend: DoubleBackend(), randomSeed: seed))
            return (0..<3).map { _ in
                calculator.press(.random)
                return calculator.display
            }
        }
        #expect(numbers(11) == numbers(11))
        #expect(numbers(11) != numbers(12))
        #expect(Set(numbers(11)).count == 3)
    }
}
