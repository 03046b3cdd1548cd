import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// Programmer mode through expressions: other calculators' expression vectors, the floored remainder,
/// radix literals and fractions in every mode.
@Suite struct ProgrammerExpressionTests {
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
        // After `to`, `dec` is the radix even where 0xDEC would not fit the word (it was refused in 8 bits).
        ExpressionCase(text: "52 to dec", format: WordFormat(width: .byte, radix: .hexadecimal), expected: "82"),
        ExpressionCase(text: "FF In DEC", format: WordFormat(width: .byte, radix: .hexadecimal), expected: "-1"),
        ExpressionCase(text: "sin(30)", format: WordFormat(), expected: "Error"),
        // GNOME's radix subscripts (any radix; a prefix of the same radix may come first).
        ExpressionCase(text: "1010₂ + 12₈ + A₁₆ + 10₁₀", format: WordFormat(), expected: "40"),
        ExpressionCase(text: "2₁₀", format: WordFormat(radix: .binary), expected: "10"),
        ExpressionCase(text: "0b1₂ + 0x8₁₆ + 0o2₈", format: WordFormat(), expected: "11"),
        // Grouped digits before a subscript, and space groups before a suffix (a QA round).
        ExpressionCase(text: "177'777₈", format: WordFormat(width: .word), expected: "-1"),
        ExpressionCase(
            text: "1111_1111₂ + FF'FF₁₆", format: WordFormat(width: .word, isSigned: false), expected: "254"),
        ExpressionCase(text: "177 777u", format: WordFormat(width: .word, radix: .octal), expected: "177777"),
        ExpressionCase(text: "1010 1010b", format: WordFormat(width: .word, radix: .binary), expected: "10101010"),
        ExpressionCase(
            text: "FFFF FFFFu", format: WordFormat(width: .doubleWord, isSigned: false, radix: .hexadecimal),
            expected: "FFFFFFFF"),
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
        // C's suffixes in decimal too (Windows' paste tests: 1234u, 1234ul, 1234ULL); a longer name stays one.
        ExpressionCase(text: "1234u + 1234ul + 1234ULL", format: WordFormat(), expected: "3702"),
        ExpressionCase(text: "123u", format: WordFormat(width: .byte, isSigned: false), expected: "123"),
        ExpressionCase(text: "1'000u*2", format: WordFormat(), expected: "2000"),
        ExpressionCase(text: "0xFFu + 0b1ull + 0o7UL", format: WordFormat(), expected: "263"),
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
        var calculator = ProgrammerModeTests.calculator(c.format)
        #expect(
            calculator.evaluate(try Expression(parsing: c.text, variables: nil, programmer: c.format)) == c.expected
        )
    }

    /// `emod` on signed bytes is the floored remainder for every dividend, by divisors of both signs
    /// from −128 to 127 (every fifth, and ±1, ±2, ±127).
    @Test func flooredRemainderOnEverySignedByte() throws {
        let format = WordFormat(width: .byte)
        var calculator = ProgrammerModeTests.calculator(format)
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
        ("1'9", WordFormat(radix: .binary), "1: '1'9' is not a binary number"),
        ("7'0'8", WordFormat(radix: .octal), "1: '7'0'8' is not an octal number"),
        ("300", WordFormat(width: .byte), "1: '300' does not fit in a word of 8 bits"),
        ("1 + 0x1FF", WordFormat(width: .byte), "5: '0x1FF' does not fit in a word of 8 bits"),
        (
            "18446744073709551616", WordFormat(isSigned: false),
            "1: '18446744073709551616' does not fit in a word of 64 bits"
        ),
        ("1_G", WordFormat(radix: .hexadecimal), "1: '1_G' is not a hexadecimal number"),
        // A C suffix ends the number: a longer name after the digits is a name (`ulp`, `uu`).
        ("12ulp", WordFormat(), "3: unknown name 'ulp' (variables need a session)"),
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
            "2: a fraction in another radix has at most 64 digits: '." + String(repeating: "1", count: 31)
                + "…' has 65"
        ),
        // A prefix followed by a character that is not its radix's digit.
        ("0b2", WordFormat(), "1: '0b2' is not a binary number"),
        // ... or right after its digits (it said 'missing operator before 2').
        ("0b12", WordFormat(), "1: '0b12' is not a binary number"),
        ("3 + 0o178", WordFormat(), "5: '0o178' is not an octal number"),
        // An exponent at the ends of Int: checked, not overflowed.
        ("1e9223372036854775807", WordFormat(), "1: '1e9223372036854775807' does not fit in a word of 64 bits"),
        ("0xG", WordFormat(), "1: '0xG' is not a hexadecimal number"),
        ("1 + 1e999", WordFormat(), "5: '1e999' does not fit in a word of 64 bits"),
        ("11111 0000", WordFormat(radix: .binary), "7: missing operator before '0000' (write '×' or '*' to multiply)"),
        ("12 345", WordFormat(radix: .hexadecimal), "4: missing operator before '345' (write '×' or '*' to multiply)"),
        ("10 in hax", WordFormat(), "7: 'hax' is not a radix (write bin, oct, dec or hex after 'in' or 'to')"),
        ("2 to", WordFormat(), "3: 'to' needs a radix after it (bin, oct, dec or hex)"),
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
}
