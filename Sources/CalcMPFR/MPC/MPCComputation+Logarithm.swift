import CMPFR
import CalcNumerics

/// The complex logarithm, correctly rounded next to the unit circle.
extension MPCComputation {
    /// ln z (log₁₀ z when `base10`) rounded to `bits`: MPC's, with the real part ln|z| (ln|z| / ln 10)
    /// computed here where |z|² is less than ½ from 1 and both parts are nonzero
    /// (``logarithmOfModulusNearOne(_:base10:bits:)``). There MPC 1.3.1's log is not always correctly
    /// rounded: the real part of ln(0.3654976814943898 + 0.9308122500384366i) at 53 bits was 0.51 ulp
    /// from the true value, about one argument in 1,000 within 2⁻¹⁰ of the circle (a QA round against
    /// mpmath).
    mutating func logarithm(_ z: borrowing MPCVariable, base10: Bool, bits: Int) -> MPCVariable {
        let result = unary(z, bits: bits, base10 ? mpc_log10 : mpc_log)
        if let real = Self.logarithmOfModulusNearOne(z, base10: base10, bits: bits) {
            let target = result.real
            real.withMPFRPointer { source in _ = MPFRExponentRange.standard.run { mpfr_set(target, source, MPFR_RNDN) }
            }
        }
        return result
    }

    /// ln|z| (divided by ln 10 when `base10`) correctly rounded to `bits`, for z = a + bi with both parts
    /// nonzero and |a² + b² − 1| < ½; nil otherwise (or when Ziv's loop ends undecided at 4 × `bits`).
    ///
    /// ln|z| = ½ log1p(u), u = a² + b² − 1, where a² and b² are exact and `mpfr_sum` rounds u once to the
    /// working precision w: then log1p(u) is within 2^(2−w) of its value relatively (u's rounding, 2^−w,
    /// grows at most 2.5 times through log1p for |u| ≤ ½; log1p's own rounding adds 2^−w), and the
    /// division by ln 10 adds 2^(1−w). The result rounds correctly when `mpfr_can_round` says so at
    /// w − 3 (w − 4 for base 10) bits; w starts 32 bits beyond `bits` and doubles.
    static func logarithmOfModulusNearOne(_ z: borrowing MPCVariable, base10: Bool, bits: Int) -> MPFRValue? {
        let (a, b) = (z.real, z.imaginary)
        guard mpfr_regular_p(a) != 0, mpfr_regular_p(b) != 0 else { return nil }
        var terms = [
            MPFRValue(precision: 2 * Int(mpfr_get_prec(a))), MPFRValue(precision: 2 * Int(mpfr_get_prec(b))),
            MPFRValue(-1, precision: 2),
        ]
        terms[0].withMutableMPFRPointer { square in
            _ = MPFRExponentRange.standard.run { mpfr_sqr(square, a, MPFR_RNDN) }
        }
        terms[1].withMutableMPFRPointer { square in
            _ = MPFRExponentRange.standard.run { mpfr_sqr(square, b, MPFR_RNDN) }
        }
        var working = bits + 32
        while working <= max(4 * bits, bits + 256) {
            var u = MPFRValue(precision: working)
            var logarithm = MPFRValue(precision: working)
            let decided: MPFRValue?? = terms[0].withMPFRPointer { a2 in
                terms[1].withMPFRPointer { b2 in
                    terms[2].withMPFRPointer { minusOne in
                        u.withMutableMPFRPointer { u in
                            logarithm.withMutableMPFRPointer { l in
                                MPFRExponentRange.standard.run { () -> MPFRValue?? in
                                    var summands: [mpfr_ptr?] = [a2, b2, minusOne].map {
                                        UnsafeMutablePointer(mutating: $0)
                                    }
                                    _ = summands.withUnsafeMutableBufferPointer {
                                        mpfr_sum(u, $0.baseAddress, UInt($0.count), MPFR_RNDN)
                                    }
                                    if mpfr_zero_p(u) != 0 { return .some(MPFRValue(0, precision: bits)) }
                                    // Farther from the circle MPC's log is left as it is.
                                    if working == bits + 32, mpfr_get_exp(u) >= 0 { return .some(nil) }  // |u| ≥ ½
                                    mpfr_log1p(l, u, MPFR_RNDN)
                                    mpfr_div_2ui(l, l, 1, MPFR_RNDN)
                                    if base10 {
                                        var ln10 = MPFRValue(precision: working)
                                        ln10.withMutableMPFRPointer { t in _ = mpfr_log_ui(t, 10, MPFR_RNDN) }
                                        ln10.withMPFRPointer { t in _ = mpfr_div(l, l, t, MPFR_RNDN) }
                                    }
                                    let error = mpfr_exp_t(working - (base10 ? 4 : 3))
                                    guard mpfr_can_round(l, error, MPFR_RNDN, MPFR_RNDN, mpfr_prec_t(bits)) != 0 else {
                                        return nil
                                    }
                                    var rounded = MPFRValue(precision: bits)
                                    rounded.withMutableMPFRPointer { r in _ = mpfr_set(r, l, MPFR_RNDN) }
                                    return .some(rounded)
                                }
                            }
                        }
                    }
                }
            }
            if let decided { return decided }
            working *= 2
        }
        return nil
    }
}
