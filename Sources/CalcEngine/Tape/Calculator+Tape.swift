extension Calculator {
    // MARK: The tape, as a user interface reads it

    /// The expression being keyed, as the tape will write it (`2 × ( 3 + 4`); empty when nothing is
    /// keyed or the tape is off.
    public var tapeLine: String {
        guard let line, !state.isError else { return "" }
        let current: TapeTerm? =
            switch state.operand {
            case .none: state.phase == .showingResult ? currentTerm : nil
            case .entry, .cleared, .value: currentTerm
            }
        return line.text(current: current)
    }

    // MARK: Feeding the tape at the engine's decisions

    /// Whether the calculator writes a tape.
    var recordsTape: Bool { line != nil }

    /// The text of the current operand: a typed entry as typed, a computed value's expression, or the
    /// displayed value when there is no current operand (the value `=` or an operator would use).
    var currentTerm: TapeTerm { currentTerm(display: nil) }

    /// ``currentTerm``, with `display` the current operand's display text when it is already known.
    func currentTerm(display: String?) -> TapeTerm {
        switch state.operand {
        case .entry(let text): TapeTerm(number: text.string)
        case .cleared: TapeTerm(number: "0")
        case .value(let v): line?.operand ?? TapeTerm(number: display ?? arithmetic.text(of: v, angle: angleUnit))
        case .none: TapeTerm(number: state.shownText ?? display ?? arithmetic.text(of: state.shown, angle: angleUnit))
        }
    }

    /// The display text of the current operand (what the tape writes as the operand of a repeated `=`).
    var currentDisplayText: String {
        switch state.operand {
        case .entry(let text): text.string
        case .cleared: "0"
        case .value(let v): arithmetic.text(of: v, angle: angleUnit)
        case .none: state.shownText ?? arithmetic.text(of: state.shown, angle: angleUnit)
        }
    }

    /// Makes `value` the current operand, written on the tape as `term`.
    mutating func setValue(_ value: Number, term: TapeTerm?) {
        if recordsTape { line?.operand = term }
        setValue(value)
    }

    /// Makes `value` the current operand, written on the tape as its display (formatted only when the
    /// tape needs it: ``currentTerm`` of a value without text is its display).
    mutating func setDisplayedValue(_ value: Number) {
        setValue(value, term: nil)
    }

    /// Writes a completed calculation on the tape.
    mutating func writeTape(expression: String?, result: String) {
        guard let expression else { return }
        tape.append(TapeEntry(expression: expression, result: result))
    }
}
