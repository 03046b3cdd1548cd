extension ExpressionParser {
    /// The loosest level: comparisons (``ExpressionComparison``) between sums, from the left
    /// (`1 < 2 < 3` is `(1 < 2) < 3`, as C and bc read it). Programmer mode has none: there `<` and `>`
    /// only start shifts.
    mutating func parseComparison() throws(ExpressionError) -> Int {
        let start = output.count
        var left = try parseSumLevel()
        while case .comparison(let comparison) = current.kind {
            let token = current
            advance()
            try requireOperand(after: token)
            left = try compare(from: start, left, comparison)
        }
        return left
    }

    /// The comparison of the left operand (its keys appended from `start`) with the sum that follows:
    /// the keys ``ExpressionComparison`` describes, one operand for what follows.
    private mutating func compare(
        from start: Int, _ left: Int, _ comparison: ExpressionComparison
    ) throws(ExpressionError) -> Int {
        var value = try combine(from: start, left, .subtract) { parser throws(ExpressionError) in
            try parser.parseSumLevel()
        }
        value = apply(.function(.sign), from: start, value)
        switch comparison.form {
        case .magnitude(let negated):
            value = apply(.function(.abs), from: start, value)
            guard negated else { return value }
            value = apply(.negate, from: start, value)
            value = try combine(from: start, value, .add) { $0.operand(.literal(NumberLiteral(valid: "1"))) }
        case .step(let negated, let offset):
            if negated { value = apply(.negate, from: start, value) }
            value = try combine(from: start, value, .add) { $0.operand(.literal(NumberLiteral(valid: offset))) }
            value = try combine(from: start, value, .divide) { $0.operand(.literal(NumberLiteral(valid: "2"))) }
            value = apply(.function(.floor), from: start, value)
        }
        parenthesize(from: start, &value)
        return value
    }
}
