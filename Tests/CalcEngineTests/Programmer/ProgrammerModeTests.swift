import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// Programmer mode: other calculators' vectors, the radix, width and signedness switches (property
/// tests against ``ProgrammerModel``), entry, and the keys on the other backends (expressions:
/// `ProgrammerExpressionTests`).
@Suite struct ProgrammerModeTests {
    /// A calculator in programmer mode with `format`, on a fresh `EngineSettings.standard`.
    static func calculator(_ format: WordFormat = WordFormat()) -> AnyCalculator {
        var settings = EngineSettings.standard
        settings.programmer = format
        return settings.makeCalculator()
    }

    static func display(_ script: String, _ format: WordFormat = WordFormat()) throws -> String {
        var calculator = calculator(format)
        return calculator.evaluate(try KeyScript(parsing: script))
    }

    struct Vector: Sendable, CustomTestStringConvertible {
        var script: String
        var format: WordFormat
        var expected: String
        var testDescription: String { "\(script) => \(expected)" }
    }

    /// Other calculators' programmer-mode vectors.
    static let vectors: [Vector] = [
        // Windows Calculator, QWORD signed decimal.
        Vector(script: "1 ror", format: WordFormat(), expected: "-9223372036854775808"),
        Vector(script: "53 nand 83 =", format: WordFormat(), expected: "-18"),
        // GNOME Calculator, 32-bit, hexadecimal.
        Vector(script: "1 not", format: WordFormat(width: .doubleWord, radix: .hexadecimal), expected: "FFFFFFFE"),
        Vector(script: "1 rol", format: WordFormat(width: .byte), expected: "2"),
        Vector(script: "[-1] neg", format: WordFormat(width: .byte, isSigned: false), expected: "1"),
        Vector(script: "hexF hexF", format: WordFormat(width: .byte, radix: .hexadecimal), expected: "FF"),
        Vector(script: "hexF hexF dec", format: WordFormat(width: .byte, radix: .hexadecimal), expected: "-1"),
        Vector(script: "1 0 1 1", format: WordFormat(radix: .binary), expected: "1011"),
        Vector(script: "1 0 1 1 hex", format: WordFormat(radix: .binary), expected: "B"),
        Vector(script: "7 7 7 dec", format: WordFormat(radix: .octal), expected: "511"),
        Vector(
            script: "hexF hexF hexF hexF", format: WordFormat(radix: .hexadecimal, groupsDigits: true),
            expected: "FFFF"),
        Vector(
            script: "1 2 3 4 5", format: WordFormat(groupsDigits: true), expected: "12,345"),
        Vector(
            script: "hexF hexF hexF hexF hexF", format: WordFormat(radix: .hexadecimal, groupsDigits: true),
            expected: "F FFFF"),
        // A hexadecimal digit, a word function or a bit toggle after an operator is an operand, as a
        // decimal digit or a function is: the next operator does not replace the first. A radix key
        // between two operators changes nothing else, so the second still replaces the first.
        Vector(script: "5 + hexA * 2 =", format: WordFormat(radix: .hexadecimal), expected: "19"),
        Vector(script: "5 + not * 2 =", format: WordFormat(), expected: "-7"),
        Vector(script: "3 + bit0 * 2 =", format: WordFormat(), expected: "7"),
        Vector(script: "5 + 1 rol * 2 =", format: WordFormat(), expected: "9"),
        Vector(script: "5 + hex * 2 =", format: WordFormat(), expected: "A"),
        // The operand the first operator took keeps its value across the switch: a typed 10 is not read
        // again in hexadecimal (it was 16), and a signedness or width switch reduces it as every value the
        // calculator holds (the second operator gave back 129, then extended to a 16-bit 129).
        Vector(script: "1 0 + hex - 0 =", format: WordFormat(width: .byte), expected: "A"),
        Vector(script: "1 2 + oct - 0 =", format: WordFormat(width: .byte), expected: "14"),
        Vector(script: "1 0 + dec - 0 =", format: WordFormat(width: .byte, radix: .hexadecimal), expected: "16"),
        Vector(script: "3 + bin - 1 =", format: WordFormat(width: .byte), expected: "10"),
        Vector(
            script: "1 2 9 = + signed - word 0 =", format: WordFormat(width: .byte, isSigned: false), expected: "-127"),
        Vector(
            script: "1 2 9 = + signed * word =", format: WordFormat(width: .byte, isSigned: false), expected: "16129"),
        Vector(script: "1 neg = + unsigned - word 0 =", format: WordFormat(width: .byte), expected: "255"),
        // Precedence: OR < AND < + < shifts, ×.
        Vector(script: "1 or 2 and 3 =", format: WordFormat(), expected: "3"),
        Vector(script: "1 shl 3 + 1 =", format: WordFormat(), expected: "9"),
        Vector(script: "6 xor 3 and 1 =", format: WordFormat(), expected: "7"),
        Vector(script: "2 + 3 * 4 =", format: WordFormat(), expected: "14"),
        // Truncation toward zero; mod has the dividend's sign.
        Vector(script: "7 neg / 2 =", format: WordFormat(), expected: "-3"),
        Vector(script: "7 neg mod 3 =", format: WordFormat(), expected: "-1"),
        Vector(script: "7 mod 3 neg =", format: WordFormat(), expected: "1"),
        // Errors: ÷ 0, mod 0, shift by w, functions without integer meaning, constants.
        Vector(script: "5 / 0 =", format: WordFormat(), expected: "Error"),
        Vector(script: "5 mod 0 =", format: WordFormat(), expected: "Error"),
        Vector(script: "1 shl 8 =", format: WordFormat(width: .byte), expected: "Error"),
        Vector(script: "4 sqrt", format: WordFormat(), expected: "Error"),
        Vector(script: "30 sin", format: WordFormat(), expected: "Error"),
        Vector(script: "pi", format: WordFormat(), expected: "Error"),
        Vector(script: "2 EE 3 =", format: WordFormat(), expected: "Error"),
        Vector(script: "50 %", format: WordFormat(), expected: "Error"),
        // ± during decimal entry on signed words toggles the sign and the entry goes on (Windows
        // Calculator's CalcInput tests): a toggle that does not fit is refused, 0 stays positive; unsigned
        // words and the other radixes (a pattern, never a sign) negate the value.
        Vector(script: "1 2 neg 8", format: WordFormat(width: .byte), expected: "-128"),
        Vector(script: "1 neg 2", format: WordFormat(), expected: "-12"),
        Vector(script: "1 2 7 back neg 9", format: WordFormat(width: .byte), expected: "-12"),
        Vector(script: "1 2 neg 8 neg", format: WordFormat(width: .byte), expected: "-128"),
        Vector(script: "0 neg 7", format: WordFormat(), expected: "7"),
        Vector(script: "1 hexA neg", format: WordFormat(width: .byte, radix: .hexadecimal), expected: "E6"),
        Vector(script: "1 hexA neg 2", format: WordFormat(width: .byte, radix: .hexadecimal), expected: "2"),
        Vector(script: "5 neg", format: WordFormat(width: .byte, isSigned: false), expected: "251"),
        // Entry: digits beyond the radix or that overflow are refused; the point is refused.
        Vector(script: "2 0 0", format: WordFormat(width: .byte), expected: "20"),
        Vector(script: "[-1] neg", format: WordFormat(), expected: "1"),
        Vector(script: "2 5 5", format: WordFormat(width: .byte, isSigned: false), expected: "255"),
        Vector(script: "2 5 6", format: WordFormat(width: .byte, isSigned: false), expected: "25"),
        Vector(script: "1 2 9", format: WordFormat(radix: .octal), expected: "12"),
        Vector(script: "hexA", format: WordFormat(), expected: "0"),
        Vector(script: "1 . 5", format: WordFormat(), expected: "15"),
        Vector(script: "hexA hexB back", format: WordFormat(radix: .hexadecimal), expected: "A"),
        // A refused key changes nothing: after an operator, another operator still replaces it; in the
        // error state, a refused digit does not start afresh.
        Vector(script: "5 + hexA * 2 =", format: WordFormat(), expected: "10"),
        Vector(script: "5 + . * 2 =", format: WordFormat(), expected: "10"),
        Vector(script: "5 * bit8 + 1 =", format: WordFormat(width: .byte), expected: "6"),
        Vector(script: "1 1 + 2 * 1 0 =", format: WordFormat(radix: .binary), expected: "110"),
        Vector(script: "1 / 0 = 2", format: WordFormat(radix: .binary), expected: "Error"),
        Vector(script: "1 / 0 = hexA", format: WordFormat(radix: .hexadecimal), expected: "A"),
        // Rotate through carry: one carry bit, cleared by C and AC.
        Vector(script: "1 rcr", format: WordFormat(width: .byte), expected: "0"),
        Vector(script: "1 rcr rcr", format: WordFormat(width: .byte), expected: "-128"),
        Vector(script: "1 rcr C 0 rcl", format: WordFormat(width: .byte), expected: "0"),
        Vector(script: "[-128] rcl rcl", format: WordFormat(width: .byte), expected: "1"),
        // Bit toggles.
        Vector(script: "5 bit7", format: WordFormat(width: .byte), expected: "-123"),
        Vector(script: "5 bit8", format: WordFormat(width: .byte), expected: "5"),
        Vector(script: "0 bit63", format: WordFormat(isSigned: false), expected: "9223372036854775808"),
        // Memory, repeated =, parentheses.
        Vector(script: "1 0 0 M+ 2 0 0 M+ MR", format: WordFormat(width: .byte, isSigned: false), expected: "44"),
        Vector(script: "2 shl 1 = = =", format: WordFormat(), expected: "16"),
        Vector(script: "( 1 or 2 ) and 3 =", format: WordFormat(), expected: "3"),
        // Width change: sign-extends (signed) or zero-extends (unsigned), then reduces.
        Vector(script: "[-1] qword", format: WordFormat(width: .byte), expected: "-1"),
        Vector(script: "[-1] qword", format: WordFormat(width: .byte, isSigned: false), expected: "255"),
        Vector(script: "300 byte", format: WordFormat(), expected: "44"),
        Vector(script: "[-1] unsigned", format: WordFormat(width: .word), expected: "65535"),
        Vector(script: "[-1] unsigned qword", format: WordFormat(width: .word), expected: "65535"),
        // Radix change ends the entry: a digit after it starts a new one.
        Vector(script: "1 2 hex 3", format: WordFormat(), expected: "3"),
        Vector(script: "1 2 hex + 3 =", format: WordFormat(), expected: "F"),
    ]

