import CalcPresentation
import Foundation
import Testing

/// Copy text, parsing pasted text, and the keys that type it into a calculator.
@Suite struct ClipboardTests {
    static let enUS = DisplaySymbols(locale: Locale(identifier: "en_US"))
    static let deDE = DisplaySymbols(locale: Locale(identifier: "de_DE"))
    static let frFR = DisplaySymbols(locale: Locale(identifier: "fr_FR"))

    // MARK: Copy

    /// (keys, symbols, text to copy; nil when there is nothing to copy)
    static let copies: [(String, DisplaySymbols, String?)] = [
        ("1 / 3 =", .plain, "0.333333333333333"),
        ("1 / 3 =", deDE, "0,333333333333333"),
        ("123456789 + 987654321 =", enUS, "1111111110"),
        ("1234.50", enUS, "1234.50"),
        ("5.", .plain, "5"),
        ("1.5 EE 8 neg =", .plain, "1.5e-8"),
        ("5 neg", DisplaySymbols(locale: Locale(identifier: "en_US"), typographicMinus: true), "\u{2212}5"),
        ("1 / 0 =", .plain, nil),
    ]

    @Test(arguments: copies)
    func copyText(_ row: (String, DisplaySymbols, String?)) throws {
        let (script, symbols, expected) = row
        #expect(Clipboard.copyText(for: try calculator(after: script), symbols: symbols) == expected)
    }

    /// A complex value copies as the engine writes it (it copied nothing), so that it pastes back.
    @MainActor @Test func aComplexValueCopiesAsWritten() throws {
        let de = DisplaySymbols(locale: Locale(identifier: "de_DE"))
        let calculator = try calculator(after: "1 . 5 + 2 . 2 5 * i =")
        #expect(Clipboard.copyText(for: calculator, symbols: de) == "1.5+2.25i")
        let model = CalculatorModel(calculator: try EngineSettings(backend: .double).makeCalculator())
        try model.paste(try #require(Clipboard.copyText(for: calculator)))
        #expect(model.display == "1.5+2.25i")
    }

    @Test func copyIsFullPrecisionOnMPFR() throws {
        let calculator = try mpfrCalculator(after: "1 / 3 =", displayDigits: 30)
        #expect(Clipboard.copyText(for: calculator) == "0." + String(repeating: "3", count: 30))
    }

    // MARK: Parsing

    /// (pasted text, symbols, the number in decimal syntax)
    static let accepted: [(String, DisplaySymbols, String)] = [
        ("1,234.5", .plain, "1234.5"),
        ("1,234.5", enUS, "1234.5"),
        ("1,234,567", .plain, "1234567"),
        ("\u{2212}3", .plain, "-3"),
        ("-3", .plain, "-3"),
        ("+7", .plain, "7"),
        ("1.5e9", .plain, "1500000000"),
        ("2.5E-3", .plain, "0.0025"),
        ("2.5e\u{2212}3", .plain, "0.0025"),
        ("1e+5", .plain, "100000"),
        ("1.5e-8", .plain, "1.5e-8"),
        ("6.02214076e23", .plain, "6.02214076e23"),
        ("  42 \n", .plain, "42"),
        ("\t\u{00A0}3.14\u{00A0}", .plain, "3.14"),
        (".5", .plain, "0.5"),
        ("5.", .plain, "5"),
        ("007", .plain, "7"),
        ("0", .plain, "0"),
        ("-0", .plain, "-0"),
        ("0.000", .plain, "0"),
        ("1.50", .plain, "1.5"),
        ("1.234,5", deDE, "1234.5"),
        ("-0,25", deDE, "-0.25"),
        ("1\u{202F}234,5", frFR, "1234.5"),
        ("1 234 567,5", frFR, "1234567.5"),
    ]

    @Test(arguments: accepted)
    func parses(_ row: (String, DisplaySymbols, String)) throws {
        let (text, symbols, expected) = row
        #expect(try PastedNumber(parsing: text, symbols: symbols).decimalText == expected)
    }

    /// (pasted text, symbols, why it is refused)
    static let refused: [(String, DisplaySymbols, PasteError.Kind)] = [
        ("", .plain, .empty),
        ("  \n ", .plain, .empty),
        ("abc", .plain, .notANumber),
        ("12abc", .plain, .notANumber),
        ("1,23", .plain, .notANumber),
        ("1234,567", .plain, .notANumber),
        ("1,234,5", .plain, .notANumber),
        ("1.2.3", .plain, .notANumber),
        ("1.234,5", .plain, .notANumber),
        ("2.5E-3", deDE, .notANumber),
        ("1e", .plain, .notANumber),
        ("e5", .plain, .notANumber),
        (".", .plain, .notANumber),
        ("-", .plain, .notANumber),
        ("--3", .plain, .notANumber),
        ("3-", .plain, .notANumber),
        ("1 2", .plain, .notANumber),
        ("2 + 3", .plain, .notANumber),
        ("inf", .plain, .notANumber),
        ("NaN", .plain, .notANumber),
        ("0x1F", .plain, .notANumber),
        ("1e99999999999", .plain, .exponentOutOfRange),
        ("1e-1000000000", .plain, .exponentOutOfRange),
    ]

    @Test(arguments: refused)
    func refuses(_ row: (String, DisplaySymbols, PasteError.Kind)) {
        let (text, symbols, kind) = row
        #expect(throws: PasteError(kind: kind, text: text.trimmingCharacters(in: .whitespacesAndNewlines))) {
            try PastedNumber(parsing: text, symbols: symbols)
        }
    }

