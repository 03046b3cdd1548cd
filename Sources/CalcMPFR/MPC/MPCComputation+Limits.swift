import CMPFR
import CalcNumerics

/// The limits that keep each complex key's time bounded: MPC raises its working precision to about the
/// size of an angle to reduce, or of the spread between parts, to round a part that lies a hair from a
/// simple value. Beyond them a key is `Error` at once, as the real keys are beyond theirs, with the reason
/// a work limit has: ``ArithmeticError/overflow``.
extension MPCComputation {
    /// The largest |Im z| in radians that tan z is computed for (|Re z| for tanh z; cot and coth are their
    /// reciprocals): beyond it, tan z is ±i within e^(−2|Im z|), and MPC works at some 2.9 × |Im z| bits to
    /// round that tiny other part (tan(1 + 10⁸i) ran for hours; 10⁵i took 0.6 s at 256 bits, 16,384i 0.1 s). `Error`
    /// instead, as for the other keys that would not finish in bounded time.
    static let largestTangentPart = 16_384.0

    /// Throws when the sine or cosine of `part` (a part of an argument, in radians, or in degrees, which are
    /// smaller) would be needed beyond 2^``MPFRBackend/largestTrigonometricExponent``, as for the real
    /// keys: its reduction modulo 2π needs π to more bits than its exponent (2^(10¹⁰⁰⁰⁰⁰⁰ i) took 53 s,
    /// and a fuzzed power in its residue test over five minutes). A margin of 16 in the exponent covers
    /// the error of a power's 64-bit estimate of Im(b ln a).
    static func checkTrigonometricPart(_ part: mpfr_srcptr) throws(ArithmeticError) {
        guard mpfr_regular_p(part) != 0 else { return }
        if mpfr_get_exp(part) > MPFRBackend.largestTrigonometricExponent - 16 { throw .overflow }
    }

    /// Throws when the sine and cosine of `part` (Im(b ln a) of aᵇ, 10ᶻ and 2ᶻ included, estimated at 64
    /// bits, so with a margin of a factor 4) would be needed beyond 2^(``MPFRBackend/complexPowerAngleBudget`` / `bits`)
    /// (at least 2^64), or beyond the sine's own limit.
    static func checkPowerAngle(_ part: mpfr_srcptr, bits: Int) throws(ArithmeticError) {
        try checkTrigonometricPart(part)
        guard mpfr_regular_p(part) != 0 else { return }
        let limit = max(MPFRBackend.complexPowerAngleBudget / max(bits, 1), 64)
        if mpfr_get_exp(part) > limit - 2 { throw .overflow }
    }

    /// Throws when both parts of `z` are nonzero and differ by more than
    /// 2^``MPFRBackend/complexPowerSpreadLimit`` (or 2^`bits` when larger) in magnitude.
    static func checkPartSpread(_ z: borrowing MPCVariable, bits: Int) throws(ArithmeticError) {
        guard mpfr_regular_p(z.real) != 0, mpfr_regular_p(z.imaginary) != 0 else { return }
        let spread = abs(mpfr_get_exp(z.real) - mpfr_get_exp(z.imaginary))
        if spread > max(MPFRBackend.complexPowerSpreadLimit, bits) { throw .overflow }
    }

    /// 10ᶻ or 2ᶻ when |Re z| ≥ 2^64, where the modulus 10^Re z or 2^Re z is far outside MPFR's exponent
    /// range: an overflow when Re z > 0, else 0 (both parts underflow, as the real keys' do); nil when
    /// mpc_pow is to decide (it took 15 s on 10^(−1e1000000 − 2e−300i)).
    mutating func exponentialBeyondRange(_ z: borrowing MPCVariable, bits: Int) throws(ArithmeticError)
        -> MPCVariable?
    {
        guard mpfr_regular_p(z.real) != 0, mpfr_get_exp(z.real) > 64 else { return nil }
        if mpfr_sgn(z.real) > 0 { throw .overflow }
        // Rounded to 0 from a nonzero value: inexact.
        return step(bits: bits) { target in
            mpc_set_ui(target, 0, Self.nearest)
            return cmpfr_mpc_inex(1, 1)
        }
    }

