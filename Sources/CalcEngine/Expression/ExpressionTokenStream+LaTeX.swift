extension ExpressionTokenStream {
    /// What a backslash starts: a token of `length` scalars after it (`isCommand` for a function's or
    /// constant's name, whose `{` opens its argument), or LaTeX's sizing words `\left` and `\right`,
    /// skipped.
    enum LatexReading {
        /// A token: an operator (`\cdot`) or a name (`\pi`, `isCommand`).
        case token(ExpressionToken.Kind, length: Int, isCommand: Bool)
        /// `\left` or `\right`, which say nothing here.
        case skipped(length: Int)
    }

    /// LaTeX after the backslash at `backslash`: its operators (`\cdot`, `\times`, `\div`), its names of
    /// functions and constants (`2\pi`, `\sqrt{2}`, `\sin(30)`), `\left(` and `\right)`; nil for anything
    /// else, which makes the backslash qalc's integer division (`7\2`).
    ///
    /// - Throws: ``ExpressionError`` for `\frac{a}{b}` and `\sqrt[n]{x}`, which would read as a fractional
    ///   part and a rounding.
    func readLatex(after backslash: Int, column: Int) throws(ExpressionError) -> LatexReading? {
        if let (kind, length) = ExpressionScalars.latexOperator(scalars, at: backslash + 1) {
            return .token(kind, length: length, isCommand: false)
        }
        guard let name = ExpressionScalars.latexName(scalars, at: backslash + 1) else { return nil }
        let length = name.unicodeScalars.count
        let after = backslash + 1 + length
        switch name {
        case "left", "right": return .skipped(length: length)
        case "frac": throw ExpressionError(column: column, reason: .latexFraction)
        case "sqrt" where after < scalars.count && scalars[after] == "[":
            throw ExpressionError(column: column, reason: .latexRootIndex)
        default: return .token(.name(name), length: length, isCommand: true)
        }
    }

    /// The token of `{`: after a LaTeX name or `^` a group, as `(`; elsewhere the fractional part's bracket.
    mutating func openingBrace() -> ExpressionToken.Kind {
        braceOpensLatexArgument.append(previousIsLatexCommand)
        return previousIsLatexCommand ? .open(.latexBrace) : .bracket(.fractionalPart, opens: true)
    }

    /// The token of `}`: what closes the `{` it matches.
    mutating func closingBrace() -> ExpressionToken.Kind {
        braceOpensLatexArgument.popLast() == true ? .close(.latexBrace) : .bracket(.fractionalPart, opens: false)
    }
}
