import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// The pure-Swift correctly rounded functions (`CorrectlyRounded`) give bit for bit what MPFR's IEEE
/// mode gives, on seeded random arguments across each function's domain and on arguments known to be
/// hard to round; the accurate path is rare.
@Suite struct CorrectlyRoundedTests {
    static let functions: [UnaryFunction] = UnaryFunction.allCases.filter(CorrectlyRounded.covers)

    /// The functions whose argument is an angle: their arguments cluster near multiples of π/2, 90 and 15.
    static let angleFunctions: Set<UnaryFunction> = [.sin, .cos, .tan, .sec, .csc, .cot]

    /// Each covered function with each angle unit it depends on (radians alone for the others): sin,
    /// cos and tan take an angle, asin, acos and atan give one.
    static let cases: [(UnaryFunction, AngleUnit)] = functions.flatMap { function in
        function.usesAngleUnit ? AngleUnit.allCases.map { (function, $0) } : [(function, .radians)]
    }

    /// Random arguments per function: 20,000 in the normal run (a few seconds in all), 1,000 under
    /// valgrind or a sanitizer, or `CALC_CORRECT_ROUNDING_COUNT` (scripts/correct-rounding runs 1,000,000).
    static let count =
        TestEnvironment.variable("CALC_CORRECT_ROUNDING_COUNT").flatMap { Int($0) }
        ?? (TestEnvironment.isReduced ? 1_000 : 20_000)

    /// MPFR's IEEE mode: the reference.
    static func expected(_ function: UnaryFunction, _ x: Double, angle: AngleUnit = .radians) -> Double {
        Double(MPFRBackend.ieeeBinary64.apply(function, to: MPFRValue(x, precision: 53), angle: angle))
    }