    @Test(arguments: vectors)
    func vector(_ v: Vector) throws {
        #expect(try Self.display(v.script, v.format) == v.expected)
    }

    /// The same vectors pressed one key at a time, as a keypad does (every operator then keeps the state
    /// before it, which the next key decides whether to use).
    @Test(arguments: vectors)
    func vectorKeyByKey(_ v: Vector) throws {
        var calculator = Self.calculator(v.format)
        for key in try KeyScript(parsing: v.script).keys { calculator.press(key) }
        #expect(calculator.display == v.expected)
    }

    /// The programmer keys that need a word give Error on every other backend.
    @Test(arguments: ["5 hexA", "5 rol", "5 bit1", "5 hex", "5 byte", "5 unsigned", "5 rcl"])
    func otherBackendsGiveError(_ script: String) throws {
        for settings in [try EngineSettings(backend: .double), EngineSettings.standard] {
            var calculator = settings.makeCalculator()
            #expect(calculator.evaluate(try KeyScript(parsing: script)) == "Error", "\(settings.backend)")
        }
    }

    /// NOT, popcount and the bitwise operators work on integers of any size on every other backend, in
    /// two's complement with C's precedence, the same on each.
    @Test(arguments: [
        ("5 not", "-6"), ("1 neg popcount", "256"), ("5 and 3 =", "1"), ("5 shl 1 =", "10"),
        ("1 + 2 shl 1 =", "6"), ("1 or 2 and 3 =", "3"), ("6 xor 3 =", "5"), ("9 neg sar 2 =", "-3"),
        ("8 neg shr 1 =", "Error"), ("1 shl 1 neg =", "Error"), ("3.9 and 7 =", "3"), ("5 nor 3 =", "-8"),
    ])
    func otherBackendsComputeBitwiseKeys(_ script: String, _ expected: String) throws {
        for settings in [try EngineSettings(backend: .double), EngineSettings.standard] {
            var calculator = settings.makeCalculator()
            #expect(calculator.evaluate(try KeyScript(parsing: script)) == expected, "\(settings.backend)")
        }
    }

