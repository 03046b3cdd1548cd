import CalcEngine
import Testing

/// What `print` shows for the values an app logs (issue 24: `print(DecimalDigits)` showed ASCII codes and
/// `highlightedOperator` printed `Optional(CalcNumerics.BinaryOperation.add)`).
@Suite struct ReadableDescriptionTests {
    @Test(
        "operations and functions print as their key names",
        arguments: [
            (String(describing: BinaryOperation.add), "+"), (String(describing: BinaryOperation.power), "pow"),
            (String(describing: Optional(BinaryOperation.multiply)), "Optional(*)"),
            (String(describing: UnaryFunction.squareRoot), "sqrt"), (String(describing: UnaryFunction.sin), "sin"),
        ])
    func operationNames(printed: String, expected: String) {
        #expect(printed == expected)
    }

    @Test("every operation and function prints as the name its key answers to")
    func everyNameIsAKey() {
        for operation in BinaryOperation.allCases {
            #expect(Key(name: "\(operation)") == .binary(operation), "\(operation)")
        }
        for function in UnaryFunction.allCases {
            #expect(Key(name: "\(function)") == .function(function), "\(function)")
        }
    }

    @Test(
        "decimal digits print in scientific notation",
        arguments: [
            (DecimalDigits(isNegative: true, digits: Array("12345".utf8), exponent: -5), "-1.2345e-5"),
            (DecimalDigits(isNegative: false, digits: Array("5".utf8), exponent: 3), "5e3"),
            (DecimalDigits(isNegative: false, digits: Array("0".utf8), exponent: 0), "0e0"),
        ])
    func decimalDigits(digits: DecimalDigits, expected: String) {
        #expect("\(digits)" == expected)
    }

    @Test("the highlighted operator of a calculator prints readably")
    func highlightedOperator() {
        var calculator = Calculator(backend: DoubleBackend())
        calculator.press([.digit(.two), .binary(.add)])
        #expect(String(describing: calculator.highlightedOperator) == "Optional(+)")
    }
}