    /// Seeded arguments for `function`: uniform in exponent over the whole range and over the range
    /// where the result is finite and nonzero, uniform in value there, subnormals, near integers and
    /// near the overflow and underflow edges; for sin, cos and tan, near multiples of π/2 (radians), of
    /// 15 and 90 (degrees) or of 50 and 100 (gradians), and huge.
    static func arguments(
        for function: UnaryFunction, angle: AngleUnit = .radians, salt: UInt64, count: Int
    ) -> [Double] {
        var generator = TestEnvironment.generator(salt: salt)
        let edges: [Double]
        let degreeEdges: [Double] = [
            30, 45, 60, 90, 135, 150, 180, 210, 225, 270, 315, 360, 720, 1e22, 1e300, 0x1p-400, 0x1p-422,
            0x1p-1022, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0x1p-30, 1e-300, -30, -45, -90, -180, -270,
            -360,
        ]
        let gradianEdges: [Double] = [
            50, 100, 150, 200, 250, 300, 350, 400, 800, 100.0 / 3, 200.0 / 3, 1e22, 4e22, 1e300, 0x1p-400,
            0x1p-422, 0x1p-1022, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0x1p-30, -50, -100, -200, -300,
            -400,
        ]
        switch function {
        case .exp: edges = [709.782712893384, -708.3964185322641, -745.1332191019411, -745.1332191019412]
        case .exp2: edges = [1023.9999999999999, -1022, -1074, -1075, -1074.5, -1022.5]
        case .exp10: edges = [308.25471555991675, -307.6526555685888, -323.60679195910816, -323.3062153431158]
        case .sinh, .cosh, .tanh:
            edges = [710.4758600739439, 0x1p-4, 19.1, 40, 709, 0x1p-26, .leastNonzeroMagnitude, 0x1p-1030]
        case .cubeRoot: edges = [27, -8, 0x1p-1074, 0x1p-1022, 0x1.fffffffffffffp1023, 3, 1e-300]
        case .asinh, .acosh, .atanh:
            edges = [
                0x1p-5, 0x1p28, 1, 1.0.nextDown, 1.0.nextUp, 0.5, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
            ]
        case .asin, .acos, .atan:
            edges = [
                0.5, -0.5, 1, 0x1.6a09e667f3bccp-1, 0x1p-27, 0x1p-60, 0x1p-6, 0x1p-7, 0x1.1df46a2528p-1028,
                .leastNonzeroMagnitude,
                .greatestFiniteMagnitude,
            ]
        case .asec, .acsc, .acot, .asech, .acsch, .acoth:
            edges = [
                1, 2, 0.5, 0x1.6a09e667f3bcdp0, 0x1.6a09e667f3bccp0, 0x1p5, 0x1p40, 0x1p-40, 0x1p500, 0x1p-500,
                .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0x1p-1022, 1e300,
            ]
        case .factorial:
            edges = [
                170, 170.5, 170.62, 171, 171.5, -0.5, -1.5, -2.5, -177.3, -184.5, -190, -190.5, 0x1p-60, 22, 23, 1e-300,
                -1e-300, 0.5, 1.5,
            ]
        case .gamma:
            // Γ(x + 1)'s edges moved by one, the overflow edge (171.62…), 1/x beyond the range (2^−1024),
            // the poles and their neighbours, and Γ's minimum.
            edges = [
                171, 171.5, 171.62, 171.6243769563027, 172, 172.5, -0.5, -1.5, -2.5, -176.3, -183.5, -189, -189.5,
                -190.5, -191, 0x1p-60, 0x1p-61, -0x1p-60, 23, 24, 1e-300, -1e-300, 0x1p-1024, -0x1p-1024, 0x1p-1022,
                .leastNonzeroMagnitude, 0.5, 1.5, 1.4616321449683622, 2, 3, -1, -2,
            ]
        case .sech, .csch, .coth:
            edges = [
                0x1p-27, 0x1p-4, 19.1, 708, 709, 710.4758600739439, 711, 745.8, 746, .leastNonzeroMagnitude,
                0x1p-1024, 0x1p-1022, .greatestFiniteMagnitude,
            ]
        case .sin, .cos, .tan, .sec, .csc, .cot:
            switch angle {
            case .degrees: edges = degreeEdges
            case .gradians: edges = gradianEdges
            case .radians:
                edges = [
                    0x1.921fb54442d18p+0, 0x1.921fb54442d18p+1, 0x1.2d97c7f3321d2p+2, 0x1.921fb54442d18p+2,
                    0x1.921fb54442d18p-1, 0x1p-27, 0x1p-26, 0x1p20, 1e22, 1e300, 0x1.6ac5b262ca1ffp+849,
                    .greatestFiniteMagnitude, .leastNonzeroMagnitude, 0x1p-1022, 355, 103_993, 0x1p1023,
                ]
            }
        case .cube:
            // A halfway cube ((2¹⁸ − 1)³), the overflow edge (∛ of the largest double), results near 2^−1022.
            edges = [262_143, 0x1p341, 0x1.428a2f98d728bp341, 0x1p-340, 0x1p-341, 0x1p-358, 1e-300, 1e100]
        case .doubleFactorial: edges = [41, 61, 101, 299, 300, 301, 100_000, 100_001]
        default: edges = [1, 2, 10, 0.5, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude]
        }
        let isLogarithm = function == .log || function == .log2 || function == .log10
        let isInverseSineOrCosine = function == .asin || function == .acos || function == .asech
        // Their domain is |x| ≥ 1: most arguments below become 1/(1 − |x|), next to ±1 at every scale.
        let isOutsideUnit = function == .asec || function == .acsc || function == .acoth
        var arguments: [Double] = [0, -0.0, .infinity, -.infinity, .nan, 1, -1, 23, 22, -22, 0.5]
        for edge in edges { arguments += [edge, edge.nextUp, edge.nextDown] }
        let limits: [UnaryFunction: Double] = [.exp2: 1075, .exp10: 324, .sinh: 712, .cosh: 712, .tanh: 25]
        let limit = limits[function] ?? 746
        for _ in 0..<count {
            var x: Double
            switch generator.below(5) {
            case 0: x = generator.doubleUniformInExponent(-1074...1023)
            case 1: x = generator.doubleUniformInExponent(-60...10)
            case 2:
                if function == .acosh || function == .atanh {
                    x = generator.uniform(function == .acosh ? 1 : -1, function == .acosh ? 3 : 1)
                } else if isInverseSineOrCosine {
                    x = generator.uniform(-1, 1)
                } else {
                    x = isLogarithm ? generator.uniform(0.5, 2) : generator.uniform(-limit, limit)
                }
            case 3:
                x = Double(generator.between(-1100...1100))
                for _ in 0..<generator.below(3) { x = generator.chance(0.5) ? x.nextUp : x.nextDown }
            default:
                if angleFunctions.contains(function) {
                    // Near a multiple of π/2 (of 90° or 15°), a few ulps away or exactly the nearest double.
                    let k = Double(generator.between(-(1 << 20)...(1 << 20)))
                    switch angle {
                    case .radians: x = (k * 0x1.921fb54442d18p+0) * (generator.chance(0.5) ? 1 : 0x1p+30)
                    case .degrees: x = k * (generator.chance(0.5) ? 90 : 15)
                    case .gradians: x = k * (generator.chance(0.5) ? 100 : 50)
                    }
                    for _ in 0..<generator.below(3) { x = generator.chance(0.5) ? x.nextUp : x.nextDown }
                } else {
                    x = 1 + generator.uniform(-1e-6, 1e-6)
                }
            }
            // asin and acos: most arguments beyond ±1 become 1 − 1/|x| with their sign, next to ±1 at every scale.
            if isInverseSineOrCosine && Swift.abs(x) > 1 && generator.chance(0.9) {
                x = Double(signOf: x, magnitudeOf: 1 - 1 / Swift.abs(x))
            }
            if isOutsideUnit && Swift.abs(x) < 1 && generator.chance(0.9) {
                x = Double(signOf: x, magnitudeOf: 1 / (1 - Swift.abs(x)))
            }
            if function == .asech && generator.chance(0.9) { x = Swift.abs(x) }
            arguments.append(isLogarithm ? Swift.abs(x) : x)
        }
        return arguments
    }

