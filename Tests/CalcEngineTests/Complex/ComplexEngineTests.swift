import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// The engine's complex numbers: the setting, branches, residue, exactness, saved documents.
@Suite struct ComplexEngineTests {
    static func calculator(
        complex: Bool = false, form: ComplexForm = .rectangular, angle: AngleUnit = .radians
    ) -> Calculator<DoubleBackend> {
        var configuration = CalculatorConfiguration(backend: DoubleBackend(), angleUnit: angle)
        configuration.complexResults = complex
        configuration.complexForm = form
        return Calculator(configuration: configuration)
    }

    static func display(_ expression: String, complex: Bool = true, angle: AngleUnit = .radians) throws -> String {
        var calculator = Self.calculator(complex: complex, angle: angle)
        return try calculator.evaluate(expression)
    }

    /// Off (the default), real inputs leaving the reals are Error as before; on, their principal value.
    @Test(arguments: [
        ("sqrt(-4)", "2i"), ("ln(-1)", "3.14159265358979i"), ("(-8)^(1/3)", "1+1.73205080756888i"),
        ("acosh(0.5)", "1.0471975511966i"), ("atanh(2)", "0.549306144334055-1.5707963267949i"),
        ("log(-100)", "2+1.36437635384184i"), ("root(-16, 4)", "1.4142135623731+1.4142135623731i"),
    ])
    func settingDecidesRealInputs(_ expression: String, _ complex: String) throws {
        #expect(try Self.display(expression, complex: false) == "Error")
        #expect(try Self.display(expression) == complex)
    }

    /// Real results stay real and unchanged with the setting on: the real paths are taken first.
    @Test(arguments: ["cbrt(-8)", "(-8)^3", "root(-8, 3)", "sqrt(4)", "ln(e)", "asin(0.5)", "2^0.5", "1/3"])
    func realResultsUnchanged(_ expression: String) throws {
        #expect(try Self.display(expression) == (try Self.display(expression, complex: false)))
    }

    @Test func principalBranchesAndSpecialValues() throws {
        #expect(try Self.display("e^(iπ)") == "-1")
        #expect(try Self.display("e^(iπ)+1") == "0")
        #expect(try Self.display("i^i") == "0.207879576350762")
        #expect(try Self.display("arg(-1)") == "3.14159265358979")
        #expect(try Self.display("arg(-1)", angle: .degrees) == "180")
        #expect(try Self.display("arg(0)") == "Error")
        #expect(try Self.display("asin(2)") == "1.5707963267949-1.31695789692482i")
        #expect(try Self.display("asin(-2)") == "-1.5707963267949+1.31695789692482i")
        #expect(try Self.display("acosh(-2)") == "1.31695789692482+3.14159265358979i")
        #expect(try Self.display("asinh(-2i)") == "-1.31695789692482-1.5707963267949i")
        #expect(try Self.display("atan(i)") == "Error")
        #expect(try Self.display("1/(0i)") == "Error")
        // Degrees: the whole argument scaled by π/180 (cosh(π/360)); the imaginary part, cos(π/2)·sinh(π/360),
        // is residue beside it.
        #expect(try Self.display("sin(90+0.5i)", angle: .degrees) == "1.00003807741912")
    }

    @Test(arguments: [
        "i!", "floor(i)", "ceil(i)", "round(i)", "trunc(i)", "frac(i)", "sign(i)", "i mod 2", "nCr(i, 2)",
        "max(i, 1)", "gcd(i, 2)", "hypot(i, 1)", "dfact(i)",
    ])
    func noComplexMeaning(_ expression: String) throws {
        #expect(try Self.display(expression) == "Error")
    }

    /// No spurious overflow or underflow in |z|, ÷ and √.
    @Test func hugeAndTinyMagnitudes() throws {
        #expect(try Self.display("abs(3e300+4e300i)") == "5e300")
        #expect(try Self.display("(1e300+1e300i)/(1e300-1e300i)") == "i")
        #expect(try Self.display("sqrt(-1e300+1e-300i)") == "1e150i")
        #expect(try Self.display("abs(3e-300+4e-300i)") == "5e-300")
    }

    /// A reciprocal function whose base overflows is 0 on the exact backend too, as on MPFR (the shared
    /// formulas' cos(0.265 + 1e30i) is beyond MPFR's range, and 1/∞ in complex ÷ was NaN: Error).
    @Test(arguments: ["sec(0.265+1e30i)", "csc(0.265-1e30i)", "sech(1e30+2i)"])
    func reciprocalOfAnOverflowIsZeroOnTheExactBackend(_ expression: String) throws {
        var configuration = CalculatorConfiguration(backend: try ExactBackend(precision: 256), angleUnit: .radians)
        configuration.complexResults = true
        var calculator = Calculator(configuration: configuration)
        #expect(try calculator.evaluate(expression) == "0")
    }

