import CalcEngine
import Testing

/// What the calculator reports as exact (`isDisplayExact`, `isValueExact`, `isMemoryExact`) on every
/// backend, and how exactness travels with a value.
@Suite struct ExactnessTests {
    /// Each backend by name, at 15 digits.
    static let backends = ["double", "mpfr-ieee", "mpfr-256", "exact", "verified", "exact-verified"]

    static func calculator(_ backend: String) -> AnyCalculator {
        switch backend {
        case "double": AnyCalculator(Calculator(backend: DoubleBackend()))
        case "mpfr-ieee": AnyCalculator(Calculator(backend: MPFRBackend.ieeeBinary64))
        case "mpfr-256":
            AnyCalculator(
                Calculator(configuration: try! .init(backend: try! MPFRBackend(precision: 256), displayDigits: 15)))
        case "exact":
            AnyCalculator(
                Calculator(configuration: try! .init(backend: try! ExactBackend(precision: 256), displayDigits: 15)))
        case "verified":
            AnyCalculator(
                Calculator(configuration: try! .init(backend: try! VerifiedBackend(precision: 256), displayDigits: 15)))
        default:
            AnyCalculator(
                Calculator(
                    configuration: try! .init(backend: try! VerifiedExactBackend(precision: 256), displayDigits: 15)))
        }
    }

    static func isDisplayExact(_ script: String, on backend: String) throws -> Bool {
        var c = calculator(backend)
        _ = c.run(try KeyScript(parsing: script))
        return c.isDisplayExact
    }

    /// Scripts exact on every backend, and scripts rounded on every backend.
    @Test(arguments: backends)
    func displaysThatAreExactEverywhere(_ backend: String) throws {
        for script in [
            "2", "0.5", "1 / 4 =", "1 EE 15 + 1 - 1 EE 15 =", "3 sqr", "2.25 sqrt", "27 cbrt", "2 pow 10 =",
            "1 / 8 = M+ MR", "MC MR", "AC", "1 / 4 = =", "50 + 10 %", "( 1 / 4 )", "0.3 EE 1 =", "5 fact",
            "10 pow2", "3 pow10", "8 inv", "1.5 cube", "9 root 2 =", "0.5 neg", "1 / 4 = C",
        ] {
            #expect(try Self.isDisplayExact(script, on: backend), "\(backend): \(script)")
        }
        for script in ["1 / 3 =", "2 sqrt", "pi", "1 / 3 = M+ AC MR", "2 ln", "1 / 0 ="] {
            #expect(try !Self.isDisplayExact(script, on: backend), "\(backend): \(script)")
        }
    }

    /// The trigonometric, hyperbolic, exponential and logarithmic keys are exact at their rational points
    /// on every backend (`30 sin` is exactly 1/2), and rounded elsewhere.
    @Test(arguments: backends)
    func rationalPointsAreExactOnEveryBackend(_ backend: String) throws {
        for script in [
            "30 sin", "90 sin", "180 neg sin", "36 EE 18 = sin", "60 cos", "45 tan", "135 tan", "90 cot", "60 sec",
            "30 csc", "0.5 asin", "1 asin", "1 neg acos", "1 atan", "0 acot", "2 asec", "2 neg acsc", "rad 0 sin",
            "rad 0 cos", "rad 1 acos", "grad 100 sin", "grad 50 tan", "grad 1 asin", "0 sinh", "0 cosh", "1 acosh",
            "0 exp", "1 ln", "1000 log", "1024 log2", "0.5 log2", "( 1 asin / 90 )",
        ] {
            #expect(try Self.isDisplayExact(script, on: backend), "\(backend): \(script)")
        }
        for script in [
            "31 sin", "0.5 sin", "rad 1 sin", "grad 0.5 asin", "rad 0.5 asin", "rad 1 asin", "2 log", "1 exp",
            "1 sinh", "3 log2",
        ] {
            #expect(try !Self.isDisplayExact(script, on: backend), "\(backend): \(script)")
        }
    }

