import CalcPresentation

/// The terminal calculator's state: the calculator on the chosen backend, the keypad layout and the
/// comparison switch. All calculator behaviour is the engine's; this only routes keys.
///
/// The keys pressed are kept as the app model keeps them (CalcPresentation's `KeyLog`: the calculation
/// since the last all clear, and what memory, the angle unit and `rand` depend on), so that switching to
/// another backend replays them there: the new backend shows the same calculation with its own digits.
/// With comparison on, a second calculator (Double beside MPFR) receives every key too.
struct CalculatorSession: Sendable {
    /// The order `b` cycles through: the backends of this build (Double only without the MPFR trait).
    static let backendCycle: [BackendKind] = [.double, .mpfr, .mpfrIEEE, .exact].filter(\.isAvailable)

    /// The settings of each backend.
    let settings: [BackendKind: EngineSettings]
    /// The backend shown.
    private(set) var backend: BackendKind
    /// Which keypad is drawn.
    var layout: KeypadLayout
    /// Whether the Double and MPFR displays are shown side by side.
    private(set) var isComparing: Bool
    /// Why the last command did nothing (a refused paste), shown until the next command.
    private(set) var notice: String?
    /// The keys a backend switch replays.
    private var keyLog = KeyLog()
    /// The keys a backend switch replays, oldest first.
    var keys: [Key] { keyLog.keys }
    private var calculators: [BackendKind: AnyCalculator] = [:]

    /// A session showing `backend`; `settings` must hold settings for every backend of the cycle.
    init(
        settings: [BackendKind: EngineSettings], backend: BackendKind, layout: KeypadLayout = .portrait,
        isComparing: Bool = false
    ) {
        precondition(Self.backendCycle.allSatisfy { settings[$0] != nil }, "settings for every backend")
        self.settings = settings
        self.backend = backend
        self.layout = layout
        self.isComparing = false
        ensureCalculator(for: backend)
        if isComparing { toggleCompare() }
    }

    /// The calculator shown.
    var calculator: AnyCalculator { calculators[backend]! }

    /// The backend shown beside the current one when comparing: Double beside MPFR, MPFR beside Double.
    var comparisonBackend: BackendKind { backend == .double ? .mpfr : .double }

    /// The calculator shown beside the current one, when comparing.
    var comparisonCalculator: AnyCalculator? {
        isComparing ? calculators[comparisonBackend] : nil
    }

    /// Performs a command; `quit`, `interrupt` and `redraw` are the caller's and change nothing here. A
    /// paste stops between its keys once `isCancelled` is true (the key worker's Esc).
    mutating func perform(_ command: TerminalCommand, isCancelled: () -> Bool = { false }) {
        notice = nil
        switch command {
        case .press(let key): press(key)
        case .paste(let text): paste(text, isCancelled: isCancelled)
        case .typeOperand(let keys): press(pasted: LoggedKey.pasting(keys), isCancelled: isCancelled)
        case .toggleAngleUnit:
            // Degrees, radians, gradians, and round again (Windows Calculator's DRG key).
            let units = AngleUnit.allCases
            let index = units.firstIndex(of: calculator.snapshot.angleUnit) ?? units.startIndex
            press(Key(selecting: units[(index + 1) % units.count]))
        case .switchBackend: switchBackend()
        case .toggleLayout: layout = layout.toggled
        case .toggleCompare: toggleCompare()
        case .nextRadix, .nextWidth, .toggleSignedness:
            if let key = programmerKey(for: command) { press(key) }
        case .redraw, .quit, .interrupt: break
        }
    }

    /// The programmer key a stepping command presses, from the word format shown; nil outside
    /// programmer mode.
    private func programmerKey(for command: TerminalCommand) -> Key? {
        guard let format = calculator.wordFormat else { return nil }
        func next<T: CaseIterable & Equatable>(_ value: T, in order: [T]) -> T {
            order[((order.firstIndex(of: value) ?? 0) + 1) % order.count]
        }
        switch command {
        case .nextRadix:
            return .programmer(.radix(next(format.radix, in: [.hexadecimal, .decimal, .octal, .binary])))
        case .nextWidth:
            return .programmer(.width(next(format.width, in: WordWidth.allCases)))
        case .toggleSignedness:
            return .programmer(format.isSigned ? .unsigned : .signed)
        case .press, .paste, .typeOperand, .toggleAngleUnit, .switchBackend, .toggleLayout, .toggleCompare, .redraw,
            .quit,
            .interrupt:
            return nil
        }
    }

