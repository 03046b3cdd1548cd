import CalcPresentation
import Testing

/// The engine's display and `DisplayFitter` choose positional or e-notation by one rule,
/// `DisplayFormatter.isPositional(exponent:significantDigits:)`: with room for every digit, the fitter
/// shows what the formatter shows.
@Suite struct DisplayFitterNotationTests {
    @Test(arguments: [1, 3, 9, 15])
    func fitterAndFormatterAgree(significantDigits: Int) {
        let fitter = DisplayFitter(maximumWidth: 40, widthRule: .everyCharacter)
        let formatter = DisplayFormatter(significantDigits: significantDigits)
        for exponent in -10...20 {
            for digits in ["1", "15", "123456789012345"] {
                // Cut or padded to D digits: what a backend rounds to D digits.
                let shown = Array(digits.utf8.prefix(significantDigits))
                let rounded = DecimalDigits(
                    isNegative: false,
                    digits: shown + Array(repeating: UInt8(ascii: "0"), count: significantDigits - shown.count),
                    exponent: exponent)
                let engine = formatter.string(for: rounded)
                let fitted = fitter.text(significantDigits: significantDigits) { _ in rounded }
                let isPositional = DisplayFormatter.isPositional(
                    exponent: exponent, significantDigits: significantDigits)
                #expect(engine.contains("e") == !isPositional, "\(engine)")
                #expect(fitted == engine, "exponent \(exponent), \(digits), D = \(significantDigits)")
            }
        }
    }

    @Test func theRule() {
        #expect(DisplayFormatter.isPositional(exponent: -7, significantDigits: 15))
        #expect(!DisplayFormatter.isPositional(exponent: -8, significantDigits: 15))
        #expect(DisplayFormatter.isPositional(exponent: 14, significantDigits: 15))
        #expect(!DisplayFormatter.isPositional(exponent: 15, significantDigits: 15))
    }
}
