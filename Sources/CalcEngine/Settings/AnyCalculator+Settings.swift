extension AnyCalculator {
    /// The value in memory as the display would show it (`0` when empty).
    public var memoryDisplay: String {
        switch self {
        case .double(let calculator): calculator.memoryDisplay
        #if MPFR
            case .mpfr(let calculator): calculator.memoryDisplay
            case .exact(let calculator): calculator.memoryDisplay
            case .verified(let calculator): calculator.memoryDisplay
            case .verifiedExact(let calculator): calculator.memoryDisplay
        #endif
        }
    }

    /// D: the significant digits of results, and the most digits an entry can have.
    public var displayDigits: Int {
        switch self {
        case .double(let calculator): calculator.displayDigits
        #if MPFR
            case .mpfr(let calculator): calculator.displayDigits
            case .exact(let calculator): calculator.displayDigits
            case .verified(let calculator): calculator.displayDigits
            case .verifiedExact(let calculator): calculator.displayDigits
        #endif
        }
    }

    /// The short name of the numeric backend (`double`, `mpfr`, `mpfr-ieee`, `exact`, `mpfr-verified`…).
    public var backendName: String {
        switch self {
        case .double(let calculator): calculator.backendName
        #if MPFR
            case .mpfr(let calculator): calculator.backendName
            case .exact(let calculator): calculator.backendName
            case .verified(let calculator): calculator.backendName
            case .verifiedExact(let calculator): calculator.backendName
        #endif
        }
    }

    /// The settings this calculator was made with: `settings.makeCalculator()` is this calculator as it
    /// was created.
    public var settings: EngineSettings {
        switch self {
        case .double(let calculator):
            EngineSettings(resolved: .double, calculator.configuration, verifiesDigits: false)
        #if MPFR
            case .mpfr(let calculator):
                EngineSettings(
                    resolved: calculator.configuration.backend.isIEEEMode ? .mpfrIEEE : .mpfr, calculator.configuration,
                    verifiesDigits: false)
            case .exact(let calculator):
                EngineSettings(resolved: .exact, calculator.configuration, verifiesDigits: false)
            case .verified(let calculator):
                EngineSettings(resolved: .mpfr, calculator.configuration, verifiesDigits: true)
            case .verifiedExact(let calculator):
                EngineSettings(resolved: .exact, calculator.configuration, verifiesDigits: true)
        #endif
        }
    }

    /// The backend this calculator runs on.
    public var backend: BackendKind { settings.backend }

    /// Switches to the calculator that `settings` make, with `keys` (every key pressed since this
    /// calculator was created) pressed on it again: the same calculation, memory, angle unit and `rand`
    /// numbers, with the new backend's digits.
    ///
    /// Replaying costs what pressing the keys cost on the new backend.
    public mutating func switchBackend(to settings: EngineSettings, replaying keys: some Sequence<Key>) {
        self = settings.makeCalculator(replaying: keys)
    }
}

extension EngineSettings {
    /// A calculator with these settings on which `keys` have been pressed, in order: what the terminal
    /// calculator's `b` key and `CalculatorModel`'s backend switch do.
    public func makeCalculator(replaying keys: some Sequence<Key>) -> AnyCalculator {
        var calculator = makeCalculator()
        calculator.press(keys)
        return calculator
    }

    /// The settings of a calculator already made (nothing to validate).
    init<Backend>(
        resolved backend: BackendKind, _ configuration: CalculatorConfiguration<Backend>, verifiesDigits: Bool
    ) {
        self.backend = backend
        precision = configuration.backend.precision
        digits = configuration.displayDigits
        mode = configuration.mode
        angleUnit = configuration.angleUnit
        snapsCancellation = configuration.snapsCancellation
        randomSeed = configuration.randomSeed
        self.verifiesDigits = verifiesDigits
    }
}

extension AnyCalculator {
    /// The value on the display (a typed entry parsed) rounded to `count` significant digits, half to
    /// even on its exact value; nil in the error state.
    public func displayedValue(roundedTo count: Int) -> DecimalDigits? {
        func digits<B>(_ calculator: Calculator<B>) -> DecimalDigits? {
            calculator.displayedValue.map {
                calculator.configuration.backend.decimalDigits(of: $0, significantDigits: max(1, count))
            }
        }
        switch self {
        case .double(let calculator): return digits(calculator)
        #if MPFR
            case .mpfr(let calculator): return digits(calculator)
            case .exact(let calculator): return digits(calculator)
            case .verified(let calculator): return digits(calculator)
            case .verifiedExact(let calculator): return digits(calculator)
        #endif
        }
    }
}
