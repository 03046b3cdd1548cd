import CalcBatch
import CalcEngine
import Testing

/// The batch evaluator's tasks (evaluate, compare, check), tracing, exactness and verified digits,
/// sessions, and lines given as UTF-8 bytes.
@Suite struct BatchEvaluatorTaskTests {
    static func result(_ outcome: LineOutcome, sourceLocation: SourceLocation = #_sourceLocation) -> ScriptResult? {
        guard case .result(let result) = outcome else {
            Issue.record("not a result: \(outcome)", sourceLocation: sourceLocation)
            return nil
        }
        return result
    }

    static func invalid(_ outcome: LineOutcome, sourceLocation: SourceLocation = #_sourceLocation)
        -> (error: LineError, line: Int, script: String)?
    {
        guard case .invalid(let error, let line, let script) = outcome else {
            Issue.record("not invalid: \(outcome)", sourceLocation: sourceLocation)
            return nil
        }
        return (error, line, script)
    }

    // MARK: Compare

    struct Comparison: Sendable, CustomTestStringConvertible {
        var script: String
        var double: String
        var mpfr: String
        var exact: String
        var shared: Int
        var isExact = true
        var testDescription: String { script }
    }

    static let comparisons: [Comparison] = [
        Comparison(
            script: "1 / 3 =", double: "0.333333333333333",
            mpfr: "0.33333333333333333333333333333333333333333333333333",
            exact: "0.33333333333333333333333333333333333333333333333333", shared: 15, isExact: false),
        Comparison(script: "1 / 4 =", double: "0.25", mpfr: "0.25", exact: "0.25", shared: 15),
        // Exact operands: no backend's cancellation rule swallows the 1.
        Comparison(script: "1 EE 15 + 1 - 1 EE 15 =", double: "1", mpfr: "1", exact: "1", shared: 15),
        // 1e17 + 1 rounds on Double: the rule swallows the 1; MPFR and the exact backend keep it.
        Comparison(script: "1 EE 17 + 1 - 1 EE 17 =", double: "0", mpfr: "1", exact: "1", shared: 0),
        Comparison(script: "1 / 0 =", double: "Error", mpfr: "Error", exact: "Error", shared: 15, isExact: false),
    ]

    @Test(arguments: comparisons)
    func compare(_ c: Comparison) throws {
        let evaluator = BatchEvaluator(settings: try EngineSettings(), task: .compare)
        guard case .comparison(let comparison) = evaluator.outcome(ofLine: 7, c.script[...]) else {
            Issue.record("not a comparison")
            return
        }
        #expect(
            comparison
                == BackendComparison(
                    line: 7, script: c.script, double: c.double, mpfr: c.mpfr,
                    exact: c.exact, sharedDigits: c.shared, isExact: c.isExact))
    }

    @Test("compare: an unreadable script is invalid, with its text")
    func compareInvalid() throws {
        let evaluator = BatchEvaluator(settings: try EngineSettings(), task: .compare)
        let invalid = Self.invalid(evaluator.outcome(ofLine: 2, "1 + bogus # note"))
        #expect(invalid?.error == .keyScript(KeyScriptError(kind: .unknownKey, column: 5, token: "bogus")))
        #expect(invalid?.line == 2)
        #expect(invalid?.script == "1 + bogus # note")
    }

    @Test("compare: the Double side has 53 bits and 15 digits, otherwise the same settings")
    func doubleSettings() throws {
        let settings = try EngineSettings(backend: .mpfr, precision: 128, mode: .immediate, angleUnit: .radians)
        let double = BatchEvaluator(settings: settings, task: .compare).doubleSettings
        #expect(double.backend == .double)
        #expect(double.precision == 53)
        #expect(double.digits == 15)
        #expect(double.mode == .immediate)
        #expect(double.angleUnit == .radians)
    }

    // MARK: Check

    struct Check: Sendable, CustomTestStringConvertible {
        var line: String
        var keys: String
        var expected: [String]
        var got: [String]
        var testDescription: String { line }
    }

    static let checks: [Check] = [
        Check(line: "2 * 3 = => 3 | 6", keys: "2 * 3 =", expected: ["3", "6"], got: ["3", "6"]),
        Check(line: "2 * 3 = => 7", keys: "2 * 3 =", expected: ["7"], got: ["6"]),
        Check(line: "2 + 3 * 4 = => 14 # precedence", keys: "2 + 3 * 4 =", expected: ["14"], got: ["14"]),
        Check(line: "1 / 0 = => Error", keys: "1 / 0 =", expected: ["Error"], got: ["Error"]),
    ]

