/// One token of an expression and the column where it starts.
struct ExpressionToken: Sendable, Hashable {
    /// What a token is.
    enum Kind: Sendable, Hashable {
        case number(String)
        case name(String)
        case plus, minus, times, divide, power
        case factorial, percent, square, cube, reciprocal
        case open, close, comma, bar, equals
        case squareRoot, cubeRoot, pi
        case end
        /// `!!`: the double factorial.
        case doubleFactorial
        /// A run of superscript digits other than `²`, `³` and `⁻¹` (`²³`, `¹⁰`, `⁻²`): one exponent, its
        /// digits with a leading `-` when negative.
        case superscript(String)
        /// A root with its index written before it: `³√`, `₃√`, `∜` (the index's decimal digits).
        case indexedRoot(String)
        /// `°` after an angle: degrees, whatever the angle unit.
        case degree
    }

    var kind: Kind
    /// The 1-based column, in Unicode scalars.
    var column: Int
    /// The text as written (for messages).
    var text: String

    /// Whether the token can start an operand (a number, a name, `(`, `|`, `√`, `∛`, `π`).
    var startsOperand: Bool {
        switch kind {
        case .number, .name, .open, .bar, .squareRoot, .cubeRoot, .pi, .indexedRoot: true
        case .plus, .minus, .times, .divide, .power, .factorial, .percent, .square, .cube, .reciprocal, .close,
            .comma, .equals, .end, .doubleFactorial, .superscript, .degree:
            false
        }
    }

    /// Whether the token can end an operand (a number, a name, `)`, `π`, a postfix key): a superscript
    /// after it is an exponent, not a root's index.
    var endsOperand: Bool {
        switch kind {
        case .number, .name, .close, .bar, .pi, .factorial, .doubleFactorial, .percent, .square, .cube,
            .reciprocal, .superscript, .degree:
            true
        case .plus, .minus, .times, .divide, .power, .open, .comma, .equals, .squareRoot, .cubeRoot, .end,
            .indexedRoot:
            false
        }
    }
}

