extension BinaryOperation {
    /// Binding strength in `precedence` mode: 3 for pow, ypow, root, logy and EE, 2 for × ÷ mod nCr nPr
    /// min max gcd lcm hypot, 1 for + and −.
    public var precedence: Int {
        switch self {
        case .add, .subtract: 1
        case .multiply, .divide, .modulo, .combinations, .permutations, .minimum, .maximum, .gcd, .lcm, .hypot: 2
        case .power, .reversedPower, .root, .scaleByPowerOfTen, .logarithm: 3
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