    /// An exact angle converted by an exact factor stays exact, so a huge exact angle is never snapped
    /// onto a pole: in degrees `tan(6430711364656780, deg)` is the keys' value, as `643071136465678 * 10 = tan`
    /// is, and in gradians too (`sin@deg` takes its angle in degrees whatever the calculator's unit).
    @Test func anExactAngleIsNeverSnappedOntoAPole() throws {
        func check<Backend: NumericBackend>(_ backend: Backend) throws {
            var keys = Calculator(configuration: .init(backend: backend, angleUnit: .degrees))
            keys.press(try KeyScript(parsing: "643071136465678 * 10 = tan").keys)
            var written = Calculator(configuration: .init(backend: backend, angleUnit: .degrees))
            #expect(try written.evaluate("tan(6430711364656780, deg)") == keys.display, "\(backend.name)")
            #expect(keys.display.hasPrefix("0.83909963117728"), "\(backend.name)")
            var gradians = Calculator(configuration: .init(backend: backend, angleUnit: .gradians))
            #expect(try gradians.evaluate("sin(900000000000090, deg)") == "1", "\(backend.name)")
        }
        try check(DoubleBackend())
        try check(MPFRBackend.ieeeBinary64)
        try check(try MPFRBackend(precision: 256))
    }

    /// A snapped integer operand of gcd, lcm, nCr, nPr, mod, powmod and the bitwise keys is the integer the
    /// keys meant, exact as a function's snapped argument is (`0.1 × 3 × 10 = fact` is exactly 6), and so is the result; on the
    /// exact backend an approximation that is an integer snaps onto that integer, exact, as on the others
    /// (its `ceil` was an inexact 5).
    @Test(arguments: ["double", "mpfr-ieee", "mpfr-256", "exact"])
    func snappedIntegerOperandsAreExact(_ backend: String) throws {
        for script in [
            "0.1 * 3 * 10 = gcd 4 =", "0.1 * 3 * 10 = lcm 4 =", "0.1 * 3 * 10 = nCr 2 =", "0.1 * 3 * 10 = nPr 2 =",
            "0.1 * 3 * 10 = mod 2 =", "7 mod ( 0.1 * 3 * 10 ) =", "2 sqrt - 2 sqrt + 5 = ceil",
            "2 sqrt * 0 + 5 = floor", "8 neg pow ( 0.1 + 0.2 + 2.7 ) =",
            // powmod and the bitwise keys snap their operands as mod does.
            "0.1 * 3 * 10 = pow 5 powmod 7 =", "3 pow ( 0.1 * 3 * 10 ) powmod 7 =", "( 0.1 * 3 * 10 ) xor 1 =",
            "( 0.1 * 3 * 10 ) shl 2 =",
            // The cancellation rule's zero is the integer 0, for operators as for functions.
            "0.7 + 0.2 - 0.9 = gcd 4 =", "0.7 + 0.2 - 0.9 = mod 4 =", "4 nCr ( 0.7 + 0.2 - 0.9 ) =",
            "8 neg pow ( 0.7 + 0.2 - 0.9 ) =", "0.7 + 0.2 - 0.9 = fact",
        ] {
            #expect(try Self.isDisplayExact(script, on: backend), "\(backend): \(script)")
        }
    }

    /// Binary backends round 0.1; the exact ones hold it.
    @Test func typedDecimalsOnBinaryBackends() throws {
        for backend in ["double", "mpfr-ieee", "mpfr-256", "verified"] {
            #expect(try !Self.isDisplayExact("0.1", on: backend), "\(backend)")
            #expect(try !Self.isDisplayExact("0.1 + 0.2 - 0.3 =", on: backend), "\(backend): the rule's 0")
        }
        for backend in ["exact", "exact-verified"] {
            #expect(try Self.isDisplayExact("0.1", on: backend), "\(backend)")
            #expect(try Self.isDisplayExact("0.1 + 0.2 - 0.3 =", on: backend), "\(backend)")
        }
        // 1e17 + 1 rounds in binary64 only.
        #expect(try !Self.isDisplayExact("1 EE 17 + 1 - 1 EE 17 =", on: "double"))
        #expect(try Self.isDisplayExact("1 EE 17 + 1 - 1 EE 17 =", on: "mpfr-256"))
    }

