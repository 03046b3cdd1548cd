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
    }

    var kind: Kind
    /// The 1-based column, in Unicode scalars.
    var column: Int
    /// The text as written (for messages).
    var text: String

    /// Whether the token can start an operand (a number, a name, `(`, `|`, `√`, `∛`, `π`).
    var startsOperand: Bool {
        switch kind {
        case .number, .name, .open, .bar, .squareRoot, .cubeRoot, .pi: true
        case .plus, .minus, .times, .divide, .power, .factorial, .percent, .square, .cube, .reciprocal, .close,
            .comma, .equals, .end:
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

    static func tokens(of scalars: [Unicode.Scalar], programmer: Bool = false) throws(ExpressionError)
        -> [ExpressionToken]
    {
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
            if let (decimal, length) = radixLiteral(scalars, at: index) {
                let text = Self.text(scalars, index..<(index + length))
                tokens.append(ExpressionToken(kind: .number(decimal), column: column, text: text))
                index += length
                continue
            }
            if programmer, let symbol = programmerSymbol(scalars, at: index) {
                tokens.append(ExpressionToken(kind: .name(symbol), column: column, text: symbol))
                index += symbol.unicodeScalars.count
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
                while index < count && isSubscriptDigit(scalars[index]) { index += 1 }
                let text = Self.text(scalars, start..<index)
                tokens.append(ExpressionToken(kind: .name(text), column: column, text: text))
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
            case "/", "÷", "∕": single(.divide)
            case "^": single(.power)
            case "!": single(.factorial)
            case "%": single(.percent)
            case "²": single(.square)
            case "³": single(.cube)
            case "⁻":
                guard index + 1 < count && scalars[index + 1] == "¹" else {
                    throw ExpressionError(column: column, reason: .incompleteReciprocal)
                }
                tokens.append(ExpressionToken(kind: .reciprocal, column: column, text: "⁻¹"))
                index += 2
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
}
