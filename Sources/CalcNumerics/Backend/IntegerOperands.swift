/// Which operands of a binary operation snap to integers when they are inexact and within 2^(8−P) of one.
public enum IntegerOperands: Sendable, Hashable, CaseIterable {
    /// None.
    case none
    /// The right operand, when the left is negative: the exponent of `pow` and the degree of `root`,
    /// where an integer decides between a real result and an error.
    case rightWhenLeftIsNegative
    /// The left operand, when the right is negative: the exponent of ``BinaryOperation/reversedPower``
    /// (``rightWhenLeftIsNegative`` with the operands swapped).
    case leftWhenRightIsNegative
    /// Both operands (operations defined on integers only).
    case both
}

extension BinaryOperation {
    /// Whether the result depends on the operands' units digits (`mod`, `gcd`, `lcm`), so that an
    /// inexact operand too large for its units digit to be known (2^P or more, P bits of precision) has no
    /// meaningful result: gcd(2⁶⁴ + 1, 2⁶⁴ − 1) is 1, but on Double both operands round to 2⁶⁴.
    public var needsUnitsDigits: Bool {
        switch self {
        case .modulo, .gcd, .lcm, .modularPower: true
        case .add, .subtract, .multiply, .divide, .power, .root, .reversedPower, .combinations, .permutations,
            .scaleByPowerOfTen, .logarithm, .minimum, .maximum, .hypot, .polar:
            false
        case .and, .or, .xor, .nand, .nor, .xnor, .shiftLeft, .shiftRightArithmetic, .shiftRightLogical: false
        }
    }

    /// Whether a non-integer operand has no result (`Error`): `nCr`, `nPr`, `gcd`, `lcm` and `powmod`.
    /// `mod` is defined on every real, and the bitwise keys truncate toward zero, though their operands
    /// snap to integers too (``integerOperands``).
    public var refusesNonIntegers: Bool {
        switch self {
        case .combinations, .permutations, .gcd, .lcm, .modularPower: true
        case .add, .subtract, .multiply, .divide, .power, .root, .reversedPower, .modulo, .scaleByPowerOfTen,
            .logarithm, .minimum, .maximum, .hypot, .polar:
            false
        case .and, .or, .xor, .nand, .nor, .xnor, .shiftLeft, .shiftRightArithmetic, .shiftRightLogical: false
        }
    }

    /// The operands that snap to integers (one line per operation).
    public var integerOperands: IntegerOperands {
        switch self {
        case .power, .root: .rightWhenLeftIsNegative
        case .reversedPower: .leftWhenRightIsNegative
        case .modulo, .combinations, .permutations, .gcd, .lcm, .modularPower: .both
        case .add, .subtract, .multiply, .divide, .scaleByPowerOfTen, .logarithm, .minimum, .maximum, .hypot, .polar:
            .none
        case .and, .or, .xor, .nand, .nor, .xnor, .shiftLeft, .shiftRightArithmetic, .shiftRightLogical: .both
        }
    }
}