    /// Gaussian rational integer powers stay exact by binary powering beyond the exponent 4096 (they went
    /// through e^(b ln a): i^4098 was -1+5e-74i), up to the size limit; an exact zero part stays zero: each
    /// shows, as exactly, what the real or Gaussian value typed as such shows.
    @Test(arguments: [
        ("i^4097", "i"), ("i^4098", "-1"), ("i^10000", "1"), ("i^(-10001)", "-i"), ("(1+i)^8192", "2^4096"),
        ("(1+i)^8193", "2^4096+2^4096i"), ("(3+4i)^(-3)", "-0.007488-0.002816i"), ("i^(2^62)", "1"),
        ("(1+i)^(2^20)", "2^524288"),
    ])
    func exactIntegerPowersBeyond4096(_ expression: String, _ expected: String) throws {
        var configuration = CalculatorConfiguration(backend: try ExactBackend(precision: 256), angleUnit: .radians)
        configuration.complexResults = true
        var calculator = Calculator(configuration: configuration)
        var reference = Calculator(configuration: configuration)
        #expect(try calculator.evaluate(expression) == (try reference.evaluate(expected)))
        #expect(calculator.isDisplayExact == reference.isDisplayExact)
        #expect(calculator.complexDisplay == reference.complexDisplay)
    }

    /// r∠θ and cis θ of a complex angle (or radius) are r·e^(iθ), θ in the angle unit (they were `Error`),
    /// on every backend: cis(1 + i) = e^(−1 + i), from mpmath.
    @Test(arguments: [
        ("cis(1+i)", AngleUnit.radians, "0.198766110346413+0.309559875653112i"),
        ("2∠(1+i)", .radians, "0.397532220692826+0.619119751306224i"), ("(1+i)∠(pi/2)", .radians, "-1+i"),
        ("cis(90+i)", .degrees, "0.982698133946661i"),
        // Re θ is reduced in its unit, as the real keys reduce it (Double showed −0.9355+0.3008i).
        ("cis(1e20+i)", .degrees, "0.170643740156531-0.967768741181301i"),
        ("cis(36000+i)", .degrees, "0.982698133946661"),
        // e^(−Im θ) leaves binary64's range where r·e^(−Im θ) does not (Double showed 0 and Error).
        ("1e300∠(1000i)", .radians, "5.07595889754946e-135"), ("1e-300∠(-1000i)", .radians, "1.97007111401705e134"),
        ("1e300∠(1+1000i)", .radians, "2.74255229683787e-135+4.27127213236535e-135i"),
    ])
    func polarFormsOfComplexAngles(_ expression: String, _ angle: AngleUnit, _ expected: String) throws {
        #expect(try Self.display(expression, on: DoubleBackend(), angle: angle, digits: 15) == expected)
        #expect(try Self.display(expression, on: MPFRBackend(precision: 256), angle: angle, digits: 15) == expected)
        #expect(try Self.display(expression, on: ExactBackend(precision: 256), angle: angle, digits: 15) == expected)
    }

    /// A Gaussian power beyond the range is an overflow on every backend: the exact backend squared
    /// (1+i) until its parts were infinite and multiplied on to ∞ − ∞, an invalid operation.
    @Test(arguments: ["(1+i)^(1e18)", "(1+i)^(2^62)", "(1+i)^(2^63)", "(3+4i)^(1e17)"])
    func gaussianPowersBeyondTheRangeOverflow(_ expression: String) throws {
        for backend in [BackendKind.exact, .mpfr, .double] {
            var settings = try EngineSettings(backend: backend)
            settings.complexResults = true
            var calculator = settings.makeCalculator()
            calculator.evaluate(try Expression(parsing: expression))
            #expect(calculator.errorReason == .overflow, "\(expression) on \(backend)")
        }
    }

    static func display<B: NumericBackend>(_ expression: String, on backend: B, angle: AngleUnit, digits: Int = 50)
        throws -> String
    {
        var configuration = try CalculatorConfiguration(backend: backend, displayDigits: digits, angleUnit: angle)
        configuration.complexResults = true
        var calculator = Calculator(configuration: configuration)
        return try calculator.evaluate(expression)
    }

