/// The functions whose translation is composed of keys around their arguments rather than one key after
/// them: `round(x, n)` and bc's `x @ n`, `emod` on signed words, `roundeven`, the angle of a point. Some
/// write an operand more than once (``repeatedOperand(_:in:at:copies:tooLong:)``).
extension ExpressionParser {
    /// `round(x, n)` (or `floor`, `ceil`, `trunc` for `key`), x's keys appended from `start` and the comma
    /// read: n's keys are read, then written twice, `( x EE ( n ) trunc ) round EE ( ( n ) trunc neg )`.
    /// Each step is a key, so each backend rounds as its keys do: the exact backend exactly, Double on the
    /// double nearest x × 10ⁿ (1.005 is 1.00499999999999989…, so `round(1.005, 2)` is 1 there, as in IEEE
    /// arithmetic), and where x × 10ⁿ overflows Double, `Error`.
    ///
    /// `parsePlaces` reads n: a whole argument for a function, an operand for bc's `x @ n`.
    mutating func roundToDecimals(
        _ key: UnaryFunction, from start: Int, _ value: Int, name: String, at token: ExpressionToken,
        places parsePlaces: (inout ExpressionParser) throws(ExpressionError) -> Int = {
            parser throws(ExpressionError) in
            try parser.parseComparison()
        }
    ) throws(ExpressionError) -> Int {
        let placesStart = output.count
        let places = apply(.function(.trunc), from: placesStart, try parsePlaces(&self))
        let placesKeys = try repeatedOperand(Array(output[placesStart...]), in: name, at: token)
        output.removeSubrange(placesStart...)
        var scaled = try combine(from: start, value, .scaleByPowerOfTen) { parser throws(ExpressionError) in
            parser.output += placesKeys
            return places
        }
        scaled = apply(.function(key), from: start, scaled)
        return try combine(from: start, scaled, .scaleByPowerOfTen) { parser throws(ExpressionError) in
            let negatedStart = parser.output.count
            parser.output += placesKeys
            return parser.apply(.negate, from: negatedStart, places)
        }
    }

    /// `average(a, b, …)` and `geomean(a, b, …)`, the first argument's keys appended from `start` and a
    /// comma next: the other arguments are read here. The arithmetic mean is `( a + b + … ) / [n]`; the
    /// geometric mean `( a' × b' × … ) root [n]` with each argument checked by ``nonNegative(from:_:name:at:)``
    /// (the geometric mean is of numbers ≥ 0: `geomean(-8, -2)` is `Error`, not 4). Each key rounds as
    /// it does on its backend, so both are exact on the exact backend where the mean is rational.
    mutating func mean(geometric: Bool, from start: Int, _ first: Int, name: String, at token: ExpressionToken)
        throws(ExpressionError) -> Int
    {
        var value = geometric ? try nonNegative(from: start, first, name: name, at: token) : first
        var count = 1
        while current.kind == .comma {
            try advancePastComma(in: name)
            count += 1
            value = try combine(from: start, value, geometric ? .multiply : .add) { parser throws(ExpressionError) in
                let argumentStart = parser.output.count
                let argument = try parser.parseArgument()
                return geometric
                    ? try parser.nonNegative(from: argumentStart, argument, name: name, at: token) : argument
            }
        }
        value = try combine(from: start, value, geometric ? .root : .divide) { parser throws(ExpressionError) in
            parser.operand(.literal(NumberLiteral(valid: String(count))))
        }
        parenthesize(from: start, &value)
        return value
    }

    /// The argument whose keys start at `start`, `( x × ( x sign fact ) )`: x itself when x ≥ 0 (0! = 1! = 1,
    /// exactly), and `Error` when x < 0, where (−1)! is a pole.
    mutating func nonNegative(from start: Int, _ value: Int, name: String, at token: ExpressionToken)
        throws(ExpressionError) -> Int
    {
        var value = value
        parenthesize(from: start, &value)
        let keys = try repeatedOperand(Array(output[start...]), in: name, at: token)
        output += [.binary(.multiply), .openParenthesis] + keys + [.function(.sign), .function(.factorial)]
        output.append(.closeParenthesis)
        var checked = precedence(of: .multiply)
        parenthesize(from: start, &checked)
        return checked
    }

    /// The most terms a summation adds.
    static let maximumSummationTerms = 10_000

