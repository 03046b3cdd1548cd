/// A calculator: the state machine behind a keypad and a display, generic over its numeric backend.
///
/// Bind the keypad to `press(_:)` and the display label to ``display``. A `Calculator` is a value: a
/// copy is a snapshot (for undo or history) that continues exactly as the original would, random keys
/// included. The same keys give the same behaviour on every backend; only the digits differ.
///
/// ```swift
/// var calculator = Calculator(configuration: .init(backend: DoubleBackend()))
/// for key in [Key.digit(.two), .binary(.add), .digit(.three), .binary(.multiply), .digit(.four), .equals] {
///     calculator.press(key)
/// }
/// calculator.display   // "14"
/// ```
public struct Calculator<Backend: NumericBackend>: Sendable {
    /// The number type of the backend.
    public typealias Value = Backend.Value
    /// The settings of a calculator on this backend.
    public typealias Configuration = CalculatorConfiguration<Backend>

    /// The most parentheses that can be open at once; further `(` are ignored.
    public static var maximumOpenParentheses: Int { 256 }

    /// The settings this calculator was created with (in programmer mode, with the word format and carry
    /// its keys have set since).
    public internal(set) var configuration: Configuration {
        get { arithmetic.configuration }
        set { arithmetic.configuration = newValue }
    }

    /// The text on the display: a typed entry exactly as typed (`1.50`, `0.`, `-0`), a formatted
    /// value (see ``DisplayFormatter``), or `Error`.
    ///
    /// Formatted when read, so that pressing many keys and reading the display once (a batch run)
    /// formats once; a typed entry needs no formatting at all.
    public var display: String {
        @_specialize(exported:true,where Backend == DoubleBackend)
        @_specialize(exported:true,where Backend == PrespecializedBackend)
        get { displayBody }
    }

    /// The body of ``display``, inlined into each of its specializations.
    @inline(__always) private var displayBody: String {
        if state.isError { return "Error" }
        switch state.operand {
        case .entry(let entry):
            let text = entry.string
            return backend.displayText(ofEntry: text) ?? text
        case .cleared: return "0"
        case .value(let v): return arithmetic.text(of: v, angle: angleUnit)
        case .none: return state.shownText ?? arithmetic.text(of: state.shown, angle: angleUnit)
        }
    }

    /// The angle unit of trigonometric keys; `deg` and `rad` change it.
    public internal(set) var angleUnit: AngleUnit

    /// The tape: the calculations completed, oldest first (see ``Tape``). Set a capacity of 0 to
    /// turn it off (the calculator then writes no tape text at all); `clear()` empties it.
    public var tape: Tape {
        didSet { followTapeCapacity() }
    }

    var state: State
    /// The expression being keyed, as the tape writes it; nil when the tape is off. Kept beside the
    /// state, not in it, so that the snapshot an operator takes does not share (and make every later
    /// operator copy) a line that grows with the calculation.
    var line: TapeLine?
    /// The state before the binary operator just pressed, so that another operator can replace it
    /// (`beforeOperator`).
    var operatorSnapshot: OperatorSnapshot
    var memory: Number
    var random: SeededRandomGenerator
    var pressCount = 0
    /// What the configuration decides about values: the settings, their display formatter and zero.
    var arithmetic: Arithmetic

    /// A calculator showing `0`, with empty memory and a tape of ``Tape/defaultCapacity`` entries.
    public init(configuration: Configuration) {
        self.init(configuration: configuration, tapeCapacity: Tape.defaultCapacity)
    }

    /// A calculator showing `0` whose tape keeps at most `tapeCapacity` entries (0: no tape at all).
    @_specialize(exported:true,where Backend == DoubleBackend)
    #if MPFR
        @_specialize(exported:true,where Backend == MPFRBackend)
    #endif
    public init(configuration: Configuration, tapeCapacity: Int) {
        precondition(configuration.displayDigits >= 1, "at least one display digit")
        arithmetic = Arithmetic(configuration: configuration)
        angleUnit = configuration.angleUnit
        let zero = arithmetic.zero
        memory = Number(value: zero, isExact: true)
        operatorSnapshot = OperatorSnapshot(placeholder: memory)
        tape = Tape(capacity: tapeCapacity)
        state = State(shown: Number(value: zero, isExact: true))
        line = tapeCapacity > 0 ? TapeLine() : nil
        random = SeededRandomGenerator(seed: configuration.randomSeed)
    }

    /// A calculator on `backend` with the default settings.
    public init(backend: Backend) {
        self.init(configuration: Configuration(backend: backend))
    }

    var backend: Backend { arithmetic.backend }
    /// The backend's zero, made once.
    var zero: Value { arithmetic.zero }
    /// The formatter of displayed values.
    var formatter: DisplayFormatter { arithmetic.formatter }

    // MARK: What a user interface shows

