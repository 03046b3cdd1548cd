import CalcBatch
import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// The script reader (``KeyScript``, ``CheckLine``, ``BatchEvaluator``) and calc-eval on random text:
/// random bytes decoded lossily, random Unicode, and random token soup. Never a crash; a line that
/// cannot be read gives an error with a column within the line and a message; calc-eval prints one line
/// per non-blank input line and `NAME:LINE:COLUMN: message` on standard error.
@Suite struct ScriptReaderFuzzTests {
    /// Lines per test: fewer under valgrind or a sanitizer, but never so few that a kind of line the
    /// tests expect to see may be missing (blank lines are about 2.6 % of them: with 120 lines a run
    /// had none in about one seed of 25; with 600, one in ten million).
    static let lineCount = max(600, 6_000 / HardeningEnvironment.reduction)

    // MARK: Random text

    /// Every key name and symbol.
    static let validNames: [String] = Key.allKeys.flatMap { [$0.name] + $0.symbols }

    /// Tokens that are numbers, or that look like numbers or keys but are not.
    static let numberish: [String] = [
        "12.5", ".5", "3.", "0", "007", "1234567890123456789012345", ".", "1.2.3", "..", "1..", "..5", "1e5", "-5",
        "+1", "1,5", "1_000", "٣", "１", "⁵", "½", "0x1F", "inf", "nan", "NaN", "-0", "1.",
        "9" + String(repeating: "9", count: 60),
    ]

    /// Symbols that matter to the reader (comments, check lines) or to a shell.
    static let symbols: [String] = [
        "#", "=>", "|", "=", ">", "=>>", "<=", "||", "##", "\"", "'", "\\", "$", "{", "}", "[", "]", ";", ",", "`",
        "=> 3", "| 4", "#=>", "=>#", "->", "→", "(", ")", "((", "))", "()", "+-", "**", "//", "%%", "^^", "!!",
    ]

    /// Unicode that looks like keys, joins, combines, or reads right to left.
    static let unicode: [String] = [
        "×", "÷", "−", "√", "π", "±", "⌫", "x²", "x³", "1/x", "!", "CE", "✕", "–", "—", "⁻", "²", "√2", "π2", "ℯ",
        "＋", "＝", "\u{301}", "e\u{301}", "\u{200B}", "\u{200D}", "\u{200F}", "\u{FEFF}", "🧮", "👩‍💻", "🇩🇪",
        "\u{FFFD}", "\u{FFFE}", "\u{10FFFF}", "\u{E000}", "ǅ", "ß", "İ", "ﬁ", "\u{7F}", "\u{1B}[31m", "\u{1}", "\u{1F}",
    ]

    /// Separators: ASCII and Unicode whitespace, and none at all (tokens run together).
    static let separators: [String] = [
        " ", " ", " ", "  ", "\t", "\u{0B}", "\u{0C}", "\r", "\u{A0}", "\u{2003}", "\u{3000}", "\u{2028}", "\u{85}", "",
    ]

    /// A key name changed by one or two edits (some of which are valid names again).
    static func nearMiss(_ random: inout SplitMix64) -> String {
        var characters = Array(random.pick(validNames))
        for _ in 0..<random.between(1...2) {
            let alphabet = Array("abcdefghijklmnopqrstuvwxyzACEMR+-=.()0123456789qsx")
            switch random.below(5) {
            case 0 where !characters.isEmpty: characters.remove(at: random.below(characters.count))
            case 1: characters.insert(random.pick(alphabet), at: random.below(characters.count + 1))
            case 2 where !characters.isEmpty: characters[random.below(characters.count)] = random.pick(alphabet)
            case 3 where characters.count > 1:
                let i = random.below(characters.count - 1)
                characters.swapAt(i, i + 1)
            default:
                characters = Array(
                    String(characters).uppercased() == String(characters)
                        ? String(characters).lowercased() : String(characters).uppercased())
            }
        }
        return characters.isEmpty ? "q" : String(characters)
    }

