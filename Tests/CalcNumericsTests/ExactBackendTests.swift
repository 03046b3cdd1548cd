import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// `ExactBackend`: rationals where the result is rational, MPFR where it is not; the size limit; exact
/// decimal rounding; the checked API's error statuses.
@Suite("Exact backend")
struct ExactBackendTests {
    static let backend = try! ExactBackend(precision: 256)
    static let mpfr = try! MPFRBackend(precision: 256)

    /// Decimal text, or `a/b` with decimal a and b, as an exact value.
    static func x(_ text: String) -> ExactValue {
        let parts = text.split(separator: "/", maxSplits: 1).map(String.init)
        if parts.count == 2 {
            return backend.quotient(backend.value(decimal: parts[0]), backend.value(decimal: parts[1]))
        }
        return backend.value(decimal: text)
    }

    /// The rational of an exact value, or nil for an approximation.
    static func rational(_ v: ExactValue) -> Rational? {
        if case .exact(let r) = v { return r }
        return nil
    }

    /// The MPFR value of an approximation, or nil for an exact value.
    static func approximation(_ v: ExactValue) -> MPFRValue? {
        if case .approximate(let m) = v { return m }
        return nil
    }

    // MARK: Exact results

    /// Unary results that are rational: (function, argument, angle unit, exact result as decimal text or `a/b`).
    static let exactUnary: [(UnaryFunction, String, AngleUnit, String)] = [
        (.squareRoot, "2.25", .radians, "3/2"),
        (.squareRoot, "0.25", .radians, "1/2"),
        (.squareRoot, "0", .radians, "0"),
        (.squareRoot, "144", .radians, "12"),
        (.squareRoot, "4/9", .radians, "2/3"),
        (.squareRoot, "1e-100", .radians, "1e-50"),
        (.cubeRoot, "-27", .radians, "-3"),
        (.cubeRoot, "0.008", .radians, "1/5"),
        (.cubeRoot, "-0.125", .radians, "-1/2"),
        (.cubeRoot, "8/27", .radians, "2/3"),
        (.log10, "1000", .radians, "3"),
        (.log10, "0.001", .radians, "-3"),
        (.log10, "1", .radians, "0"),
        (.log10, "1e-300", .radians, "-300"),
        (.log10, "1e10000", .radians, "10000"),
        (.log2, "1024", .radians, "10"),
        (.log2, "0.125", .radians, "-3"),
        (.log2, "1", .radians, "0"),
        (.log, "1", .radians, "0"),
        (.exp, "0", .radians, "1"),
        (.exp10, "3", .radians, "1000"),
        (.exp10, "-2", .radians, "1/100"),
        (.exp10, "0", .radians, "1"),
        (.exp10, "-0", .radians, "1"),
        (.exp10, "10000", .radians, "1e10000"),
        (.exp2, "10", .radians, "1024"),
        (.exp2, "-3", .radians, "1/8"),
        (.square, "1.5", .radians, "9/4"),
        (.square, "-0.1", .radians, "1/100"),
        (.cube, "-0.5", .radians, "-1/8"),
        (.cube, "1/3", .radians, "1/27"),
        (.reciprocal, "0.125", .radians, "8"),
        (.reciprocal, "-3", .radians, "-1/3"),
        (.reciprocal, "2/7", .radians, "7/2"),
        (.factorial, "0", .radians, "1"),
        (.factorial, "5", .radians, "120"),
        (.factorial, "20", .radians, "2432902008176640000"),
        (.factorial, "25", .radians, "15511210043330985984000000"),
        (.sin, "30", .degrees, "1/2"),
        (.sin, "-30", .degrees, "-1/2"),
        (.sin, "390", .degrees, "1/2"),
        (.sin, "150", .degrees, "1/2"),
        (.sin, "180", .degrees, "0"),
        (.sin, "270", .degrees, "-1"),
        (.sin, "-90", .degrees, "-1"),
        (.cos, "60", .degrees, "1/2"),
        (.cos, "120", .degrees, "-1/2"),
        (.cos, "90", .degrees, "0"),
        (.cos, "-180", .degrees, "-1"),
        (.cos, "3600", .degrees, "1"),
        (.tan, "45", .degrees, "1"),
        (.tan, "135", .degrees, "-1"),
        (.tan, "-45", .degrees, "-1"),
        (.tan, "180", .degrees, "0"),
        (.tan, "225", .degrees, "1"),
        (.asin, "0.5", .degrees, "30"),
        (.asin, "-1", .degrees, "-90"),
        (.acos, "-0.5", .degrees, "120"),
        (.acos, "0", .degrees, "90"),
        (.acos, "-1", .degrees, "180"),
        (.atan, "1", .degrees, "45"),
        (.atan, "-1", .degrees, "-45"),
        (.sin, "0", .radians, "0"),
        (.cos, "0", .radians, "1"),
        (.tan, "0", .radians, "0"),
        (.asin, "0", .radians, "0"),
        (.acos, "1", .radians, "0"),
        (.atan, "0", .radians, "0"),
        (.sinh, "0", .radians, "0"),
        (.cosh, "0", .radians, "1"),
        (.tanh, "0", .radians, "0"),
        (.asinh, "0", .radians, "0"),
        (.acosh, "1", .radians, "0"),
        (.atanh, "0", .radians, "0"),
        (.gamma, "1", .radians, "1"),
        (.gamma, "5", .radians, "24"),
        (.gamma, "31", .radians, "265252859812191058636308480000000"),
    ]