    /// An exact value that D digits cannot show is not an exact display.
    @Test func exactValueWithMoreDigitsThanShown() throws {
        var c = Calculator(backend: DoubleBackend())
        c.press(try KeyScript(parsing: "2 pow 30 neg =").keys)
        #expect(c.isValueExact == true)
        #expect(!c.isDisplayExact)  // 9.31322574615479e-10 of 9.31322574615478515625e-10
    }

    @Test func memoryKeepsExactness() throws {
        var c = Calculator(backend: DoubleBackend())
        c.press(try KeyScript(parsing: "1 / 4 = M+").keys)
        #expect(c.isMemoryExact)
        c.press(try KeyScript(parsing: "0.1 M+").keys)
        #expect(!c.isMemoryExact)
        c.press(.memoryClear)
        #expect(c.isMemoryExact)
    }

    @Test func theErrorStateHasNoExactValue() throws {
        var c = Calculator(backend: DoubleBackend())
        c.press(try KeyScript(parsing: "1 / 0 =").keys)
        #expect(c.isValueExact == nil)
        #expect(!c.isDisplayExact)
    }

    /// `--no-snap` (`snapsCancellation: false`) turns off snapping at singular points as well.
    @Test func snappingFollowsTheSwitch() throws {
        for snaps in [true, false] {
            var c = Calculator(configuration: .init(backend: DoubleBackend(), snapsCancellation: snaps))
            c.press(try KeyScript(parsing: "0.1 + 0.2 + 4.7 = fact").keys)
            #expect(c.display == "120")
            var d = Calculator(configuration: .init(backend: DoubleBackend(), snapsCancellation: snaps))
            d.press(try KeyScript(parsing: "2 sqrt sqr - 1 = asin").keys)
            #expect(d.display == (snaps ? "90" : "Error"))
        }
    }

    /// Exact values are never moved: 1 − 2⁻⁵⁰ is exact, and its asin is not 90; the typed 0.999999999999999
    /// is rounded, and within 2⁻⁴⁵ of 1.
    @Test func exactValuesAreNeverSnapped() throws {
        var c = Calculator(backend: DoubleBackend())
        c.press(try KeyScript(parsing: "1 - 2 pow 50 neg = asin").keys)
        #expect(c.display == "89.9999975851635")
        var typed = Calculator(backend: DoubleBackend())
        typed.press(try KeyScript(parsing: "0.999999999999999 asin").keys)
        #expect(typed.display == "90")
        var d = Calculator(backend: DoubleBackend())
        d.press(try KeyScript(parsing: "1 EE 15 + 1 - 1 EE 15 = fact").keys)
        #expect(d.display == "1")
    }

    /// Rump's polynomial: from 128 bits every term is exact, so the rule keeps the exact −2 the huge terms
    /// cancel to (before, it snapped it to 0 and the display was 1.1726…, wrong in every digit).
    @Test func rumpsPolynomialKeepsItsExactMinusTwo() throws {
        let terms =
            "333.75 * 33096 pow 6 + 77617 sqr * ( 11 * 77617 sqr * 33096 sqr - 33096 pow 6 - 121 * 33096 pow 4 - 2 )"
            + " + 5.5 * 33096 pow 8"
        var c = Calculator(backend: try MPFRBackend(precision: 128))
        c.press(try KeyScript(parsing: terms + " =").keys)
        #expect(c.display == "-2")
        #expect(c.isDisplayExact)
        var whole = Calculator(backend: try MPFRBackend(precision: 128))
        whole.press(try KeyScript(parsing: terms + " + 77617 / ( 2 * 33096 ) =").keys)
        #expect(whole.display == "-0.827396059946821368141165095479816292")
        // Binary64 rounds the terms: the rule still applies there.
        var double = Calculator(backend: DoubleBackend())
        double.press(try KeyScript(parsing: terms + " + 77617 / ( 2 * 33096 ) =").keys)
        #expect(double.display == "1.17260394005318")
    }
}