    /// Presses a key on every calculator kept.
    mutating func press(_ key: Key) {
        press(LoggedKey(key))
    }

    /// Presses a logged key on every calculator kept, each as its own state asks (a paste's clearing, and
    /// its stop at `Error`: `LoggedKey`), and logs it.
    mutating func press(_ key: LoggedKey) {
        let clearKeyLabel = calculator.clearKeyLabel
        let entry = calculator.isShowingEntry ? calculator.display : nil
        // Over a copy of the keys: iterating `calculators.keys` itself kept a second reference to the
        // dictionary's storage, so each press copied every calculator (its growing tape line): quadratic.
        for kind in Array(calculators.keys) { calculators[kind]!.press(key) }
        keyLog.record(key, clearKeyLabelBefore: clearKeyLabel, entryBefore: entry, after: calculator)
    }

    /// Enters pasted text as an app's paste does, through CalcPresentation's `Clipboard`: a number with
    /// its grouping (`1,234.5`) as that number, an expression (`2*(3+4)`) as one operand, in programmer
    /// mode in the word's radix; anything else (or nil, a paste too long to take) changes nothing and
    /// sets ``notice``.
    mutating func paste(_ text: String?, isCancelled: () -> Bool = { false }) {
        guard let text else {
            notice = KeystrokeDecoder.pasteTooLongMessage
            return
        }
        do {
            press(pasted: try Clipboard.keys(pasting: text, into: calculator), isCancelled: isCancelled)
        } catch {
            notice = error.message
        }
    }

    /// Presses a paste's keys (`Clipboard.keys(pasting:into:symbols:)`, line mode's expression as
    /// `LoggedKey.pasting(_:)` marks it), so that each calculator clears as its state asks and stops at
    /// its first `Error` (`sqrt(-4)-pi` is `Error`), and stops pressing once `isCancelled` is true.
    mutating func press(pasted keys: [LoggedKey], isCancelled: () -> Bool = { false }) {
        for key in keys {
            if isCancelled() { return }
            press(key)
        }
    }

    /// Shows the next backend of ``backendCycle``, with the keys pressed so far replayed on it.
    mutating func switchBackend() {
        let index = Self.backendCycle.firstIndex(of: backend) ?? 0
        let previous = calculator
        backend = Self.backendCycle[(index + 1) % Self.backendCycle.count]
        ensureCalculator(for: backend)
        if let literal = calculator.literalEndingEntry(keptBy: previous) { press(literal) }
        if isComparing { ensureCalculator(for: comparisonBackend) }
        dropUnusedCalculators()
    }

    /// Turns comparison on or off.
    mutating func toggleCompare() {
        // Without the MPFR trait there is nothing to compare with.
        guard comparisonBackend.isAvailable else { return }
        isComparing.toggle()
        if isComparing { ensureCalculator(for: comparisonBackend) }
        dropUnusedCalculators()
    }

    /// A short name of a backend: `double`, `mpfr 256`, `mpfr ieee`.
    func shortName(of kind: BackendKind) -> String {
        switch kind {
        case .double: "double"
        case .mpfr: "mpfr \(settings[kind]!.precision)"
        case .mpfrIEEE: "mpfr ieee"
        case .exact: "exact"
        }
    }

    /// A backend with its precision and digits: `mpfr 256 bits · 50 digits`.
    func description(of kind: BackendKind) -> String {
        let digits = settings[kind]!.digits
        switch kind {
        case .double: return "double · \(digits) digits"
        case .mpfr: return "mpfr \(settings[kind]!.precision) bits · \(digits) digits"
        case .mpfrIEEE: return "mpfr ieee · \(digits) digits"
        case .exact: return "exact (mpfr \(settings[kind]!.precision) bits where irrational) · \(digits) digits"
        }
    }

    /// Makes the calculator of `kind` if it is not kept, with the keys replayed on it.
    private mutating func ensureCalculator(for kind: BackendKind) {
        guard calculators[kind] == nil else { return }
        calculators[kind] = settings[kind]!.makeCalculator(replaying: keyLog.entries)
    }

    private mutating func dropUnusedCalculators() {
        for kind in Array(calculators.keys) where kind != backend && !(isComparing && kind == comparisonBackend) {
            calculators[kind] = nil
        }
    }
}
