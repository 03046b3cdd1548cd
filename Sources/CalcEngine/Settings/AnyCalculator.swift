/// A calculator whose backend is chosen at run time (from ``EngineSettings``): one case per backend.
///
/// Forwards what a user interface shows (display, clear key, highlighted operator, memory, parentheses,
/// angle unit, exactness) to the calculator it holds. Keys are pressed on the calculator moved out of the
/// enum and back (`switch consume self`): its arrays and strings are never duplicated, though each move
/// copies its inline bytes (a double batch run takes about 4 % more instructions than with optionals).
public enum AnyCalculator: Sendable {
    /// A calculator on `DoubleBackend`.
    case double(Calculator<DoubleBackend>)
    #if MPFR
        /// A calculator on `MPFRBackend` (standard or IEEE mode).
        case mpfr(Calculator<MPFRBackend>)
        /// A calculator on `ExactBackend`.
        case exact(Calculator<ExactBackend>)
        /// A calculator on `VerifiedBackend`.
        case verified(Calculator<VerifiedBackend>)
        /// A calculator on `VerifiedExactBackend`.
        case verifiedExact(Calculator<VerifiedExactBackend>)
    #endif

    /// Wraps a calculator on `DoubleBackend`.
    public init(_ calculator: Calculator<DoubleBackend>) { self = .double(calculator) }

    #if MPFR
        /// Wraps a calculator on `MPFRBackend` (standard or IEEE mode).
        public init(_ calculator: Calculator<MPFRBackend>) { self = .mpfr(calculator) }

        /// Wraps a calculator on `ExactBackend`.
        public init(_ calculator: Calculator<ExactBackend>) { self = .exact(calculator) }

        /// Wraps a calculator on `VerifiedBackend`.
        public init(_ calculator: Calculator<VerifiedBackend>) { self = .verified(calculator) }

        /// Wraps a calculator on `VerifiedExactBackend`.
        public init(_ calculator: Calculator<VerifiedExactBackend>) { self = .verifiedExact(calculator) }
    #endif

    /// Presses one key.
    public mutating func press(_ key: Key) {
        switch consume self {
        case .double(var calculator):
            calculator.press(key)
            self = .double(calculator)
        #if MPFR
            case .mpfr(var calculator):
                calculator.press(key)
                self = .mpfr(calculator)
            case .exact(var calculator):
                calculator.press(key)
                self = .exact(calculator)
            case .verified(var calculator):
                calculator.press(key)
                self = .verified(calculator)
            case .verifiedExact(var calculator):
                calculator.press(key)
                self = .verifiedExact(calculator)
        #endif
        }
    }

    /// Presses each key in turn, as pressing them one by one does.
    public mutating func press(_ keys: some Sequence<Key>) {
        switch consume self {
        case .double(var calculator):
            calculator.press(keys)
            self = .double(calculator)
        #if MPFR
            case .mpfr(var calculator):
                calculator.press(keys)
                self = .mpfr(calculator)
            case .exact(var calculator):
                calculator.press(keys)
                self = .exact(calculator)
            case .verified(var calculator):
                calculator.press(keys)
                self = .verified(calculator)
            case .verifiedExact(var calculator):
                calculator.press(keys)
                self = .verifiedExact(calculator)
        #endif
        }
    }

    /// Returns to the state the calculator was created in (``Calculator/reset()``).
    public mutating func reset() {
        switch consume self {
        case .double(var calculator):
            calculator.reset()
            self = .double(calculator)
        #if MPFR
            case .mpfr(var calculator):
                calculator.reset()
                self = .mpfr(calculator)
            case .exact(var calculator):
                calculator.reset()
                self = .exact(calculator)
            case .verified(var calculator):
                calculator.reset()
                self = .verified(calculator)
            case .verifiedExact(var calculator):
                calculator.reset()
                self = .verifiedExact(calculator)
        #endif
        }
    }

    /// Presses every key of `script` and returns the display after each key.
    @discardableResult
    public mutating func run(_ script: KeyScript) -> [String] {
        switch consume self {
        case .double(var calculator):
            let result = calculator.run(script)
            self = .double(calculator)
            return result
        #if MPFR
            case .mpfr(var calculator):
                let result = calculator.run(script)
                self = .mpfr(calculator)
                return result
            case .exact(var calculator):
                let result = calculator.run(script)
                self = .exact(calculator)
                return result
            case .verified(var calculator):
                let result = calculator.run(script)
                self = .verified(calculator)
                return result
            case .verifiedExact(var calculator):
                let result = calculator.run(script)
                self = .verifiedExact(calculator)
                return result
        #endif
        }
    }

    /// Presses every key of `script` and returns the final display only.
    public mutating func evaluate(_ script: KeyScript) -> String {
        press(script.keys)
        return display
    }

    // MARK: What a user interface shows

    /// The text on the display (``Calculator/display``).
    public var display: String {
        switch self {
        case .double(let calculator): calculator.display
        #if MPFR
            case .mpfr(let calculator): calculator.display
            case .exact(let calculator): calculator.display
            case .verified(let calculator): calculator.display
            case .verifiedExact(let calculator): calculator.display
        #endif
        }
    }