    /// The exact backend's irrational complex results go through MPFR's path (GNU MPC at its precision,
    /// each part correctly rounded), so they show what `--backend mpfr` shows: its shared formulas lost
    /// small parts (ln(4e-29-i) had real part 7.99999999999999999999260e-58, acot(-8e23+4e-29i) an
    /// imaginary part -6.9e-77 for -6.25e-77) and, in degrees, left a residue real part beside sin(180+i)'s
    /// imaginary one (4.55e-77), which MPFR's path shows as 0.
    @Test(arguments: [
        ("ln(4e-29-i)", AngleUnit.radians, "8e-58-1.5707963267948966192313216915997514420985846996876i" as String?),
        ("acot(-8e23+4e-29i)", .radians, nil), ("acsc(4e26-1e-28i)", .radians, "2.5e-27+6.25e-82i"),
        ("asech(9e26+5e-21i)", .radians, nil), ("asin(0.5+5e20i)", .radians, nil), ("atanh(1+1e-30i)", .radians, nil),
        // Exact parts that MPC receives rounded (4e-100) move; those it receives as they are (−1) do not,
        // so the tiny real part of ln(4e-100-i) is no residue.
        ("ln(4e-100-i)", .radians, "8e-200-1.5707963267948966192313216916397514420985846996876i"),
        ("ln(1+1e-100i)", .radians, "5e-201+1e-100i"), ("(-1e262+6i)^0.5", .radians, "3e-131+1e131i"),
        ("ln(3/5+4/5*i)", .radians, "0.92729521800161223242851246292242880405707410857224i"),
        ("sin(180+i)", .degrees, "-0.017454178629595111183148190548771832775238808246107i"),
        ("sin(360+i)", .degrees, "0.017454178629595111183148190548771832775238808246107i"),
        ("cos(270+i)", .degrees, "0.017454178629595111183148190548771832775238808246107i"),
        ("tan(180+i)", .degrees, "0.017451520543541531758606268392134695268688512530102i"),
        ("sqrt(2+i)", .radians, nil), ("(2+i)^(1/3)", .radians, nil), ("e^(1+i)", .radians, nil),
    ])
    func exactBackendTakesMPFRsPath(_ expression: String, _ angle: AngleUnit, _ expected: String?) throws {
        let exact = try Self.display(expression, on: try ExactBackend(precision: 256), angle: angle)
        #expect(exact == (try Self.display(expression, on: try MPFRBackend(precision: 256), angle: angle)))
        if let expected { #expect(exact == expected) }
    }

    /// On the exact backend an exact part reaches MPC to its own width and 64 bits beyond the precision, as
    /// the real keys take it: rounded to 256 bits, 4.861e285 lost every digit of its place in the turn
    /// (the sine was −2.71 − 0.386i). The values are mpmath's at 400 digits.
    @Test(arguments: [
        (
            "sin(4.861e285+1.6678i)",
            "-1.0813692955154606839840074382473168016164788034616-2.3491669168704790297956701594629820830363465727619i"
        ),
        ("sinh(-1.313e268i)", "-0.20038127421396255163994462102168665229598096601981i"),
        // The residue rule moves a rational by its rounding there, not by 2^(8−P): acos(1 + 1/(3·10³⁰⁰)) keeps
        // its imaginary part (moved by 2^−248, the argument was a hair from 1 and the part looked like noise).
        ("acos(1+1/(3*10^300))", "8.1649658092772603273242802490196379732198249355222e-151i"),
        // A wide argument is computed at its width and rounded: MPC's log rounding a 1,400-bit argument to
        // 256 bits lost the real part (5e-601), and the composed keys' 1/z was capped for 256-bit parts
        // (acoth was Error, asec 0).
        (
            "ln(-1-1/(3*10^100)+10^-300*i)",
            "3.3333333333333333333333333333333333333333333333333e-101+3.1415926535897932384626433832795028841971693993751i"
        ),
        (
            "acoth(1-1/(3*10^3000))",
            "3454.7735192256825535273934207057366625380137282893-1.5707963267948966192313216916397514420985846996876i"
        ),
        ("asec(1-1/(3*10^300))", "8.1649658092772603273242802490196379732198249355222e-151i"),
        (
            "exp(7.77e250i)",
            "0.99278606752322079155771234643374709577019178857161+0.11989922490065933316064114395664328010443284453201i"
        ),
    ])
    func exactPartsReachMPCAsGiven(_ expression: String, _ expected: String) throws {
        #expect(try Self.display(expression, on: try ExactBackend(precision: 256), angle: .radians) == expected)
    }

    /// In degrees a trigonometric function reduces the real part exactly to [−45°, 45°] before it scales
    /// the argument by π/180, as the real keys do: near a quarter turn the rounding of π/2 swamped a small
    /// imaginary part (sec(90+1e-120i) showed 1.05e116+1.9e110i), and a large real part lost every digit.
    /// The values are mpmath's at 4,000 bits (of the argument as each backend holds it: the double
    /// nearest 1e40 on Double, whose rounding hides where in the turn it is, so the tiny part is noise).
    @Test(
        arguments: [
            ("sec(90+1e-120i)", "5.72957795130823e121i", "5.7295779513082320876798154814105170332405472466564e121i"),
            ("tan(90+1e-30i)", "5.72957795130823e31i", "57295779513082320876798154814105.170332405472466564i"),
            (
                "cot(-90+1e-5i)", "-0.000000174532925199431i",
                "-0.00000017453292519943118550005767427442291993063590827827i"
            ),
            ("csc(180+1e-9i)", "57295779513.0823i", "57295779513.082320876795245932018513116443933085328i"),
            ("cos(270+1e-100i)", "1.74532925199433e-102i", "1.7453292519943295769236907684886127134428718885417e-102i"),
            ("sec(-270+1e-50i)", "5.72957795130823e51i", "5.7295779513082320876798154814105170332405472466564e51i"),
            ("tan(135+0.5i)", "-0.999847710619331+0.0174515205435415i", nil),
            ("sin(-1e22+2i)", "0.985407793129471+0.00606269590760949i", nil),
            ("sin(1e40+1e-20i)", "0.927183854566787", nil),
            // An exact real part loses its whole turns before the residue rule moves it: moving
            // 4749890231992320 itself by 2^(8−P) moved the angle by a third of a turn, and the imaginary
            // part was dropped as noise.
            (
                "sin(4749890231992320+1e-20i)", "1.74532925199433e-22i",
                "1.7453292519943295769236907684886127134428718974027e-22i"
            ),
            (
                "tan(4749890231992320+1e-20i)", "1.74532925199433e-22i",
                "1.7453292519943295769236907684886127134428718708198e-22i"
            ),
            (
                "sin(1e16+1e-20i)", "-0.984807753012208+3.03073244037602e-23i",
                "-0.98480775301220805936674302458952301367064326671932+3.0307324403760199226366403193460827246183530245313e-23i"
            ),
        ] as [(String, String, String?)])
    func degreesReduceTheRealPartExactly(_ expression: String, _ double: String, _ wide: String?) throws {
        #expect(try Self.display(expression, angle: .degrees) == double)
        let mpfr = try Self.display(expression, on: try MPFRBackend(precision: 256), angle: .degrees)
        let exact = try Self.display(expression, on: try ExactBackend(precision: 256), angle: .degrees)
        if let wide {
            #expect(mpfr == wide)
            #expect(exact == wide)
        }
    }

    /// A unit (±1, ±i) to a power of any size is the unit to the power mod 4: on the exact backend
    /// `i^(1e100+1)` is i (it was 1: e^(b ln a) rounded the exponent to 256 bits first).
    @Test(arguments: [
        ("i^(1e100+1)", "i"), ("(-i)^(1e100+3)", "i"), ("i^(1e77+1)", "i"), ("(-1)^(1e300+1)", "-1"), ("i^-1", "-i"),
        ("(-i)^(-5)", "i"), ("i^(2^70+2)", "-1"),
        // A non-integer exponent goes to MPC reduced mod 4 first (it was rounded to 256 bits: 1).
        ("(-1)^(10^100+0.5)", "i"),
        (
            "i^(10^100+0.5)",
            "0.70710678118654752440084436210484903928483593768847+0.70710678118654752440084436210484903928483593768847i"
        ),
    ])
    func unitsToHugeIntegerPowers(_ expression: String, _ expected: String) throws {
        #expect(try Self.display(expression, on: try ExactBackend(precision: 256), angle: .radians) == expected)
    }

    /// A complex key beyond MPC's work limits is `Error` with the reason overflow, as a real key beyond its
    /// work limit is (`(1e30)!`); it was invalidOperation, the reason of a key with no value.
    @Test(arguments: [
        "sin(1+1e-700i)", "asin(0.5+1e-3000i)", "acot(2+1e20000i)", "(1e100000+i)^(1/3)",
        "2^(i*2^70000)", "sin(2^300000+i)",
    ])
    func workLimitsAreOverflow(_ expression: String) throws {
        #expect(try Self.errorReason(expression, on: try MPFRBackend(precision: 256)) == .overflow)
        #expect(try Self.errorReason(expression, on: try ExactBackend(precision: 256)) == .overflow)
    }

    /// tan and tanh far from the axis are ±i (±1) and 2 sin(2 Re z) e^(−2|Im z|) (MPC would round that part
    /// at some 2.9 × |Im z| bits: tan(1 + 10⁸i) ran for hours, and was `Error` beyond 16,384); the values
    /// are mpmath's sin 2/(cos 2 + cosh 40000) and −sin 4/(cosh 200000 − cos 4). Between 16,384 and half
    /// the precision the limit stays.
    @Test(arguments: [
        ("tan(1-20000i)", "3.02315091564244414110649419178926363712215096631e-17372-i", "-i"),
        ("tanh(20000+i)", "1+3.02315091564244414110649419178926363712215096631e-17372i", "1"),
        ("tan(1+1e80i)", "i", "i"), ("cot(1e5i)", "-i", "-i"), ("tanh(-1e80-1e-5i)", "-1", "-1"),
        ("coth(-1e5+2i)", "-1+1.9214624451954523047918641789734352093768033657367e-86859i", "-1"),
    ])
    func tangentsFarFromTheAxis(_ expression: String, _ wide: String, _ double: String) throws {
        #expect(try Self.display(expression, on: try MPFRBackend(precision: 256), angle: .radians) == wide)
        #expect(try Self.display(expression, on: try ExactBackend(precision: 256), angle: .radians) == wide)
        #expect(try Self.display(expression) == double)
        var ieee = CalculatorConfiguration(backend: MPFRBackend.ieeeBinary64, angleUnit: .radians)
        ieee.complexResults = true
        var calculator = Calculator(configuration: ieee)
        #expect(try calculator.evaluate(expression) == double)
        #expect(try Self.errorReason("tan(1+20000i)", on: try MPFRBackend(precision: 65_536)) == .overflow)
    }

    /// Far from the axis the tiny part of an exact argument is shown (Ziv's test makes it correctly rounded,
    /// as MPC's tan is; it was hidden as residue past 16,384), and a wide exact part enters at its own
    /// width (rounded to 320 bits, 4.861e285 gave −5.7e−17373). mpmath: 2 sin(2a) e^(−2b).
    @Test func tangentsFarFromTheAxisKeepTheTinyPart() throws {
        #expect(
            try Self.display("tan(1e80+16385i)", on: try MPFRBackend(precision: 256), angle: .radians)
                == "3.341416580541936924993829375468346949001454335197e-14233+i")
        #expect(
            try Self.display("tan(4.861e285+20000i)", on: try ExactBackend(precision: 256), angle: .radians)
                == "2.4079620363588617308800490591050661320995933727414e-17372+i")
        #expect(
            try Self.display("tanh(20000+4.861e285i)", on: try ExactBackend(precision: 256), angle: .radians)
                == "1+2.4079620363588617308800490591050661320995933727414e-17372i")
        // On the exact backend too, where a part as wide as 1e80 (266 bits) is computed at its width and
        // rounded: Ziv's test failed on the ±1 part and the tiny one was dropped as noise (a QA round).
        for (expression, expected) in [
            ("tan(1e80+16385i)", "3.341416580541936924993829375468346949001454335197e-14233+i"),
            ("tan(2^300+1+16385i)", "-2.9570403246038849729805390060505221196310070926872e-14232+i"),
            ("tanh(16385+1e80i)", "1+3.341416580541936924993829375468346949001454335197e-14233i"),
            ("cot(1e80+16385i)", "3.341416580541936924993829375468346949001454335197e-14233-i"),
        ] {
            #expect(try Self.display(expression, on: try ExactBackend(precision: 256), angle: .radians) == expected)
        }
    }

    /// The inverse functions' limit on a tiny part shrinks as the precision grows (their time grows with
    /// both: asin(0.5 + 10⁻⁹⁸⁶⁰i) ran for 85 s at 32,768 bits): 2^−128 at 65,536 bits, where 10⁻³⁸i
    /// (2^−126) is computed and 10⁻⁴⁰i is `Error` (overflow); the other functions keep 2^−precision.
    @Test func inverseFunctionsTinyPartLimitShrinksWithPrecision() throws {
        let backend = try MPFRBackend(precision: 65_536)
        #expect(try Self.errorReason("asin(0.5+1e-40i)", on: backend) == .overflow)
        #expect(try Self.errorReason("acosh(2+1e-9860i)", on: backend) == .overflow)
        var configuration = try CalculatorConfiguration(backend: backend, displayDigits: 20, angleUnit: .radians)
        configuration.complexResults = true
        var calculator = Calculator(configuration: configuration)
        #expect(try calculator.evaluate("asin(0.5+1e-38i)") == "0.52359877559829887308+1.154700538379251529e-38i")
        #expect(try calculator.evaluate("tan(0.5+1e-9000i)") == "0.54630248984379051326+1.2984464104095248369e-9000i")
    }

    static func errorReason<B: NumericBackend>(_ expression: String, on backend: B) throws -> ArithmeticError? {
        var configuration = CalculatorConfiguration(backend: backend, angleUnit: .radians)
        configuration.complexResults = true
        var calculator = Calculator(configuration: configuration)
        #expect(try calculator.evaluate(expression) == "Error")
        return calculator.errorReason
    }

    @Test func displayForms() {
        var calculator = Self.calculator(form: .polar, angle: .degrees)
        calculator.press([.digit(.two), .binary(.polar), .digit(.nine), .digit(.zero), .equals])
        #expect(calculator.display == "2∠90")
        #expect(calculator.complexDisplay == ComplexDisplay(real: "0", imaginary: "2"))
        #expect(calculator.isDisplayComplex)
        #expect(calculator.displayedValue == nil)
        calculator.press(.function(.imaginaryPart))
        #expect(calculator.display == "2")
        #expect(calculator.complexDisplay == nil)
        #expect(calculator.displayedValue == 2)
    }

    @Test func exactnessOfBothParts() {
        var calculator = Self.calculator()
        calculator.press([.digit(.one), .binary(.add), .imaginaryUnit, .equals, .function(.square)])
        #expect(calculator.display == "2i")
        #expect(calculator.isDisplayExact)
        calculator.press(.function(.exp))
        #expect(!calculator.isDisplayExact)
    }

    /// Each part keeps its own exactness through + and −: an exact part is never residue beside an inexact
    /// one (`1e300 + i` kept only 1e300, and its cosine came out real: −0.575 for −0.888+0.961i).
    @Test func exactnessOfEachPart() throws {
        #expect(try Self.display("1e300+i") == "1e300+i")
        #expect(try Self.display("cos(1e300+i)") == "-0.88786716690333+0.96117579937829i")
        #expect(try Self.display("1e300-2i") == "1e300-2i")
        // Both parts inexact: a sum's part is residue only by cancellation within that part.
        #expect(try Self.display("1e300+sqrt(2)*i") == "1e300+1.4142135623731i")
        #expect(try Self.display("(1e300+sqrt(2)*i)-sqrt(2)*i") == "1e300")
        var calculator = Self.calculator()
        try calculator.evaluate("1e300+i")
        #expect(!calculator.isDisplayExact)
        // Saved and read back, the parts keep their exactness: the exact 1 survives another sum.
        let data = try JSONEncoder().encode(calculator)
        #expect(String(decoding: data, as: UTF8.self).contains(#""imaginaryIsExact":true"#))
        var decoded = try JSONDecoder().decode(Calculator<DoubleBackend>.self, from: data)
        decoded.press([.binary(.subtract), .digit(.one), .equals])
        #expect(decoded.display == "1e300+i")
        // A negated sum keeps them too.
        calculator.press(.negate)
        calculator.press([.binary(.add), .digit(.five), .equals])
        #expect(calculator.display == "-1e300-i")
    }

    /// The parts of a product or quotient: each residue only by cancellation between its own two terms
    /// (the real rule, part by part), and exact where its terms are. A part small beside the other is no
    /// residue: `(1e300+i)×2` showed `2e300`, `(1e300+i)×i` showed `1e300i`.
    @Test(arguments: [
        ("(1e300+i)*2", "2e300+2i"), ("(1e300+i)*i", "-1+1e300i"), ("(1e300+i)/2", "5e299+0.5i"),
        ("sqrt(-1e300)+1", "1+1e150i"), ("(1+sqrt(2)i)(1-sqrt(2)i)", "3"), ("(sqrt(2)+sqrt(2)i)^2", "4i"),
        ("(1/3+i/3)*3", "1+i"), ("(0.1+0.2i)(0.3-0.1i)", "0.05+0.05i"), ("(3+4i)/(3+4i)", "1"),
        ("e^(iπ/2)*2", "2i"), ("(1+sqrt(3)i)/(1-sqrt(3)i)", "-0.5+0.866025403784439i"),
    ])
    func productsKeepPartsThatAreNoResidue(_ expression: String, _ expected: String) throws {
        #expect(try Self.display(expression) == expected)
    }

    /// A function's part is residue only when it is small beside the other part (or beside the argument,
    /// when the other part is 0) and moves by its own size when the argument moves by a relative 2^(8−P):
    /// rounding noise (e^(iπ), cosh(iπ/2), 1∠90°) is 0, a small part that is well determined is shown.
    @Test(arguments: [
        ("e^(iπ)", "-1"), ("e^(iπ/2)", "i"), ("(-1)^0.5", "i"), ("cosh(iπ/2)", "0"), ("sinh(iπ)", "0"),
        ("sin(π+i)", "-1.1752011936438i"), ("e^(2πi)", "1"), ("sqrt(1e300+i)", "1e150+5e-151i"),
        ("ln(1e300+i)", "690.775527898214+1e-300i"), ("exp(i*1e-20)", "1+1e-20i"), ("(1+1e-20i)^2", "1+2e-20i"),
        ("exp(-50+iπ)", "-1.92874984796392e-22"), ("i^(1/3)", "0.866025403784439+0.5i"),
    ])
    func functionsDropOnlyNoise(_ expression: String, _ expected: String) throws {
        #expect(try Self.display(expression) == expected)
    }

    /// A part that is correctly rounded for exact operands is no noise, however small beside the other:
    /// the exponent 2 of `(1+1e20i)^2` is exact and MPC rounds each part, so its `2e20i` is right to the
    /// last digit (moving the exponent as if it were rounded moved that part by far more, and the result
    /// showed `-1e40`). An inexact exponent still moves: `2/3*3` is 2 flagged inexact.
    @Test(arguments: [
        ("(1+1e20i)^2", "-1e40+2e20i"), ("(1+1e100i)^2", "-1e200+2e100i"), ("(1+1e20i)^3", "-3e40-1e60i"),
        ("(1e20+i)^2", "1e40+2e20i"), ("(2+1e20i)^2", "-1e40+4e20i"), ("(1+1e20i)^-2", "-1e-40-2e-60i"),
        ("(1+1e20i)^(2/3*3)", "-1e40"),
    ])
    func exactOperandsKeepCorrectlyRoundedParts(_ expression: String, _ expected: String) throws {
        #expect(try Self.display(expression) == expected)
    }

    /// A lone part (the other part 0) is measured against the argument's largest part or 1, whichever is
    /// smaller: cosh(1e150i) is cos 1e150, as the real key gives it (measured against 1e150 it was 0),
    /// while cosh(iπ/2) = 6e−17 is still residue.
    @Test(arguments: [
        ("cosh(1e150i)", "cos(1e150)", "-0.723207235222344"), ("cosh(1e200i)", "cos(1e200)", "0.765051821475243"),
        ("sinh(1e150i)", "sin(1e150)", "0.69063108453215i"), ("cosh(iπ/2)", "0", "0"),
    ])
    func boundedPartsOfHugeArgumentsAreNoResidue(_ expression: String, _ real: String, _ expected: String) throws {
        #expect(try Self.display(expression) == expected)
        // The real key's value of the same argument, with complex results off.
        let realValue = try Self.display(real, complex: false)
        #expect(expected == realValue || expected == realValue + "i")
    }

    /// In degrees too: the conversion of an exact angle rounds, and the noise it leaves is 0.
    @Test func noiseInDegrees() throws {
        #expect(try Self.display("1∠90", angle: .degrees) == "i")
        #expect(try Self.display("2∠180", angle: .degrees) == "-2")
        #expect(try Self.display("sin(90+i)", angle: .degrees) == "1.00015231257626")
    }

    /// An exact factor keeps a product's parts exact (`(1e300+i)×2`: the imaginary part 2 is exact beside
    /// an inexact 2e300), and a real exact divisor a quotient's.
    @Test func productsTrackExactnessPerPart() throws {
        var calculator = Self.calculator()
        try calculator.evaluate("(1e300+i)*2")
        let data = try JSONEncoder().encode(calculator)
        #expect(String(decoding: data, as: UTF8.self).contains(#""imaginaryIsExact":true"#))
        try calculator.evaluate("(2+i)*(3-i)")
        #expect(calculator.display == "7+i")
        #expect(calculator.isDisplayExact)
        try calculator.evaluate("(2+i)/4")
        #expect(calculator.display == "0.5+0.25i")
        #expect(calculator.isDisplayExact)
        try calculator.evaluate("(2+i)*sqrt(2)")
        #expect(!calculator.isDisplayExact)
        // re, im and conj keep each part's own exactness.
        try calculator.evaluate("im(1e300+i)")
        #expect(calculator.display == "1")
        #expect(calculator.isDisplayExact)
        try calculator.evaluate("re(1e300+i)")
        #expect(!calculator.isDisplayExact)
        try calculator.evaluate("conj(1e300+i)-1e300")
        #expect(calculator.display == "-i")
        #expect(calculator.isDisplayExact == false)
    }

    @Test func memoryHoldsComplexValues() {
        var calculator = Self.calculator()
        calculator.press([.digit(.three), .binary(.add), .digit(.four), .binary(.multiply), .imaginaryUnit, .equals])
        calculator.press([.memoryAdd, .allClear, .memoryRecall])
        #expect(calculator.display == "3+4i")
        #expect(calculator.hasMemory)
        #expect(calculator.memoryDisplay == "3+4i")
        #expect(calculator.memoryComplexValue == ComplexValue(real: 3, imaginary: 4))
    }

    /// A session remembers a complex result as `ans` and as a variable, each part with every digit, and
    /// enters it again as one operand in either calculation mode.
    @Test(arguments: [CalculationMode.precedence, .immediate])
    func sessionsRememberComplexValues(_ mode: CalculationMode) throws {
        var configuration = CalculatorConfiguration(backend: DoubleBackend(), angleUnit: .radians)
        configuration.mode = mode
        var calculator = Calculator(configuration: configuration)
        var variables = ExpressionVariables()
        #expect(try calculator.evaluate("3+4i", variables: &variables) == "3+4i")
        #expect(variables.answer?.description == "( [4] * i + [3] )")
        #expect(try calculator.evaluate("ans*2", variables: &variables) == "6+8i")
        #expect(try calculator.evaluate("z = 1/3 - i", variables: &variables) == "0.333333333333333-i")
        #expect(
            variables.values["z"]
                == ValueLiteral(real: NumberLiteral("3.3333333333333331e-1")!, imaginary: NumberLiteral("-1")!))
        #expect(try calculator.evaluate("3*z", variables: &variables) == "1-3i")
        #expect(try calculator.evaluate("z*conj(z)", variables: &variables) == "1.11111111111111")
        #expect(variables.answer?.isComplex == false)
        #expect(try calculator.evaluate("2i", variables: &variables) == "2i")
        #expect(variables.answer?.description == "( [2] * i )")
        #expect(try calculator.evaluate("ans^2", variables: &variables) == "-4")
        #expect(try calculator.evaluate("-z^2", variables: &variables) == "0.888888888888889+0.666666666666667i")
    }

    /// A saved calculator keeps its complex values and settings; one saved before complex numbers (no
    /// complex keys) decodes with the defaults, and a hostile imaginary part is refused.
    @Test func savedDocuments() throws {
        var calculator = Self.calculator(complex: true, form: .polar)
        calculator.press([.digit(.one), .binary(.add), .imaginaryUnit, .binary(.multiply)])
        let data = try JSONEncoder().encode(calculator)
        var decoded = try JSONDecoder().decode(Calculator<DoubleBackend>.self, from: data)
        #expect(decoded.configuration.complexResults)
        #expect(decoded.configuration.complexForm == .polar)
        calculator.press([.digit(.two), .equals])
        decoded.press([.digit(.two), .equals])
        #expect(decoded.display == calculator.display)
        #expect(decoded.displayedComplexValue == ComplexValue(real: 1, imaginary: 2))

        // Without the complex settings (as saved before): defaults, and it encodes as it did.
        let plain = Self.calculator()
        let plainText = try #require(String(data: JSONEncoder().encode(plain), encoding: .utf8))
        #expect(!plainText.contains("complex") && !plainText.contains("imaginary"))

        // A zero or non-finite imaginary part is refused.
        let text = try #require(String(data: data, encoding: .utf8))
        for hostile in ["0", "1e999", "\"nan\""] {
            let edited = text.replacingOccurrences(of: #""imaginary":1"#, with: #""imaginary":"# + hostile)
            #expect(edited != text)
            #expect(throws: (any Error).self) {
                _ = try JSONDecoder().decode(Calculator<DoubleBackend>.self, from: Data(edited.utf8))
            }
        }
    }

    @Test func engineSettingsCarryTheSetting() {
        var settings = EngineSettings.standard
        settings.complexResults = true
        settings.complexForm = .polar
        var calculator = settings.makeCalculator()
        calculator.press([.digit(.four), .negate, .function(.squareRoot)])
        #expect(calculator.display == "2∠90")
        #expect(calculator.settings.complexResults)
        #expect(calculator.complexDisplay == ComplexDisplay(real: "0", imaginary: "2"))
    }
}
