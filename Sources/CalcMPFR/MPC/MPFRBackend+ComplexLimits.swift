import CMPFR
import CalcNumerics

/// The work limits of the complex keys on MPFR: tiny and huge parts, the spread of a power's parts, the
/// angle of a power, and memory at huge precision.
extension MPFRBackend {
    /// A nonzero part of the argument of a complex function (`UnaryFunction.slowsOnTinyParts`) or of
    /// a complex power may not be below 2^−this, or 2^−precision when that is smaller. MPC rounds a result
    /// part that lies a hair from a simple value (asin(0.5 + εi) = π/6 + 1.15εi, cos(ε + εi) = 1 − 2ε²i)
    /// by raising its working precision to about the exponent of ε, in time that grows with its cube: at
    /// 256 bits, asin(0.5 + 10⁻¹⁰⁰⁰i) took 0.9 s, 10⁻³⁰⁰⁰i 13.6 s, and a fuzzed power with a part of
    /// 10⁻⁵¹⁶⁸⁰⁷² ran for seven minutes. `Error` instead, as for the other keys that would not finish in
    /// bounded time; within the limits the slowest function measured takes about 0.3 s (a power near the
    /// sine's limit up to 4 s). The inverse functions (`UnaryFunction.slowsOnHugeParts`) take the same
    /// limit above: acot(2 + 10²⁰⁰⁰⁰i) ran for minutes.
    public static let complexPartExponentLimit = 2_048

    /// The two nonzero parts of a complex power's base or exponent may not differ by more than 2^this in
    /// magnitude (or 2^precision when that is larger). MPC's aᵇ works at about the spread of the parts
    /// above the precision: at 256 bits (1e19728+i)³ took 0.36 s, 1e78914 2.2 s, 1e157828 5.2 s,
    /// (1e1000000+i)³ 36 s and i^(1e70000+1e−600i) 7.5 s. `Error` instead, as for the other keys that would
    /// not finish in bounded time. The exponents 1 … 16, −1 and ½ take exact terms, a, 1/a and √a, at any spread.
    public static let complexPowerSpreadLimit = 65_536

    /// Im(b ln a) of a complex power aᵇ (10ᶻ and 2ᶻ included) may not be above 2^(this / precision), or
    /// 2^64 when that is larger (and never beyond the sine's limit, 2^262128): `mpc_pow` reduces the
    /// angle at about that many bits more than the precision, in time that grows with both
    /// (2^(i·2^65000) took 0.24 s at 256 bits, 2.8 s at 4,096 and 72 s at 65,536; 2^(i·2^262000) 1.9 s at
    /// 256 bits), where `exp` takes 0.05 s. So at 256 bits the limit is 2^65536, at 4,096 bits 2^4096.
    public static let complexPowerAngleBudget = 1 << 24

    /// The inverse functions (`UnaryFunction.slowsOnHugeParts`) take longer on a tiny part the higher the
    /// precision: a part of 2^−e costs them about e × precision, so e may not exceed this divided by the
    /// precision (nor ``complexPartExponentLimit``; at least 64). asin(0.5 + 10⁻⁹⁸⁶⁰i) took 85 s at 32,768
    /// bits and 10⁻³⁰⁰i 4.5 s at 65,536, where 10⁻³⁸i (the limit there, 2⁻¹²⁸) takes 0.7 s, and
    /// 10⁻⁶⁰⁰i (2⁻²⁰⁴⁸) at 4,096 bits 0.3 s; asin(0.5 + 0.1i) takes 0.1 s at 65,536 bits.
    public static let inverseFunctionTinyPartBudget = 1 << 23

    /// Throws ``ArithmeticError/overflow`` (a work limit, as the real keys' are) when a nonzero part of `z`
    /// is below 2^−``complexPartExponentLimit`` (or 2^−precision when smaller) or, for an `inverse`
    /// function (`UnaryFunction.slowsOnHugeParts`), below 2^−(``inverseFunctionTinyPartBudget``/precision)
    /// when that is larger (at least 2^−64) and above 2^``complexPartExponentLimit`` (or 2^precision when
    /// larger).
    func checkPartExponents(_ z: ComplexValue<MPFRValue>, inverse: Bool) throws(ArithmeticError) {
        let limit = max(Self.complexPartExponentLimit, precision)
        let tinyLimit = inverse ? min(limit, max(Self.inverseFunctionTinyPartBudget / precision, 64)) : limit
        for part in [z.real, z.imaginary] {
            let outside = part.withMPFRPointer { pointer in
                guard mpfr_regular_p(pointer) != 0 else { return false }
                let exponent = mpfr_get_exp(pointer)
                return exponent < -tinyLimit || (inverse && exponent > limit)
            }
            if outside { throw .overflow }
        }
    }

    /// Throws when `work` at this (huge) precision needs more memory than the process can get
    /// (`MPFRMemoryBudget`; a complex value has two parts, and composed keys work 64 bits wider).
    func checkMemory(_ work: MPFRMemoryBudget.Work) throws(ArithmeticError) {
        guard precision >= MPFRMemoryBudget.checkedPrecision else { return }
        if !MPFRMemoryBudget.admits(work, precision: 2 * MPCComputation.inner(precision)) {
            throw .invalidOperation
        }
    }
}
