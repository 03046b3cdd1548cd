/// The tokens of an expression's scalars, one at a time (``next()``), so that a parse need not hold them
/// all: an array of tokens cost some 50 bytes per byte of `1+1+…`.
struct ExpressionTokenStream {
    let scalars: ExpressionScalars
    /// In programmer mode, the word format: programmer mode's operator symbols (`&`, `|`, `~`, `<<`, `>>`,
    /// `>>>`) are read, as names, numbers without a prefix are in its radix, and every number must fit
    /// its width.
    let programmer: WordFormat?
    /// Where the next token starts looking (0-based scalar index).
    private(set) var index = 0

    init(_ scalars: ExpressionScalars, programmer: WordFormat? = nil) {
        self.scalars = scalars
        self.programmer = programmer
    }

    /// Whether the token ``next()`` returned last ends an operand: a superscript after an operand is an
    /// exponent, elsewhere (and at the start) a root's index (`2³`, `³√8`).
    private var previousEndsOperand = false
    /// Whether the token ``next()`` returned last is `in` or `to` (a radix conversion's word in programmer
    /// mode): the word after it is a radix's name, so `dec` is not refused as 0xDEC too large for 8 bits.
    private var previousIsConversionWord = false

    /// Whether the token ``next()`` returned last is a LaTeX command's name (`\sqrt`, `\pi`) or `^`: a `{`
    /// after it opens a group, read as `(`, where a `{` elsewhere is the fractional part's bracket.
    var previousIsLatexCommand = false
    /// Set by ``scan()`` when the token it returns is a LaTeX command's name.
    var scannedLatexCommand = false
    /// For each `{` still open, whether it opened a LaTeX group (closed by `}` as `)`).
    var braceOpensLatexArgument: [Bool] = []

    /// The next token; `.end` at the end of the text, and again after it.
    mutating func next() throws(ExpressionError) -> ExpressionToken {
        let token = try scan()
        previousEndsOperand = token.endsOperand
        if case .name(let word) = token.kind {
            previousIsConversionWord = word.count == 2 && ["in", "to"].contains(word.lowercased())
            // An operator word (`mod`, `nCr`, `&`) ends no operand: a superscript after it is a root's index
            // (`2 mod ³√8`). (A flag, not the word: the stream is copied at every level of the parser, and
            // a debug build's levels must fit 512 KB stacks.)
            if word.utf8.count <= 15, ExpressionParser.isOperatorWord(word.lowercased()) { previousEndsOperand = false }
        } else {
            previousIsConversionWord = false
        }
        // A `{` after a LaTeX name or after `^` (`2^{10}`, LaTeX's exponent) groups, as `(` does.
        if case .power = token.kind {
            previousIsLatexCommand = true
        } else {
            previousIsLatexCommand = scannedLatexCommand
        }
        scannedLatexCommand = false
        return token
    }

    /// The marks of the units below a degree: minutes (`'`, `′`) and seconds (`"`, `″`).
    static let sexagesimalMarks: [[Unicode.Scalar]] = [["'", "′"], ["\"", "″"]]

    /// The unit a minutes or seconds mark at `position` stands for, in parts of a degree (60 or 3600), or
    /// nil when there is none.
    private func unitOfMark(at position: Int) -> Int? {
        guard position < scalars.count,
            let mark = Self.sexagesimalMarks.firstIndex(where: { $0.contains(scalars[position]) })
        else { return nil }
        return mark == 0 ? 60 : 3600
    }

