import CalcEngine
import CalcTestSupport
import Testing

@testable import CalcMPFR
@testable import CalcNumerics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `Binary64Backend<LibmBinary64>` (the Double backend of a build without MPFR) decides (a build without the MPFR trait): the exactness of decimal
/// text and of a × 10ᵏ by error-free checks, and a × 10ᵏ for |k| ≤ 22 as one operation. Compiled in every
/// build; here, with MPFR, its answers are compared with MPFR's at 53 bits on seeded random inputs: where
/// the check decides "exact" it must be right, and it must decide every short case.
@Suite struct DoubleWithoutMPFRTests {
    /// Seeded decimal text: 1-17 digits, a point anywhere, an exponent of -30…30 or none.
    static func randomDecimal(_ generator: inout SplitMix64) -> String {
        var text = generator.next() % 2 == 0 ? "" : "-"
        let count = Int(generator.next() % 17) + 1
        let point = Int(generator.next() % UInt64(count + 1))
        for i in 0..<count {
            if i == point && i > 0 { text += "." }
            // Mostly short significands with trailing zeros, so that many values are exact.
            text += String(i > 3 && generator.next() % 2 == 0 ? 0 : Int(generator.next() % 10))
        }
        if generator.next() % 2 == 0 { text += "e\(Int(generator.next() % 61) - 30)" }
        return text
    }

    #if MPFR
        @Test("decimal text: exact without MPFR only when MPFR says exact, and every short exact case found")
        func decimalExactnessAgreesWithMPFR() {
            let seed = TestEnvironment.seed
            var generator = TestEnvironment.generator(salt: 0xD0_0B1E)
            let backend = DoubleBackend()
            var wrong = 0
            var exactFound = 0
            let count = TestEnvironment.isUnderValgrind ? 2_000 : 50_000
            for _ in 0..<count {
                let text = Self.randomDecimal(&generator)
                let rounded = backend.value(decimal: text)
                guard rounded.isFinite else { continue }
                let withMPFR = backend.valueReportingExactness(decimal: text).isExact
                let withoutMPFR = LibmBinary64.isExact(decimal: text, rounded: rounded)
                if withoutMPFR { exactFound += 1 }
                // Never exact when it is not; never inexact for a short significand in 10^±22.
                if withoutMPFR && !withMPFR {
                    wrong += 1
                    Issue.record("seed \(seed): \(text) reported exact without MPFR, inexact with MPFR")
                }
                if !withoutMPFR && withMPFR && rounded != 0 && Swift.abs(rounded) >= 0x1p-969
                    && Swift.abs(rounded) < 1e22,
                    !text.contains("e")
                        || (text.split(separator: "e").last.flatMap { Int($0) }.map { Swift.abs($0) <= 5 } ?? false),
                    text.filter(\.isNumber).count <= 15
                {
                    wrong += 1
                    Issue.record("seed \(seed): \(text) is exact (MPFR) but not found so without MPFR")
                }
                if wrong > 5 { break }
            }
            #expect(wrong == 0, "seed \(seed)")
            // About a third of the generated texts are exact; one in fifty at least, whatever the count.
            #expect(exactFound > count / 50, "seed \(seed): the generator produces exact cases")
        }

        @Test("a × 10ᵏ for |k| ≤ 22: one product or quotient is MPFR's correctly rounded result, exactness agrees")
        func scalingAgreesWithMPFR() {
            let seed = TestEnvironment.seed
            var generator = TestEnvironment.generator(salt: 0x5CA1_E10)
            let backend = DoubleBackend()
            for _ in 0..<(TestEnvironment.isUnderValgrind ? 2_000 : 50_000) {
                let a =
                    generator.next() % 2 == 0
                    ? Double(Int(generator.next() % 100_000)) * (generator.next() % 2 == 0 ? 1 : -1)
                    : Double(bitPattern: generator.next() & 0x3FFF_FFFF_FFFF_FFFF | 0x3000_0000_0000_0000)
                let k = Double(Int(generator.next() % 45) - 22)
                let power = Binary64Exactness.exactPowerOfTen(k)!
                let scaled = k >= 0 ? a * power : a / power
                let (expected, isExact) = backend.applyReportingExactness(.scaleByPowerOfTen, a, k)
                guard expected.isFinite, expected == 0 || Swift.abs(expected) >= 0x1p-969 else { continue }
                #expect(scaled.bitPattern == expected.bitPattern, "seed \(seed): \(a) EE \(k)")
                let product = fma(a, power, -scaled) == 0
                let quotient = a == 0 || fma(-scaled, power, a) == 0
                #expect((k >= 0 ? product : quotient) == isExact, "seed \(seed): \(a) EE \(k) exactness")
                // The libm provider (the Double-only build's) gives the same bits and the same exactness.
                let libm = Binary64Backend<LibmBinary64>().applyReportingExactness(.scaleByPowerOfTen, a, k)
                #expect(libm.value.bitPattern == expected.bitPattern, "seed \(seed): \(a) EE \(k) without MPFR")
                #expect(libm.isExact == isExact, "seed \(seed): \(a) EE \(k) exactness without MPFR")
            }
        }
    #endif

    @Test("10^k is exact for |k| ≤ 22 and refused beyond, or for a fraction")
    func powersOfTen() {
        for k in 0...22 {
            #expect(Binary64Exactness.exactPowerOfTen(Double(k)) == Double("1e\(k)")!)
            #expect(Binary64Exactness.exactPowerOfTen(Double(-k)) == Double("1e\(k)")!)
        }
        #expect(Binary64Exactness.exactPowerOfTen(23) == nil)
        #expect(Binary64Exactness.exactPowerOfTen(-23) == nil)
        #expect(Binary64Exactness.exactPowerOfTen(1.5) == nil)
    }

    @Test(
        "decimal exactness without MPFR on chosen text",
        arguments: [
            ("1e15", true), ("0.3e1", true), ("1.5", true), ("-0.25e2", true), ("0.1", false), ("1e-3", false),
            ("1e23", false), ("9007199254740993", false), ("12345678901234567e0", false), ("0", true), ("", false),
            ("1x", false),
        ])
    func chosenDecimals(text: String, isExact: Bool) {
        let rounded = DoubleBackend().value(decimal: text)
        #expect(LibmBinary64.isExact(decimal: text, rounded: rounded) == isExact, "\(text)")
    }
}
