extension Calculator {
    // MARK: Programmer mode

    /// Whether this calculator is in programmer mode: its backend is ``ProgrammerBackend`` (a constant in
    /// each specialization).
    @inline(__always)
    static var isProgrammer: Bool { Backend.self == ProgrammerBackend.self }

    /// The binding strength of `op`: ``BinaryOperation/programmerPrecedence`` in programmer mode,
    /// ``BinaryOperation/precedence`` otherwise.
    @inline(__always)
    static func precedence(of op: BinaryOperation) -> Int {
        Self.isProgrammer ? op.programmerPrecedence : op.precedence
    }

    /// The programmer backend, with its current format and carry.
    ///
    /// - Precondition: ``isProgrammer``.
    var programmerBackend: ProgrammerBackend { configuration.backend as! ProgrammerBackend }

    /// The word format of programmer mode (nil on the other backends): width, signedness, radix.
    public var wordFormat: WordFormat? {
        Self.isProgrammer ? programmerBackend.format : nil
    }

    /// The w-bit pattern of the displayed word (nil when not in programmer mode, or on `Error`).
    public var wordPattern: UInt64? {
        guard Self.isProgrammer, let value = displayedValue as? ProgrammerWord, value.isValid else { return nil }
        return programmerBackend.format.pattern(of: programmerBackend.format.reduced(value))
    }

    /// The carry bit of rotate through carry (nil when not in programmer mode).
    public var carry: Bool? { Self.isProgrammer ? programmerBackend.carry : nil }

    /// Replaces the programmer backend (its format or carry).
    mutating func setProgrammerBackend(_ backend: ProgrammerBackend) {
        configuration.replaceBackend(backend as! Backend)
    }

    /// Back to the format the backend was made with, carry clear (a reset).
    mutating func resetProgrammerBackend() {
        var backend = programmerBackend
        backend.format = backend.initialFormat
        backend.carry = false
        setProgrammerBackend(backend)
    }

    /// Whether programmer mode refuses `key` whatever the state: a digit beyond the radix (`2` in binary,
    /// `A` in decimal), the point and `bitK` for a bit at or beyond the word's width, as Windows
    /// Calculator disables them. A refused key changes nothing: `5 * bit8 + 1 =` in 8 bits is 6, the `+`
    /// replacing the `*`.
    func refusesInProgrammerMode(_ key: Key) -> Bool {
        let format = programmerBackend.format
        if case .digit(let digit) = key { return digit.value >= format.radix.base }
        if case .programmer(.hexDigit(let digit)) = key { return digit.value >= format.radix.base }
        if case .programmer(.toggleBit(let k)) = key { return k >= format.width.bits }
        return key == .point
    }

    /// Presses a key the way programmer mode differs from the others; false when the key is to be
    /// pressed as on every backend.
    ///
    /// Digits beyond the radix or that would overflow the word are refused, the point is refused, ±
    /// toggles the sign of a decimal number typed on signed words (the entry goes on) and negates a
    /// value otherwise, constants, `rand` and
    /// `%` give `Error`, `C` and `AC` also clear the carry.
    mutating func pressInProgrammerMode(_ key: Key) throws(ArithmeticError) -> Bool {
        // (Digits beyond the radix and the point never get here: ``refusesInProgrammerMode(_:)``.)
        switch key {
        case .digit(let digit):
            typeWordDigit(digit.value)
            return true
        case .programmer(let key):
            try pressProgrammer(key)
            return true
        case .point:
            return true  // refused before (refusesInProgrammerMode)
        case .negate:
            let format = programmerBackend.format
            if case .entry(let entry) = state.operand, format.isSigned, format.radix == .decimal {
                // During decimal entry on signed words, ± toggles the typed number's sign and the entry
                // goes on (`1 2 neg 8` is −128), as in the other modes and Windows Calculator's; 0 stays
                // positive, and a toggle whose number does not fit the word (128 in 8 bits) is refused.
                // Unsigned words have no negative entry, and the other radixes show a word's pattern,
                // never a sign: ± negates the value there (the entry ends).
                guard entry != "0", entry != "-0" else { return true }
                let toggled = entry.signToggled
                if format.typedWord(toggled.string) != nil { state.operand = .entry(toggled) }
                return true
            }
            let value = try state.operandValue(arithmetic)
            let negated = programmerBackend.format.reduced(backend.negation(value.value) as! ProgrammerWord)
            setDisplayedValue(Number(value: negated as! Value, isExact: true))
            return true
        case .backspace:
            guard case .entry(let entry) = state.operand else { return true }
            clearBeforeOperator()
            var text = entry.string
            if !text.isEmpty { text.removeLast() }
            state.operand = .entry(EntryText(text.isEmpty || text == "-" ? "0" : text))
            return true
        case .literal(let number):
            let word = programmerBackend.word(decimalLiteral: number.text)
            guard word.isValid else { throw .invalidOperation }
            setDisplayedValue(Number(value: word as! Value, isExact: true))
            return true
        case .pi, .e, .random, .percent, .imaginaryUnit:
            throw .invalidOperation
        case .allClear, .clear:
            var backend = programmerBackend
            backend.carry = false
            setProgrammerBackend(backend)
            return false
        case .binary, .equals, .function, .angleFunction, .openParenthesis, .closeParenthesis, .memoryClear, .memoryAdd,
            .memorySubtract, .memoryRecall, .degrees, .radians, .gradians:
            return false
        }
    }