    /// Text that is neither a number nor an expression says why the expression is refused when it reads
    /// as one (an operator or a parenthesis), "not a number" otherwise.
    @Test(arguments: [
        ("2+", "Cannot paste “2+”: '+' needs a number after it."),
        ("(((1)", "Cannot paste “(((1)”: expected ')' to close '(' at column 2."),
        ("abc", "Cannot paste “abc”: not a number."),
    ])
    func anExpressionRefusalSaysWhy(text: String, message: String) throws {
        let calculator = try EngineSettings(backend: .double).makeCalculator()
        #expect(throws: (any Error).self) { try Clipboard.keys(pasting: text, into: calculator) }
        do {
            _ = try Clipboard.keys(pasting: text, into: calculator)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func refusalMessages() {
        #expect(PasteError(kind: .notANumber, text: "abc").message == "Cannot paste “abc”: not a number.")
        #expect(PasteError(kind: .empty, text: "").message == "Nothing to paste.")
        #expect(
            PasteError(kind: .exponentOutOfRange, text: "1e99999999999").description
                == "Cannot paste “1e99999999999”: the exponent is too large.")
    }

    // MARK: Keys

    /// (keys before, pasted text, D, the keys pasting types, display after them, keys after, display then):
    /// a number an entry holds is typed; any other is entered whole, every digit kept (it was rounded to
    /// D digits: `1234567890` at D = 9 lost its 0).
    static let pastes: [(String, String, Int?, String, String, String, String)] = [
        ("", "1,234.5", nil, "1 2 3 4 . 5", "1234.5", "=", "1234.5"),
        ("", "−3", nil, "3 neg", "-3", "+ 1 =", "-2"),
        ("", "1.5e9", nil, "1 5 0 0 0 0 0 0 0 0", "1500000000", "=", "1500000000"),
        ("", "2.5E-3", nil, "0 . 0 0 2 5", "0.0025", "× 2 =", "0.005"),
        ("", "1e20", nil, "[100000000000000000000]", "1e20", "× 2 =", "2e20"),
        ("", "-1.5e-20", nil, "[-1.5e-20]", "-1.5e-20", "× 2 =", "-3e-20"),
        ("2 +", "3", nil, "3", "3", "=", "5"),
        ("2 + 7", "3", nil, "C 3", "3", "=", "5"),
        ("2 + 9 sqrt", "4", nil, "C 4", "4", "=", "6"),
        ("2 pow", "1e-20", nil, "[1e-20]", "1e-20", "=", "1"),
        ("2 + 3 * 4 =", "5", nil, "5", "5", "+ 1 =", "6"),
        ("5 + 2 =", "4", nil, "4", "4", "=", "6"),
        ("1 / 0 =", "5", nil, "AC 5", "5", "+ 1 =", "6"),
        ("1 / 0 =", "1e20", nil, "AC [100000000000000000000]", "1e20", "=", "1e20"),
        ("", "1234567890", 9, "[1234567890]", "1.23456789e9", "- [1234567000] =", "890"),
        (
            "", "12345678901234567", nil, "[12345678901234567]", "1.23456789012346e16", "- [12345678901234000] =",
            "568"
        ),
        (
            "", "0.1234567890123456", nil, "[0.1234567890123456]", "0.123456789012346", "=",
            "0.123456789012346"
        ),
        ("", "999999999.5", 9, "[999999999.5]", "1e9", "- 999999999 =", "0.5"),
        ("", "99999999.95", 9, "[99999999.95]", "100000000", "- 99999999 =", "0.950000003"),
    ]

    @Test(arguments: pastes)
    func typesPastedNumber(_ row: (String, String, Int?, String, String, String, String)) throws {
        let (before, text, digits, keys, display, after, final) = row
        var calculator = try calculator(after: before, displayDigits: digits)
        let pasted = try Clipboard.keys(pasting: text, into: calculator)
        #expect(pasted.first == .clearingForPaste && pasted.dropFirst().allSatisfy { $0.role == .continuesPaste })
        var typed: [Key] = []
        for logged in pasted {
            guard let key = logged.keyPressed(on: calculator) else { continue }
            typed.append(key)
            calculator.press(key)
        }
        #expect(KeyScript(keys: typed).text == keys)
        #expect(calculator.display == display)
        calculator.press(try KeyScript(parsing: after).keys)
        #expect(calculator.display == final)
    }

    /// A number is typed only while the entry holds it: with an entry of 9 digits (an upright iPhone's,
    /// `--entry-digits 9`) a pasted `1e20` or `1,234,567,890` is that number, not its first 9 digits.
    @Test func pastedNumbersBeyondTheEntryAreEnteredWhole() throws {
        for (text, display) in [("1e20", "1e20"), ("1,234,567,890", "1234567890"), ("123", "123")] {
            var calculator = Calculator(
                configuration: try .init(backend: DoubleBackend(), displayDigits: 15, entryDigits: 9))
            #expect(calculator.entryDigitLimit == 9)
            try Clipboard.paste(text, into: &calculator)
            #expect(calculator.display == display, "\(text)")
        }
    }

    /// A number with a large exponent is entered as a literal at once: its positional text is measured
    /// before it is written (`1e-999999999` wrote a billion zeros, a minute and 2 GB, before it was
    /// refused), and the typing keys of an entry limit of 0 or less are the literal.
    @Test func pastedNumbersWithHugeExponentsAreLiterals() throws {
        for (text, display) in [
            ("1e-999999999", "0"), ("1e-300", "1e-300"), ("-1e-20", "-1e-20"), ("1e999999999", "Error"),
        ] {
            var calculator = Calculator(
                configuration: try .init(backend: DoubleBackend(), displayDigits: 15, entryDigits: 15))
            try Clipboard.paste(text, into: &calculator)
            #expect(calculator.display == display, "\(text)")
        }
        let number = try PastedNumber(parsing: "1e-999999999", symbols: .plain)
        #expect(number.typingKeys(maximumDigits: 15).count == 1)
        #expect(try PastedNumber(parsing: "0.25", symbols: .plain).typingKeys(maximumDigits: -1).count == 1)
        #expect(try PastedNumber(parsing: "0.25", symbols: .plain).typingKeys(maximumDigits: 3).count == 4)
    }

    /// A pasted expression stops at its first `Error`, as evaluating it does: the rest of its keys would
    /// start afresh (`sqrt(-4)-pi` showed π), and what was pending (`5 ×`) is gone with it.
    @Test(arguments: ["sqrt(-4)-pi", "ln(0)+e", "1/0*0+rand", "asin(2)+pi"])
    func pastedExpressionsStopAtError(_ text: String) throws {
        var calculator = try calculator(after: "5 *")
        try Clipboard.paste(text, into: &calculator)
        #expect(calculator.display == "Error", "\(text)")
        calculator.press(.equals)
        #expect(calculator.display == "Error", "\(text)")
        try Clipboard.paste("2+3", into: &calculator)
        calculator.press(.equals)
        #expect(calculator.display == "5", "\(text): a paste into Error clears it")
    }

    @Test func pasteLeavesCalculatorAloneWhenRefused() throws {
        var calculator = try calculator(after: "2 + 3")
        #expect(throws: PasteError.self) { try Clipboard.paste("two", into: &calculator) }
        #expect(calculator.display == "3")
        try Clipboard.paste("4", into: &calculator)
        calculator.press(.equals)
        #expect(calculator.display == "6")
    }

    @Test func pasteIntoGermanCalculator() throws {
        var calculator = try calculator(after: "1 +")
        try Clipboard.paste("1.000,5", into: &calculator, symbols: Self.deDE)
        calculator.press(.equals)
        #expect(calculator.display == "1001.5")
    }
}

/// Pasting an expression types its translation as one operand.
@Suite struct ExpressionPasteTests {
    @Test func pastingAnExpressionTypesItsTranslation() throws {
        var calculator = Calculator(configuration: .init(backend: DoubleBackend()))
        try Clipboard.paste("2+3×4", into: &calculator)
        calculator.press(.equals)
        #expect(calculator.display == "14")
        // After a pending operator, the pasted expression is one operand: 5 × (1 + 2).
        var pending = Calculator(configuration: .init(backend: DoubleBackend()))
        pending.press([.digit(.five), .binary(.multiply)])
        #expect(
            try Clipboard.keys(pasting: "1+2", into: pending)
                == LoggedKey.pasting(try Expression(parsing: "1+2").operandKeys))
        try Clipboard.paste("1+2", into: &pending)
        pending.press(.equals)
        #expect(pending.display == "15")
        // Numbers still paste as typed digits; text that is neither is refused.
        #expect(try Clipboard.keys(pasting: "12", into: calculator) == LoggedKey.pasting([.digit(.one), .digit(.two)]))
        #expect(throws: PasteError.self) { try Clipboard.keys(pasting: "2+", into: calculator) }
    }