    /// Everything the screen shows, computed at once (the display formatted once): read it once after
    /// each key and keep it.
    public var screen: CalculatorScreen {
        CalculatorScreen(
            display: displayBody, kind: displayKind, isExact: isDisplayExactBody, isApproximate: isDisplayApproximate,
            highlightedOperator: highlightedOperator, clearKeyLabel: clearKeyLabel, hasMemory: hasMemory,
            openParentheses: openParentheses, angleUnit: angleUnit,
            fraction: configuration.fractions == .off ? nil : fractionDisplay)
    }

    /// Whether the display shows an entry, a value, the result of `=`, or `Error`.
    public var displayKind: DisplayKind {
        if state.isError { return .error }
        if state.operand.typedText != nil { return .entry }
        return state.phase == .showingResult ? .result : .value
    }

    /// Whether the display shows `Error`.
    public var isError: Bool { state.isError }

    /// Why the display shows `Error` (`1 ÷ 0 =`: `ArithmeticError.divisionByZero`), or nil when it does
    /// not. The reason stays until a key leaves the error state.
    public var errorReason: ArithmeticError? { state.errorReason }

    /// The operator of the innermost group that waits for its right operand, if any.
    public var pendingOperator: BinaryOperation? { state.groups.last?.last?.op }

    /// The operator key to highlight: the one just pressed, until an operand starts.
    public var highlightedOperator: BinaryOperation? { operatorSnapshot.isTaken ? pendingOperator : nil }

    /// What the clear key shows: `C` when there is a current operand to clear, else `AC`.
    public var clearKeyLabel: ClearKeyLabel { state.hasCurrentOperand ? .clear : .allClear }

    /// Whether memory holds a non-zero value.
    public var hasMemory: Bool { !backend.isZero(memory.value) || memory.imaginary != nil }

    /// The value in memory (the real part of a complex value: see ``memoryComplexValue``).
    public var memoryValue: Value { memory.value }

    /// Whether the value in memory is exact (see ``isDisplayExact``).
    public var isMemoryExact: Bool { memory.isExact }

    /// The value in memory as the display would show it (`0` when empty).
    public var memoryDisplay: String { arithmetic.text(of: memory, angle: angleUnit) }

    /// D: the significant digits of results.
    public var displayDigits: Int { configuration.displayDigits }

    /// The most digits a typed number may have (``CalculatorConfiguration/entryDigitLimit``).
    public var entryDigitLimit: Int { configuration.entryDigitLimit }

    /// The short name of the numeric backend (`double`, `mpfr`, `mpfr-ieee`, `exact`…).
    public var backendName: String { configuration.backend.name }

    /// How many parentheses are open.
    public var openParentheses: Int { state.groups.count - 1 }

    /// Whether the display shows its value exactly: the value is exact (the true result of the keys, by
    /// the exactness rules) and D digits show it without rounding, on every backend: `1 / 4 =` yes,
    /// `1 / 3 =` no, and a typed `0.1` on Double no (binary64 rounds it). An app can show exact results
    /// differently (Android's calculator uses a larger font).
    public var isDisplayExact: Bool {
        @_specialize(exported:true,where Backend == DoubleBackend)
        @_specialize(exported:true,where Backend == PrespecializedBackend)
        get { isDisplayExactBody }
    }

    /// The body of ``isDisplayExact``, inlined into each of its specializations.
    @inline(__always) private var isDisplayExactBody: Bool {
        if state.isError { return false }
        let number: Number
        switch state.operand {
        case .entry(let text):
            // The display is the text itself: exact when the backend holds its value unrounded.
            return text.withUTF8 { backend.valueReportingExactness(decimalUTF8: $0) }.isExact
        case .cleared: return true
        case .value(let v): number = v
        case .none: number = state.shown
        }
        let digits = configuration.displayDigits
        guard number.isExact, backend.showsExactly(number.value, significantDigits: digits) else { return false }
        guard let imaginary = number.imaginary else { return true }
        return configuration.complexForm == .rectangular && backend.showsExactly(imaginary, significantDigits: digits)
    }

    /// Whether the value on the display is exact, whatever its digits (nil in the error state).
    public var isValueExact: Bool? {
        if state.isError { return nil }
        return try? operandValue().isExact
    }

    /// Whether the displayed digits could not all be verified (`VerifiedBackend` only): the display is
    /// then an approximation with possibly fewer digits. A value the calculator knows exact is its own
    /// proof, whether or not an enclosure could be found for it (`(-1)^(2^247-1)` is exactly −1).
    public var isDisplayApproximate: Bool {
        if state.isError { return false }
        let number: Number
        switch state.operand {
        case .entry, .cleared: return false
        case .value(let v): number = v
        case .none: number = state.shown
        }
        return !number.isExact
            && backend.hasUncertainDigits(number.value, significantDigits: configuration.displayDigits)
    }

