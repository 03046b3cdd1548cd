import CalcEngine
import Testing

/// The complex keys of the build without MPFR (`Binary64Backend<LibmBinary64>`: the shared formulas on
/// binary64), run in this build: near the ends of binary64's range and where a part is small beside the
/// other, each shows what the MPFR-linked Double (each part correctly rounded by MPC) shows.
@Suite struct LibmComplexTests {
    static func display(_ expression: String, angle: AngleUnit = .radians) throws -> String {
        var configuration = CalculatorConfiguration(backend: Binary64Backend<LibmBinary64>(), angleUnit: angle)
        configuration.complexResults = true
        var calculator = Calculator(configuration: configuration)
        return try calculator.evaluate(expression)
    }

    static func doubleDisplay(_ expression: String, angle: AngleUnit = .radians) throws -> String {
        var configuration = CalculatorConfiguration(backend: DoubleBackend(), angleUnit: angle)
        configuration.complexResults = true
        var calculator = Calculator(configuration: configuration)
        return try calculator.evaluate(expression)
    }

    /// ÷ scales both operands by exact powers of two first: Smith's c + d·(d/c) overflows for c = d = 1e308.
    @Test(arguments: [
        ("1e308i/(1e308+1e308i)", "0.5+0.5i"), ("1/(1e308+1e308i)", "5e-309-5e-309i"),
        ("(1e308+1e308i)/(1e308+1e308i)", "1"), ("(1e-308+1e-308i)/(1e308-1e308i)", "0"),
        ("1e-300/(3e-320+4e-320i)", "1.20001335952951e19-1.60001781270601e19i"),
        ("(4e-320+3e-320i)/(1e-310+1e-310i)", "3.4999610351394e-10-4.99994433591343e-11i"),
        ("1e-310/(1+i)", "5.00000000000023e-311-5.00000000000023e-311i"), ("(3e300+4e300i)/(3e-20+4e-20i)", "Error"),
        ("(1e300+1e300i)/(1e300-1e300i)", "i"), ("(1e-200+1e-200i)/(1e-200+2e-200i)", "0.6-0.2i"),
    ])
    func divisionNearTheEndsOfTheRange(_ expression: String, _ expected: String) throws {
        #expect(try Self.display(expression) == expected)
        #expect(try Self.doubleDisplay(expression) == expected)
    }
}
