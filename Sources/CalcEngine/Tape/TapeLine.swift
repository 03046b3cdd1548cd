/// The expression being keyed, as the tape will write it: one list of tokens per open group, and the
/// text of a computed current operand.
///
/// It is part of the calculator's state and changes only at the engine's own decisions (an operator
/// accepted or replaced, a group opened or closed, a function applied, `=`, an error, a clear), so an
/// operator that replaces the one before it restores the line with the rest of the state. Operators
/// are kept as operations, so their binding comes from ``BinaryOperation/precedence``; their symbols
/// are written only when the line is read.
struct TapeLine: Sendable, Hashable {
    /// An operand's text or an operator.
    enum Token: Sendable, Hashable {
        case operand(String)
        case operation(BinaryOperation)

        /// The binding strength of an operator token, 0 for an operand.
        var precedence: Int {
            switch self {
            case .operand: 0
            case .operation(let op): op.precedence
            }
        }

        /// The text the tape shows.
        var text: String {
            switch self {
            case .operand(let text): text
            case .operation(let op): op.tapeSymbol
            }
        }
    }

    /// The tokens of the top level and of each open group (parallel to the calculator's groups).
    var levels: [[Token]] = [[]]
    /// The text of the current operand when it is a computed value (a function's result, a constant,
    /// `MR`, `%`, a group); nil for a typed entry or no operand, whose text the calculator knows.
    var operand: TapeTerm?
    /// Whether a binary operator, a function or `%` was used since the last `=`: `=` on a bare number
    /// writes nothing.
    var hasOperation = false

    /// The text of everything keyed, with `current` as the operand being built (nil: none yet).
    func text(current: TapeTerm?) -> String {
        var parts: [String] = []
        for (index, level) in levels.enumerated() {
            if index > 0 { parts.append("(") }
            let isLast = index == levels.count - 1
            let tokens = isLast ? level + (current.map { [.operand($0.text)] } ?? []) : level
            if !tokens.isEmpty { parts.append(Self.text(of: tokens)) }
        }
        return parts.joined(separator: " ")
    }

    /// The tokens' text, each `a ^ b powmod m` written as the function it is, `powmod(a, b, m)`: as infix
    /// text it would read back as (a ^ b) mod m, which rounds aᵇ first. Without m yet (the line being keyed),
    /// `powmod(a, b,`.
    static func text(of tokens: [Token]) -> String {
        var words: [String] = []
        var index = 0
        while index < tokens.count {
            if index + 3 < tokens.count, case .operand(let a) = tokens[index], tokens[index + 1] == .operation(.power),
                case .operand(let b) = tokens[index + 2], tokens[index + 3] == .operation(.modularPower)
            {
                var call = "powmod(" + a + ", " + b + ","
                index += 4
                if index < tokens.count, case .operand(let m) = tokens[index] {
                    call += " " + m + ")"
                    index += 1
                }
                words.append(call)
                continue
            }
            words.append(tokens[index].text)
            index += 1
        }
        return words.joined(separator: " ")
    }

    /// The text of the left operand of the innermost group's last operator, + or −, as a factor: what
    /// follows the last operator that binds looser than + (`4` in `1 << 4 +`; in immediate mode such an
    /// operator is already grouped into an operand), in parentheses when it holds an operator that binds
    /// looser than × (`( 1 + 2 )`); nil when no operator is pending.
    var pendingOperandFactor: String? {
        let level = levels[levels.count - 1]
        guard case .operation = level.last, level.count > 1 else { return nil }
        let start =
            level.dropLast().lastIndex { token in
                if case .operation(let op) = token { return op.precedence < BinaryOperation.add.precedence }
                return false
            }.map { $0 + 1 } ?? 0
        let operand = Array(level[start..<(level.count - 1)])
        let text = Self.text(of: operand)
        let isLooser = operand.contains { token in
            if case .operation(let op) = token { return op.precedence < BinaryOperation.multiply.precedence }
            return false
        }
        return isLooser ? "( " + text + " )" : text
    }

