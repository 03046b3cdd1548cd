import CalcEngine
import Foundation
import Testing

/// A calculator encoded mid-calculation and decoded continues exactly where it left off.
@Suite struct CalculatorCodableTests {
    static let scripts = [
        "2 + 3 *",  // pending operations
        "1 2 . 5 0",  // a typed entry, shown as typed
        "5 + 2 = =",  // repeated equals armed
        "3 M+ 4 M+ ( 2 +",  // memory and an open group
        "1 - 2 *",  // an operator that a second operator would replace
        "rad 1 / 7 =",  // angle unit and a value with every bit significant
        "1 / 0 =",  // the error state
        "rand rand",  // the random generator's position
    ]
    static let continuations = ["+ 4 =", "= =", "* 3 ) =", "MR + 1 =", "/ 9 =", "sin", "2 =", "rand + 1 ="]

    @Test(arguments: zip(scripts, continuations))
    func doubleContinuesAfterDecoding(script: String, continuation: String) throws {
        try check(Calculator(configuration: .init(backend: DoubleBackend(), randomSeed: 5)), script, continuation)
    }

    @Test(arguments: zip(scripts, continuations))
    func mpfrContinuesAfterDecoding(script: String, continuation: String) throws {
        try check(
            Calculator(
                configuration: .init(backend: try MPFRBackend(precision: 300), displayDigits: 60, randomSeed: 5)),
            script, continuation)
    }

    @Test func ieeeModeBackendRoundTrips() throws {
        var calculator = Calculator(configuration: .init(backend: MPFRBackend.ieeeBinary64))
        calculator.press(try KeyScript(parsing: "1 EE 300 *").keys)
        let decoded = try JSONDecoder().decode(Calculator<MPFRBackend>.self, from: JSONEncoder().encode(calculator))
        #expect(decoded.configuration.backend == MPFRBackend.ieeeBinary64)
        var a = calculator
        var b = decoded
        a.press(try KeyScript(parsing: "1 EE 300 =").keys)
        b.press(try KeyScript(parsing: "1 EE 300 =").keys)
        #expect(a.display == "Error")
        #expect(b.display == "Error")
    }

    @Test func mpfrValuesRoundTripExactly() throws {
        let backend = try MPFRBackend(precision: 1000)
        for text in ["0.1", "-3.25", "1e-300000", "7e123456", "0", "123456789.987654321"] {
            let value = try backend.parse(decimal: text)
            let decoded = try JSONDecoder().decode(MPFRValue.self, from: JSONEncoder().encode(value))
            #expect(decoded == value, "\(text)")
            #expect(decoded.precision == 1000)
        }
        let negativeZero = backend.negation(backend.value(0))
        let decoded = try JSONDecoder().decode(MPFRValue.self, from: JSONEncoder().encode(negativeZero))
        #expect(decoded.isZero && decoded.hasNegativeSign)
    }

