import CalcEngine

extension BatchEvaluator {
    /// What reading a line gave: a line to evaluate, or an outcome already (blank or invalid).
    public enum Reading: Sendable, Hashable {
        /// A line to evaluate.
        case line(BatchLine)
        /// A line with nothing to evaluate: ``LineOutcome/blank`` or ``LineOutcome/invalid(_:line:script:)``.
        case outcome(LineOutcome)
    }

    /// Reads line `number` as a key script, or as an expression when ``readsExpressions``; for
    /// ``Task/check``, also its expectation (`KEYS => A | B`, `EXPRESSION => A`). In a session
    /// (`variables` not nil) an expression reads `ans` and variables from `variables`.
    public func read(ofLine number: Int, _ text: Substring, variables: ExpressionVariables? = nil) -> Reading {
        if KeyScript.isBlank(text) { return .outcome(.blank) }
        do throws(LineError) {
            return .line(
                readsExpressions
                    ? try expressionLine(number, text, variables: variables) : try keyLine(number, text))
        } catch {
            // The line as read, comment and spaces kept: the error's column counts in it.
            return .outcome(.invalid(error, line: number, script: recordsText ? String(text) : ""))
        }
    }

    /// Whether lines keep their text: the output prints it, or a comparison or check reports it.
    var recordsText: Bool { recordsScriptText || task != .evaluate }

    private func keyLine(_ number: Int, _ text: Substring) throws(LineError) -> BatchLine {
        switch task {
        case .evaluate, .compare:
            let script: KeyScript
            do { script = try KeyScript(parsing: text) } catch { throw .keyScript(error) }
            return BatchLine(number: number, source: .keys(script), text: recordsText ? Self.withoutComment(text) : "")
        case .check:
            let line = try CheckLine(parsing: text)
            return BatchLine(
                number: number, source: .keys(line.script), text: Self.text(of: line.script.keys),
                expected: line.expected)
        }
    }

    /// `text` up to its first `#` (a comment), searched in the bytes in place where they are contiguous:
    /// the generic `firstIndex(of:)` on a substring's UTF-8 view took some 2,000 instructions a line.
    static func beforeComment(_ text: Substring) -> Substring {
        let hash = UInt8(ascii: "#")
        let offset = text.utf8.withContiguousStorageIfAvailable { $0.firstIndex(of: hash) }
        if let offset {
            return offset.map { text[..<text.utf8.index(text.utf8.startIndex, offsetBy: $0)] } ?? text
        }
        return text.utf8.firstIndex(of: hash).map { text[..<$0] } ?? text
    }

    private func expressionLine(_ number: Int, _ text: Substring, variables: ExpressionVariables?)
        throws(LineError) -> BatchLine
    {
        let content = Self.beforeComment(text)
        var source = content
        var expected: [String] = []
        if task == .check {
            // (An expression line without `=>` is told the expression form, not `KEYS => EXPECTED`.)
            guard let arrow = content.firstRange(of: "=>") else { throw .expectedOneDisplay(column: 1) }
            source = content[..<arrow.lowerBound]
            let expectation = CheckLine.trimmed(content[arrow.upperBound...])
            guard !expectation.isEmpty, !expectation.contains("|") else {
                throw .expectedOneDisplay(column: content.distance(from: content.startIndex, to: arrow.lowerBound) + 1)
            }
            expected = [expectation]
        }
        let expression: Expression
        do {
            expression = try Expression(parsing: source, variables: variables, programmer: settings.programmer)
        } catch {
            throw .expression(error)
        }
        return BatchLine(
            number: number, source: .expression(expression), text: recordsText ? CheckLine.trimmed(source) : "",
            expected: expected)
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