    /// `summation(a; b; f(n))` (SpeedCrunch's `SUMMATION`), the current token its `(`: f(a) + f(a + 1) +
    /// … + f(b), a and b whole numbers written in digits (either way round: `summation(10; 1; n)` is 55).
    /// The term is read once per value of the index `n`, which is then that number's literal key (so a
    /// session's variable `n` is hidden inside it), and the terms are added: `( f(a) + … + f(b) )`.
    mutating func summation(name: String, at token: ExpressionToken) throws(ExpressionError) -> Int {
        let boundsError = ExpressionError(
            column: token.column, reason: .summationBounds(function: name, limit: Self.maximumSummationTerms))
        guard case .open(let group) = current.kind else {
            throw ExpressionError(column: token.column, reason: .missingArgument(name))
        }
        let open = current
        advance()
        func bound(_ parser: inout ExpressionParser) throws(ExpressionError) -> Int {
            let negative = parser.current.kind == .minus
            if negative { parser.advance() }
            guard case .number(let text) = parser.current.kind, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
                text.utf8.count <= 9, let value = Int(text)
            else { throw boundsError }
            parser.advance()
            guard parser.current.kind == .comma else {
                throw parser.current.closesGroup ? parser.arity(name, 3, at: token) : boundsError
            }
            try parser.advancePastComma(in: name)
            return negative ? -value : value
        }
        let first = try bound(&self)
        let last = try bound(&self)
        let range = min(first, last)...max(first, last)
        guard range.count <= Self.maximumSummationTerms else { throw boundsError }
        let before = output
        var translation: [Key] = [.openParenthesis]
        var reader = self
        for index in range {
            // Each term from the same tokens, with its own value of n.
            reader = self
            reader.output = []
            reader.summationIndex = index
            var term = try reader.parseComparison()
            reader.isolatePercent(from: 0, &term)
            reader.parenthesize(from: 0, &term)
            if index != range.lowerBound { translation.append(.binary(.add)) }
            translation += reader.output
            guard before.count + translation.count <= translationLimit else {
                throw ExpressionError(
                    column: token.column, reason: .summationTooLong(function: name, limit: translationLimit))
            }
        }
        if reader.current.kind == .comma { throw arity(name, 3, at: token) }
        let outer = summationIndex
        self = reader
        summationIndex = outer
        output = before + translation + [.closeParenthesis]
        try expectClose(group, openedAt: open.column)
        return ExpressionFragment.atomic
    }

    /// The tallest tower `powertower(x, n)` builds.
    static let maximumTowerHeight = 1_000

    /// `powertower(x, n)` (qalc), x's keys appended from `start` and the comma read: x^x^…^x with n x's,
    /// n a whole number from 0 to ``maximumTowerHeight`` written in digits (the height decides how many
    /// copies of x the translation writes). The tower is `x yˣ x yˣ … x` (`a yˣ b` is bᵃ, and the engine
    /// folds a chain of `^`-level keys from the left), so it is evaluated from its top, as x^(x^x) must
    /// be; n = 1 is x, and n = 0 is 1, the empty tower.
    mutating func powerTower(from start: Int, _ value: Int, name: String, at token: ExpressionToken)
        throws(ExpressionError) -> Int
    {
        let heightError = ExpressionError(
            column: current.column, reason: .towerHeight(function: name, limit: Self.maximumTowerHeight))
        guard case .number(let text) = current.kind, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
            let height = Int(text), height <= Self.maximumTowerHeight
        else { throw heightError }
        advance()
        guard current.closesGroup else {
            throw current.kind == .comma ? arity(name, 2, at: token) : heightError
        }
        var base = value
        parenthesize(from: start, &base)
        let baseKeys = Array(output[start...])
        if height > 1 {
            // Written once per level: a long base or a tall tower passes the limit without any nesting.
            _ = try repeatedOperand(
                baseKeys, in: name, at: token, copies: height,
                tooLong: .towerTooLong(function: name, limit: translationLimit))
        }
        guard height > 0 else {
            output.removeSubrange(start...)
            return operand(.literal(NumberLiteral(valid: "1")))
        }
        for _ in 1..<height {
            output.append(.binary(.reversedPower))
            output += baseKeys
        }
        return height == 1 ? base : precedence(of: .reversedPower)
    }

    /// `keys`, an operand the translation of `function` (named at `token`) writes `copies` times in all:
    /// refused when it draws a random number (each copy would draw another) or when the copies would
    /// take the translation past ``translationLimit``: with `tooLong`, or by default as nesting such
    /// functions too deeply (which grows the translation exponentially).
    mutating func repeatedOperand(
        _ keys: [Key], in function: String, at token: ExpressionToken, copies: Int = 2,
        tooLong: ExpressionError.Reason? = nil
    ) throws(ExpressionError) -> [Key] {
        if keys.contains(.random) {
            throw ExpressionError(column: token.column, reason: .randomInRepeatedOperand(function: function))
        }
        guard output.count + (copies - 1) * keys.count <= translationLimit else {
            throw ExpressionError(
                column: token.column,
                reason: tooLong ?? .translationTooLong(function: function, limit: translationLimit))
        }
        return keys
    }

