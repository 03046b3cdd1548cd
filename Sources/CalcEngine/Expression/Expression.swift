/// An infix expression (`2+3×4`, `sin(30)`, `√2`, `2^10`, `5!`, `-(2+3)`) and its key translation.
///
/// The value of an expression is, by definition, the display its translation (``keys``) leaves on a
/// fresh calculator followed by `=` (`Calculator.evaluate(_:)`): expressions run on the same engine as
/// the keypad, with the same results and the same `Error` on every backend.
///
/// The language, loosest first: `+ -` (also `−`); `× * / ÷ ·`, `mod`, `nCr`, `nPr` and implicit
/// multiplication (`2pi`, `2(3+4)`, `2√3`); unary `+ -`; `^` and `**` (right-associative); postfix `! % ² ³ ⁻¹`.
/// Functions take parentheses (`sin(30)`, `log(8, 2)`) or the next factor with its postfix keys
/// (`sin 30^2` is (sin 30)², `√5!` is √120). Numbers are read whole (`1.5e-3`), as one literal key.
public struct Expression: Sendable, Hashable {
    /// The text, as given.
    public let text: String
    /// The key translation, without the final `=`: `sin(30+60)` is `( [30] + [60] ) sin`.
    public let keys: [Key]
    /// The variable a `name = expression` line assigns, or nil.
    public let assignedName: String?
    /// Whether the translation is one operand (a number, a group, a function's result) rather than an
    /// operation between operands.
    public let isOperand: Bool
    /// Whether the argument of a function that takes an angle (sin, cos, tan, sec, csc, cot) mentions π
    /// (`sin(pi/6)`): in degrees that is usually meant in radians, which a front end may point out.
    public let hasPiInAngleArgument: Bool

    /// The expression of `text`, without a session: `ans`, variables and assignments are errors.
    ///
    /// - Throws: ``ExpressionError`` with the column and what is wrong.
    public init(parsing text: String) throws(ExpressionError) {
        try self.init(parsing: text, variables: nil)
    }

    /// The expression of `text` in a session: `ans` is `variables.answer`, a variable is its value, and
    /// `name = expression` assigns (``assignedName``). `0x1F`, `0b1010` and `0o17` are read in every mode.
    ///
    /// In programmer mode (`programmer` is the calculator's word format, `ProgrammerBackend`'s) the
    /// bitwise operators `and or xor nand nor xnor` (`&`, `|`), `not` (`~`) and the shifts `<<`, `>>`
    /// (arithmetic), `>>>` (logical) are read too, with programmer mode's precedence, and `|` is OR, not
    /// an absolute value. A number without a prefix is in the format's radix, as on the peers' keypads
    /// (`FF` and `ff` in hexadecimal, `1010` in binary; a name made only of hexadecimal digits is a
    /// number there), and every number must fit in the word's w bits as a pattern (in 8 bits `255` is
    /// read, and is −1 when signed; `300` is an error, not 44).
    ///
    /// - Throws: ``ExpressionError`` with the column and what is wrong.
    public init(parsing text: some StringProtocol, variables: ExpressionVariables?, programmer: WordFormat? = nil)
        throws(ExpressionError)
    {
        self.text = String(text)
        let scalars = ExpressionScalars(text)
        // One pass reads the tokens as the parser asks for them. A character or number the language does
        // not have is reported before anything else: when the parse fails (or met such a token), a second
        // pass looks for the first one, and only without one is the parse's error reported.
        var parser: ExpressionParser
        var assigned: String?
        var precedence: Int
        do throws(ExpressionError) {
            do throws(ExpressionError) {
                // (The first reading in place: another frame above a deep nesting would cost it a level on
                // a small stack.)
                var stream = ExpressionTokenStream(scalars, programmer: programmer)
                var ahead = stream
                if let first = try? ahead.next(), case .name(let name) = first.kind,
                    (try? ahead.next())?.kind == .equals
                {
                    try Self.checkAssignable(name, at: first.column, variables: variables)
                    assigned = name
                    stream = ahead
                }
                parser = ExpressionParser(stream: stream, variables: variables)
                parser.wordFormat = programmer
                precedence = try parser.parseComparison()
                try parser.parseRadixConversion(&precedence)
                try Self.checkEnd(of: parser)
            } catch {
                // Every bar was read as an absolute value, as bars always were (so what read before reads
                // the same): a `|` after an operand may be OR (`-5 | 3`). The reading that gets further
                // reports its error (the second on a tie: `1|2;3` is about the `;`).
                // (Not when the assignment itself is wrong.)
                if case .reservedName = error.reason { throw error }
                if case .assignmentNeedsSession = error.reason { throw error }
                guard programmer == nil, self.text.contains("|") else { throw error }
                // (The first reading's translation is let go first: the two together held some 73 bytes
                // a character of `|-1|-1…`, three times a line of `1+1+…`.)
                parser = ExpressionParser(stream: ExpressionTokenStream(ExpressionScalars("")), variables: nil)
                do throws(ExpressionError) {
                    (parser, precedence) = try Self.parseReadingBarsAsOr(
                        scalars, variables: variables, assigned: assigned)
                } catch let second {
                    throw second.column >= error.column ? second : error
                }
            }
        } catch {
            try ExpressionLexer.checkTokens(of: scalars, programmer: programmer)
            throw error
        }
        var open = 0
        var deepest = 0
        for key in parser.output {
            if key == .openParenthesis {
                open += 1
                deepest = max(deepest, open)
            } else if key == .closeParenthesis {
                open -= 1
            }
        }
        let limit = Calculator<DoubleBackend>.maximumOpenParentheses
        guard deepest <= limit else {
            throw ExpressionError(column: 1, reason: .tooManyOpenParentheses(limit: limit))
        }
        keys = parser.output
        assignedName = assigned
        isOperand = precedence == ExpressionFragment.atomic
        hasPiInAngleArgument = parser.piInAngleArgument
    }

