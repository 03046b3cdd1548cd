import CMPFR
import CalcEngine
import CalcTestSupport
import Testing

@testable import CalcMPFR
@testable import CalcNumerics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Soundness of the interval arithmetic behind correct digits: for random intervals X (and Y) at low
/// precision and random points x in X (y in Y), the exact f(x) (bounded by MPFR rounding down and up at
/// 256 bits) lies inside the enclosure computed for f(X). For every function of the calculator,
/// monotone or not (sin, cos, tan, x², cosh, Γ, powers), in radians and degrees.
@Suite("Interval enclosures contain the exact results")
struct MPFREnclosureTests {
    static let coarse = MPFREnclosureArithmetic(precision: 24)
    static let fine = MPFREnclosureArithmetic(precision: 256)

    /// A random interval: a point, or an interval of random relative width, around a value of random
    /// sign and magnitude (10^−3 … 10^3, or small integers).
    static func randomInterval(_ random: inout SplitMix64) -> MPFREnclosure {
        let center: Double
        if Int.random(in: 0..<4, using: &random) == 0 {
            center = Double(Int.random(in: -12...12, using: &random))
        } else {
            let magnitude = Double.random(in: -3...3, using: &random)
            center = (Bool.random(using: &random) ? -1 : 1) * pow(10, magnitude)
        }
        let low = MPFRValue(decimal: "\(center)", precision: 53)!
        let kind = Int.random(in: 0..<4, using: &random)
        if kind == 0 { return MPFREnclosure(lower: low, upper: low) }
        let relative = [0x1p-40, 0x1p-12, 0.3][kind - 1] * Double.random(in: 0...1, using: &random)
        let width = Swift.max(abs(center) * relative, 0x1p-60)
        let high = MPFRValue(decimal: "\(center + width)", precision: 53)!
        return high < low ? MPFREnclosure(lower: high, upper: low) : MPFREnclosure(lower: low, upper: high)
    }

    /// A point of X: lower + t·(upper − lower) at 256 bits, kept inside.
    static func randomPoint(in x: MPFREnclosure, _ random: inout SplitMix64) -> MPFREnclosure {
        if x.isPoint { return x }
        let t = MPFRValue(decimal: "\(Double.random(in: 0...1, using: &random))", precision: 53)!
        let point = x.lower + (x.upper - x.lower) * t
        let inside = MPFRValue.minimum(MPFRValue.maximum(point, x.lower), x.upper)
        return MPFREnclosure(lower: inside, upper: inside)
    }

    /// Whether the exact value, enclosed by `exact` (256 bits, rounded down and up), lies in `claim`.
    static func contains(_ claim: MPFREnclosure, _ exact: MPFREnclosure) -> Bool {
        !(exact.lower < claim.lower) && !(claim.upper < exact.upper)
    }

    static let functions: [(UnaryFunction, AngleUnit)] =
        // n!! has enclosures at integer points only (doubleFactorialAtPoints checks it); the complex keys
        // have none (the verified backends refuse complex values).
        UnaryFunction.allCases.filter { $0 != .doubleFactorial && !$0.isComplexKey }.map { ($0, .radians) }
        + [.sin, .cos, .tan, .asin, .acos, .atan].map { ($0, .degrees) }

