import CMPFR
import CalcNumerics

/// A complex argument wider than the precision (the exact backend's rationals, to their width): the precision
/// it enters MPC with, and a function of it computed at that width and rounded.
extension MPFRBackend {
    /// The precision an argument enters MPC with: this backend's, or its parts' when wider, so that a
    /// part the exact backend gives wider than the result (a rational to its width and 64 bits more,
    /// `ExactBackend.operand`) reaches MPC as given: sin(4.861e285 + 1.6678i) needs every bit of the
    /// 4.861e285 (rounded to 256 bits, its sine had no correct digit).
    func argumentPrecision(_ z: ComplexValue<MPFRValue>) -> Int {
        max(precision, z.real.precision, z.imaginary.precision)
    }

    /// This backend at the width of the wider part of a function's argument when that is wider than its
    /// precision (the exact backend hands MPC a rational to its width and 64 bits more), else nil. The
    /// function is then computed at that width and rounded (``roundedToPrecision(_:from:)``): MPC's log of
    /// a 1,400-bit argument rounded to 256 bits lost the real part of ln(−1 − 1/(3·10¹⁰⁰) + 10⁻³⁰⁰i), and
    /// 1/z of a composed inverse key near its branch point was capped for 256-bit parts (acoth of
    /// 1 − 1/(3·10³⁰⁰⁰) was `Error`).
    func widerBackend(for z: ComplexValue<MPFRValue>) -> MPFRBackend? {
        guard !isIEEEMode else { return nil }
        let width = min(argumentPrecision(z), Self.precisionRange.upperBound)
        return width > precision ? MPFRBackend(validPrecision: width) : nil
    }

    /// A result of `wide` (``widerBackend(for:)``) rounded to this precision: exact when it was and both
    /// parts round exactly, and each part correctly rounded when Ziv's test says so (the wide part is
    /// within half an ulp of its width, or two for a composed key). The test asks for the value rounded
    /// to nearest, not for its ternary: the directed form MPFR's manual gives for the ternary fails on
    /// every part next to a power of two, such as the ±1 of tan far from the axis (the exact backend
    /// then took the result for rounded noise and dropped tan(1e80 + 16385i)'s real part 3.3e−14233).
    func roundedToPrecision(
        _ result: (value: ComplexValue<MPFRValue>, isExact: Bool, partsAreCorrectlyRounded: Bool),
        from wide: MPFRBackend
    ) -> (value: ComplexValue<MPFRValue>, isExact: Bool, partsAreCorrectlyRounded: Bool) {
        let correctBits = wide.precision - (result.partsAreCorrectlyRounded ? 1 : 2)
        var isExact = result.isExact
        var canRound = true
        func rounded(_ part: MPFRValue) -> MPFRValue {
            var value = MPFRValue(precision: precision)
            let ternary = value.withMutableMPFRPointer { target in
                part.withMPFRPointer { source in
                    if mpfr_regular_p(source) != 0,
                        mpfr_can_round(
                            source, mpfr_exp_t(correctBits), MPFR_RNDN, MPFR_RNDN, mpfr_prec_t(precision)) == 0
                    {
                        canRound = false
                    }
                    return MPFRExponentRange.standard.run { mpfr_set(target, source, MPFR_RNDN) }
                }
            }
            if ternary != 0 { isExact = false }
            return value
        }
        let value = ComplexValue(real: rounded(result.value.real), imaginary: rounded(result.value.imaginary))
        return (value, isExact, result.isExact || canRound)
    }
}
