extension ExpressionParser {
    /// The tokens the parser looks back to: `)` (a number after it multiplies), `%` (a number after it
    /// is the error that names `mod`) and an angle mark (one may not follow another).
    enum PreviousToken {
        case close, percent, degree, other

        init(_ kind: ExpressionToken.Kind) {
            switch kind {
            case .close: self = .close
            case .percent: self = .percent
            case .degree: self = .degree
            case .number, .name, .plus, .minus, .times, .divide, .power, .factorial, .square, .cube, .reciprocal,
                .open, .comma, .bar, .equals, .squareRoot, .cubeRoot, .pi, .end, .doubleFactorial, .superscript,
                .indexedRoot, .fraction, .bracket, .comparison, .truncation, .places:
                self = .other
            }
        }
    }
}