    @Test("unary functions", arguments: functions)
    func unary(_ function: UnaryFunction, _ angle: AngleUnit) {
        let salt = UInt64(UnaryFunction.allCases.firstIndex(of: function)!) << 1 | (angle == .degrees ? 1 : 0)
        var random = SplitMix64(seed: TestEnvironment.seed ^ salt)
        var checked = 0
        var intervals = 0
        for _ in 0..<TestEnvironment.iterations(300) {
            let x = Self.randomInterval(&random)
            guard let claim = Self.coarse.apply(function, to: x, angle: angle) else { continue }
            if !x.isPoint { intervals += 1 }
            for _ in 0..<6 {
                let point = Self.randomPoint(in: x, &random)
                guard let exact = Self.fine.apply(function, to: point, angle: angle) else {
                    Issue.record(
                        "\(function) \(angle): enclosure \(claim.lower)…\(claim.upper) for [\(x.lower), \(x.upper)], but undefined at \(point.lower); seed \(TestEnvironment.seed)"
                    )
                    continue
                }
                checked += 1
                #expect(
                    Self.contains(claim, exact),
                    "\(function) \(angle) over [\(x.lower), \(x.upper)]: \(exact.lower) outside [\(claim.lower), \(claim.upper)]; seed \(TestEnvironment.seed)"
                )
            }
        }
        // Every function was checked on intervals of positive width, not only at points.
        #expect(
            intervals >= TestEnvironment.iterations(10) && checked >= TestEnvironment.iterations(100),
            "\(function): \(intervals) intervals, \(checked) points; seed \(TestEnvironment.seed)")
    }

    static let operations: [BinaryOperation] = [
        .add, .subtract, .multiply, .divide, .power, .root, .scaleByPowerOfTen, .logarithm, .minimum, .maximum, .hypot,
    ]

    static func apply(
        _ operation: BinaryOperation, _ arithmetic: MPFREnclosureArithmetic, _ a: MPFREnclosure, _ b: MPFREnclosure
    ) -> MPFREnclosure? {
        switch operation {
        case .add: arithmetic.sum(a, b)
        case .subtract: arithmetic.difference(a, b)
        case .multiply: arithmetic.product(a, b)
        case .divide: arithmetic.quotient(a, b)
        case .power: arithmetic.power(a, b)
        case .reversedPower: arithmetic.power(b, a)
        case .root: arithmetic.root(a, b)
        case .scaleByPowerOfTen: arithmetic.scaled(a, byPowerOfTen: b)
        case .modulo: arithmetic.modulo(a, b)
        case .combinations, .permutations: arithmetic.combinatorics(operation, a, b)
        case .logarithm: arithmetic.logarithm(a, b)
        case .minimum, .maximum, .gcd, .lcm, .hypot: arithmetic.apply(operation, a, b)
        case .and, .or, .xor, .nand, .nor, .xnor, .shiftLeft, .shiftRightArithmetic, .shiftRightLogical, .polar,
            .modularPower:
            nil
        }
    }

    @Test("operations of two arguments", arguments: operations)
    func binary(_ operation: BinaryOperation) {
        var random = SplitMix64(
            seed: TestEnvironment.seed ^ 0xB1_7A47 ^ UInt64(BinaryOperation.allCases.firstIndex(of: operation)!))
        var checked = 0
        for _ in 0..<TestEnvironment.iterations(400) {
            let a = Self.randomInterval(&random)
            var b = Self.randomInterval(&random)
            if [.power, .root, .scaleByPowerOfTen].contains(operation), Bool.random(using: &random) {
                let n = MPFRValue(Int.random(in: -6...6, using: &random), precision: 53)
                b = MPFREnclosure(lower: n, upper: n)
            }
            guard let claim = Self.apply(operation, Self.coarse, a, b) else { continue }
            for _ in 0..<4 {
                let x = Self.randomPoint(in: a, &random)
                let y = Self.randomPoint(in: b, &random)
                guard let exact = Self.apply(operation, Self.fine, x, y) else {
                    Issue.record(
                        "\(operation): enclosure for [\(a.lower), \(a.upper)], [\(b.lower), \(b.upper)], but undefined at \(x.lower), \(y.lower); seed \(TestEnvironment.seed)"
                    )
                    continue
                }
                checked += 1
                #expect(
                    Self.contains(claim, exact),
                    "\(operation) of [\(a.lower), \(a.upper)] and [\(b.lower), \(b.upper)] at \(x.lower), \(y.lower): \(exact.lower) outside [\(claim.lower), \(claim.upper)]; seed \(TestEnvironment.seed)"
                )
            }
        }
        #expect(
            checked >= TestEnvironment.iterations(200), "\(operation): \(checked) points; seed \(TestEnvironment.seed)")
    }

    /// n!! at integer points is enclosed (exactly, as an integer), and has no enclosure elsewhere.
    @Test func doubleFactorialAtPoints() {
        for (n, expected) in [(-1, "1"), (0, "1"), (5, "15"), (8, "384"), (20, "3715891200")] {
            let x = MPFREnclosure(lower: MPFRValue(n, precision: 53), upper: MPFRValue(n, precision: 53))
            let claim = Self.coarse.apply(.doubleFactorial, to: x, angle: .radians)
            #expect(claim?.lower == MPFRValue(decimal: expected, precision: 64), "\(n)!!")
        }
        let half = MPFRValue(decimal: "2.5", precision: 53)!
        #expect(
            Self.coarse.apply(.doubleFactorial, to: MPFREnclosure(lower: half, upper: half), angle: .radians) == nil)
    }

    /// x! on intervals that hold Γ's minimum (x + 1 = 1.4616…, where the enclosure subtracts w²/2 from
    /// the smaller end) and between negative poles (reflection), checked at random points and at the
    /// minimum itself.
    @Test func factorialAroundItsMinimumAndBetweenNegativePoles() {
        var random = SplitMix64(seed: TestEnvironment.seed ^ 0x6A_33A)
        let minimum = 0.4616321449683623  // x of the minimum of x!, to double precision
        var checked = 0
        for index in 0..<TestEnvironment.iterations(600) {
            let width = [0x1p-20, 0x1p-8, 0x1p-5][index % 3] * Double.random(in: 0.5...1, using: &random)
            let lower =
                index % 2 == 0
                ? minimum - width * Double.random(in: 0.05...0.95, using: &random)
                : -Double.random(in: 1.01...7.9, using: &random)
            let x = MPFREnclosure(
                lower: MPFRValue(decimal: "\(lower)", precision: 53)!,
                upper: MPFRValue(decimal: "\(lower + width)", precision: 53)!)
            guard let claim = Self.coarse.apply(.factorial, to: x, angle: .radians) else { continue }
            var points = (0..<4).map { _ in Self.randomPoint(in: x, &random) }
            if index % 2 == 0 { points.append(Self.fine.decimal("\(minimum)")!) }
            for point in points {
                guard let exact = Self.fine.apply(.factorial, to: point, angle: .radians) else { continue }
                checked += 1
                #expect(
                    Self.contains(claim, exact),
                    "x! over [\(x.lower), \(x.upper)] at \(point.lower): \(exact.lower) outside [\(claim.lower), \(claim.upper)]; seed \(TestEnvironment.seed)"
                )
            }
        }
        #expect(checked > TestEnvironment.iterations(2000), "\(checked)")
    }

    // MARK: Edges

    static func point(_ text: String) -> MPFREnclosure { Self.coarse.decimal(text)! }

    @Test func divisionByAnIntervalAroundZeroHasNoEnclosure() {
        let around = MPFREnclosure(lower: MPFRValue(-1, precision: 24), upper: MPFRValue(1, precision: 24))
        #expect(Self.coarse.quotient(Self.point("1"), around) == nil)
        #expect(Self.coarse.apply(.reciprocal, to: around, angle: .radians) == nil)
        #expect(Self.coarse.power(around, Self.point("-2")) == nil)
    }

    @Test func tanAcrossAPoleHasNoEnclosure() {
        let aroundRightAngle = MPFREnclosure(lower: MPFRValue(89, precision: 24), upper: MPFRValue(91, precision: 24))
        #expect(Self.coarse.apply(.tan, to: aroundRightAngle, angle: .degrees) == nil)
        let aroundHalfPi = MPFREnclosure(
            lower: MPFRValue(decimal: "1.5", precision: 24)!, upper: MPFRValue(decimal: "1.6", precision: 24)!)
        #expect(Self.coarse.apply(.tan, to: aroundHalfPi, angle: .radians) == nil)
    }

    @Test func squareOfAnIntervalAroundZeroStartsAtZero() throws {
        let around = MPFREnclosure(lower: MPFRValue(-2, precision: 24), upper: MPFRValue(3, precision: 24))
        let square = try #require(Self.coarse.apply(.square, to: around, angle: .radians))
        #expect(square.lower.isZero && square.upper == MPFRValue(9, precision: 24))
    }

    @Test func typedDecimalsAreRoundedOutwards() {
        let tenth = Self.point("0.1")
        #expect(tenth.lower < tenth.upper)
        #expect(Self.point("0.5").isPoint)
        #expect(Self.coarse.decimal("1..2") == nil)
    }
}