    @Test("rational results of functions are exact", arguments: exactUnary)
    func exactFunctions(_ row: (function: UnaryFunction, x: String, angle: AngleUnit, result: String)) throws {
        let b = Self.backend
        let value = try b.evaluate(row.function, Self.x(row.x), angle: row.angle)
        let r = try #require(Self.rational(value), "\(row.function) \(row.x) is approximate: \(value)")
        #expect(r == Self.rational(Self.x(row.result)), "\(row.function) \(row.x): \(r)")
    }

    @Test("100! is exact")
    func factorial100() throws {
        let value = try Self.backend.evaluate(.factorial, Self.x("100"))
        let r = try #require(Self.rational(value))
        #expect(
            r.description
                == "93326215443944152681699238856266700490715968264381621468592963895217599993229915608941463976156518286253697920827223758251185210916864000000000000000000000000"
        )
    }

    /// Γ and x! a hair from a pole: the exact argument's distance from the pole is kept, however much
    /// narrower it is than the precision (Γ(−2 − δ) = −1/(2δ) + 0.46… for tiny δ), where rounding the
    /// argument to 3P bits gave wrong digits from 10⁻²³⁰ on and `Error` from 10⁻²⁵⁸ on.
    @Test(
        "gamma and fact next to a pole keep the exact argument's distance from it",
        arguments: [(UnaryFunction.gamma, "-2"), (.factorial, "-3"), (.gamma, "0")])
    func gammaNextToAPole(function: UnaryFunction, pole: String) throws {
        for exponent in [100, 230, 260, 1000] {
            for sign in [-1, 1] {
                let delta = Self.backend.quotient(Self.x("\(sign)"), Self.backend.value(decimal: "1e\(exponent)"))
                let argument = Self.backend.sum(Self.x(pole), delta)
                let value = try Self.backend.evaluate(function, argument)
                let m = try #require(Self.approximation(value), "Γ next to \(pole) is irrational")
                // Γ(p + δ) ≈ (−1)^|p|/(|p|!·δ) (p = 0 or −2: 1/δ, 1/(2δ)); relative error δ·ln|p| or so.
                let expected = try Self.mpfr.evaluate(
                    .reciprocal,
                    Self.mpfr.value(decimal: "\(sign * (pole == "0" ? 1 : 2))e-\(exponent)"))
                let ratio = Self.mpfr.quotient(m, expected)
                let error = try Self.mpfr.evaluate(.abs, Self.mpfr.difference(ratio, Self.mpfr.value(1)))
                #expect(
                    Self.mpfr.isLess(error, than: Self.mpfr.value(decimal: "1e-40")),
                    "\(function) of \(pole) + \(sign)e-\(exponent): \(m)")
            }
        }
    }

    /// Γ and x! of a non-integer below −2⁶² whose exact value is wider than 3P bits: ±0 (|Γ| underflows in
    /// every exponent range), with Γ's sign between the integers around it, where rounding the argument
    /// left a pole and `Error` (`gamma(-1e251-0.5)`, and a hair from the pole −2¹⁰⁰).
    @Test(
        "gamma and fact of a wide non-integer far below zero underflow to zero of the right sign",
        arguments: [
            (UnaryFunction.gamma, "-1e251", "-1/2", true), (.gamma, "-1e251", "-3/2", false),
            (.factorial, "-1e251", "-3/2", true), (.gamma, "-1267650600228229401496703205376", "-1/1e260", true),
            (.gamma, "-1267650600228229401496703205376", "1/1e260", false),
        ])
    func gammaFarBelowZero(function: UnaryFunction, integer: String, fraction: String, isNegative: Bool) throws {
        let argument = Self.backend.sum(Self.x(integer), Self.x(fraction))
        #expect(!Self.backend.isInteger(argument))
        let value = try Self.backend.evaluate(function, argument)
        #expect(Self.backend.isZero(value), "\(function)(\(integer) + \(fraction)): \(value)")
        #expect(Self.backend.hasNegativeSign(value) == isNegative, "\(function)(\(integer) + \(fraction))")
    }

    /// Binary results that are rational: (operation, a, b, exact result as decimal text or `a/b`).
    static let exactBinary: [(BinaryOperation, String, String, String)] = [
        (.add, "0.1", "0.2", "3/10"),
        (.subtract, "0.3", "0.1", "1/5"),
        (.multiply, "1/3", "3", "1"),
        (.divide, "1", "3", "1/3"),
        (.divide, "-0", "3", "0"),
        (.power, "2", "10", "1024"),
        (.power, "2", "-3", "1/8"),
        (.power, "-2", "3", "-8"),
        (.power, "2/3", "2", "4/9"),
        (.power, "0", "0", "1"),
        (.power, "0", "5", "0"),
        (.power, "1.5", "2", "9/4"),
        (.power, "27", "2/3", "9"),
        (.power, "27", "-2/3", "1/9"),
        (.power, "4", "0.5", "2"),
        (.power, "0.25", "-0.5", "2"),
        (.power, "8", "-2", "1/64"),
        (.power, "16", "1.25", "32"),
        (.power, "-1", "16777216", "1"),
        (.power, "-1", "16777215", "-1"),
        (.power, "0.5", "-3", "8"),
        (.root, "8", "3", "2"),
        (.root, "-8", "3", "-2"),
        (.root, "16", "-4", "1/2"),
        (.root, "0.0625", "-2", "4"),
        (.root, "1024", "10", "2"),
        (.root, "2.25", "2", "3/2"),
        (.root, "1", "1000000", "1"),
        (.root, "8", "1.5", "4"),
        (.power, "-1", "10000000000000000001", "-1"),
        (.power, "-1", "100000000000000000000", "1"),
        (.power, "1", "10000000000000000000", "1"),
        (.power, "0", "10000000000000000000", "0"),
        (.root, "27", "3/2", "9"),
        (.root, "4", "2/3", "8"),
        (.root, "1/32", "-2.5", "4"),
        (.scaleByPowerOfTen, "1.5", "-8", "1.5e-8"),
        (.scaleByPowerOfTen, "-25", "2", "-2500"),
        (.scaleByPowerOfTen, "1", "10000", "1e10000"),
    ]

    @Test("rational results of operations are exact", arguments: exactBinary)
    func exactOperations(_ row: (operation: BinaryOperation, a: String, b: String, result: String)) throws {
        let value = try Self.backend.evaluate(row.operation, Self.x(row.a), Self.x(row.b))
        let r = try #require(Self.rational(value), "\(row.a) \(row.operation) \(row.b) is approximate: \(value)")
        #expect(r == Self.rational(Self.x(row.result)), "\(row.a) \(row.operation) \(row.b): \(r)")
    }

    @Test("2 pow 99999 is exact: the largest power of 2 within 100,000 bits")
    func largestExactPower() throws {
        let b = Self.backend
        let power = try b.evaluate(.power, Self.x("2"), Self.x("50000"))
        let r = try #require(Self.rational(power))
        var square = Rational(1)
        for _ in 0..<625 { square = square * Rational(1 << 40) }  // 2^25000
        #expect(r == square * square, "2^50000 = (2^25000)²")
        #expect(r.bitWidth == 50_001)
        #expect(b.power(Self.x("2"), Self.x("99999")).isExact, "2^99999 has 100,000 bits")
        #expect(!b.power(Self.x("2"), Self.x("100000")).isExact, "2^100000 has 100,001 bits: beyond the limit")
    }

    /// 0ⁿ and (±1)ⁿ are exact for any integer n, however large.
    @Test("1 pow n and 0 pow n are exact for every integer n")
    func trivialBasesWithHugeExponents() throws {
        let b = Self.backend
        #expect(try b.evaluate(.power, Self.x("1"), Self.x("16777216")).isExact)
        #expect(try b.evaluate(.power, Self.x("-1"), Self.x("16777216")).isExact)
        let one = try b.evaluate(.power, Self.x("1"), Self.x("1000000000000"))
        #expect(Self.rational(one) == Rational(1), "1 pow 1e12 = 1 exactly: \(one)")
        let minusOne = try b.evaluate(.power, Self.x("-1"), Self.x("16777217"))
        #expect(Self.rational(minusOne) == Rational(-1), "(−1) pow (2^24 + 1) = −1 exactly: \(minusOne)")
        let zero = try b.evaluate(.power, Self.x("0"), Self.x("1000000000000"))
        #expect(Self.rational(zero) == Rational(), "0 pow 1e12 = 0 exactly: \(zero)")
    }

    @Test("the issue's cancellations are exact zeros, not snapped noise")
    func exactCancellations() throws {
        let b = Self.backend
        let sum = b.sum(Self.x("0.1"), Self.x("0.2"))
        let result = b.difference(sum, Self.x("0.3"))
        #expect(Self.rational(result) == Rational())
        #expect(!b.isCancellation(result, sum, Self.x("0.3")), "exact results are never cancellation noise")
        var chain = Self.x("44.23")
        for term in ["8.10", "11.23", "6.9", "18"] { chain = b.difference(chain, Self.x(term)) }
        #expect(Self.rational(chain) == Rational())
        // −1e−80 + 1 − 1 = −1e−80: exact, and not cancellation noise although tiny beside the operands.
        let one = Self.x("1")
        let big = b.sum(Self.x("-1e-80"), one)
        let tiny = b.difference(big, one)
        #expect(Self.rational(tiny) == Rational(decimal: "-1e-80"))
        #expect(!b.isCancellation(tiny, big, one))
        #expect(b.isRelativelyNegligible(tiny, big, one), "the default rule would have snapped it")
    }

    @Test("isCancellation applies the default rule to approximations")
    func cancellationOfApproximations() throws {
        let b = Self.backend
        let root = try b.evaluate(.squareRoot, Self.x("2"))
        let square = try b.evaluate(.square, root)
        let residue = b.difference(square, Self.x("2"))
        #expect(!residue.isExact)
        #expect(b.isCancellation(residue, square, Self.x("2")))
    }

    // MARK: Approximations

    /// Operations whose results are irrational (or not known to be rational): approximations.
    static let approximateUnary: [(UnaryFunction, String, AngleUnit)] = [
        (.squareRoot, "2", .radians), (.squareRoot, "0.1", .radians), (.cubeRoot, "2", .radians),
        (.exp, "1", .radians), (.log, "2", .radians), (.log10, "2", .radians), (.log10, "0.5", .radians),
        (.log2, "3", .radians), (.exp10, "0.5", .radians), (.exp2, "0.5", .radians),
        (.exp10, "30103", .radians), (.exp10, "-30103", .radians),
        (.sin, "1", .radians), (.sin, "1", .degrees), (.sin, "30.5", .degrees), (.cos, "45", .degrees),
        (.tan, "30", .degrees), (.asin, "0.3", .degrees), (.asin, "0.5", .radians), (.atan, "1", .radians),
        (.sinh, "1", .radians), (.acosh, "2", .radians), (.factorial, "0.5", .radians), (.factorial, "5001", .radians),
        (.gamma, "0.5", .radians), (.gamma, "-2.5", .radians), (.gamma, "5002", .radians),
    ]

    @Test("irrational results fall back to MPFR, marked approximate", arguments: approximateUnary)
    func approximateFunctions(_ row: (function: UnaryFunction, x: String, angle: AngleUnit)) throws {
        let b = Self.backend
        let value = try b.evaluate(row.function, Self.x(row.x), angle: row.angle)
        let m = try #require(Self.approximation(value), "\(row.function) \(row.x) should be approximate")
        #expect(!value.isExact)
        #expect(value.description.hasPrefix("≈"))
        #expect(!b.showsExactly(value, significantDigits: 50))
        // The approximation is MPFR's at the same precision.
        let reference = try Self.mpfr.evaluate(row.function, Self.mpfr.value(decimal: row.x), angle: row.angle)
        #expect(m == reference, "\(row.function) \(row.x): \(m) vs \(reference)")
        #expect(m.precision == 256)
    }

    static let approximateBinary: [(BinaryOperation, String, String)] = [
        (.power, "2", "0.5"), (.power, "2", "1/3"), (.power, "3", "100000"), (.power, "1/3", "100000"),
        (.power, "2", "16777217"), (.root, "2", "2"), (.root, "2", "0.3"), (.root, "2", "1000001"),
        (.scaleByPowerOfTen, "1", "30103"), (.scaleByPowerOfTen, "1", "0.5"),
    ]

    /// The (1/n)-th root is the n-th power: rational for a rational base (`8 neg root ( 1 / 3 ) =` is −512).
    @Test func rootOfReciprocalDegreeIsAPower() throws {
        let b = Self.backend
        #expect(b.isEqual(try b.evaluate(.root, Self.x("-8"), Self.x("1/3")), Self.x("-512")))
        #expect(b.isEqual(try b.evaluate(.root, Self.x("8"), Self.x("0.5")), Self.x("64")))
        #expect(b.isEqual(try b.evaluate(.root, Self.x("2"), Self.x("-1/5")), Self.x("1/32")))
        #expect(try b.evaluate(.root, Self.x("-8"), Self.x("1/3")).isExact)
    }

    @Test("irrational or oversized powers and roots are approximate", arguments: approximateBinary)
    func approximateOperations(_ row: (operation: BinaryOperation, a: String, b: String)) throws {
        let value = try Self.backend.evaluate(row.operation, Self.x(row.a), Self.x(row.b))
        #expect(!value.isExact, "\(row.a) \(row.operation) \(row.b)")
        #expect(Self.backend.isFinite(value))
    }

    @Test("once approximate, a value stays approximate")
    func approximationIsSticky() throws {
        let b = Self.backend
        let root = try b.evaluate(.squareRoot, Self.x("2"))
        #expect(!root.isExact)
        let one = Self.x("1")
        let zero = Self.x("0")
        for (name, value) in [
            ("√2 + 1", b.sum(root, one)), ("1 + √2", b.sum(one, root)), ("√2 − √2", b.difference(root, root)),
            ("√2 × 0", b.product(root, zero)), ("0 × √2", b.product(zero, root)), ("√2 ÷ √2", b.quotient(root, root)),
            ("−√2", b.negation(root)), ("|√2|", b.magnitude(b.negation(root))),
            ("(√2)²", b.apply(.square, to: root, angle: .radians)),
            ("√2 pow 2", b.power(root, Self.x("2"))), ("√2 EE 2", b.scaled(root, byPowerOfTen: Self.x("2"))),
            ("√2 × 2", b.scaled(root, byPowerOfTwo: 1)), ("1/√2", b.apply(.reciprocal, to: root, angle: .radians)),
            ("π", b.pi), ("e", b.e), ("π − π", b.difference(b.pi, b.pi)),
        ] {
            #expect(!value.isExact, "\(name) should stay approximate")
            #expect(!b.showsExactly(value, significantDigits: 50), "\(name)")
        }
        // An approximate 2 stays approximate, even when it equals an exact 2.
        let two = b.apply(.square, to: root, angle: .radians)
        #expect(b.isEqual(b.sum(two, zero), two))
        let roundTrip = b.apply(.squareRoot, to: b.power(root, Self.x("4")), angle: .radians)
        #expect(!roundTrip.isExact)
        // Predicates on approximations.
        #expect(b.isLess(one, than: root) && b.isLess(root, than: Self.x("1.5")))
        #expect(!b.isZero(root) && !b.hasNegativeSign(root) && b.isFinite(root) && !b.isNaN(root) && !b.isInteger(root))
    }

    // MARK: The size limit

    @Test("a rational beyond maximumBits becomes approximate")
    func sizeLimit() throws {
        let b = Self.backend
        #expect(ExactBackend.maximumBits == 100_000)
        let one = Self.x("1")
        let largest = b.scaled(one, byPowerOfTwo: ExactBackend.maximumBits - 1)  // 2^99999: 100000 bits
        let r = try #require(Self.rational(largest), "2^99999 has exactly maximumBits bits and stays exact")
        #expect(r.bitWidth == ExactBackend.maximumBits)
        let tooLarge = b.product(largest, Self.x("2"))  // 2^100000: 100001 bits
        #expect(!tooLarge.isExact)
        #expect(!b.scaled(one, byPowerOfTwo: ExactBackend.maximumBits).isExact)
        #expect(!b.quotient(b.quotient(one, largest), Self.x("2")).isExact, "1/2^100000: a too-wide denominator")
        let smallest = try #require(Self.rational(b.quotient(one, largest)))
        #expect(smallest.bitWidth == ExactBackend.maximumBits)
        // The approximation is the rational correctly rounded: 2^100000 is a power of two.
        let expected = Self.mpfr.scaled(Self.mpfr.value(1), byPowerOfTwo: ExactBackend.maximumBits)
        #expect(Self.approximation(tooLarge) == expected)
        // Repeated squaring of 3 stays exact until it crosses the limit, then stays approximate.
        var value = Self.x("3")
        var squarings = 0
        while value.isExact {
            value = try b.evaluate(.square, value)
            squarings += 1
            #expect(squarings < 20)
            if squarings >= 20 { break }
        }
        #expect(squarings == 16, "3^(2^15) has 51,937 bits, 3^(2^16) has 103,872")
        let later = try b.evaluate(.squareRoot, value)
        #expect(!later.isExact, "√(3^65536) = 3^32768 but the value is already approximate")
        // Typed decimals beyond maximumDecimalExponent are approximate; 10ˣ and EE likewise.
        #expect(b.value(decimal: "1e10000").isExact)
        #expect(b.value(decimal: "1e30102").isExact, "10^30102 has 99,997 bits")
        #expect(!b.value(decimal: "1e30103").isExact)
        #expect(!b.value(decimal: "1e-30103").isExact)
        #expect(b.isFinite(b.value(decimal: "1e-30103")))
    }

    @Test("1 / 3 pow 100000 stays fast")
    func largePowerIsFast() throws {
        let b = Self.backend
        let clock = ContinuousClock()
        var result: ExactValue?
        let elapsed = try clock.measure {
            let power = try b.evaluate(.power, Self.x("3"), Self.x("100000"))
            result = try b.evaluate(.divide, Self.x("1"), power)
        }
        print("ExactBackendTests: 1 / 3 pow 100000 took \(elapsed)")
        let value = try #require(result)
        #expect(!value.isExact)
        let digits = b.decimalDigits(of: value, significantDigits: 15)
        #expect(describe(digits) == "749079710127344e-47713")
        #expect(elapsed < .seconds(5))
        // The largest exact powers are fast too.
        let exactElapsed = try clock.measure {
            let power = try b.evaluate(.power, Self.x("2"), Self.x("50000"))
            #expect(power.isExact)
            _ = b.decimalDigits(of: power, significantDigits: 50)
            let big = try b.evaluate(.factorial, Self.x("5000"))
            #expect(big.isExact)
            _ = b.decimalDigits(of: big, significantDigits: 50)
        }
        print("ExactBackendTests: 2 pow 50000 and 5000! took \(exactElapsed)")
        #expect(exactElapsed < .seconds(5))
    }

    // MARK: Decimal digits

    /// (value, digits, expected digit string, expected exponent).
    static let roundings: [(String, Int, String, Int)] = [
        ("1/8", 2, "12", -1),
        ("3/8", 2, "38", -1),
        ("5/8", 2, "62", -1),
        ("7/8", 2, "88", -1),
        ("-1/8", 2, "12", -1),
        ("2.5", 1, "2", 0),
        ("3.5", 1, "4", 0),
        ("-2.5", 1, "2", 0),
        ("0.125", 3, "125", -1),
        ("0.125", 20, "12500000000000000000", -1),
        ("2/3", 15, "666666666666667", -1),
        ("1/3", 15, "333333333333333", -1),
        ("-2/3", 3, "667", -1),
        ("9.995", 3, "100", 1),
        ("9.985", 3, "998", 0),
        ("0.95", 1, "1", 0),
        ("0.85", 1, "8", -1),
        ("999.5", 3, "100", 3),
        ("99.95", 3, "100", 2),
        ("1/999", 5, "10010", -3),
        ("1/1000", 3, "100", -3),
        ("999/1000", 2, "10", 0),
        ("1001/1000", 3, "100", 0),
        ("9999999/10000000", 3, "100", 0),
        ("1e-300", 4, "1000", -300),
        ("1e10000", 2, "10", 10000),
        ("1/7", 15, "142857142857143", -1),
        ("123456789", 4, "1235", 8),
        ("5e-324", 1, "5", -324),
        ("0", 5, "00000", 0),
        ("-0", 3, "000", 0),
        ("1", 1, "1", 0),
        ("10", 1, "1", 1),
        ("15", 1, "2", 1),
        ("25", 1, "2", 1),
        ("35", 1, "4", 1),
        ("0.05", 1, "5", -2),
        ("1/16", 3, "625", -2),
        ("1/16", 2, "62", -2),
        ("3/16", 2, "19", -1),
    ]

    @Test("decimal digits are exact, rounded half to even", arguments: roundings)
    func decimalDigits(_ row: (value: String, count: Int, digits: String, exponent: Int)) {
        let value = Self.x(row.value)
        let d = Self.backend.decimalDigits(of: value, significantDigits: row.count)
        #expect(d.digitString == row.digits, "\(row.value) to \(row.count) digits: \(describe(d))")
        #expect(d.exponent == row.exponent, "\(row.value) to \(row.count) digits: \(describe(d))")
        #expect(d.digits.count == row.count)
        #expect(d.isNegative == (row.value.hasPrefix("-") && row.value != "-0"), "\(row.value)")
    }

    /// `digits` (no leading zero) rounded to `count` digits, half to even, by string arithmetic:
    /// the digit string and how much the exponent grows (1 when rounding carries into a new digit).
    static func roundedDigitString(_ digits: [UInt8], count: Int) -> ([UInt8], Int) {
        if digits.count <= count { return (digits + Array(repeating: 0, count: count - digits.count), 0) }
        var kept = Array(digits.prefix(count))
        let rest = digits.dropFirst(count)
        let first = rest.first!
        let tail = rest.dropFirst().contains { $0 != 0 }
        let up = first > 5 || (first == 5 && (tail || kept.last! % 2 == 1))
        guard up else { return (kept, 0) }
        var i = count - 1
        while i >= 0 {
            if kept[i] == 9 {
                kept[i] = 0
                i -= 1
            } else {
                kept[i] += 1
                break
            }
        }
        if i < 0 { return ([1] + Array(repeating: 0, count: count - 1), 1) }
        return (kept, 0)
    }

    @Test("random decimals round like string arithmetic does")
    func randomDecimalRounding() {
        var random = TestEnvironment.generator(salt: 0x4558_4143_5444_4947)
        let b = Self.backend
        for _ in 0..<(TestEnvironment.isUnderValgrind ? 300 : 3000) {
            let length = Int.random(in: 1...40, using: &random)
            var digits: [UInt8] = [UInt8.random(in: 1...9, using: &random)]
            for _ in 1..<length {
                // Many 0s, 5s and 9s, to reach ties and carries.
                let pick = Int.random(in: 0..<10, using: &random)
                digits.append(pick < 3 ? [0, 5, 9][pick] : UInt8.random(in: 0...9, using: &random))
            }
            let exponent = Int.random(in: -400...400, using: &random)
            let negative = Bool.random(using: &random)
            let text =
                (negative ? "-" : "") + String(digits[0]) + "." + digits.dropFirst().map(String.init).joined()
                + "e\(exponent)"
            let value = b.value(decimal: text)
            #expect(value.isExact)
            for count in [1, 2, 3, Int.random(in: 1...45, using: &random), length - 1, length, length + 1]
            where count >= 1 {
                let (expected, carry) = Self.roundedDigitString(digits, count: count)
                let d = b.decimalDigits(of: value, significantDigits: count)
                let context = "\(text) to \(count) digits, seed \(TestEnvironment.seed)"
                #expect(d.digits == expected.map { $0 + UInt8(ascii: "0") }, "\(context): \(describe(d))")
                #expect(d.exponent == exponent + carry, "\(context): \(describe(d))")
                #expect(d.isNegative == negative, "\(context)")
                let exactly = count >= length || !digits[count...].contains { $0 != 0 }
                #expect(b.showsExactly(value, significantDigits: count) == exactly, "\(context)")
            }
        }
    }

    @Test("approximations convert like MPFR")
    func approximateDigits() throws {
        let root = try Self.backend.evaluate(.squareRoot, Self.x("2"))
        let reference = try Self.mpfr.evaluate(.squareRoot, Self.mpfr.value(2))
        for count in [1, 15, 50, 77] {
            #expect(
                Self.backend.decimalDigits(of: root, significantDigits: count)
                    == Self.mpfr.decimalDigits(of: reference, significantDigits: count))
        }
        #expect(Self.backend.maximumSignificantDigits == Self.mpfr.maximumSignificantDigits)
    }

    // MARK: showsExactly

    @Test("showsExactly: whether D digits show the exact value")
    func showsExactly() throws {
        let b = Self.backend
        #expect(b.showsExactly(Self.x("1/4"), significantDigits: 15))
        #expect(b.showsExactly(Self.x("1/4"), significantDigits: 2))
        #expect(!b.showsExactly(Self.x("1/4"), significantDigits: 1))
        #expect(!b.showsExactly(Self.x("2/3"), significantDigits: 15))
        #expect(!b.showsExactly(Self.x("2/3"), significantDigits: 50))
        #expect(b.showsExactly(Self.x("0"), significantDigits: 1))
        #expect(b.showsExactly(Self.x("-7"), significantDigits: 1))
        #expect(b.showsExactly(Self.x("1e-300"), significantDigits: 1))
        #expect(b.showsExactly(Self.x("1e10000"), significantDigits: 1))
        let hundred = try b.evaluate(.factorial, Self.x("100"))
        #expect(!b.showsExactly(hundred, significantDigits: 50), "100! has 134 significant digits")
        #expect(b.showsExactly(hundred, significantDigits: 134))
        #expect(!b.showsExactly(hundred, significantDigits: 133))
        let twenty = try b.evaluate(.factorial, Self.x("20"))  // 2432902008176640000: 15 significant digits
        #expect(b.showsExactly(twenty, significantDigits: 50))
        #expect(b.showsExactly(twenty, significantDigits: 15))
        #expect(!b.showsExactly(twenty, significantDigits: 14))
        // Approximations never show exactly, even when their value is a short decimal.
        let half = ExactValue.approximate(Self.mpfr.value(decimal: "0.5"))
        #expect(!b.showsExactly(half, significantDigits: 15))
        // Other backends answer for the value as it is (the calculator asks only about values it knows
        // exact): 0.5 is a binary fraction, the double nearest 0.1 is not 0.1.
        #expect(Self.mpfr.showsExactly(Self.mpfr.value(decimal: "0.5"), significantDigits: 15))
        #expect(DoubleBackend().showsExactly(0.5, significantDigits: 15))
        #expect(!DoubleBackend().showsExactly(0.1, significantDigits: 15))
    }

    // MARK: Errors through the checked API

    enum Evaluation: Sendable, CustomTestStringConvertible {
        case binary(BinaryOperation, String, String)
        case unary(UnaryFunction, String, AngleUnit)

        func run() throws(ArithmeticError) -> ExactValue {
            let b = ExactBackendTests.backend
            switch self {
            case .binary(let operation, let a, let c):
                return try b.evaluate(operation, ExactBackendTests.x(a), ExactBackendTests.x(c))
            case .unary(let function, let x, let angle):
                return try b.evaluate(function, ExactBackendTests.x(x), angle: angle)
            }
        }

        var testDescription: String {
            switch self {
            case .binary(let operation, let a, let b): "\(a) \(operation) \(b)"
            case .unary(let function, let x, let angle): "\(function) \(x)\(angle == .degrees ? "°" : "")"
            }
        }
    }

    static let errors: [(Evaluation, ArithmeticError)] = [
        (.binary(.divide, "1", "0"), .divisionByZero),
        (.binary(.divide, "-1", "0"), .divisionByZero),
        (.binary(.divide, "1/3", "-0"), .divisionByZero),
        (.binary(.divide, "0", "0"), .invalidOperation),
        (.binary(.divide, "-0", "0"), .invalidOperation),
        (.unary(.squareRoot, "-4", .radians), .invalidOperation),
        (.unary(.squareRoot, "-1/4", .radians), .invalidOperation),
        (.unary(.squareRoot, "-1e-300", .radians), .invalidOperation),
        (.unary(.log, "0", .radians), .invalidOperation),
        (.unary(.log, "-1", .radians), .invalidOperation),
        (.unary(.log10, "0", .radians), .invalidOperation),
        (.unary(.log10, "-1000", .radians), .invalidOperation),
        (.unary(.log2, "0", .radians), .invalidOperation),
        (.unary(.log2, "-8", .radians), .invalidOperation),
        (.unary(.tan, "90", .degrees), .divisionByZero),
        (.unary(.tan, "-90", .degrees), .divisionByZero),
        (.unary(.tan, "270", .degrees), .divisionByZero),
        (.unary(.tan, "450", .degrees), .divisionByZero),
        (.unary(.reciprocal, "0", .radians), .divisionByZero),
        (.unary(.reciprocal, "-0", .radians), .divisionByZero),
        (.unary(.factorial, "-1", .radians), .invalidOperation),
        (.unary(.factorial, "-2", .radians), .invalidOperation),
        (.unary(.asin, "2", .degrees), .invalidOperation),
        (.unary(.acos, "-2", .radians), .invalidOperation),
        (.unary(.atanh, "1", .radians), .divisionByZero),
        (.unary(.atanh, "-1", .radians), .divisionByZero),
        (.unary(.acosh, "0.5", .radians), .invalidOperation),
        (.binary(.power, "0", "-1"), .divisionByZero),
        (.binary(.power, "-0", "-3"), .divisionByZero),
        (.binary(.power, "0", "-2/3"), .divisionByZero),
        (.binary(.power, "-8", "0.5"), .invalidOperation),
        (.binary(.root, "-16", "4"), .invalidOperation),
        (.binary(.root, "0", "-2"), .divisionByZero),
        (.binary(.power, "10", "1e20"), .overflow),
    ]

    @Test("errors through the checked API", arguments: errors)
    func errorStatus(_ row: (evaluation: Evaluation, error: ArithmeticError)) {
        #expect(throws: row.error, "\(row.evaluation.testDescription)") { try row.evaluation.run() }
    }

    @Test("errors from approximate operands")
    func approximateErrors() throws {
        let b = Self.backend
        let root = try b.evaluate(.squareRoot, Self.x("2"))
        #expect(throws: ArithmeticError.divisionByZero) { try b.evaluate(.divide, root, Self.x("0")) }
        #expect(throws: ArithmeticError.invalidOperation) { try b.evaluate(.squareRoot, b.negation(root)) }
        #expect(throws: ArithmeticError.invalidOperation) { try b.evaluate(.log, b.difference(root, root)) }
    }

    @Test("parse: malformed text is an invalid operation")
    func parseErrors() throws {
        #expect(throws: ArithmeticError.invalidOperation) { try Self.backend.parse(decimal: "1.2.3") }
        #expect(throws: ArithmeticError.invalidOperation) { try Self.backend.parse(decimal: "") }
        #expect(try Self.backend.parse(decimal: "1.5e-3").isExact)
    }

    // MARK: Exponents at the edge of Int

    /// Exponents that are integers but do not fit the helpers' `abs(n)` (Int.min) must not trap.
    ///
    /// Exponents read with `integerValue` can be `Int.min` (−9223372036854775808); the backend compares
    /// magnitudes, so nothing traps.
    static let intMinCases: [(String, BinaryOperation?, UnaryFunction?)] = [
        ("2 pow −2⁶³", .power, nil),
        ("2 root −2⁶³", .root, nil),
        ("2 EE −2⁶³", .scaleByPowerOfTen, nil),
        ("10ˣ of −2⁶³", nil, .exp10),
        ("2ˣ of −2⁶³", nil, .exp2),
    ]

    @Test(
        "an exponent of −2⁶³ does not trap",
        .disabled(if: TestEnvironment.isUnderValgrind, "exit tests start child processes"))
    func intMinExponent() async {
        await #expect(processExitsWith: .success) {
            let b = try! ExactBackend(precision: 64)
            _ = try? b.evaluate(.power, b.value(2), b.value(decimal: "-9223372036854775808"))
        }
        await #expect(processExitsWith: .success) {
            let b = try! ExactBackend(precision: 64)
            _ = try? b.evaluate(.root, b.value(2), b.value(decimal: "-9223372036854775808"))
        }
        await #expect(processExitsWith: .success) {
            let b = try! ExactBackend(precision: 64)
            _ = try? b.evaluate(.scaleByPowerOfTen, b.value(2), b.value(decimal: "-9223372036854775808"))
        }
        await #expect(processExitsWith: .success) {
            let b = try! ExactBackend(precision: 64)
            _ = try? b.evaluate(.exp10, b.value(decimal: "-9223372036854775808"))
        }
        await #expect(processExitsWith: .success) {
            let b = try! ExactBackend(precision: 64)
            _ = try? b.evaluate(.exp2, b.value(decimal: "-9223372036854775808"))
        }
        // The same exponents on MPFR do not trap (the reference for the expected behaviour).
        await #expect(processExitsWith: .success) {
            let m = try! MPFRBackend(precision: 64)
            _ = try? m.evaluate(.power, m.value(2), m.value(decimal: "-9223372036854775808"))
            _ = try? m.evaluate(.exp10, m.value(decimal: "-9223372036854775808"))
        }
    }

    @Test("exponents of ±(2⁶³ − 1) are handled")
    func largeExponents() throws {
        let b = Self.backend
        let maximum = Self.x("9223372036854775807")
        let negativeMaximum = Self.x("-9223372036854775807")
        #expect(!b.power(Self.x("2"), negativeMaximum).isExact)
        #expect(throws: ArithmeticError.overflow) { try b.evaluate(.power, Self.x("2"), maximum) }
        #expect(!b.root(Self.x("2"), maximum).isExact)
        #expect(!b.apply(.exp10, to: negativeMaximum, angle: .radians).isExact)
    }

    // MARK: Codable and configuration

    @Test("ExactValue and ExactBackend round-trip through Codable")
    func codable() throws {
        let b = Self.backend
        let values: [ExactValue] = [
            Self.x("1/3"), Self.x("-1.5e-3"), Self.x("0"), try b.evaluate(.squareRoot, Self.x("2")), b.pi,
        ]
        let data = try JSONEncoder().encode(values)
        let decoded = try JSONDecoder().decode([ExactValue].self, from: data)
        try #require(decoded.count == values.count)
        for (original, copy) in zip(values, decoded) {
            #expect(original.isExact == copy.isExact)
            #expect(b.isEqual(original, copy), "\(original) → \(copy)")
            #expect(original.description == copy.description)
        }
        let backend = try JSONDecoder().decode(
            ExactBackend.self, from: JSONEncoder().encode(try ExactBackend(precision: 100)))
        #expect(backend == (try ExactBackend(precision: 100)))
        #expect(backend.precision == 100)
    }

    @Test("precision is validated and used for approximations")
    func precision() throws {
        #expect(throws: MPFRBackend.InvalidPrecision.self) { try ExactBackend(precision: 1) }
        #expect(throws: MPFRBackend.InvalidPrecision.self) {
            try ExactBackend(precision: MPFRBackend.precisionRange.upperBound + 1)
        }
        let small = try ExactBackend(precision: 24)
        #expect(small.name == "exact")
        let root = small.apply(.squareRoot, to: small.value(2), angle: .radians)
        #expect(Self.approximation(root)?.precision == 24)
        // Exact values do not depend on the precision.
        let third = small.quotient(small.value(1), small.value(3))
        #expect(Self.rational(third)?.description == "1/3")
        #expect(small.decimalDigits(of: third, significantDigits: 50).digitString == String(repeating: "3", count: 50))
    }

    @Test("description: n/d for exact values, ≈ for approximations")
    func descriptions() throws {
        #expect(Self.x("1/3").description == "1/3")
        #expect(Self.x("-2.5").description == "-5/2")
        #expect(try Self.backend.evaluate(.squareRoot, Self.x("2")).description.hasPrefix("≈1.41421356237309504880"))
    }

    @Test("signs and predicates of exact values")
    func predicates() {
        let b = Self.backend
        #expect(!b.hasNegativeSign(Self.x("-0")), "an exact zero has no sign")
        #expect(!b.hasNegativeSign(b.negation(Self.x("0"))))
        #expect(b.hasNegativeSign(Self.x("-1/3")))
        #expect(b.isInteger(Self.x("6/3")) && !b.isInteger(Self.x("1/3")))
        #expect(b.isFinite(Self.x("1e10000")) && !b.isNaN(Self.x("1")))
        #expect(b.isLess(Self.x("1/3"), than: Self.x("0.3333333333333333333333333333333333333333333334")))
        #expect(
            !b.isEqual(
                Self.x("1/3"),
                Self.x("0.33333333333333333333333333333333333333333333333333333333333333333333333333333333")))
        #expect(Self.rational(b.magnitude(Self.x("-1/3")))?.description == "1/3")
        #expect(Self.rational(b.scaled(Self.x("3"), byPowerOfTwo: -3))?.description == "3/8")
        #expect(Self.rational(b.value(-42))?.description == "-42")
    }
}
