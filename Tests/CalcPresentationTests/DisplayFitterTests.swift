import CalcPresentation
import Foundation
import Testing

/// Fitting values and entries into 9 and 16 characters, localised.
@Suite struct DisplayFitterTests {
    static let enUS = DisplaySymbols(locale: Locale(identifier: "en_US"))
    static let deDE = DisplaySymbols(locale: Locale(identifier: "de_DE"))
    static let typographic = DisplaySymbols(locale: Locale(identifier: "en_US"), typographicMinus: true)

    /// (keys on a Double calculator with D = 15, width, symbols, fitted display)
    static let table: [(String, Int, DisplaySymbols, String)] = [
        ("123456789 + 987654321 =", 9, .plain, "1.111111e9"),
        ("123456789 + 987654321 =", 16, .plain, "1111111110"),
        ("123456789 + 987654321 =", 16, enUS, "1,111,111,110"),
        ("123456789 + 987654321 =", 16, deDE, "1.111.111.110"),
        ("123456789 + 987654321 =", 9, enUS, "1.111111e9"),
        ("123456789 + 987654321 =", 9, deDE, "1,111111e9"),
        ("0 - 123456789 - 987654321 =", 9, .plain, "-1.11111e9"),
        ("0 - 123456789 - 987654321 =", 9, typographic, "\u{2212}1.11111e9"),
        ("0 - 123456789 - 987654321 =", 16, typographic, "\u{2212}1,111,111,110"),
        ("1 / 3 =", 9, .plain, "0.33333333"),
        ("1 / 3 =", 16, .plain, "0.333333333333333"),
        ("2 / 3 =", 9, .plain, "0.66666667"),
        ("2 / 3 =", 9, deDE, "0,66666667"),
        ("1 EE 15 =", 16, .plain, "1e15"),
        ("999999999 + 1 =", 9, .plain, "1e9"),
        ("999999999 + 1 =", 16, enUS, "1,000,000,000"),
        ("1.5 EE 8 neg =", 9, .plain, "1.5e-8"),
        ("1.5 EE 8 neg =", 9, typographic, "1.5e\u{2212}8"),
        ("2.5 neg EE 20 =", 9, .plain, "-2.5e20"),
        ("1 EE 7 neg =", 9, .plain, "0.0000001"),
        ("0.1 + 0.2 =", 9, .plain, "0.3"),
        ("1234567.89 =", 9, enUS, "1,234,567.89"),
        ("1234567.89 =", 9, deDE, "1.234.567,89"),
        ("12345678.96 =", 9, .plain, "12345679"),
        ("0.000123456789 =", 9, .plain, "1.23457e-4"),
        ("0.000123456789 =", 16, .plain, "0.000123456789"),
        ("2 sqrt", 9, .plain, "1.41421356"),
        ("2 sqrt", 16, .plain, "1.4142135623731"),
        ("0 neg × 5 =", 9, .plain, "0"),
        ("1 / 0 =", 9, .plain, "Error"),
        ("1 EE 100 × 1 EE 100 =", 3, .plain, "1e200"),
        // Typed entries keep what was typed: only grouping, separator and minus are localised.
        ("1234.50", 9, enUS, "1,234.50"),
        ("1234.50", 9, deDE, "1.234,50"),
        ("0.", 9, deDE, "0,"),
        ("0 neg", 9, typographic, "\u{2212}0"),
        ("1234567890123", 9, enUS, "1,234,567,890,123"),
        ("5 + 0.000", 9, .plain, "0.000"),
    ]

    @Test(arguments: table)
    func fits(_ row: (String, Int, DisplaySymbols, String)) throws {
        let (script, width, symbols, expected) = row
        let calculator = try calculator(after: script)
        let fitter = DisplayFitter(maximumWidth: width, symbols: symbols)
        #expect(fitter.text(for: calculator) == expected)
    }

    @Test func sameValueOnMPFR() throws {
        let fitter = DisplayFitter(maximumWidth: DisplayFitter.portraitWidth)
        let mpfr = try mpfrCalculator(after: "123456789 + 987654321 =")
        #expect(fitter.text(for: mpfr) == "1.111111e9")
        let root = try mpfrCalculator(after: "2 sqrt", displayDigits: 50)
        #expect(DisplayFitter(maximumWidth: DisplayFitter.landscapeWidth).text(for: root) == "1.414213562373095")
        #expect(root.display == "1.4142135623730950488016887242096980785696718753769")
    }

