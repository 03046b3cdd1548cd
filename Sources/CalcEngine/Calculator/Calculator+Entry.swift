extension Calculator {
    // Entry: typing digits and the point, the sign, deleting.

    mutating func typeDigit(_ digit: Digit) {
        // The operand is taken out of the state, not copied (a copy of a generic enum goes through its value
        // witnesses), and put back changed.
        var operand = Operand.none
        swap(&operand, &state.operand)
        var text: String
        switch consume operand {
        case .none, .value:
            state.operand = .entry(digit.description)
            state.leaveResult()
            return
        case .cleared:
            state.operand = .entry(digit.description)
            return
        case .entry(let typed):
            text = typed
        }
        // Compared as bytes: the entry is ASCII, and String's == on literals goes through its general
        // comparison.
        let bytes = text.utf8
        if bytes.count == 1 && bytes.first == UInt8(ascii: "0") {
            text = digit.description
        } else if bytes.count == 2 && bytes.first == UInt8(ascii: "-") && bytes.last == UInt8(ascii: "0") {
            text = "-" + digit.description
        } else if bytes.count < arithmetic.configuration.entryDigitLimit
            || Self.typedDigitCount(text) < arithmetic.configuration.entryDigitLimit
        {
            // (An entry has no more digits than bytes: only a long one needs its digits counted.)
            text.append(digit.description)  // (a literal: cheaper to append than a scalar to encode)
        }
        state.operand = .entry(text)
    }

    mutating func typePoint() {
        state.typedDecimalPoint = true
        guard let text = state.operand.typedText else {
            state.operand = .entry("0.")
            state.leaveResult()
            return
        }
        if !text.utf8.contains(UInt8(ascii: ".")) { state.operand = .entry(text + ".") }
    }

    mutating func negate() {
        switch state.operand {
        case .entry(let text):
            state.operand = .entry(text.hasPrefix("-") ? String(text.dropFirst()) : "-" + text)
        case .cleared:
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
                state.operand = .entry("-0")
            }
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
