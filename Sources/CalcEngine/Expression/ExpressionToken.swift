/// One token of an expression and the column where it starts.
struct ExpressionToken: Sendable, Hashable {
    /// What a token is.
    enum Kind: Sendable, Hashable {
        case number(String)
        case name(String)
        case plus, minus, times, divide, power
        case factorial, percent, square, cube, reciprocal
        /// `(` or `)`, or LaTeX's `{` or `}` around a command's argument or an exponent (`\sqrt{2}`, `2^{10}`),
        /// which only each other close.
        case open(Group)
        case close(Group)
        case comma, bar, equals
        case squareRoot, cubeRoot, pi
        case end
        /// `!!`: the double factorial.
        case doubleFactorial
        /// A run of superscript digits other than `²`, `³` and `⁻¹` (`²³`, `¹⁰`, `⁻²`): one exponent, its
        /// digits with a leading `-` when negative.
        case superscript(String)
        /// A root with its index written before it: `³√`, `₃√`, `∜` (the index's decimal digits).
        case indexedRoot(String)
        /// `°` after an angle: degrees, whatever the angle unit; with the minutes and seconds written
        /// after it (`0°30'`, `1°2'3.5"`, `12°34`), their decimal digits. `'` or `"` after an angle with
        /// no `°` (`34'`, `34'56"`, `56"`): the operand is in minutes or seconds (`operandPerDegree` 60
        /// or 3600, else 1).
        /// (Indirect, as `fraction`: the payload is boxed so that a token stays the size of one string, which
        /// the parser's recursive frames copy.)
        indirect case degree(operandPerDegree: Int, minutes: String?, seconds: String?)
        /// A vulgar fraction (`½`, `⅔`), after the whole part written before it when there is one (`1½`):
        /// each number's decimal digits.
        indirect case fraction(whole: String?, String, String)
        /// A bracket that rounds what it encloses (``Bracket``); `opens` for the left one.
        case bracket(Bracket, opens: Bool)
        /// A comparison's symbol (`<`, `<=`, `≤`, `==`, `!=`…), read once here so that the parser need
        /// not match names against the symbols.
        case comparison(ExpressionComparison)
        /// bc's truncation operator, `$` after an operand (`2.7$` is 2).
        case truncation
        /// bc's places operator, `@` between operands (`x @ n`, x truncated to n decimals).
        case places
    }

    /// What opens and closes a plain group: parentheses, or LaTeX's braces around a command's argument.
    enum Group: Sendable, Hashable {
        case parenthesis, latexBrace

        /// The pair, as messages name it.
        var delimiter: ExpressionError.Delimiter {
            switch self {
            case .parenthesis: .parenthesis
            case .latexBrace: .latexGroup
            }
        }
    }

    /// Brackets that round what they enclose (GNOME Calculator's notation): `⌊x⌋` floor, `⌈x⌉` ceiling,
    /// `[x]` nearest integer, `{x}` fractional part x − ⌊x⌋ (in [0, 1), unlike `frac`, which keeps the
    /// sign of x).
    enum Bracket: Sendable, Hashable {
        case floor, ceiling, nearestInteger, fractionalPart

        /// The key applied to what the brackets enclose (for `{x}`, the parser writes x mod 1 instead).
        var function: UnaryFunction {
            switch self {
            case .floor: .floor
            case .ceiling: .ceil
            case .nearestInteger: .round
            case .fractionalPart: .frac
            }
        }

        /// The pair, as messages name it.
        var delimiter: ExpressionError.Delimiter {
            switch self {
            case .floor: .floor
            case .ceiling: .ceiling
            case .nearestInteger: .nearestInteger
            case .fractionalPart: .fractionalPart
            }
        }
    }

    var kind: Kind
    /// The 1-based column, in Unicode scalars.
    var column: Int
    /// How many scalars it spans from ``column``: its text, for messages, is that range of the
    /// expression (``text(in:)``). (A range, not a string: tokens are copied at every level of the
    /// parser, and a string in each cost a tenth of a line's reading.)
    var length: Int

    /// The text as written, from the expression's scalars.
    func text(in scalars: ExpressionScalars) -> String {
        ExpressionLexer.text(scalars, column - 1..<column - 1 + length)
    }

    /// Whether the token is `(` or a LaTeX `{` that opens a command's argument.
    var opensGroup: Bool {
        if case .open = kind { true } else { false }
    }

    /// Whether the token is `)` or the `}` of a LaTeX argument.
    var closesGroup: Bool {
        if case .close = kind { true } else { false }
    }

    /// Whether the token can start an operand (a number, a name, `(`, `|`, `√`, `∛`, `π`, `°34`).
    var startsOperand: Bool {
        switch kind {
        case .number, .name, .open, .bar, .squareRoot, .cubeRoot, .pi, .indexedRoot, .fraction: true
        case .bracket(_, let opens): opens
        // SpeedCrunch's `°34`, `'56`: a mark with the smaller units after it and no number before.
        case .degree(_, let minutes, let seconds): minutes != nil || seconds != nil
        case .plus, .minus, .times, .divide, .power, .factorial, .percent, .square, .cube, .reciprocal, .close,
            .comma, .equals, .end, .doubleFactorial, .superscript, .comparison, .truncation, .places:
            false
        }
    }

    /// Whether the token can end an operand (a number, a name, `)`, `π`, a postfix key): a superscript
    /// after it is an exponent, not a root's index.
    var endsOperand: Bool {
        switch kind {
        case .number, .name, .close, .bar, .pi, .factorial, .doubleFactorial, .percent, .square, .cube,
            .reciprocal, .superscript, .degree, .fraction, .truncation:
            true
        case .bracket(_, let opens): !opens
        case .plus, .minus, .times, .divide, .power, .open, .comma, .equals, .squareRoot, .cubeRoot, .end,
            .indexedRoot, .comparison, .places:
            false
        }
    }
}
