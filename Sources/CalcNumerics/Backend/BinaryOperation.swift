/// An operation of two arguments that every backend evaluates.
public enum BinaryOperation: String, Sendable, Hashable, CaseIterable, Codable {
    /// a + b.
    case add
    /// a − b.
    case subtract
    /// a × b.
    case multiply
    /// a ÷ b.
    case divide
    /// aᵇ; a negative base needs an integer exponent.
    case power
    /// The b-th root of a; odd integer roots of negative numbers are defined.
    case root
    /// a × 10ᵇ, correctly rounded when b is an integer (as if "aEb" had been typed).
    case scaleByPowerOfTen
    /// a mod b = a − b⌊a/b⌋ (floored: the result has the sign of b); b = 0 is invalid.
    case modulo
    /// nCr: the number of ways to choose b of a things (0 when b > a ≥ 0); for any integers,
    /// a(a − 1)…(a − b + 1)/b!, 0 when b < 0 (``CombinatoricReduction``).
    case combinations
    /// nPr: the number of ordered choices of b of a things, a!/(a − b)! (0 when b > a ≥ 0); for any
    /// integer a, the falling factorial a(a − 1)…(a − b + 1), b ≥ 0 (``CombinatoricReduction``).
    case permutations
    /// The logarithm of a to base b, log a / log b (a > 0, b > 0, b ≠ 1).
    case logarithm
    /// bᵃ: ``power`` with the operands swapped (the iPhone's `yˣ`: the next number typed to the power of
    /// the displayed one); a negative base b needs an integer exponent a.
    case reversedPower
    /// The smaller of a and b.
    case minimum
    /// The larger of a and b.
    case maximum
    /// The greatest common divisor of integers a and b, never negative (gcd(0, 0) = 0); invalid for
    /// other operands.
    case gcd
    /// The least common multiple of integers a and b, never negative (0 when either is 0); invalid for
    /// other operands.
    case lcm
    /// √(a² + b²), without overflow or underflow in between.
    case hypot
    /// a AND b on the word's bits (programmer mode; elsewhere invalid).
    case and
    /// a OR b on the word's bits (programmer mode; elsewhere invalid).
    case or
    /// a XOR b on the word's bits (programmer mode; elsewhere invalid).
    case xor
    /// NOT (a AND b) on the word's bits (programmer mode; elsewhere invalid).
    case nand
    /// NOT (a OR b) on the word's bits (programmer mode; elsewhere invalid).
    case nor
    /// NOT (a XOR b) on the word's bits (programmer mode; elsewhere invalid).
    case xnor
    /// a shifted left by b bits (programmer mode; elsewhere invalid; b ≥ w is invalid).
    case shiftLeft
    /// a shifted right by b bits, filled with the sign bit when signed (programmer mode; elsewhere invalid).
    case shiftRightArithmetic
    /// a's w-bit pattern shifted right by b bits, filled with zeros (programmer mode; elsewhere invalid).
    case shiftRightLogical
    /// r∠θ: the complex number with modulus r and angle θ (in the angle unit), r(cos θ + i sin θ). A
    /// complex key: the calculator evaluates it on complex values; a backend's real
    /// ``BackendArithmetic/apply(_:_:_:)`` gives NaN.
    case polar
    /// a^b mod m, pressed after `a pow b` instead of another operator: it takes the modulus m (the next
    /// operand) and gives a^b mod m without computing a^b, for integers a, b ≥ 0 and m ≠ 0, with m's sign
    /// as `mod` has (SpeedCrunch's `powmod(a; b; m)`). An operation of three operands, which the
    /// calculator evaluates; a backend's real ``BackendArithmetic/apply(_:_:_:)`` gives NaN.
    case modularPower
}
