extension ExpressionParser {
    // Functions' arguments: their separators, a folded single argument, written units, indexed roots,
    // arguments without parentheses, and the argument-count error.

    /// A function's argument after the first, in parentheses when it holds a `%`: each argument is a value
    /// of its own, so `sum(50, 10%)` is 50 + 0.1 (the key's percent of the pending 50 would make it 55).
    mutating func parseArgument() throws(ExpressionError) -> Int {
        let start = output.count
        var argument = try parseComparison()
        isolatePercent(from: start, &argument)
        return argument
    }

    /// Puts the part from `start` in parentheses when it holds a `%`, so that the key takes no pending
    /// operand outside it as its base (a function's argument, a summation's term).
    mutating func isolatePercent(from start: Int, _ precedence: inout Int) {
        guard output[start...].contains(.percent) else { return }
        output.insert(.openParenthesis, at: start)
        output.append(.closeParenthesis)
        precedence = ExpressionFragment.atomic
    }

    /// Puts a part that is one operand (`50%`, `√50%`) in parentheses when it holds a `%`: what a group, a
    /// pair of bars or a function's parentheses enclose is a value of its own, so `255 − (50%)` is 254.5,
    /// as the keys `255 - ( 50 % ) =` are, and `sin(50%)` is sin 0.5 (written without the group, the key
    /// would take 50% of the pending 255). A part of looser operators keeps its parentheses anyway.
    mutating func isolateAtomicPercent(from start: Int, _ precedence: inout Int) {
        guard precedence == ExpressionFragment.atomic else { return }
        isolatePercent(from: start, &precedence)
    }

    /// Steps over the `,` (or `;`) between two arguments of the function `name`; a `)` right after it is an
    /// argument left out (`log(8,)`), not a `)` with no `(` open.
    mutating func advancePastComma(in name: String) throws(ExpressionError) {
        let separator = current
        advance()
        if current.closesGroup {
            throw ExpressionError(
                column: current.column,
                reason: .missingArgumentAfterSeparator(text(of: separator), function: name))
        }
    }

    /// A folding function of one argument (``foldingOperations``): gcd, lcm and hypot combine it with
    /// their identity (`gcd(x)` is `x gcd 0`, |x| for an integer and Error otherwise; `lcm(x)` is
    /// `x lcm 1`; `hypot(x)` is `x hypot 0`), and min, max, and, or and xor, which have none to type,
    /// are the argument itself (`max(5)` is 5, as in qalc and SpeedCrunch). One operand for what follows.
    mutating func foldedAlone(_ operation: BinaryOperation, from start: Int, _ first: Int) throws(ExpressionError)
        -> Int
    {
        var value = first
        if let identity = Self.foldingIdentities[operation] {
            value = try combine(from: start, value, operation) { parser throws(ExpressionError) in
                parser.operand(.literal(NumberLiteral(valid: identity)))
            }
        }
        parenthesize(from: start, &value)
        return value
    }

    /// The size of one `unit` in the current angle unit, from a right angle (`[1] asin`) in it: a degree
    /// is `( [1] asin / [90] )` (1 in degrees, π/180 in radians), a gradian `( [1] asin / [100] )`, a
    /// radian `( [1] asin / ( pi / [2] ) )` (180/π in degrees, 1 in radians: π/2 rounded is π rounded,
    /// halved).
    mutating func unitScale(_ unit: AngleUnit) -> Int {
        output += [.openParenthesis, .literal(NumberLiteral(valid: "1")), .function(.asin), .binary(.divide)]
        if let rightAngle = unit.rightAngle {
            output.append(.literal(NumberLiteral(valid: rightAngle)))
        } else {
            output += [.openParenthesis, .pi, .binary(.divide), .literal(NumberLiteral(valid: "2")), .closeParenthesis]
        }
        output.append(.closeParenthesis)
        return ExpressionFragment.atomic
    }

    /// A root with its index before it (`³√8`, `₁₀√1024`, `∜16`): `radicand root index`. The radicand is
    /// what `√` takes: a group, or one factor with its postfix keys.
    mutating func parseIndexedRoot(_ index: String, at token: ExpressionToken) throws(ExpressionError) -> Int {
        try enter()
        defer { depth -= 1 }
        let start = output.count
        guard current.startsOperand || current.kind == .minus || current.kind == .plus else {
            throw ExpressionError(column: token.column, reason: .missingArgument(text(of: token)))
        }
        let radicand = current.opensGroup ? try parsePrimary() : try parseFunctionArgument()
        var root = try combine(from: start, radicand, .root) { parser throws(ExpressionError) in
            parser.operand(.literal(NumberLiteral(valid: index)))
        }
        parenthesize(from: start, &root)
        return root
    }

    /// A function's argument without parentheses: signs, then one factor and its postfix keys.
    mutating func parseFunctionArgument() throws(ExpressionError) -> Int {
        try parseSigned(functionArgument: true)
    }

    /// Leading `+`/`−` signs, then what they apply to: a power (``parseUnary()``), or for a function's
    /// argument without parentheses one factor and its postfix keys (``parseFunctionArgument()``).
    mutating func parseSigned(functionArgument: Bool) throws(ExpressionError) -> Int {
        let negates: Bool
        switch (current.kind, currentWordOperator) {
        case (.plus, _): negates = false
        case (.minus, _): negates = true
        // qalc's words as signs too: `5 minus minus 3` is 8.
        case (.name, .add): negates = false
        case (.name, .subtract): negates = true
        default:
            return functionArgument ? try parsePostfix() : try parsePower()
        }
        try enter()
        defer { depth -= 1 }
        let token = current
        advance()
        try requireOperand(after: token)
        let start = output.count
        let operand = try parseSigned(functionArgument: functionArgument)
        guard negates else { return operand }
        let end = output.count
        let negated = apply(.negate, from: start, operand)
        if var mark = lastDegreeMark, mark.keys == start..<end, mark.followingColumn == current.column {
            // `-30°` is still one marked angle, negated: a function takes it in degrees (`cos(-90°)` is 0).
            let wrapped =
                mark.precedence == ExpressionFragment.atomic
                ? mark.degrees : [.openParenthesis] + mark.degrees + [.closeParenthesis]
            mark.degrees = wrapped + [.negate]
            mark.precedence = ExpressionFragment.atomic
            mark.keys = start..<output.count
            lastDegreeMark = mark
        }
        return negated
    }

    func arity(_ name: String, _ count: Int, at token: ExpressionToken) -> ExpressionError {
        ExpressionError(column: token.column, reason: .argumentCount(function: name, expected: count))
    }
}
