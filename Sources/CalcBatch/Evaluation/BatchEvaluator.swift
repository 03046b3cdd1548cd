import CalcEngine

/// Evaluates the lines of key-script input one at a time: the engine of `calc-eval`.
///
/// Each line is read once into a ``BatchLine`` (by the key-script reader, with ``CheckLine`` when
/// checking, or the expression reader) and that line is evaluated, whatever its syntax, on a fresh
/// calculator or on one shared calculator in a session. A line that cannot be read gives an ``LineOutcome/invalid(_:line:script:)``
/// outcome and never stops the other lines. The evaluator is a value and `Sendable`: lines can be
/// evaluated on many threads at once (outside a session) and their outcomes printed in input order.
public struct BatchEvaluator: Sendable {
    /// What to do with each line.
    public enum Task: Sendable, Hashable {
        /// Evaluate the script and report its display.
        case evaluate
        /// Evaluate on Double and on MPFR (the settings' MPFR side) and compare the displays.
        case compare
        /// Read `KEYS => EXPECTED`, evaluate and compare with the expectation.
        case check
    }

    /// The settings of the calculator (for `compare`, the MPFR side); fixed, as the prototype
    /// calculators are built from them.
    public let settings: EngineSettings
    /// What to do with each line; fixed, as the prototypes of a comparison are built for it.
    public let task: Task
    /// Whether to record the display after every key.
    public var tracing: Bool
    /// Whether results carry the script text (JSON and TSV print it; plain text does not need it).
    public var recordsScriptText: Bool
    /// Whether each line is an expression (`2+3×4`) rather than a key script.
    public var readsExpressions = false
    /// Whether results carry what only structured output prints: whether the display is exact
    /// (``ScriptResult/isExact``) and a complex result's parts (``ScriptResult/complex``). Output that does
    /// not print them saves reading them (a second conversion of the value to decimal, and a read of the
    /// calculator).
    public var recordsDetails = true

    let prototype: AnyCalculator
    /// The Double and exact sides of a comparison, made up front only for `compare` (each new backend
    /// type costs a process start-up its generic metadata).
    private let doublePrototype: AnyCalculator?
    private let exactPrototype: AnyCalculator?

    /// An evaluator.
    public init(settings: EngineSettings, task: Task = .evaluate, tracing: Bool = false, recordsScriptText: Bool = true)
    {
        self.settings = settings
        self.task = task
        self.tracing = tracing
        self.recordsScriptText = recordsScriptText
        prototype = settings.makeCalculator(tapeCapacity: 0)
        doublePrototype = task == .compare ? Self.doubleSettings(for: settings).makeCalculator(tapeCapacity: 0) : nil
        exactPrototype = task == .compare ? Self.exactSettings(for: settings).makeCalculator(tapeCapacity: 0) : nil
    }

    /// An evaluator with the same settings that shares no reference-counted storage with this one (its
    /// prototype calculators are built anew), for another thread: every line starts from a copy of a
    /// prototype, and threads copying the same prototype contend on its reference counts.
    public func independentCopy() -> BatchEvaluator {
        var copy = BatchEvaluator(
            settings: settings, task: task, tracing: tracing, recordsScriptText: recordsScriptText)
        copy.readsExpressions = readsExpressions
        copy.recordsDetails = recordsDetails
        return copy
    }

    /// The Double side of a comparison: the same settings on binary64 with 15 digits.
    public var doubleSettings: EngineSettings { Self.doubleSettings(for: settings) }

    static func doubleSettings(for settings: EngineSettings) -> EngineSettings {
        var double = settings
        double.backend = .double
        double.precision = 53
        double.digits = 15
        return double
    }

    /// The exact side of a comparison: the same settings on the exact backend, digits not verified.
    static func exactSettings(for settings: EngineSettings) -> EngineSettings {
        var exact = settings
        exact.backend = .exact
        exact.verifiesDigits = false
        return exact
    }

    /// Evaluates one line on a fresh calculator.
    public func outcome(ofLine number: Int, _ text: Substring) -> LineOutcome {
        var calculator = prototype
        return outcome(ofLine: number, text, on: &calculator)
    }

    /// Evaluates one line on `calculator` (for sessions, where one calculator serves every line).
    public func outcome(ofLine number: Int, _ text: Substring, on calculator: inout AnyCalculator) -> LineOutcome {
        var variables: ExpressionVariables?
        return outcome(ofLine: number, text, on: &calculator, variables: &variables)
    }

    /// Evaluates one line on `calculator`; in a session of expressions (`variables` not nil) `ans` and
    /// variables come from `variables`, and a result that is not `Error` updates them.
    public func outcome(
        ofLine number: Int, _ text: Substring, on calculator: inout AnyCalculator,
        variables: inout ExpressionVariables?
    ) -> LineOutcome {
        switch read(ofLine: number, text, variables: variables) {
        case .line(let line): outcome(of: line, on: &calculator, variables: &variables)
        case .outcome(let outcome): outcome
        }
    }

    /// Evaluates a line read by ``read(ofLine:_:variables:)``: the one evaluation of every task, whatever
    /// the line's syntax. A line's result that is not `Error` (an expression's, or the value a key script
    /// leaves on the display) becomes `ans` (and an assigned variable's value) in `variables`, when not
    /// nil.
    public func outcome(of line: BatchLine, on calculator: inout AnyCalculator, variables: inout ExpressionVariables?)
        -> LineOutcome
    {
        let outcome: LineOutcome
        switch task {
        case .evaluate: outcome = .result(result(of: line, on: &calculator))
        case .compare: outcome = .comparison(comparison(of: line, on: &calculator))
        case .check: outcome = .check(check(line, on: &calculator))
        }
        remember(line, from: calculator, in: &variables)
        return outcome
    }

