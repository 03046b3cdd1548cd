import CMPFR
import CalcNumerics

/// The functions of one complex key on MPFR: each through MPC at `bits`, composed where MPC has no
/// function (degrees, the reciprocal keys), with the principal branches the engine names.
extension MPCComputation {
    /// f(z) rounded to `bits` (f has no reciprocal form; angles in `angle` units).
    mutating func apply(_ function: UnaryFunction, _ z: borrowing MPCVariable, angle: AngleUnit, bits: Int)
        throws(ArithmeticError) -> MPCVariable
    {
        let inner = Self.inner(bits)
        switch function {
        case .squareRoot: return unary(z, bits: bits, mpc_sqrt)
        case .square: return unary(z, bits: bits, mpc_sqr)
        case .cube:
            if let cube = naturalPower(z, 3, bits: bits) { return cube }
            let source = z.pointer
            return step(bits: bits) { mpc_pow_ui($0, source, 3, Self.nearest) }
        case .cubeRoot:
            // No cube root in MPC: the principal z^(1/3), 1/3 at the inner precision. mpc_pow_fr works at
            // the spread of z's parts, as aᵇ does (∛(7e200000+2i) took 6.9 s).
            try Self.checkPartSpread(z, bits: bits)
            var third = MPFRValue(precision: inner)
            third.withMutableMPFRPointer { target in
                _ = MPFRExponentRange.standard.run {
                    mpfr_set_ui(target, 1, MPFR_RNDN)
                    return mpfr_div_ui(target, target, 3, MPFR_RNDN)
                }
            }
            isExact = false
            hasRoundedInnerStep = true
            let source = z.pointer
            var result = MPCVariable(precision: bits)
            third.withMPFRPointer { t in record(&result) { mpc_pow_fr($0, source, t, Self.nearest) } }
            return result
        case .reciprocal: return try reciprocal(z, bits: bits)
        case .exp:
            try Self.checkTrigonometricPart(z.imaginary)
            return unary(z, bits: bits, mpc_exp)
        // 10ᶻ and 2ᶻ: the power of the exact base (its exact paths and limits), decided at once when the
        // modulus is far outside MPFR's range.
        case .exp10, .exp2:
            if let beyondRange = try exponentialBeyondRange(z, bits: bits) { return beyondRange }
            return try power(constant(function == .exp10 ? 10 : 2), z, bits: bits)
        case .log:
            if z.isZero { throw .invalidOperation }
            return logarithm(z, base10: false, bits: bits)
        case .log10:
            if z.isZero { throw .invalidOperation }
            return logarithm(z, base10: true, bits: bits)
        case .log2:
            // No log₂ in MPC: ln z / ln 2, ln z at the inner precision.
            if z.isZero { throw .invalidOperation }
            let l = unary(z, bits: inner, mpc_log)
            return scaled(l, bits: bits) { target in
                _ = mpfr_const_log2(target, MPFR_RNDN)
                _ = mpfr_ui_div(target, 1, target, MPFR_RNDN)
            }
        case .sin:
            try Self.checkTrigonometricPart(z.real)
            return trigonometric(z, angle: angle, bits: bits, mpc_sin)
        case .cos:
            try Self.checkTrigonometricPart(z.real)
            return trigonometric(z, angle: angle, bits: bits, mpc_cos)
        case .tan:
            if let far = try tangentFarFromTheAxis(z, hyperbolic: false, angle: angle, bits: bits) { return far }
            try Self.checkTangentPart(
                z.imaginary, radiansPerUnit: angle.unitsPerTurn.map { 2 * Double.pi / Double($0) } ?? 1)
            return trigonometric(z, angle: angle, bits: bits, mpc_tan)
        case .asin: return inverseTrigonometric(belowRealCut(z), angle: angle, bits: bits, mpc_asin)
        case .acos: return inverseTrigonometric(belowRealCut(z), angle: angle, bits: bits, mpc_acos)
        case .atan:
            if z.isReal == false, mpfr_zero_p(z.real) != 0, mpfr_cmpabs_ui(z.imaginary, 1) == 0 {
                throw .divisionByZero
            }
            return inverseTrigonometric(leftOfImaginaryCut(z), angle: angle, bits: bits, mpc_atan)
        case .sinh:
            try Self.checkTrigonometricPart(z.imaginary)
            return unary(z, bits: bits, mpc_sinh)
        case .cosh:
            try Self.checkTrigonometricPart(z.imaginary)
            return unary(z, bits: bits, mpc_cosh)
        case .tanh:
            if let far = try tangentFarFromTheAxis(z, hyperbolic: true, angle: .radians, bits: bits) { return far }
            try Self.checkTangentPart(z.real, radiansPerUnit: 1)
            return unary(z, bits: bits, mpc_tanh)
        case .asinh: return unary(leftOfImaginaryCut(z), bits: bits, mpc_asinh)
        case .acosh: return unary(z, bits: bits, mpc_acosh)
        case .atanh:
            if z.isReal, mpfr_cmpabs_ui(z.real, 1) == 0 { throw .divisionByZero }
            return unary(belowRealCut(z), bits: bits, mpc_atanh)
        case .abs:
            let source = z.pointer
            return step(bits: bits) { target in
                let ternary = mpc_abs(cmpfr_mpc_real(target), source, MPFR_RNDN)
                mpfr_set_zero(cmpfr_mpc_imaginary(target), 1)
                return cmpfr_mpc_inex(ternary, 0)
            }
        case .argument: return try argument(z, angle: angle, bits: bits)
        case .realPart, .imaginaryPart, .conjugate, .sec, .csc, .cot, .asec, .acsc, .acot, .sech, .csch, .coth,
            .asech, .acsch, .acoth:
            preconditionFailure("\(function) is computed before MPC's functions")
        case .factorial, .gamma, .floor, .ceil, .doubleFactorial, .round, .trunc, .frac, .sign:
            throw .invalidOperation
        }
    }