    @Test func invalidPrecisionIsRejected() {
        let json = Data(#"{"precision": 1, "value": "0"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(MPFRValue.self, from: json) }
        let backend = Data(#"{"precision": 0, "ieee": false}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(MPFRBackend.self, from: backend) }
    }

    /// The encoded form of the state is the one calculators were saved in before the state had a phase and
    /// operators were ``BinaryOperation``s: flags, and operators by key name (recorded from that version);
    /// documents of that version, with the fields no longer written, still decode. Values now carry their
    /// exactness (`{"isExact": true, "value": 5}`); the form saved before that still decodes, its values
    /// inexact.
    @Test func encodedFormIsStable() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var calculator = Calculator(configuration: .init(backend: DoubleBackend(), randomSeed: 5))
        calculator.press(try KeyScript(parsing: "5 + 3 C").keys)
        let saved = [
            #"{"angleUnit":"degrees","configuration":{"angleUnit":"degrees","backend":{},"displayDigits":15,"m"#,
            #"ode":"precedence","randomSeed":5,"snapsCancellation":true},"formatter":{"significantDigits":15},"#,
            #""memory":0,"pressCount":4,"random":{"state":5},"state":{"afterEquals":false,"entryIsCleared":tru"#,
            #"e,"groups":[[{"op":"+","operand":5,"pressNumber":2}]],"isError":false,"lastOperator":{"op":"+",""#,
            #"pressNumber":2},"operand":{"entry":{"_0":"0"}},"operatorPressedSinceEquals":true,"shown":5,"show"#,
            #"nText":"5"},"zero":0}"#,
        ].joined()
        // Written now: the same without what is derived from the settings (formatter, zero) and without
        // the press counter, which decoding recomputes from the operators' press numbers.
        let written = [
            #"{"angleUnit":"degrees","configuration":{"angleUnit":"degrees","backend":{},"displayDigits":15,"m"#,
            #"ode":"precedence","randomSeed":5,"snapsCancellation":true},"#,
            #""memory":0,"random":{"state":5},"state":{"afterEquals":false,"entryIsCleared":tru"#,
            #"e,"groups":[[{"op":"+","operand":5,"pressNumber":2}]],"isError":false,"lastOperator":{"op":"+",""#,
            #"pressNumber":2},"operand":{"entry":{"_0":"0"}},"operatorPressedSinceEquals":true,"shown":5,"show"#,
            #"nText":"5"}}"#,
        ].joined()
        let current =
            written
            .replacingOccurrences(of: #""memory":0"#, with: #""memory":{"isExact":true,"value":0}"#)
            .replacingOccurrences(of: #""operand":5"#, with: #""operand":{"isExact":true,"value":5}"#)
            .replacingOccurrences(of: #""shown":5"#, with: #""shown":{"isExact":true,"value":5}"#)
            // The calculator keeps its tape: the completed entries and the expression line being keyed.
            .replacingOccurrences(
                of: #""shownText":"5"}}"#,
                with: #""shownText":"5"},"tape":{"capacity":100,"entries":[]},"#
                    + #""tapeLine":{"hasOperation":true,"levels":[[{"operand":"5"},{"operator":"+"}]]}}"#)
        #expect(String(decoding: try encoder.encode(calculator), as: UTF8.self) == current)
        var exact = try JSONDecoder().decode(Calculator<DoubleBackend>.self, from: Data(current.utf8))
        var calculatorCopy = calculator
        #expect(exact.run(try KeyScript(parsing: "4 =")) == calculatorCopy.run(try KeyScript(parsing: "4 =")))
        #expect(exact.isDisplayExact)
        for document in [saved, written] {
            var restored = try JSONDecoder().decode(Calculator<DoubleBackend>.self, from: Data(document.utf8))
            #expect(restored.clearKeyLabel == .allClear)
            var original = calculator
            #expect(
                restored.run(try KeyScript(parsing: "4 * 2 - =")) == original.run(try KeyScript(parsing: "4 * 2 - =")))
        }
        let keys: [(Key, String)] = [
            (.binary(.scaleByPowerOfTen), #"{"binary":{"_0":"EE"}}"#), (.pi, #"{"pi":{}}"#),
            (.function(.sin), #"{"function":{"_0":"sin"}}"#), (.digit(.seven), #"{"digit":{"_0":7}}"#),
        ]
        for (key, json) in keys {
            #expect(String(decoding: try encoder.encode(key), as: UTF8.self) == json)
            #expect(try JSONDecoder().decode(Key.self, from: Data(json.utf8)) == key)
        }
    }

    /// Exactness survives encoding; a calculator saved before values carried it (each value bare) still
    /// decodes, on the exact backend too (whose values encode an `exact` case of their own).
    @Test func exactnessRoundTripsAndOlderFormsDecode() throws {
        for script in ["1 EE 15 + 1 - 1 EE 15 =", "1 / 4 = M+ 3 +", "0.1 + 2 * ( 0.5", "1 / 3 = M+ 2 ="] {
            try checkExactness(Calculator(backend: DoubleBackend()), script)
            try checkExactness(Calculator(configuration: .init(backend: try ExactBackend(precision: 128))), script)
        }
    }

    private func checkExactness<B: NumericBackend & Codable>(_ start: Calculator<B>, _ script: String) throws
    where B.Value: Codable {
        var original = start
        original.press(try KeyScript(parsing: script).keys)
        let data = try JSONEncoder().encode(original)
        var restored = try JSONDecoder().decode(Calculator<B>.self, from: data)
        #expect(restored.isDisplayExact == original.isDisplayExact, "\(script)")
        #expect(restored.isMemoryExact == original.isMemoryExact, "\(script)")
        let continuation = try KeyScript(parsing: "- 1 EE 15 = M+ MR")
        var continued = original
        #expect(restored.run(continuation) == continued.run(continuation), "\(script)")
        // The older form: every {"isExact": …, "value": v} replaced by v.
        func bare(_ object: Any) -> Any {
            if let dictionary = object as? [String: Any] {
                if dictionary.count == 2, dictionary["isExact"] is Bool, let value = dictionary["value"] {
                    return bare(value)
                }
                return dictionary.mapValues(bare)
            }
            if let array = object as? [Any] { return array.map(bare) }
            return object
        }
        let older = try JSONSerialization.data(withJSONObject: bare(try JSONSerialization.jsonObject(with: data)))
        #expect(!String(decoding: older, as: UTF8.self).contains("isExact"))
        let decoded = try JSONDecoder().decode(Calculator<B>.self, from: older)
        #expect(decoded.display == original.display, "\(script)")
    }

    private func check<B: NumericBackend & Codable>(_ start: Calculator<B>, _ script: String, _ continuation: String)
        throws
    where B.Value: Codable {
        var original = start
        original.press(try KeyScript(parsing: script).keys)
        let data = try JSONEncoder().encode(original)
        var restored = try JSONDecoder().decode(Calculator<B>.self, from: data)
        #expect(restored.display == original.display)
        #expect(restored.clearKeyLabel == original.clearKeyLabel)
        #expect(restored.highlightedOperator == original.highlightedOperator)
        let keys = try KeyScript(parsing: continuation).keys
        #expect(
            restored.run(KeyScript(keys: keys)) == original.run(KeyScript(keys: keys)), "\(script) | \(continuation)")
    }
}
