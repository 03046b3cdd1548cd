import CalcBatch
import Foundation
import Testing

@testable import CalcEngine

#if DEBUG
    /// calc-eval's evaluation path formats a display once per line (untraced) or once per key (traced),
    /// never twice the same display: counted with `FormattingCounter` against a calculator that reads
    /// each display once.
    @Suite struct DisplayFormattingCountTests {
        /// How many values `body` formats for the display.
        static func formats(_ body: () -> Void) -> Int {
            let counter = FormattingCounter()
            FormattingCounter.$current.withValue(counter, operation: body)
            return counter.value
        }

        /// How many values reading the display after the keys `reads` picks (by index) formats.
        static func reference(_ keys: [Key], settings: EngineSettings, reads: (Int) -> Bool) -> Int {
            var calculator = settings.makeCalculator(tapeCapacity: 0)
            return formats {
                for (index, key) in keys.enumerated() {
                    calculator.press(key)
                    if reads(index) { _ = calculator.display }
                }
            }
        }

        /// The line as calc-eval hands it over: UTF-8 bytes.
        static func outcome(_ evaluator: BatchEvaluator, _ line: String) -> LineOutcome {
            Array(line.utf8).withUnsafeBufferPointer { evaluator.outcome(ofLine: 1, utf8: $0) }
        }

        static let lines = ["2 + 3 * 4 =", "2 sqrt sqr - 2 =", "1 / 3 = sin", "1 / 0 =", "5 fact ln"]

        /// The backends counted: double, mpfr, mpfr with verified digits, exact.
        static let backends = ["double", "mpfr", "verified", "exact"]

        static func settings(_ backend: String) throws -> EngineSettings {
            switch backend {
            case "double": try EngineSettings(backend: .double)
            case "mpfr": try EngineSettings(backend: .mpfr, precision: 64)
            case "verified": try EngineSettings(backend: .mpfr, precision: 64, verifiesDigits: true)
            default: try EngineSettings(backend: .exact)
            }
        }

        @Test(arguments: backends, [false, true])
        func oncePerLine(_ backend: String, recordsText: Bool) throws {
            let settings = try Self.settings(backend)
            var evaluator = BatchEvaluator(settings: settings, recordsScriptText: recordsText)
            evaluator.recordsDetails = recordsText
            for line in Self.lines {
                let keys = try KeyScript(parsing: line).keys
                let expected = Self.reference(keys, settings: settings) { $0 == keys.count - 1 }
                #expect(Self.formats { _ = Self.outcome(evaluator, line) } == expected, "\(line)")
            }
        }

        @Test(arguments: backends)
        func oncePerKeyTraced(_ backend: String) throws {
            let settings = try Self.settings(backend)
            let evaluator = BatchEvaluator(settings: settings, tracing: true)
            for line in Self.lines {
                let keys = try KeyScript(parsing: line).keys
                let expected = Self.reference(keys, settings: settings) { _ in true }
                #expect(Self.formats { _ = Self.outcome(evaluator, line) } == expected, "\(line)")
            }
        }

        @Test(arguments: backends)
        func expressionsOncePerLine(_ backend: String) throws {
            let settings = try Self.settings(backend)
            var evaluator = BatchEvaluator(settings: settings)
            evaluator.readsExpressions = true
            for text in ["2+3*4", "sqrt(2)^2 - 2", "sin(1/3)", "1/0 + pi"] {
                // An expression's keys stop at Error.
                let expression = try Expression(parsing: text)
                // Batch calculators keep no tape (whose text formats operands), as in `reference`.
                var calculator = settings.makeCalculator(tapeCapacity: 0)
                let expected = Self.formats { _ = calculator.evaluate(expression) }
                #expect(Self.formats { _ = Self.outcome(evaluator, text) } == expected, "\(text)")
            }
        }

        /// A check formats only the displays it compares.
        @Test func checkFormatsTheComparedDisplays() throws {
            let settings = try EngineSettings(backend: .mpfr, precision: 64)
            let evaluator = BatchEvaluator(settings: settings, task: .check)
            let keys = try KeyScript(parsing: "2 sqrt sqr - 2 =").keys
            let expected = Self.reference(keys, settings: settings) { $0 >= keys.count - 2 }
            #expect(Self.formats { _ = Self.outcome(evaluator, "2 sqrt sqr - 2 = => 2 | 0") } == expected)
        }

        /// Exactness is a second conversion of the value to decimal: only asked for when recorded.
        @Test func exactnessOnlyWhenRecorded() throws {
            var evaluator = BatchEvaluator(settings: try EngineSettings(backend: .mpfr))
            guard case .result(let recorded) = Self.outcome(evaluator, "1 / 4 =") else { throw CancellationError() }
            #expect(recorded.isExact)
            evaluator.recordsDetails = false
            guard case .result(let unrecorded) = Self.outcome(evaluator, "1 / 4 =") else { throw CancellationError() }
            #expect(!unrecorded.isExact)
        }
    }
#endif