    /// Appends `operand` and `op` to the innermost group, so that the text parses back as an expression to
    /// what the engine computes: an operand that would bind differently is put in parentheses, and a
    /// chain of `^`-level operators, which the engine folds from left to right while an expression's `^`
    /// is right-associative, is grouped: `( 2 ^ 3 ) ^ 2`. In immediate mode (`immediate`, the mode's
    /// binding strengths), where `op` applies to everything before it, that is grouped when it holds an
    /// operator that binds looser than `op`: `1 + 2 × 3 =` there is `( 1 + 2 ) × 3`.
    mutating func append(_ operand: TapeTerm, before op: BinaryOperation, immediate: ((BinaryOperation) -> Int)?) {
        // In place: copying the innermost group out and back would copy it whole for every operator.
        let last = levels.count - 1
        let left = levels[last].last?.precedence ?? 0
        levels[last].append(.operand(operand.text(beside: max(left, op.precedence))))
        appendOperation(op, immediate: immediate)
        self.operand = nil
        hasOperation = true
    }

    /// Replaces the operator just appended (a second operator key right after the first).
    mutating func replaceLastOperation(with op: BinaryOperation, immediate: ((BinaryOperation) -> Int)?) {
        let last = levels.count - 1
        guard case .operation = levels[last].last else { return }
        levels[last].removeLast()
        appendOperation(op, immediate: immediate)
    }

    /// Appends `op` to the innermost group, grouping what it applies to in immediate mode and a chain of
    /// `^`-level operators.
    private mutating func appendOperation(_ op: BinaryOperation, immediate: ((BinaryOperation) -> Int)?) {
        let last = levels.count - 1
        if let precedence = immediate, op != .modularPower,
            levels[last].contains(where: { token in
                guard case .operation(let other) = token else { return false }
                return precedence(other) < precedence(op)
            })
        {
            levels[last] = [.operand("( " + Self.text(of: levels[last]) + " )")]
        }
        let count = levels[last].count
        // (Not before `powmod`, which writes its power as its own arguments.)
        if op.precedence == BinaryOperation.power.precedence, op != .modularPower, count >= 3,
            levels[last][count - 2].precedence == op.precedence
        {
            var start = count - 1
            while start >= 2, levels[last][start - 1].precedence == op.precedence { start -= 2 }
            let group = "( " + Self.text(of: Array(levels[last][start...])) + " )"
            levels[last].replaceSubrange(start..., with: [.operand(group)])
        }
        levels[last].append(.operation(op))
    }

    /// Opens a group.
    mutating func openGroup() {
        levels.append([])
        operand = nil
    }

    /// Closes the innermost group with `right` as its last operand: the group becomes the operand.
    mutating func closeGroup(right: TapeTerm) {
        let level = levels.removeLast()
        let inner = Self.text(of: level + [.operand(right.text(beside: level.last?.precedence ?? 0))])
        operand = TapeTerm(text: "( " + inner + " )", isAtomic: true)
    }

    /// The expression `=` completes, every open group closed, with `right` as the last operand.
    func completedExpression(right: TapeTerm) -> String {
        var levels = levels
        var right = right.text(beside: levels[levels.count - 1].last?.precedence ?? 0)
        while levels.count > 1 {
            right = "( " + Self.text(of: levels.removeLast() + [.operand(right)]) + " )"
        }
        return Self.text(of: levels[0] + [.operand(right)])
    }
}

/// The text of an operand on the tape, and whether it takes a prefix or postfix symbol as it is.
struct TapeTerm: Sendable, Hashable {
    var text: String
    /// Whether the text can take a prefix or postfix symbol without parentheses.
    var isAtomic: Bool
    /// For a percentage of the pending operand (`50%` after `10 −`, which is 5): the text that reads back
    /// as its value wherever it stands, `((10 × 50)%)`. ``text`` reads back so only as the right operand
    /// of + or − (`10 − 50% × 2` would read as 10 − 0.5 × 2).
    var standalone: String?

    /// A number as displayed or typed: atomic when unsigned and without exponent (`√9`, `5²`).
    init(number text: String) {
        self.text = text
        isAtomic = !text.hasPrefix("-") && !text.utf8.contains(UInt8(ascii: "e"))
    }

    init(text: String, isAtomic: Bool, standalone: String? = nil) {
        self.text = text
        self.isAtomic = isAtomic
        self.standalone = standalone
    }

    /// The text in parentheses unless atomic (a percentage's ``standalone`` text).
    var wrapped: String { standalone ?? (isAtomic ? text : "(" + text + ")") }

    /// The text as the argument of a function: a percentage's ``standalone`` text.
    var argumentText: String { standalone ?? text }

