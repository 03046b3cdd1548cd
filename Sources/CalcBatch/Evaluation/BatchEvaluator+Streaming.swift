import CalcEngine

extension BatchEvaluator {
    /// Evaluates a traced line without keeping its trace: `start` gets the result (its final display,
    /// without a trace), then `step` gets each key, the display after it and whether that display could
    /// not all be verified (with verified digits; false otherwise), in order, until it returns false.
    /// Returns nil when the line was streamed so, or the line's outcome when it is blank or invalid
    /// (nothing was handed over then).
    ///
    /// The trace of a long line held in memory took 48 bytes per byte of the line. The final display,
    /// which every output format prints before the trace, comes from running the keys first on a copy of
    /// `calculator` (so a line costs two evaluations here). Only for ``Task/evaluate``; other tasks do not
    /// trace.
    public func streamTrace(
        ofLine number: Int, utf8 bytes: UnsafeBufferPointer<UInt8>, on calculator: inout AnyCalculator,
        start: (ScriptResult) -> Void, step: (Key, String, Bool) -> Bool
    ) -> LineOutcome? {
        let text: String
        switch Self.text(ofUTF8: bytes) {
        case .success(let valid): text = valid
        case .failure(let error): return .invalid(error, line: number, script: "")
        }
        let line = text[...]
        if KeyScript.isBlank(line) { return .blank }
        let scriptText = recordsScriptText ? Self.withoutComment(line) : ""
        let script: KeyScript
        do { script = try KeyScript(parsing: line) } catch { return .invalid(error, line: number, script: scriptText) }
        var preview = calculator
        var result = ScriptResult(line: number, script: scriptText, display: preview.evaluate(script))
        if settings.backend == .exact { result.isExact = preview.isDisplayExact }
        if settings.verifiesDigits { result.isApproximate = preview.isDisplayApproximate }
        start(result)
        for key in script.keys {
            calculator.press(key)
            let approximate = settings.verifiesDigits && calculator.isDisplayApproximate
            guard step(key, calculator.display, approximate) else { break }
        }
        return nil
    }

    /// ``streamTrace(ofLine:utf8:on:start:step:)`` on a fresh calculator.
    public func streamTrace(
        ofLine number: Int, utf8 bytes: UnsafeBufferPointer<UInt8>,
        start: (ScriptResult) -> Void, step: (Key, String, Bool) -> Bool
    ) -> LineOutcome? {
        var calculator = prototype
        return streamTrace(ofLine: number, utf8: bytes, on: &calculator, start: start, step: step)
    }
}
