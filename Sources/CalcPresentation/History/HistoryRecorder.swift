/// Builds the paper tape's lines by watching the keys pressed on a calculator.
///
/// Feed it every key, with the calculator as it is after that key, from the calculator's creation
/// (or an `AC`) on; it returns a ``HistoryEntry`` when `=` completes a calculation:
///
/// ```swift
/// calculator.press(key)
/// history.append(recorder.record(key, after: calculator))
/// ```
///
/// The expression is written as keyed, one token per operand or operator, typed numbers exactly as
/// typed: `12 + 7 × 2 = 26`; `2 × ( 3 + 4 ) = 14` (an implicit `×` before `(` is written, open groups
/// are closed at `=`); `50 + 10% = 55`; `√9 = 3`, `5² + 3 = 28`, `sin(30) = 0.5`, `1/4`, `10^3`,
/// `ln(5)`; `π`; `5 + 5 = 10` for `5 + =` (the displayed value that `=` used is written). Repeated `=`
/// writes the repeated operation on the previous result: `5 + 2 = =` gives `5 + 2 = 7` then
/// `7 + 2 = 9`. A calculation that ends in `Error` at `=` is written with the result `Error`
/// (`1 ÷ 0 = Error`); an error at another key, `AC`, and `C` with nothing to clear drop the
/// expression. `=` on a bare number (`5 =`) writes nothing.
///
/// Operators: `+ − × ÷`, `^` (xʸ), `root` (x root y), `EE`. Memory, `deg` and `rad` do not appear.
/// The recorder is `Codable`, so an app saves it with the calculator and continues the tape.
public struct HistoryRecorder: Sendable, Hashable, Codable {
    /// The operand being built, as text.
    struct Operand: Sendable, Hashable, Codable {
        enum Kind: Sendable, Hashable, Codable {
            /// Typed digits (the display as typed).
            case entry
            /// A function's result, a group, a constant, `MR`, `%`.
            case value
            /// The result of `=`.
            case result
        }

        var text: String
        var kind: Kind
        /// Whether the text can take a prefix or postfix symbol without parentheses.
        var isAtomic: Bool

        /// `text`, in parentheses unless atomic.
        var wrapped: String { isAtomic ? text : "(" + text + ")" }
    }

    /// The last binary operator pressed, where, and the operand it received once folded.
    struct LastOperator: Sendable, Hashable, Codable {
        var symbol: String
        var depth: Int
        var operand: String?
    }

    /// What repeated `=` applies: an operator and its operand.
    struct RepeatOperation: Sendable, Hashable, Codable {
        var symbol: String
        var operand: String
    }

    /// The tokens of the top level and of each open group.
    var levels: [[String]] = [[]]
    var operand: Operand?
    /// A binary operator, function or `%` was used since the last `=`.
    var hasOperation = false
    var operatorSinceEquals = false
    var lastOperator: LastOperator?
    var repeatOperation: RepeatOperation?
    // The calculator after the previous key.
    var previousDisplay = "0"
    @OptionalKeyNameCoded var previousHighlightedOperator: BinaryOperation? = nil
    var previousClearKeyLabel: ClearKeyLabel = .allClear
    var previousOpenParentheses = 0
    var previousIsError = false

    /// A recorder for a fresh calculator (display `0`, nothing pending).
    public init() {}

    /// Whether a decoded recorder is one that recording keys can build: a top level and at most 256
    /// open groups.
    var isWellFormed: Bool {
        !levels.isEmpty && levels.count <= 257 && (0...256).contains(previousOpenParentheses)
            && (lastOperator.map { (0...256).contains($0.depth) } ?? true)
    }

    /// The expression keyed so far, for a tape's live line (`2 × ( 3 + 4`); empty when nothing is keyed.
    public var expressionText: String {
        var tokens: [String] = []
        for (index, level) in levels.enumerated() {
            if index > 0 { tokens.append("(") }
            tokens += level
        }
        if let operand { tokens.append(operand.text) }
        return tokens.joined(separator: " ")
    }

