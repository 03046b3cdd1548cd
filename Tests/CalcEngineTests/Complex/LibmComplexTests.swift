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
        // |y| beyond the largest double (a QA round: Error on every Double build).
        ("1/(1.3e308+1.3e308i)", "3.84615384615385e-309-3.84615384615385e-309i"),
        ("(1.3e308+1.3e308i)/(1.3e308+1.3e308i)", "1"), ("(1.7e308-1.7e308i)/(1.7e308+1.7e308i)", "-i"),
    ])
    func divisionNearTheEndsOfTheRange(_ expression: String, _ expected: String) throws {
        #expect(try Self.display(expression) == expected)
        #expect(try Self.doubleDisplay(expression) == expected)
    }

    /// √ and ln scale z by exact powers of two: |z| overflows for parts near 1.7e308, and loses digits for
    /// subnormal ones; ln|z| is e·ln 2 + ln|z·2⁻ᵉ|.
    @Test(arguments: [
        ("sqrt(1.7e308+1.7e308i)", "1.43250882301546e154+5.93364582712122e153i"),
        ("sqrt(5e-324+5e-324i)", "2.44210972613083e-162+1.01155496936663e-162i"),
        ("sqrt(1e-320+1e-320i)", "1.09867799772603e-160+4.55087327339037e-161i"),
        ("sqrt(-1e300+1e-300i)", "1e150i"), ("sqrt(1e300+1e-30i)", "1e150+5e-181i"),
        ("ln(1.7e308+1.7e308i)", "710.073410483508+0.785398163397448i"),
        ("ln(1e-320+1e-320i)", "-736.480667300694+0.785398163397448i"),
    ])
    func rootsAndLogarithmsNearTheEndsOfTheRange(_ expression: String, _ expected: String) throws {
        #expect(try Self.display(expression) == expected)
        #expect(try Self.doubleDisplay(expression) == expected)
    }

    /// asin, acos and acosh take Kahan's forms: no small part is lost to cancellation beside a large one,
    /// the real part stays in the principal range, and nothing overflows for parts near 1e308.
    @Test(arguments: [
        ("asech(1e15+1i)", "1e-30-1.5707963267949i"), ("acosh(-6e-17+9e-30i)", "9e-30+1.5707963267949i"),
        ("asin(0.5+5e20i)", "1e-21+48.354286952875i"),
        ("asin(1e308+1e308i)", "0.785398163397448+710.235929413006i"),
        ("asinh(1e308+1e308i)", "710.235929413006+0.785398163397448i"),
        ("acosh(1e308+1e308i)", "710.235929413006+0.785398163397448i"),
        ("acos(1e308+1e308i)", "0.785398163397448-710.235929413006i"),
        ("asin(2)", "1.5707963267949-1.31695789692482i"), ("asin(-2)", "-1.5707963267949+1.31695789692482i"),
        ("acos(2)", "1.31695789692482i"), ("acos(-2)", "3.14159265358979-1.31695789692482i"),
        ("acosh(-2)", "1.31695789692482+3.14159265358979i"), ("acosh(0.5)", "1.0471975511966i"),
        ("asinh(-2i)", "-1.31695789692482-1.5707963267949i"), ("asin(1+i)", "0.666239432492515+1.06127506190504i"),
        ("acos(1-i)", "0.904556894302381+1.06127506190504i"), ("acosh(-1-i)", "1.06127506190504-2.23703575928741i"),
        // |z| beyond the largest double (a QA round: Error without MPFR).
        ("asin(1.28e308+1.28e308i)", "0.785398163397448+710.482789490938i"),
        ("acosh(1.28e308+1.28e308i)", "710.482789490938+0.785398163397448i"),
        ("asinh(-1.28e308+1.28e308i)", "-710.482789490938+0.785398163397448i"),
        ("asin(1.7e308-1.7e308i)", "0.785398163397448-710.766557664068i"),
        ("acos(-1.7e308-1.7e308i)", "2.35619449019234+710.766557664068i"),
        ("acosh(-1.7e308+1e300i)", "710.419984073788+3.14159264770744i"),
    ])
    func inverseFunctionsKeepSmallParts(_ expression: String, _ expected: String) throws {
        #expect(try Self.display(expression) == expected)
        #expect(try Self.doubleDisplay(expression) == expected)
    }

    /// atanh next to its poles ±1, where (1 − x)² + y² underflows or the ratio of the squared distances
    /// overflows though its logarithm is finite (a QA round: Error without MPFR); atan, acoth and acot
    /// through it.
    @Test(arguments: [
        ("atanh(1+1e-160i)", "184.553381029804+0.785398163397448i"),
        ("atanh(1+1e-154i)", "177.645625750821+0.785398163397448i"),
        ("atanh(-1+1e-300i)", "-345.734337539387+0.785398163397448i"),
        ("acoth(1+1e-300i)", "345.734337539387-0.785398163397448i"),
        ("atan(1e-300-i)", "0.785398163397448-345.734337539387i"),
        ("acot(1e-300+i)", "0.785398163397448-345.734337539387i"),
    ])
    func inverseTangentsNextToTheirPoles(_ expression: String, _ expected: String) throws {
        #expect(try Self.display(expression) == expected)
        #expect(try Self.doubleDisplay(expression) == expected)
    }

    /// exp, sin, cos, sinh and cosh where eᵃ or cosh b alone is beyond the largest double and the product
    /// with a cosine or sine is not (Error without MPFR): (x·h)·h with h = e^(|t|/2). Where a part is
    /// beyond the range, Error as on every backend.
    @Test(arguments: [
        ("exp(709.85+0.9i)", "1.19524228555158e308+1.50619438810147e308i"),
        ("cosh(710.3+0.9i)", "9.37256520521768e307+1.18109150628814e308i"),
        ("sinh(-710.3+0.9i)", "-9.37256520521768e307+1.18109150628814e308i"),
        ("sin(0.5+710.3i)", "7.22872436250562e307+1.32320911892102e308i"),
        ("cos(0.5-710.3i)", "1.32320911892102e308+7.22872436250562e307i"),
        ("sin(1e-310+710.3i)", "0.0150778875559097+1.50778875559097e308i"),
        ("exp(710.3-1.2i)", "Error"), ("exp(1e308+1i)", "Error"),
    ])
    func productsBesideAnOverflowingFactor(_ expression: String, _ expected: String) throws {
        #expect(try Self.display(expression) == expected)
        #expect(try Self.doubleDisplay(expression) == expected)
    }

    /// asech z = acosh(1/z) keeps the side of acosh's cut where 1/z lies when Im(1/z) underflows: 1/z of
    /// 1e184 + 1e−188i is 1e−184 − 1e−556i, below the axis (it took the real axis's side, +π/2 i).
    @Test(arguments: [
        ("asech(1e184+1e-188i)", "-1.5707963267949i"), ("asech(1e184-1e-188i)", "1.5707963267949i"),
        ("asech(-1e184+1e-188i)", "-1.5707963267949i"), ("asech(-1e184-1e-188i)", "1.5707963267949i"),
        ("asech(1e200+1e-200i)", "-1.5707963267949i"),
        // The probe above the axis, w + δi, stays within the range where |w|·2⁻¹⁰⁶ is below it.
        ("asech(1e300+1e-30i)", "-1.5707963267949i"), ("asech(-1e300+1e-30i)", "-1.5707963267949i"),
        ("asech(1e300-0.5i)", "1.5707963267949i"),
    ])
    func reciprocalsKeepTheirSideOfTheCut(_ expression: String, _ expected: String) throws {
        #expect(try Self.display(expression) == expected)
        #expect(try Self.doubleDisplay(expression) == expected)
    }

    /// A reciprocal function whose base overflows is 0, as on the other backends (∞/∞ was NaN: Error), on
    /// the imaginary axis too (0 × cosh 10⁵ was NaN).
    @Test(arguments: [
        ("sec(1e-5+1e5i)", "0"), ("csc(1+1e5i)", "0"), ("sech(1e5+1i)", "0"), ("csch(-1e5+1i)", "0"),
        ("sec(1e5i)", "0"), ("csc(1e5i)", "0"), ("sec(-4.902e5i)", "0"), ("sech(1e5)", "0"),
        ("sin(1e5i)", "Error"), ("cos(3i)", "10.0676619957778"), ("sin(-3i)", "-10.0178749274099i"),
    ])
    func reciprocalsOfOverflowsAreZero(_ expression: String, _ expected: String) throws {
        #expect(try Self.display(expression) == expected)
        #expect(try Self.doubleDisplay(expression) == expected)
    }

    /// A negative integer power whose positive power leaves the range is (1/a)ⁿ: 0 where it falls below the
    /// range, as on the other backends ((1e200 + 1e200i)² overflowed, and 1/(∞ − ∞ + ∞i) was `Error`), an
    /// overflow where it grows beyond it.
    @Test(arguments: [
        ("(1e200+1e200i)^(-2)", "0"), ("(1e200i)^(-2)", "0"), ("(1+1e300i)^(-4)", "0"),
        ("(1e-200+1e-200i)^(-2)", "Error"), ("(1+i)^(-2)", "-0.5i"),
        ("(1e100+1e100i)^(-3)", "-2.5e-301-2.5e-301i"),
    ])
    func negativePowersBeyondTheRange(_ expression: String, _ expected: String) throws {
        #expect(try Self.display(expression) == expected)
        #expect(try Self.doubleDisplay(expression) == expected)
    }

    /// A product of finite values whose parts overflowed to ∞ − ∞ is an overflow, as MPC says (it was an
    /// invalid operation: the part that is not a number spread to the other).
    @Test(arguments: ["(1e155+1e155i)^3", "(1e200+1e200i)*(1e200+1e200i)", "(1e155+1e155i)^3*(1+i)"])
    func productsBeyondTheRangeOverflow(_ expression: String) throws {
        var configuration = CalculatorConfiguration(backend: Binary64Backend<LibmBinary64>(), angleUnit: .radians)
        configuration.complexResults = true
        var calculator = Calculator(configuration: configuration)
        _ = try calculator.evaluate(expression)
        #expect(calculator.errorReason == .overflow, "\(expression)")
    }

    /// atanh sums terms of one sign in its real part (the logarithmic form lost up to 8 digits of
    /// atan(10⁻⁸i)); beyond 2^28 it is 1/z ± πi/2; on the real axis beyond ±1 its imaginary part takes the
    /// documented side.
    @Test(arguments: [
        "atan(1e-8i)", "atan(1e-6i)", "atanh(1e-6+1e-30i)", "acoth(1e6+1e-30i)", "atanh(0.001-0.002i)",
        "atanh(0.5+0.5i)", "atanh(2)", "atanh(-2)", "atanh(0.5)", "atanh(2+1e-300i)", "atanh(-2-1e-300i)",
        "atanh(1e20+1e20i)", "atanh(1e300i)", "atanh(-1e300)", "atanh(3e8-4e8i)", "atan(2i)", "atan(-2i)",
        "atan(1+1e-9i)", "atanh(0.999999+1e-7i)", "atanh(-1.5e-5+2e-20i)", "acot(1e-7+1e-7i)",
    ])
    func inverseTangentsKeepTheirDigits(_ expression: String) throws {
        try Self.expectSameDisplayWithAndWithoutMPFR(expression)
    }

    /// ∛ is ∛|z| at a third of the angle (e^(ln z / 3) was 10 to 22 ulp off at |z| near 10²⁸⁴), with z
    /// scaled first (|z| would overflow).
    @Test(arguments: [
        "cbrt(-6.592e156+1.582e284i)", "cbrt(1.719e197i)", "cbrt(-0.91298-2.212e237i)", "cbrt(1e308+1e308i)",
        "cbrt(3e-320-4e-320i)", "cbrt(8i)", "cbrt(-1+1e-300i)", "cbrt(2+3i)",
    ])
    func cubeRootsKeepTheirDigits(_ expression: String) throws {
        try Self.expectSameDisplayWithAndWithoutMPFR(expression)
    }

    /// Expects `expression` to show the same without MPFR as with it (each part correctly rounded by MPC).
    static func expectSameDisplayWithAndWithoutMPFR(
        _ expression: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (libm, mpc) = (try display(expression), try doubleDisplay(expression))
        #expect(libm == mpc, "without MPFR \(libm), with MPFR \(mpc)", sourceLocation: sourceLocation)
    }

    /// A product whose parts overflow is an overflow (∞ − ∞ made a NaN part: `invalidOperation`).
    @Test(arguments: [
        "cube(5.961e264-4.45e126i)", "(5.961e264-4.45e126i)^3", "(1e200+1e200i)^2", "(1e200+1e200i)*(1e200-3e200i)",
    ])
    func overflowingProductsAreOverflows(_ expression: String) throws {
        var configuration = CalculatorConfiguration(backend: Binary64Backend<LibmBinary64>(), angleUnit: .radians)
        configuration.complexResults = true
        var calculator = Calculator(configuration: configuration)
        #expect(try calculator.evaluate(expression) == "Error")
        #expect(calculator.errorReason == .overflow)
    }
}