    /// Whether the display shows a typed entry (exactly as typed) rather than a formatted value.
    public var isShowingEntry: Bool {
        @_specialize(exported:true,where Backend == DoubleBackend)
        @_specialize(exported:true,where Backend == PrespecializedBackend)
        get { isShowingEntryBody }
    }

    /// The body of ``isShowingEntry``, inlined into each of its specializations.
    @inline(__always) private var isShowingEntryBody: Bool {
        guard !state.isError else { return false }
        return state.operand.typedText != nil
    }

    /// The value on the display (a typed entry parsed), or `nil` in the error state or when it is not real
    /// (see ``displayedComplexValue``).
    public var displayedValue: Value? {
        @_specialize(exported:true,where Backend == DoubleBackend)
        @_specialize(exported:true,where Backend == PrespecializedBackend)
        get { displayedValueBody }
    }

    /// The body of ``displayedValue``, inlined into each of its specializations.
    @inline(__always) private var displayedValueBody: Value? {
        if state.isError { return nil }
        guard let number = try? operandValue(), number.imaginary == nil else { return nil }
        return number.value
    }

    // MARK: Keys

    /// Presses one key.
    @_specialize(exported:true,where Backend == DoubleBackend)
    #if MPFR
        @_specialize(exported:true,where Backend == MPFRBackend)@_specialize(
            exported:true,where Backend == ExactBackend
        )
    #endif
    public mutating func press(_ key: Key) {
        press(key, snapshotsOperator: true)
    }

    /// Presses one key; an operator keeps the state before it (so that another operator can replace
    /// it) only when `snapshotsOperator`.
    mutating func press(_ key: Key, snapshotsOperator: Bool) {
        // A key programmer mode refuses does nothing at all: it neither leaves the error state nor ends the
        // window in which another operator replaces the last (`5 + A * 2 =` in decimal is 10).
        if Self.isProgrammer, refusesInProgrammerMode(key) { return }
        if state.isError {
            switch key {
            case .digit, .point, .pi, .e, .random, .memoryRecall, .imaginaryUnit:
                resetCalculation()
            case .allClear, .clear, .backspace:
                resetCalculation()
                return
            case .memoryClear, .degrees, .radians, .gradians:
                break
            case .binary, .equals, .negate, .percent, .function, .angleFunction, .openParenthesis, .closeParenthesis,
                .memoryAdd, .memorySubtract, .literal:
                return
            case .programmer(let programmerKey):
                switch programmerKey {
                case .hexDigit: resetCalculation()
                case .radix, .width, .signed, .unsigned: break
                case .not, .rotateLeft, .rotateRight, .rotateLeftThroughCarry, .rotateRightThroughCarry, .bitCount,
                    .toggleBit:
                    return
                }
            }
        }
        pressCount += 1
        do throws(ArithmeticError) {
            if Self.clearsOperatorSnapshot(key) { clearBeforeOperator() }
            if Self.isProgrammer, try pressInProgrammerMode(key) { return }
            switch key {
            case .binary(let op): try pressOperator(op, snapshot: snapshotsOperator)
            case .memoryAdd: try pressMemory(.add)
            case .memorySubtract: try pressMemory(.subtract)
            case .memoryClear: memory = Number(value: zero, isExact: true)
            case .degrees, .radians, .gradians:
                if let unit = key.selectedAngleUnit { angleUnit = unit }
            case .backspace:
                // (The entry `C` left is `0`, which stays `0` and cleared.)
                guard case .entry(let text) = state.operand else { return }
                clearBeforeOperator()
                let shorter = EntryText(Self.deletingLastCharacter(of: text.string))
                // A deleted point was never typed, when it was the calculation's only one.
                if state.decimalPoint == .inEntry, !shorter.contains(UInt8(ascii: ".")) { state.decimalPoint = .none }
                state.operand = .entry(shorter)
            case .closeParenthesis:
                guard state.groups.count > 1 else { return }
                clearBeforeOperator()
                try closeGroup()
            case .openParenthesis:
                guard openParentheses < Self.maximumOpenParentheses else { return }
                try openGroup()
            case .digit(let d): typeDigit(d)
            case .point: typePoint()
            case .equals: try pressEquals()
            case .allClear: resetCalculation()
            case .clear:
                if state.hasCurrentOperand {
                    // The cleared entry is no input of the calculation, nor its point.
                    state.discardEntry()
                    state.operand = .cleared
                } else {
                    resetCalculation()
                }
            case .negate: negate()
            case .percent: try pressPercent()
            case .function(let f): try pressFunction(f, in: nil)
            case .angleFunction(let f, let unit): try pressFunction(f, in: unit)
            case .pi:
                state.discardEntry()
                setValue(Number(value: backend.pi, isExact: false), term: TapeTerm(text: "π", isAtomic: true))
            case .e:
                state.discardEntry()
                setValue(Number(value: backend.e, isExact: false), term: TapeTerm(text: "e", isAtomic: true))
            case .literal(let number):
                state.discardEntry()
                // Read in place, in one pass: `contains` through the generic UTF-8 view cost some 150
                // instructions a literal. A `/` makes it a fraction.
                func marks(_ bytes: some Collection<UInt8>) -> (point: Bool, slash: Bool) {
                    var point = false
                    var slash = false
                    for byte in bytes {
                        if byte == UInt8(ascii: ".") { point = true } else if byte == UInt8(ascii: "/") { slash = true }
                    }
                    return (point, slash)
                }
                let (hasPoint, isFraction) =
                    number.text.utf8.withContiguousStorageIfAvailable { marks($0) } ?? marks(number.text.utf8)
                if hasPoint { state.decimalPoint = .inCalculation }
                setDisplayedValue(try isFraction ? arithmetic.parse(literal: number) : arithmetic.parse(number.text))
            case .random:
                state.discardEntry()
                // rand types a number with a decimal point (0.52…): `auto` shows decimals after it.
                state.decimalPoint = .inCalculation
                setDisplayedValue(try randomValue())
            case .memoryRecall:
                state.discardEntry()
                setDisplayedValue(memory)
            case .imaginaryUnit:
                state.discardEntry()
                setValue(try arithmetic.imaginaryUnit(), term: TapeTerm(text: "i", isAtomic: true))
            case .programmer(let key):
                // NOT and popcount of an integer; the other programmer keys need a word.
                guard let result = try arithmetic.bitwiseFunction(key, of: try state.operandValue(arithmetic)) else {
                    throw ArithmeticError.invalidOperation
                }
                setWordFunctionResult(result, of: key)
            }
        } catch {
            enterError(error)
        }
    }