    @Test(arguments: checks)
    func check(_ c: Check) throws {
        let evaluator = BatchEvaluator(settings: try EngineSettings(backend: .double), task: .check)
        guard case .check(let outcome) = evaluator.outcome(ofLine: 4, c.line[...]) else {
            Issue.record("not a check")
            return
        }
        #expect(outcome.line == 4)
        #expect(outcome.script == (try KeyScript(parsing: c.keys)).text)
        #expect(outcome.expected == c.expected)
        #expect(outcome.got == c.got)
        #expect(outcome.passed == (c.expected == c.got))
    }

    @Test("check: a line without an expectation is invalid")
    func checkInvalid() throws {
        let evaluator = BatchEvaluator(settings: try EngineSettings(backend: .double), task: .check)
        let invalid = Self.invalid(evaluator.outcome(ofLine: 9, "2 * 3 ="))
        #expect(invalid?.error == .missingExpectation(column: 1))
        #expect(invalid?.line == 9)
        #expect(invalid?.script == "2 * 3 =")
        // An expression line is told the expression form.
        var expressions = BatchEvaluator(settings: try EngineSettings(backend: .double), task: .check)
        expressions.readsExpressions = true
        #expect(Self.invalid(expressions.outcome(ofLine: 1, "x=2"))?.error == .expectedOneDisplay(column: 1))
    }

    // MARK: Evaluate

    @Test("tracing records the display after every key, and the keys")
    func tracing() throws {
        let evaluator = BatchEvaluator(settings: try EngineSettings(backend: .double), tracing: true)
        let result = Self.result(evaluator.outcome(ofLine: 1, "12 + 3 ="))
        #expect(result?.display == "15")
        #expect(result?.trace == ["1", "12", "12", "3", "15"])
        #expect(result?.keyNames == (try KeyScript(parsing: "12 + 3 =")).keys.map(\.name))
        let untraced = Self.result(
            BatchEvaluator(settings: try EngineSettings(backend: .double))
                .outcome(ofLine: 1, "12 + 3 ="))
        #expect(untraced?.trace == nil)
        #expect(untraced?.keyNames == nil)
    }

    @Test(
        "the exact backend (and MPFR) report whether the display is exact",
        arguments: [
            ("1 / 4 =", "0.25", true),
            ("1 / 3 =", "0.33333333333333333333333333333333333333333333333333", false),
            ("2 sqrt", "1.4142135623730950488016887242096980785696718753769", false),
            ("0.1 + 0.2 =", "0.3", true),
        ])
    func exactness(_ script: String, _ display: String, _ isExact: Bool) throws {
        let evaluator = BatchEvaluator(settings: try EngineSettings(backend: .exact))
        let result = Self.result(evaluator.outcome(ofLine: 1, script[...]))
        #expect(result?.display == display)
        #expect(result?.isExact == isExact)
        #expect(result?.isApproximate == false)
        // MPFR knows exactness too: 1/4 is a binary fraction, 0.1 + 0.2 is not.
        let mpfr = Self.result(BatchEvaluator(settings: try EngineSettings()).outcome(ofLine: 1, script[...]))
        #expect(mpfr?.isExact == (script == "1 / 4 ="))
    }

    @Test(
        "verified digits report an approximate display",
        arguments: [
            ("0.1 + 0.2 - 0.3 =", "0", true),
            ("1 / 4 =", "0.25", false),
            ("1 EE 20 neg + 1 - 1 =", "1e-20", false),
        ])
    func verifiedDigits(_ script: String, _ display: String, _ isApproximate: Bool) throws {
        var settings = try EngineSettings(backend: .mpfr, precision: 64)
        settings.verifiesDigits = true
        let result = Self.result(BatchEvaluator(settings: settings).outcome(ofLine: 1, script[...]))
        #expect(result?.display == display)
        #expect(result?.isApproximate == isApproximate)
    }

    @Test("a verified trace says which of its displays are approximate, in the kept and the streamed trace")
    func verifiedTraceMarksApproximateSteps() throws {
        let settings = try EngineSettings(backend: .mpfr, precision: 64, verifiesDigits: true)
        let script = "2 sqrt sqr - 2 = + 1 ="
        let result = Self.result(BatchEvaluator(settings: settings, tracing: true).outcome(ofLine: 1, script[...]))
        #expect(result?.trace == ["2", "1.41421356237309505", "2", "2", "2", "0", "0", "1", "1"])
        #expect(result?.approximateTrace == [false, false, false, false, false, true, true, false, false])
        var streamed: [Bool] = []
        let bytes = Array(script.utf8)
        let outcome = bytes.withUnsafeBufferPointer { buffer in
            BatchEvaluator(settings: settings, tracing: true).streamTrace(
                ofLine: 1, utf8: buffer, start: { _ in },
                step: { _, _, approximate in
                    streamed.append(approximate)
                    return true
                })
        }
        #expect(outcome == nil)
        #expect(streamed == result?.approximateTrace)
        let plain = Self.result(
            BatchEvaluator(settings: try EngineSettings(backend: .mpfr, precision: 64), tracing: true)
                .outcome(ofLine: 1, script[...]))
        #expect(plain?.approximateTrace == nil)
    }

