import CalcEngine
import Foundation
import Testing

/// Exact results as fractions (`FractionDisplay`): the same table on every backend, where Double and MPFR
/// show a fraction only for values their exactness tracking knows exact (1/3 is rounded there).
@Suite struct FractionDisplayTests {
    /// Expression, then what auto, always and mixed show (nil: the decimal display) on the exact backend
    /// and on Double and MPFR.
    static let table: [(String, exact: [String?], binary: [String?])] = [
        (
            "1/3",
            [
                "1/3", "1/3", "1/3",
            ], [nil, nil, nil]
        ),
        ("-2/7", ["-2/7", "-2/7", "-2/7"], [nil, nil, nil]),
        ("1/4", [nil, "1/4", "1/4"], [nil, "1/4", "1/4"]),
        ("3/2", [nil, "3/2", "1 1/2"], [nil, "3/2", "1 1/2"]),
        ("-7/3", ["-7/3", "-7/3", "-2 1/3"], [nil, nil, nil]),
        ("2/3 + 1/6", ["5/6", "5/6", "5/6"], [nil, nil, nil]),
        ("999/998", ["999/998", "999/998", "1 1/998"], [nil, nil, nil]),
        // auto: |p| and q below 1,000, and no decimal point in the inputs.
        ("1000/3", [nil, "1000/3", "333 1/3"], [nil, nil, nil]),
        ("1/1001", [nil, "1/1001", "1/1001"], [nil, nil, nil]),
        ("0.5/3", [nil, "1/6", "1/6"], [nil, nil, nil]),
        // Integers and inexact values are never fractions.
        ("7", [nil, nil, nil], [nil, nil, nil]),
        ("1/3*3", [nil, nil, nil], [nil, nil, nil]),
        ("sqrt(2)", [nil, nil, nil], [nil, nil, nil]),
        ("1/0", [nil, nil, nil], [nil, nil, nil]),
        ("0.1", [nil, "1/10", "1/10"], [nil, nil, nil]),
        // The trigonometric keys are exact at their rational points on every backend (sin 30° = 1/2).
        ("sin(30)/2", [nil, "1/4", "1/4"], [nil, "1/4", "1/4"]),
        ("sin(30)/3", ["1/6", "1/6", "1/6"], [nil, nil, nil]),
        // A value rounded past its units digit is not snapped onto an exact integer: 5/6 is not 1/2.
        ("frac(1e30+1/3)+1/2", ["5/6", "5/6", "5/6"], [nil, nil, nil]),
        // A point in a translation is not the user's: roundeven's half is written [5e-1].
        ("roundeven(3)/7", ["3/7", "3/7", "3/7"], [nil, nil, nil]),
    ]

    static let settings: [FractionDisplay] = [.auto, .always, .mixed]

    @Test(arguments: [BackendKind.exact, .mpfr, .double])
    func table(_ backend: BackendKind) throws {
        var calculator = try EngineSettings(backend: backend, digits: 15).makeCalculator()
        for row in Self.table {
            let expression = try Expression(parsing: row.0)
            let shown = Self.settings.map { setting in
                calculator.fractions = setting
                calculator.evaluate(expression)
                #expect(calculator.screen.fraction == calculator.fractionDisplay)
                return calculator.fractionDisplay
            }
            #expect(shown == (backend == .exact ? row.exact : row.binary), "\(row.0) on \(backend)")
            calculator.fractions = .off
            calculator.evaluate(expression)
            #expect(calculator.fractionDisplay == nil)
            #expect(calculator.screen.fraction == nil)
        }
    }

    @Test func terminatingDenominators() {
        for (q, terminates) in [("1", true), ("8", true), ("20", true), ("3", false), ("12", false), ("625", true)] {
            let fraction = ExactFraction(isNegative: false, numerator: "1", denominator: q)
            #expect(fraction.terminates == terminates, "1/\(q)")
        }
    }

    /// Key scripts on the exact backend and what `always` and `auto` show after them (nil: the decimal). A
    /// number being typed shows as typed; a point deleted with `back` or cleared with `C` was not typed,
    /// a point of a number already used stays until all clear.
    @Test(
        arguments: [
            ("2.2", nil, nil), ("0.50", nil, nil), ("1 / 3", nil, nil), ("1 / 3 =", "1/3", "1/3"),
            ("1 . back / 3 =", "1/3", "1/3"), ("0.5 C 1 / 3 =", "1/3", "1/3"), ("0.5 back back 1 / 3 =", "1/3", "1/3"),
            ("0.5 + 1 =", "3/2", nil), ("0.5 + 1 / 3 =", "5/6", nil), ("0.5 + 1 . back / 3 =", "5/6", nil),
            ("1 / 3 + 0.5 C 1 =", "4/3", "4/3"), ("0.5 sqr C 1 / 3 =", "1/3", nil), ("0.5 AC 1 / 3 =", "1/3", "1/3"),
            ("1 . 5 back back / 3 =", "1/3", "1/3"), ("0.5 MR 1 / 3 =", "1/3", "1/3"),
            ("0.5 pi 1 / 3 =", "1/3", "1/3"), ("0.5 [2] / 3 =", "2/3", "2/3"), ("0.5 [2.5] / 3 =", "5/6", nil),
            // rand types a number with a point.
            ("rand * 0 + 1 / 3 =", "1/3", nil),
        ] as [(String, String?, String?)])
    func typedNumbers(script: String, always: String?, auto: String?) throws {
        var calculator = try EngineSettings(backend: .exact, digits: 15).makeCalculator()
        for (setting, expected) in [(FractionDisplay.always, always), (.auto, auto)] {
            calculator.reset()
            calculator.fractions = setting
            calculator.press(try KeyScript(parsing: script).keys)
            #expect(calculator.fractionDisplay == expected, "\(script) in \(setting)")
        }
    }

