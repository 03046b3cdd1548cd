/// The precedence of a part of a translation: of its outermost operator, or ``atomic`` when it is one
/// operand (a number, a group, a function's or a postfix key's result).
enum ExpressionFragment {
    static let atomic = Int.max
}

/// The recursive-descent parser of expressions: tokens in, a key translation out.
///
/// Loosest first: `+ -`; `× * / ÷ ·`, `mod`, `nCr`, `nPr` and implicit multiplication; unary `+ -`; `^` and
/// `**` (right-associative); postfix `! % ² ³ ⁻¹`; operands. Recursion is bounded by
/// ``maximumDepth``, so deep nesting is an error, not a stack overflow.
struct ExpressionParser {
    /// The deepest nesting of groups, functions and signs accepted.
    static let maximumDepth = 400

    let tokens: [ExpressionToken]
    let variables: ExpressionVariables?
    /// Whether the expression is read in programmer mode: bitwise operators, `not`, `~`, shifts, and
    /// programmer mode's precedence.
    var programmer = false
    /// The translation, built in one buffer: each parse function appends the keys of its part and returns
    /// the part's precedence (parentheses are inserted at the part's start when it must be one operand).
    var output: [Key] = []
    var index = 0
    var depth = 0
    /// How many `|…|` are open (a `|` then closes one instead of starting an operand).
    var openBars = 0

    init(tokens: [ExpressionToken], variables: ExpressionVariables?) {
        self.tokens = tokens
        self.variables = variables
        output.reserveCapacity(tokens.count + 8)
    }

    // MARK: Output

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

    var current: ExpressionToken { tokens[index] }

    mutating func advance() { index += 1 }

    // MARK: Levels

    mutating func parseSum() throws(ExpressionError) -> Int {
        programmer ? try parseBitwise(level: 1) : try parseArithmeticSum()
    }

    /// Sums: `a + b`, `a − b`.
    mutating func parseArithmeticSum() throws(ExpressionError) -> Int {
        try enter()
        defer { depth -= 1 }
        let start = output.count
        var left = try parseProduct()
        while true {
            let op: BinaryOperation
            switch current.kind {
            case .plus: op = .add
            case .minus: op = .subtract
            default: return left
            }
            let token = current
            advance()
            try requireOperand(after: token)
            left = try combine(from: start, left, op) { parser throws(ExpressionError) in try parser.parseProduct() }
        }
    }

    mutating func parseProduct() throws(ExpressionError) -> Int {
        let start = output.count
        var left = try parseUnary()
        while true {
            let op: BinaryOperation
            let token = current
            switch token.kind {
            case .times: op = .multiply
            case .divide: op = .divide
            case .name(let name) where Self.infixOperators[name.lowercased()]?.precedence == 2:
                op = Self.infixOperators[name.lowercased()]!
            default:
                guard token.startsOperand, !(token.kind == .bar && openBars > 0), !isBitwiseOperator(token) else {
                    return left
                }
                if case .number(let text) = token.kind {
                    throw ExpressionError(column: token.column, reason: .missingOperator(before: text))
                }
                // Implicit multiplication: 2pi, 2(3+4), (1+2)(3+4), 2√3.
                left = try combine(from: start, left, .multiply) { parser throws(ExpressionError) in
                    try parser.parsePower()
                }
                continue
            }
            advance()
            try requireOperand(after: token)
            left = try combine(from: start, left, op) { parser throws(ExpressionError) in try parser.parseUnary() }
        }
    }

    mutating func parseUnary() throws(ExpressionError) -> Int {
        try parseSigned(functionArgument: false)
    }

    mutating func parsePower() throws(ExpressionError) -> Int {
        let start = output.count
        var base = try parsePostfix()
        while true {
            let token = current
            let op: BinaryOperation
            switch token.kind {
            case .power: op = .power
            case .name(let name) where Self.infixOperators[name.lowercased()]?.precedence == 3:
                op = Self.infixOperators[name.lowercased()]!
            default: return base
            }
            advance()
            try requireOperand(after: token)
            if op == .power {
                // Right-associative: the exponent is everything up to a looser operator, signs included.
                try enter()
                defer { depth -= 1 }
                if output.count == start + 1 && output[start] == .e {
                    // e^x is exp x.
                    output.removeLast()
                    return apply(.function(.exp), from: start, try parseUnary())
                }
                return try combine(from: start, base, .power) { parser throws(ExpressionError) in
                    try parser.parseUnary()
                }
            }
            base = try combine(from: start, base, op) { parser throws(ExpressionError) in
                try parser.parseFunctionArgument()
            }
        }
    }

    mutating func parsePostfix() throws(ExpressionError) -> Int {
        let start = output.count
        var operand = try parsePrimary()
        while true {
            let key: Key
            switch current.kind {
            case .factorial: key = .function(.factorial)
            case .percent: key = .percent
            case .square: key = .function(.square)
            case .cube: key = .function(.cube)
            case .reciprocal: key = .function(.reciprocal)
            default: return operand
            }
            operand = apply(key, from: start, operand)
            advance()
        }
    }