    /// Switching width, signedness and radix, at random, agrees with the model: widths sign- or
    /// zero-extend then reduce, signedness keeps the bits, a radix shows the w-bit pattern and switching
    /// back to decimal gives the value again.
    @Test func formatSwitchesAgreeWithTheModel() throws {
        var random = TestEnvironment.generator(salt: 0x9060_7A3E)
        print("test seed: \(TestEnvironment.seed) (replay with CALC_TEST_SEED=\(TestEnvironment.seed))")
        let radixes: [(Radix, Int)] = [(.binary, 2), (.octal, 8), (.hexadecimal, 16)]
        for _ in 0..<(TestEnvironment.isReduced ? 50 : 400) {
            let from = ProgrammerModel.Format.all[random.below(8)]
            let values = ProgrammerModel.edgeValues(from)
            // An edge value, or a random one reduced to the format.
            let value =
                random.below(2) == 0
                ? values[random.below(values.count)]
                : ProgrammerModel.converted(
                    "\(Int64(bitPattern: random.next()))",
                    from: ProgrammerModel.Format(width: .quadWord, isSigned: true),
                    to: from)
            let to = ProgrammerModel.Format.all[random.below(8)]
            let (radix, base) = radixes[random.below(3)]
            var calculator = Self.calculator(WordFormat(width: from.width, isSigned: from.isSigned))
            calculator.press(.literal(NumberLiteral(value)!))
            calculator.press(.programmer(.width(to.width)))
            let widened = ProgrammerModel.converted(
                value, from: from, to: ProgrammerModel.Format(width: to.width, isSigned: from.isSigned))
            #expect(calculator.display == widened, "\(value) \(from) -> \(to.width); \(TestEnvironment.replayHint)")
            calculator.press(.programmer(to.isSigned ? .signed : .unsigned))
            let converted = ProgrammerModel.converted(
                widened, from: ProgrammerModel.Format(width: to.width, isSigned: from.isSigned), to: to)
            #expect(calculator.display == converted, "\(value) \(from) -> \(to); \(TestEnvironment.replayHint)")
            calculator.press(.programmer(.radix(radix)))
            #expect(calculator.display == ProgrammerModel.pattern(converted, to, radix: base))
            calculator.press(.programmer(.radix(.decimal)))
            #expect(calculator.display == converted, "\(TestEnvironment.replayHint)")
        }
    }