    /// The text next to an operator of `precedence`: `1/4` in parentheses next to × or a tighter
    /// operator, a sign or `e^x` next to `^` (`(-2) ^ 2`, which the engine computes, not −(2²)).
    func text(beside precedence: Int) -> String {
        if let standalone, precedence > BinaryOperation.add.precedence { return standalone }
        if isAtomic { return text }
        if text.hasPrefix("1/") { return precedence >= 2 ? wrapped : text }
        if text.hasPrefix("-") || text.hasPrefix("e^") || text.hasPrefix("10^") || text.hasPrefix("2^") {
            return precedence >= 3 ? wrapped : text
        }
        return text
    }

    /// `f` applied with its angle in `unit` whatever the calculator's unit, as the expression language
    /// writes it: `sin(30, deg)`, `sin⁻¹(0.5, rad)`.
    func applying(_ f: UnaryFunction, in unit: AngleUnit) -> TapeTerm {
        let term = applying(f)
        guard term.text.hasSuffix(")") else { return term }
        return TapeTerm(text: term.text.dropLast() + ", " + Key(selecting: unit).name + ")", isAtomic: true)
    }

    /// `f` applied to this operand: `√9`, `5²`, `5!`, `1/4`, `10^3`, `sin(30)`, `ln( 2 + 3 )`, `abs(-2)`.
    func applying(_ f: UnaryFunction) -> TapeTerm {
        if let standalone { return TapeTerm(text: standalone, isAtomic: true).applying(f) }
        func prefix(_ symbol: String) -> TapeTerm { TapeTerm(text: symbol + wrapped, isAtomic: false) }
        func postfix(_ symbol: String) -> TapeTerm { TapeTerm(text: wrapped + symbol, isAtomic: false) }
        func call(_ name: String) -> TapeTerm {
            let argument = text.hasPrefix("( ") && isAtomic ? text : "(" + text + ")"
            return TapeTerm(text: name + argument, isAtomic: true)
        }
        switch f {
        case .squareRoot: return prefix("√")
        case .cubeRoot: return prefix("∛")
        case .square: return postfix("²")
        case .cube: return postfix("³")
        case .factorial: return postfix("!")
        case .doubleFactorial: return postfix("!!")
        case .reciprocal: return prefix("1/")
        case .exp: return prefix("e^")
        case .exp10: return prefix("10^")
        case .exp2: return prefix("2^")
        case .log: return call("ln")
        case .log10: return call("log₁₀")
        case .log2: return call("log₂")
        case .sin, .cos, .tan, .sinh, .cosh, .tanh: return call(f.rawValue)
        case .asin, .acos, .atan, .asinh, .acosh, .atanh:
            return call(String(f.rawValue.dropFirst()) + "⁻¹")
        // `abs(x)`, not `|x|`, which programmer mode reads as OR.
        case .abs, .floor, .ceil, .sec, .csc, .cot, .asec, .acsc, .acot, .sech, .csch, .coth, .asech, .acsch, .acoth,
            .round, .trunc, .frac, .sign, .gamma:
            return call(f.rawValue)
        case .realPart: return call("re")
        case .imaginaryPart: return call("im")
        case .conjugate: return call("conj")
        case .argument: return call("arg")
        }
    }

    /// `-x` from `x`, or `x` from `-x`: what `±` does to a computed operand.
    var negated: TapeTerm {
        standalone == nil && text.hasPrefix("-")
            ? TapeTerm(text: String(text.dropFirst()), isAtomic: false)
            : TapeTerm(text: "-" + wrapped, isAtomic: false)
    }
}

extension BinaryOperation {
    /// The operator's symbol on the tape (`+ − × ÷ ^ root EE mod nCr nPr logy ypow`): each one an expression
    /// reads back (`2 ypow 3` is 3²).
    var tapeSymbol: String {
        switch self {
        case .add: "+"
        case .subtract: "−"
        case .multiply: "×"
        case .divide: "÷"
        case .power: "^"
        case .root: "root"
        case .scaleByPowerOfTen: "EE"
        case .modulo: "mod"
        case .combinations: "nCr"
        case .permutations: "nPr"
        case .logarithm: "logy"
        case .reversedPower: "ypow"
        case .minimum: "min"
        case .maximum: "max"
        case .gcd: "gcd"
        case .lcm: "lcm"
        case .hypot: "hypot"
        case .and: "and"
        case .or: "or"
        case .xor: "xor"
        case .nand: "nand"
        case .nor: "nor"
        case .xnor: "xnor"
        case .shiftLeft: "<<"
        case .shiftRightArithmetic: ">>"
        case .shiftRightLogical: ">>>"
        case .polar: "∠"
        // Written as the function `powmod(a, b, m)` with the power before it (`TapeLine.text(of:)`).
        case .modularPower: "powmod"
        }
    }
}
