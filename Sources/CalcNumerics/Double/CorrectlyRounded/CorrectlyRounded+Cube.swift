/// x³ correctly rounded (to nearest, ties to even), as MPFR's IEEE mode gives it: one rounding of the
/// exact cube, where x·x·x in binary64 rounds twice (and differs from it on about one argument in four).
///
/// **Fast path** (the result normal). |x| = 2ᵉ·m with m in [1, 2) (subnormals too: `significand` and
/// `exponent` are exact for them). m² = s + t exactly (a fused product), m·s = p + q exactly; m·t rounds
/// once (at most 2^−53 of a term below 2^−52 of m³), and so does q + m·t: the double-double p + (q + m·t)
/// is within 2^−104 of m³, in [1, 8). The rounding test uses 2^−100, and the result is scaled back by
/// 2^(3e) exactly, or overflows to ±∞, which is what rounding to nearest gives from 2^1024 − 2^970 up.
///
/// **Accurate path** (a result below 2^−1021, or the test failed). x³ has at most 159 significant bits,
/// so 256-bit arithmetic (``Float256``) holds it exactly and ``Float256/roundedToDouble()`` rounds it
/// once, subnormals and ties included. Ties exist: an odd integer of 18 bits can have a cube of 54 bits
/// that is odd, halfway between two doubles ((2¹⁸ − 1)³ = 18,014,192,351,838,207 rounds to even); they
/// always fail the rounding test and are rounded here.
///
/// **Special values.** ±0, ±∞ and NaN are their own cubes.
extension CorrectlyRounded {
    /// The fast path's relative error bound (see the file's comment).
    static let cubeError = 0x1p-100

    /// x³.
    static func cube(_ x: Double) -> (value: Double, tookAccuratePath: Bool) {
        if x == 0 || !x.isFinite { return (x, false) }
        let exponent = Int(x.exponent)
        guard 3 * exponent >= -1021 else { return (cubeAccurate(x), true) }
        let m = x.significand
        let square = DoubleDouble.twoProduct(m, m)
        let product = DoubleDouble.twoProduct(m, square.high)
        let cube = DoubleDouble.fastTwoSum(product.high, product.low + m * square.low)
        let sign: FloatingPointSign = x < 0 ? .minus : .plus
        guard let rounded = cube.roundedIfDecided(relativeError: cubeError) else { return (cubeAccurate(x), true) }
        return (Double(sign: sign, exponent: 3 * exponent, significand: rounded), false)
    }

    /// x³ rounded once from its exact value (the file's comment: the accurate path).
    static func cubeAccurate(_ x: Double) -> Double {
        let wide = Float256(x)
        return (wide * wide * wide).roundedToDouble()
    }

    /// Whether `rounded`, x³ rounded, needed no rounding: x³ is finite and nonzero and, in 256-bit
    /// arithmetic, exactly `rounded` (or x is zero).
    static func cubeIsExact(_ x: Double, rounded: Double) -> Bool {
        guard rounded.isFinite, rounded != 0 else { return x == 0 }
        let wide = Float256(x)
        return (wide * wide * wide - Float256(rounded)).isZero
    }
}