    /// A line of token soup.
    static func tokenSoup(_ random: inout SplitMix64) -> String {
        var line = ""
        // Half the lines are (nearly always) made of valid tokens only, so that they run.
        let validShare = random.chance(0.5) ? 100 : 45
        for index in 0..<random.between(0...30) {
            if index > 0 || random.chance(0.2) {
                let separator = random.pick(separators)
                line += validShare == 100 && separator.isEmpty ? " " : separator
            }
            if random.below(100) < validShare {
                line += random.chance(0.8) ? random.pick(validNames) : String(random.between(0...99_999))
                continue
            }
            switch random.below(100) {
            case 0..<45: line += random.pick(validNames)
            case 45..<60: line += random.pick(numberish)
            case 60..<75: line += nearMiss(&random)
            case 75..<88: line += random.pick(symbols)
            default: line += random.pick(unicode)
            }
        }
        if random.chance(0.2) { line += random.pick(separators) }
        return line
    }

    /// Random bytes (mostly printable ASCII, some controls and high bytes), decoded lossily.
    static func randomBytes(_ random: inout SplitMix64, allowNewline: Bool = false) -> [UInt8] {
        (0..<random.between(0...80)).map { _ in
            var byte: UInt8
            switch random.below(10) {
            case 0..<6: byte = UInt8(random.between(0x20...0x7E))
            case 6: byte = random.pick([0x09, 0x0D, 0x00, 0x0B, 0x0C, 0x1B, 0x7F])
            default: byte = UInt8(random.below(256))
            }
            if !allowNewline && byte == 0x0A { byte = 0x20 }
            return byte
        }
    }

