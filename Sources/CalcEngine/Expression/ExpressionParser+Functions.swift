extension ExpressionParser {
    // Names: constants, variables, functions and their arguments.

    /// A name (`lowered`, lower-cased) as what it names: a constant, a function, a variable…
    mutating func parseName(_ name: String, lowered: String, at token: ExpressionToken) throws(ExpressionError)
        -> Int
    {
        // The index of a summation being read (`n` in `summation(1; 4; n^2)`), before any variable `n`.
        if let index = summationIndex, name == "n" {
            return operand(.literal(NumberLiteral(valid: String(index))))
        }
        // mod, min, max, gcd, lcm and hypot are functions only before `(` (`max(1, 2)`); else operators.
        // (No constant below is a function's name: the functions, most names, are looked up first.)
        let infixOnly =
            !current.opensGroup && ExpressionFunction.otherCalculatorsNames.contains(lowered)
            && Self.infixOperators[lowered] != nil
        if !infixOnly, let function = ExpressionFunction.named(lowered) {
            return try applyFunction(function, name: name, at: token)
        }
        switch lowered {
        case "pi": return operand(.pi)
        // bc's `e(x)` is eˣ (ExpressionFunction.bcLibrary): e times x is `e·x`, `e*(x)` or `e x`.
        case "e" where bcLibraryFunction(name) == nil: return operand(.e)
        case "rand", "random":
            // `rand()`, as SpeedCrunch, qalc and spreadsheets write it: a function of no arguments.
            if nextGroupIsEmpty() {
                advance()
                advance()
            }
            return operand(.random)
        case "ans":
            guard let variables else {
                throw ExpressionError(column: token.column, reason: .answerNeedsSession)
            }
            guard let answer = variables.answer else {
                throw ExpressionError(column: token.column, reason: .noPreviousAnswer)
            }
            return operand(answer)
        default: break
        }
        if let function = wordFunction(lowered) {
            return try applyFunction(function, name: name, at: token)
        }
        // Windows Calculator's history: sin₀(30) is the sine of 30 degrees, sinᵣ(1) of 1 radian, whatever
        // the angle unit.
        if let mark = lowered.last, let unit = AngleUnit(subscript: mark),
            case .unary(let f) = ExpressionFunction.named(String(lowered.dropLast())), f.usesAngleUnit
        {
            return try applyFunction(.unary(f), name: name, at: token, writtenUnit: unit)
        }
        if let value = variables?.values[name] {
            return operand(value)
        }
        // MATLAB's and Windows Calculator's degree forms, `sind(30)`, `asind(1)`: in degrees whatever the
        // angle unit, as `sin₀`; after variables, so that a session's `cosd` stays its own.
        if lowered.count > 3, lowered.hasSuffix("d"),
            case .unary(let f) = ExpressionFunction.named(String(lowered.dropLast())), f.usesAngleUnit, f != .argument
        {
            return try applyFunction(.unary(f), name: name, at: token, writtenUnit: .degrees)
        }
        if current.opensGroup, let statistic = ExpressionFunction.statistic(lowered) {
            return try applyFunction(statistic, name: name, at: token)
        }
        if let bc = bcLibraryFunction(name) {
            return try applyFunction(bc.function, name: name, at: token, writtenUnit: bc.unit)
        }
        // The imaginary unit, `i` or (as SpeedCrunch and Python write it) `j`, after variables: a session may
        // have named one `i`.
        if Self.isImaginaryUnit(lowered) { return operand(.imaginaryUnit) }
        // sin30, log2x: a function's name run together with a number (of ASCII digits: `sinh₀` is not
        // `sinh ₀`, which is no better).
        if let split = Self.functionPrefix(of: lowered), case .number = Self.lexNumberTail(name, after: split),
            lowered.unicodeScalars.dropFirst(split).allSatisfy(\.isASCII)
        {
            throw ExpressionError(column: token.column, reason: .functionRunTogether(name, nameLength: split))
        }
        if Self.isOperatorWord(lowered) {
            throw ExpressionError(column: token.column, reason: .wordOperatorWithoutLeftOperand(text(of: token)))
        }
        if let error = programmerOnlyName(name, lowered: lowered, at: token) { throw error }
        // `sum 1`, a bare `mean`: a statistic's name without its parenthesised arguments.
        if ExpressionFunction.statistic(lowered) != nil {
            throw ExpressionError(column: token.column, reason: .missingArgument(name))
        }
        let role: ExpressionError.NameRole =
            current.opensGroup ? .function : (variables == nil ? .nameWithoutSession : .variable)
        throw ExpressionError(
            column: token.column,
            reason: .unknownName(
                name, role,
                suggestion: ExpressionNameHints.equivalent(of: lowered)
                    ?? Self.suggestion(for: lowered, variables: variables)))
    }

    /// bc's library function of `name` (``ExpressionFunction/bcLibrary(_:)``) where it applies: before `(`
    /// and outside programmer mode; nil otherwise.
    func bcLibraryFunction(_ name: String) -> (function: ExpressionFunction, unit: AngleUnit?)? {
        guard current.opensGroup, !programmer else { return nil }
        return ExpressionFunction.bcLibrary(name)
    }

    /// A function applied to its argument: `f(x)`, `f(x, y)`, or `f x` (the next factor with its postfix
    /// keys, not `^`: `sin 30^2` is (sin 30)², `√5!` is √120).
    ///
    /// A power written after the name applies to the result: `sin²45` is (sin 45)². With `writtenUnit` (a
    /// trigonometric function written `sin₀` or `sinᵣ`, or with the unit as its second argument,
    /// `sin(30, deg)`), the angle is in that unit whatever the angle unit: the translation scales it by
    /// ``unitScale(_:)``, which is 1 in that unit.
    mutating func applyFunction(
        _ function: ExpressionFunction, name: String, at token: ExpressionToken, writtenUnit: AngleUnit? = nil
    ) throws(ExpressionError) -> Int {
        try enter()
        defer { depth -= 1 }
        var function = function
        if current.kind == .reciprocal {
            guard let inverse = function.inverse else {
                throw ExpressionError(column: current.column, reason: .noInverse(name))
            }
            function = inverse
            advance()
        }
        // sin²45, cosh²(x): the power of the function's value.
        // The exponent's digits (`2` for ², `3` for ³), or nil.
        var resultPower: String?
        if current.kind == .square || current.kind == .cube {
            resultPower = current.kind == .square ? "2" : "3"
            advance()
        } else if case .superscript(let digits) = current.kind {
            resultPower = digits
            advance()
        } else if current.kind == .power {
            return try applyFunctionRaised(function, name: name, at: token, writtenUnit: writtenUnit)
        }
        let value = try applyFunctionArgument(function, name: name, at: token, writtenUnit: writtenUnit)
        guard let resultPower else { return value }
        let start = output.count - valueLength
        if resultPower == "2" { return apply(.function(.square), from: start, value) }
        if resultPower == "3" { return apply(.function(.cube), from: start, value) }
        return try combine(from: start, value, .power) { parser throws(ExpressionError) in
            parser.superscriptExponent(resultPower)
        }
    }

    /// `f^e(x)`, the current token being `^` (SpeedCrunch's `cos^2(pi)`): f(x) to the power e, where e is
    /// a signed operand (`2`, `-1`, `(−1)`). As with `^` everywhere, `cos^-1(x)` is the power −1, 1/cos x;
    /// the inverse function is `cos⁻¹(x)` or `acos(x)`.
    ///
    /// The exponent is written before the argument but is the right operand of the power: its keys are
    /// translated first, set aside, and appended after the function's value.
    mutating func applyFunctionRaised(
        _ function: ExpressionFunction, name: String, at token: ExpressionToken, writtenUnit: AngleUnit?
    ) throws(ExpressionError) -> Int {
        let power = current
        advance()
        try requireOperand(after: power)
        let exponentStart = output.count
        let exponent = try parseUnary()
        let exponentKeys = Array(output[exponentStart...])
        output.removeSubrange(exponentStart...)
        let value = try applyFunctionArgument(function, name: name, at: token, writtenUnit: writtenUnit)
        let start = output.count - valueLength
        return try combine(from: start, value, .power) { parser throws(ExpressionError) in
            parser.output += exponentKeys
            return exponent
        }
    }

    /// The function applied to its argument (``applyFunction(_:name:at:writtenUnit:)`` without a power
    /// after the name); sets ``valueLength`` to the number of keys appended.
    mutating func applyFunctionArgument(
        _ function: ExpressionFunction, name: String, at token: ExpressionToken, writtenUnit: AngleUnit?
    ) throws(ExpressionError) -> Int {
        let start = output.count
        if function == .summation {
            // Its own reading of the arguments (the term once per n).
            defer { valueLength = output.count - start }
            return try summation(name: name, at: token)
        }
        let marksBefore = angleMarksApplied
        // The operation between two arguments (log(x, b), root(x, n), nCr(n, r)), if the function has one.
        let binary: BinaryOperation?
        switch function {
        case .unary, .key, .angleConversion, .rounding, .pointAngle, .roundHalfToEven, .modularPower, .powerTower,
            .mean, .geometricMean, .cis, .summation:
            binary = nil
        case .log: binary = .logarithm
        case .binary(let op): binary = op
        case .integerDivision: binary = .divide
        case .flooredModulo: binary = .modulo
        }
        var first: Int
        var argumentCount = 1
        // The column of the token that ends the argument (its `)`, or what follows it without parentheses).
        var argumentEnd = 0
        var unit = writtenUnit
        if case .open(let group) = current.kind {
            let open = current
            advance()
            let savedBars = openBars
            openBars = 0
            defer { openBars = savedBars }
            if current.closesGroup {
                throw ExpressionError(column: current.column, reason: .missingArgument(name))
            }
            first = try parseComparison()
            isolateAtomicPercent(from: start, &first)
            while current.kind == .comma {
                if function == .flooredModulo, argumentCount == 1, let wordFormat {
                    try advancePastComma(in: name)
                    argumentCount = 2
                    first = try wordFlooredRemainder(from: start, first, format: wordFormat, name: name, at: token)
                    continue
                }
                if case .pointAngle(let yFirst) = function, argumentCount == 1 {
                    try advancePastComma(in: name)
                    argumentCount = 2
                    first = try pointFromCoordinates(from: start, first, yFirst: yFirst)
                    continue
                }
                if function == .modularPower, argumentCount < 3 {
                    // `( a ^ b powmod m )`: the power stays pending for the modulus.
                    try advancePastComma(in: name)
                    argumentCount += 1
                    let op: BinaryOperation = argumentCount == 2 ? .power : .modularPower
                    first = try combine(from: start, first, op) { parser throws(ExpressionError) in
                        try parser.parseComparison()
                    }
                    continue
                }
                if function == .mean || function == .geometricMean {
                    first = try mean(
                        geometric: function == .geometricMean, from: start, first, name: name, at: token)
                    argumentCount = 2
                    continue
                }
                if function == .powerTower, argumentCount == 1 {
                    try advancePastComma(in: name)
                    argumentCount = 2
                    first = try powerTower(from: start, first, name: name, at: token)
                    continue
                }
                if case .rounding(let key) = function, argumentCount == 1 {
                    try advancePastComma(in: name)
                    argumentCount = 2
                    first = try roundToDecimals(key, from: start, first, name: name, at: token)
                    continue
                }
                // sin(30, deg), asin(1, grad): the unit of this function's angle (Windows Calculator's
                // expressions), as sin₀ writes it.
                if case .unary(let f) = function, f.usesAngleUnit, argumentCount == 1, unit == nil {
                    try advancePastComma(in: name)
                    guard case .name(let unitName) = current.kind, let named = AngleUnit(named: unitName)
                    else {
                        throw arity(name, 1, at: token)
                    }
                    advance()
                    unit = named
                    argumentCount = 2
                    continue
                }
                guard let binary else { throw arity(name, function.argumentCount, at: token) }
                // min, max, gcd, lcm and hypot take any number of arguments, folded from the left
                // (min(a, b, c) is (a min b) min c); the other functions two.
                if argumentCount == 2 && !Self.foldingOperations.contains(binary) { throw arity(name, 2, at: token) }
                try advancePastComma(in: name)
                argumentCount += 1
                first = try combine(from: start, first, binary) { parser throws(ExpressionError) in
                    try parser.parseArgument()
                }
            }
            argumentEnd = current.column
            try expectClose(group, openedAt: open.column)
        } else {
            guard current.startsOperand || current.kind == .minus || current.kind == .plus else {
                throw ExpressionError(column: token.column, reason: .missingArgument(name))
            }
            first = try parseFunctionArgument()
            argumentEnd = current.column
        }
        defer { valueLength = output.count - start }
        switch function {
        case .unary(let f):
            // The function in the unit the expression writes (`sin(30, deg)`, `sin₀(30)`), whatever the
            // calculator's: one key, so that cos(90, deg) is exactly 0 in radians too.
            if let unit { return apply(.angleFunction(f, in: unit), from: start, first) }
            if f.takesAngle, angleMarksApplied == marksBefore + 1, let mark = lastDegreeMark,
                mark.keys == start..<output.count, mark.followingColumn == argumentEnd
            {
                // `sin(30°)`: the marked angle is the whole argument, so the function takes it in degrees.
                lastDegreeMark = nil
                output.replaceSubrange(start..., with: mark.degrees)
                return apply(.angleFunction(f, in: .degrees), from: start, mark.precedence)
            }
            if f.takesAngle, angleMarksApplied == marksBefore, output[start...].contains(.pi) {
                piInAngleArgument = true
            }
            return apply(.function(f), from: start, first)
        case .key(let key):
            return apply(key, from: start, first)
        case .angleConversion(let text, let fromRadians):
            // x × h ÷ π from radians, x × π ÷ h to radians, h the unit's half turn (one operand for what
            // follows).
            let halfTurn = Key.literal(NumberLiteral(valid: text))
            var value = try combine(from: start, first, .multiply) { parser throws(ExpressionError) in
                parser.operand(fromRadians ? halfTurn : .pi)
            }
            value = try combine(from: start, value, .divide) { parser throws(ExpressionError) in
                parser.operand(fromRadians ? .pi : halfTurn)
            }
            parenthesize(from: start, &value)
            return value
        case .rounding(let key):
            guard argumentCount == 1 else {
                parenthesize(from: start, &first)
                return first
            }
            return apply(.function(key), from: start, first)
        case .integerDivision:
            // ( a ÷ b ) trunc, as the infix `div` (one operand for what follows).
            guard argumentCount >= 2 else { throw arity(name, 2, at: token) }
            parenthesize(from: start, &first)
            return apply(.function(.trunc), from: start, first)
        case .log:
            if argumentCount == 1 { return apply(.function(.log10), from: start, first) }
            parenthesize(from: start, &first)
            return first
        case .roundHalfToEven:
            return try roundHalfToEven(from: start, first, name: name, at: token)
        case .summation:
            // Read by `summation(name:at:)` above, never here.
            throw arity(name, 3, at: token)
        case .cis:
            // `( [1] polar θ )`: the point at distance 1 and angle θ.
            parenthesize(from: start, &first)
            output.insert(
                contentsOf: [.openParenthesis, .literal(NumberLiteral(valid: "1")), .binary(.polar)], at: start)
            output.append(.closeParenthesis)
            return ExpressionFragment.atomic
        case .mean, .geometricMean:
            // One argument is its own mean; more were combined by `mean` at the first comma.
            if argumentCount == 1, function == .geometricMean {
                first = try nonNegative(from: start, first, name: name, at: token)
            }
            parenthesize(from: start, &first)
            return first
        case .modularPower, .powerTower:
            guard argumentCount == function.argumentCount else { throw arity(name, function.argumentCount, at: token) }
            parenthesize(from: start, &first)
            return first
        case .pointAngle:
            guard argumentCount == 2 else { throw arity(name, 2, at: token) }
            let angle = apply(.function(.argument), from: start, first)
            guard let unit else { return angle }
            return try combine(from: start, angle, .divide) { parser throws(ExpressionError) in
                parser.unitScale(unit)
            }
        case .binary, .flooredModulo:
            if argumentCount == 1, let binary, Self.foldingOperations.contains(binary) {
                return try foldedAlone(binary, from: start, first)
            }
            guard argumentCount >= 2 else { throw arity(name, 2, at: token) }
            // One operand for what follows: nCr(5, 2)! is (5 nCr 2)!.
            parenthesize(from: start, &first)
            return first
        }
    }
}
