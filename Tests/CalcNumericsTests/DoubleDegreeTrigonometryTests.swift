import CalcEngine
import CalcTestSupport
import Testing

/// Trigonometry in degrees: exact reduction modulo 360 and exact results at exact angles on every
/// backend (MPFR's `sinu`/`cosu`/`tanu` with 360 units per turn, which Double calls too) and on the libm
/// path a build without MPFR uses (`LibmBinary64`, its own exact reduction), whose values elsewhere are
/// within a few ulps of MPFR's; Double's are MPFR's IEEE mode's, bit for bit.
@Suite("Degree trigonometry")
struct DoubleDegreeTrigonometryTests {
    static let exactValues: [(UnaryFunction, String, String)] = [
        (.sin, "30", "0.5"), (.sin, "180", "0"), (.cos, "90", "0"), (.tan, "45", "1"), (.sin, "-30", "-0.5"),
        (.cos, "60", "0.5"), (.asin, "0.5", "30"), (.acos, "0.5", "60"), (.atan, "1", "45"), (.sin, "390", "0.5"),
        (.sin, "0", "0"), (.sin, "90", "1"), (.sin, "150", "0.5"), (.sin, "210", "-0.5"), (.sin, "270", "-1"),
        (.sin, "330", "-0.5"), (.sin, "360", "0"), (.sin, "-390", "-0.5"), (.sin, "720030", "0.5"),
        (.cos, "0", "1"), (.cos, "120", "-0.5"), (.cos, "180", "-1"), (.cos, "240", "-0.5"), (.cos, "300", "0.5"),
        (.cos, "-60", "0.5"), (.cos, "270", "0"), (.cos, "360", "1"),
        (.tan, "0", "0"), (.tan, "135", "-1"), (.tan, "180", "0"), (.tan, "225", "1"), (.tan, "315", "-1"),
        (.tan, "-45", "-1"), (.tan, "405", "1"),
        (.asin, "0", "0"), (.asin, "1", "90"), (.asin, "-0.5", "-30"), (.asin, "-1", "-90"),
        (.acos, "1", "0"), (.acos, "0", "90"), (.acos, "-0.5", "120"), (.acos, "-1", "180"),
        (.atan, "0", "0"), (.atan, "-1", "-45"),
    ]

