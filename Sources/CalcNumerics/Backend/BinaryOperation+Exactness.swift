extension BinaryOperation {
    /// Whether the result is exact when the operands are and the correctly rounded result needed no
    /// rounding (one line per operation); otherwise a result is exact only on backends that know it.
    public var keepsExactness: Bool {
        switch self {
        case .add, .subtract, .multiply, .divide, .power, .root, .scaleByPowerOfTen, .modulo, .combinations,
            .permutations, .reversedPower, .minimum, .maximum, .gcd, .lcm, .hypot, .and, .or, .xor, .nand, .nor, .xnor,
            .shiftLeft, .shiftRightArithmetic, .shiftRightLogical:
            true
        case .logarithm, .polar, .modularPower: false
        }
    }
}
