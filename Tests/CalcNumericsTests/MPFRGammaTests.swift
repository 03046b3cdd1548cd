import CMPFR
import CalcEngine
import CalcTestSupport
import Testing

@testable import CalcMPFR

/// Γ and x! next to their poles on MPFR. An argument within 2^−min(P/8, 32) of a pole m ≤ 0 takes the
/// reflection with the exact distance (`MPFRBackend.gammaNextToPole`), which must give mpfr_gamma's
/// correctly rounded value bit for bit, at every precision (mpfr_gamma itself raises its working
/// precision by the distance's bits there: 15 s at 10,000 bits).
@Suite("MPFR's Γ next to its poles")
struct MPFRGammaTests {
    /// x = m ± u·2^−k (u in [1, 2)) rounded to P bits, for seeded poles m in −200 … 0 and distances
    /// 2^−k from just inside the reflection's range (k > min(P/8, 32)) to beyond the precision (x is then
    /// m).
    @Test(arguments: [53, 64, 256, 1000, 2048])
    func nextToAPoleIsMPFRsGamma(precision: Int) throws {
        var random = SplitMix64(seed: TestEnvironment.seed ^ UInt64(precision) << 8)
        let backend = try MPFRBackend(precision: precision)
        let count = precision <= 256 ? 200 : 40
        var reflected = 0
        for _ in 0..<count {
            let m = Int.random(in: -200...0, using: &random)
            let k = Int.random(in: (min(precision / 8, 32) + 1)...(precision + 16), using: &random)
            let offset = Double.random(in: 1..<2, using: &random) * (Bool.random(using: &random) ? 1 : -1)
            var x = MPFRValue(precision: precision)
            x.withMutableMPFRPointer { target in
                MPFRExponentRange.standard.run {
                    let wide = MPFRStorage.make(precision: precision + k + 64)
                    _ = mpfr_set_d(wide.pointer, offset, MPFR_RNDN)
                    _ = mpfr_mul_2si(wide.pointer, wide.pointer, -k, MPFR_RNDN)
                    _ = mpfr_add_si(wide.pointer, wide.pointer, m, MPFR_RNDN)
                    _ = mpfr_set(target, wide.pointer, MPFR_RNDN)
                    withExtendedLifetime(wide) {}
                }
            }
            var expected = MPFRValue(precision: precision)
            x.withMPFRPointer { source in
                expected.withMutableMPFRPointer { target in
                    _ = MPFRExponentRange.standard.run { mpfr_gamma(target, source, MPFR_RNDN) }
                }
            }
            let got = backend.apply(.gamma, to: x, angle: .radians)
            if !backend.isInteger(x) { reflected += 1 }
            #expect(
                got == expected || (backend.isNaN(got) && backend.isNaN(expected)),
                "Γ(\(x)) at \(precision) bits: \(got), mpfr_gamma \(expected); \(TestEnvironment.replayHint)")
            // x! of x − 1 is the same Γ (x − 1 is exact at P + 64 bits, as the key computes x + 1).
            let minusOne = backend.difference(x, backend.value(1))
            if backend.isEqual(backend.sum(minusOne, backend.value(1)), x) {
                let factorial = backend.apply(.factorial, to: minusOne, angle: .radians)
                #expect(
                    factorial == expected || (backend.isNaN(factorial) && backend.isNaN(expected)),
                    "(\(minusOne))! at \(precision) bits")
            }
        }
        #expect(reflected > count / 2, "most arguments are not the pole itself")
    }

    /// Above `largestGammaPrecision`, Γ and x! of a non-integer are refused as a work limit: overflow,
    /// the reason of the other keys' limits (it was invalidOperation, which says "no real result"). The
    /// poles stay invalid, and integers within the factorial's limits are computed.
    @Test func aboveTheLargestGammaPrecisionIsAWorkLimit() throws {
        let backend = try MPFRBackend(precision: MPFRBackend.largestGammaPrecision + 1)
        let half = backend.value(decimal: "0.5")
        #expect(throws: ArithmeticError.overflow) { try backend.evaluate(.gamma, half) }
        #expect(throws: ArithmeticError.overflow) { try backend.evaluate(.factorial, half) }
        #expect(throws: ArithmeticError.invalidOperation) { try backend.evaluate(.gamma, backend.value(-2)) }
        #expect(try backend.evaluate(.gamma, backend.value(5)) == backend.value(24))
    }
}
