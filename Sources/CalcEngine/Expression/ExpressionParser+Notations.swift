/// Other calculators' number notations, written as keys: degrees with minutes and seconds, vulgar
/// fractions and superscript exponents.
extension ExpressionParser {
    /// `operand°`, with the minutes and seconds written after `°`: 30° is 30 × (one degree in the current
    /// unit), so sin(30°) = 0.5 in radians too; minutes and seconds add their sixtieths first (0°30' is
    /// (0 + 30 ÷ 60)°). An operand in minutes or seconds (`34'`, `perDegree` 60 or 3600) is divided
    /// first: 34'56" is (34 ÷ 60 + 56 ÷ 3600)°. A function of its own so that the parser's recursive
    /// frames stay small.
    @inline(never)
    mutating func applyDegrees(
        from start: Int, _ operand: Int, perDegree: Int, minutes: String?, seconds: String?
    ) throws(ExpressionError) -> Int {
        var operand = operand
        if perDegree != 1 {
            operand = try combine(from: start, operand, .divide) { parser throws(ExpressionError) in
                parser.operand(.literal(NumberLiteral(valid: String(perDegree))))
            }
        }
        for (part, perDegree) in [(minutes, "60"), (seconds, "3600")] {
            guard let part else { continue }
            operand = try combine(from: start, operand, .add) { parser throws(ExpressionError) in
                let partStart = parser.output.count
                let value = parser.operand(.literal(NumberLiteral(valid: part)))
                return try parser.combine(from: partStart, value, .divide) { parser throws(ExpressionError) in
                    parser.operand(.literal(NumberLiteral(valid: perDegree)))
                }
            }
        }
        let degrees = Array(output[start...])
        let converted = try combine(from: start, operand, .multiply) { parser throws(ExpressionError) in
            parser.unitScale(.degrees)
        }
        lastDegreeMark = DegreeMark(
            keys: start..<output.count, degrees: degrees, precedence: operand, followingColumn: current.column)
        return converted
    }

    /// A vulgar fraction as one operand: ½ is (1 ÷ 2) and 1½ is (1 + 1 ÷ 2).
    @inline(never)
    mutating func parseFraction(whole: String?, _ numerator: String, _ denominator: String)
        throws(ExpressionError) -> Int
    {
        let start = output.count
        func quotient(_ parser: inout ExpressionParser) throws(ExpressionError) -> Int {
            let quotientStart = parser.output.count
            let top = parser.operand(.literal(NumberLiteral(valid: numerator)))
            return try parser.combine(from: quotientStart, top, .divide) { parser throws(ExpressionError) in
                parser.operand(.literal(NumberLiteral(valid: denominator)))
            }
        }
        var value: Int
        if let whole {
            value = try combine(from: start, operand(.literal(NumberLiteral(valid: whole))), .add, quotient)
        } else {
            value = try quotient(&self)
        }
        parenthesize(from: start, &value)
        return value
    }

    /// Appends the exponent of a superscript (`23`, `-2`) as keys: the number, then `neg` when negative.
    mutating func superscriptExponent(_ digits: String) -> Int {
        let negative = digits.hasPrefix("-")
        output.append(.literal(NumberLiteral(valid: String(digits.drop { $0 == "-" }))))
        if negative { output.append(.negate) }
        return ExpressionFragment.atomic
    }
}
