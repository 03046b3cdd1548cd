/// The bitwise operators, in every mode: by name (`and`, `or`, `xor`, `nand`, `nor`, `xnor`, the words the
/// tape writes) and by symbol (`&`, `|`, `~`, `<<`, `>>`, and the logic symbols `∧`, `∨`, `⊻`, `¬`…).
/// Programmer mode binds them as Windows Calculator does (``BinaryOperation/programmerPrecedence``), the
/// other modes as C, SpeedCrunch and qalc do (``BinaryOperation/precedence``): shifts, then `&`, then
/// `xor`, then `|`, all looser than + and −.
extension ExpressionParser {
    /// The bitwise operators by name or symbol (in lower case).
    static let bitwiseOperators: [String: BinaryOperation] = [
        "or": .or, "|": .or, "xor": .xor, "xnor": .xnor, "and": .and, "&": .and, "nand": .nand, "nor": .nor,
    ]

    /// Whether `token` is a `|` that is not the start of an absolute value: the one that closes an open
    /// `|x|`, or, outside programmer mode, an OR (``isBitwiseOr(_:)``).
    func isClosingOrBitwiseBar(_ token: ExpressionToken) -> Bool {
        guard token.kind == .bar else { return false }
        return openBars > 0 || isBitwiseOr(token)
    }

    /// Whether a `|` after an operand is OR rather than the start of an absolute value multiplied in: in
    /// the reading that takes bars after an operand as OR (``barsAreOr``), when no `|` is open. (In
    /// programmer mode `|` is always OR, and the lexer makes it a name.)
    func isBitwiseOr(_ token: ExpressionToken) -> Bool {
        barsAreOr && token.kind == .bar && openBars == 0
    }

    /// The bitwise operation of the current token, or nil: a name or symbol of ``bitwiseOperators``, a `|`
    /// that is OR, or outside programmer mode a shift (`<<`, `shl`…, which programmer mode binds as ×).
    func bitwiseOperation() -> BinaryOperation? {
        let op: BinaryOperation
        switch current.kind {
        case .bar:
            guard isBitwiseOr(current) else { return nil }
            op = .or
        case .name:
            guard let found = currentBitwiseName ?? currentWordOperator else { return nil }
            op = found
        default:
            return nil
        }
        return precedence(of: op) < precedence(of: .add) ? op : nil
    }

    /// The bitwise operators after the sum `left` (from `start`) whose binding strength is at least
    /// `minimum`, by precedence climbing: in programmer mode `a or b` over `a and b`; elsewhere `a | b` over
    /// `a xor b` over `a & b` over `a << b`.
    @inline(never)
    mutating func parseBitwise(from start: Int, _ left: Int, minimum: Int) throws(ExpressionError) -> Int {
        var left = left
        while let op = bitwiseOperation(), precedence(of: op) >= minimum {
            let token = current
            advance()
            try requireOperand(after: token)
            let tighter = precedence(of: op) + 1
            left = try combine(from: start, left, op) { parser throws(ExpressionError) in
                try parser.parseSumLevel(minimum: tighter)
            }
        }
        return left
    }

    /// `not x` and `~x`: NOT of what follows up to the next binary operator looser than `^`, as a unary
    /// minus takes it: `~2^3` is ~(2^3) = −9 (as SpeedCrunch reads it, and as `-2^2` is −4), `~-1` is 0,
    /// `~3 + 1` is (~3) + 1.
    mutating func parseNot(at token: ExpressionToken) throws(ExpressionError) -> Int {
        try enter()
        defer { depth -= 1 }
        try requireOperand(after: token)
        let start = output.count
        let operand = try parseSigned(functionArgument: false)
        return apply(.programmer(.not), from: start, operand)
    }
}