    /// `ans` and variables keep the value, not how it was spelt: a stored exact value never brings a
    /// decimal point into the `auto` rule, whether its decimal has one (0.25) or not (0.5).
    @Test func storedValuesBringNoDecimalPoint() throws {
        var calculator = try EngineSettings(backend: .exact, digits: 15).makeCalculator()
        calculator.fractions = .auto
        var session = ExpressionVariables()
        for (stored, use) in [("0.25", "ans*4/3"), ("0.5", "ans*2/3"), ("w = 2.5", "w/7.5"), ("v = 12.5", "v/37.5")] {
            _ = try calculator.evaluate(stored, variables: &session)
            #expect(calculator.fractionDisplay == nil, "\(stored) was typed with a point")
            _ = try calculator.evaluate(use, variables: &session)
            #expect(calculator.fractionDisplay == (use.contains(".") ? nil : "1/3"), "\(stored); \(use)")
        }
        _ = try calculator.evaluate("0.25", variables: &session)
        _ = try calculator.evaluate("ans*4/3", variables: &session)
        #expect(calculator.fractionDisplay == "1/3")
    }

    /// `auto` asks whether the decimal terminates only for a fraction small enough to show: a power of two
    /// with thousands of digits below the line is the decimal at once.
    @Test func autoDecidesBySizeFirst() throws {
        var calculator = try EngineSettings(backend: .exact, digits: 10_000).makeCalculator()
        calculator.fractions = .auto
        _ = try calculator.evaluate("2^-30000")
        #expect(calculator.fractionDisplay == nil)
        calculator.fractions = .always
        #expect(calculator.fractionDisplay?.hasPrefix("1/") == true)
    }

    /// A point typed in an entry survives saving and restoring the calculator, and so does its being the
    /// entry's own (a `back` after the restore still takes it back).
    @Test func decimalPointIsSaved() throws {
        var calculator = try EngineSettings(backend: .exact, digits: 15).makeCalculator()
        calculator.fractions = .auto
        calculator.press(try KeyScript(parsing: "1 .").keys)
        var restored = try JSONDecoder().decode(AnyCalculator.self, from: try JSONEncoder().encode(calculator))
        restored.press(try KeyScript(parsing: "back / 3 =").keys)
        #expect(restored.fractionDisplay == "1/3")
        calculator.press(try KeyScript(parsing: "5 + 1 = ").keys)
        restored = try JSONDecoder().decode(AnyCalculator.self, from: try JSONEncoder().encode(calculator))
        restored.press(try KeyScript(parsing: "/ 3 =").keys)
        #expect(restored.fractionDisplay == nil, "1.5 was typed with a point")
    }

    /// A mixed number's parts by schoolbook division, at any size.
    @Test(arguments: [
        ("3", "2", "1", "1"), ("1", "2", "0", "1"), ("7", "7", "1", "0"), ("1000", "999", "1", "1"),
        ("18446744073709551617", "2", "9223372036854775808", "1"),
        ("100000000000000000000000000000000000000001", "10000000000000000000000", "10000000000000000000", "1"),
    ])
    func mixedParts(numerator: String, denominator: String, whole: String, remainder: String) {
        let parts = ExactFraction(isNegative: false, numerator: numerator, denominator: denominator).mixedParts
        #expect(parts.whole == whole)
        #expect(parts.remainder == remainder)
    }

    /// Double's binary fraction of an exact value, in lowest terms.
    @Test func binaryFractions() {
        let double = DoubleBackend()
        #expect(
            double.exactFraction(of: 0.375, maximumDigits: 20)
                == .init(isNegative: false, numerator: "3", denominator: "8"))
        #expect(
            double.exactFraction(of: -6, maximumDigits: 20) == .init(isNegative: true, numerator: "6", denominator: "1")
        )
        #expect(double.exactFraction(of: 0.1, maximumDigits: 15) == nil)
        #expect(double.exactFraction(of: 1e300, maximumDigits: 300) == nil, "301 digits")
        // Beyond 64 bits, the integers are wide: the double nearest 10³⁰⁰ is an integer of 301 digits,
        // 2⁻¹⁰⁷⁴ the fraction 1/2¹⁰⁷⁴.
        let wide = double.exactFraction(of: 1e300, maximumDigits: 400)
        #expect(
            wide?.numerator.count == 301
                && wide?.numerator.hasPrefix("1000000000000000052504760255204420248704468") == true)
        #expect(double.exactFraction(of: 0x1p100, maximumDigits: 40)?.numerator == "1267650600228229401496703205376")
        let smallest = double.exactFraction(of: .leastNonzeroMagnitude, maximumDigits: 400)
        #expect(
            smallest?.numerator == "1" && smallest?.denominator.count == 324
                && smallest?.denominator.hasSuffix("494784") == true)
    }
}
