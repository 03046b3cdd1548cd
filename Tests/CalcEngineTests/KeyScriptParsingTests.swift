import CalcEngine
import CalcTestSupport
import Testing

/// `KeyScript(parsing:)` reads ASCII lines of known keys straight from their bytes and everything else
/// token by token over Unicode scalars. Both readings must agree: a random ASCII line gives the same keys
/// (or the same error) as that line followed by a Unicode space (U+2003), which forces the general path.
@Suite struct KeyScriptParsingTests {
    static func randomLine(_ random: inout SplitMix64) -> String {
        let names = Key.allKeys.map(\.name) + ["+", "-", "*", "/", "^", "=", "%", "(", ")", "!", "e"]
        var tokens: [String] = []
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4: tokens.append(names[Int.random(in: 0..<names.count, using: &random)])
            case 4..<7:
                let digits = (0..<Int.random(in: 1...6, using: &random)).map { _ in
                    String(Int.random(in: 0...9, using: &random))
                }.joined()
                let points = Int.random(in: 0...3, using: &random) == 0 ? "." : ""
                tokens.append(Bool.random(using: &random) ? digits + points : points + digits)
            case 7:
                tokens.append(
                    ["1.2.3", "sqr t", "xyz", "..", "M", "#", "#x", "1#2", "+-"][Int.random(in: 0..<9, using: &random)])
            case 8: tokens.append(String(repeating: " ", count: Int.random(in: 1...3, using: &random)))
            default: tokens.append(["\t", "\u{0B}", "\u{0C}", "\r"][Int.random(in: 0..<4, using: &random)])
            }
        }
        return tokens.joined(separator: " ")
    }

    static func parse(_ line: String) -> Result<[Key], KeyScriptError> {
        do throws(KeyScriptError) { return .success(try KeyScript(parsing: line).keys) } catch {
            return .failure(error)
        }
    }

    @Test func asciiLinesParseAsTheGeneralPathDoes() {
        var random = TestEnvironment.generator(salt: 0x4B45_5953)
        var known = 0
        var unknown = 0
        for _ in 0..<20_000 {
            let line = Self.randomLine(&random)
            let fast = Self.parse(line)
            let general = Self.parse(line + "\u{2003}")
            switch (fast, general) {
            case (.success(let a), .success(let b)):
                known += 1
                #expect(a == b, "`\(line)`: \(a) ≠ \(b); \(TestEnvironment.replayHint)")
            case (.failure(let a), .failure(let b)):
                unknown += 1
                #expect(a == b, "`\(line)`: \(a) ≠ \(b); \(TestEnvironment.replayHint)")
            default:
                Issue.record("`\(line)`: \(fast) vs \(general); \(TestEnvironment.replayHint)")
            }
        }
        #expect(known > 1000 && unknown > 1000, "\(known) parsed, \(unknown) rejected")
    }

    @Test(arguments: [
        ("12.5 + 3 =", "1 2 . 5 + 3 ="), ("sqrt M+ MR", "sqrt M+ MR"), ("2 # comment = 5", "2"),
        ("\t7\r*\u{0C}2", "7 * 2"), (".5", ". 5"), ("3.", "3 ."), ("2 pi", "2 pi"),
    ])
    func examples(_ line: String, _ keys: String) throws {
        #expect(try KeyScript(parsing: line).text == keys)
    }

    @Test func scriptsPressDigitsOneByOneAndKeysByName() throws {
        let script = try KeyScript(parsing: "12.5 × √ 9 ÷ .5 − 3. = # a comment sqtr")
        #expect(
            script.keys == [
                .digit(.one), .digit(.two), .point, .digit(.five), .binary(.multiply), .function(.squareRoot),
                .digit(.nine),
                .binary(.divide), .point, .digit(.five), .binary(.subtract), .digit(.three), .point, .equals,
            ])
        #expect(script.text == "1 2 . 5 * sqrt 9 / . 5 - 3 . =")
        #expect(try KeyScript(parsing: script.text) == script)
        #expect(try KeyScript(parsing: "   # only a comment").keys.isEmpty)
    }

    @Test(
        arguments: [
            ("2 + sqtr", 5, "sqtr", "sqrt"),
            ("  2 + sqtr", 7, "sqtr", "sqrt"),
            ("2 × sqtr 4", 5, "sqtr", "sqrt"),
            ("2\t+ sqtr", 5, "sqtr", "sqrt"),
            ("1 M++ 2", 3, "M++", "M+"),
            ("1.2.3", 1, "1.2.3", nil),
            ("5 + 3 = cosh lgo", 14, "lgo", "log"),
            ("xyzzy", 1, "xyzzy", nil),
        ] as [(String, Int, String, String?)])
    func unknownKeyIsReportedWithColumnAndSuggestion(line: String, column: Int, token: String, suggestion: String?) {
        let error = #expect(throws: KeyScriptError.self) { _ = try KeyScript(parsing: line) }
        #expect(error?.kind == .unknownKey)
        #expect(error?.column == column)
        #expect(error?.token == token)
        #expect(error?.suggestion == suggestion)
        #expect(error?.description.hasPrefix("\(column): unknown key '\(token)'") == true)
        if let suggestion {
            #expect(error?.message.contains("did you mean '\(suggestion)'?") == true)
        }
    }
}
