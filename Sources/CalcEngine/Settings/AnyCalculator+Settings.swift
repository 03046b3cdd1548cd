extension AnyCalculator {
    /// The settings this calculator was made with: `settings.makeCalculator()` is this calculator as it
    /// was created.
    public var settings: EngineSettings {
        switch kind {
        case .double:
            EngineSettings(resolved: .double, held(DoubleBackend.self).calculator.configuration, verifiesDigits: false)
        case .programmer:
            programmerOrigin?.settings ?? held(ProgrammerBackend.self).calculator.programmerSettings
        #if MPFR
            case .mpfr:
                EngineSettings(
                    resolved: held(MPFRBackend.self).calculator.configuration.backend.isIEEEMode ? .mpfrIEEE : .mpfr,
                    held(MPFRBackend.self).calculator.configuration, verifiesDigits: false)
            case .exact:
                EngineSettings(
                    resolved: .exact, held(ExactBackend.self).calculator.configuration, verifiesDigits: false)
            case .verified:
                EngineSettings(
                    resolved: .mpfr, held(VerifiedBackend.self).calculator.configuration, verifiesDigits: true)
            case .verifiedExact:
                EngineSettings(
                    resolved: .exact, held(VerifiedExactBackend.self).calculator.configuration, verifiesDigits: true)
        #endif
        }
    }

    /// The backend this calculator runs on.
    public var backend: BackendKind { settings.backend }

    /// Switches to the calculator that `settings` make, with `keys` (every key pressed since this
    /// calculator was created) pressed on it again: the same calculation, memory, angle unit and `rand`
    /// numbers, with the new backend's digits. A typed number keeps every digit in `keys`, read on the
    /// new backend as a literal is, even where the new entry takes fewer: give the keys an entry accepted
    /// (`CalculatorModel`'s key log leaves out the digits it refused).
    ///
    /// The replay writes the expression line being keyed with the new backend's digits; the tape's
    /// completed entries stay as they were written. Replaying costs what pressing the keys cost on the
    /// new backend.
    public mutating func switchBackend(to settings: EngineSettings, replaying keys: some Sequence<Key>) {
        switchBackend(to: settings, replaying: keys.lazy.map { LoggedKey($0) })
    }

    /// The key that ends an entry a backend switch could not keep as one: `previous` showed a typed number
    /// with more digits than this calculator's entry takes, which the replay left here as a value
    /// (`12345678901234567890` typed at 50 digits is 1.23456789012346e19 on Double). A digit, `.` or
    /// `back` would then act on a value here and on an entry there, so the same keys would give another
    /// calculation after a switch back (`5` started a new number on Double and appended to the 20 digits
    /// on MPFR). Pressed here and logged, this literal of the typed digits makes every backend hold the
    /// number as a value. nil when there is no such entry.
    public func literalEndingEntry(keptBy previous: AnyCalculator) -> Key? {
        guard previous.isShowingEntry, !isShowingEntry, !isError, previous.wordFormat == nil,
            let literal = NumberLiteral(previous.display)
        else { return nil }
        return .literal(literal)
    }

    /// `switchBackend(to:replaying:)` with logged keys: a key that continues a paste
    /// is not pressed while the calculator shows `Error` (``LoggedKey``), so a paste replays as it was
    /// pasted, stopping at its first `Error` on the new backend.
    public mutating func switchBackend(to settings: EngineSettings, replaying keys: some Sequence<LoggedKey>) {
        let tape = self.tape
        var calculator = settings.makeCalculator(tapeCapacity: tape.capacity)
        calculator.modify(ReplayKeys(keys: keys))
        calculator.tape = tape
        self = calculator
    }
}

extension EngineSettings {
    /// A calculator with these settings whose tape keeps at most `tapeCapacity` entries: 0 keeps no tape
    /// at all, what batch evaluation uses (it never reads one).
    public func makeCalculator(tapeCapacity: Int) -> AnyCalculator {
        var calculator = makeCalculator()
        if tapeCapacity != calculator.tape.capacity { calculator.tape = Tape(capacity: tapeCapacity) }
        return calculator
    }

    /// A calculator with these settings on which `keys` have been pressed, in order: what the terminal
    /// calculator's `b` key and `CalculatorModel`'s backend switch do.
    ///
    /// A typed number keeps every digit in `keys`, read on this backend as a literal is, even where this
    /// backend's entry takes fewer (`12345678901234567890` typed at 50 digits is 1.23456789012346e19 on
    /// Double, not its first 15 digits).
    public func makeCalculator(replaying keys: some Sequence<Key>) -> AnyCalculator {
        makeCalculator(replaying: keys.lazy.map { LoggedKey($0) })
    }

    /// `makeCalculator(replaying:)` with logged keys (``LoggedKey``: a paste stops at
    /// its first `Error`).
    public func makeCalculator(replaying keys: some Sequence<LoggedKey>) -> AnyCalculator {
        var calculator = makeCalculator()
        calculator.modify(ReplayKeys(keys: keys))
        return calculator
    }

    /// The settings of a calculator already made (nothing to validate).
    init<Backend>(
        resolved backend: BackendKind, _ configuration: CalculatorConfiguration<Backend>, verifiesDigits: Bool
    ) {
        self.backend = backend
        precision = configuration.backend.precision
        digits = configuration.displayDigits
        entryDigits = configuration.entryDigits
        mode = configuration.mode
        angleUnit = configuration.angleUnit
        snapsCancellation = configuration.snapsCancellation
        randomSeed = configuration.randomSeed
        fractions = configuration.fractions
        complexResults = configuration.complexResults
        complexForm = configuration.complexForm
        self.verifiesDigits = verifiesDigits
    }
}

/// Keys typed on another calculator, replayed (``Calculator/replay(_:)``).
private struct ReplayKeys<Keys: Sequence<LoggedKey>>: CalculatorChange {
    let keys: Keys
    func apply<Backend>(to calculator: inout Calculator<Backend>) { calculator.replay(keys) }
}