    @Test("every covered function is MPFR's IEEE mode bit for bit on seeded random arguments", arguments: cases)
    func randomArguments(function: UnaryFunction, angle: AngleUnit) {
        var accurate = 0
        let unitSalt: UInt64 =
            switch angle {
            case .radians: 0
            case .degrees: 0x100
            case .gradians: 0x200
            }
        let index = UInt64(Self.functions.firstIndex(of: function) ?? 0) + unitSalt
        let arguments = Self.arguments(for: function, angle: angle, salt: 0xC0_44EC7 &+ index, count: Self.count)
        for x in arguments {
            guard let (got, tookAccuratePath) = CorrectlyRounded.evaluate(function, x, angle: angle) else {
                Issue.record("\(function) is not covered")
                return
            }
            let expected = Self.expected(function, x, angle: angle)
            // Subnormal results always take the accurate path; the rate is measured on the others.
            if tookAccuratePath && expected.isNormal { accurate += 1 }
            #expect(
                sameDouble(got, expected),
                "\(function)(\(describeBits(x))) \(angle): \(describeBits(got)), MPFR \(describeBits(expected)); \(TestEnvironment.replayHint)"
            )
        }
        // The accurate path is for the rare arguments whose rounding the fast path cannot decide (and for
        // the few arguments next to the overflow threshold): well under 1 % of normal results here. Not
        // checked under valgrind, whose emulation of the floating-point instructions makes the fast path
        // decide fewer roundings: with CALC_TEST_SEED=5319335846292069709 cosh took the accurate path for
        // 11 of 1,035 arguments there, every result right, while natively the same seed passes.
        #expect(
            TestEnvironment.isUnderValgrind || accurate * 100 < arguments.count,
            "\(function) \(angle): \(accurate) of \(arguments.count) took the accurate path")
    }

    @Test(
        "x! and Γ(x) are MPFR's IEEE mode bit for bit where Γ is not trivial, and the fast path decides almost all",
        arguments: [UnaryFunction.factorial, .gamma])
    func gammaFastPath(function: UnaryFunction) {
        var generator = TestEnvironment.generator(salt: function == .factorial ? 0xFAC7_0121 : 0x6A33_A121)
        var arguments: [Double] = [
            -1 + 0x1p-52, -1 - 0x1p-52, -0x1p-60, 0x1p-60, 170.6243769563027, 170.62437695630274,
        ]
        // Γ(x) takes the factorial's arguments plus one (so the same regions of Γ), and tiny arguments,
        // where Γ(x) ≈ 1/x − γ.
        let shift: Double = function == .factorial ? 0 : 1
        for _ in 0..<Self.count {
            switch generator.below(4) {
            // The whole range where Γ(x + 1) is a normal number, reflection included.
            case 0: arguments.append(generator.uniform(-172, 171.7))
            // Next to an integer, Γ's poles among them: n ± a few ulps or ± 2^−k.
            case 1:
                let n = Double(generator.between(-189...171))
                var x = n + (generator.chance(0.5) ? 1 : -1) * Foundation.pow(2, -Double(generator.between(1...44)))
                for _ in 0..<generator.below(3) { x = generator.chance(0.5) ? x.nextUp : x.nextDown }
                arguments.append(x)
            // Small arguments: Γ(1 + x) next to 1.
            case 2: arguments.append((generator.chance(0.5) ? 1 : -1) * generator.doubleUniformInExponent(-60...0))
            // Tiny results, x below about −171.6 (a few: they take the 256-bit path).
            default: arguments.append(generator.uniform(generator.chance(0.2) ? -190 : -172, -170))
            }
        }
        arguments = arguments.map { $0 + shift }
        if function == .gamma {
            for _ in 0..<Self.count / 20 {
                let sign: Double = generator.chance(0.5) ? 1 : -1
                arguments.append(sign * generator.doubleUniformInExponent(-1074...(-60)))
            }
        }
        var accurate = 0
        var normal = 0
        for x in arguments {
            guard let (got, tookAccuratePath) = CorrectlyRounded.evaluate(function, x, angle: .radians) else {
                return
            }
            let expected = Self.expected(function, x)
            if expected.isNormal {
                normal += 1
                if tookAccuratePath { accurate += 1 }
            }
            #expect(
                sameDouble(got, expected),
                "\(function) of \(describeBits(x)): \(describeBits(got)), MPFR \(describeBits(expected)); \(TestEnvironment.replayHint)"
            )
        }
        // The fast path's bound (2^−68) leaves about 1 argument in 10,000 to the accurate path: at most 1 in
        // 1,000 is the goal. Plus two, for small samples: CI's 905 normal results met one accurate path
        // with a probability of about 9 %, which failed `accurate * 1000 < normal`; more than two of them
        // has a probability of about 10⁻⁴ there, and at 300,000 arguments the bound is still 1 in 1,000.
        #expect(
            accurate <= normal / 1000 + 2, "\(function): \(accurate) of \(normal) normal results took the accurate path"
        )
    }

    @Test("log_y is MPFR's IEEE mode bit for bit on seeded random operands, exact results included")
    func logarithmToBase() {
        var generator = TestEnvironment.generator(salt: 0x106_B45E)
        let special: [Double] = [0, -0.0, 1, -1, 2, 0.5, 10, .infinity, -.infinity, .nan, .leastNonzeroMagnitude]
        var pairs: [(Double, Double)] = special.flatMap { a in special.map { (a, $0) } }
        // Exact results: powers of the same base (log₂ 8 = 3, log₄ 8 = 1.5, log₁₀ 1000 = 3, log₈ 2 = 1/3).
        for base in [2.0, 3, 4, 8, 10, 16, 0.5, 0.25, 1e3] {
            for power in [1.0, 2, 3, 5, -1, -2, 0.5] {
                pairs.append((Foundation.pow(base, power), base))
                pairs.append((base, Foundation.pow(base, power)))
            }
        }
        var accurate = 0
        for _ in 0..<Self.count {
            let a =
                generator.chance(0.5)
                ? generator.doubleUniformInExponent(-1074...1023) : 1 + generator.uniform(-1e-3, 1e-3)
            let b =
                generator.chance(0.5)
                ? generator.doubleUniformInExponent(-1074...1023) : generator.uniform(0, 20)
            pairs.append((a, b))
        }
        for (a, b) in pairs {
            guard let (got, tookAccuratePath) = CorrectlyRounded.evaluate(.logarithm, a, b) else {
                Issue.record("log_y is not covered")
                return
            }
            if tookAccuratePath { accurate += 1 }
            let expected = Double(
                MPFRBackend.ieeeBinary64.apply(.logarithm, MPFRValue(a, precision: 53), MPFRValue(b, precision: 53)))
            #expect(
                sameDouble(got, expected),
                "log_\(describeBits(b))(\(describeBits(a))): \(describeBits(got)), MPFR \(describeBits(expected)); \(TestEnvironment.replayHint)"
            )
        }
        #expect(accurate * 100 < pairs.count, "log_y: \(accurate) of \(pairs.count) took the accurate path")
    }

    /// The published hard-to-round arguments of Tests/Tables/hard-to-round.txt: (function, argument).
    static func hardToRound() throws -> [(UnaryFunction, Double)] {
        let url = TestEnvironment.repositoryRoot.appendingPathComponent("Tests/Tables/hard-to-round.txt")
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: " ")
            guard fields.count == 2, let function = UnaryFunction(rawValue: String(fields[0])),
                let x = Double(String(fields[1]))
            else { return nil }
            return (function, x)
        }
    }

    @Test("the published hard-to-round arguments are MPFR's IEEE mode bit for bit")
    func hardToRoundArguments() throws {
        let cases = try Self.hardToRound()
        #expect(cases.count > 100)
        for (function, x) in cases {
            // The functions without a list of their own here run on the list of a related function.
            let related: [UnaryFunction: [UnaryFunction]] = [
                .log: [.log, .log2, .log10], .sinh: [.sinh, .cosh, .tanh], .atanh: [.atanh, .asinh, .acosh],
            ]
            let functions = related[function] ?? [function]
            for function in functions {
                for angle in function.usesAngleUnit ? AngleUnit.allCases : [.radians] {
                    let got = CorrectlyRounded.apply(function, to: x, angle: angle)
                    let expected = Self.expected(function, x, angle: angle)
                    #expect(
                        got.map { sameDouble($0, expected) } == true,
                        "\(function)(\(describeBits(x))) in \(angle): \(got.map(describeBits) ?? "nil"), MPFR \(describeBits(expected))"
                    )
                }
            }
        }
    }
}
