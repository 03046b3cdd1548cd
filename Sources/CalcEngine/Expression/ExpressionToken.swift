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
    /// The text of `scalars[range]`, made straight from its bytes when it is ASCII (a number or a name).
    static func text(_ scalars: ExpressionScalars, _ range: Range<Int>) -> String {
        var isASCII = true
        for index in range where scalars[index].value >= 0x80 {
            isASCII = false
            break
        }
        if isASCII {
            return String(unsafeUninitializedCapacity: range.count) { buffer in
                for (offset, index) in range.enumerated() {
                    buffer[offset] = UInt8(truncatingIfNeeded: scalars[index].value)
                }
                return range.count
            }
        }
        var text = ""
        for index in range { text.unicodeScalars.append(scalars[index]) }
        return text
    }

    /// The tokens of `scalars`, ending with `.end`.
    static func tokens(of scalars: ExpressionScalars) throws(ExpressionError) -> [ExpressionToken] {
        var stream = ExpressionTokenStream(scalars)
        var tokens: [ExpressionToken] = []
        while true {
            let token = try stream.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }
}

/// The tokens of an expression's scalars, one at a time (``next()``), so that a parse need not hold them
/// all: an array of tokens cost some 50 bytes per byte of `1+1+…`.
struct ExpressionTokenStream {
    let scalars: ExpressionScalars
    /// Where the next token starts looking (0-based scalar index).
    private(set) var index = 0

    init(_ scalars: ExpressionScalars) {
        self.scalars = scalars
    }

    /// The next token; `.end` at the end of the text, and again after it.
    mutating func next() throws(ExpressionError) -> ExpressionToken {
        let scalars = self.scalars
        let count = scalars.count
        func isDigit(_ i: Int) -> Bool { i < count && scalars[i].value >= 0x30 && scalars[i].value <= 0x39 }
        func isLetter(_ s: Unicode.Scalar) -> Bool {
            (s.value >= 0x41 && s.value <= 0x5A) || (s.value >= 0x61 && s.value <= 0x7A) || s == "_"
        }
        func isSubscriptDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 0x2080 && s.value <= 0x2089 }
        while index < count {
            let scalar = scalars[index]
            let column = index + 1
            func single(_ kind: ExpressionToken.Kind) -> ExpressionToken {
                index += 1
                return ExpressionToken(kind: kind, column: column, text: String(scalar))
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
                    for position in start..<end { text.unicodeScalars.append(scalars[position]) }
                    throw ExpressionError(column: column, reason: .malformedNumber(text))
                }
                let text = ExpressionLexer.text(scalars, start..<index)
                return ExpressionToken(kind: .number(text), column: column, text: text)
            }
            if isLetter(scalar) {
                let start = index
                while index < count && (isLetter(scalars[index]) || isDigit(index)) { index += 1 }
                while index < count && isSubscriptDigit(scalars[index]) { index += 1 }
                let text = ExpressionLexer.text(scalars, start..<index)
                return ExpressionToken(kind: .name(text), column: column, text: text)
            }
            switch scalar {
            case "+": return single(.plus)
            case "-", "−", "–": return single(.minus)
            case "*":
                if index + 1 < count && scalars[index + 1] == "*" {
                    index += 2
                    return ExpressionToken(kind: .power, column: column, text: "**")
                } else {
                    return single(.times)
                }
            case "×", "·", "⋅", "∙": return single(.times)
            case "/", "÷", "∕": return single(.divide)
            case "^": return single(.power)
            case "!": return single(.factorial)
            case "%": return single(.percent)
            case "²": return single(.square)
            case "³": return single(.cube)
            case "⁻":
                guard index + 1 < count && scalars[index + 1] == "¹" else {
                    throw ExpressionError(column: column, reason: .incompleteReciprocal)
                }
                index += 2
                return ExpressionToken(kind: .reciprocal, column: column, text: "⁻¹")
            case "(": return single(.open)
            case ")": return single(.close)
            case ",", ";": return single(.comma)
            case "|": return single(.bar)
            case "=": return single(.equals)
            case "√": return single(.squareRoot)
            case "∛": return single(.cubeRoot)
            case "π": return single(.pi)
            default:
                throw ExpressionError(column: column, reason: .unexpectedCharacter(scalar))
            }
        }
        return ExpressionToken(kind: .end, column: count + 1, text: "")
    }
}

/// The Unicode scalars of an expression's text, indexed from 0: its bytes when the text is ASCII (one byte
/// a character rather than four), its scalars otherwise.
struct ExpressionScalars: Sendable {
    private let bytes: [UInt8]
    private let scalars: [Unicode.Scalar]
    /// How many scalars there are.
    let count: Int

    /// The scalars of `text`.
    init(_ text: some StringProtocol) {
        var bytes: [UInt8] = []
        var scalars: [Unicode.Scalar] = []
        // ASCII text (the common case) straight from its bytes; other text scalar by scalar.
        let ascii = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return false }
            bytes = Array(utf8)
            return true
        }
        if ascii != true {
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                bytes = Array(text.utf8)
            } else {
                for scalar in text.unicodeScalars { scalars.append(scalar) }
            }
        }
        self.bytes = bytes
        self.scalars = scalars
        count = scalars.isEmpty ? bytes.count : scalars.count
    }

    /// The scalar at `index` (0 ≤ index < count).
    subscript(index: Int) -> Unicode.Scalar {
        scalars.isEmpty ? Unicode.Scalar(bytes[index]) : scalars[index]
    }
}
