import CalcEngine
import Testing

/// The Double backend of a build without MPFR (`Binary64Backend<LibmBinary64>`), run in this build beside
/// the correctly rounded one: every key agrees with it to libm's accuracy (a few units in the last place;
/// the lgamma-based keys to about 10⁻⁹), and gives NaN exactly where it does.
@Suite struct LibmProviderTests {
    let libm = Binary64Backend<LibmBinary64>()
    let correctlyRounded = DoubleBackend()

    static let arguments: [Double] = [0.3, 0.7, 1.5, 2.5, -0.4, 3, 10, 45, 100, -7.25]

    /// Whether `a` (libm) is `b` (correctly rounded) to within `tolerance`, relatively (absolutely near 0).
    static func agree(_ a: Double, _ b: Double, tolerance: Double) -> Bool {
        if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
        if a.isInfinite || b.isInfinite { return a == b }
        return Swift.abs(a - b) <= tolerance * Swift.max(1, Swift.abs(b))
    }

    @Test("every function key agrees with the correctly rounded one", arguments: AngleUnit.allCases)
    func functions(angle: AngleUnit) {
        for function in UnaryFunction.allCases {
            let tolerance = function == .factorial || function == .doubleFactorial ? 1e-9 : 1e-12
            for x in Self.arguments {
                let expected = correctlyRounded.apply(function, to: x, angle: angle)
                let got = libm.apply(function, to: x, angle: angle)
                #expect(
                    Self.agree(got, expected, tolerance: tolerance), "\(function)(\(x)) \(angle): \(got), \(expected)")
            }
        }
    }

    @Test("every operation agrees with the correctly rounded one")
    func operations() {
        let pairs: [(Double, Double)] = [(2.5, 1.5), (7, 3), (12, 18), (-8, 3), (10, 2), (0.5, 4), (9, -2)]
        for operation in BinaryOperation.allCases {
            let tolerance = operation == .combinations || operation == .permutations ? 1e-9 : 1e-12
            for (a, b) in pairs {
                let expected = correctlyRounded.apply(operation, a, b)
                let got = libm.apply(operation, a, b)
                #expect(Self.agree(got, expected, tolerance: tolerance), "\(a) \(operation) \(b): \(got), \(expected)")
            }
        }
    }

    @Test("exactness without MPFR: only error-free checks say exact, and never wrongly")
    func exactness() {
        for x in Self.arguments {
            for function in UnaryFunction.allCases {
                let got = libm.applyReportingExactness(function, to: x, angle: .degrees)
                let expected = correctlyRounded.applyReportingExactness(function, to: x, angle: .degrees)
                if got.isExact { #expect(expected.isExact && got.value == expected.value, "\(function)(\(x))") }
            }
        }
        for text in ["0.1", "1e15", "2.5e3", "123456789012345678", "1e-400"] {
            let got = libm.valueReportingExactness(decimal: text)
            let expected = correctlyRounded.valueReportingExactness(decimal: text)
            #expect(got.value == expected.value, "\(text)")
            if got.isExact { #expect(expected.isExact, "\(text)") }
        }
    }
}
