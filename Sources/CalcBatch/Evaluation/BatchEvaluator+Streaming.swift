import CalcEngine

extension BatchEvaluator {
    /// Evaluates a traced line without keeping its trace: `start` gets the result (its final display,
    /// without a trace), then `step` gets each key, the display after it and whether that display could
    /// not all be verified (with verified digits; false otherwise), in order, until it returns false.
    /// Returns nil when the line was streamed so, or the line's outcome when it is blank or invalid
    /// (nothing was handed over then). In a session of expressions (`variables` not nil) the line reads
    /// and updates `variables` as ``outcome(of:on:variables:)`` does.
    ///
    /// The trace of a long line held in memory took 48 bytes per byte of the line. The final display,
    /// which every output format prints before the trace, comes from running the keys first on a copy of
    /// `calculator` (so a line costs two evaluations here). Only for ``Task/evaluate``; other tasks do not
    /// trace.
    public func streamTrace(
        ofLine number: Int, utf8 bytes: UnsafeBufferPointer<UInt8>, on calculator: inout AnyCalculator,
        variables: inout ExpressionVariables?, start: (ScriptResult) -> Void, step: (Key, String, Bool) -> Bool
    ) -> LineOutcome? {
        let line: BatchLine
        switch Self.text(ofUTF8: bytes) {
        case .failure(let error): return .invalid(error, line: number, script: "")
        case .success(let text):
            switch read(ofLine: number, text[...], variables: variables) {
            case .line(let read): line = read
            case .outcome(let outcome): return outcome
            }
        }
        var preview = calculator
        start(finalResult(of: line, on: &preview))
        if line.isExpression { calculator.reset() }
        for key in line.keys {
            calculator.press(key)
            let approximate = settings.verifiesDigits && calculator.isDisplayApproximate
            guard step(key, calculator.display, approximate) else { break }
            if line.isExpression && calculator.isError { break }
        }
        remember(line, from: calculator, in: &variables)
        return nil
    }

    /// ``streamTrace(ofLine:utf8:on:variables:start:step:)`` outside a session of expressions.
    public func streamTrace(
        ofLine number: Int, utf8 bytes: UnsafeBufferPointer<UInt8>, on calculator: inout AnyCalculator,
        start: (ScriptResult) -> Void, step: (Key, String, Bool) -> Bool
    ) -> LineOutcome? {
        var variables: ExpressionVariables?
        return streamTrace(
            ofLine: number, utf8: bytes, on: &calculator, variables: &variables, start: start, step: step)
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
