extension ExpressionParser {
    /// Programmer mode's bitwise operators, by name or symbol (in lower case), with their levels: OR,
    /// XOR and XNOR loosest, then AND, NAND and NOR, both looser than + and − (Windows' precedence).
    static let bitwiseOperators: [String: BinaryOperation] = [
        "or": .or, "|": .or, "xor": .xor, "xnor": .xnor, "and": .and, "&": .and, "nand": .nand, "nor": .nor,
    ]

    /// Programmer mode's functions of one word, by name (in lower case): Windows Calculator's rotations
    /// (`rol(1)`, `ror`, `rcl`, `rcr`), GNOME Calculator's `ones x` (the ones' complement, NOT) and
    /// `twos x` (the two's complement, −x), and SpeedCrunch's `popcount(x)` (also `bitcount`).
    static let wordFunctions: [String: Key] = [
        "rol": .programmer(.rotateLeft), "ror": .programmer(.rotateRight),
        "rcl": .programmer(.rotateLeftThroughCarry), "rcr": .programmer(.rotateRightThroughCarry),
        "ones": .programmer(.not), "twos": .negate, "popcount": .programmer(.bitCount),
        "bitcount": .programmer(.bitCount),
    ]

    /// SpeedCrunch's radix functions, before `(`: `hex(255)` is 255 shown in hexadecimal, `( 255 ) hex`,
    /// the radix key after its argument (the display's radix changes from there on, as `to hex` changes
    /// it at the end).
    static let radixFunctions: [String: Radix] = [
        "hex": .hexadecimal, "oct": .octal, "bin": .binary, "dec": .decimal,
    ]

    /// In programmer mode, the function of a word function's name (``wordFunctions``), of a radix function
    /// (``radixFunctions``) or of a bitwise operator written as a function before `(` (SpeedCrunch's
    /// `and(12; 10)`, `or`, `xor`, folded from the left over any number of arguments); nil otherwise.
    func wordFunction(_ lowercased: String) -> ExpressionFunction? {
        guard programmer else { return nil }
        if let key = Self.wordFunctions[lowercased] { return .key(key) }
        if current.kind == .open, let radix = Self.radixFunctions[lowercased] {
            return .key(.programmer(.radix(radix)))
        }
        guard current.kind == .open, let op = Self.bitwiseOperators[lowercased] else { return nil }
        return .binary(op)
    }

    /// The binding strength of `op` in this parser's mode: ``BinaryOperation/programmerPrecedence`` in
    /// programmer mode, ``BinaryOperation/precedence`` otherwise.
    func precedence(of op: BinaryOperation) -> Int {
        programmer ? op.programmerPrecedence : op.precedence
    }

    /// Whether `token` is a bitwise operator of programmer mode (which ends a product: no implicit
    /// multiplication by `and`).
    func isBitwiseOperator(_ token: ExpressionToken) -> Bool {
        guard programmer, case .name(let name) = token.kind else { return false }
        return Self.bitwiseOperators[name.lowercased()] != nil
    }

    /// The bitwise operation of `token` at `level` (1: OR, XOR, XNOR; 2: AND, NAND, NOR), or nil.
    func bitwiseOperation(_ token: ExpressionToken, level: Int) -> BinaryOperation? {
        guard programmer, case .name(let name) = token.kind, let op = Self.bitwiseOperators[name.lowercased()],
            op.programmerPrecedence == level
        else { return nil }
        return op
    }

    /// Programmer mode's loosest levels: `a or b`, `a xor b`, `a xnor b`, `a | b` (level 1) over `a and b`,
    /// `a nand b`, `a nor b`, `a & b` (level 2) over sums.
    mutating func parseBitwise(level: Int) throws(ExpressionError) -> Int {
        let start = output.count
        func parseOperand(_ parser: inout ExpressionParser) throws(ExpressionError) -> Int {
            level == 1 ? try parser.parseBitwise(level: 2) : try parser.parseArithmeticSum()
        }
        var left = try parseOperand(&self)
        while let op = bitwiseOperation(current, level: level) {
            let token = current
            advance()
            try requireOperand(after: token)
            left = try combine(from: start, left, op) { parser throws(ExpressionError) in try parseOperand(&parser) }
        }
        return left
    }

    /// GNOME Calculator's `… in hex` and qalc's `… to bin` at the end of a programmer expression: the
    /// radix key after the whole, so that the result is shown in that radix (`bin`, `binary`, `oct`,
    /// `octal`, `dec`, `decimal`, `hex`, `hexadecimal`, any case).
    mutating func parseRadixConversion(_ precedence: inout Int) throws(ExpressionError) {
        guard isRadixConversion(current), case .name(let word) = current.kind else { return }
        let token = current
        advance()
        // In hexadecimal, `dec` is read as a number (0xDEC): its text decides.
        guard let radix = Self.radixNames[text(of: current).lowercased()] else {
            throw ExpressionError(
                column: current.kind == .end ? token.column : current.column,
                reason: .notARadix(current.kind == .end ? word : text(of: current)))
        }
        advance()
        parenthesize(from: 0, &precedence)
        output.append(.programmer(.radix(radix)))
        precedence = ExpressionFragment.atomic
    }

    /// The radixes by the names written after `in` or `to` (lower-cased).
    static let radixNames: [String: Radix] = [
        "bin": .binary, "binary": .binary, "oct": .octal, "octal": .octal, "dec": .decimal,
        "decimal": .decimal, "hex": .hexadecimal, "hexadecimal": .hexadecimal,
    ]

    /// Outside programmer mode, the error for an unknown name (`lowered`, lower-cased) that is one of
    /// programmer mode's words: a bitwise operator or function (`xor`, `not`, `popcount`, `rol`…), a radix
    /// function before `(` (`hex(255)`), or `in` or `to` before a radix's name (`255 to hex`); nil
    /// for any other name.
    func programmerOnlyName(_ name: String, lowered: String, at token: ExpressionToken) -> ExpressionError? {
        guard !programmer else { return nil }
        if Self.bitwiseOperators[lowered] != nil || Self.wordFunctions[lowered] != nil || lowered == "not"
            || (current.kind == .open && Self.radixFunctions[lowered] != nil)
        {
            return ExpressionError(column: token.column, reason: .programmerOnly(name))
        }
        if lowered == "in" || lowered == "to", case .name = current.kind {
            let radix = text(of: current)
            guard Self.radixNames[radix.lowercased()] != nil else { return nil }
            return ExpressionError(column: token.column, reason: .programmerOnly(name + " " + radix))
        }
        return nil
    }

    /// Whether `token` starts a radix conversion (`in`, `to`, in programmer mode): it ends the product
    /// before it rather than multiplying.
    func isRadixConversion(_ token: ExpressionToken) -> Bool {
        guard programmer, case .name(let word) = token.kind else { return false }
        let lowered = word.lowercased()
        return lowered == "in" || lowered == "to"
    }

    /// `not x` and `~x` in programmer mode: NOT of what follows up to the next binary operator looser than
    /// `^`, as a unary minus takes it: `~2^3` is ~(2^3) = −9 (as SpeedCrunch reads it, and as `-2^2` is
    /// −4), `~-1` is 0, `~3 + 1` is (~3) + 1.
    mutating func parseNot(at token: ExpressionToken) throws(ExpressionError) -> Int {
        try enter()
        defer { depth -= 1 }
        try requireOperand(after: token)
        let start = output.count
        let operand = try parseSigned(functionArgument: false)
        return apply(.programmer(.not), from: start, operand)
    }
}
