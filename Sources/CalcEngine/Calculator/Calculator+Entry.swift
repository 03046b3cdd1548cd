extension Calculator {
    // Entry: typing digits and the point, the sign, deleting.

    mutating func typeDigit(_ digit: Digit) {
        // The operand is taken out of the state, not copied (a copy of a generic enum goes through its value
        // witnesses), and put back changed.
        var operand = Operand.none
        swap(&operand, &state.operand)
        var text: EntryText
        switch consume operand {
        case .none, .value:
            state.beginEntry()
            state.operand = .entry(EntryText(digit: digit))
            state.leaveResult()
            return
        case .cleared:
            state.beginEntry()
            state.operand = .entry(EntryText(digit: digit))
            return
        case .entry(let typed):
            text = typed
        }
        let count = text.utf8Count
        if count == 1 && text.firstByte == UInt8(ascii: "0") {
            text = EntryText(digit: digit)
        } else if count == 2 && text.firstByte == UInt8(ascii: "-") && text.lastByte == UInt8(ascii: "0") {
            text = EntryText("-" + digit.description)
        } else if count < arithmetic.configuration.entryDigitLimit
            || Self.typedDigitCount(text.string) < arithmetic.configuration.entryDigitLimit
        {
            // (An entry has no more digits than bytes: only a long one needs its digits counted.)
            text.append(digit.asciiByte)
        }
        state.operand = .entry(text)
    }

    mutating func typePoint() {
        switch state.operand {
        case .entry(var text):
            guard !text.contains(UInt8(ascii: ".")) else { return }
            text.append(UInt8(ascii: "."))
            state.operand = .entry(text)
        case .cleared:
            state.beginEntry()
            state.operand = .entry("0.")
        case .none, .value:
            state.beginEntry()
            state.operand = .entry("0.")
            state.leaveResult()
        }
        if state.decimalPoint == .none { state.decimalPoint = .inEntry }
    }

    mutating func negate() {
        switch state.operand {
        case .entry(let entry):
            state.operand = .entry(entry.signToggled)
        case .cleared:
            state.beginEntry()
            state.operand = .entry("-0")
        case .value(let v):
            if recordsTape {
                let term = currentTerm.negated
                line?.operand = term
            }
            state.operand = .value(arithmetic.negated(v))
        case .none:
            if state.phase == .showingResult {
                setDisplayedValue(arithmetic.negated(state.shown))
            } else {
                state.beginEntry()
                state.operand = .entry("-0")
            }
        }
    }

    /// Presses `keys` typed on another calculator (a backend switch): a typed number keeps every digit in
    /// `keys`, read on this backend as a literal is (`12345678901234567890` typed at 50 digits is
    /// 1.23456789012346e19 on Double, not the 15 digits Double's entry keeps, and all 20 digits again
    /// after a switch back), and a number still being typed with more digits than this calculator's entry
    /// takes becomes that value. The keys a model keeps leave out digits an entry refused (`KeyLog`).
    /// A key that continues a paste is not pressed while the calculator shows `Error` (``LoggedKey``).
    mutating func replay(_ keys: some Sequence<LoggedKey>) {
        configuration.replayedEntryDigitLimit = Int.max
        for key in keys { press(key) }
        configuration.replayedEntryDigitLimit = nil
        guard case .entry(let text) = state.operand,
            Self.typedDigitCount(text.string) > configuration.entryDigitLimit
        else { return }
        do throws(ArithmeticError) {
            setDisplayedValue(try arithmetic.parse(text))
        } catch {
            enterError(error)
        }
    }

    /// Digits typed, not counting a single leading `0` before the point (`0.000012` has 6).
    static func typedDigitCount(_ text: String) -> Int {
        var count = 0
        var leadingZero = false
        var position = 0
        for byte in text.utf8 {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                if position == 0 && byte == UInt8(ascii: "0") { leadingZero = true }
                count += 1
                position += 1
            } else if byte == UInt8(ascii: ".") {
                position += 1
            }
        }
        return leadingZero ? count - 1 : count
    }

    /// The entry after `back`: the last character removed, `0` when no digit is left.
    static func deletingLastCharacter(of text: String) -> String {
        var text = text
        if !text.isEmpty { text.removeLast() }
        if !text.contains(where: \.isNumber) { return "0" }
        return text
    }
}