    /// Whether the display shows `Error`.
    public var isError: Bool {
        switch self {
        case .double(let calculator): calculator.isError
        #if MPFR
            case .mpfr(let calculator): calculator.isError
            case .exact(let calculator): calculator.isError
            case .verified(let calculator): calculator.isError
            case .verifiedExact(let calculator): calculator.isError
        #endif
        }
    }

    /// Whether the display shows a typed entry (exactly as typed) rather than a formatted value.
    public var isShowingEntry: Bool {
        switch self {
        case .double(let calculator): calculator.isShowingEntry
        #if MPFR
            case .mpfr(let calculator): calculator.isShowingEntry
            case .exact(let calculator): calculator.isShowingEntry
            case .verified(let calculator): calculator.isShowingEntry
            case .verifiedExact(let calculator): calculator.isShowingEntry
        #endif
        }
    }

    /// Whether the display shows its value exactly: the value is exact and D digits show it
    /// (``Calculator/isDisplayExact``), on every backend.
    public var isDisplayExact: Bool {
        switch self {
        case .double(let calculator): calculator.isDisplayExact
        #if MPFR
            case .mpfr(let calculator): calculator.isDisplayExact
            case .exact(let calculator): calculator.isDisplayExact
            case .verified(let calculator): calculator.isDisplayExact
            case .verifiedExact(let calculator): calculator.isDisplayExact
        #endif
        }
    }

    /// Whether the value on the display is exact, whatever its digits; nil in the error state
    /// (``Calculator/isValueExact``).
    public var isValueExact: Bool? {
        switch self {
        case .double(let calculator): calculator.isValueExact
        #if MPFR
            case .mpfr(let calculator): calculator.isValueExact
            case .exact(let calculator): calculator.isValueExact
            case .verified(let calculator): calculator.isValueExact
            case .verifiedExact(let calculator): calculator.isValueExact
        #endif
        }
    }

    /// Whether the value in memory is exact (``Calculator/isMemoryExact``).
    public var isMemoryExact: Bool {
        switch self {
        case .double(let calculator): calculator.isMemoryExact
        #if MPFR
            case .mpfr(let calculator): calculator.isMemoryExact
            case .exact(let calculator): calculator.isMemoryExact
            case .verified(let calculator): calculator.isMemoryExact
            case .verifiedExact(let calculator): calculator.isMemoryExact
        #endif
        }
    }

    /// Whether the displayed digits could not all be verified (only with verified digits; false otherwise).
    public var isDisplayApproximate: Bool {
        switch self {
        case .double: false
        #if MPFR
            case .verified(let calculator): calculator.isDisplayApproximate
            case .verifiedExact(let calculator): calculator.isDisplayApproximate
            case .mpfr, .exact: false
        #endif
        }
    }

    /// What the clear key shows: `C` when there is a current operand to clear, else `AC`.
    public var clearKeyLabel: ClearKeyLabel {
        switch self {
        case .double(let calculator): calculator.clearKeyLabel
        #if MPFR
            case .mpfr(let calculator): calculator.clearKeyLabel
            case .exact(let calculator): calculator.clearKeyLabel
            case .verified(let calculator): calculator.clearKeyLabel
            case .verifiedExact(let calculator): calculator.clearKeyLabel
        #endif
        }
    }

    /// The operator of the innermost group that waits for its right operand, if any.
    public var pendingOperator: BinaryOperation? {
        switch self {
        case .double(let calculator): calculator.pendingOperator
        #if MPFR
            case .mpfr(let calculator): calculator.pendingOperator
            case .exact(let calculator): calculator.pendingOperator
            case .verified(let calculator): calculator.pendingOperator
            case .verifiedExact(let calculator): calculator.pendingOperator
        #endif
        }
    }

    /// The operator key to highlight: the one just pressed, until an operand starts.
    public var highlightedOperator: BinaryOperation? {
        switch self {
        case .double(let calculator): calculator.highlightedOperator
        #if MPFR
            case .mpfr(let calculator): calculator.highlightedOperator
            case .exact(let calculator): calculator.highlightedOperator
            case .verified(let calculator): calculator.highlightedOperator
            case .verifiedExact(let calculator): calculator.highlightedOperator
        #endif
        }
    }

    /// Whether memory holds a non-zero value.
    public var hasMemory: Bool {
        switch self {
        case .double(let calculator): calculator.hasMemory
        #if MPFR
            case .mpfr(let calculator): calculator.hasMemory
            case .exact(let calculator): calculator.hasMemory
            case .verified(let calculator): calculator.hasMemory
            case .verifiedExact(let calculator): calculator.hasMemory
        #endif
        }
    }

    /// How many parentheses are open.
    public var openParentheses: Int {
        switch self {
        case .double(let calculator): calculator.openParentheses
        #if MPFR
            case .mpfr(let calculator): calculator.openParentheses
            case .exact(let calculator): calculator.openParentheses
            case .verified(let calculator): calculator.openParentheses
            case .verifiedExact(let calculator): calculator.openParentheses
        #endif
        }
    }

    /// The angle unit of trigonometric keys.
    public var angleUnit: AngleUnit {
        switch self {
        case .double(let calculator): calculator.angleUnit
        #if MPFR
            case .mpfr(let calculator): calculator.angleUnit
            case .exact(let calculator): calculator.angleUnit
            case .verified(let calculator): calculator.angleUnit
            case .verifiedExact(let calculator): calculator.angleUnit
        #endif
        }
    }
}
