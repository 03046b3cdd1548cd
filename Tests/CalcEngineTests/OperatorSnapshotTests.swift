import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// A binary operator keeps what it changed, so that a second operator right after it replaces it as if
/// the first had never been pressed. The same keys show the same displays pressed one at a time (every
/// operator keeps its snapshot), as a script (an operator keeps one only when the next key can use it)
/// and through a saved document (the snapshot is written as the whole state before the operator).
@Suite struct OperatorSnapshotTests {
    /// Replacements that undo a fold, inside a group, across a memory or angle-unit key, and a second
    /// operator after `(` or `)` (which end the snapshot).
    static let examples: [(script: String, display: String)] = [
        ("2 * 3 + - 4 =", "2"),
        ("2 * 3 + * 4 =", "24"),
        ("1 + 2 * 3 - + 4 =", "11"),
        ("2 + 3 * pow 2 =", "11"),
        ("( 2 + 3 * - 1 ) =", "4"),
        ("2 + M+ * 3 =", "6"),
        ("1 + 2 + deg * 3 =", "7"),
        ("2 * 3 + ( 4 =", "10"),
        ("2 - * ) 3 =", "6"),
        ("2 + * / - 5 =", "-3"),
    ]

    @Test(arguments: examples)
    func replacingAnOperator(script: String, display: String) throws {
        let keys = try KeyScript(parsing: script).keys
        var oneAtATime = Calculator(backend: DoubleBackend())
        for key in keys { oneAtATime.press(key) }
        var asScript = Calculator(backend: DoubleBackend())
        asScript.press(keys)
        #expect(oneAtATime.display == display, "one key at a time: \(script)")
        #expect(asScript.display == display, "as a script: \(script)")
    }

    /// Random sequences over every key: pressed one at a time, with a copy saved and decoded right after
    /// each operator and continued beside it, and as a script; every display agrees.
    @Test func oneAtATimeDecodedAndScriptAgree() throws {
        var generator = BackendIdentityPropertyTests.KeyGenerator(random: TestEnvironment.generator(salt: 0x0905_2A70))
        var pressed = 0
        var sequence = 0
        while pressed < 20_000 {
            let keys = generator.sequence()
            sequence += 1
            var oneAtATime = Calculator(backend: DoubleBackend())
            var decoded: Calculator<DoubleBackend>?
            for (index, key) in keys.enumerated() {
                oneAtATime.press(key)
                decoded?.press(key)
                pressed += 1
                let context =
                    "\(TestEnvironment.replayHint), sequence \(sequence), after '\(KeyScript(keys: Array(keys[...index])).text)'"
                if let copy = decoded {
                    #expect(copy.display == oneAtATime.display, "decoded copy: \(context)")
                    #expect(copy.highlightedOperator == oneAtATime.highlightedOperator, "decoded copy: \(context)")
                }
                if case .binary = key {
                    let data = try JSONEncoder().encode(oneAtATime)
                    decoded = try JSONDecoder().decode(Calculator<DoubleBackend>.self, from: data)
                }
            }
            var asScript = Calculator(backend: DoubleBackend())
            asScript.press(keys)
            #expect(
                asScript.display == oneAtATime.display,
                "\(TestEnvironment.replayHint), sequence \(sequence): '\(KeyScript(keys: keys).text)' as a script")
        }
    }
}
