import CMPFR
import CalcNumerics

/// One GNU MPC complex number (`mpc_t`, two MPFR parts) with a single owner: `mpc_init2` when it is
/// made, `mpc_clear` when it goes away, so that no MPC value outlives its use and none leaks.
///
/// Noncopyable, like C's `mpc_t`. MPC may swap a result's limbs with its own temporaries, so a
/// variable owns limbs that MPC allocated; ``value`` copies the parts out into ``MPFRValue``s.
/// Callers run MPC's functions on it inside MPFR's standard exponent range (`MPFRExponentRange`).
struct MPCVariable: ~Copyable {
    /// The `mpc_t`, allocated and initialised by this variable alone.
    let pointer: mpc_ptr
    /// The return value of the last MPC function computed into this variable (MPC's two ternary
    /// values: 0 when both parts are exact).
    var ternary: Int32 = 0

    /// +0 + 0i with `precision` bits in each part.
    init(precision: Int) {
        // As for values: MPFR's caches of the thread computing with this variable are freed when it exits.
        cmpfr_free_caches_at_thread_exit()
        pointer = .allocate(capacity: 1)
        mpc_init2(pointer, mpfr_prec_t(precision))
    }

    /// `z` with `precision` bits in each part (exactly `z` when `precision` is at least its parts'), with
    /// a zero part made +0: a −0 coming from real input counts as +0, so that the principal branches are
    /// the calculator's (MPC follows C99 Annex G, where ln(−1 − 0i) is −πi).
    init(_ z: ComplexValue<MPFRValue>, precision: Int) {
        self.init(precision: precision)
        let target = pointer
        let set = z.real.withMPFRPointer { re in
            z.imaginary.withMPFRPointer { im in
                MPFRExponentRange.standard.run { mpc_set_fr_fr(target, re, im, cmpfr_mpc_rndnn()) }
            }
        }
        ternary = set
        makeZeroPartsPositive()
    }

    deinit {
        mpc_clear(pointer)
        pointer.deallocate()
    }

    /// The precision of the parts in bits.
    var precision: Int { Int(mpfr_get_prec(cmpfr_mpc_real(pointer))) }

    /// The real part.
    var real: mpfr_ptr { cmpfr_mpc_real(pointer) }
    /// The imaginary part.
    var imaginary: mpfr_ptr { cmpfr_mpc_imaginary(pointer) }

    /// Whether the imaginary part is zero (the value is real).
    var isReal: Bool { mpfr_zero_p(imaginary) != 0 }
    /// Whether both parts are zero.
    var isZero: Bool { mpfr_zero_p(real) != 0 && isReal }

    /// Makes a −0 part +0 (exact).
    func makeZeroPartsPositive() {
        if mpfr_zero_p(real) != 0 { mpfr_set_zero(real, 1) }
        if mpfr_zero_p(imaginary) != 0 { mpfr_set_zero(imaginary, 1) }
    }

    /// Sets this variable to `body`'s result (computed into the pointer it is given) and records MPC's
    /// return value.
    mutating func assign(_ body: (mpc_ptr) -> Int32) {
        ternary = body(pointer)
    }

    /// The parts as ``MPFRValue``s of this variable's precision (exact copies).
    var value: ComplexValue<MPFRValue> {
        ComplexValue(real: Self.copy(real), imaginary: Self.copy(imaginary))
    }

    /// An exact copy of an MPFR part of an MPC value.
    static func copy(_ part: mpfr_srcptr) -> MPFRValue {
        var result = MPFRValue(precision: Int(mpfr_get_prec(part)))
        result.withMutableMPFRPointer { target in
            _ = MPFRExponentRange.widest.run { mpfr_set(target, part, MPFR_RNDN) }
        }
        return result
    }
}
