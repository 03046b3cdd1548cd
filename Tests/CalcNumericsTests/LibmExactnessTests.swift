import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// The Double backend without MPFR (`Binary64Backend<LibmBinary64>`) decides which results are exact as
/// the MPFR build's does (MPFR's ternary values): for typed decimals, for every function and operation
/// that keeps exactness, on special values and seeded random ones. A difference would make the two
/// builds show different digits where exactness matters (snapping onto a singular point, the
/// cancellation rule, fractions): `deg 115 pow2 csc =` was `Error` without MPFR, 1.269… with it.
@Suite struct LibmExactnessTests {
    let libm = Binary64Backend<LibmBinary64>()
    let reference = DoubleBackend()

    /// Integers, powers of two and ten, cubes and squares, halves, the range's edges, and seeded random
    /// values (small integers, small dyadic fractions, anything).
    static let values: [Double] = {
        var values: [Double] = [
            0, -0.0, 1, -1, 2, -2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16, 22, 23, 24, 27, -27, 30, 64, 81, 100, 125, 170,
            1000, 1024, 262_143, 0.5, 0.25, 0.125, 1.5, 2.5, -0.5, 0.1, 1e22, 1e23, 1e300, 0x1p-1074, 0x1p-1022,
            0x1p1023, 0x1p-1060, 0x1p53, 0x1p53 + 2, 0x1p60, 3 * 0x1p-1070, 1.0.nextUp, 0x1p-500, 3 * 0x1p-520,
            -0x1p-1023,
        ]
        var generator = TestEnvironment.generator(salt: 0xE4AC7)
        for _ in 0..<40 {
            values.append(Double(generator.between(-60...60)))
            values.append(Double(generator.between(-4_000...4_000)) / 64)
            values.append(generator.doubleUniformInExponent(-1074...1023) * (generator.chance(0.5) ? 1 : -1))
        }
        return values
    }()

    @Test("every function that keeps exactness reports it as MPFR does")
    func functions() {
        for function in UnaryFunction.allCases where function.keepsExactness {
            for x in Self.values {
                let got = libm.applyReportingExactness(function, to: x, angle: .radians)
                let expected = reference.applyReportingExactness(function, to: x, angle: .radians)
                #expect(sameDouble(got.value, expected.value), "\(function)(\(describeBits(x))): value")
                #expect(got.isExact == expected.isExact, "\(function)(\(describeBits(x))): exact \(got.isExact)")
            }
        }
    }

    @Test("every operation that keeps exactness reports it as MPFR does")
    func operations() {
        let operations = BinaryOperation.allCases.filter(\.keepsExactness)
        let values = Array(Self.values.prefix(60))
        for operation in operations {
            for a in values {
                for b in values {
                    let got = libm.applyReportingExactness(operation, a, b)
                    let expected = reference.applyReportingExactness(operation, a, b)
                    let pair = "\(operation)(\(describeBits(a)), \(describeBits(b)))"
                    #expect(sameDouble(got.value, expected.value), "\(pair): value")
                    #expect(got.isExact == expected.isExact, "\(pair): exact \(got.isExact)")
                }
            }
        }
    }

    @Test("typed decimals are exact exactly when MPFR says so, long and tiny ones included")
    func decimals() {
        var texts = [
            "0.1", "0.5", "1e22", "1e23", "123456789012345678", "9007199254740993", "9007199254740992",
            "4.9406564584124654e-324", "41538374868278621028243970633760768", "0.000000000000000000000000000001",
            "1.5e-300", "2e-1074", "100000000000000000000000000000000000000000000000000", "-2.5", "0", "0.0e5",
            "0e-999999", "000.000", "-0", ".5", "5.", "1e-400",
            "1" + String(repeating: "0", count: 200_000) + "e-200000", "1." + String(repeating: "0", count: 150_000),
            "1" + String(repeating: "3", count: 800),
        ]
        var generator = TestEnvironment.generator(salt: 0xDEC1)
        for _ in 0..<300 {
            let x = generator.doubleUniformInExponent(-1074...1023)
            // The exact decimal expansion of a double (glibc prints every digit), and a shortened one.
            texts.append(String(format: "%.800g", x))
            texts.append(String(format: "%.17g", x))
            texts.append(String(format: "%.20g", Double(generator.between(1...1_000_000)) * 0x1p70))
        }
        for text in texts {
            let got = libm.valueReportingExactness(decimal: text)
            let expected = reference.valueReportingExactness(decimal: text)
            #expect(sameDouble(got.value, expected.value), "\(text): value")
            #expect(got.isExact == expected.isExact, "\(text): exact \(got.isExact)")
        }
    }
}