    /// Records `key`, pressed on a calculator that is now `calculator`; returns the tape entry when
    /// the key was a `=` that completed a calculation.
    public mutating func record<Engine: CalculatorProtocol>(
        _ key: Key, after calculator: Engine
    ) -> HistoryEntry? {
        defer { remember(calculator) }
        if previousIsError {
            if calculator.isError { return nil }
            reset()
        }
        if calculator.isError && key != .equals {
            reset()
            return nil
        }
        let display = calculator.display
        switch key {
        case .digit, .point, .backspace:
            if calculator.isShowingEntry { operand = Self.entry(display) }
        case .negate:
            if calculator.isShowingEntry {
                operand = Self.entry(display)
            } else if let current = operand, current.kind == .value {
                operand =
                    current.text.hasPrefix("-")
                    ? Operand(text: String(current.text.dropFirst()), kind: .value, isAtomic: false)
                    : Operand(text: "-" + current.wrapped, kind: .value, isAtomic: false)
            } else {
                operand = Self.value(display)
            }
        case .binary(let op):
            let symbol = Self.symbol(of: op)
            if previousHighlightedOperator != nil, !levels[levels.count - 1].isEmpty {
                levels[levels.count - 1].removeLast()
                appendSymbol(of: op, symbol: symbol)
            } else {
                appendOperand(currentOperand, before: op, symbol: symbol)
            }
            operand = nil
            hasOperation = true
            operatorSinceEquals = true
            lastOperator = LastOperator(symbol: symbol, depth: calculator.openParentheses, operand: nil)
        case .equals:
            return completeCalculation(calculator)
        case .openParenthesis:
            guard calculator.openParentheses > previousOpenParentheses else { return nil }
            if let current = operand, current.kind != .result,
                !(current.kind == .entry && (current.text == "0" || current.text == "-0"))
            {
                appendOperand(current, before: .multiply, symbol: "×")
                hasOperation = true
                operatorSinceEquals = true
                lastOperator = LastOperator(symbol: "×", depth: previousOpenParentheses, operand: nil)
            }
            levels.append([])
            operand = nil
        case .closeParenthesis:
            guard calculator.openParentheses < previousOpenParentheses, levels.count > 1 else { return nil }
            let right = Self.text(of: currentOperand, beside: Self.precedence(of: levels[levels.count - 1].last))
            if let last = lastOperator, last.depth == previousOpenParentheses, last.operand == nil {
                lastOperator?.operand = previousDisplay
            }
            let inner = levels.removeLast() + [right]
            operand = Operand(text: "( " + inner.joined(separator: " ") + " )", kind: .value, isAtomic: true)
        case .function(let f):
            operand = Self.applying(f, to: currentOperand)
            hasOperation = true
        case .percent:
            operand = Operand(text: currentOperand.wrapped + "%", kind: .value, isAtomic: false)
            hasOperation = true
        case .pi:
            operand = Operand(text: "π", kind: .value, isAtomic: true)
        case .e:
            operand = Operand(text: "e", kind: .value, isAtomic: true)
        case .random, .memoryRecall, .literal:
            operand = Self.value(display)
        case .allClear:
            reset()
        case .clear:
            if previousClearKeyLabel == .clear {
                operand = Self.entry("0")
            } else {
                reset()
            }
        case .memoryAdd, .memorySubtract:
            if operand?.kind == .entry { operand = Self.value(display) }
        case .memoryClear, .degrees, .radians:
            break
        }
        return nil
    }

    // MARK: Equals

    private mutating func completeCalculation<Engine: CalculatorProtocol>(
        _ calculator: Engine
    ) -> HistoryEntry? {
        var expression: String?
        let hasPending = levels.count > 1 || !levels[0].isEmpty
        if hasPending || operatorSinceEquals {
            var right = Self.text(of: currentOperand, beside: Self.precedence(of: levels[levels.count - 1].last))
            if lastOperator != nil, lastOperator?.operand == nil { lastOperator?.operand = previousDisplay }
            while levels.count > 1 {
                right = "( " + (levels.removeLast() + [right]).joined(separator: " ") + " )"
            }
            if hasOperation { expression = (levels[0] + [right]).joined(separator: " ") }
            if let last = lastOperator, let operand = last.operand {
                repeatOperation = RepeatOperation(symbol: last.symbol, operand: operand)
            }
        } else if let repeated = repeatOperation {
            expression = "\(currentOperand.text) \(repeated.symbol) \(repeated.operand)"
        } else if hasOperation {
            expression = currentOperand.text
        }
        let result = calculator.display
        if calculator.isError {
            reset()
        } else {
            levels = [[]]
            operand = Operand(text: result, kind: .result, isAtomic: Self.isPlainNumber(result))
            hasOperation = false
            operatorSinceEquals = false
        }
        return expression.map { HistoryEntry(expression: $0, result: result) }
    }

    // MARK: Helpers

    /// Appends `operand` and the symbol of `op` to the innermost level, so that the text parses back as
    /// an expression to what the engine computes: an operand that would bind differently is put in
    /// parentheses (``text(of:beside:)``), and a chain of `^`-level operators, which the engine folds from
    /// left to right while an expression's `^` is right-associative, is grouped: `( 2 ^ 3 ) ^ 2`.
    private mutating func appendOperand(_ operand: Operand, before op: BinaryOperation, symbol: String) {
        let left = Self.precedence(of: levels[levels.count - 1].last)
        levels[levels.count - 1].append(Self.text(of: operand, beside: max(left, op.precedence)))
        appendSymbol(of: op, symbol: symbol)
    }

