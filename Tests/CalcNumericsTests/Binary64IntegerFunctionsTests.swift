import CalcNumerics
import Testing

/// The integer keys of the Double backend (`Binary64IntegerFunctions`, what `Binary64Backend` computes
/// min, max, gcd and lcm with): exact on integers, NaN on non-integers and NaN, as MPFR's are. (n!! is
/// `CorrectlyRounded`'s, checked against MPFR in CorrectlyRoundedHypotenuseTests.)
@Suite struct Binary64IntegerFunctionsTests {
    typealias F = Binary64IntegerFunctions

    @Test func minimumAndMaximum() {
        #expect(F.minimum(2, -3) == -3 && F.maximum(2, -3) == 2)
        #expect(F.minimum(-0.0, 5) == -0.0 && F.maximum(.infinity, 1) == .infinity)
        #expect(F.minimum(.nan, 1).isNaN && F.maximum(1, .nan).isNaN)
        // Zeros of either sign, as MPFR's mpfr_min and mpfr_max (the identity test found `neg max` of
        // zeros then `acot` giving −90 on Double and 90 in IEEE mode): max is +0 unless both are −0.
        for (a, b) in [(-0.0, 0.0), (0.0, -0.0)] {
            #expect(F.maximum(a, b).sign == .plus && F.minimum(a, b).sign == .minus)
        }
        #expect(F.maximum(-0.0, -0.0).sign == .minus && F.minimum(0.0, 0.0).sign == .plus)
    }

    @Test func gcdAndLcm() {
        #expect(F.gcd(12, 18) == 6 && F.gcd(-12, 18) == 6 && F.gcd(0, 7) == 7 && F.gcd(0, 0) == 0)
        #expect(F.gcd(0x1p60, 0x1p52 * 3) == 0x1p52, "exact beyond 2^53")
        #expect(F.lcm(4, 6) == 12 && F.lcm(-4, 6) == 12 && F.lcm(0, 6) == 0)
        #expect(F.lcm(0x1p52, 3) == 0x1p52 * 3)
        for bad: (Double, Double) in [(1.5, 2), (2, .nan), (.infinity, 2), (2, -0.5)] {
            #expect(F.gcd(bad.0, bad.1).isNaN && F.lcm(bad.0, bad.1).isNaN, "\(bad)")
        }
    }
}
