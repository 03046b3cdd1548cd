import CalcEngine

extension BatchEvaluator {
    /// Evaluates one expression line (`2+3×4`, `x = 2^10`, `EXPR => EXPECTED` when checking) on
    /// `calculator`, which is reset first; in a session (`variables` not nil) `ans` and variables come from
    /// `variables`, and a result that is not `Error` updates them.
    ///
    /// A line that is not an expression is an ``LineOutcome/invalid(_:line:script:)`` outcome whose
    /// error (kind `invalidExpression`) holds the column and the message.
    public func expressionOutcome(
        ofLine number: Int, _ text: Substring, on calculator: inout AnyCalculator,
        variables: inout ExpressionVariables?
    ) -> LineOutcome {
        if KeyScript.isBlank(text) { return .blank }
        let content = text.utf8.firstIndex(of: UInt8(ascii: "#")).map { text[..<$0] } ?? text
        let scriptText = recordsScriptText || task != .evaluate ? CheckLine.trimmed(content) : ""
        var source = content
        var expected: String?
        if task == .check {
            guard let arrow = content.firstRange(of: "=>") else {
                return .invalid(
                    KeyScriptError(kind: .missingExpectation, column: 1, token: String(content)), line: number,
                    script: scriptText)
            }
            source = content[..<arrow.lowerBound]
            let expectation = CheckLine.trimmed(content[arrow.upperBound...])
            guard !expectation.isEmpty, !expectation.contains("|") else {
                let column = content.distance(from: content.startIndex, to: arrow.lowerBound) + 1
                return .invalid(
                    KeyScriptError(
                        kind: .invalidExpression, column: column,
                        token: "expected 'EXPRESSION => EXPECTED' with one expected display"),
                    line: number, script: scriptText)
            }
            expected = expectation
        }
        let expression: Expression
        do {
            expression = try Expression(parsing: source, variables: variables)
        } catch {
            return .invalid(
                KeyScriptError(kind: .invalidExpression, column: error.column, token: error.message), line: number,
                script: scriptText)
        }
        switch task {
        case .evaluate:
            var result: ScriptResult
            if tracing {
                let displays = calculator.trace(expression)
                let names = (expression.keys + [.equals]).prefix(displays.count).map(\.name)
                result = ScriptResult(
                    line: number, script: scriptText, display: displays.last ?? calculator.display, trace: displays,
                    keyNames: Array(names))
            } else {
                result = ScriptResult(line: number, script: scriptText, display: calculator.evaluate(expression))
            }
            if recordsScriptText { result.keys = Self.text(of: expression.keys + [.equals]) }
            result.isExact = calculator.isDisplayExact
            if settings.verifiesDigits { result.isApproximate = calculator.isDisplayApproximate }
            remember(expression, from: calculator, in: &variables)
            return .result(result)
        case .compare:
            var double = doubleSettings.makeCalculator(tapeCapacity: 0)
            let doubleDisplay = double.evaluate(expression)
            let mpfrDisplay = calculator.evaluate(expression)
            var exact = Self.exactSettings(for: settings).makeCalculator(tapeCapacity: 0)
            let exactDisplay = exact.evaluate(expression)
            let shared = DisplayComparison.sharedSignificantDigits(
                doubleDisplay, mpfrDisplay, limit: min(15, settings.digits))
            return .comparison(
                BackendComparison(
                    line: number, script: scriptText, double: doubleDisplay, mpfr: mpfrDisplay, exact: exactDisplay,
                    sharedDigits: shared))
        case .check:
            let display = calculator.evaluate(expression)
            remember(expression, from: calculator, in: &variables)
            return .check(
                CheckOutcome(
                    line: number, script: CheckLine.trimmed(source), expected: [expected ?? ""], got: [display]))
        }
    }

    /// In a session, the result becomes `ans` (and the assigned variable) unless it is `Error`.
    private func remember(
        _ expression: Expression, from calculator: AnyCalculator, in variables: inout ExpressionVariables?
    ) {
        guard variables != nil, let value = calculator.resultLiteral else { return }
        variables?.answer = value
        if let name = expression.assignedName { variables?.values[name] = value }
    }
}
