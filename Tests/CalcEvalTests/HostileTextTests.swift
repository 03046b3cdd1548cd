import CalcTestSupport
import Foundation
import Testing

/// Text from the input cannot act on the terminal it is echoed to (issue #18, §5): `ESC ] 0 ; PWNED BEL`
/// in a script retitled the terminal through the unknown-key message on standard error, and control
/// characters and bidirectional overrides reached it raw through tsv, `--compare` and `--check` output.
@Suite struct HostileTextTests {
    static let retitle = "\u{1B}]0;PWNED\u{07}"
    static let escapedRetitle = "\\u{1B}]0;PWNED\\u{7}"

    /// Whether `text` holds a character a terminal could obey.
    static func hasControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
                || [0x061C, 0x200E, 0x200F].contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
                || (0x2066...0x2069).contains(scalar.value)
        }
    }

    @Test func unknownKeyMessage() throws {
        let output = try BuiltProgram.calcEval.run(["-e", "1 + \(Self.retitle) ="])
        #expect(output.status == 2)
        #expect(output.errorLines == ["-e:1:5: unknown key '\(Self.escapedRetitle)'"])
    }

    @Test(arguments: ["\u{9B}31m", "a\u{202E}b", "\u{2066}x\u{2069}", "\u{7F}", "\u{200F}5"])
    func otherControlsInMessages(_ token: String) throws {
        let output = try BuiltProgram.calcEval.run([], input: "1 + \(token) =\n")
        #expect(output.status == 2)
        #expect(!Self.hasControls(output.standardError), "\(output.standardError.unicodeScalars.map(\.value))")
        #expect(output.standardError.contains("\\u{"))
    }

    /// Invisible characters (a soft hyphen, a zero-width space, a tag beyond U+FFFF) are escaped in
    /// messages, and json writes them as `\u` escapes (a surrogate pair beyond U+FFFF, which once trapped).
    @Test func invisibleCharactersAreEscaped() throws {
        let text = try BuiltProgram.calcEval.run([], input: "a\u{AD}b\na\u{200B}b\na\u{E0001}b\n")
        #expect(
            text.errorLines == [
                "<stdin>:1:1: unknown key 'a\\u{AD}b'", "<stdin>:2:1: unknown key 'a\\u{200B}b'",
                "<stdin>:3:1: unknown key 'a\\u{E0001}b'",
            ])
        let json = try BuiltProgram.calcEval.run(["--format", "json"], input: "a\u{E0001}b\n")
        #expect(json.standardOutput.contains("\"script\":\"a\\udb40\\udc01b\""), "\(json.standardOutput)")
    }

    /// A long token is cut to a short prefix, escaped too.
    @Test func longTokenMessage() throws {
        let token = Self.retitle + String(repeating: "\u{1B}", count: 100)
        let output = try BuiltProgram.calcEval.run(["-e", token])
        #expect(!Self.hasControls(output.standardError))
        #expect(output.errorLines.count == 1)
        #expect(output.errorLines.first?.hasSuffix("…' (110 characters)") == true)
    }

    @Test func fileNameInMessages() throws {
        let output = try BuiltProgram.calcEval.run(["no-such-\(Self.retitle).keys"])
        #expect(output.status == 2)
        #expect(
            output.errorLines
                == ["calc-eval: cannot open 'no-such-\(Self.escapedRetitle).keys': No such file or directory"])
    }

    /// The script column of tsv: tab, the separator, is escaped inside it too (it was a space before).
    @Test func tsvScriptColumn() throws {
        let output = try BuiltProgram.calcEval.run(
            ["--format", "tsv"], input: "1\t+ 2 = # \(Self.retitle)\nbogus\u{1B}[2J\n")
        #expect(output.lines == ["1\t1\\u{9}+ 2 =\t3", "2\tbogus\\u{1B}[2J\t?"])
        #expect(!Self.hasControls(output.standardOutput.replacingOccurrences(of: "\t", with: " ")))
    }

    @Test func traceTSVScriptColumn() throws {
        let output = try BuiltProgram.calcEval.run(["--format", "tsv", "--trace"], input: "2\u{7F} =\n")
        #expect(output.lines == ["1\t2\\u{7F} =\t?\t"])
    }

    @Test func compareTextScript() throws {
        let output = try BuiltProgram.calcEval.run(["--compare"], input: "1 \u{202E}+ 2 =\n1\t+ 2 =\n")
        #expect(!Self.hasControls(output.standardOutput.replacingOccurrences(of: "\t", with: " ")))
        #expect(output.lines.first?.hasPrefix("1 \\u{202E}+ 2 =\t") == true)
        #expect(output.lines.dropFirst().first?.hasPrefix("1\\u{9}+ 2 =\tdouble: 3\t") == true)
    }

    @Test func checkMismatchMessage() throws {
        let output = try BuiltProgram.calcEval.run(["--check"], input: "1 + 1 = => 3\(Self.retitle)\n")
        #expect(output.status == 1)
        #expect(output.lines == ["<stdin>:1: expected 3\(Self.escapedRetitle), got 2", "0 passed, 1 failed"])
    }

    /// json escaped C0 already; DEL, C1 and the bidirectional controls are escaped too now (the same
    /// string to a JSON reader).
    @Test func jsonEscapesEveryControl() throws {
        let script = "1 \u{7F}\u{85}\u{202E}\u{2067}\u{200E}\(Self.retitle)"
        let output = try BuiltProgram.calcEval.run(["--format", "json"], input: script + "\n")
        #expect(!Self.hasControls(output.standardOutput))
        #expect(output.standardOutput.contains(#""script":"1 \u007f\u0085\u202e\u2067\u200e\u001b]0;PWNED\u0007""#))
        let object = jsonObjects(output.lines).first
        #expect(object?["script"] as? String == script)
    }

    // MARK: Suggestions

    @Test(arguments: [
        ("-5", "unknown key '-5' (a sign is the 'neg' key after the number: 5 neg)"),
        ("-2.5", "unknown key '-2.5' (a sign is the 'neg' key after the number: 2.5 neg)"),
        ("−7", "unknown key '−7' (a sign is the 'neg' key after the number: 7 neg)"),
        ("+3", "unknown key '+3' (a number is typed without its sign: 3)"),
        ("x", "unknown key 'x' (did you mean '*'?)"),
        ("X", "unknown key 'X' (did you mean '*'?)"),
        ("·", "unknown key '·' (did you mean '*'?)"),
        (":", "unknown key ':' (did you mean '/'?)"),
        ("–", "unknown key '–' (did you mean '-'?)"),
        ("y", "unknown key 'y'"),
        ("E", "unknown key 'E' (did you mean 'e'?)"),
    ])
    func suggestions(_ token: String, _ message: String) throws {
        let output = try BuiltProgram.calcEval.run(["-e", "4 \(token) 2 ="])
        #expect(output.status == 2)
        #expect(output.errorLines == ["-e:1:3: \(message)"])
    }

    /// `×` is a key already: `2 × 3 =` needs no suggestion.
    @Test func timesSignIsAKey() throws {
        #expect(try BuiltProgram.calcEval.run(["-e", "2 × 3 ="]).lines == ["6"])
    }

    // MARK: Conflicting options

    @Test(arguments: [
        (["--check", "--compare"], "calc-eval: --check cannot be combined with --compare"),
        (["--compare", "--check"], "calc-eval: --compare cannot be combined with --check"),
        (["--compare", "--trace"], "calc-eval: --compare cannot be combined with --trace"),
        (["--check", "--trace"], "calc-eval: --check cannot be combined with --trace"),
    ])
    func conflictingTasks(_ arguments: [String], _ message: String) throws {
        let output = try BuiltProgram.calcEval.run(arguments + ["-e", "1 + 1 = => 2"])
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        #expect(output.errorLines == [message])
    }

    @Test func repeatingATaskIsNoConflict() throws {
        let output = try BuiltProgram.calcEval.run(["--check", "--check", "-e", "1 + 1 = => 2"])
        #expect(output.status == 0)
        #expect(output.lines == ["1 passed, 0 failed"])
    }
}
