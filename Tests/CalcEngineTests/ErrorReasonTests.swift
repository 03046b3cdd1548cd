import CalcEngine
import Foundation
import Testing

/// `Calculator.errorReason`: why the display shows `Error`, on every backend, kept until a key leaves the
/// error state, and saved with the calculator.
@Suite struct ErrorReasonTests {
    static func double() -> Calculator<DoubleBackend> {
        Calculator(configuration: CalculatorConfiguration(backend: DoubleBackend(), angleUnit: .radians))
    }

    @Test(arguments: [
        ("1 / 0 =", ArithmeticError.divisionByZero), ("1 neg sqrt", .invalidOperation), ("0 ln", .invalidOperation),
        ("10 pow 400 =", .overflow), ("2 atanh", .invalidOperation), ("1 atanh", .divisionByZero),
        // The logarithm of 0 to any base is invalid, as ln 0 is (it was divisionByZero); base 1 divides by 0.
        ("0 logy 10 =", .invalidOperation), ("5 logy 1 =", .divisionByZero),
    ])
    func reasons(_ script: String, _ reason: ArithmeticError) throws {
        var calculator = Self.double()
        calculator.press(try KeyScript(parsing: script).keys)
        #expect(calculator.display == "Error")
        #expect(calculator.errorReason == reason, "\(script)")
        var any = AnyCalculator(calculator)
        #expect(any.errorReason == reason)
        any.press(.allClear)
        #expect(any.errorReason == nil)
    }

    /// No reason without `Error`; keys ignored in the error state keep it; a digit starts over without it.
    @Test func theReasonLastsAsLongAsTheError() throws {
        var calculator = Self.double()
        #expect(calculator.errorReason == nil)
        calculator.press(try KeyScript(parsing: "2 + 3 =").keys)
        #expect(calculator.errorReason == nil)
        calculator.press(try KeyScript(parsing: "1 / 0 = + sin").keys)
        #expect(calculator.errorReason == .divisionByZero)
        calculator.press(.digit(.seven))
        #expect(calculator.errorReason == nil)
        #expect(calculator.display == "7")
    }

    /// A saved calculator keeps its reason; one saved before reasons existed reads as an invalid operation.
    @Test func savedWithTheCalculator() throws {
        var calculator = Self.double()
        calculator.press(try KeyScript(parsing: "1 / 0 =").keys)
        // Sorted keys: the reason follows `entryIsCleared` in every run (JSONEncoder's order otherwise
        // changes from process to process).
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(calculator)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""errorReason":"divisionByZero""#))
        #expect(try JSONDecoder().decode(Calculator<DoubleBackend>.self, from: data).errorReason == .divisionByZero)
        let older = text.replacingOccurrences(of: #","errorReason":"divisionByZero""#, with: "")
        #expect(older != text)
        let decoded = try JSONDecoder().decode(Calculator<DoubleBackend>.self, from: Data(older.utf8))
        #expect(decoded.isError)
        #expect(decoded.errorReason == .invalidOperation)
        // A calculator without Error writes no reason, so its document is as before.
        #expect(!String(decoding: try JSONEncoder().encode(Self.double()), as: UTF8.self).contains("errorReason"))
    }

    #if MPFR
        /// The verified backends have no complex values: their Error names that limit.
        @Test func verifiedBackendsNameTheComplexLimit() throws {
            var configuration = CalculatorConfiguration(backend: try VerifiedBackend(precision: 128))
            configuration.complexResults = true
            var calculator = Calculator(configuration: configuration)
            calculator.press(try KeyScript(parsing: "4 neg sqrt").keys)
            #expect(calculator.errorReason == .unprovable)
            calculator.press(try KeyScript(parsing: "AC 1 + i =").keys)
            #expect(calculator.errorReason == .unprovable)
            #expect(ArithmeticError.unprovable.description.contains("cannot be proven"))
            // `i` alone too (it showed `i`), on both verified backends; a real key after AC works again.
            calculator.press(try KeyScript(parsing: "AC i").keys)
            #expect(calculator.display == "Error" && calculator.errorReason == .unprovable)
            var exact = Calculator(
                configuration: CalculatorConfiguration(backend: try VerifiedExactBackend(precision: 64)))
            exact.press(try KeyScript(parsing: "i =").keys)
            #expect(exact.display == "Error" && exact.errorReason == .unprovable)
            exact.press(try KeyScript(parsing: "AC 2 + 3 =").keys)
            #expect(exact.display == "5")
        }

        /// The complex keys of a real value have real results, proven (they were `unprovable`; a QA
        /// round): re, im, conj, arg (a half turn for a negative value) and r∠θ of an angle of 0 or 180°.
        @Test(arguments: [
            ("5 re", "5", true), ("5 im", "0", true), ("5 conj", "5", true), ("5 arg", "0", true),
            ("1 neg arg", "180", true), ("2 polar 0 =", "2", true), ("2 polar 180 =", "-2", true),
            ("rad 1 neg arg", "3.14159265358979323846264338327950288", false), ("0 arg", "Error", false),
            ("2 polar 90 =", "Error", false), ("2 sqrt re", "1.41421356237309504880168872420969808", false),
        ])
        func verifiedBackendsTakeRealValuesThroughComplexKeys(_ keys: String, _ display: String, _ exact: Bool)
            throws
        {
            var verified = Calculator(
                configuration: try CalculatorConfiguration(
                    backend: try VerifiedBackend(precision: 128), displayDigits: 36))
            verified.press(try KeyScript(parsing: keys).keys)
            #expect(verified.display == display)
            #expect(verified.screen.isExact == exact || display == "Error")
            var verifiedExact = Calculator(
                configuration: try CalculatorConfiguration(
                    backend: try VerifiedExactBackend(precision: 128), displayDigits: 36))
            verifiedExact.press(try KeyScript(parsing: keys).keys)
            #expect(verifiedExact.display == display)
        }
    #endif
}