    @Test("verified digits may go up to what 64 times the precision shows")
    func verifiedDigitsBeyondThePrecision() throws {
        let settings = try EngineSettings(backend: .mpfr, precision: 64, digits: 50, verifiesDigits: true)
        let result = Self.result(BatchEvaluator(settings: settings).outcome(ofLine: 1, "1 / 3 ="))
        #expect(result?.display == "0." + String(repeating: "3", count: 50))
        #expect(result?.isApproximate == false)
        let largest = SignificantDigits(precision: 64 * 64).maximumCount
        #expect(throws: EngineSettings.InvalidSetting.self) {
            try EngineSettings(backend: .mpfr, precision: 64, digits: 50)
        }
        #expect(
            try EngineSettings(backend: .exact, precision: 64, digits: largest, verifiesDigits: true).digits == largest)
        #expect(throws: EngineSettings.InvalidSetting.self) {
            try EngineSettings(backend: .mpfr, precision: 64, digits: largest + 1, verifiesDigits: true)
        }
        for kind in [BackendKind.double, .mpfrIEEE] {
            #expect(throws: EngineSettings.InvalidSetting.self) {
                try EngineSettings(backend: kind, verifiesDigits: true)
            }
        }
    }

    @Test("the script text is recorded without its comment (an invalid line as read), or not at all")
    func scriptText() throws {
        let settings = try EngineSettings(backend: .double)
        let recorded = Self.result(BatchEvaluator(settings: settings).outcome(ofLine: 3, "  1 + 1 =  # two"))
        #expect(recorded?.script == "1 + 1 =")
        #expect(recorded?.line == 3)
        let unrecorded = Self.result(
            BatchEvaluator(settings: settings, recordsScriptText: false)
                .outcome(ofLine: 3, "1 + 1 = # two"))
        #expect(unrecorded?.script == "")
        #expect(unrecorded?.display == "2")
        let invalid = Self.invalid(BatchEvaluator(settings: settings).outcome(ofLine: 5, "1 + qqq # x"))
        // An invalid line keeps its text as read, so that the error's column points into it.
        #expect(invalid?.script == "1 + qqq # x")
        #expect(invalid?.error.column == 5)
    }

    @Test("a session continues on one calculator; a fresh line starts from zero")
    func session() throws {
        let evaluator = BatchEvaluator(settings: try EngineSettings(backend: .double))
        var calculator = evaluator.settings.makeCalculator()
        #expect(Self.result(evaluator.outcome(ofLine: 1, "2 + 3 =", on: &calculator))?.display == "5")
        #expect(Self.result(evaluator.outcome(ofLine: 2, "* 2 =", on: &calculator))?.display == "10")
        #expect(Self.result(evaluator.outcome(ofLine: 2, "* 2 ="))?.display == "0")
    }

    @Test("an independent copy has the same settings and gives the same outcomes")
    func independentCopy() throws {
        let evaluator = BatchEvaluator(
            settings: try EngineSettings(backend: .mpfr, precision: 100), task: .compare,
            tracing: true, recordsScriptText: false)
        let copy = evaluator.independentCopy()
        #expect(copy.settings == evaluator.settings)
        #expect(copy.task == evaluator.task)
        #expect(copy.tracing == evaluator.tracing)
        #expect(copy.recordsScriptText == evaluator.recordsScriptText)
        for line in ["1 / 3 =", "2 sqrt", "1 + bogus", ""] {
            #expect(copy.outcome(ofLine: 1, line[...]) == evaluator.outcome(ofLine: 1, line[...]), "\(line)")
        }
    }

    // MARK: UTF-8 bytes

    static func outcome(_ evaluator: BatchEvaluator, _ bytes: [UInt8]) -> LineOutcome {
        bytes.withUnsafeBufferPointer { evaluator.outcome(ofLine: 1, utf8: $0) }
    }

    @Test(
        "bytes give what the same text gives",
        arguments: [
            "1 + 1 =", "2 × 3 =", "# only a comment", "", "   ", "1 + bogus", "√ 16", "1 + 1 = # é",
        ])
    func bytesAgreeWithText(_ line: String) throws {
        for recordsScriptText in [false, true] {
            for task in [BatchEvaluator.Task.evaluate, .compare] {
                let evaluator = BatchEvaluator(
                    settings: try EngineSettings(backend: .double), task: task,
                    recordsScriptText: recordsScriptText)
                #expect(
                    Self.outcome(evaluator, Array(line.utf8)) == evaluator.outcome(ofLine: 1, line[...]),
                    "\(line), \(task), recordsScriptText \(recordsScriptText)")
            }
        }
    }

    @Test("lines read into one array of keys give what each gives alone, in that array's storage")
    func bytesReusingOneArrayOfKeys() throws {
        let lines = [
            "1 + 2 * 3 =", "# a comment", "", "2 sqrt", "1 + bogus", "1 / 0 =", "√ 16", "7 negate - 1 =", "9 9 9 9 9",
        ]
        for session in [false, true] {
            let evaluator = BatchEvaluator(settings: try EngineSettings(backend: .double), recordsScriptText: false)
            var keys: [Key] = []
            keys.reserveCapacity(64)
            let storage = keys.withUnsafeBufferPointer { $0.baseAddress }
            var reusing = evaluator.settings.makeCalculator()
            var alone = evaluator.settings.makeCalculator()
            for (index, line) in lines.enumerated() {
                if !session {
                    reusing = evaluator.settings.makeCalculator()
                    alone = evaluator.settings.makeCalculator()
                }
                var variables: ExpressionVariables?
                let outcome = Array(line.utf8).withUnsafeBufferPointer {
                    evaluator.outcome(ofLine: index + 1, utf8: $0, on: &reusing, variables: &variables, reusing: &keys)
                }
                let expected = Array(line.utf8).withUnsafeBufferPointer {
                    evaluator.outcome(ofLine: index + 1, utf8: $0, on: &alone)
                }
                #expect(outcome == expected, "\(line), session \(session)")
                #expect(reusing.display == alone.display, "\(line), session \(session)")
            }
            // No line kept the array, so every line's keys were written where the first line's were.
            #expect(keys.withUnsafeBufferPointer { $0.baseAddress } == storage)
        }
    }

    @Test("a session on bytes continues on one calculator")
    func bytesSession() throws {
        let evaluator = BatchEvaluator(settings: try EngineSettings(backend: .double), recordsScriptText: false)
        var calculator = evaluator.settings.makeCalculator()
        for (line, display) in [("2 + 3 =", "5"), ("* 2 =", "10"), ("× 2 =", "20")] {
            let outcome = Array(line.utf8).withUnsafeBufferPointer {
                evaluator.outcome(ofLine: 1, utf8: $0, on: &calculator)
            }
            #expect(Self.result(outcome)?.display == display, "\(line)")
        }
    }

    struct BadBytes: Sendable, CustomTestStringConvertible {
        var bytes: [UInt8]
        var error: LineError
        var message: String
        var testDescription: String { "\(bytes)" }
    }

    static let badBytes: [BadBytes] = [
        BadBytes(bytes: [0x31, 0x20, 0xFF], error: .invalidUTF8(column: 3), message: "invalid UTF-8"),
        BadBytes(bytes: [0xFF], error: .invalidUTF8(column: 1), message: "invalid UTF-8"),
        BadBytes(bytes: Array("é ".utf8) + [0xC3], error: .invalidUTF8(column: 3), message: "invalid UTF-8"),
        BadBytes(bytes: [0x31, 0x00, 0x32], error: .nulByte(column: 2), message: "NUL byte in line"),
        BadBytes(bytes: Array("é×".utf8) + [0x00], error: .nulByte(column: 3), message: "NUL byte in line"),
        // A NUL after invalid bytes: the column counts bytes before it.
        BadBytes(bytes: [0xFF, 0xFF, 0x00], error: .nulByte(column: 3), message: "NUL byte in line"),
    ]

    @Test(arguments: badBytes)
    func invalidBytes(_ b: BadBytes) throws {
        let evaluator = BatchEvaluator(settings: try EngineSettings(backend: .double), recordsScriptText: false)
        let invalid = Self.invalid(Self.outcome(evaluator, b.bytes))
        #expect(invalid?.error == b.error)
        #expect(invalid?.error.message == b.message)
        // The line as read, each invalid byte as U+FFFD (it was empty, so the record did not say which line).
        #expect(invalid?.script == String(decoding: b.bytes, as: UTF8.self))
        let text = b.bytes.withUnsafeBufferPointer { BatchEvaluator.text(ofUTF8: $0) }
        #expect(text == .failure(b.error))
    }

    @Test("valid UTF-8 is decoded")
    func validText() {
        for text in ["", "1 + 1 =", "√ 2 × π", "é"] {
            #expect(Array(text.utf8).withUnsafeBufferPointer { BatchEvaluator.text(ofUTF8: $0) } == .success(text))
        }
    }
}