    /// In a session, a line's result becomes `ans` (and an assigned variable's value) unless it is
    /// `Error`, which leaves `ans` as it was: an expression's value, or what a key script leaves on the
    /// display (`-e '2 + 3 ='` then `-x 'ans*2'` is 10).
    func remember(_ line: BatchLine, from calculator: AnyCalculator, in variables: inout ExpressionVariables?) {
        guard variables != nil, let value = calculator.resultValue else { return }
        variables?.answer = value
        if let name = line.expression?.assignedName { variables?.assign(value, to: name) }
    }

    /// Presses a line's keys on `calculator` (an expression's on the calculator reset, up to `Error`) and
    /// returns the final display.
    func run(_ line: BatchLine, on calculator: inout AnyCalculator) -> String {
        // The engine's non-generic entry points: `press(_: some Sequence<Key>)` called from this module
        // runs its unspecialized generic code (five times slower on Double), and a loop here over
        // `press(_:)` costs a fifth more on expressions.
        switch line.source {
        case .keys(let script): calculator.evaluate(script)
        case .expression(let expression): calculator.evaluate(expression)
        }
    }

    /// Runs `line` on `calculator` and reports its display (and trace, exactness, verification).
    func result(of line: BatchLine, on calculator: inout AnyCalculator) -> ScriptResult {
        guard tracing else { return finalResult(of: line, on: &calculator) }
        // The display after every key, formatted once each; the last is the result's display.
        let keys = line.keys
        var displays: [String] = []
        var approximate: [Bool]?
        switch (line.source, settings.verifiesDigits) {
        case (.keys(let script), false): displays = calculator.run(script)
        case (.expression(let expression), false): displays = calculator.trace(expression)
        case (.keys, true), (.expression, true):
            if line.isExpression { calculator.reset() }
            displays.reserveCapacity(keys.count)
            approximate = []
            for key in keys {
                calculator.press(key)
                displays.append(calculator.display)
                approximate?.append(calculator.isDisplayApproximate)
                if line.isExpression && calculator.isError { break }
            }
        }
        var result = ScriptResult(
            line: line.number, script: line.text, display: displays.last ?? calculator.display, trace: displays,
            keyNames: keys.prefix(displays.count).map(\.name))
        result.approximateTrace = approximate
        describe(&result, of: line, on: calculator)
        return result
    }

    /// Runs `line` on `calculator` and reports its final display, without a trace.
    func finalResult(of line: BatchLine, on calculator: inout AnyCalculator) -> ScriptResult {
        let display = run(line, on: &calculator)
        // (Returned as made when there is nothing to add: a result described in place only when needed was
        // copied on every line.)
        guard describesResults else { return ScriptResult(line: line.number, script: line.text, display: display) }
        var result = ScriptResult(line: line.number, script: line.text, display: display)
        describe(&result, of: line, on: calculator)
        return result
    }

    /// Whether results carry more than their display (`describe(_:of:on:)` has something to add).
    private var describesResults: Bool {
        recordsScriptText || recordsDetails || settings.verifiesDigits || settings.fractions != .off
    }

    /// Adds what a result says beside its display: an expression's translation, exactness, verification.
    private func describe(_ result: inout ScriptResult, of line: BatchLine, on calculator: AnyCalculator) {
        if recordsScriptText && line.isExpression { result.keys = Self.text(of: line.keys) }
        if recordsDetails {
            result.isExact = calculator.isDisplayExact
            result.complex = calculator.complexDisplay
            result.errorReason = calculator.errorReason
            result.wordFormat = calculator.wordFormat
        }
        if settings.verifiesDigits { result.isApproximate = calculator.isDisplayApproximate }
        if settings.fractions != .off { result.fraction = calculator.fractionDisplay }
    }

    /// Runs `line` on Double, on `calculator` (MPFR) and on the exact backend.
    func comparison(of line: BatchLine, on calculator: inout AnyCalculator) -> BackendComparison {
        var double = doublePrototype ?? doubleSettings.makeCalculator(tapeCapacity: 0)
        let doubleDisplay = run(line, on: &double)
        let mpfrDisplay = run(line, on: &calculator)
        var exact = exactPrototype ?? Self.exactSettings(for: settings).makeCalculator(tapeCapacity: 0)
        let exactDisplay = run(line, on: &exact)
        return BackendComparison(
            line: line.number, script: line.text, double: doubleDisplay, mpfr: mpfrDisplay, exact: exactDisplay,
            sharedDigits: DisplayComparison.correctSignificantDigits(
                of: double, reference: calculator, limit: min(15, settings.digits)),
            isExact: exact.isDisplayExact)
    }

    /// Runs `line` on `calculator` and compares the displays after its last keys with its expectation.
    func check(_ line: BatchLine, on calculator: inout AnyCalculator) -> CheckOutcome {
        if line.isExpression { calculator.reset() }
        // Only the displays the expectation compares are kept: keeping one per key took 35 bytes of
        // memory per byte of a long line.
        let keys = line.keys
        let firstCompared = keys.count - line.expected.count
        var got: [String] = []
        got.reserveCapacity(line.expected.count)
        for (index, key) in keys.enumerated() {
            calculator.press(key)
            // The display as shown: with --fractions, the fraction where one applies (`1 / 3 = => 1/3`).
            if index >= firstCompared { got.append(calculator.fractionDisplay ?? calculator.display) }
            if line.isExpression && calculator.isError { break }
        }
        // Keys not pressed after an `Error` leave it showing.
        while got.count < line.expected.count { got.append(calculator.fractionDisplay ?? calculator.display) }
        return CheckOutcome(line: line.number, script: line.text, expected: line.expected, got: got)
    }
}