    /// In programmer mode pasted text reads as programmer mode's expressions do, with the calculator's
    /// word format: numbers in its radix, prefixes, its operators, and words that do not fit refused.
    @Test func pastingIntoProgrammerModeReadsTheWordFormat() throws {
        var settings = EngineSettings.standard
        settings.programmer = WordFormat(width: .byte, radix: .hexadecimal)
        var hex = settings.makeCalculator()
        try Clipboard.paste("FF", into: &hex)
        #expect(hex.display == "FF")
        hex.press(.equals)
        try Clipboard.paste("0x0F and 3C", into: &hex)
        hex.press(.equals)
        #expect(hex.display == "C")
        #expect(throws: PasteError(kind: .tooLargeForWord, text: "100")) {
            try Clipboard.keys(pasting: " 100 ", into: hex)
        }
        #expect(throws: PasteError(kind: .notANumber, text: "xyz")) { try Clipboard.keys(pasting: "xyz", into: hex) }
        #expect(throws: PasteError(kind: .empty, text: "")) { try Clipboard.keys(pasting: "  ", into: hex) }
        #expect(
            PasteError(kind: .tooLargeForWord, text: "100").message == "Cannot paste “100”: it does not fit the word.")
        // evaluate(_:) reads text the same way.
        #expect(try hex.evaluate("FF xor 0F") == "F0")
        // A display grouped as programmer mode groups it pastes back.
        settings.programmer = WordFormat(width: .word, radix: .binary, groupsDigits: true)
        var binary = settings.makeCalculator()
        try Clipboard.paste("101 1010 0101", into: &binary)
        binary.press(.equals)
        #expect(binary.display == "101 1010 0101")
    }

    @MainActor @Test func theModelPastesExpressions() throws {
        let model = CalculatorModel(calculator: Calculator(configuration: .init(backend: DoubleBackend())))
        try model.paste("sin(30)")
        model.press(.equals)
        #expect(model.display == "0.5")
    }
}
