import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// Programmer mode: other calculators' vectors, the radix, width and signedness switches (property
/// tests against ``ProgrammerModel``), entry, expressions, and the keys on the other backends.
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

    struct ExpressionCase: Sendable, CustomTestStringConvertible {
        var text: String
        var format: WordFormat
        var expected: String
        var testDescription: String { "\(text) => \(expected)" }
    }

    static let expressions: [ExpressionCase] = [
        ExpressionCase(text: "53 nand 83", format: WordFormat(), expected: "-18"),
        ExpressionCase(
            text: "not 1", format: WordFormat(width: .doubleWord, radix: .hexadecimal), expected: "FFFFFFFE"),
        ExpressionCase(text: "~0 >>> 60", format: WordFormat(), expected: "15"),
        ExpressionCase(text: "-8 >> 1", format: WordFormat(), expected: "-4"),
        ExpressionCase(text: "1 | 2 & 3", format: WordFormat(), expected: "3"),
        ExpressionCase(text: "1 << 3 + 1", format: WordFormat(), expected: "9"),
        ExpressionCase(text: "0xFF and 0b1010", format: WordFormat(), expected: "10"),
        ExpressionCase(text: "0o17 xor 0x0F", format: WordFormat(), expected: "0"),
        ExpressionCase(text: "(1 or 2) and 3", format: WordFormat(), expected: "3"),
        ExpressionCase(text: "2 + 3 * 4", format: WordFormat(), expected: "14"),
        ExpressionCase(text: "7 / 2", format: WordFormat(), expected: "3"),
        ExpressionCase(text: "255 + 1", format: WordFormat(width: .byte, isSigned: false), expected: "0"),
        // Numbers without a prefix are in the radix, as on the peers' keypads (KCalc's 010+10, Windows'
        // pasted operands, GNOME's binary 1100 and 1010); a name of hexadecimal digits is a number there.
        ExpressionCase(text: "10", format: WordFormat(radix: .hexadecimal), expected: "10"),
        ExpressionCase(text: "FF + ff", format: WordFormat(width: .word, radix: .hexadecimal), expected: "1FE"),
        ExpressionCase(text: "cafe xor 1", format: WordFormat(width: .word, radix: .hexadecimal), expected: "CAFF"),
        ExpressionCase(text: "010+10", format: WordFormat(radix: .binary), expected: "100"),
        ExpressionCase(text: "010+10", format: WordFormat(radix: .octal), expected: "20"),
        ExpressionCase(text: "010+10", format: WordFormat(radix: .hexadecimal), expected: "20"),
        ExpressionCase(text: "1100 and 1010", format: WordFormat(width: .byte, radix: .binary), expected: "1000"),
        ExpressionCase(text: "777", format: WordFormat(isSigned: false, radix: .octal), expected: "777"),
        ExpressionCase(text: "0x10 + 0b1", format: WordFormat(radix: .octal), expected: "21"),
        // A pattern of w bits is read (255 is −1 in signed 8 bits, as 0xFF is).
        ExpressionCase(text: "255", format: WordFormat(width: .byte), expected: "-1"),
        // NOT takes what follows as a unary minus does (SpeedCrunch's ~2^3 = ~(2^3)).
        ExpressionCase(text: "~2^3", format: WordFormat(), expected: "-9"),
        ExpressionCase(text: "not 2^3", format: WordFormat(), expected: "-9"),
        ExpressionCase(text: "(~2^3)&7", format: WordFormat(), expected: "7"),
        ExpressionCase(text: "~-1", format: WordFormat(), expected: "0"),
        ExpressionCase(text: "~3 + 1", format: WordFormat(), expected: "-3"),
        // GNOME's `in hex` and qalc's `to bin`: the result shown in that radix.
        ExpressionCase(text: "10 in bin", format: WordFormat(), expected: "1010"),
        ExpressionCase(text: "52 to hex", format: WordFormat(), expected: "34"),
        ExpressionCase(text: "0b1010 in dec", format: WordFormat(), expected: "10"),
        ExpressionCase(text: "523<<2&250 TO Binary", format: WordFormat(), expected: "101000"),
        ExpressionCase(text: "FF to dec", format: WordFormat(radix: .hexadecimal), expected: "255"),
        ExpressionCase(text: "sin(30)", format: WordFormat(), expected: "Error"),
        // GNOME's radix subscripts (any radix; a prefix of the same radix may come first).
        ExpressionCase(text: "1010₂ + 12₈ + A₁₆ + 10₁₀", format: WordFormat(), expected: "40"),
        ExpressionCase(text: "2₁₀", format: WordFormat(radix: .binary), expected: "10"),
        ExpressionCase(text: "0b1₂ + 0x8₁₆ + 0o2₈", format: WordFormat(), expected: "11"),
        // Windows Calculator's pasted forms: 0n, 0t and 0y prefixes, the h and b suffixes of their
        // radixes, and C's u, ul and ull suffixes.
        ExpressionCase(text: "0n10 + 0t10 + 0y10", format: WordFormat(), expected: "20"),
        ExpressionCase(text: "AB12h", format: WordFormat(radix: .hexadecimal), expected: "AB12"),
        ExpressionCase(text: "FFull + 1u", format: WordFormat(radix: .hexadecimal), expected: "100"),
        ExpressionCase(text: "1100b", format: WordFormat(radix: .binary), expected: "1100"),
        // `_` between two digits of the radix separates groups (Windows Calculator's paste, Swift).
        ExpressionCase(text: "1_2_3_4", format: WordFormat(), expected: "1234"),
        ExpressionCase(text: "0xFF_FF + 0b1111_0000", format: WordFormat(), expected: "65775"),
        ExpressionCase(text: "7F_FF", format: WordFormat(radix: .hexadecimal), expected: "7FFF"),
        ExpressionCase(text: "1111_0000", format: WordFormat(radix: .binary), expected: "11110000"),
        ExpressionCase(text: "1_2h + 1F_FFull", format: WordFormat(radix: .hexadecimal), expected: "2011"),
        ExpressionCase(text: "7_7ul", format: WordFormat(radix: .octal), expected: "77"),
        // So does `'` (C++, Windows Calculator's paste), which marks no angle in programmer mode.
        ExpressionCase(text: "1'2'3'4 + 0xF'F", format: WordFormat(), expected: "1489"),
        ExpressionCase(text: "1'F + F'F", format: WordFormat(radix: .hexadecimal), expected: "11E"),
        // A literal with an exponent that writes an integer is checked as one; a non-integer truncates.
        ExpressionCase(text: "2.5e1 + 1e2", format: WordFormat(width: .byte), expected: "125"),
        ExpressionCase(text: "1.28e2", format: WordFormat(width: .byte), expected: "-128"),
        ExpressionCase(text: "1.5", format: WordFormat(width: .byte), expected: "1"),
        ExpressionCase(text: "127.9", format: WordFormat(width: .byte), expected: "127"),
        ExpressionCase(text: "1.5e-9223372036854775808 + 1", format: WordFormat(), expected: "1"),
        // A fraction in the word's radix, truncated: 1.1 in binary is 1.5, .8 in hexadecimal 0.5.
        ExpressionCase(text: "11.11 + 1", format: WordFormat(radix: .binary), expected: "100"),
        ExpressionCase(text: ".8 + F.F", format: WordFormat(radix: .hexadecimal), expected: "F"),
        // 2ˣ and 10ˣ as xʸ: truncated and reduced.
        ExpressionCase(text: "pow2(5) + 10^3", format: WordFormat(), expected: "1032"),
        ExpressionCase(text: "pow2(8)", format: WordFormat(width: .byte), expected: "0"),
        ExpressionCase(text: "1 000 000", format: WordFormat(), expected: "1000000"),
        // Groups as the display writes them (4 digits in binary and hexadecimal, 3 in octal), and qalc's
        // grouped binary literals.
        ExpressionCase(text: "111 0101 1011", format: WordFormat(radix: .binary), expected: "11101011011"),
        ExpressionCase(text: "7 FFFF + 1", format: WordFormat(radix: .hexadecimal), expected: "80000"),
        ExpressionCase(text: "7 777", format: WordFormat(radix: .octal), expected: "7777"),
        ExpressionCase(text: "0b1011 0010 ∨ 0b0111 0001", format: WordFormat(), expected: "243"),
        // SpeedCrunch's emod is the floored remainder (the divisor's sign), though mod truncates here: on
        // signed words a remainder of the other sign moves by b, also where b is −2^(w−1).
        ExpressionCase(text: "emod(-10; 3)", format: WordFormat(), expected: "2"),
        ExpressionCase(text: "emod(10, -3) + emod(-10, -3)", format: WordFormat(width: .byte), expected: "-3"),
        ExpressionCase(text: "emod(-5, -128)", format: WordFormat(width: .byte), expected: "-5"),
        ExpressionCase(text: "emod(5, -128)", format: WordFormat(width: .byte), expected: "-123"),
        ExpressionCase(text: "emod(-128, 127)", format: WordFormat(width: .byte), expected: "126"),
        ExpressionCase(text: "emod(-9, 3) + emod(9, -3)", format: WordFormat(width: .byte), expected: "0"),
        ExpressionCase(text: "emod(-10, 3)", format: WordFormat(width: .byte, isSigned: false), expected: "0"),
        ExpressionCase(text: "emod(7, 0)", format: WordFormat(), expected: "Error"),
        // SpeedCrunch's radix functions: the radix key after the argument.
        ExpressionCase(text: "hex(255)", format: WordFormat(), expected: "FF"),
        ExpressionCase(text: "hex(255) + 1", format: WordFormat(), expected: "100"),
        ExpressionCase(text: "bin(5)", format: WordFormat(), expected: "101"),
        ExpressionCase(text: "dec(0xFF)", format: WordFormat(radix: .binary), expected: "255"),
        ExpressionCase(text: "12 ⊼ 10", format: WordFormat(), expected: "-9"),
        ExpressionCase(text: "12 ⊽ 10", format: WordFormat(), expected: "-15"),
        ExpressionCase(text: "0b10110010 ^^ 0b01110001 to bin", format: WordFormat(), expected: "11000011"),
        ExpressionCase(text: "2 ^ 3 ^^ 1", format: WordFormat(), expected: "9"),
        ExpressionCase(
            text: "~7A₁₆", format: WordFormat(width: .doubleWord, radix: .hexadecimal), expected: "FFFFFF85"),
        ExpressionCase(
            text: "18364758544493064720₁₀", format: WordFormat(isSigned: false, radix: .hexadecimal),
            expected: "FEDCBA9876543210"),
        // The logic symbols of GNOME and qalc.
        ExpressionCase(text: "1100∧1010", format: WordFormat(width: .byte, radix: .binary), expected: "1000"),
        ExpressionCase(text: "1100∨1010", format: WordFormat(width: .byte, radix: .binary), expected: "1110"),
        ExpressionCase(text: "1100⊻1010", format: WordFormat(width: .byte, radix: .binary), expected: "110"),
        ExpressionCase(text: "1100⊕1010", format: WordFormat(width: .byte, radix: .binary), expected: "110"),
        ExpressionCase(text: "¬1", format: WordFormat(), expected: "-2"),
        ExpressionCase(text: "1«2»1«2", format: WordFormat(width: .doubleWord), expected: "8"),
        ExpressionCase(text: "0x1 « 0x10", format: WordFormat(width: .doubleWord), expected: "65536"),
        // Word functions: Windows' rotations, GNOME's ones and twos, SpeedCrunch's and(a; b).
        ExpressionCase(text: "rol(1)", format: WordFormat(), expected: "2"),
        ExpressionCase(text: "ror(1)", format: WordFormat(), expected: "-9223372036854775808"),
        ExpressionCase(text: "rcr(rcr(1))", format: WordFormat(), expected: "-9223372036854775808"),
        ExpressionCase(
            text: "ones 7FFFFFFF", format: WordFormat(width: .doubleWord, radix: .hexadecimal), expected: "80000000"),
        ExpressionCase(
            text: "twos 7FFFFFFF", format: WordFormat(width: .doubleWord, radix: .hexadecimal), expected: "80000001"),
        ExpressionCase(text: "and(12; 10)", format: WordFormat(), expected: "8"),
        ExpressionCase(text: "or(1; 2; 4)", format: WordFormat(), expected: "7"),
        ExpressionCase(text: "xor(1;1) + 1", format: WordFormat(), expected: "1"),
    ]

    @Test(arguments: expressions)
    func expression(_ c: ExpressionCase) throws {
        var calculator = Self.calculator(c.format)
        #expect(
            calculator.evaluate(try Expression(parsing: c.text, variables: nil, programmer: c.format)) == c.expected
        )
    }

    /// `emod` on signed bytes is the floored remainder for every dividend, by divisors of both signs
    /// from −128 to 127 (every fifth, and ±1, ±2, ±127).
    @Test func flooredRemainderOnEverySignedByte() throws {
        let format = WordFormat(width: .byte)
        var calculator = Self.calculator(format)
        for a in -128...127 {
            for b in Array(stride(from: -128, through: 127, by: 5)) + [-127, -2, -1, 1, 2, 127] where b != 0 {
                let floored = a - b * Int((Double(a) / Double(b)).rounded(.down))
                let text = "emod(\(a), \(b))"
                let shown = calculator.evaluate(try Expression(parsing: text, variables: nil, programmer: format))
                guard shown == String(floored) else {
                    Issue.record("\(text) = \(shown), expected \(floored)")
                    return
                }
            }
        }
    }

    /// A number outside the radix, or too large for the word, is an error that says so, not a wrapped value.
    @Test(arguments: [
        ("102", WordFormat(radix: .binary), "1: '102' is not a binary number"),
        ("1G", WordFormat(radix: .hexadecimal), "1: '1G' is not a hexadecimal number"),
        ("19", WordFormat(radix: .octal), "1: '19' is not an octal number"),
        ("300", WordFormat(width: .byte), "1: '300' does not fit in a word of 8 bits"),
        ("1 + 0x1FF", WordFormat(width: .byte), "5: '0x1FF' does not fit in a word of 8 bits"),
        (
            "18446744073709551616", WordFormat(isSigned: false),
            "1: '18446744073709551616' does not fit in a word of 64 bits"
        ),
        ("1_G", WordFormat(radix: .hexadecimal), "1: '1_G' is not a hexadecimal number"),
        ("3e2", WordFormat(width: .byte), "1: '3e2' does not fit in a word of 8 bits"),
        // A number the calculator would truncate is refused when its whole part does not fit.
        ("300.5", WordFormat(width: .byte), "1: '300.5' does not fit in a word of 8 bits"),
        ("0x100.8", WordFormat(width: .byte), "1: '0x100.8' does not fit in a word of 8 bits"),
        ("100.8", WordFormat(width: .byte, radix: .hexadecimal), "1: '100.8' does not fit in a word of 8 bits"),
        // A fraction in the word's radix is the radix's digits, not decimal ones.
        (".5e3", WordFormat(radix: .binary), "1: '.5e3' is not a binary number"),
        ("1 + .9", WordFormat(radix: .octal), "5: '.9' is not an octal number"),
        // More fraction digits than a fraction in another radix may have: said so, at the point.
        (
            "1." + String(repeating: "1", count: 65), WordFormat(radix: .binary),
            "2: a fraction in another radix has at most 64 digits: '." + String(repeating: "1", count: 65)
                + "' has more"
        ),
        // A prefix followed by a character that is not its radix's digit.
        ("0b2", WordFormat(), "1: '0b2' is not a binary number"),
        // An exponent at the ends of Int: checked, not overflowed.
        ("1e9223372036854775807", WordFormat(), "1: '1e9223372036854775807' does not fit in a word of 64 bits"),
        ("0xG", WordFormat(), "1: '0xG' is not a hexadecimal number"),
        ("1 + 1e999", WordFormat(), "5: '1e999' does not fit in a word of 64 bits"),
        ("11111 0000", WordFormat(radix: .binary), "7: missing operator before '0000' (write '×' or '*' to multiply)"),
        ("12 345", WordFormat(radix: .hexadecimal), "4: missing operator before '345' (write '×' or '*' to multiply)"),
        ("10 in hax", WordFormat(), "7: 'hax' is not a radix (write bin, oct, dec or hex after 'in' or 'to')"),
        ("1 + 12₂", WordFormat(), "5: '12' is not a binary number"),
        ("100₁₆", WordFormat(width: .byte), "1: '100₁₆' does not fit in a word of 8 bits"),
        // A prefix of another radix before a subscript (GNOME Calculator refuses it), even where its
        // letter is a digit of the subscript's radix.
        ("0b1₁₆", WordFormat(width: .doubleWord), "1: '0b1' is not a hexadecimal number"),
        // A number after an operand is quoted as written, not as its value.
        ("1 10", WordFormat(radix: .binary), "3: missing operator before '10' (write '×' or '*' to multiply)"),
        ("1 10", WordFormat(radix: .hexadecimal), "3: missing operator before '10' (write '×' or '*' to multiply)"),
    ])
    func numbersThatAreNotWords(_ text: String, _ format: WordFormat, _ message: String) {
        #expect(throws: ExpressionError.self) { try Expression(parsing: text, variables: nil, programmer: format) }
        do {
            _ = try Expression(parsing: text, variables: nil, programmer: format)
        } catch {
            #expect(error.description == message)
        }
    }

    /// In hexadecimal a run that starts with a letter and has a `_` stays a name (a session's `a_1`);
    /// separators group only numbers that start with a digit.
    @Test func hexadecimalNamesWithUnderscoresStayNames() throws {
        let format = WordFormat(radix: .hexadecimal)
        let variables = ExpressionVariables(values: ["a_1": ValueLiteral(NumberLiteral("5")!)])
        #expect(
            try Expression(parsing: "a_1 + 1", variables: variables, programmer: format).keyScript.text == "[5] + [1]")
        #expect(try Expression(parsing: "1_1", variables: variables, programmer: format).keyScript.text == "[17]")
    }

    /// `0x`, `0b` and `0o` literals are read in every mode, at any size.
    @Test func radixLiteralsInEveryMode() throws {
        var calculator = try EngineSettings(backend: .double).makeCalculator()
        #expect(calculator.evaluate(try Expression(parsing: "0x1F + 0b1010 + 0o17")) == "56")
        #expect(
            try Expression(parsing: "0xFFFFFFFFFFFFFFFFFFFF").keys == [
                .literal(NumberLiteral("1208925819614629174706175")!)
            ])
        // So are radix subscripts; a name whose letters are not digits of the radix stays a name (log₂ 8).
        #expect(calculator.evaluate(try Expression(parsing: "1010₂ + FF₁₆")) == "265")
        #expect(calculator.evaluate(try Expression(parsing: "log₂ 8")) == "3")
        // Bitwise operators work everywhere (C's precedence outside programmer mode); functions of a word
        // are programmer mode's only.
        #expect(calculator.evaluate(try Expression(parsing: "1 & 3 | 4")) == "5")
        #expect(calculator.evaluate(try Expression(parsing: "1 ∧ 2")) == "0")
        #expect(throws: ExpressionError.self) { try Expression(parsing: "rol(1)") }
    }

    /// A radix literal may have a fraction (SpeedCrunch's `0b1.1`), read exactly, and truncated in
    /// programmer mode as `1.5` is; beyond 64 fraction digits the point is not part of the number.
    @Test func radixFractionsOutsideProgrammerMode() throws {
        let cases = [
            ("0b1.1", "1.5"), ("0x0.8", "0.5"), ("0o7.4", "7.5"), ("0xA.1", "10.0625"), ("0n1.25", "1.25"),
            ("0b0.0001", "0.0625"), ("0xFF.FF", "255.99609375"), ("0x0.01", "0.00390625"),
        ]
        for (text, decimal) in cases {
            #expect(try Expression(parsing: text).keys == [.literal(NumberLiteral(decimal)!)], "\(text)")
        }
        // 64 fraction digits: 16⁻⁶⁴ = 2⁻²⁵⁶, 256 decimals, exactly.
        let smallest = try Expression(parsing: "0x0." + String(repeating: "0", count: 63) + "1").keys
        #expect(smallest.count == 1)
        if case .literal(let literal) = smallest.first {
            #expect(literal.text.hasPrefix("0." + String(repeating: "0", count: 77) + "8636168555094444625"))
            #expect(literal.text.count == 258)
        }
        #expect(throws: ExpressionError.self) { try Expression(parsing: "0b1." + String(repeating: "1", count: 65)) }
        var settings = try EngineSettings(backend: .double)
        settings.programmer = WordFormat()
        var programmer = settings.makeCalculator()
        for (text, expected) in [("0b1.1", "1"), ("0x.8", "0"), ("0xFF.F", "255"), ("-0x1.8", "-1"), ("1.5", "1")] {
            let expression = try Expression(parsing: text, variables: nil, programmer: WordFormat())
            #expect(programmer.evaluate(expression) == expected, "\(text)")
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
