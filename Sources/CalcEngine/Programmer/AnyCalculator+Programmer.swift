extension Calculator where Backend == ProgrammerBackend {
    /// The settings of a programmer-mode calculator not made from settings (wrapped or decoded): the
    /// build's standard backend (the one to return to is not known here), this calculator's mode, angle
    /// unit, cancellation rule and seed, and the word format it started in.
    var programmerSettings: EngineSettings {
        var settings = EngineSettings.standard
        settings.mode = configuration.mode
        settings.angleUnit = configuration.angleUnit
        settings.snapsCancellation = configuration.snapsCancellation
        settings.randomSeed = configuration.randomSeed
        settings.programmer = configuration.backend.initialFormat
        return settings
    }
}

extension AnyCalculator {
    /// Programmer mode's current word format (width, signedness, radix), or nil when the calculator is
    /// not in programmer mode.
    public var wordFormat: WordFormat? { read(ReadWordFormat()) }

    /// The carry bit of rotate through carry, or nil when the calculator is not in programmer mode.
    public var carry: Bool? { read(ReadCarry()) }

    /// The w-bit pattern of the displayed word, or nil when not in programmer mode or on `Error`.
    public var wordPattern: UInt64? { read(ReadWordPattern()) }

    /// Switches to the calculator that `settings` make, keeping the displayed value: how programmer mode
    /// is entered (the value truncated toward zero and reduced to the word) and left (the word's
    /// integer value). Pending operations and memory are not carried over; the tape is.
    ///
    /// On `Error` the new calculator starts at 0.
    public mutating func switchMode(to settings: EngineSettings) {
        let tape = self.tape
        let literal = resultLiteral
        var calculator = settings.makeCalculator()
        calculator.tape = Tape(capacity: tape.capacity)
        if let literal { calculator.press(.literal(literal)) }
        calculator.tape = tape
        self = calculator
    }
}

/// The word format, when in programmer mode.
private struct ReadWordFormat: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> WordFormat? { calculator.wordFormat }
}

/// The carry bit, when in programmer mode.
private struct ReadCarry: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> Bool? { calculator.carry }
}

/// The displayed word's pattern, when in programmer mode.
private struct ReadWordPattern: CalculatorReading {
    @inline(__always)
    func read<Backend>(_ calculator: Calculator<Backend>) -> UInt64? { calculator.wordPattern }
}
