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

    /// The tokens, read one at a time (they were checked by a first pass: reading cannot fail here).
    private var stream: ExpressionTokenStream
    /// The column of a token to pass over (a trailing `=`), or nil.
    private let skippedColumn: Int?
    /// The token being looked at.
    private(set) var current: ExpressionToken
    /// The kind of the token before ``current``, if any.
    private(set) var previousKind: ExpressionToken.Kind?
    let variables: ExpressionVariables?
    /// Whether the expression is read in programmer mode: bitwise operators, `not`, `~`, shifts, and
    /// programmer mode's precedence.
    var programmer = false
    /// The translation, built in one buffer: each parse function appends the keys of its part and returns
    /// the part's precedence (parentheses are inserted at the part's start when it must be one operand).
    var output: [Key] = []
    /// How many tokens have been passed.
    var index = 0
    var depth = 0
    /// The stack left to this thread, looked up once the nesting is deep (``checkStack()``).
    private var stackHeadroom: StackHeadroom?
    /// How many keys the last ``applyFunctionArgument(_:name:at:writtenUnit:)`` appended.
    var valueLength = 0
    /// How many `|…|` are open (a `|` then closes one instead of starting an operand).
    var openBars = 0
    /// Whether the argument of a function that takes an angle (sin, cos, tan, sec, csc, cot) mentions π:
    /// in degrees that is usually a mistake (`sin(pi/6)`), which front ends may point out.
    var piInAngleArgument = false

    /// A parser of the tokens `stream` reads from its position on, passing over the one at
    /// `skippedColumn`; `tokenCount` of them (for the translation's capacity).
    init(stream: ExpressionTokenStream, skipping skippedColumn: Int?, tokenCount: Int, variables: ExpressionVariables?)
    {
        self.stream = stream
        self.skippedColumn = skippedColumn
        self.variables = variables
        self.current = ExpressionToken(kind: .end, column: stream.scalars.count + 1, text: "")
        output.reserveCapacity(tokenCount + 8)
        current = read()
    }

    /// The next token of the stream, passing over the skipped one.
    private mutating func read() -> ExpressionToken {
        let end = ExpressionToken(kind: .end, column: stream.scalars.count + 1, text: "")
        var token = (try? stream.next()) ?? end
        if let skippedColumn, token.column == skippedColumn { token = (try? stream.next()) ?? end }
        return token
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

    mutating func advance() {
        index += 1
        previousKind = current.kind
        current = read()
    }

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
            case .name(let name) where Self.infixOperators[name.lowercased()]?.precedence == 1:
                op = Self.infixOperators[name.lowercased()]!
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
            case .name(let name) where Self.infixOperators[name.lowercased()]?.precedence == 1:
                return left  // `plus`, `minus`: the sum's
            case .name(let name) where Self.integerDivisionWords.contains(name.lowercased()):
                // a div b, a // b, a \ b (KCalc's and qalc's integer division): the quotient truncated
                // toward zero, ( a ÷ b ) trunc.
                advance()
                try requireOperand(after: token)
                left = try combine(from: start, left, .divide) { parser throws(ExpressionError) in
                    try parser.parseUnary()
                }
                left = apply(.function(.trunc), from: start, left)
                continue
            default:
                guard token.startsOperand, !(token.kind == .bar && openBars > 0), !isBitwiseOperator(token) else {
                    return left
                }
                if case .number(let text) = token.kind, !previousTokenIsClose {
                    throw numberAfterOperand(text, at: token)
                }
                if case .fraction = token.kind, !previousTokenIsClose {
                    throw numberAfterOperand(token.text, at: token)
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
            case .doubleFactorial: key = .function(.doubleFactorial)
            case .degree(let minutes, let seconds):
                advance()
                operand = try applyDegrees(from: start, operand, minutes: minutes, seconds: seconds)
                continue
            case .superscript(let digits):
                // A superscript exponent: 2²³ is 2^23, binding like a postfix key.
                advance()
                operand = try combine(from: start, operand, .power) { parser throws(ExpressionError) in
                    parser.superscriptExponent(digits)
                }
                continue
            default: return operand
            }
            operand = apply(key, from: start, operand)
            advance()
        }
    }

    /// The error for a number right after an operand: a missing operator, or after `%` a reminder that
    /// `%` is percent and the remainder is `mod`.
    func numberAfterOperand(_ text: String, at token: ExpressionToken) -> ExpressionError {
        if previousKind == .percent {
            return ExpressionError(column: token.column, reason: .percentBeforeNumber(text))
        }
        return ExpressionError(column: token.column, reason: .missingOperator(before: text))
    }

    /// Whether the token before the current one is `)`: a number after it multiplies (`(2)1`).
    var previousTokenIsClose: Bool { previousKind == .close }

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
        case .fraction(let whole, let numerator, let denominator):
            advance()
            return try parseFraction(whole: whole, numerator, denominator)
        case .open:
            return try parseGroup(closedBy: .close, .parenthesis, openedAt: token)
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
        case .bracket(let bracket, opens: true):
            // ⌊x⌋, ⌈x⌉, [x], {x}: the function of what the brackets enclose.
            let start = output.count
            let inner = try parseGroup(closedBy: .bracket(bracket, opens: false), bracket.delimiter, openedAt: token)
            guard bracket == .fractionalPart else { return apply(.function(bracket.function), from: start, inner) }
            // GNOME's {x} is x − ⌊x⌋, in [0, 1) (frac keeps the sign of x): x mod 1, whose result has the
            // divisor's sign.
            var whole = inner
            parenthesize(from: start, &whole)
            whole = try combine(from: start, whole, .modulo) { parser throws(ExpressionError) in
                parser.operand(.literal(NumberLiteral(valid: "1")))
            }
            parenthesize(from: start, &whole)
            return whole
        case .bracket(_, opens: false):
            throw ExpressionError(column: token.column, reason: .unexpected(token.text))
        case .squareRoot:
            advance()
            return try applyFunction(.unary(.squareRoot), name: "√", at: token)
        case .cubeRoot:
            advance()
            return try applyFunction(.unary(.cubeRoot), name: "∛", at: token)
        case .indexedRoot(let index):
            advance()
            return try parseIndexedRoot(index, at: token)
        case .name(let name):
            advance()
            if programmer && (name == "~" || name.lowercased() == "not") { return try parseNot(at: token) }
            return try parseName(name, at: token)
        case .end:
            throw ExpressionError(column: token.column, reason: index == 0 ? .empty : .expectedNumber)
        case .close:
            throw ExpressionError(column: token.column, reason: .unmatchedClose)
        case .plus, .minus, .times, .divide, .power, .factorial, .percent, .square, .cube, .reciprocal, .comma,
            .equals, .doubleFactorial, .superscript, .degree:
            let isOperator = token.kind != .comma && token.kind != .equals
            throw ExpressionError(
                column: token.column,
                reason: isOperator ? .operatorWithoutLeftOperand(token.text) : .unexpected(token.text))
        }
    }

    // MARK: Helpers

    mutating func enter() throws(ExpressionError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw ExpressionError(column: current.column, reason: .nestedTooDeeply(levels: Self.maximumDepth))
        }
        if depth >= Self.depthCheckingStack { try checkStack() }
    }

    /// The nesting from which each level checks the stack left (shallower expressions, nearly all, never
    /// look it up).
    static let depthCheckingStack = 8
    /// The stack a level must leave free: a few levels of the parser in a debug build (about 20 KB each;
    /// some 2.5 KB optimized) and what the caller does after an error.
    static let stackReserve = 64 * 1024

    /// Throws ``ExpressionError/Reason/nestedTooDeeply(levels:)`` when the thread's stack could not take
    /// a few more levels (the depth accepted is then this thread's, not ``maximumDepth``).
    @inline(never)
    mutating func checkStack() throws(ExpressionError) {
        if stackHeadroom == nil { stackHeadroom = StackHeadroom() }
        guard let remaining = stackHeadroom?.remainingBytes(), remaining < Self.stackReserve else { return }
        throw ExpressionError(column: current.column, reason: .nestedTooDeeply(levels: depth - 1))
    }

    /// Throws `'+' needs a number after it` when the token after an operator cannot start an operand.
    func requireOperand(after token: ExpressionToken) throws(ExpressionError) {
        // After an operator a `|` can only open an absolute value, even inside another.
        if current.startsOperand { return }
        if current.kind == .plus || current.kind == .minus { return }
        throw ExpressionError(column: token.column, reason: .operatorWithoutRightOperand(token.text))
    }

    /// What a group opened by `opening` (`(` or a bracket) holds, up to and past the `closing` token:
    /// bars inside it start absolute values afresh, and an empty group is an error.
    mutating func parseGroup(
        closedBy closing: ExpressionToken.Kind, _ delimiter: ExpressionError.Delimiter,
        openedAt opening: ExpressionToken
    ) throws(ExpressionError) -> Int {
        try enter()
        defer { depth -= 1 }
        advance()
        let savedBars = openBars
        openBars = 0
        defer { openBars = savedBars }
        if current.kind == closing { throw ExpressionError(column: current.column, reason: .emptyParentheses) }
        let inner = try parseSum()
        guard current.kind == closing else {
            throw ExpressionError(
                column: current.column,
                reason: .unclosed(delimiter, openedAt: opening.column, found: current.kind == .end ? nil : current.text)
            )
        }
        advance()
        return inner
    }

    /// Passes the `)` or `|` that closes a group opened at `column` (brackets check their own pair).
    mutating func expectClose(_ delimiter: ExpressionError.Delimiter, openedAt column: Int) throws(ExpressionError) {
        guard current.kind == (delimiter == .parenthesis ? .close : .bar) else {
            throw ExpressionError(
                column: current.column,
                reason: .unclosed(delimiter, openedAt: column, found: current.kind == .end ? nil : current.text))
        }
        advance()
    }

    /// The names of integer division, which binds like ×: `div` (KCalc), `//` and `\` (qalc).
    static let integerDivisionWords: Set<String> = ["div", "//", "\\"]

    /// The operations whose functions take any number of arguments, two at a time from the left.
    static let foldingOperations: Set<BinaryOperation> = [.minimum, .maximum, .gcd, .lcm, .hypot]

    /// Operators written as words: mod, nCr and nPr bind like ×; root, EE, logy and ypow (`a ypow b` is bᵃ)
    /// like ^ (left to right, as the keys do; these are the forms the history's tape prints).
    static let infixOperators: [String: BinaryOperation] = [
        "mod": .modulo, "ncr": .combinations, "npr": .permutations, "root": .root, "ee": .scaleByPowerOfTen,
        "logy": .logarithm, "ypow": .reversedPower, "yroot": .root, "min": .minimum, "max": .maximum, "gcd": .gcd,
        "lcm": .lcm, "hypot": .hypot, "shl": .shiftLeft, "<<": .shiftLeft, "sar": .shiftRightArithmetic,
        ">>": .shiftRightArithmetic, "shr": .shiftRightLogical, ">>>": .shiftRightLogical, "∠": .polar,
        // qalc's words for the four operations.
        "plus": .add, "minus": .subtract, "times": .multiply, "per": .divide,
    ]

    /// The length of the longest function name that starts `name` and is followed by a digit, or nil.
    ///
    /// Only the first ``ExpressionFunction/longestName`` + 1 characters are looked at (no longer prefix
    /// is a function's name), so the time does not grow with the name's length.
    static func functionPrefix(of name: String) -> Int? {
        let characters = Array(name.prefix(ExpressionFunction.longestName + 1))
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

    /// The longest name, in characters, that gets a suggestion: no function or constant is within an
    /// edit distance of 2 of a much longer one, and a longer name is not compared at all (its message
    /// comes in time linear in its length).
    static let longestSuggestedName = 40

    /// The closest known name (function, constant, variable) to a misspelt one: the nearest within an edit
    /// distance of 1 or 2 (by the candidate's length); on a tie a function or constant before a variable,
    /// and the first variable in alphabetical order.
    ///
    /// Only names of at most ``longestSuggestedName`` characters get one. Of the variables, only those that
    /// can be within 2 edits (lengths at most 2 apart, at most 2 characters one has and the other has not:
    /// ``characterMask(_:)``) are compared, found through their ``VariableNameIndex``.
    static func suggestion(for name: String, variables: ExpressionVariables?) -> String? {
        // Names are letters, digits and `_`: a character each.
        guard name.unicodeScalars.dropFirst(longestSuggestedName).isEmpty else { return nil }
        let lowered = name.unicodeScalars.map(\.value)
        let mask = characterMask(lowered)
        var rows = [Int](repeating: 0, count: 3 * (lowered.count + 1))
        /// The distance of `candidate` to the name, when it is close enough to suggest.
        func distance(to candidate: String) -> Int? {
            let length = candidate.utf8.count
            guard abs(length - lowered.count) <= 2 else { return nil }
            let candidateMask = characterMask(candidate.utf8.lazy.map(UInt32.init))
            guard (mask & ~candidateMask).nonzeroBitCount <= 2, (candidateMask & ~mask).nonzeroBitCount <= 2,
                candidate.utf8.allSatisfy({ $0 < 0x80 })
            else { return nil }
            let distance = editDistance(lowered, asciiLowercased: candidate.utf8, rows: &rows)
            guard distance <= max(1, min(2, length / 2)), distance < lowered.count else { return nil }
            return distance
        }
        var best: (name: String, distance: Int)?
        for candidate in ExpressionFunction.names + ["pi", "e", "rand", "ans"] {
            guard let d = distance(to: candidate), best.map({ d < $0.distance }) ?? true else { continue }
            best = (candidate, d)
        }
        var closestVariable: (name: String, distance: Int)?
        variables?.index.forEachCandidate(length: lowered.count, mask: mask) { candidate in
            guard let d = distance(to: candidate) else { return }
            if let c = closestVariable, (c.distance, c.name) <= (d, candidate) { return }
            closestVariable = (candidate, d)
        }
        if let closestVariable, best.map({ closestVariable.distance < $0.distance }) ?? true {
            return closestVariable.name
        }
        return best?.name
    }

    /// `KeyScript.editDistance(_:_:)` (insertions, deletions, substitutions and swaps of neighbours) between
    /// the scalars `a` and the ASCII bytes `b` lower-cased, in `rows` (3 × (a.count + 1) entries, reused
    /// from one candidate to the next: no allocation per candidate).
    static func editDistance(_ a: [UInt32], asciiLowercased b: String.UTF8View, rows: inout [Int]) -> Int {
        let width = a.count + 1
        // rows[0..<width]: two rows back; rows[width..<2 width]: the previous row; then the current one.
        for i in 0..<width { rows[width + i] = i }
        var previousByte: UInt32 = 0
        var j = 0
        for byte in b {
            j += 1
            let c = UInt32(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
            let current = 2 * width
            rows[current] = j
            for i in 1..<max(width, 1) {
                let cost = a[i - 1] == c ? 0 : 1
                var value = min(rows[width + i] + 1, rows[current + i - 1] + 1, rows[width + i - 1] + cost)
                if i > 1, j > 1, a[i - 1] == previousByte, a[i - 2] == c {
                    value = min(value, rows[i - 2] + 1)
                }
                rows[current + i] = value
            }
            // Shift: the previous row becomes two rows back, the current one the previous.
            for i in 0..<width {
                rows[i] = rows[width + i]
                rows[width + i] = rows[current + i]
            }
            previousByte = c
        }
        return rows[width + a.count]
    }

    /// One bit for each character a name has: the letters (either case), the digits and `_` a bit each,
    /// anything else one shared bit. Each edit adds or removes at most one character, so two names whose
    /// masks differ by more than 2 bits either way are more than 2 edits apart.
    static func characterMask(_ scalars: some Sequence<UInt32>) -> UInt64 {
        var mask: UInt64 = 0
        for value in scalars {
            switch value {
            case 0x41...0x5A: mask |= 1 << UInt64(value - 0x41)
            case 0x61...0x7A: mask |= 1 << UInt64(value - 0x61)
            case 0x30...0x39: mask |= 1 << UInt64(value - 0x30 + 26)
            case 0x5F: mask |= 1 << 36
            default: mask |= 1 << 63
            }
        }
        return mask
    }
}

extension UnaryFunction {
    /// Whether the function's argument is an angle (sin, cos, tan, sec, csc, cot), not its result.
    var takesAngle: Bool { [.sin, .cos, .tan, .sec, .csc, .cot].contains(self) }
}
