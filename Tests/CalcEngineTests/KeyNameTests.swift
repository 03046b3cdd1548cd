import CalcEngine
import Foundation
import Testing

/// Keys that cannot be wrong: digits 0…9 by type, names in any case and common spellings, a throwing
/// form with calc-eval's "did you mean" message, and saved digit keys checked when decoded.
@Suite struct KeyNameTests {
    @Test func digitsAreZeroThroughNineByType() {
        #expect(Digit.allCases.map(\.value) == Array(0...9))
        for value in -3...12 {
            #expect(Digit(value)?.value == ((0...9).contains(value) ? value : nil), "\(value)")
            #expect(Key(digit: value) == Digit(value).map { Key.digit($0) }, "\(value)")
        }
        #expect(Digit(Int.min) == nil && Digit(Int.max) == nil)
        #expect(Digit("7") == .seven && Digit("٧") == nil && Digit("x") == nil)
        #expect(Digit.allCases.map(\.description).joined() == "0123456789")
        #expect(Digit.allCases.allSatisfy { Digit(asciiByte: $0.asciiByte) == $0 })
        #expect(Digit(asciiByte: UInt8(ascii: "/")) == nil && Digit(asciiByte: UInt8(ascii: ":")) == nil)
    }

    @Test func everyDigitKeyTypesItsDigit() {
        for digit in Digit.allCases {
            var calculator = Calculator(backend: DoubleBackend())
            calculator.press([.digit(.one), .digit(digit)])
            #expect(calculator.display == "1\(digit)")
            #expect(Key.digit(digit).name == digit.description)
        }
    }

    @Test(arguments: [
        ("ac", Key.allClear), ("AC", .allClear), ("Ac", .allClear), ("SQRT", .function(.squareRoot)),
        ("m+", .memoryAdd), ("m-", .memorySubtract), ("m−", .memorySubtract), ("mr", .memoryRecall),
        ("mc", .memoryClear), ("x", .binary(.multiply)), ("X", .binary(.multiply)), ("×", .binary(.multiply)),
        ("*", .binary(.multiply)), ("·", .binary(.multiply)), ("÷", .binary(.divide)), (":", .binary(.divide)),
        ("**", .binary(.power)), ("xʸ", .binary(.power)), ("+/-", .negate), ("±", .negate), ("PI", .pi),
        ("π", .pi), ("E", .e), ("ee", .binary(.scaleByPowerOfTen)), ("c", .clear), ("ce", .clear),
        (" sin ", .function(.sin)), ("SIN⁻¹", .function(.asin)), ("eˣ", .function(.exp)),
        ("Deg", .degrees), ("RAD", .radians), ("Rand", .random), ("log₂", .function(.log2)),
        ("del", .backspace), ("7", .digit(.seven)), (".", .point),
    ])
    func namesInAnyCaseAndCommonSpellings(name: String, key: Key) throws {
        #expect(Key(name: name) == key, "\(name)")
        #expect(try Key(validatingName: name) == key, "\(name)")
    }

    /// No two keys share a name once case is ignored, so the case-insensitive lookup is never ambiguous.
    @Test func namesStayDistinctInAnyCase() {
        var seen: [String: Key] = [:]
        for key in Key.allKeys {
            for name in [key.name] + key.symbols {
                let folded = name.lowercased()
                #expect(seen[folded] == nil || seen[folded] == key, "\(name)")
                seen[folded] = key
                #expect(Key(name: name) == key && Key(exactName: name) == key)
            }
        }
    }

    /// Key scripts (calc-eval) keep their exact names: a token in another case is an unknown key there.
    @Test func exactNamesAreWhatScriptsRead() {
        #expect(Key(exactName: "SQRT") == nil && Key(exactName: "ac") == nil && Key(exactName: "x") == nil)
        #expect(throws: KeyScriptError.self) { try KeyScript(parsing: "2 SQRT") }
    }

    @Test(arguments: [
        ("sqtr", "unknown key 'sqtr' (did you mean 'sqrt'?)"),
        // A bit beyond the widest word names the keys there are, not an edit of its digits (bit46).
        ("bit64", "unknown key 'bit64' (the bit keys are bit0 … bit63)"),
        ("fcat", "unknown key 'fcat' (did you mean 'fact'?)"),
        ("xyz", "unknown key 'xyz'"),
        ("-5", "unknown key '-5' (a sign is the 'neg' key after the number: 5 neg)"),
        ("\u{1B}[2J", "unknown key '\\u{1B}[2J'"),
    ])
    func unknownNamesThrowCalcEvalsMessage(name: String, message: String) {
        #expect(Key(name: name) == nil)
        let error = #expect(throws: KeyScriptError.self) { try Key(validatingName: name) }
        #expect(error?.kind == .unknownKey)
        #expect(error?.message == message)
    }