    @Test("exact angles give exact results", arguments: exactValues, BackendKind.calculatorBackends)
    func exactAngles(_ row: (function: UnaryFunction, x: String, result: String), _ kind: BackendKind) throws {
        func check(_ backend: some NumericBackend) throws {
            let value = try backend.evaluate(row.function, backend.parse(decimal: row.x), angle: .degrees)
            #expect(
                backend.isEqual(value, try backend.parse(decimal: row.result)),
                "\(row.function) \(row.x)° on \(kind.testDescription) = \(value)")
        }
        try check(kind.backend)
        let libm = LibmBinary64.apply(row.function, to: Double(row.x)!, angle: .degrees)
        #expect(libm == Double(row.result)!, "\(row.function) \(row.x)° through libm = \(libm)")
    }

    @Test("sin 1e22° = sin 280° = −0.98480775301220805936…, Double within 2 ulps of MPFR")
    func hugeAngle() throws {
        let m = try MPFRBackend(precision: 256)
        let exact = try m.evaluate(.sin, m.parse(decimal: "1e22"), angle: .degrees)
        let digits = m.decimalDigits(of: exact, significantDigits: 20)
        #expect(describe(digits) == "-98480775301220805937e-1")
        #expect(m.isEqual(exact, try m.evaluate(.sin, m.value(280), angle: .degrees)), "1e22 ≡ 280 (mod 360)")
        let double = try DoubleBackend().evaluate(.sin, 1e22, angle: .degrees)
        #expect(Self.ulpDistance(double, Double(exact)) <= 2, "Double \(double), MPFR \(Double(exact))")
    }

    @Test(
        "Double's sin, cos and tan in degrees are within 2 ulps of MPFR's at multiples of 7.5° and at seeded random angles"
    )
    func forwardFunctionsAgree() throws {
        let m = try MPFRBackend(precision: 256)
        let seed = TestEnvironment.seed
        var generator = TestEnvironment.generator(salt: 0xDE6_7216)
        let steps = (-200...200).map { Double($0) * 7.5 }
        let random = (0..<200).map { _ in Double.random(in: -1e6...1e6, using: &generator) }
        for x in steps + random {
            for function in [UnaryFunction.sin, .cos, .tan] {
                let mpfrResult = m.apply(function, to: exactValue(x, on: m), angle: .degrees)
                let doubleResult = LibmBinary64.apply(function, to: x, angle: .degrees)
                let ieee = MPFRBackend.ieeeBinary64.apply(
                    function, to: exactValue(x, on: .ieeeBinary64), angle: .degrees)
                let correctlyRounded = DoubleBackend().apply(function, to: x, angle: .degrees)
                #expect(
                    correctlyRounded.bitPattern == Double(ieee).bitPattern,
                    "seed \(seed): \(function) \(x)°: Double \(correctlyRounded), IEEE mode \(Double(ieee))")
                if mpfrResult.isInfinite {
                    #expect(doubleResult.isInfinite, "\(function) \(x)°")
                } else {
                    #expect(
                        Self.ulpDistance(doubleResult, Double(mpfrResult)) <= 2,
                        "seed \(seed): \(function) \(x)°: Double \(doubleResult), MPFR \(Double(mpfrResult))")
                }
            }
        }
    }

    @Test("Double's asin, acos and atan in degrees are within 2 ulps of MPFR's")
    func inverseFunctionsAgree() throws {
        let m = try MPFRBackend(precision: 256)
        for k in -64...64 {
            let x = Double(k) / 64
            for function in [UnaryFunction.asin, .acos, .atan] {
                let mpfrResult = Double(m.apply(function, to: exactValue(x, on: m), angle: .degrees))
                let doubleResult = LibmBinary64.apply(function, to: x, angle: .degrees)
                let ieee = Double(
                    MPFRBackend.ieeeBinary64.apply(function, to: exactValue(x, on: .ieeeBinary64), angle: .degrees))
                #expect(DoubleBackend().apply(function, to: x, angle: .degrees) == ieee, "\(function) \(x)")
                #expect(
                    Self.ulpDistance(doubleResult, mpfrResult) <= 2,
                    "\(function) \(x): Double \(doubleResult), MPFR \(mpfrResult)")
            }
        }
        for x in [1e-300, 0.001, 3.0, 1e10, -7.5, 1e300] {
            let mpfrResult = Double(m.apply(.atan, to: exactValue(x, on: m), angle: .degrees))
            #expect(
                Self.ulpDistance(DoubleBackend().apply(.atan, to: x, angle: .degrees), mpfrResult) <= 2, "atan \(x)")
        }
    }

    @Test(
        "zero results of exact angles have the sign MPFR gives them (the C23 sinpi/cospi/tanpi rules)",
        arguments: [
            (UnaryFunction.sin, 0.0), (.sin, -0.0), (.sin, 180), (.sin, -180), (.sin, 360), (.sin, 540), (.sin, -360),
            (.cos, 90), (.cos, -90), (.cos, 270), (.cos, 450), (.tan, 0), (.tan, -0.0), (.tan, 180), (.tan, -180),
            (.tan, 360),
        ])
    func signedZeros(_ function: UnaryFunction, _ x: Double) throws {
        let m = try MPFRBackend(precision: 256)
        let mpfrResult = Double(try m.evaluate(function, exactValue(x, on: m), angle: .degrees))
        let ieee = Double(
            try MPFRBackend.ieeeBinary64.evaluate(
                function, MPFRBackend.ieeeBinary64.value(decimal: String(describing: x)), angle: .degrees))
        let doubleResult = try DoubleBackend().evaluate(function, x, angle: .degrees)
        let libm = LibmBinary64.apply(function, to: x, angle: .degrees)
        #expect(libm == 0 && libm.sign == mpfrResult.sign, "\(function) \(x)° through libm: \(libm)")
        #expect(mpfrResult == 0 && doubleResult == 0)
        #expect(mpfrResult.sign == ieee.sign)
        // sin: the sign of x; cos: +0; tan: the sign of sin · cos (tan 180° = −0, tan −180° = +0).
        #expect(doubleResult.sign == mpfrResult.sign, "\(function) \(x)°: Double \(doubleResult), MPFR \(mpfrResult)")
    }

    /// The number of doubles between a and b (0 when equal, ±0 equal); `UInt64.max` when not both finite.
    static func ulpDistance(_ a: Double, _ b: Double) -> UInt64 {
        guard a.isFinite, b.isFinite else { return a == b ? 0 : .max }
        func ordered(_ x: Double) -> Int64 {
            let bits = Int64(bitPattern: x.bitPattern & ~(1 << 63))
            return x.sign == .minus ? -bits : bits
        }
        let difference = ordered(a).subtractingReportingOverflow(ordered(b))
        return difference.overflow ? .max : difference.partialValue.magnitude
    }
}
