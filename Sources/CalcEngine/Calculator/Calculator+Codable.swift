/// A calculator encodes its whole state (pending operations, entry, memory, settings, random generator),
/// so an app restores exactly where the user left off; nothing that is derived from the settings (the
/// display formatter, the backend's zero) and no internal counter is written.
///
/// Decoding checks what it reads, so that a corrupted or hostile document gives a `DecodingError`
/// instead of a calculator that could trap or show something no key sequence can show: the display
/// digits must be 1 through what the precision can show, at most 256 groups open, a typed entry a
/// sign, digits and at most one point (no more digits than the display holds), and an operator's press
/// numbers are renumbered in order (any value is accepted; only their order matters). Documents written
/// by earlier versions, with the fields no longer written, still decode.
extension Calculator: Codable where Backend: Codable, Backend.Value: Codable {
    private enum CodingKeys: String, CodingKey {
        case configuration, angleUnit, state, beforeOperator, memory, random, tape, tapeLine
    }

    /// Decodes a calculator, checking that its state is one that keys can reach.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let configuration = try container.decode(Configuration.self, forKey: .configuration)
        let precision = configuration.backend.precision
        guard Self.decodedPrecisionRange.contains(precision) else {
            throw DecodingError.dataCorruptedError(
                forKey: .configuration, in: container,
                debugDescription:
                    "precision \(precision) is out of range (\(Self.decodedPrecisionRange.lowerBound)...\(Self.decodedPrecisionRange.upperBound) bits)"
            )
        }
        let limit = max(
            SignificantDigits(precision: precision).maximumCount, configuration.backend.maximumSignificantDigits)
        guard (1...limit).contains(configuration.displayDigits) else {
            throw DecodingError.dataCorruptedError(
                forKey: .configuration, in: container,
                debugDescription:
                    "\(configuration.displayDigits) display digits: \(configuration.backend.precision) bits show 1...\(limit)"
            )
        }
        if let entryDigits = configuration.entryDigits, !(1...configuration.displayDigits).contains(entryDigits) {
            throw DecodingError.dataCorruptedError(
                forKey: .configuration, in: container,
                debugDescription:
                    "\(entryDigits) entry digits: 1...\(configuration.displayDigits), the digits shown")
        }
        self.init(configuration: configuration)
        angleUnit = try container.decode(AngleUnit.self, forKey: .angleUnit)
        memory = try container.decode(Number.self, forKey: .memory)
        random = try container.decode(SeededRandomGenerator.self, forKey: .random)
        // (A calculator saved before it kept its tape has none: it starts an empty one.)
        tape = try container.decodeIfPresent(Tape.self, forKey: .tape) ?? Tape()
        state = try container.decode(State.self, forKey: .state)
        beforeOperator = try container.decodeIfPresent(State.self, forKey: .beforeOperator)
        // (A calculator saved without its expression line starts an empty one, parallel to its groups.)
        let decodedLine = try container.decodeIfPresent(TapeLine.self, forKey: .tapeLine)
        if let decodedLine, decodedLine.levels.count != state.groups.count {
            throw DecodingError.dataCorruptedError(
                forKey: .tapeLine, in: container,
                debugDescription:
                    "the tape's line has \(decodedLine.levels.count - 1) open groups, the calculator \(state.groups.count - 1)"
            )
        }
        line =
            tape.isRecording ? decodedLine ?? TapeLine(levels: Array(repeating: [], count: state.groups.count)) : nil
        for (candidate, key) in [(state, CodingKeys.state), (beforeOperator, .beforeOperator)] {
            guard let candidate else { continue }
            if let problem = problem(in: candidate) {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: problem)
            }
        }
        if let problem = problemWithDecodedValues() {
            throw DecodingError.dataCorruptedError(forKey: .state, in: container, debugDescription: problem)
        }
        renumberPresses()
    }

    /// Encodes the calculator's state.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(configuration, forKey: .configuration)
        try container.encode(angleUnit, forKey: .angleUnit)
        try container.encode(state, forKey: .state)
        try container.encodeIfPresent(beforeOperator, forKey: .beforeOperator)
        try container.encode(memory, forKey: .memory)
        try container.encode(random, forKey: .random)
        try container.encode(tape, forKey: .tape)
        try container.encodeIfPresent(line, forKey: .tapeLine)
    }

    /// What makes a decoded state one that no key sequence reaches, or nil when it is fine.
    private func problem(in state: State) -> String? {
        guard !state.groups.isEmpty, state.groups.count <= Self.maximumOpenParentheses + 1 else {
            return "\(state.groups.count - 1) open parentheses (0...\(Self.maximumOpenParentheses))"
        }
        for group in state.groups {
            for (index, pending) in group.enumerated() {
                if let text = pending.typedText, let problem = problem(withTyped: text) { return problem }
                // `powmod` is pressed only on a pending power (the operand it takes the modulus of).
                if pending.op == .modularPower, index == 0 || group[index - 1].op != .power {
                    return "a pending powmod without the power before it"
                }
            }
        }
        guard let text = state.operand.typedText else { return nil }
        return problem(withTyped: text)
    }

    /// What makes `text` a typed entry no key sequence types, or nil when it is fine.
    private func problem(withTyped text: String) -> String? {
        if Self.isProgrammer {
            // A word typed in the format's radix, as typing checks it (`typeWordDigit`): `FF` in hexadecimal,
            // 64 binary digits.
            guard programmerBackend.format.typedWord(text) == nil else { return nil }
            return "the entry '\(KeyScriptError.visible(text.prefix(40)))' is not a word of this format"
        }
        guard text.utf8.count <= 2 * configuration.entryDigitLimit + 2 else {
            return "the entry has more digits than the \(configuration.entryDigitLimit) a number may have"
        }
        var points = 0
        var digits = 0
        for (offset, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "."): points += 1
            case UInt8(ascii: "-") where offset == 0: break
            default: return "the entry '\(KeyScriptError.visible(text.prefix(40)))' is not a typed number"
            }
        }
        guard digits >= 1, points <= 1, (try? backend.parse(decimal: text)) != nil else {
            return "the entry '\(KeyScriptError.visible(text.prefix(40)))' is not a typed number"
        }
        guard Self.typedDigitCount(text) <= configuration.entryDigitLimit else {
            return "the entry has more digits than the \(configuration.entryDigitLimit) a number may have"
        }
        return nil
    }

    /// Numbers the operators' presses 1, 2, 3… in their order, and continues counting after them: a
    /// document's press numbers only say which operator came last, and a huge one must not overflow.
    private mutating func renumberPresses() {
        var numbers = Set<Int>()
        func collect(_ state: State) {
            for group in state.groups { for pending in group { numbers.insert(pending.pressNumber) } }
            if let last = state.lastOperator { numbers.insert(last.pressNumber) }
        }
        collect(state)
        if let beforeOperator { collect(beforeOperator) }
        let order = Dictionary(uniqueKeysWithValues: numbers.sorted().enumerated().map { ($1, $0 + 1) })
        func renumber(_ state: inout State) {
            for g in state.groups.indices {
                for p in state.groups[g].indices {
                    state.groups[g][p].pressNumber = order[state.groups[g][p].pressNumber]!
                }
            }
            if let last = state.lastOperator?.pressNumber { state.lastOperator?.pressNumber = order[last]! }
            state.shownText = nil
        }
        renumber(&state)
        if beforeOperator != nil { renumber(&beforeOperator!) }
        pressCount = numbers.count
    }
}
