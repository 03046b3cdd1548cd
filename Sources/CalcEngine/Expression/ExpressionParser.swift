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

    /// The tokens, read one at a time (set only here; the lookahead reads a copy).
    private(set) var stream: ExpressionTokenStream
    /// The error of the first token the stream could not read; from there on the parser sees `.end`
    /// (`Expression(parsing:variables:programmer:)` reports the error).
    private(set) var lexicalError: ExpressionError?
    /// The token being looked at.
    private(set) var current: ExpressionToken
    /// The operator ``current`` names as a word (`mod`, `nCr`, qalc's `plus`…; ``infixOperators``), looked
    /// up once per token rather than at every level that asks.
    private(set) var currentWordOperator: BinaryOperation?
    /// The bitwise operator ``current`` names (``bitwiseOperators``: `and`, `&`, `xor`…), looked up with
    /// ``currentWordOperator``.
    private(set) var currentBitwiseName: BinaryOperation?
    /// ``current``'s name in lower case when it is a name (else empty), made once per token: the word
    /// operators, the bitwise operators and the operand each look it up.
    private(set) var currentLoweredName = ""
    /// What the token before ``current`` was, as far as the parser looks back (not its payload, which
    /// every token would copy).
    private(set) var previous = PreviousToken.other

    let variables: ExpressionVariables?
    /// The word format when the expression is read in programmer mode, else nil.
    var wordFormat: WordFormat?
    /// Whether the expression is read in programmer mode: bitwise operators, `not`, `~`, shifts, and
    /// programmer mode's precedence.
    var programmer: Bool { wordFormat != nil }
    /// The translation, built in one buffer: each parse function appends the keys of its part and returns
    /// the part's precedence (parentheses are inserted at the part's start when it must be one operand).
    var output: [Key] = []
    /// How many tokens have been passed.
    var index = 0
    var depth = 0
    /// The stack left to this thread, looked up once the nesting is deep (``checkStack()``).
    var stackHeadroom: StackHeadroom?
    /// The most keys a translation may have where a function writes an operand more than once
    /// (``repeatedOperand(_:in:at:copies:tooLong:)``): well above what any expression needs without such nesting (each
    /// token translates to a few keys), and far below what exponential growth reaches.
    let translationLimit: Int
    /// How many keys the last ``applyFunctionArgument(_:name:at:writtenUnit:)`` appended.
    var valueLength = 0
    /// The value of the index `n` while a summation's term is read (``summation(name:at:)``), else nil.
    var summationIndex: Int?
    /// How many `|…|` are open (a `|` then closes one instead of starting an operand).
    var openBars = 0
    /// Whether a `|` after an operand, with no `|` open, is OR rather than an absolute value multiplied
    /// in: the second reading of an expression whose first, with every bar an absolute value, failed
    /// (``Expression/init(parsing:variables:programmer:)``). Programmer mode reads `|` as OR always.
    var barsAreOr = false
    /// Whether the argument of a function that takes an angle (sin, cos, tan, sec, csc, cot) mentions π:
    /// in degrees that is usually a mistake (`sin(pi/6)`), which front ends may point out.
    var piInAngleArgument = false
    /// How many angle marks (`°`, `'`, `"`) have been applied: an argument that writes its own unit
    /// (`sin(pi°)`) is no degree-mode mistake.
    var angleMarksApplied = 0
    /// The last angle marked in degrees (``applyDegrees(from:_:perDegree:minutes:seconds:)``): where its
    /// keys start and end, and its value's keys before the conversion to the angle unit, so that a
    /// function whose whole argument it is takes the angle in degrees instead (`sin(30°)`).
    var lastDegreeMark: DegreeMark?

    /// An angle marked in degrees, as the output holds it.
    struct DegreeMark {
        /// Where its keys start and end in the output, the conversion to the angle unit included.
        var keys: Range<Int>
        /// Its value in degrees, before the conversion, and that value's precedence.
        var degrees: [Key]
        var precedence: Int
        /// The column of the token after it: an argument that ends there ends with the mark (its keys'
        /// range alone could match a later, rewritten output by chance).
        var followingColumn: Int
    }

    /// A parser of the tokens `stream` reads from its position on.
    init(stream: ExpressionTokenStream, variables: ExpressionVariables?) {
        // Each token is at least one scalar.
        let tokenBound = stream.scalars.count - stream.index
        translationLimit = max(100_000, 100 * tokenBound)
        self.stream = stream
        self.variables = variables
        self.current = ExpressionToken(kind: .end, column: stream.scalars.count + 1, length: 0)
        // About a key a token, and a token every two scalars (`2+3`, `sin(30)`): a longer translation grows.
        output.reserveCapacity(min(tokenBound / 2, 1 << 16) + 8)
        current = read()
        lookUpWordOperator()
    }

    /// Sets ``currentLoweredName``, ``currentWordOperator`` and ``currentBitwiseName`` for ``current``.
    private mutating func lookUpWordOperator() {
        guard case .name(let name) = current.kind else {
            currentWordOperator = nil
            currentBitwiseName = nil
            currentLoweredName = ""
            return
        }
        let lowered = ExpressionLexer.lowercased(name)
        currentLoweredName = lowered
        guard Self.operatorNames.mayContain(lowered) else {
            currentWordOperator = nil
            currentBitwiseName = nil
            return
        }
        currentWordOperator = Self.infixOperators[lowered]
        currentBitwiseName = Self.bitwiseOperators[lowered]
    }

    /// The next token of the stream; a trailing `=` (`2+2=`, as people type on a calculator) is passed
    /// over, and after a token the stream could not read (``lexicalError``) every token is `.end`.
    private mutating func read() -> ExpressionToken {
        guard lexicalError == nil else {
            return ExpressionToken(kind: .end, column: stream.scalars.count + 1, length: 0)
        }
        do {
            let token = try stream.next()
            if case .equals = token.kind {
                var ahead = stream
                if let following = try? ahead.next(), following.kind == .end {
                    stream = ahead
                    return following
                }
            }
            return token
        } catch {
            lexicalError = error
            return ExpressionToken(kind: .end, column: stream.scalars.count + 1, length: 0)
        }
    }

    /// A token's text as written (for messages).
    func text(of token: ExpressionToken) -> String { token.text(in: stream.scalars) }

    /// Moves to the next token, noting what the current one was.
    mutating func advance() {
        index += 1
        previous = PreviousToken(current.kind)
        current = read()
        lookUpWordOperator()
    }

    // MARK: Levels

    /// Sums and the bitwise levels over them whose binding strength is at least `minimum` (all of them by
    /// default): what a comparison compares. Without a bitwise operator, as nearly always, it costs the
    /// stack no frame beyond the sum's (a nested group goes through here once a level).
    mutating func parseSumLevel(minimum: Int? = nil) throws(ExpressionError) -> Int {
        let start = output.count
        let left = try parseArithmeticSum()
        guard bitwiseOperation() != nil else { return left }
        return try parseBitwise(from: start, left, minimum: minimum ?? precedence(of: .or))
    }

    /// Sums: `a + b`, `a − b`.
    mutating func parseArithmeticSum() throws(ExpressionError) -> Int {
        let start = output.count
        var left = try parseProduct()
        while true {
            let op: BinaryOperation
            switch (current.kind, currentWordOperator) {
            case (.plus, _): op = .add
            case (.minus, _): op = .subtract
            case (.name, .some(let word)) where precedence(of: word) == precedence(of: .add): op = word
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
            // (The token is copied only where it is taken: most loops end here, at `)`, `+` or the end.)
            switch (current.kind, currentWordOperator) {
            case (.times, _): op = .multiply
            case (.divide, _): op = .divide
            // `2max(1, 2)`: before a group of arguments the word is the function, multiplied in (below).
            case (.name, .some(let word))
            where precedence(of: word) == precedence(of: .multiply) && !nextGroupHasArguments():
                op = word
            case (.name, .some(let word)) where precedence(of: word) < precedence(of: .multiply):
                return left  // `plus`, `minus`: the sum's; `shl` outside programmer mode: the shifts'
            case (.name(let name), _) where Self.integerDivisionWords.contains(name.lowercased()):
                // a div b, a // b, a \ b (KCalc's and qalc's integer division): the quotient truncated
                // toward zero, ( a ÷ b ) trunc.
                let token = current
                advance()
                try requireOperand(after: token)
                left = try combine(from: start, left, .divide) { parser throws(ExpressionError) in
                    try parser.parseUnary()
                }
                left = apply(.function(.trunc), from: start, left)
                continue
            default:
                guard current.startsOperand, !isClosingOrBitwiseBar(current), currentBitwiseName == nil,
                    !ExpressionComparison.isComparison(current),
                    !isRadixConversion(current)
                else {
                    return left
                }
                // The message quotes the number as written (`10` in binary, not its value 2).
                if case .number = current.kind, !previousTokenIsClose {
                    throw numberAfterOperand(text(of: current), at: current)
                }
                if case .fraction = current.kind, !previousTokenIsClose {
                    throw numberAfterOperand(text(of: current), at: current)
                }
                // Implicit multiplication: 2pi, 2(3+4), (1+2)(3+4), 2√3.
                left = try combine(from: start, left, .multiply) { parser throws(ExpressionError) in
                    try parser.parsePower()
                }
                continue
            }
            let token = current
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
            let op: BinaryOperation
            switch (current.kind, currentWordOperator) {
            case (.power, _): op = .power
            case (.name, .some(let word)) where precedence(of: word) == precedence(of: .power): op = word
            default: return base
            }
            let token = current
            advance()
            try requireOperand(after: token)
            if op == .power {
                // Right-associative: the exponent is everything up to a looser operator, signs included.
                try enter()
                defer { depth -= 1 }
                if output.count == start + 1 && output[start] == .e {
                    // e^x is exp x.
                    output.removeLast()
                    return apply(.function(.exp), from: start, try parseExponent())
                }
                return try combine(from: start, base, .power) { parser throws(ExpressionError) in
                    try parser.parseExponent()
                }
            }
            base = try combine(from: start, base, op) { parser throws(ExpressionError) in
                try parser.parseFunctionArgument()
            }
        }
    }

    /// The exponent after `^`: a signed factor, except that the imaginary unit written right before another
    /// factor takes it along as its coefficient, as GNOME Calculator reads it: `e^iπ` is e^(iπ) and
    /// `2^iπ/2` is 2^(iπ)/2, `e^-iπ` is e^(−iπ) (a number after `i` is still a missing operator).
    mutating func parseExponent() throws(ExpressionError) -> Int {
        let start = output.count
        let first = current
        var exponent = try parseUnary()
        // `i` or `-i` as written (not `(i)`).
        let unit: [Key] = first.kind == .minus ? [.imaginaryUnit, .negate] : [.imaginaryUnit]
        let written: Bool
        switch first.kind {
        case .name(let name): written = Self.isImaginaryUnit(name.lowercased())
        case .minus: written = true
        default: written = false
        }
        guard written, output[start...].elementsEqual(unit), current.startsOperand,
            !isClosingOrBitwiseBar(current), currentBitwiseName == nil
        else { return exponent }
        if case .number = current.kind { return exponent }
        if case .fraction = current.kind { return exponent }
        exponent = try combine(from: start, exponent, .multiply) { parser throws(ExpressionError) in
            try parser.parsePower()
        }
        return exponent
    }

    /// Whether `lowered` names the imaginary unit: `i`, or `j` as SpeedCrunch and Python write it.
    static func isImaginaryUnit(_ lowered: String) -> Bool { lowered == "i" || lowered == "j" }

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
            case .degree(let operandPerDegree, let minutes, let seconds):
                // An angle is marked once: `30°°` and `1° '` are errors, not a conversion applied twice.
                if previous == .degree {
                    throw ExpressionError(column: current.column, reason: .unexpected(text(of: current)))
                }
                angleMarksApplied += 1
                advance()
                operand = try applyDegrees(
                    from: start, operand, perDegree: operandPerDegree, minutes: minutes, seconds: seconds)
                continue
            case .truncation:
                // bc's truncation operator: 2.7$ is 2.
                key = .function(.trunc)
            case .places:
                // bc's places operator, binding tighter than ^ and from the left: x @ n is x truncated to n
                // decimal places, trunc(x, n).
                let token = current
                advance()
                try requireOperand(after: token)
                operand = try roundToDecimals(.trunc, from: start, operand, name: "@", at: token) {
                    parser throws(ExpressionError) in try parser.parsePrimary()
                }
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
        if previous == .percent {
            return ExpressionError(column: token.column, reason: .percentBeforeNumber(text))
        }
        return ExpressionError(column: token.column, reason: .missingOperator(before: text))
    }

    /// Whether the token before the current one is `)`: a number after it multiplies (`(2)1`).
    var previousTokenIsClose: Bool { previous == .close }

    mutating func parsePrimary() throws(ExpressionError) -> Int {
        // (The token is copied only by the cases that keep it past `advance()`.)
        switch current.kind {
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
        case .open(let group):
            return try parseGroup(closedBy: .close(group), group.delimiter, openedAt: current.column)
        case .bar:
            try enter()
            defer { depth -= 1 }
            let column = current.column
            advance()
            openBars += 1
            defer { openBars -= 1 }
            let start = output.count
            var inner = try parseComparison()
            isolateAtomicPercent(from: start, &inner)
            try passClosing(.bar, .bar, openedAt: column)
            return apply(.function(.abs), from: start, inner)
        case .bracket(let bracket, opens: true):
            // ⌊x⌋, ⌈x⌉, [x], {x}: the function of what the brackets enclose.
            let start = output.count
            let inner = try parseGroup(
                closedBy: .bracket(bracket, opens: false), bracket.delimiter, openedAt: current.column)
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
            throw ExpressionError(column: current.column, reason: .unexpected(text(of: current)))
        case .squareRoot:
            let token = current
            advance()
            return try applyFunction(.unary(.squareRoot), name: "√", at: token)
        case .cubeRoot:
            let token = current
            advance()
            return try applyFunction(.unary(.cubeRoot), name: "∛", at: token)
        case .indexedRoot(let index):
            let token = current
            advance()
            return try parseIndexedRoot(index, at: token)
        case .name(let name):
            let lowered = currentLoweredName
            let token = current
            advance()
            // `~x` and `not x` are prefix operators; `not(x)` is a function, as the tape writes it (so
            // `not(2)^3` is (not 2)³, as `sin(30)^2` is (sin 30)²).
            if name == "~" || (lowered == "not" && !current.opensGroup) { return try parseNot(at: token) }
            return try parseName(name, lowered: lowered, at: token)
        case .end:
            throw ExpressionError(column: current.column, reason: index == 0 ? .empty : .expectedNumber)
        case .close:
            // Inside a group, a bar or a function a `)` where an operand should be is a missing operand
            // (`(|)`, `sin(-)`), not one that closes nothing.
            throw ExpressionError(column: current.column, reason: depth > 0 ? .expectedNumber : .unmatchedClose)
        case .degree(_, let minutes, let seconds) where minutes != nil || seconds != nil:
            // SpeedCrunch's `°34` and `'56`: an angle whose degrees (or minutes) are not written has none;
            // the postfix loop applies the mark to 0.
            return operand(.literal(NumberLiteral(valid: "0")))
        case .plus, .minus, .times, .divide, .power, .factorial, .percent, .square, .cube, .reciprocal, .comma,
            .equals, .doubleFactorial, .superscript, .degree, .comparison, .truncation, .places:
            let isOperator = current.kind != .comma && current.kind != .equals
            throw ExpressionError(
                column: current.column,
                reason: isOperator ? .operatorWithoutLeftOperand(text(of: current)) : .unexpected(text(of: current)))
        }
    }
}

extension UnaryFunction {
    /// Whether the function's argument is an angle (sin, cos, tan, sec, csc, cot), not its result.
    var takesAngle: Bool { [.sin, .cos, .tan, .sec, .csc, .cot].contains(self) }
}