    /// An angle mark at ``index`` (`°`, `º`, `˚`, `∘`, or with `operandPerDegree` 60 or 3600 a minutes or
    /// seconds mark), with the smaller units written after it (`0°30'`, `1° 2′ 3″`, `34'56"`). Each is a
    /// number with its mark, spaces allowed before it; a number right after the previous mark without
    /// one is the next unit down and ends the angle (SpeedCrunch's `12°34` and `12°34'56`), and a mark
    /// with no number is an empty field (`12°'"` is 12°). A function
    /// of its own so that ``scan()``'s frame, at the top of the parser's recursion, stays small.
    @inline(never)
    private mutating func angleMarkToken(operandPerDegree: Int) -> ExpressionToken {
        let start = index
        index += 1
        // The units still free below the mark: minutes (60) and seconds (3600).
        var units = [60, 3600].filter { $0 > operandPerDegree }
        var parts: [Int: String] = [:]
        while let next = units.first {
            // A mark with no number before it is an empty field (SpeedCrunch's `12°'"`, `34'"`).
            if let unit = unitOfMark(at: index), units.contains(unit) {
                index += 1
                units.removeAll { $0 <= unit }
                continue
            }
            var position = index
            while position < scalars.count, scalars[position] == " " { position += 1 }
            guard let (digits, end) = ExpressionScalars.unsignedNumber(scalars, from: position) else { break }
            if let unit = unitOfMark(at: end) {
                // A number with its mark: minutes or seconds, if that unit is still free (`1°2"` too).
                guard units.contains(unit) else { break }
                parts[unit] = digits
                index = end + 1
                units.removeAll { $0 <= unit }
                continue
            }
            if position == index {
                parts[next] = digits
                index = end
            }
            break
        }
        return ExpressionToken(
            kind: .degree(operandPerDegree: operandPerDegree, minutes: parts[60], seconds: parts[3600]),
            column: start + 1, length: index - start)
    }