/// Splits the text of an expression into tokens.
enum ExpressionLexer {
    /// The tokens of `scalars`, ending with `.end`.
    /// The text of `scalars[range]`, made straight from its bytes when it is ASCII (a number or a name).
    static func text(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> String {
        if scalars[range].allSatisfy({ $0.value < 0x80 }) {
            return String(unsafeUninitializedCapacity: range.count) { buffer in
                for (offset, index) in range.enumerated() {
                    buffer[offset] = UInt8(truncatingIfNeeded: scalars[index].value)
                }
                return range.count
            }
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[range])
        return text
    }

    static func tokens(of scalars: [Unicode.Scalar]) throws(ExpressionError) -> [ExpressionToken] {
        var tokens: [ExpressionToken] = []
        tokens.reserveCapacity(scalars.count / 2 + 1)
        var index = 0
        let count = scalars.count
        func isDigit(_ i: Int) -> Bool { i < count && scalars[i].value >= 0x30 && scalars[i].value <= 0x39 }
        func isLetter(_ s: Unicode.Scalar) -> Bool {
            (s.value >= 0x41 && s.value <= 0x5A) || (s.value >= 0x61 && s.value <= 0x7A) || s == "_"
        }
        func isSubscriptDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 0x2080 && s.value <= 0x2089 }
        while index < count {
            let scalar = scalars[index]
            let column = index + 1
            func single(_ kind: ExpressionToken.Kind) {
                tokens.append(ExpressionToken(kind: kind, column: column, text: String(scalar)))
                index += 1
            }
            if scalar.value < 0x80
                ? (scalar == " " || (scalar.value >= 0x09 && scalar.value <= 0x0D))
                : scalar.properties.isWhitespace
            {
                index += 1
                continue
            }
            if isDigit(index) || (scalar == "." && isDigit(index + 1)) {
                let start = index
                while isDigit(index) { index += 1 }
                if index < count && scalars[index] == "." {
                    index += 1
                    while isDigit(index) { index += 1 }
                }
                // e/E and an optionally signed integer: scientific notation; otherwise e is Euler's number.
                if index < count && (scalars[index] == "e" || scalars[index] == "E") {
                    var exponentEnd = index + 1
                    if exponentEnd < count && (scalars[exponentEnd] == "+" || scalars[exponentEnd] == "-") {
                        exponentEnd += 1
                    }
                    if isDigit(exponentEnd) {
                        index = exponentEnd
                        while isDigit(index) { index += 1 }
                    }
                }
                if index < count && scalars[index] == "." {
                    var text = ""
                    var end = index
                    while end < count && (isDigit(end) || scalars[end] == ".") { end += 1 }
                    text.unicodeScalars.append(contentsOf: scalars[start..<end])
                    throw ExpressionError(column: column, reason: .malformedNumber(text))
                }
                let text = Self.text(scalars, start..<index)
                tokens.append(ExpressionToken(kind: .number(text), column: column, text: text))
                continue
            }
            if isLetter(scalar) {
                let start = index
                while index < count && (isLetter(scalars[index]) || isDigit(index)) { index += 1 }
                while index < count && (isSubscriptDigit(scalars[index]) || scalars[index] == "ᵣ") { index += 1 }
                let text = Self.text(scalars, start..<index)
                tokens.append(ExpressionToken(kind: .name(text), column: column, text: text))
                continue
            }
            // Superscript digits: one exponent (`2²³` is 2^23), or a root's index before `√` (`³√8`).
            if let run = Self.superscriptRun(scalars, from: index) {
                let text = Self.text(scalars, index..<run.end)
                let startsOperand = tokens.last.map { !$0.endsOperand } ?? true
                if startsOperand, run.end < count, scalars[run.end] == "√", !run.digits.hasPrefix("-") {
                    tokens.append(
                        ExpressionToken(kind: .indexedRoot(run.digits), column: column, text: text + "√"))
                    index = run.end + 1
                    continue
                }
                let kind: ExpressionToken.Kind
                switch run.digits {
                case "2": kind = .square
                case "3": kind = .cube
                case "-1": kind = .reciprocal
                default: kind = .superscript(run.digits)
                }
                tokens.append(ExpressionToken(kind: kind, column: column, text: text))
                index = run.end
                continue
            }
            // Subscript digits before `√`: a root's index (`₃√8`, `₁₀√1024`).
            if isSubscriptDigit(scalar) {
                var end = index
                var digits = ""
                while end < count && isSubscriptDigit(scalars[end]) {
                    digits.unicodeScalars.append(Unicode.Scalar(scalars[end].value - 0x2080 + 0x30)!)
                    end += 1
                }
                guard end < count && scalars[end] == "√" else {
                    throw ExpressionError(column: column, reason: .unexpectedCharacter(scalar))
                }
                tokens.append(
                    ExpressionToken(
                        kind: .indexedRoot(digits), column: column, text: Self.text(scalars, index..<end + 1)))
                index = end + 1
                continue
            }
            // LaTeX's operators: `\cdot`, `\times`, `\div`.
            if scalar == "\\", let (kind, length) = Self.latexOperator(scalars, at: index + 1) {
                tokens.append(
                    ExpressionToken(kind: kind, column: column, text: Self.text(scalars, index..<index + 1 + length)))
                index += 1 + length
                continue
            }
            switch scalar {
            case "+": single(.plus)
            case "-", "−", "–": single(.minus)
            case "*":
                if index + 1 < count && scalars[index + 1] == "*" {
                    tokens.append(ExpressionToken(kind: .power, column: column, text: "**"))
                    index += 2
                } else {
                    single(.times)
                }
            case "×", "·", "⋅", "∙": single(.times)
            case "/", "÷", "∕", "⁄": single(.divide)
            case "°": single(.degree)
            case "^": single(.power)
            case "!":
                if index + 1 < count && scalars[index + 1] == "!" {
                    tokens.append(ExpressionToken(kind: .doubleFactorial, column: column, text: "!!"))
                    index += 2
                } else {
                    single(.factorial)
                }
            case "%": single(.percent)
            case "⁻":
                // Not followed by superscript digits (those are read above).
                throw ExpressionError(column: column, reason: .incompleteReciprocal)
            case "∜":
                tokens.append(ExpressionToken(kind: .indexedRoot("4"), column: column, text: "∜"))
                index += 1
            case "⏨":
                // ALGOL's decimal exponent: 5⏨2 is 5 EE 2.
                tokens.append(ExpressionToken(kind: .name("EE"), column: column, text: "⏨"))
                index += 1
            case "(": single(.open)
            case ")": single(.close)
            case ",", ";": single(.comma)
            case "|": single(.bar)
            case "=": single(.equals)
            case "√": single(.squareRoot)
            case "∛": single(.cubeRoot)
            case "π": single(.pi)
            default:
                throw ExpressionError(column: column, reason: .unexpectedCharacter(scalar))
            }
        }
        tokens.append(ExpressionToken(kind: .end, column: count + 1, text: ""))
        return tokens
    }

    /// The value of a superscript digit (`⁰`…`⁹`), or nil.
    static func superscriptDigit(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "⁰": 0
        case "¹": 1
        case "²": 2
        case "³": 3
        case "⁴": 4
        case "⁵": 5
        case "⁶": 6
        case "⁷": 7
        case "⁸": 8
        case "⁹": 9
        default: nil
        }
    }

    /// The superscript number starting at `start` (optional `⁻` or `⁺`, then superscript digits): its
    /// digits in ASCII (with `-` when negative) and where it ends; nil when there is none.
    static func superscriptRun(_ scalars: [Unicode.Scalar], from start: Int) -> (digits: String, end: Int)? {
        var index = start
        var digits = ""
        if index < scalars.count && (scalars[index] == "⁻" || scalars[index] == "⁺") {
            if scalars[index] == "⁻" { digits = "-" }
            index += 1
        }
        let first = index
        while index < scalars.count, let digit = superscriptDigit(scalars[index]) {
            digits.unicodeScalars.append(Unicode.Scalar(0x30 + digit))
            index += 1
        }
        return index > first ? (digits, index) : nil
    }

    /// A LaTeX operator name after a backslash (`cdot`, `times`, `div`): its token and its length.
    static func latexOperator(_ scalars: [Unicode.Scalar], at start: Int) -> (ExpressionToken.Kind, Int)? {
        for (name, kind) in [("cdot", ExpressionToken.Kind.times), ("times", .times), ("div", .divide)] {
            let name = Array(name.unicodeScalars)
            guard start + name.count <= scalars.count, Array(scalars[start..<start + name.count]) == name else {
                continue
            }
            // Not the start of a longer word.
            let end = start + name.count
            if end < scalars.count, scalars[end].properties.isAlphabetic { continue }
            return (kind, name.count)
        }
        return nil
    }
}
