import CalcEngine

/// Evaluates the lines of key-script input one at a time: the engine of `calc-eval`.
///
/// Each line is parsed (`KeyScript` or, when checking, ``CheckLine``) and run on a fresh calculator,
/// or on one shared calculator in a session. A line that cannot be read gives an ``LineOutcome/invalid(_:line:script:)``
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
        if KeyScript.isBlank(text) { return .blank }
        if readsExpressions {
            var variables: ExpressionVariables?
            return expressionOutcome(ofLine: number, text, on: &calculator, variables: &variables)
        }
        let scriptText = recordsScriptText || task != .evaluate ? Self.withoutComment(text) : ""
        switch task {
        case .evaluate:
            let script: KeyScript
            do { script = try KeyScript(parsing: text) } catch {
                return .invalid(error, line: number, script: scriptText)
            }
            return .result(result(ofLine: number, script, scriptText: scriptText, on: &calculator))
        case .compare:
            let script: KeyScript
            do { script = try KeyScript(parsing: text) } catch {
                return .invalid(error, line: number, script: scriptText)
            }
            var double = doublePrototype ?? doubleSettings.makeCalculator(tapeCapacity: 0)
            let doubleDisplay = double.evaluate(script)
            let mpfrDisplay = calculator.evaluate(script)
            var exact = exactPrototype ?? Self.exactSettings(for: settings).makeCalculator(tapeCapacity: 0)
            let exactDisplay = exact.evaluate(script)
            let shared = DisplayComparison.correctSignificantDigits(
                of: double, reference: calculator, limit: min(15, settings.digits))
            return .comparison(
                BackendComparison(
                    line: number, script: scriptText, double: doubleDisplay, mpfr: mpfrDisplay, exact: exactDisplay,
                    sharedDigits: shared, isExact: exact.isDisplayExact))
        case .check:
            let line: CheckLine
            do { line = try CheckLine(parsing: text) } catch {
                return .invalid(error, line: number, script: scriptText)
            }
            // Only the displays the expectation compares are kept: keeping one per key took 35 bytes of
            // memory per byte of a long line.
            let keys = line.script.keys
            let firstCompared = keys.count - line.expected.count
            var got: [String] = []
            got.reserveCapacity(line.expected.count)
            for (index, key) in keys.enumerated() {
                calculator.press(key)
                if index >= firstCompared { got.append(calculator.display) }
            }
            return .check(CheckOutcome(line: number, script: Self.text(of: keys), expected: line.expected, got: got))
        }
    }

    /// Runs `script` on `calculator` and reports its display (and trace, exactness, verification).
    func result(ofLine number: Int, _ script: KeyScript, scriptText: String, on calculator: inout AnyCalculator)
        -> ScriptResult
    {
        var result: ScriptResult
        if tracing && settings.verifiesDigits {
            var displays: [String] = []
            var approximate: [Bool] = []
            for key in script.keys {
                calculator.press(key)
                displays.append(calculator.display)
                approximate.append(calculator.isDisplayApproximate)
            }
            result = ScriptResult(
                line: number, script: scriptText, display: calculator.display, trace: displays,
                keyNames: script.keys.map(\.name))
            result.approximateTrace = approximate
        } else if tracing {
            let displays = calculator.run(script)
            result = ScriptResult(
                line: number, script: scriptText, display: displays.last ?? calculator.display,
                trace: displays, keyNames: script.keys.map(\.name))
        } else {
            result = ScriptResult(line: number, script: scriptText, display: calculator.evaluate(script))
        }
        result.isExact = calculator.isDisplayExact
        if settings.verifiesDigits { result.isApproximate = calculator.isDisplayApproximate }
        return result
    }

    /// The keys written back as text, one name per key (`KeyScript/text`), built in one string.
    static func text(of keys: [Key]) -> String {
        var text = ""
        text.reserveCapacity(keys.count * 2)
        for (index, key) in keys.enumerated() {
            if index > 0 { text += " " }
            text += key.name
        }
        return text
    }

    static func withoutComment(_ text: Substring) -> String {
        let content = text.firstIndex(of: "#").map { text[..<$0] } ?? text
        return CheckLine.trimmed(content)
    }
}