    /// Returns to the state the calculator was created in: `0` on the display, nothing pending, empty
    /// memory, an empty tape (of the same capacity), the configured angle unit and the configured
    /// sequence of random numbers.
    ///
    /// A new `Calculator(configuration: configuration)` in place: a batch run resets one calculator per
    /// thread for every line instead of copying a fresh one (copying one copies its whole state).
    public mutating func reset() {
        // Field by field, as `Calculator(configuration:tapeCapacity:)` sets them: what the settings
        // derive (formatter, zero) stays, and nothing is allocated for an empty tape.
        angleUnit = configuration.angleUnit
        memory = Number(value: zero, isExact: true)
        clearBeforeOperator()
        state.reset(shown: memory)
        random = SeededRandomGenerator(seed: configuration.randomSeed)
        if Self.isProgrammer { resetProgrammerBackend() }
        pressCount = 0
        if !tape.entries.isEmpty || tape.nextID != 1 { tape = Tape(capacity: tape.capacity) }
        line = tape.isRecording ? TapeLine() : nil
    }

    /// Starts or stops keeping the expression line when the tape is turned on or off.
    mutating func followTapeCapacity() {
        if !tape.isRecording {
            if line != nil { line = nil }
        } else if line == nil {
            line = TapeLine(levels: Array(repeating: [], count: state.groups.count))
        }
    }

    /// Presses each key in turn.
    ///
    /// The same as pressing them one by one, but an operator followed by a key that would drop its
    /// snapshot unread (`clearsOperatorSnapshot(_:)`) takes none: copying the calculator's state for
    /// every operator was a fifth of a short script's time.
    public mutating func press(_ keys: some Sequence<Key>) {
        // Keys in contiguous storage (an array: a key script) are read in place, not copied one by one.
        let pressed: Void? = keys.withContiguousStorageIfAvailable { keys in
            for index in keys.indices {
                let isLast = index == keys.index(before: keys.endIndex)
                press(keys[index], snapshotsOperator: isLast || !dropsOperatorSnapshot(keys[index + 1]))
            }
        }
        if pressed != nil { return }
        var iterator = keys.makeIterator()
        guard var key = iterator.next() else { return }
        while let next = iterator.next() {
            press(key, snapshotsOperator: !dropsOperatorSnapshot(next))
            key = next
        }
        press(key)
    }
}

extension Calculator {
    /// Applies `f` to the displayed value, its angle in `unit` (the calculator's angle unit when nil: the
    /// function key; a unit: ``Key/angleFunction(_:in:)``), and writes it on the tape.
    @inline(__always)
    mutating func pressFunction(_ f: UnaryFunction, in unit: AngleUnit?) throws(ArithmeticError) {
        let term = line == nil ? nil : unit.map { currentTerm.applying(f, in: $0) } ?? currentTerm.applying(f)
        setValue(
            try arithmetic.applyFunction(f, to: try state.operandValue(arithmetic), angle: unit ?? angleUnit),
            term: term)
        line?.hasOperation = true
    }
}