    /// Typing the w-bit pattern of a value in a radix gives the value (what a width, signedness and radix
    /// show is what they read).
    @Test func typedPatternsReadBack() throws {
        var random = TestEnvironment.generator(salt: 0x7E9E_D16)
        for _ in 0..<(TestEnvironment.isReduced ? 50 : 300) {
            let format = ProgrammerModel.Format.all[random.below(8)]
            let value = ProgrammerModel.converted(
                "\(Int64(bitPattern: random.next()))", from: ProgrammerModel.Format(width: .quadWord, isSigned: true),
                to: format)
            let radix: Radix = [.binary, .octal, .hexadecimal][random.below(3)]
            let pattern = ProgrammerModel.pattern(value, format, radix: radix.base)
            var calculator = Self.calculator(WordFormat(width: format.width, isSigned: format.isSigned, radix: radix))
            for character in pattern {
                let digit = Int(String(character), radix: 16)!
                calculator.press(digit < 10 ? Key(digit: digit)! : .programmer(.hexDigit(HexDigit(rawValue: digit)!)))
            }
            #expect(calculator.display == pattern)
            calculator.press(.programmer(.radix(.decimal)))
            #expect(calculator.display == value, "\(pattern) in \(radix) \(format); \(TestEnvironment.replayHint)")
        }
    }

    /// Entering and leaving programmer mode keeps the value: truncated and reduced on the way in, the
    /// integer on the way out.
    @Test func switchingModeKeepsTheValue() throws {
        var calculator = try EngineSettings(backend: .double).makeCalculator()
        _ = calculator.evaluate(try KeyScript(parsing: "7 / 2 ="))
        var programmer = try EngineSettings(backend: .double)
        programmer.programmer = WordFormat(width: .byte, isSigned: false)
        calculator.switchMode(to: programmer)
        #expect(calculator.display == "3")
        #expect(calculator.wordFormat == WordFormat(width: .byte, isSigned: false))
        _ = calculator.evaluate(try KeyScript(parsing: "200 + 100 ="))
        #expect(calculator.display == "44")
        calculator.switchMode(to: try EngineSettings(backend: .double))
        #expect(calculator.display == "44")
        #expect(calculator.wordFormat == nil)
    }

    /// A programmer-mode calculator saves and restores its format, carry and value; reset returns to the
    /// format it was made with.
    @Test func codableAndReset() throws {
        var calculator = Self.calculator(WordFormat(width: .word))
        _ = calculator.evaluate(try KeyScript(parsing: "1 rcr hex"))
        #expect(calculator.carry == true)
        let data = try JSONEncoder().encode(calculator)
        let restored = try JSONDecoder().decode(AnyCalculator.self, from: data)
        #expect(restored.display == calculator.display)
        #expect(restored.wordFormat?.radix == .hexadecimal)
        #expect(restored.carry == true)
        calculator.reset()
        #expect(calculator.wordFormat == WordFormat(width: .word))
        #expect(calculator.carry == false)
        #expect(calculator.settings.programmer == WordFormat(width: .word))
    }

    /// A word being typed restores whatever its radix: `FF` in hexadecimal, 64 binary digits, a pending
    /// `6F69` behind an operator (they were refused as "not a typed number").
    @Test(arguments: [
        (WordFormat(width: .byte, radix: .hexadecimal), "hexF hexF"),
        (WordFormat(radix: .hexadecimal), "6 hexF 6 9 + hexA"),
        (WordFormat(radix: .binary), String(repeating: "1 ", count: 64)),
        (WordFormat(radix: .octal), "7 7 7 * 1 2"),
    ])
    func aWordBeingTypedRestores(format: WordFormat, keys: String) throws {
        var calculator = Self.calculator(format)
        calculator.press(try KeyScript(parsing: keys).keys)
        let restored = try JSONDecoder().decode(AnyCalculator.self, from: try JSONEncoder().encode(calculator))
        #expect(restored.display == calculator.display)
        var next = restored
        next.press(.equals)
        calculator.press(.equals)
        #expect(next.display == calculator.display)
    }
}