    /// `emod(a, b)` in programmer mode, a's keys appended from `start` and the comma read: the floored
    /// remainder, which has b's sign (SpeedCrunch's `emod(-10; 3)` = 2, `emod(10; -3)` = −2). Programmer
    /// mode's `mod` truncates (the remainder r has a's sign), so on signed words r is moved by b when it is
    /// not 0 and its sign differs from b's: `r + ( b and ( ( ( r xor b ) and ( r or r neg ) ) >> [w − 1] ) )`.
    /// `r xor b` is negative when the signs differ, `r or −r` when r is not 0, and the shift gives all ones
    /// when both are and 0 otherwise. The sum stays in the word: r and b have opposite signs and |r| < |b|.
    /// Unsigned words have no negative remainder: `a mod b`.
    mutating func wordFlooredRemainder(
        from start: Int, _ value: Int, format: WordFormat, name: String, at token: ExpressionToken
    ) throws(ExpressionError) -> Int {
        var value = value
        parenthesize(from: start, &value)
        var dividend = Array(output[start...])
        let divisorStart = output.count
        var divisor = try parseComparison()
        parenthesize(from: divisorStart, &divisor)
        var divisorKeys = Array(output[divisorStart...])
        output.removeSubrange(start...)
        guard format.isSigned else {
            output += [.openParenthesis] + dividend + [.binary(.modulo)] + divisorKeys + [.closeParenthesis]
            return ExpressionFragment.atomic
        }
        // Three copies of the dividend and four of the divisor.
        dividend = try repeatedOperand(dividend, in: name, at: token, copies: 3)
        divisorKeys = try repeatedOperand(divisorKeys, in: name, at: token, copies: 4)
        let remainder: [Key] = [.openParenthesis] + dividend + [.binary(.modulo)] + divisorKeys + [.closeParenthesis]
        let signShift = Key.literal(NumberLiteral(valid: String(format.width.bits - 1)))
        let signsDiffer: [Key] = [.openParenthesis] + remainder + [.binary(.xor)] + divisorKeys + [.closeParenthesis]
        let nonzero: [Key] = [.openParenthesis] + remainder + [.binary(.or)] + remainder + [.negate, .closeParenthesis]
        output += [.openParenthesis] + remainder + [.binary(.add), .openParenthesis] + divisorKeys
        output += [.binary(.and), .openParenthesis, .openParenthesis] + signsDiffer + [.binary(.and)] + nonzero
        output += [.closeParenthesis, .binary(.shiftRightArithmetic), signShift]
        output += [.closeParenthesis, .closeParenthesis, .closeParenthesis]
        return ExpressionFragment.atomic
    }

    /// `roundeven(x)`, x's keys appended from `start`: the round key's result (halves away from zero)
    /// moved back by x's sign where x is a half and that result is odd,
    /// `( x round - ( x sign * ( ( x frac abs - [5e-1] ) sign abs neg + [1] ) * ( x round mod [2] ) ) )`.
    /// The middle factor is the comparison |frac x| == 0.5 (``ExpressionComparison``), so a value that the
    /// cancellation rule calls a half is one. x is written four times.
    mutating func roundHalfToEven(
        from start: Int, _ value: Int, name: String, at token: ExpressionToken
    ) throws(ExpressionError) -> Int {
        var value = value
        parenthesize(from: start, &value)
        let x = try repeatedOperand(Array(output[start...]), in: name, at: token, copies: 4)
        output.removeSubrange(start...)
        // 5e-1, not 0.5: a point the user did not type must not decide the `auto` fraction rule.
        let half = Key.literal(NumberLiteral(valid: "5e-1"))
        let one = Key.literal(NumberLiteral(valid: "1"))
        let two = Key.literal(NumberLiteral(valid: "2"))
        // The product in parentheses of its own, so that the keys mean this in immediate mode too.
        output += [.openParenthesis] + x + [.function(.round), .binary(.subtract), .openParenthesis] + x
        output += [.function(.sign), .binary(.multiply), .openParenthesis, .openParenthesis] + x
        output += [.function(.frac), .function(.abs), .binary(.subtract), half, .closeParenthesis]
        output += [.function(.sign), .function(.abs), .negate, .binary(.add), one, .closeParenthesis]
        output += [.binary(.multiply), .openParenthesis] + x + [.function(.round), .binary(.modulo), two]
        output += [.closeParenthesis, .closeParenthesis, .closeParenthesis]
        return ExpressionFragment.atomic
    }

    /// The point x + y·i of `atan2(y, x)` (`yFirst`, appended as `y × i + x`) or `arctan2(x; y)`
    /// (`x + y × i`), the first coordinate's keys appended from `start` and the comma read. Both sums are
    /// exact: y × i has a real part of exactly 0.
    mutating func pointFromCoordinates(from start: Int, _ first: Int, yFirst: Bool) throws(ExpressionError) -> Int {
        guard yFirst else {
            return try combine(from: start, first, .add) { parser throws(ExpressionError) in
                let yStart = parser.output.count
                let y = try parser.parseComparison()
                return try parser.combine(from: yStart, y, .multiply) { $0.operand(.imaginaryUnit) }
            }
        }
        let imaginary = try combine(from: start, first, .multiply) { $0.operand(.imaginaryUnit) }
        return try combine(from: start, imaginary, .add) { parser throws(ExpressionError) in
            try parser.parseComparison()
        }
    }
}