    /// A trigonometric function of z in `angle` units: in degrees (gradians) z × π/180 (π/200) at the
    /// inner precision first.
    mutating func trigonometric(
        _ z: borrowing MPCVariable, angle: AngleUnit, bits: Int, _ f: (mpc_ptr, mpc_srcptr, mpc_rnd_t) -> Int32
    ) -> MPCVariable {
        guard let turn = angle.unitsPerTurn else { return unary(z, bits: bits, f) }
        let radians = scaled(z, bits: Self.inner(bits)) { target in
            _ = mpfr_const_pi(target, MPFR_RNDN)
            _ = mpfr_div_ui(target, target, UInt(turn / 2), MPFR_RNDN)
        }
        return unary(radians, bits: bits, f)
    }

    /// An inverse trigonometric function in `angle` units: in degrees or gradians computed at the inner
    /// precision and then scaled by 180/π or 200/π.
    mutating func inverseTrigonometric(
        _ z: borrowing MPCVariable, angle: AngleUnit, bits: Int, _ f: (mpc_ptr, mpc_srcptr, mpc_rnd_t) -> Int32
    ) -> MPCVariable {
        guard angle.unitsPerTurn != nil else { return unary(z, bits: bits, f) }
        return inUnit(unary(z, bits: Self.inner(bits), f), angle: angle, bits: bits)
    }

    /// An angle in radians (at the inner precision) in `angle` units (half a turn over π), rounded to
    /// `bits`; itself in radians.
    mutating func inUnit(_ z: consuming MPCVariable, angle: AngleUnit, bits: Int) -> MPCVariable {
        guard let turn = angle.unitsPerTurn else { return z }
        return scaled(z, bits: bits) { target in
            _ = mpfr_const_pi(target, MPFR_RNDN)
            _ = mpfr_ui_div(target, UInt(turn / 2), target, MPFR_RNDN)
        }
    }

    /// arg z in `angle` units (`mpc_arg`, a zero imaginary part counting as +0): exact on the axes in
    /// degrees and gradians (0, 90, 180, −90; 0, 100, 200, −100); arg 0 is undefined.
    mutating func argument(_ z: borrowing MPCVariable, angle: AngleUnit, bits: Int) throws(ArithmeticError)
        -> MPCVariable
    {
        if z.isZero { throw .invalidOperation }
        let onRealAxis = z.isReal
        if onRealAxis && mpfr_sgn(z.real) > 0 { return step(bits: bits) { mpc_set_ui($0, 0, Self.nearest) } }
        if let turn = angle.unitsPerTurn, onRealAxis || mpfr_zero_p(z.real) != 0 {
            let axis: Int = onRealAxis ? turn / 2 : mpfr_sgn(z.imaginary) < 0 ? -turn / 4 : turn / 4
            return step(bits: bits) { mpc_set_si($0, axis, Self.nearest) }
        }
        let source = z.pointer
        let radiansBits = angle.unitsPerTurn != nil ? Self.inner(bits) : bits
        let radians = step(bits: radiansBits) { target in
            let ternary = mpc_arg(cmpfr_mpc_real(target), source, MPFR_RNDN)
            mpfr_set_zero(cmpfr_mpc_imaginary(target), 1)
            return cmpfr_mpc_inex(ternary, 0)
        }
        return inUnit(radians, angle: angle, bits: bits)
    }