    /// The next token, read from ``index``.
    private mutating func scan() throws(ExpressionError) -> ExpressionToken {
        // (self.scalars is read in place: a copy here cost its two arrays' reference counts at every token.)
        let count = scalars.count
        // ASCII text (the common case) cannot hold the notations written with other characters.
        let isASCII = scalars.isASCII
        func isDigit(_ i: Int) -> Bool {
            guard i < count else { return false }
            let value = scalars[i].value
            return (value >= 0x30 && value <= 0x39)
                || (value >= 0x80 && ExpressionScalars.digitValue(scalars[i]) != nil)
        }
        func isLetter(_ s: Unicode.Scalar) -> Bool {
            (s.value >= 0x41 && s.value <= 0x5A) || (s.value >= 0x61 && s.value <= 0x7A) || s == "_"
        }
        func isSubscriptDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 0x2080 && s.value <= 0x2089 }
        // A digit, or a separator between two digits (ExpressionLexer+DigitGroups.swift).
        func isDigitOrSeparator(_ i: Int) -> Bool {
            isDigit(i) || ExpressionLexer.isSeparator(scalars, at: i, apostrophe: programmer != nil, isDigit: isDigit)
        }
        // Decimal digits grouped by threes with spaces, SI's way, as qalc and SpeedCrunch read them.
        func groupsEnd(after firstGroup: Range<Int>, exactFirst: Bool) -> Int {
            ExpressionLexer.groupsEnd(
                after: firstGroup, in: scalars, size: 3, exactFirst: exactFirst, isDigit: isDigit,
                continues: isDigitOrSeparator)
        }
        while index < count {
            let scalar = scalars[index]
            let column = index + 1
            // The token that ends at ``index``.
            func token(_ kind: ExpressionToken.Kind) -> ExpressionToken {
                ExpressionToken(kind: kind, column: column, length: index - column + 1)
            }
            func single(_ kind: ExpressionToken.Kind) -> ExpressionToken {
                index += 1
                return token(kind)
            }
            if scalar.value < 0x80
                ? (scalar == " " || (scalar.value >= 0x09 && scalar.value <= 0x0D))
                : scalar.properties.isWhitespace
            {
                index += 1
                continue
            }
            // (The text as written is made only for a message.)
            func writtenText(_ range: Range<Int>) -> String { ExpressionLexer.text(scalars, range) }
            if !isASCII, let (decimal, length) = try ExpressionLexer.subscriptLiteral(scalars, at: index) {
                index += length
                if let programmer {
                    try Self.check(decimal, writtenText(column - 1..<index), fits: programmer, column: column)
                }
                return token(.number(decimal))
            }
            if scalar == "0",
                let (decimal, length) = try ExpressionLexer.radixLiteral(
                    scalars, at: index, programmer: programmer != nil)
            {
                index += length
                if let programmer {
                    try Self.check(decimal, writtenText(column - 1..<index), fits: programmer, column: column)
                    // C's `u`, `ul`, `ull` after a prefixed number too (`0xFFu`).
                    index += ExpressionLexer.integerSuffixLength(scalars, at: index)
                }
                return token(.number(decimal))
            }
            if let programmer, programmer.radix != .decimal,
                let (decimal, length) = try ExpressionLexer.wordLiteral(scalars, at: index, radix: programmer.radix)
            {
                index += length
                if !previousIsConversionWord {
                    try Self.check(decimal, writtenText(column - 1..<index), fits: programmer, column: column)
                }
                return token(.number(decimal))
            }
            if programmer != nil, let (name, length) = ExpressionLexer.programmerSymbol(scalars, at: index) {
                index += length
                return token(.name(name))
            }
            if isDigit(index) || (scalar == "." && isDigit(index + 1)) {
                let start = index
                // Whether a separator (`_`, `'`, a group's space) is passed: then the text drops them.
                var separated = false
                // Digits and the separators between them, then groups of three after spaces.
                func digitRun(exactFirst: Bool) {
                    let first = index
                    while index < count {
                        let value = scalars[index].value
                        if value >= 0x30 && value <= 0x39 {
                            index += 1  // an ASCII digit, nearly always
                        } else if isDigitOrSeparator(index) {
                            separated = separated || !isDigit(index)
                            index += 1
                        } else {
                            break
                        }
                    }
                    guard index > first, index < count, ExpressionLexer.isGroupSpace(scalars[index]) else { return }
                    let end = groupsEnd(after: first..<index, exactFirst: exactFirst)
                    if end > index { separated = true }
                    index = end
                }
                digitRun(exactFirst: false)
                if index < count && scalars[index] == "." {
                    index += 1
                    digitRun(exactFirst: true)
                }
                // e/E and an optionally signed integer: scientific notation; otherwise e is Euler's number.
                var hasExponent = false
                if index < count && (scalars[index] == "e" || scalars[index] == "E") {
                    var exponentEnd = index + 1
                    if exponentEnd < count
                        && (scalars[exponentEnd] == "+" || scalars[exponentEnd] == "-" || scalars[exponentEnd] == "−")
                    {
                        exponentEnd += 1
                    }
                    if exponentEnd == index + 1, exponentEnd + 1 < count, scalars[exponentEnd] == ".",
                        isDigit(exponentEnd + 1)
                    {
                        // `2e.5`: a point where the exponent's digits start (`2e+.5` is 2e + 0.5).
                        var end = exponentEnd + 1
                        while end < count && (isDigit(end) || scalars[end] == ".") { end += 1 }
                        throw ExpressionError(
                            column: column, reason: .pointInExponent(ExpressionLexer.text(scalars, start..<end)))
                    }
                    if isDigit(exponentEnd) {
                        hasExponent = true
                        index = exponentEnd
                        while isDigitOrSeparator(index) {
                            if !isDigit(index) { separated = true }
                            index += 1
                        }
                    }
                }
                if index < count && scalars[index] == "." {
                    var text = ""
                    var end = index
                    while end < count && (isDigit(end) || scalars[end] == ".") { end += 1 }
                    for position in start..<end { text.unicodeScalars.append(scalars[position]) }
                    throw ExpressionError(
                        column: column, reason: hasExponent ? .pointInExponent(text) : .malformedNumber(text))
                }
                let written = ExpressionLexer.text(scalars, start..<index)
                // An exponent's sign may be written U+2212 MINUS SIGN (`2e−1`), digits in another script
                // (`١٢٣`, `۱۲۳`): the literal has `-` and ASCII digits.
                var text =
                    isASCII || written.utf8.allSatisfy { $0 < 0x80 } ? written : ExpressionScalars.asciiNumber(written)
                if separated {
                    text.unicodeScalars.removeAll { $0 == "_" || $0 == "'" || ExpressionLexer.isGroupSpace($0) }
                }
                // A vulgar fraction right after the digits: a mixed number (`1½` is 1 + 1/2).
                if !isASCII, index < count, let fraction = ExpressionScalars.vulgarFraction(scalars[index]) {
                    index += 1
                    return token(.fraction(whole: text, fraction.numerator, fraction.denominator))
                }
                if let programmer {
                    try Self.check(text, written, fits: programmer, column: column)
                    // Windows Calculator's pasted decimal forms: C's `u`, `ul`, `ull` after the digits.
                    index += ExpressionLexer.integerSuffixLength(scalars, at: index)
                }
                return token(.number(text))
            }
            if !isASCII, let fraction = ExpressionScalars.vulgarFraction(scalar) {
                return single(.fraction(whole: nil, fraction.numerator, fraction.denominator))
            }
            if isLetter(scalar) {
                let start = index
                while index < count && (isLetter(scalars[index]) || isDigit(index)) { index += 1 }
                while index < count && (isSubscriptDigit(scalars[index]) || scalars[index] == "ᵣ") { index += 1 }
                let text = ExpressionLexer.text(scalars, start..<index)
                // Windows Calculator's history writes log_y as `x log base y`: the infix `logy`.
                if ExpressionLexer.isLog(text), let end = ExpressionScalars.word("base", in: scalars, after: index) {
                    index = end
                    return token(.name("logy"))
                }
                return token(.name(text))
            }
            // Superscript digits: one exponent (`2²³` is 2^23), or a root's index before `√` (`³√8`).
            if !isASCII, let run = ExpressionScalars.superscriptRun(scalars, from: index) {
                let startsOperand = !previousEndsOperand
                if startsOperand, run.end < count, scalars[run.end] == "√", !run.digits.hasPrefix("-") {
                    index = run.end + 1
                    return token(.indexedRoot(run.digits))
                }
                let kind: ExpressionToken.Kind
                switch run.digits {
                case "2": kind = .square
                case "3": kind = .cube
                case "-1": kind = .reciprocal
                default: kind = .superscript(run.digits)
                }
                index = run.end
                return token(kind)
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
                    throw ExpressionError(column: column, reason: .rootIndexWithoutRoot(writtenText(index..<end)))
                }
                index = end + 1
                return token(.indexedRoot(digits))
            }
            // LaTeX: `\cdot`, `\pi`, `\sqrt{2}`, `\left(` (ExpressionTokenStream+LaTeX).
            if scalar == "\\", let reading = try readLatex(after: index, column: column) {
                switch reading {
                case .token(let kind, let length, let isCommand):
                    index += 1 + length
                    scannedLatexCommand = isCommand
                    return token(kind)
                case .skipped(let length):
                    index += 1 + length
                    return try scan()
                }
            }
            // (The cases are tried in order: the most frequent come first.)
            switch scalar {
            case "(": return single(.open(.parenthesis))
            case ")": return single(.close(.parenthesis))
            case "+": return single(.plus)
            case "-", "−", "–": return single(.minus)
            case "*":
                if index + 1 < count && scalars[index + 1] == "*" {
                    index += 2
                    return token(.power)
                } else {
                    return single(.times)
                }
            case "×", "·", "⋅", "∙": return single(.times)
            case "/":
                guard index + 1 < count && scalars[index + 1] == "/" else { return single(.divide) }
                // `//`: integer division (qalc).
                index += 2
                return token(.name("//"))
            case "\\":
                // A backslash not starting a LaTeX operator (read above): integer division (qalc).
                return single(.name("\\"))
            case "÷", "∕", "⁄", "⧸": return single(.divide)
            case "°", "º", "˚", "∘": return angleMarkToken(operandPerDegree: 1)
            case "'", "′": return angleMarkToken(operandPerDegree: 60)
            case "\"", "″": return angleMarkToken(operandPerDegree: 3600)
            case "^":
                // qalc's `^^` (xor) outside programmer mode (programmer mode reads it above).
                if index + 1 < count && scalars[index + 1] == "^" {
                    index += 2
                    return token(.name("xor"))
                }
                return single(.power)
            case "!":
                if index + 1 < count && scalars[index + 1] == "!" {
                    index += 2
                    return token(.doubleFactorial)
                }
                // `!=` is a comparison when something follows it; `5!=` is 5! and a trailing `=`.
                if programmer == nil, index + 1 < count, scalars[index + 1] == "=",
                    (index + 2..<count).contains(where: { !scalars[$0].properties.isWhitespace })
                {
                    index += 2
                    return token(.comparison(.notEqual))
                }
                return single(.factorial)
            case "<", ">", "≤", "≥", "≠":
                // Comparisons (ExpressionComparison); programmer mode's shifts `<<`, `>>` are read above, and
                // it has no comparisons.
                guard programmer == nil else {
                    throw ExpressionError(column: column, reason: .unexpectedCharacter(scalar))
                }
                // Shifts (`<<`, `>>`, `>>>`, `«`, `»`): no comparison is written twice.
                if let (name, length) = ExpressionLexer.programmerSymbol(scalars, at: index) {
                    index += length
                    return token(.name(name))
                }
                let length = (scalar == "<" || scalar == ">") && index + 1 < count && scalars[index + 1] == "=" ? 2 : 1
                let text = ExpressionLexer.text(scalars, index..<index + length)
                index += length
                guard let comparison = ExpressionComparison(symbol: text) else {
                    throw ExpressionError(column: column, reason: .unexpectedCharacter(scalar))
                }
                return token(.comparison(comparison))
            case "%": return single(.percent)
            // bc's truncation (`2.7$`) and places (`x @ n`) operators.
            case "$": return single(.truncation)
            case "@": return single(.places)
            case "⁻":
                // Not followed by superscript digits (those are read above).
                throw ExpressionError(column: column, reason: .incompleteReciprocal)
            case "∜":
                index += 1
                return token(.indexedRoot("4"))
            case "∠":
                // r∠θ: the polar entry operator.
                index += 1
                return token(.name("∠"))
            case "⏨":
                // ALGOL's decimal exponent: 5⏨2 is 5 EE 2.
                index += 1
                return token(.name("EE"))
            case "⌊": return single(.bracket(.floor, opens: true))
            case "⌋": return single(.bracket(.floor, opens: false))
            case "⌈": return single(.bracket(.ceiling, opens: true))
            case "⌉": return single(.bracket(.ceiling, opens: false))
            case "[": return single(.bracket(.nearestInteger, opens: true))
            case "]": return single(.bracket(.nearestInteger, opens: false))
            case "{": return single(openingBrace())
            case "}": return single(closingBrace())
            case ",", ";": return single(.comma)
            case "|": return single(.bar)
            case "=":
                guard programmer == nil, index + 1 < count, scalars[index + 1] == "=" else { return single(.equals) }
                index += 2
                return token(.comparison(.equal))
            case "√": return single(.squareRoot)
            case "∛": return single(.cubeRoot)
            case "π": return single(.pi)
            // SpeedCrunch's `∑(1; 10; n)`: the summation, a function's name.
            case "∑": return single(.name("∑"))
            // `Γ(5)`: the gamma function, a function's name.
            case "Γ": return single(.name("Γ"))
            default:
                // The bitwise symbols (`&`, `~`, `¬`, `∧`, `⊻`…), as names of their operators; `|` is read
                // above, as a bar that is an absolute value or OR by where it stands.
                if let (name, length) = ExpressionLexer.programmerSymbol(scalars, at: index) {
                    index += length
                    return token(.name(name))
                }
                throw ExpressionError(column: column, reason: .unexpectedCharacter(scalar))
            }
        }
        return ExpressionToken(kind: .end, column: count + 1, length: 0)
    }
}