    /// Appends the symbol of `op` after the innermost level's last operand, grouping a `^`-level chain.
    private mutating func appendSymbol(of op: BinaryOperation, symbol: String) {
        var level = levels[levels.count - 1]
        if op.precedence == 3, level.count >= 3, Self.precedence(of: level[level.count - 2]) == 3 {
            var start = level.count - 1
            while start >= 2, Self.precedence(of: level[start - 1]) == 3 { start -= 2 }
            let group = "( " + level[start...].joined(separator: " ") + " )"
            level.replaceSubrange(start..., with: [group])
        }
        level.append(symbol)
        levels[levels.count - 1] = level
    }

    /// The precedence of a tape symbol (`+` 1, `×` 2, `^` 3), or 0 for an operand or nothing.
    static func precedence(of token: String?) -> Int {
        guard let token else { return 0 }
        switch token {
        case "+", "−": return 1
        case "×", "÷", "mod", "nCr", "nPr": return 2
        case "^", "root", "EE", "logy": return 3
        default: return 0
        }
    }

    /// An operand's text next to an operator of `precedence`: `1/4` in parentheses next to × or a tighter
    /// operator, a sign or `e^x` next to `^` (`(-2) ^ 2`, which the engine computes, not −(2²)).
    static func text(of operand: Operand, beside precedence: Int) -> String {
        if operand.isAtomic { return operand.text }
        let text = operand.text
        if text.hasPrefix("1/") { return precedence >= 2 ? operand.wrapped : text }
        if text.hasPrefix("-") || text.hasPrefix("e^") || text.hasPrefix("10^") || text.hasPrefix("2^") {
            return precedence >= 3 ? operand.wrapped : text
        }
        return text
    }

    /// The current operand, or the displayed value that the engine uses when there is none.
    private var currentOperand: Operand {
        operand ?? Self.value(previousDisplay)
    }

    private mutating func reset() {
        levels = [[]]
        operand = nil
        hasOperation = false
        operatorSinceEquals = false
        lastOperator = nil
        repeatOperation = nil
    }

    /// Takes the display and key states of `calculator` as the last seen, without recording a key: after
    /// the calculation moved to another backend, the next key is compared with what that one shows.
    mutating func follow(_ calculator: some CalculatorProtocol) { remember(calculator) }

    private mutating func remember<Engine: CalculatorProtocol>(_ calculator: Engine) {
        previousDisplay = calculator.display
        previousHighlightedOperator = calculator.highlightedOperator
        previousClearKeyLabel = calculator.clearKeyLabel
        previousOpenParentheses = calculator.openParentheses
        previousIsError = calculator.isError
    }

    private static func entry(_ text: String) -> Operand {
        Operand(text: text, kind: .entry, isAtomic: isPlainNumber(text))
    }

    private static func value(_ text: String) -> Operand {
        Operand(text: text, kind: .value, isAtomic: isPlainNumber(text))
    }

    /// An unsigned number without exponent: takes `²` or `√` without parentheses.
    private static func isPlainNumber(_ text: String) -> Bool {
        guard let parts = NumberParts(display: text) else { return false }
        return !parts.isNegative && parts.exponent == nil
    }

    /// The tape symbol of a binary operator.
    static func symbol(of op: BinaryOperation) -> String {
        switch op {
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
        }
    }

    /// The text of `f` applied to `x`: `√9`, `5²`, `5!`, `1/4`, `10^3`, `sin(30)`, `ln( 2 + 3 )`.
    static func applying(_ f: UnaryFunction, to x: Operand) -> Operand {
        func prefix(_ symbol: String) -> Operand { Operand(text: symbol + x.wrapped, kind: .value, isAtomic: false) }
        func postfix(_ symbol: String) -> Operand { Operand(text: x.wrapped + symbol, kind: .value, isAtomic: false) }
        func call(_ name: String) -> Operand {
            let argument = x.text.hasPrefix("( ") && x.isAtomic ? x.text : "(" + x.text + ")"
            return Operand(text: name + argument, kind: .value, isAtomic: true)
        }
        switch f {
        case .squareRoot: return prefix("√")
        case .cubeRoot: return prefix("∛")
        case .square: return postfix("²")
        case .cube: return postfix("³")
        case .factorial: return postfix("!")
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
        case .abs: return Operand(text: "|" + x.text + "|", kind: .value, isAtomic: true)
        case .floor, .ceil, .sec, .csc, .cot, .asec, .acsc, .acot, .sech, .csch, .coth, .asech, .acsch, .acoth:
            return call(f.rawValue)
        }
    }
}