    /// tan z (tanh z when `hyperbolic`) far from the real axis (the imaginary axis): when |Im z| in radians
    /// (|Re z|) is beyond ``largestTangentPart`` and half of `bits`, tan z is ±i + 2 sin(2 Re z) e^(−2|Im z|)
    /// within a relative e^(−2|Im z|) < 2^−(bits + 1) in each part, so the unit part is ±1 rounded and the
    /// other is computed at the inner precision from MPFR's sine and exponential (or underflows to 0), as
    /// a composed key's is (tanh z is ±1 + 2 sin(2 Im z) e^(−2|Re z|) i). With `reciprocal`, cot z (coth z),
    /// 1/(ε ± i) = ε ∓ i to the same precision (1/(±1 + εi) = ±1 − εi): MPC's division of two parts so far
    /// apart works at their spread, and ran for minutes. nil nearer the axis: MPC's tan decides there,
    /// within the limit. So tan(1 + 10⁸⁰i) is i rather than `Error`, where MPC would work at some
    /// 2.9 × |Im z| bits to round the tiny real part. Throws when the near part is beyond the sine's limit.
    mutating func tangentFarFromTheAxis(
        _ z: borrowing MPCVariable, hyperbolic: Bool, reciprocal: Bool = false, angle: AngleUnit, bits: Int
    ) throws(ArithmeticError) -> MPCVariable? {
        let (farPart, nearPart) = hyperbolic ? (z.real, z.imaginary) : (z.imaginary, z.real)
        try Self.checkTrigonometricPart(nearPart)
        guard mpfr_regular_p(farPart) != 0 else { return nil }
        let inner = Self.inner(bits)
        let turn = hyperbolic ? nil : angle.unitsPerTurn
        // A part in radians, at the inner precision or the part's own when wider (the exact backend gives
        // a rational to its width: rounded, 4.861e285's sine had no correct digit).
        func inRadians(_ part: mpfr_srcptr) -> MPFRValue {
            var value = MPFRValue(precision: max(inner, Int(mpfr_get_prec(part))))
            value.withMutableMPFRPointer { x in
                MPFRExponentRange.standard.run {
                    guard let turn else {
                        _ = mpfr_set(x, part, MPFR_RNDN)
                        return
                    }
                    _ = mpfr_const_pi(x, MPFR_RNDN)
                    _ = mpfr_mul(x, x, part, MPFR_RNDN)
                    _ = mpfr_div_ui(x, x, UInt(turn / 2), MPFR_RNDN)
                }
            }
            return value
        }
        let far = inRadians(farPart)
        let near = inRadians(nearPart)
        let threshold = max(Self.largestTangentPart, Double(bits) / 2)
        let farMagnitude = far.withMPFRPointer { abs(mpfr_get_d($0, MPFR_RNDN)) }
        guard farMagnitude > threshold else { return nil }
        let farIsNegative = far.withMPFRPointer { mpfr_sgn($0) < 0 }
        // 2 sin(2·near) e^(−2|far|): 2·near and −2|far| exactly (at their own precision), their sine and
        // exponential rounded to the inner precision, so the whole is within 4 ulp there (the neglected
        // terms are e^(−2|far|) < 2^−(bits + 64) relatively).
        var small = MPFRValue(precision: inner)
        var decay = MPFRValue(precision: inner)
        var twiceNear = near
        var minusTwiceFar = far
        twiceNear.withMutableMPFRPointer { n in _ = mpfr_mul_2si(n, n, 1, MPFR_RNDN) }
        minusTwiceFar.withMutableMPFRPointer { f in
            _ = mpfr_abs(f, f, MPFR_RNDN)
            _ = mpfr_mul_si(f, f, -2, MPFR_RNDN)
        }
        decay.withMutableMPFRPointer { d in
            minusTwiceFar.withMPFRPointer { f in MPFRExponentRange.standard.run { _ = mpfr_exp(d, f, MPFR_RNDN) } }
        }
        let canRound = small.withMutableMPFRPointer { s in
            twiceNear.withMPFRPointer { n in
                decay.withMPFRPointer { d in
                    MPFRExponentRange.standard.run { () -> Bool in
                        _ = mpfr_sin(s, n, MPFR_RNDN)
                        _ = mpfr_mul(s, s, d, MPFR_RNDN)
                        _ = mpfr_mul_2si(s, s, 1, MPFR_RNDN)
                        // Ziv's test: whether every value within 4 ulp rounds to the same `bits`-bit number.
                        return mpfr_zero_p(s) != 0
                            || mpfr_can_round(s, mpfr_exp_t(inner - 3), MPFR_RNDN, MPFR_RNDZ, mpfr_prec_t(bits + 1))
                                != 0
                    }
                }
            }
        }
        isExact = false
        // Both parts are then correctly rounded, as MPC's tan is (so the residue rule leaves the tiny part
        // of an exact argument shown: tan(1e80 + 16385i) is 3.34e−14233 + i); rarely, a composed key's.
        if !canRound { hasRoundedInnerStep = true }
        return step(bits: bits) { target in
            let (unitPart, smallPart) =
                hyperbolic
                ? (cmpfr_mpc_real(target), cmpfr_mpc_imaginary(target))
                : (cmpfr_mpc_imaginary(target), cmpfr_mpc_real(target))
            // cot negates the unit part (ε − i for ε + i), coth the small one (1 − εi for 1 + εi).
            let unitIsNegative = farIsNegative != (reciprocal && !hyperbolic)
            _ = mpfr_set_si(unitPart, unitIsNegative ? -1 : 1, MPFR_RNDN)
            let smallTernary = small.withMPFRPointer { s in
                reciprocal && hyperbolic ? mpfr_neg(smallPart, s, MPFR_RNDN) : mpfr_set(smallPart, s, MPFR_RNDN)
            }
            // Both parts were rounded (the unit part from 1 − 2 cos(2·near) e^(−2|far|)).
            let inexact: Int32 = smallTernary == 0 ? 1 : smallTernary
            return hyperbolic ? cmpfr_mpc_inex(1, inexact) : cmpfr_mpc_inex(inexact, 1)
        }
    }

    /// Throws when `part` (times `radiansPerUnit`) is beyond ``largestTangentPart``.
    static func checkTangentPart(_ part: mpfr_srcptr, radiansPerUnit: Double) throws(ArithmeticError) {
        guard mpfr_number_p(part) != 0 else { return }
        if abs(mpfr_get_d(part, MPFR_RNDN)) * radiansPerUnit > largestTangentPart { throw .overflow }
    }
}