    @Test func savedDigitKeysOutOfRangeDoNotDecode() throws {
        let decoder = JSONDecoder()
        #expect(try decoder.decode(Key.self, from: Data(#"{"digit":{"_0":7}}"#.utf8)) == .digit(.seven))
        for bad in [#"{"digit":{"_0":12}}"#, #"{"digit":{"_0":-1}}"#, #"{"digit":{"_0":"7"}}"#] {
            #expect(throws: DecodingError.self) { try decoder.decode(Key.self, from: Data(bad.utf8)) }
        }
        #expect(String(decoding: try JSONEncoder().encode(Key.digit(.nine)), as: UTF8.self) == #"{"digit":{"_0":9}}"#)
    }

    static let issueKeyNames: Set<String> = Set((0...9).map(String.init)).union([
        ".", "+", "-", "*", "/", "pow", "root", "EE", "=", "AC", "C", "back", "neg", "%",
        "sqrt", "sqr", "cube", "cbrt", "inv", "exp", "pow10", "pow2", "ln", "log", "log2",
        "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "fact",
        "pi", "e", "rand", "(", ")", "MC", "M+", "M-", "MR", "deg", "rad",
        // Gradians, Windows Calculator's GRAD (400 to the turn).
        "grad",
        // The keys expressions need (the literal key, `[1.5e-3]`, has one name per number).
        "abs", "floor", "ceil", "mod", "nCr", "nPr", "logy", "sec", "csc", "cot", "asec", "acsc", "acot",
        "sech", "csch", "coth", "asech", "acsch", "acoth",
        // The iPhone's second-function yˣ: the next number to the power of the displayed one.
        "ypow",
        // Other calculators' functions (issue 27).
        "dfact", "round", "trunc", "frac", "sign", "min", "max", "gcd", "lcm", "hypot", "powmod",
        // Γ (SpeedCrunch's, qalc's and spreadsheets' gamma).
        "gamma",
        // Programmer mode (issue 25): bitwise operators and shifts, hex digits, NOT, rotations, bit
        // toggles, the radix, width and signedness switches; popcount (issue 27, SpeedCrunch's).
        "and", "or", "xor", "nand", "nor", "xnor", "shl", "sar", "shr", "hexA", "hexB", "hexC", "hexD", "hexE",
        "hexF", "not", "rol", "ror", "rcl", "rcr", "popcount", "bin", "oct", "dec", "hex", "byte", "word", "dword",
        "qword",
        "signed", "unsigned",
        // Complex numbers (issue 26).
        "i", "re", "im", "conj", "arg", "polar",
    ]).union((0..<64).map { "bit\($0)" }).union(angleKeyNames)

    /// The trigonometric keys in an angle unit of their own (`sin(30, deg)`, `sin₀`, `sin(30°)`).
    static let angleKeyNames: [String] = {
        let functions = [
            "sin", "cos", "tan", "asin", "acos", "atan", "sec", "csc", "cot", "asec", "acsc", "acot", "arg",
        ]
        var names: [String] = []
        for function in functions {
            for unit in ["deg", "rad", "grad"] { names.append(function + "@" + unit) }
        }
        return names
    }()

    @Test func everyKeyOfTheIssueHasItsName() {
        let names = Key.allKeys.map(\.name)
        #expect(Set(names) == Self.issueKeyNames)
        #expect(names.count == Set(names).count, "names are unique")
        #expect(Key.allKeys.count == Set(Key.allKeys).count, "keys are unique")
    }

    @Test func namesAndSymbolsRoundTrip() {
        for key in Key.allKeys {
            #expect(Key(name: key.name) == key, "\(key.name)")
            for symbol in key.symbols {
                #expect(Key(name: symbol) == key, "\(symbol) for \(key.name)")
            }
            #expect(!key.summary.isEmpty, "\(key.name)")
        }
    }

    @Test(arguments: [
        ("×", Key.binary(.multiply)),
        ("÷", .binary(.divide)),
        ("−", .binary(.subtract)),
        ("^", .binary(.power)),
        ("√", .function(.squareRoot)),
        ("π", .pi),
        ("±", .negate),
        ("⌫", .backspace),
        ("x²", .function(.square)),
        ("x³", .function(.cube)),
        ("1/x", .function(.reciprocal)),
        ("!", .function(.factorial)),
        ("CE", .clear),
    ])
    func symbolsOfTheIssue(symbol: String, key: Key) {
        #expect(Key(name: symbol) == key)
        #expect(key.symbols.contains(symbol))
    }

    @Test(arguments: ["", "sqtr", "12", "pie", "+ +", "-1", "xx"])
    func unknownNames(name: String) {
        #expect(Key(name: name) == nil)
    }
}
