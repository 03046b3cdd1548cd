/// A calculator whose backend is chosen at run time (from ``EngineSettings``).
///
/// It holds one `Calculator` on its concrete backend, in a reference-counted box shared by copies until
/// one of them presses a key (copy on write), so that copying, moving and storing an `AnyCalculator` costs
/// a pointer, not the calculator's several hundred bytes. Everything a user interface reads goes
/// through one place (``read(_:)``), which borrows the calculator on its concrete type; keys go through
/// one other, which presses on the concrete type in place: the press is specialized for the backend.
public struct AnyCalculator: @unchecked Sendable {
    // @unchecked: the box is mutated only when this value holds the sole reference to it (`modify`), so
    // no two threads ever see it change; the calculator in it is Sendable.

    /// The backend of the calculator held: `box` is a `CalculatorBox` of exactly this backend (set
    /// together by the initializers only).
    let kind: Kind
    private var box: CalculatorBoxBase
    /// For a programmer-mode calculator made from settings (``EngineSettings/makeCalculator()``), those
    /// settings, whose backend is the one to return to; nil otherwise. Shared, never changed: copying
    /// it costs a retain.
    private(set) var programmerOrigin: ProgrammerOrigin?

    /// The settings a programmer-mode calculator was made with.
    final class ProgrammerOrigin: Sendable {
        let settings: EngineSettings
        init(_ settings: EngineSettings) { self.settings = settings }
    }

    /// The backends a run-time calculator can hold.
    enum Kind {
        case double, programmer
        #if MPFR
            case mpfr, exact, verified, verifiedExact
        #endif
    }

    /// Wraps a calculator on `DoubleBackend`.
    public init(_ calculator: Calculator<DoubleBackend>) { (kind, box) = (.double, CalculatorBox(calculator)) }

    /// Wraps a calculator in programmer mode, on `ProgrammerBackend`. Its ``settings`` name the build's
    /// standard backend as the one to return to (`EngineSettings.makeCalculator()` keeps the one its
    /// settings name).
    public init(_ calculator: Calculator<ProgrammerBackend>) {
        (kind, box) = (.programmer, CalculatorBox(calculator))
    }

    /// Wraps a calculator in programmer mode made from `settings`.
    init(_ calculator: Calculator<ProgrammerBackend>, madeFrom settings: EngineSettings) {
        (kind, box) = (.programmer, CalculatorBox(calculator))
        programmerOrigin = ProgrammerOrigin(settings)
    }

    #if MPFR
        /// Wraps a calculator on `MPFRBackend` (standard or IEEE mode).
        public init(_ calculator: Calculator<MPFRBackend>) { (kind, box) = (.mpfr, CalculatorBox(calculator)) }

        /// Wraps a calculator on `ExactBackend`.
        public init(_ calculator: Calculator<ExactBackend>) { (kind, box) = (.exact, CalculatorBox(calculator)) }

        /// Wraps a calculator on `VerifiedBackend`.
        public init(_ calculator: Calculator<VerifiedBackend>) { (kind, box) = (.verified, CalculatorBox(calculator)) }

        /// Wraps a calculator on `VerifiedExactBackend`.
        public init(_ calculator: Calculator<VerifiedExactBackend>) {
            (kind, box) = (.verifiedExact, CalculatorBox(calculator))
        }
    #endif

    /// Reads `reading` from the calculator held, on its concrete type and without copying it: the one
    /// place every property of this type reads through.
    @inline(__always)
    public func read<Reading: CalculatorReading>(_ reading: Reading) -> Reading.Value {
        switch kind {
        case .double: reading.read(held(DoubleBackend.self).calculator)
        case .programmer: reading.read(held(ProgrammerBackend.self).calculator)
        #if MPFR
            case .mpfr: reading.read(held(MPFRBackend.self).calculator)
            case .exact: reading.read(held(ExactBackend.self).calculator)
            case .verified: reading.read(held(VerifiedBackend.self).calculator)
            case .verifiedExact: reading.read(held(VerifiedExactBackend.self).calculator)
        #endif
        }
    }

    /// Applies `change` to the calculator held, on its concrete type: the one place keys go through.
    @inline(__always)
    mutating func modify<Change: CalculatorChange>(_ change: inout Change) -> Change.Result {
        switch kind {
        case .double: modify(DoubleBackend.self, &change)
        case .programmer: modify(ProgrammerBackend.self, &change)
        #if MPFR
            case .mpfr: modify(MPFRBackend.self, &change)
            case .exact: modify(ExactBackend.self, &change)
            case .verified: modify(VerifiedBackend.self, &change)
            case .verifiedExact: modify(VerifiedExactBackend.self, &change)
        #endif
        }
    }

    /// The box, as what it is: a box of `Backend`'s calculator (`kind` says which).
    @inline(__always)
    func held<Backend: NumericBackend>(_: Backend.Type) -> CalculatorBox<Backend> {
        unsafeDowncast(box, to: CalculatorBox<Backend>.self)
    }

    /// Applies `change` in place to the calculator held, a `Calculator<Backend>`, after copying it into a
    /// box of its own if another value shares this one.
    @inline(__always)
    private mutating func modify<Backend: NumericBackend, Change: CalculatorChange>(
        _: Backend.Type, _ change: inout Change
    )
        -> Change.Result
    {
        if !isKnownUniquelyReferenced(&box) { box = CalculatorBox(held(Backend.self).calculator) }
        return change.apply(to: &held(Backend.self).calculator)
    }