    /// A complex value is rounded part by part until `a+bi` fits, never cut (calc showed the end of
    /// `2^200+i/3` after `…`, its real part's leading digits lost).
    @Test(arguments: [
        ("1 / 3 neg - 2 * i / 3 =", 24, "-0.33333333-0.66666667i"),
        ("1 / 3 neg - 2 * i / 3 =", 80, "-0.333333333333333-0.666666666666667i"),
        ("2 pow 200 + i / 3 =", 24, "1.606938e60+0.33333333i"), ("3 + 4 * i =", 5, "3+4i"), ("i", 1, "i"),
    ])
    func complexValuesAreRoundedToFit(script: String, width: Int, expected: String) throws {
        var configuration = CalculatorConfiguration(backend: DoubleBackend())
        configuration.complexResults = true
        var calculator = Calculator(configuration: configuration)
        calculator.press(try KeyScript(parsing: script).keys)
        let fitted = DisplayFitter(maximumWidth: width, widthRule: .everyCharacter).text(for: calculator)
        #expect(fitted == expected)
        #expect(fitted.count <= max(width, expected.count))
    }

    @Test func everyCharacterRuleCountsSeparators() throws {
        let calculator = try calculator(after: "123456789 + 987654321 =")
        let fitter = DisplayFitter(maximumWidth: 9, widthRule: .everyCharacter)
        #expect(fitter.text(for: calculator) == "1.11111e9")
        let grouped = DisplayFitter(maximumWidth: 12, symbols: Self.enUS, widthRule: .everyCharacter)
        #expect(grouped.text(for: calculator) == "1.11111111e9")
        #expect(
            DisplayFitter(maximumWidth: 13, symbols: Self.enUS, widthRule: .everyCharacter)
                .text(for: calculator) == "1,111,111,110")
    }

    @Test func minusSignCanBeFree() throws {
        let calculator = try calculator(after: "0 - 123456789 - 987654321 =")
        let rule = DisplayWidthRule(
            countsDecimalSeparator: false, countsGroupingSeparators: false, countsMinusSign: false)
        #expect(DisplayFitter(maximumWidth: 9, widthRule: rule).text(for: calculator) == "-1.111111e9")
    }

    /// Display strings alone (e.g. from `AnyCalculator`): re-rounded half to even on the shown digits.
    @Test(arguments: [
        ("1111111110", false, 9, "1.111111e9"),
        ("0.333333333333333", false, 9, "0.33333333"),
        ("1.5e-8", false, 9, "1.5e-8"),
        ("0.125", false, 3, "0.12"),
        ("0.135", false, 3, "0.14"),
        ("9.9999999999", false, 9, "10"),
        ("Error", false, 9, "Error"),
        ("1234.50", true, 9, "1234.50"),
        ("-0", true, 9, "-0"),
    ])
    func fitsDisplayText(_ row: (String, Bool, Int, String)) {
        let (display, isEntry, width, expected) = row
        #expect(DisplayFitter(maximumWidth: width).text(forDisplay: display, isEntry: isEntry) == expected)
    }

    @Test(arguments: [
        ("1.111111e9", 9), ("1111111110", 10), ("-1234.5", 6), ("1.5e-8", 5), ("0.", 1), ("Error", 5),
    ])
    func widths(display: String, width: Int) {
        #expect(DisplayFitter(maximumWidth: 9).width(ofDisplay: display) == width)
    }

    @Test func symbolsFromLocales() {
        #expect(Self.enUS.decimalSeparator == ".")
        #expect(Self.enUS.groupingSeparator == ",")
        #expect(Self.deDE.decimalSeparator == ",")
        #expect(Self.deDE.groupingSeparator == ".")
        #expect(Self.typographic.minusSign == "\u{2212}")
        let ungrouped = DisplaySymbols(locale: Locale(identifier: "en_US"), usesGrouping: false)
        #expect(
            DisplayFitter(maximumWidth: 16, symbols: ungrouped).text(forDisplay: "1234567", isEntry: false) == "1234567"
        )
    }
}