    // With every zero part +0, MPC (C99 Annex G) takes the side of a branch cut that the shared formulas
    // (and mpmath, and GNOME Calculator) take, except for asin, acos and atanh of a real x > 1 (they take
    // the side Im < 0: asin 2 = π/2 − 1.3169…i) and atan and asinh of iy with y < −1 (the side Re < 0:
    // asinh(−2i) = −1.3169… − πi/2). There the zero part is given to MPC as −0.

    /// z, or for a real z > 1 z − 0i: asin, acos and atanh there take the values from below the cut.
    func belowRealCut(_ z: borrowing MPCVariable) -> MPCVariable {
        let result = copy(z)
        if z.isReal, mpfr_cmp_ui(z.real, 1) > 0 { mpfr_set_zero(result.imaginary, -1) }
        return result
    }

    /// z, or for z = iy with y < −1 −0 + iy: atan and asinh there take the values from the left of the cut.
    func leftOfImaginaryCut(_ z: borrowing MPCVariable) -> MPCVariable {
        let result = copy(z)
        if mpfr_zero_p(z.real) != 0, mpfr_cmp_si(z.imaginary, -1) < 0 { mpfr_set_zero(result.real, -1) }
        return result
    }

    /// 1/z rounded to `bits` or more, as the argument of the inverse function `f` (asin, acos, atan,
    /// asinh, acosh or atanh: acsc z is asin(1/z)). Near f's branch points, ±1 (±i for atan and asinh),
    /// f magnifies the rounding of 1/z by about 1/|1 ∓ w²| (w = 1/z): acoth(1 + 2·10⁻⁴⁹i) lost the
    /// −4·10⁻⁹⁸ of Re w at 320 bits, and its imaginary part was 10 units off in the 50th digit. So 1/z is
    /// computed again with as many more bits as 1 ∓ w² has leading zeros (measured on w at the width it
    /// was computed with, until that width suffices; w² near ±1 is known to about 2^−width), up to
    /// 2 × `bits` + 8,256 (a part of z is never tinier than 2^−2048 here: `checkPartExponents`).
    mutating func reciprocal(
        _ z: borrowing MPCVariable, bits: Int, nearBranchPointsOf f: UnaryFunction
    ) throws(ArithmeticError) -> MPCVariable {
        let imaginaryBranchPoints = f == .atan || f == .asinh
        let cap = 2 * bits + 4 * MPFRBackend.complexPartExponentLimit + 64
        var width = bits
        var w = try reciprocal(z, bits: width)
        while w.ternary != 0, width < cap {
            // w² ∓ 1 at w's width: its exponent says how near w is to a branch point.
            let distance = MPCVariable(precision: width)
            let nearest = Self.nearest
            let source = w.pointer
            _ = MPFRExponentRange.standard.run {
                _ = mpc_sqr(distance.pointer, source, nearest)
                return imaginaryBranchPoints
                    ? mpc_add_ui(distance.pointer, distance.pointer, 1, nearest)
                    : mpc_sub_ui(distance.pointer, distance.pointer, 1, nearest)
            }
            var leadingZeros = width
            for part in [distance.real, distance.imaginary] where mpfr_zero_p(part) == 0 {
                leadingZeros = min(leadingZeros, max(0, -Int(mpfr_get_exp(part))))
            }
            let needed = min(bits + leadingZeros + 8, cap)
            if needed <= width { break }
            width = max(needed, width + width / 2)
            w = try reciprocal(z, bits: min(width, cap))
        }
        return w
    }

    /// An exact copy of z.
    func copy(_ z: borrowing MPCVariable) -> MPCVariable {
        let result = MPCVariable(precision: z.precision)
        _ = MPFRExponentRange.standard.run { mpc_set(result.pointer, z.pointer, Self.nearest) }
        return result
    }
}
