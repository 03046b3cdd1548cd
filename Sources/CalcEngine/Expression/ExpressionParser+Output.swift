extension ExpressionParser {
    // The translation, appended to one buffer (`output`): operands, keys applied to a part, and a binary
    // operator between two parts, with parentheses inserted where a part must be one operand.

    /// Makes the part from `start` one operand: puts it in parentheses unless it already is one.
    mutating func parenthesize(from start: Int, _ precedence: inout Int) {
        guard precedence != ExpressionFragment.atomic else { return }
        output.insert(.openParenthesis, at: start)
        output.append(.closeParenthesis)
        precedence = ExpressionFragment.atomic
    }

    /// Applies `key` to the part from `start` as an operand (a function, `neg`, a postfix key).
    mutating func apply(_ key: Key, from start: Int, _ precedence: Int) -> Int {
        var precedence = precedence
        parenthesize(from: start, &precedence)
        output.append(key)
        return ExpressionFragment.atomic
    }

    /// Appends `op` after the left part from `start` (in parentheses when it binds looser), then the right
    /// part that `parseRight` appends (in parentheses unless it is one operand): `left op right` means that
    /// whatever the calculation mode. Returns the precedence of the whole.
    mutating func combine(
        from start: Int, _ left: Int, _ op: BinaryOperation,
        _ parseRight: (inout ExpressionParser) throws(ExpressionError) -> Int
    ) throws(ExpressionError) -> Int {
        var left = left
        if left < precedence(of: op) { parenthesize(from: start, &left) }
        output.append(.binary(op))
        let rightStart = output.count
        var right = try parseRight(&self)
        parenthesize(from: rightStart, &right)
        return precedence(of: op)
    }

    /// Appends one key that is an operand.
    mutating func operand(_ key: Key) -> Int {
        output.append(key)
        return ExpressionFragment.atomic
    }

    /// Appends the keys of a remembered value (`ans`, a variable): one operand, real or complex.
    mutating func operand(_ value: ValueLiteral) -> Int {
        output.append(contentsOf: value.keys)
        return ExpressionFragment.atomic
    }
}