    /// Throws when the parser has not read its text whole: what is left is an error.
    private static func checkEnd(of parser: ExpressionParser) throws(ExpressionError) {
        if let error = parser.lexicalError { throw error }
        let rest = parser.current
        guard rest.kind == .end else {
            let reason: ExpressionError.Reason
            switch rest.kind {
            case .close: reason = .unmatchedClose
            case .comma: reason = .misplacedComma(parser.text(of: rest))
            case .equals: reason = .misplacedEquals
            default: reason = .unexpected(parser.text(of: rest))
            }
            throw ExpressionError(column: rest.column, reason: reason)
        }
    }

    /// The second reading of `scalars` (outside programmer mode), with a `|` after an operand read as OR
    /// (``ExpressionParser/barsAreOr``): the parser after it and the precedence of the translation.
    /// `assigned` is the name the first reading found assigned, if it got that far.
    private static func parseReadingBarsAsOr(
        _ scalars: ExpressionScalars, variables: ExpressionVariables?, assigned: String?
    ) throws(ExpressionError) -> (ExpressionParser, Int) {
        var stream = ExpressionTokenStream(scalars, programmer: nil)
        if assigned != nil {
            // Past `name =`, which the first reading checked.
            _ = try? stream.next()
            _ = try? stream.next()
        }
        var parser = ExpressionParser(stream: stream, variables: variables)
        parser.barsAreOr = true
        let precedence = try parser.parseComparison()
        try checkEnd(of: parser)
        return (parser, precedence)
    }

    /// The translation as one operand: in parentheses unless it is one already (`[3] + [4]` becomes
    /// `( [3] + [4] )`), so that it can follow a pending operator (what a paste types).
    public var operandKeys: [Key] { isOperand ? keys : [.openParenthesis] + keys + [.closeParenthesis] }

    /// The translation as a key script (what `calc-eval` runs and `--trace` prints), `=` not included.
    public var keyScript: KeyScript { KeyScript(keys: keys) }

    /// Whether `text` reads as an expression rather than a key script token: it has an operator or a
    /// parenthesis next to a number or name (`2+2`, `sin(30)`, `1/3`, `-5`), and is not a key name.
    public static func looksLikeExpression(_ token: some StringProtocol) -> Bool {
        if Key(name: String(token)) != nil { return false }
        guard (try? Expression(parsing: String(token))) != nil else { return false }
        return token.unicodeScalars.contains { "+-−*/×÷^()!%²√|".unicodeScalars.contains($0) }
    }

    static func checkAssignable(_ name: String, at column: Int, variables: ExpressionVariables?)
        throws(ExpressionError)
    {
        guard variables != nil else {
            throw ExpressionError(column: column, reason: .assignmentNeedsSession(name))
        }
        let lowered = name.lowercased()
        let reserved =
            ["pi", "e", "rand", "random", "ans"].contains(lowered) || ExpressionParser.isImaginaryUnit(lowered)
            || ExpressionFunction.named(lowered) != nil
            || ExpressionParser.isOperatorWord(lowered) || ExpressionParser.wordFunctions[lowered] != nil
        guard !reserved else {
            throw ExpressionError(column: column, reason: .reservedName(name))
        }
    }
}
