import CalcEngine
import CalcNumerics
import Testing

/// `mod`, `gcd` and `lcm` of an inexact operand of 2^P or more are `Error`: rounding has lost the units
/// digit the result depends on (CalculatorRules: Rounded integers). Exact operands of any size, and
/// inexact ones below 2^P (snapped onto their integer), keep working.
@Suite struct RoundedIntegerTests {
    static func display<Backend: NumericBackend>(_ calculator: Calculator<Backend>, _ expression: String) throws
        -> String
    {
        var calculator = calculator
        return try calculator.evaluate(expression)
    }

    static let cases: [(expression: String, double: String, mpfr: String, exact: String)] = [
        ("gcd(2^53+1, 3)", "Error", "3", "3"),
        ("gcd(10^50+1, 10^50-1)", "Error", "1", "1"),
        ("lcm(10^30+1, 10^30-1)", "Error", "1e60", "1e60"),
        ("gcd(2^301+1, 3)", "Error", "Error", "3"),
        ("(1e20+1) mod 3", "Error", "2", "2"),
        ("1e20 mod 3", "1", "1", "1"),
        ("7 mod 1e30", "7", "7", "7"),
        ("3e30 mod (1e30+1)", "Error", "1e30", "1e30"),
        ("gcd(2^60, 2^40)", "1099511627776", "1099511627776", "1099511627776"),
        ("gcd(0.1*30, 6)", "3", "3", "3"),
        ("(2^53+1) - 2^53", "0", "1", "1"),
        // floor, ceil, trunc and frac of such an operand do not make it exact: the snapping rule's integer
        // is exact only when it is the only one within reach (below 2^(P−9)).
        ("floor(1e20+1) mod 3", "Error", "2", "2"),
        ("floor(0.1*3*10) mod 2", "1", "1", "1"),
        // A quotient a/b of 2^P or more with an inexact operand: the remainder would be rounding alone
        // (`1 mod 1e-20` on Double was 6.7e-21, `7 mod 1e-100` at 256 bits 7.5e-101; both are 0).
        ("1 mod 1e-20", "Error", "0", "0"), ("7 mod 1e-100", "Error", "Error", "0"),
        ("1e15 mod 0.1", "Error", "0", "0"), ("1 mod 2^-60", "0", "0", "0"),
    ]

    @Test(arguments: cases)
    func anOperandRoundedPastItsUnitsDigitIsError(
        _ row: (expression: String, double: String, mpfr: String, exact: String)
    ) throws {
        #expect(try Self.display(Calculator(backend: DoubleBackend()), row.expression) == row.double)
        let mpfr = Calculator(configuration: try .init(backend: try MPFRBackend(precision: 256), displayDigits: 15))
        #expect(try Self.display(mpfr, row.expression) == row.mpfr)
        let exact = Calculator(configuration: try .init(backend: try ExactBackend(precision: 256), displayDigits: 15))
        #expect(try Self.display(exact, row.expression) == row.exact)
    }
}

/// The keys that refuse a non-integer operand (`BinaryOperation.refusesNonIntegers`) are `Error` for one,
/// and the others whose operands snap to integers take it: `mod` is defined on every real, and the
/// bitwise keys truncate toward zero.
@Suite struct NonIntegerOperandTests {
    @Test(arguments: BinaryOperation.allCases.filter { $0.integerOperands == .both })
    func aNonIntegerOperandIsErrorExactlyForTheKeysThatRefuseOne(_ operation: BinaryOperation) throws {
        // powmod is pressed after a pending power, as its modulus.
        let script =
            operation == .modularPower ? "2 pow 3 powmod 5.5 =" : "5.5 \(Key.binary(operation).name) 2 ="
        var calculator = Calculator(backend: DoubleBackend())
        calculator.press(try KeyScript(parsing: script).keys)
        #expect(calculator.isError == operation.refusesNonIntegers, "\(script): \(calculator.display)")
    }
}