    /// Applies `change` to the calculator held.
    @inline(__always)
    mutating func modify<Change: CalculatorChange>(_ change: Change) -> Change.Result {
        var change = change
        return modify(&change)
    }

    // MARK: Keys

    /// Presses one key.
    public mutating func press(_ key: Key) {
        modify(PressKey(key: key))
    }

    /// Presses each key in turn, as pressing them one by one does.
    public mutating func press(_ keys: some Sequence<Key>) {
        modify(PressKeys(keys: keys))
    }

    /// Returns to the state the calculator was created in (``Calculator/reset()``).
    public mutating func reset() {
        modify(Reset())
    }

    /// Presses every key of `script` and returns the display after each key.
    @discardableResult
    public mutating func run(_ script: KeyScript) -> [String] {
        modify(RunScript(script: script))
    }

    /// Presses every key of `script` and returns the final display only.
    public mutating func evaluate(_ script: KeyScript) -> String {
        modify(EvaluateScript(script: script))
    }

    // MARK: What a user interface shows

    /// Everything the screen shows, computed at once (``Calculator/screen``).
    public var screen: CalculatorScreen { read(ReadScreen()) }
    /// Whether the display shows an entry, a value, the result of `=`, or `Error`.
    public var displayKind: DisplayKind { read(ReadDisplayKind()) }
    /// The text on the display (``Calculator/display``).
    public var display: String { read(ReadDisplay()) }
    /// Whether the display shows `Error`.
    public var isError: Bool { read(ReadIsError()) }
    /// Why the display shows `Error`, or nil when it does not (``Calculator/errorReason``).
    public var errorReason: ArithmeticError? { read(ReadErrorReason()) }
    /// The parts of the complex value on the display, or nil when it is real (``Calculator/complexDisplay``).
    public var complexDisplay: ComplexDisplay? { read(ReadComplexDisplay()) }
    /// Whether the display shows a typed entry (exactly as typed) rather than a formatted value.
    public var isShowingEntry: Bool { read(ReadIsShowingEntry()) }
    /// Whether the display shows its value exactly: the value is exact and D digits show it
    /// (``Calculator/isDisplayExact``), on every backend.
    public var isDisplayExact: Bool { read(ReadIsDisplayExact()) }
    /// Whether the value on the display is exact, whatever its digits; nil in the error state
    /// (``Calculator/isValueExact``).
    public var isValueExact: Bool? { read(ReadIsValueExact()) }
    /// Whether the value in memory is exact (``Calculator/isMemoryExact``).
    public var isMemoryExact: Bool { read(ReadIsMemoryExact()) }
    /// Whether the displayed digits could not all be verified (only with verified digits; false otherwise).
    public var isDisplayApproximate: Bool { read(ReadIsDisplayApproximate()) }
    /// What the clear key shows: `C` when there is a current operand to clear, else `AC`.
    public var clearKeyLabel: ClearKeyLabel { read(ReadClearKeyLabel()) }
    /// The operator of the innermost group that waits for its right operand, if any.
    public var pendingOperator: BinaryOperation? { read(ReadPendingOperator()) }
    /// The operator key to highlight: the one just pressed, until an operand starts.
    public var highlightedOperator: BinaryOperation? { read(ReadHighlightedOperator()) }
    /// Whether memory holds a non-zero value.
    public var hasMemory: Bool { read(ReadHasMemory()) }
    /// The value in memory as the display would show it (`0` when empty).
    public var memoryDisplay: String { read(ReadMemoryDisplay()) }
    /// How many parentheses are open.
    public var openParentheses: Int { read(ReadOpenParentheses()) }
    /// The angle unit of trigonometric keys.
    public var angleUnit: AngleUnit { read(ReadAngleUnit()) }
    /// D: the significant digits of results.
    public var displayDigits: Int { read(ReadDisplayDigits()) }
    /// The most digits a typed number may have (``Calculator/entryDigitLimit``).
    public var entryDigitLimit: Int { read(ReadEntryDigitLimit()) }
    /// The short name of the numeric backend (`double`, `mpfr`, `mpfr-ieee`, `exact`, `mpfr-verified`…).
    public var backendName: String { read(ReadBackendName()) }
    /// The expression being keyed, as the tape will write it (``Calculator/tapeLine``).
    public var tapeLine: String { read(ReadTapeLine()) }

    /// The tape (``Calculator/tape``).
    public var tape: Tape {
        get { read(ReadTape()) }
        set { modify(SetTape(tape: newValue)) }
    }

    /// The value on the display (a typed entry parsed) rounded to `count` significant digits, half to
    /// even on its exact value; nil in the error state.
    public func displayedValue(roundedTo count: Int) -> DecimalDigits? {
        read(DisplayedValue(count: count))
    }

    /// The displayed real value as a literal with every digit the backend tells apart, or nil on `Error`
    /// and when it is complex.
    public var resultLiteral: NumberLiteral? { read(ReadResultLiteral()) }

    /// The displayed value, real or complex, with every digit the backend tells apart, or nil on `Error`.
    public var resultValue: ValueLiteral? { read(ReadResultValue()) }

    /// Keys that rebuild the calculation in progress (`Calculator.calculationKeys`).
    public var calculationKeys: [Key]? { read(ReadCalculationKeys()) }

    /// Both parts of the displayed value (imaginary part 0 for a real one), each rounded to `count`
    /// significant digits; nil in the error state.
    public func displayedParts(roundedTo count: Int) -> (real: DecimalDigits, imaginary: DecimalDigits)? {
        read(DisplayedParts(count: count))
    }
}