    /// Random Unicode scalars from every plane that matters (no surrogates: they are not scalars).
    static func randomUnicode(_ random: inout SplitMix64) -> String {
        var scalars = String.UnicodeScalarView()
        let ranges: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0x00...0x1F, 0x80...0x2FF, 0x300...0x36F, 0x2000...0x206F, 0x2190...0x23FF,
            0x3000...0x303F, 0xFE00...0xFFFF, 0x1F300...0x1FAFF, 0xE0000...0xE007F, 0x10000...0x10FFFF,
        ]
        for _ in 0..<random.between(0...40) {
            let range = random.pick(ranges)
            let value = range.lowerBound + UInt32(random.below(Int(range.upperBound - range.lowerBound) + 1))
            if let scalar = Unicode.Scalar(value), scalar != "\n" { scalars.append(scalar) }
        }
        return String(scalars)
    }

    /// A random line of one of the three kinds.
    static func randomLine(_ random: inout SplitMix64) -> String {
        switch random.below(10) {
        case 0..<5: return tokenSoup(&random)
        case 5..<7: return String(decoding: randomBytes(&random), as: UTF8.self)
        case 7..<9: return randomUnicode(&random)
        default: return tokenSoup(&random) + " => " + tokenSoup(&random)  // check-line shaped
        }
    }

    // MARK: Properties of one line

    static func columnIsWithin(_ column: Int, _ line: Substring) -> Bool {
        column >= 1 && column <= max(1, line.count + 1)
    }

    static func isDisplay(_ display: String, digits: Int) -> Bool {
        display == "Error" || DisplayGrammar.entryViolation(display, digits: digits) == nil
            || DisplayGrammar.valueViolation(display, digits: digits) == nil
    }

    /// What is wrong with how the reader handled `line`, if anything.
    static func readerViolation(_ line: Substring) -> String? {
        do {
            let script = try KeyScript(parsing: line)
            // The keys written back as text read back as the same keys.
            guard let again = try? KeyScript(parsing: script.text), again == script else {
                return "the keys written back ('\(script.text)') do not read back"
            }
        } catch {
            guard error.kind == .unknownKey else { return "KeyScript threw \(error.kind)" }
            guard columnIsWithin(error.column, line) else {
                return "column \(error.column) is outside the line (\(line.count) characters)"
            }
            guard !error.token.isEmpty, !error.message.isEmpty else { return "empty token or message" }
            guard line.contains(error.token) else {
                return "token '\(error.token)' is not in the line"
            }
            if let suggestion = error.suggestion, Key(exactName: suggestion) == nil {
                return "suggestion '\(suggestion)' is not a key"
            }
        }
        do {
            let check = try CheckLine(parsing: line)
            guard !check.expected.isEmpty, check.expected.count <= check.script.keys.count,
                !check.expected.contains(where: \.isEmpty)
            else {
                return "CheckLine accepted \(check.expected.count) expectations for \(check.script.keys.count) keys"
            }
        } catch {
            guard columnIsWithin(error.column, line) else {
                return "CheckLine column \(error.column) is outside the line (\(line.count) characters)"
            }
            guard !error.message.isEmpty else { return "CheckLine error without a message" }
        }
        return nil
    }

    /// The evaluators the outcomes are checked with: every task, traced or not, on every backend.
    static let evaluators: [(name: String, evaluator: BatchEvaluator, digits: Int)] = {
        let double = try! EngineSettings(backend: .double)
        let mpfr = try! EngineSettings()
        let ieee = try! EngineSettings(backend: .mpfrIEEE)
        return [
            ("evaluate double", BatchEvaluator(settings: double), 15),
            ("evaluate mpfr traced", BatchEvaluator(settings: mpfr, tracing: true), 50),
            ("evaluate mpfr-ieee", BatchEvaluator(settings: ieee, recordsScriptText: false), 15),
            ("compare", BatchEvaluator(settings: mpfr, task: .compare), 50),
            ("check", BatchEvaluator(settings: ieee, task: .check), 15),
        ]
    }()

    static func outcomeViolation(_ line: Substring, evaluator: BatchEvaluator, digits: Int) -> String? {
        let outcome = evaluator.outcome(ofLine: 7, line)
        switch outcome {
        case .blank:
            return KeyScript.isBlank(line) ? nil : "a line with tokens gave no outcome"
        case .result(let result):
            guard result.line == 7 else { return "line number \(result.line)" }
            guard isDisplay(result.display, digits: digits) else { return "display '\(result.display)'" }
            if let trace = result.trace {
                guard trace.count == result.keyNames?.count, trace.last.map({ $0 == result.display }) ?? true,
                    trace.allSatisfy({ isDisplay($0, digits: digits) })
                else { return "trace \(trace)" }
            }
        case .comparison(let comparison):
            guard isDisplay(comparison.double, digits: 15), isDisplay(comparison.mpfr, digits: digits) else {
                return "compared displays '\(comparison.double)', '\(comparison.mpfr)'"
            }
            if let shared = comparison.sharedDigits, !(0...15).contains(shared) { return "shared digits \(shared)" }
        case .check(let check):
            guard check.got.count == check.expected.count else {
                return "check got \(check.got.count) displays for \(check.expected.count)"
            }
        case .invalid(let error, let number, _):
            guard number == 7, columnIsWithin(error.column, line), !error.message.isEmpty else {
                return "invalid line \(number), column \(error.column), message '\(error.message)'"
            }
        }
        if KeyScript.isBlank(line), outcome != .blank { return "a blank line gave an outcome" }
        return nil
    }

    // MARK: Tests

    @Test func randomLinesNeverCrashTheReaderAndErrorsCarryAColumnAndAMessage() {
        var random = TestEnvironment.generator(salt: 0x5C_121F7)
        var counts = (valid: 0, invalid: 0, blank: 0)
        let start = ContinuousClock.now
        for index in 0..<Self.lineCount {
            let line = Self.randomLine(&random)
            let text = line[...]
            if KeyScript.isBlank(text) {
                counts.blank += 1
            } else if (try? KeyScript(parsing: text)) != nil {
                counts.valid += 1
            } else {
                counts.invalid += 1
            }
            if let violation = Self.readerViolation(text) {
                Issue.record(
                    "\(TestEnvironment.replayHint), line \(index): \(violation); line: \(line.debugDescription)")
                return
            }
            let (name, evaluator, digits) = Self.evaluators[index % Self.evaluators.count]
            if let violation = Self.outcomeViolation(text, evaluator: evaluator, digits: digits) {
                Issue.record(
                    "\(TestEnvironment.replayHint), line \(index), \(name): \(violation); line: \(line.debugDescription)"
                )
                return
            }
        }
        print(
            "script reader fuzz: \(Self.lineCount) lines (\(counts.valid) valid, \(counts.invalid) invalid, \(counts.blank) blank) "
                + "in \(String(format: "%.1f", seconds(since: start))) s")
        // The generator makes all three kinds.
        #expect(counts.valid > 0 && counts.invalid > 0 && counts.blank > 0)
    }

    /// Lines given as bytes (what calc-eval reads) give what their text gives, and bytes that are not
    /// text give an invalid outcome; the byte path's shortcut for plain ASCII lines changes nothing.
    @Test func linesAsBytesGiveWhatTheirTextGives() {
        var random = TestEnvironment.generator(salt: 0xB7_E5_0F)
        let plain = try! EngineSettings(backend: .double)
        let evaluators =
            Self.evaluators + [
                ("evaluate double, text output", BatchEvaluator(settings: plain, recordsScriptText: false), 15)
            ]
        var shortcut = 0
        let input = Self.randomInput(&random, lines: Self.lineCount)
        for (index, line) in input.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let (name, evaluator, _) = evaluators[index % evaluators.count]
            let bytes = Array(line)
            let fromBytes = bytes.withUnsafeBufferPointer { evaluator.outcome(ofLine: index + 1, utf8: $0) }
            let expected: LineOutcome
            switch bytes.withUnsafeBufferPointer(BatchEvaluator.text(ofUTF8:)) {
            case .success(let text): expected = evaluator.outcome(ofLine: index + 1, text[...])
            case .failure(let error):
                // The line as read, each invalid byte as U+FFFD.
                expected = .invalid(error, line: index + 1, script: String(decoding: bytes, as: UTF8.self))
                // The column counts characters up to the offending byte.
                #expect(error.column >= 1 && error.column <= bytes.count + 1)
            }
            if name.hasSuffix("text output"), bytes.allSatisfy({ $0 != 0 && $0 < 0x80 }) { shortcut += 1 }
            #expect(fromBytes == expected, "\(TestEnvironment.replayHint), line \(index + 1), \(name): \(bytes)")
        }
        #expect(shortcut > 0, "the shortcut was taken")
        // A comment is not read but must still be text.
        let evaluator = BatchEvaluator(settings: plain, recordsScriptText: false)
        for (line, column) in [([UInt8]("1 + 2 = # ".utf8) + [0xFF], 11), ([UInt8]("# ".utf8) + [0], 3)] {
            let outcome = line.withUnsafeBufferPointer { evaluator.outcome(ofLine: 1, utf8: $0) }
            guard case .invalid(let error, _, _) = outcome else {
                Issue.record("\(line): \(outcome)")
                continue
            }
            #expect(error.column == column)
        }
    }

    /// Token soup whose tokens are known: the reader gives exactly the keys, or the first unknown token's column.
    @Test func tokenSoupReadsAsItsKeysOrFailsAtTheFirstUnknownToken() {
        var random = TestEnvironment.generator(salt: 0x7013_E45)
        // Separators and tokens without combining marks, and no CR LF pair: characters are unambiguous.
        let separators = [" ", "\t", "\u{0B}", "\u{0C}", "\r", "\u{A0}", "\u{2003}", "\u{3000}", "\u{85}", " \t "]
        for index in 0..<(Self.lineCount / 2) {
            var line = ""
            var expectedKeys: [Key] = []
            var firstUnknown: (column: Int, token: String)?
            for tokenIndex in 0..<random.between(1...20) {
                if tokenIndex > 0 || random.chance(0.3) { line += random.pick(separators) }
                let token: String
                switch random.below(10) {
                case 0..<6: token = random.pick(Self.validNames)
                case 6..<8: token = random.pick(Self.numberish)
                default: token = Self.nearMiss(&random).filter { $0 != "#" }
                }
                let column = line.count + 1
                line += token
                if let keys = Self.keys(ofToken: token) {
                    expectedKeys += keys
                } else if firstUnknown == nil {
                    firstUnknown = (column, token)
                }
            }
            do {
                let script = try KeyScript(parsing: line)
                if let firstUnknown {
                    Issue.record(
                        "\(TestEnvironment.replayHint), soup \(index): '\(firstUnknown.token)' was read as a key in \(line.debugDescription)"
                    )
                    return
                }
                if script.keys != expectedKeys {
                    Issue.record(
                        "\(TestEnvironment.replayHint), soup \(index): \(line.debugDescription) gave '\(script.text)', expected '\(scriptText(expectedKeys))'"
                    )
                    return
                }
            } catch {
                guard let firstUnknown, error.column == firstUnknown.column, error.token == firstUnknown.token,
                    error.message.contains(firstUnknown.token.prefix(32))
                else {
                    let expected =
                        firstUnknown.map { "column \($0.column), token '\($0.token)'" }
                        ?? "keys '\(scriptText(expectedKeys))'"
                    Issue.record(
                        Comment(
                            rawValue:
                                "\(TestEnvironment.replayHint), soup \(index): \(line.debugDescription) failed with "
                                + "column \(error.column), '\(error.message)'; expected \(expected)"))
                    return
                }
            }
        }
    }

    /// The keys a token stands for: digits and at most one point, or a key name or symbol.
    static func keys(ofToken token: String) -> [Key]? {
        if token.allSatisfy({ $0 == "." || ("0"..."9").contains($0) }) && token.count(where: { $0 == "." }) <= 1
            && token.unicodeScalars.allSatisfy(\.isASCII)
        {
            return token.map { $0 == "." ? Key.point : (Digit($0).map { Key.digit($0) } ?? Key.point) }
        }
        return Key(exactName: token).map { [$0] }
    }

    @Test func misspeltKeysGetASuggestionThatIsAKey() throws {
        for (typo, suggestion) in [("sqtr", "sqrt"), ("SIN", "sin"), ("fcat", "fact"), ("m+", "M+"), ("ac", "AC")] {
            let error = #expect(throws: KeyScriptError.self) { try KeyScript(parsing: "2 \(typo) =") }
            #expect(error?.column == 3)
            #expect(error?.suggestion == suggestion, "\(typo)")
        }
    }

    // MARK: calc-eval on random bytes

    /// Whether calc-eval prints a line for these bytes (one line of its input, without the newline):
    /// every line with a NUL or invalid UTF-8, and every line of text with a token.
    static func printsALine(_ bytes: ArraySlice<UInt8>) -> Bool {
        var bytes = bytes
        if bytes.last == 0x0D { bytes = bytes.dropLast() }
        if bytes.contains(0) { return true }
        guard let text = String(validating: bytes, as: UTF8.self) else { return true }
        return !KeyScript.isBlank(text[...])
    }

    /// Random lines: bytes, NULs, CRs, invalid UTF-8, blank and comment lines, token soup.
    static func randomInput(_ random: inout SplitMix64, lines: Int) -> [UInt8] {
        let invalidUTF8: [[UInt8]] = [
            [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF5], [0xFF], [0x80], [0xF4, 0x90, 0x80, 0x80],
            [0xC3], [0xF0, 0x9F, 0xA7],
        ]
        var input: [UInt8] = []
        for _ in 0..<lines {
            var line: [UInt8]
            switch random.below(10) {
            case 0..<3: line = Array(tokenSoup(&random).utf8)
            case 3..<5: line = randomBytes(&random)
            case 5:  // a NUL somewhere
                line = Array(tokenSoup(&random).utf8)
                line.insert(0, at: random.below(line.count + 1))
            case 6:  // invalid UTF-8 inside a script
                line = Array("1 + 2 ".utf8) + random.pick(invalidUTF8) + Array(" = sqrt".utf8)
            case 7:  // CR at the end (CR LF input) or in the middle
                line = Array(tokenSoup(&random).utf8)
                line.insert(0x0D, at: random.chance(0.5) ? line.count : random.below(line.count + 1))
            case 8:
                line = Array(random.pick(["", " ", "\t", "# comment", "  # 1 + 2 =", "\r", " \u{A0} ", "#\u{0}"]).utf8)
            default: line = Array(randomUnicode(&random).utf8)
            }
            input += line.map { $0 == 0x0A ? 0x20 : $0 }
            input.append(0x0A)
        }
        if random.chance(0.5) { input.removeLast() }  // the last line without a newline
        return input
    }

    /// The lines of `input` as calc-eval reads them: ended by LF, CR or CRLF (one line end).
    static func lines(of input: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index < input.count {
            if input[index] == 0x0A || input[index] == 0x0D {
                lines.append(input[start..<index])
                if input[index] == 0x0D && index + 1 < input.count && input[index + 1] == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        if start < input.count { lines.append(input[start...]) }
        return lines
    }

    @Test(
        .enabled(if: BuiltProgram.calcEval.isAvailable, "needs the calc-eval binary (and not valgrind)"),
        arguments: [
            ["--jobs", "2"], ["--backend", "double", "--jobs", "1"], ["--ieee", "--format", "json"], ["--check"],
        ])
    func calcEvalOnRandomBytesPrintsOneLinePerScriptAndLocatedErrors(options: [String]) async throws {
        var random = TestEnvironment.generator(salt: 0xB7_7E5 &+ UInt64(options.count))
        let lineCount = max(20, 300 / HardeningEnvironment.reduction)
        let input = Self.randomInput(&random, lines: lineCount)
        let output = try await BuiltProgram.calcEval.run(options, input: Data(input), timeLimit: nil)
        let hint = "\(TestEnvironment.replayHint), calc-eval \(options.joined(separator: " "))"
        #expect(
            output.status == 0 || output.status == 2 || (options == ["--check"] && output.status == 1),
            "\(hint): status \(output.status)")
        // Lines as calc-eval splits them: at each LF, CR or CRLF; a final line without one still counts.
        let inputLines = Self.lines(of: input)
        let printed = inputLines.filter(Self.printsALine)
        print(
            "calc-eval \(options.joined(separator: " ")): \(inputLines.count) random lines, \(printed.count) printed, "
                + "\(output.errorLines.count) errors, status \(output.status), \(String(format: "%.2f", output.elapsed)) s"
        )
        let errors = output.errorLines
        let locatedMessage = #/^(<stdin>|[^:]+):([0-9]+):([0-9]+): .+$/#
        for line in errors {
            guard let match = line.wholeMatch(of: locatedMessage),
                let number = Int(match.2), let column = Int(match.3), number >= 1, number <= inputLines.count
            else {
                Issue.record("\(hint): standard error line \(line.debugDescription) is not NAME:LINE:COLUMN: message")
                continue
            }
            let bytes = inputLines[inputLines.startIndex + number - 1]
            #expect(column >= 1 && column <= bytes.count + 1, "\(hint): column \(column) of a \(bytes.count)-byte line")
            #expect(Self.printsALine(bytes), "\(hint): error for line \(number), which calc-eval should not print")
        }
        if options == ["--check"] {
            // No output per line: mismatches, then the summary `N passed, M failed`.
            let summary = output.lines.last ?? ""
            let numbers = summary.split(separator: " ").compactMap { Int($0) }
            #expect(
                summary.hasSuffix(" failed") && numbers.count == 2 && numbers[0] + numbers[1] == printed.count,
                "\(hint): summary '\(summary)' for \(printed.count) lines")
            let failed = numbers.count == 2 ? numbers[1] : 0
            #expect(output.status == (!errors.isEmpty ? 2 : failed > 0 ? 1 : 0), "\(hint): status \(output.status)")
            return
        }
        #expect(output.status == (errors.isEmpty ? 0 : 2), "\(hint): status \(output.status)")
        #expect(
            output.lines.count == printed.count,
            "\(hint): \(output.lines.count) output lines for \(printed.count) non-blank lines")
        let digits = options.contains("--ieee") || options.contains("double") ? 15 : 50
        for (index, line) in output.lines.enumerated() {
            let display: String
            if options.contains("json") {
                guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                    let value = object["display"] as? String
                else {
                    Issue.record("\(hint): output line \(index + 1) is not a JSON object: \(line.prefix(200))")
                    continue
                }
                display = value
            } else {
                display = line
            }
            #expect(
                display == "?" || Self.isDisplay(display, digits: digits),
                "\(hint): output line \(index + 1): \(line.prefix(200))")
        }
        #expect(
            output.lines.filter { $0 == "?" || $0.contains("\"display\":\"?\"") }.count == errors.count,
            "\(hint): one error message per unreadable line")
    }
}