    /// Types a digit of value `value` (0…15) in programmer mode: refused beyond the radix or when the
    /// word would overflow.
    mutating func typeWordDigit(_ value: Int) {
        let format = programmerBackend.format
        let digit = String(value, radix: 16, uppercase: true)
        let current = state.operand.typedText
        let text = current.map { $0 == "0" ? digit : $0 + digit } ?? digit
        guard format.typedWord(text) != nil else { return }
        state.operand = .entry(EntryText(text))
        if current == nil { state.leaveResult() }
    }

    /// A key of ``ProgrammerKey``, in programmer mode.
    mutating func pressProgrammer(_ key: ProgrammerKey) throws(ArithmeticError) {
        let backend = programmerBackend
        switch key {
        case .hexDigit(let digit):
            typeWordDigit(digit.value)
        case .not:
            try applyWordFunction(key) { backend.not($0) }
        case .rotateLeft:
            try applyWordFunction(key) { backend.rotatedLeft($0) }
        case .rotateRight:
            try applyWordFunction(key) { backend.rotatedRight($0) }
        case .rotateLeftThroughCarry, .rotateRightThroughCarry:
            let x = try state.operandValue(arithmetic).value as! ProgrammerWord
            let (word, carry) =
                key == .rotateLeftThroughCarry
                ? backend.rotatedLeftThroughCarry(x, carry: backend.carry)
                : backend.rotatedRightThroughCarry(x, carry: backend.carry)
            var changed = backend
            changed.carry = carry
            setProgrammerBackend(changed)
            try applyWordFunction(key) { _ in word }
        case .bitCount:
            try applyWordFunction(key) { backend.bitCount($0) }
        case .toggleBit(let k):
            let x = try state.operandValue(arithmetic).value as! ProgrammerWord
            guard let word = backend.toggling(bit: k, of: x) else { return }
            setDisplayedValue(Number(value: word as! Value, isExact: true))
        case .radix(let radix):
            try changeFormat { $0.radix = radix }
        case .width(let width):
            try changeFormat { $0.width = width }
        case .signed:
            try changeFormat { $0.isSigned = true }
        case .unsigned:
            try changeFormat { $0.isSigned = false }
        }
    }

    /// Replaces the current operand with `f` of it, written on the tape as `name(x)` with the key's name.
    private mutating func applyWordFunction(_ key: ProgrammerKey, _ f: (ProgrammerWord) -> ProgrammerWord)
        throws(ArithmeticError)
    {
        let word = f(try state.operandValue(arithmetic).value as! ProgrammerWord)
        guard word.isValid else { throw .invalidOperation }
        setWordFunctionResult(Number(value: word as! Value, isExact: true), of: key)
    }

    /// Replaces the current operand with `result`, a programmer key's function of it, written on the tape
    /// as `name(x)` with the key's name (in programmer mode and, for NOT and popcount, outside it).
    mutating func setWordFunctionResult(_ result: Number, of key: ProgrammerKey) {
        let term = line == nil ? nil : TapeTerm(text: "\(key.facts.name)(\(currentTerm.argumentText))", isAtomic: true)
        setValue(result, term: term)
        line?.hasOperation = true
    }

    /// Changes the word format: a typed entry ends (read in the old radix) and keeps its value; every
    /// value the calculator holds (display, pending operands, memory, the repeated operand) is
    /// reduced to the new format, so that a width change sign-extends (signed) or zero-extends
    /// (unsigned) then reduces, and a signedness change keeps the bits.
    private mutating func changeFormat(_ change: (inout WordFormat) -> Void) throws(ArithmeticError) {
        let current = try state.operandValue(arithmetic)
        // The operand that an operator just pressed would give back to a second one: read in the old radix
        // too, and reduced below (`1 0 + hex - 0 =` is A, not the entry 10 read in hexadecimal).
        try operatorSnapshot.readEntries(arithmetic)
        var backend = programmerBackend
        change(&backend.format)
        let format = backend.format
        setProgrammerBackend(backend)
        func reduced(_ number: Number) -> Number {
            Number(value: format.reduced(number.value as! ProgrammerWord) as! Value, isExact: true)
        }
        memory = reduced(memory)
        state.mapValues(reduced)
        if state.operand.typedEntry != nil { setDisplayedValue(reduced(current)) }
        operatorSnapshot.mapValues(reduced)
    }
}
