import CalcEngine
import CalcNumerics
import Testing

/// The rational points of the trigonometric, hyperbolic, exponential and logarithmic keys
/// (`RationalPoints`), checked against the correctly rounded values themselves: an irrational value
/// never rounds to a small fraction at these arguments, so a key is at a rational point exactly where its
/// correctly rounded result is one.
@Suite struct RationalPointsTests {
    static let double = DoubleBackend()
    static let mpfr = try! MPFRBackend(precision: 256)
    static let exact = try! ExactBackend(precision: 256)
    static let trigonometric: [UnaryFunction] = [.sin, .cos, .tan, .sec, .csc, .cot]
    static let inverse: [UnaryFunction] = [.asin, .acos, .atan, .asec, .acsc, .acot]
    static let smallValues: Set<Double> = [0, 0.5, -0.5, 1, -1, 2, -2]

    /// Every whole degree in two turns either way and every tenth of a gradian-turn: the table has an
    /// entry exactly where the correctly rounded result is 0, ±1/2, ±1 or ±2.
    @Test(arguments: trigonometric)
    func trigonometricTablesMatchTheRoundedValues(_ function: UnaryFunction) {
        for unit in [AngleUnit.degrees, .gradians] {
            for n in -800...800 {
                let x = Double(n)
                let rounded = Self.double.apply(function, to: x, angle: unit)
                let expected = rounded.isFinite && Self.smallValues.contains(rounded)
                let reported = Self.double.applyReportingExactness(function, to: x, angle: unit)
                #expect(reported.isExact == expected, "\(function)(\(n)) in \(unit): \(rounded)")
                #expect(reported.value.bitPattern == rounded.bitPattern)
                let m = Self.mpfr.applyReportingExactness(function, to: Self.mpfr.value(n), angle: unit)
                #expect(m.isExact == expected, "MPFR \(function)(\(n)) in \(unit)")
                let e = Self.exact.applyReportingExactness(function, to: Self.exact.value(n), angle: unit)
                #expect(e.isExact == expected, "exact \(function)(\(n)) in \(unit)")
            }
        }
    }

    /// The inverse keys at every quarter in [−3, 3]: exact where the angle is a whole number of degrees (or
    /// of gradians); in radians only where it is 0.
    @Test(arguments: inverse)
    func inverseTablesMatchTheRoundedValues(_ function: UnaryFunction) {
        for unit in [AngleUnit.degrees, .gradians, .radians] {
            for k in -12...12 {
                let x = Double(k) / 4
                let rounded = Self.double.apply(function, to: x, angle: unit)
                let expected = rounded.isFinite && rounded.rounded() == rounded
                let reported = Self.double.applyReportingExactness(function, to: x, angle: unit)
                #expect(reported.isExact == expected, "\(function)(\(x)) in \(unit): \(rounded)")
                let m = Self.mpfr.applyReportingExactness(function, to: Self.mpfr.value(decimal: "\(x)"), angle: unit)
                #expect(m.isExact == expected, "MPFR \(function)(\(x)) in \(unit)")
            }
        }
    }

    /// A degree whose table value exists is exact only when the argument is: x inexact is the caller's
    /// business, but x not an integer is never a rational point.
    @Test func nonIntegerAnglesAreNeverRationalPoints() {
        for x in [29.5, 30.000000000000004, 1e-300, 89.99999999999999] {
            #expect(!Self.double.applyReportingExactness(.sin, to: x, angle: .degrees).isExact, "\(x)")
        }
    }

    /// log₁₀ and log₂ are exact at the powers of their base that the backend holds exactly.
    @Test func logarithmsOfPowers() {
        for k in 0...22 {
            let power = Self.double.value(decimal: "1e\(k)")
            #expect(Self.double.applyReportingExactness(.log10, to: power, angle: .degrees).isExact, "10^\(k)")
        }
        for k in -1074...1023 {
            let power = Double(sign: .plus, exponent: k, significand: 1)
            let reported = Self.double.applyReportingExactness(.log2, to: power, angle: .degrees)
            #expect(reported.isExact && reported.value == Double(k), "2^\(k)")
        }
        // The exact backend: the powers its 100,000 bits hold (2^99999, 10^30102), not one bit more.
        let exact = Self.exact
        for (base, k, isExact) in [(2, 30_103, true), (2, 99_999, true), (2, 100_000, false), (10, 30_102, true)] {
            let power = exact.apply(.power, exact.value(base), exact.value(k))
            let reported = exact.applyReportingExactness(base == 2 ? .log2 : .log10, to: power, angle: .degrees)
            #expect(reported.isExact == isExact, "log of \(base)^\(k)")
        }
        for x in [3.0, 0.1, 1e23, 1023, 1025] {
            #expect(!Self.double.applyReportingExactness(.log10, to: x, angle: .degrees).isExact, "\(x)")
            #expect(!Self.double.applyReportingExactness(.log2, to: x, angle: .degrees).isExact, "\(x)")
        }
    }
}
