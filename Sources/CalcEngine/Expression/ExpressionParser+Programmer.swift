extension ExpressionParser {
    /// Programmer mode's functions of one word, by name (in lower case): Windows Calculator's rotations
    /// (`rol(1)`, `ror`, `rcl`, `rcr`), GNOME Calculator's `ones x` (the ones' complement, NOT) and
    /// `twos x` (the two's complement, −x), and SpeedCrunch's `not(x)` (written before `(`; `not x` is
    /// the prefix operator) and `popcount(x)` (also `bitcount`).
    static let wordFunctions: [String: Key] = [
        "rol": .programmer(.rotateLeft), "ror": .programmer(.rotateRight),
        "rcl": .programmer(.rotateLeftThroughCarry), "rcr": .programmer(.rotateRightThroughCarry),
        "not": .programmer(.not), "ones": .programmer(.not), "twos": .negate, "popcount": .programmer(.bitCount),
        "bitcount": .programmer(.bitCount),
    ]

    /// SpeedCrunch's radix functions, before `(`: `hex(255)` is 255 shown in hexadecimal, `( 255 ) hex`,
    /// the radix key after its argument (the display's radix changes from there on, as `to hex` changes
    /// it at the end).
    static let radixFunctions: [String: Radix] = [
        "hex": .hexadecimal, "oct": .octal, "bin": .binary, "dec": .decimal,
    ]

    /// The function of a word function's name (``wordFunctions``; outside programmer mode only those that
    /// need no word: `not(x)`, `popcount`, `ones`, `twos`), in programmer mode of a radix function
    /// (``radixFunctions``), or of a bitwise operator written as a function before `(` (SpeedCrunch's
    /// `and(12; 10)`, `or`, `xor`, folded from the left over any number of arguments); nil otherwise.
    func wordFunction(_ lowercased: String) -> ExpressionFunction? {
        if let key = Self.wordFunctions[lowercased] {
            if programmer { return .key(key) }
            guard case .programmer(let programmerKey) = key, programmerKey.needsWord else { return .key(key) }
            return nil
        }
        if programmer, current.opensGroup, let radix = Self.radixFunctions[lowercased] {
            return .key(.programmer(.radix(radix)))
        }
        guard current.opensGroup, let op = Self.bitwiseOperators[lowercased] else { return nil }
        return .binary(op)
    }

    /// The binding strength of `op` in this parser's mode: ``BinaryOperation/programmerPrecedence`` in
    /// programmer mode, ``BinaryOperation/precedence`` otherwise.
    func precedence(of op: BinaryOperation) -> Int {
        programmer ? op.programmerPrecedence : op.precedence
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
            throw current.kind == .end
                ? ExpressionError(column: token.column, reason: .missingRadix(word))
                : ExpressionError(column: current.column, reason: .notARadix(text(of: current)))
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
    /// programmer mode's words: a function of a word (`rol`, `rcr`…), a radix function before `(`
    /// (`hex(255)`), or `in` or `to` before a radix's name (`255 to hex`); nil for any other name.
    func programmerOnlyName(_ name: String, lowered: String, at token: ExpressionToken) -> ExpressionError? {
        guard !programmer else { return nil }
        if Self.wordFunctions[lowered] != nil || (current.opensGroup && Self.radixFunctions[lowered] != nil) {
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
}
