import CalcPresentation

/// A calculator on the backend its ``EngineSettings`` name, with everything the screen needs
/// (``AnyCalculator`` only exposes the display).
enum EngineCalculator: Sendable {
    /// A calculator on IEEE binary64.
    case double(Calculator<DoubleBackend>)
    /// A calculator on MPFR (at a precision, or in IEEE mode).
    case mpfr(Calculator<MPFRBackend>)
    /// A calculator on exact rationals (MPFR where irrational).
    case exact(Calculator<ExactBackend>)

    /// A fresh calculator with `settings` (already validated by ``EngineSettings``).
    init(settings: EngineSettings) {
        switch settings.backend {
        case .double:
            self = .double(Calculator(configuration: Self.configuration(DoubleBackend(), settings)))
        case .mpfrIEEE:
            self = .mpfr(Calculator(configuration: Self.configuration(MPFRBackend.ieeeBinary64, settings)))
        // EngineSettings has checked the precision (as its makeCalculator() relies on too).
        case .mpfr:
            let backend = try! MPFRBackend(precision: settings.precision)
            self = .mpfr(Calculator(configuration: Self.configuration(backend, settings)))
        case .exact:
            let backend = try! ExactBackend(precision: settings.precision)
            self = .exact(Calculator(configuration: Self.configuration(backend, settings)))
        }
    }

    private static func configuration<B: NumericBackend>(_ backend: B, _ settings: EngineSettings)
        -> CalculatorConfiguration<B> {
        CalculatorConfiguration(backend: backend, mode: settings.mode, displayDigits: settings.digits,
                                angleUnit: settings.angleUnit, snapsCancellation: settings.snapsCancellation,
                                randomSeed: settings.randomSeed)
    }

    /// Presses one key.
    mutating func press(_ key: Key) {
        switch self {
        case .double(var calculator):
            calculator.press(key)
            self = .double(calculator)
        case .mpfr(var calculator):
            calculator.press(key)
            self = .mpfr(calculator)
        case .exact(var calculator):
            calculator.press(key)
            self = .exact(calculator)
        }
    }

    /// What the user interface shows now.
    var snapshot: CalculatorSnapshot {
        switch self {
        case .double(let calculator): CalculatorSnapshot(of: calculator)
        case .mpfr(let calculator): CalculatorSnapshot(of: calculator)
        case .exact(let calculator): CalculatorSnapshot(of: calculator)
        }
    }

    /// The keypad state (clear label, highlighted operator, angle unit) of this calculator.
    func keypadState(showsSecondFunctions: Bool = false) -> KeypadState {
        switch self {
        case .double(let calculator): KeypadState(calculator: calculator, showsSecondFunctions: showsSecondFunctions)
        case .mpfr(let calculator): KeypadState(calculator: calculator, showsSecondFunctions: showsSecondFunctions)
        case .exact(let calculator): KeypadState(calculator: calculator, showsSecondFunctions: showsSecondFunctions)
        }
    }

    /// The display fitted by `fitter`: an entry as typed, a value re-rounded to fit, or `Error`.
    func displayText(fittedBy fitter: DisplayFitter) -> String {
        switch self {
        case .double(let calculator): fitter.text(for: calculator)
        case .mpfr(let calculator): fitter.text(for: calculator)
        case .exact(let calculator): fitter.text(for: calculator)
        }
    }
}