    mutating func parsePrimary() throws(ExpressionError) -> Int {
        let token = current
        switch token.kind {
        case .number(let text):
            advance()
            // The lexer reads only decimal syntax.
            return operand(.literal(NumberLiteral(valid: text)))
        case .pi:
            advance()
            return operand(.pi)
        case .open:
            try enter()
            defer { depth -= 1 }
            advance()
            let savedBars = openBars
            openBars = 0
            defer { openBars = savedBars }
            if current.kind == .close { throw ExpressionError(column: current.column, reason: .emptyParentheses) }
            let inner = try parseSum()
            try expectClose(.parenthesis, openedAt: token.column)
            return inner
        case .bar:
            try enter()
            defer { depth -= 1 }
            advance()
            openBars += 1
            defer { openBars -= 1 }
            let start = output.count
            let inner = try parseSum()
            try expectClose(.bar, openedAt: token.column)
            return apply(.function(.abs), from: start, inner)
        case .squareRoot:
            advance()
            return try applyFunction(.unary(.squareRoot), name: "√", at: token)
        case .cubeRoot:
            advance()
            return try applyFunction(.unary(.cubeRoot), name: "∛", at: token)
        case .name(let name):
            advance()
            if programmer && (name == "~" || name.lowercased() == "not") { return try parseNot(at: token) }
            return try parseName(name, at: token)
        case .end:
            throw ExpressionError(column: token.column, reason: index == 0 ? .empty : .expectedNumber)
        case .close:
            throw ExpressionError(column: token.column, reason: .unmatchedClose)
        case .plus, .minus, .times, .divide, .power, .factorial, .percent, .square, .cube, .reciprocal, .comma,
            .equals:
            let isOperator = token.kind != .comma && token.kind != .equals
            throw ExpressionError(
                column: token.column,
                reason: isOperator ? .operatorWithoutLeftOperand(token.text) : .unexpected(token.text))
        }
    }

    // MARK: Names

    mutating func parseName(_ name: String, at token: ExpressionToken) throws(ExpressionError) -> Int {
        let lowered = name.lowercased()
        switch lowered {
        case "pi": return operand(.pi)
        case "e": return operand(.e)
        case "rand", "random": return operand(.random)
        case "ans":
            guard let variables else {
                throw ExpressionError(column: token.column, reason: .answerNeedsSession)
            }
            guard let answer = variables.answer else {
                throw ExpressionError(column: token.column, reason: .noPreviousAnswer)
            }
            return operand(.literal(answer))
        default: break
        }
        if let function = ExpressionFunction.named(lowered) {
            return try applyFunction(function, name: name, at: token)
        }
        if let value = variables?.values[name] {
            return operand(.literal(value))
        }
        // sin30, log2x: a function's name run together with a number.
        if let split = Self.functionPrefix(of: lowered), case .number = Self.lexNumberTail(name, after: split) {
            throw ExpressionError(column: token.column, reason: .functionRunTogether(name, nameLength: split))
        }
        if Self.infixOperators[lowered] != nil {
            throw ExpressionError(column: token.column, reason: .wordOperatorWithoutLeftOperand(name))
        }
        let role: ExpressionError.NameRole =
            current.kind == .open ? .function : (variables == nil ? .nameWithoutSession : .variable)
        throw ExpressionError(
            column: token.column,
            reason: .unknownName(name, role, suggestion: Self.suggestion(for: lowered, variables: variables)))
    }

    /// A function applied to its argument: `f(x)`, `f(x, y)`, or `f x` (the next factor with its postfix
    /// keys, not `^`: `sin 30^2` is (sin 30)², `√5!` is √120).
    mutating func applyFunction(_ function: ExpressionFunction, name: String, at token: ExpressionToken)
        throws(ExpressionError) -> Int
    {
        try enter()
        defer { depth -= 1 }
        var function = function
        if current.kind == .reciprocal {
            guard let inverse = function.inverse else {
                throw ExpressionError(column: current.column, reason: .noInverse(name))
            }
            function = inverse
            advance()
        }
        let start = output.count
        // The operation between two arguments (log(x, b), root(x, n), nCr(n, r)), if the function has one.
        let binary: BinaryOperation?
        switch function {
        case .unary: binary = nil
        case .log: binary = .logarithm
        case .binary(let op): binary = op
        }
        var first: Int
        var argumentCount = 1
        if current.kind == .open {
            let open = current
            advance()
            let savedBars = openBars
            openBars = 0
            defer { openBars = savedBars }
            if current.kind == .close {
                throw ExpressionError(column: current.column, reason: .missingArgument(name))
            }
            first = try parseSum()
            if current.kind == .comma {
                guard let binary else { throw arity(name, 1, at: token) }
                advance()
                argumentCount = 2
                first = try combine(from: start, first, binary) { parser throws(ExpressionError) in
                    try parser.parseSum()
                }
                if current.kind == .comma { throw arity(name, 2, at: token) }
            }
            try expectClose(.parenthesis, openedAt: open.column)
        } else {
            guard current.startsOperand || current.kind == .minus || current.kind == .plus else {
                throw ExpressionError(column: token.column, reason: .missingArgument(name))
            }
            first = try parseFunctionArgument()
        }
        switch function {
        case .unary(let f):
            return apply(.function(f), from: start, first)
        case .log:
            if argumentCount == 1 { return apply(.function(.log10), from: start, first) }
            parenthesize(from: start, &first)
            return first
        case .binary:
            guard argumentCount == 2 else { throw arity(name, 2, at: token) }
            // One operand for what follows: nCr(5, 2)! is (5 nCr 2)!.
            parenthesize(from: start, &first)
            return first
        }
    }

