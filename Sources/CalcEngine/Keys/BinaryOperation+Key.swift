extension BinaryOperation {
    /// Binding strength in `precedence` mode: 3 for pow, ypow, root, logy, EE and powmod, 2 for × ÷ mod nCr nPr
    /// min max gcd lcm hypot and ∠, 1 for + −, and below the sums C's levels for the bitwise operators: 0 for
    /// the shifts, −1 for and and nand, −2 for xor and xnor, −3 for or and nor (SpeedCrunch's and qalc's
    /// order; programmer mode has Windows' instead, ``programmerPrecedence``).
    public var precedence: Int {
        switch self {
        case .add, .subtract: 1
        case .multiply, .divide, .modulo, .combinations, .permutations, .minimum, .maximum, .gcd, .lcm, .hypot: 2
        case .polar: 2
        case .shiftLeft, .shiftRightArithmetic, .shiftRightLogical: 0
        case .and, .nand: -1
        case .xor, .xnor: -2
        case .or, .nor: -3
        case .power, .reversedPower, .root, .scaleByPowerOfTen, .logarithm, .modularPower: 3
        }
    }

    /// The name of the operation's key, as `calc-eval` scripts write it: `+`, `-`, `*`, `/`, `pow`, `root`, `EE`.
    public var keyName: String { Key.binary(self).name }

    /// The operation whose key has this name (`+`, `-`, `*`, `/`, `pow`, `root`, `EE`), or nil.
    init?(keyName: String) {
        guard case .binary(let operation)? = Key(exactName: keyName), operation.keyName == keyName else {
            return nil
        }
        self = operation
    }
}
