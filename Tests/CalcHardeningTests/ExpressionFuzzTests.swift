import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// Random expression text and random bytes through the parser: no crash, bounded time, and every failure
/// a positioned message (a column within the text, or just after it, and words).
@Suite struct ExpressionFuzzTests {
    static let pieces = [
        "1", "2.5", ".5", "5.", "1e3", "1E-2", "e", "pi", "π", "+", "-", "−", "*", "×", "/", "÷", "·", "^", "**",
        "!", "%", "²", "³", "⁻¹", "(", ")", "|", ",", "=", "√", "∛", " ", "sin", "cos", "log", "ln", "nCr", "mod",
        "root", "abs", "floor", "x", "ans", "rand", "sinn", "\u{1B}", "\t", "⁻", "1.2.3", "0x10", "#", "deg", "grad",
        "_", "1_0", "emod", "ceil", "round", "°", "'", ";", "sin₀", "<", ">", "<=", "==", "!=", "≠", "$", "@",
        "atan2", "arctan2", "s", "a2", "e(", "roundeven", "sind", "∘", "\"",
    ]

    static func check(_ text: String) {
        do {
            let expression = try Expression(parsing: text)
            // A translation is a key script that reads back to the same keys.
            let keys = expression.keys
            #expect((try? KeyScript(parsing: KeyScript(keys: keys).text).keys) == keys, "\(text.debugDescription)")
            var calculator = Calculator(backend: DoubleBackend())
            _ = calculator.evaluate(expression)
        } catch {
            let length = text.unicodeScalars.count
            #expect((1...(length + 1)).contains(error.column), "\(text.debugDescription): column \(error.column)")
            #expect(!error.message.isEmpty)
            // Escaped for a terminal.
            #expect(!error.message.unicodeScalars.contains { KeyScriptError.isHidden($0) }, "\(error.message)")
        }
    }

    @Test func randomTokenSoup() {
        var random = TestEnvironment.generator(salt: 0xF0_2217)
        for _ in 0..<(TestEnvironment.isReduced ? 300 : 5_000) {
            let count = random.between(0...14)
            let text = (0..<count).map { _ in random.pick(Self.pieces) }.joined()
            Self.check(text)
        }
    }

    @Test func randomBytes() {
        var random = TestEnvironment.generator(salt: 0xB7_7E5)
        for _ in 0..<(TestEnvironment.isReduced ? 300 : 5_000) {
            let bytes = (0..<random.between(0...24)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            Self.check(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Long and deep inputs: an error or a value, quickly, never a stack overflow.
    @Test func longAndDeepInputs() {
        for text in [
            String(repeating: "(", count: 100_000), String(repeating: "(1+", count: 50_000),
            String(repeating: "sin(", count: 50_000), String(repeating: "-", count: 100_000),
            String(repeating: "2^", count: 50_000) + "2", String(repeating: "|", count: 100_000),
            String(repeating: "√", count: 100_000) + "2", String(repeating: "1", count: 100_000),
            String(repeating: "1!", count: 50_000),
        ] {
            Self.check(text)
        }
    }

    /// Lines that mix about 200 levels of different constructs (`|…|`, `√`, `\sqrt{`, `summation(`,
    /// `powertower(`, `⌊`, signs…), found by a fuzz: a debug build's levels through some of them took more
    /// stack than the parser kept free, and the process crashed on an 8 MB stack. Each is a positioned
    /// error now (Tests/Tables/mixed-nesting.txt).
    @Test func mixedDeepNestingIsAnError() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tables").appendingPathComponent("mixed-nesting.txt")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 4)
        for line in lines {
            Self.check(String(line))
            #expect(throws: ExpressionError.self) { try Expression(parsing: String(line)) }
        }
    }
}
