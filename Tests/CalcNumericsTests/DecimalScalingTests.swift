import CalcEngine
import CalcTestSupport
import Testing

/// a × 10ⁿ (`scaleByPowerOfTen`, "aEn" typed on a calculator) is correctly rounded for integer n: it
/// equals the parse of the decimal text "<all digits of a>e<n>", on every backend, with subnormal
/// results, ties and overflow; and a non-integer n still gives a close finite result.
@Suite("Decimal scaling")
struct DecimalScalingTests {
    @Test(
        "a × 10ⁿ equals the correctly rounded parse of a's exact digits with exponent + n",
        arguments: BackendKind.calculatorBackends)
    func matchesParsing(_ kind: BackendKind) throws {
        let seed = TestEnvironment.seed
        var generator = TestEnvironment.generator(salt: 0x5CA1_E000)
        let count = TestEnvironment.isUnderValgrind ? 60 : 600
        func check<B: NumericBackend>(_ backend: B) throws {
            var failures = 0
            for _ in 0..<count {
                // a is a random double (exact on every backend here); n reaches the subnormals and overflow.
                let a = Double(
                    sign: Bool.random(using: &generator) ? .minus : .plus,
                    exponent: Int.random(in: -60...60, using: &generator),
                    significand: Double.random(in: 1..<2, using: &generator))
                let n = Int.random(in: -345...330, using: &generator)
                let digits = DoubleBackend().decimalDigits(of: a, significantDigits: 800)
                let text = (digits.isNegative ? "-" : "") + "0." + digits.digitString + "e\(digits.exponent + 1 + n)"
                let operand = backend.value(decimal: exactDecimalText(of: a))
                let scaled = backend.scaled(operand, byPowerOfTen: backend.value(n))
                let expected = backend.value(decimal: text)
                let same =
                    backend.isNaN(scaled) == backend.isNaN(expected)
                    && (backend.isEqual(scaled, expected)
                        || (!backend.isFinite(scaled) && !backend.isFinite(expected)
                            && backend.hasNegativeSign(scaled) == backend.hasNegativeSign(expected)))
                    && backend.hasNegativeSign(scaled) == backend.hasNegativeSign(expected)
                if !same {
                    failures += 1
                    if failures <= 5 {
                        Issue.record(
                            "seed \(seed): \(kind.testDescription): \(a) × 10^\(n) = \(scaled), parse gives \(expected)"
                        )
                    }
                }
            }
            #expect(failures == 0, "seed \(seed)")
        }
        try check(kind.backend)
        if kind == .ieee {
            // Also against a parser independent of MPFR's: Double's strtod, bit for bit.
            try ieeeAgainstStrtod(seed: seed, generator: &generator, count: count)
        }
    }

    private func ieeeAgainstStrtod(seed: UInt64, generator: inout SplitMix64, count: Int) throws {
        let ieee = MPFRBackend.ieeeBinary64
        for _ in 0..<count {
            let a = Double(
                sign: Bool.random(using: &generator) ? .minus : .plus,
                exponent: Int.random(in: -60...60, using: &generator),
                significand: Double.random(in: 1..<2, using: &generator))
            let n = Int.random(in: -345...330, using: &generator)
            let digits = DoubleBackend().decimalDigits(of: a, significantDigits: 800)
            let text = (digits.isNegative ? "-" : "") + "0." + digits.digitString + "e\(digits.exponent + 1 + n)"
            let expected = DoubleBackend().value(decimal: text)
            let scaled = Double(ieee.scaled(ieee.value(decimal: exactDecimalText(of: a)), byPowerOfTen: ieee.value(n)))
            #expect(
                scaled.bitPattern == expected.bitPattern,
                "seed \(seed): \(a) × 10^\(n): IEEE \(describeBits(scaled)), strtod \(describeBits(expected))")
        }
    }

    @Test("a halfway case and the edges of binary64", arguments: [BackendKind.double, .ieee])
    func edges(_ kind: BackendKind) throws {
        func check(_ backend: some NumericBackend) throws {
            func scaled(_ a: String, _ n: Int) throws -> Double {
                let value = try backend.evaluate(.scaleByPowerOfTen, backend.parse(decimal: a), backend.value(n))
                return try #require(value as? Double ?? (value as? MPFRValue).map(Double.init))
            }
            // (2⁵² + 2) × 10 = 45035996273704980 lies halfway between the doubles …976 and …984: to even, …976.
            #expect(try scaled("4503599627370498", 1) == 45_035_996_273_704_976)
            #expect(try scaled("4503599627370498", 1) != 45_035_996_273_704_984)
            #expect(try scaled("-4503599627370498", 1) == -45_035_996_273_704_976)
            #expect(try scaled("1", -324) == 0)
            #expect(try scaled("5", -324) == .leastNonzeroMagnitude)
            #expect(try scaled("1.7976931348623157", 308) == .greatestFiniteMagnitude)
            #expect(throws: ArithmeticError.overflow) { _ = try scaled("1.8", 308) }
            #expect(try scaled("-2.5", -330).bitPattern == (-0.0).bitPattern)
        }
        try check(kind.backend)
    }

    @Test("a non-integer power of ten is a × 10^b, finite and close", arguments: BackendKind.calculatorBackends)
    func nonIntegerExponent(_ kind: BackendKind) throws {
        func check(_ backend: some NumericBackend) throws {
            let value = try backend.evaluate(.scaleByPowerOfTen, backend.value(2), backend.parse(decimal: "0.5"))
            let digits = backend.decimalDigits(of: value, significantDigits: 12)
            #expect(
                digits.digitString == "632455532034" && digits.exponent == 0,
                "2 × √10 = 6.32455532033676; got \(describe(digits))")
        }
        try check(kind.backend)
    }
}