    /// A function's argument without parentheses: signs, then one factor and its postfix keys.
    mutating func parseFunctionArgument() throws(ExpressionError) -> Int {
        try parseSigned(functionArgument: true)
    }

    /// Leading `+`/`−` signs, then what they apply to: a power (``parseUnary()``), or for a function's
    /// argument without parentheses one factor and its postfix keys (``parseFunctionArgument()``).
    mutating func parseSigned(functionArgument: Bool) throws(ExpressionError) -> Int {
        let token = current
        switch token.kind {
        case .plus, .minus:
            try enter()
            defer { depth -= 1 }
            advance()
            try requireOperand(after: token)
            let start = output.count
            let operand = try parseSigned(functionArgument: functionArgument)
            return token.kind == .minus ? apply(.negate, from: start, operand) : operand
        default:
            return functionArgument ? try parsePostfix() : try parsePower()
        }
    }

    func arity(_ name: String, _ count: Int, at token: ExpressionToken) -> ExpressionError {
        ExpressionError(column: token.column, reason: .argumentCount(function: name, expected: count))
    }

    // MARK: Helpers

    mutating func enter() throws(ExpressionError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw ExpressionError(column: current.column, reason: .nestedTooDeeply(levels: Self.maximumDepth))
        }
    }

    /// Throws `'+' needs a number after it` when the token after an operator cannot start an operand.
    func requireOperand(after token: ExpressionToken) throws(ExpressionError) {
        // After an operator a `|` can only open an absolute value, even inside another.
        if current.startsOperand { return }
        if current.kind == .plus || current.kind == .minus { return }
        throw ExpressionError(column: token.column, reason: .operatorWithoutRightOperand(token.text))
    }

    mutating func expectClose(_ delimiter: ExpressionError.Delimiter, openedAt column: Int) throws(ExpressionError) {
        guard current.kind == (delimiter == .parenthesis ? .close : .bar) else {
            throw ExpressionError(
                column: current.column,
                reason: .unclosed(delimiter, openedAt: column, found: current.kind == .end ? nil : current.text))
        }
        advance()
    }

    /// Operators written as words: mod, nCr and nPr bind like ×; root, EE, logy and ypow (`a ypow b` is bᵃ)
    /// like ^ (left to right, as the keys do; these are the forms the history's tape prints).
    static let infixOperators: [String: BinaryOperation] = [
        "mod": .modulo, "ncr": .combinations, "npr": .permutations, "root": .root, "ee": .scaleByPowerOfTen,
        "logy": .logarithm, "ypow": .reversedPower, "shl": .shiftLeft, "<<": .shiftLeft, "sar": .shiftRightArithmetic,
        ">>": .shiftRightArithmetic, "shr": .shiftRightLogical, ">>>": .shiftRightLogical,
    ]

    /// The length of the longest function name that starts `name` and is followed by a digit, or nil.
    static func functionPrefix(of name: String) -> Int? {
        let characters = Array(name)
        for length in stride(from: characters.count - 1, through: 1, by: -1)
        where characters[length].isNumber && !characters[length - 1].isNumber {
            if ExpressionFunction.named(String(characters[0..<length])) != nil { return length }
        }
        return nil
    }

    static func lexNumberTail(_ name: String, after length: Int) -> ExpressionToken.Kind {
        let tail = name.dropFirst(length)
        return tail.allSatisfy(\.isNumber) ? .number(String(tail)) : .name(String(tail))
    }

    /// The closest known name (function, constant, variable) to a misspelt one.
    static func suggestion(for name: String, variables: ExpressionVariables?) -> String? {
        guard name.count <= 40 else { return nil }
        let candidates =
            ExpressionFunction.names + ["pi", "e", "rand", "ans"] + Array(variables?.values.keys.sorted() ?? [])
        let lowered = Array(name)
        var best: (name: String, distance: Int)?
        for candidate in candidates where !candidate.unicodeScalars.contains(where: { $0.value > 0x7F }) {
            let distance = KeyScript.editDistance(lowered, Array(candidate.lowercased()))
            guard distance <= max(1, min(2, candidate.count / 2)), distance < lowered.count else { continue }
            if let b = best, b.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.name
    }
}
