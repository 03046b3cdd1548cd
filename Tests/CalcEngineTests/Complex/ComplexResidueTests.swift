import CalcEngine
import Testing

/// Which tiny parts of a complex result are kept: the residue rule drops only rounding noise, and a
/// work limit refuses only the computations it bounds.
@Suite struct ComplexResidueTests {
    /// The exponents that take exact terms (the naturals to 16, −1, ½) are computed at any part size, as
    /// x² (`sqr`) is: only mpc_pow itself is limited (`(3+1e-700i)^2` was `Error` on MPFR, `sqr` was not).
    @Test(arguments: [
        ("(3+1e-700i)^2", "9+6e-700i"), ("(3+1e-700i)^3", "27+2.7e-699i"), ("(1e-700i)^2", "-1e-1400"),
        (
            "root(3+1e-700i, 2)",
            "1.7320508075688772935274463415058723669428052538104+2.8867513459481288225457439025097872782380087563506e-701i"
        ),
    ])
    func exactTermPowersTakeTinyParts(_ expression: String, _ expected: String) throws {
        #expect(
            try ComplexEngineTests.display(expression, on: try MPFRBackend(precision: 256), angle: .radians) == expected
        )
        #expect(
            try ComplexEngineTests.display(expression, on: try ExactBackend(precision: 256), angle: .radians)
                == expected)
        // Another exponent goes to mpc_pow, which keeps its limit.
        #expect(try ComplexEngineTests.errorReason("(3+1e-700i)^2.5", on: try MPFRBackend(precision: 256)) == .overflow)
    }

    /// In radians the reciprocal functions are 1/f(z), f one MPC function at 64 more bits, so each part is
    /// good to its last digit, as a correctly rounded function's: the residue rule moves only inexact
    /// parts. Moving the exact 1e14 by 2^(8−P) moved the angle by radians and dropped csc's imaginary
    /// part (mpmath: 2.2298455543146681417e-19 for 1e-20 as MPFR holds it).
    @Test(arguments: [
        ("csc(1e14+1e-20i)", "-4.77535973598823+2.22984555431467e-19i"),
        ("sec(1e14+1e-20i)", "-1.02267444325785-2.19012404240647e-21i"),
        ("cot(1e14+1e-20i)", "4.66948183507523-2.28040606080976e-19i"),
    ])
    func reciprocalFunctionsKeepTinyParts(_ expression: String, _ double: String) throws {
        #expect(try ComplexEngineTests.display(expression, angle: .radians) == double)
        let mpfr = try ComplexEngineTests.display(expression, on: try MPFRBackend(precision: 256), angle: .radians)
        #expect(mpfr.hasSuffix("i") && mpfr.contains("e-"), "\(expression): \(mpfr)")
    }

    /// Gradians: the real part reduced exactly by turns of 400 and quarter turns of 100, as in degrees,
    /// and arg on the axes exact (values: mpmath, the argument scaled by π/200).
    @Test(arguments: [
        ("sec(100+1e-120i)", "6.36619772367581e121i"), ("tan(100+1e-30i)", "6.36619772367581e31i"),
        ("sin(4749890231992400+1e-20i)", "1.5707963267949e-22i"), ("arg(i)", "100"), ("arg(-1)", "200"),
        ("arg(-i)", "-100"),
    ])
    func gradiansReduceTheRealPartExactly(_ expression: String, _ double: String) throws {
        #expect(try ComplexEngineTests.display(expression, angle: .gradians) == double)
        let mpfr = try ComplexEngineTests.display(expression, on: try MPFRBackend(precision: 256), angle: .gradians)
        let exact = try ComplexEngineTests.display(expression, on: try ExactBackend(precision: 256), angle: .gradians)
        #expect(mpfr == exact)
        #expect(
            mpfr.filter { $0 != "." }.hasPrefix(String(double.filter { $0 != "." }.prefix(6))), "\(expression): \(mpfr)"
        )
    }
}
