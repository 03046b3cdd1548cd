import CalcEngine
import Foundation
import Testing

/// Messages about key scripts quote input safely and suggest what was meant (issue #18, §2 and §5).
@Suite struct KeyScriptMessageTests {
    static func error(_ line: String) -> KeyScriptError? {
        #expect(throws: KeyScriptError.self) { _ = try KeyScript(parsing: line) }
    }

    @Test func visibleEscapesControlsAndBidi() {
        #expect(KeyScriptError.visible("plain ASCII, \\ kept") == "plain ASCII, \\ kept")
        #expect(KeyScriptError.visible("\u{1B}]0;PWNED\u{07}") == "\\u{1B}]0;PWNED\\u{7}")
        #expect(KeyScriptError.visible("a\tb\nc\rd\u{0}") == "a\\u{9}b\\u{A}c\\u{D}d\\u{0}")
        #expect(KeyScriptError.visible("\u{7F}\u{80}\u{9F}\u{A0}") == "\\u{7F}\\u{80}\\u{9F}\u{A0}")
        #expect(
            KeyScriptError.visible("\u{202A}\u{202E}\u{2066}\u{2069}\u{200E}\u{200F}\u{061C}")
                == "\\u{202A}\\u{202E}\\u{2066}\\u{2069}\\u{200E}\\u{200F}\\u{61C}")
        #expect(KeyScriptError.visible("π × √ ⌫ é") == "π × √ ⌫ é")
    }

    @Test func unknownKeyMessageIsEscaped() {
        let error = Self.error("1 + \u{1B}[2J")
        #expect(error?.message == "unknown key '\\u{1B}[2J'")
        #expect(error?.token == "\u{1B}[2J")
    }

    @Test(arguments: [
        ("-5", "(a sign is the 'neg' key after the number: 5 neg)"),
        ("-.5", "(a sign is the 'neg' key after the number: .5 neg)"),
        ("−12.", "(a sign is the 'neg' key after the number: 12. neg)"),
        ("+4", "(a number is typed without its sign: 4)"),
    ])
    func signedNumbers(_ token: String, _ hint: String) {
        let error = Self.error("2 * \(token)")
        #expect(error?.suggestion == nil)
        #expect(error?.message == "unknown key '\(token)' \(hint)")
    }

    @Test(arguments: ["-", "-x", "--5", "-5.5.5"])
    func notSignedNumbers(_ token: String) {
        guard let error = Self.error("2 \(token) q") else { return }
        #expect(!error.message.contains("sign"))
    }

    @Test(arguments: [("x", "*"), ("X", "*"), ("⋅", "*"), ("**", "^"), (":", "/"), ("—", "-")])
    func lookalikes(_ token: String, _ key: String) {
        #expect(Self.error(token)?.suggestion == key)
        #expect(Key(exactName: key) != nil)
    }

    /// One character is not a misspelling of another: `x` was "did you mean '0'".
    @Test(arguments: ["y", "z", "q", "k"])
    func noSingleCharacterGuesses(_ token: String) {
        guard let error = Self.error("1 \(token)") else { return }
        #expect(error.suggestion == nil, "\(token): \(error.suggestion ?? "")")
    }

    /// The suggestions that were right stay.
    @Test(arguments: [("sqtr", "sqrt"), ("SIN", "sin"), ("E", "e"), ("c", "C"), ("M++", "M+"), ("lgo", "log")])
    func typos(_ token: String, _ key: String) {
        #expect(Self.error(token)?.suggestion == key)
    }

    /// A long token gets no suggestion, quickly: before, it was compared with every key name as an array
    /// of characters (a 64 MiB token took 1.26 GB and seconds).
    @Test func longTokenIsNotCompared() {
        let token = String(repeating: "sqrt", count: 1 << 18)
        let start = ContinuousClock.now
        let error = Self.error(token)
        #expect(error?.suggestion == nil)
        #expect(error?.message == "unknown key 'sqrtsqrtsqrtsqrtsqrtsqrtsqrtsqrt…' (1048576 characters)")
        #expect(ContinuousClock.now - start < .seconds(10))
    }
}
