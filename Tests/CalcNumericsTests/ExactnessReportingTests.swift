import CalcEngine
import CalcTestSupport
import Testing

/// Whether an operation rounded: the `…ReportingExactness` operations of each backend, the snapping
/// helpers, and `digitsShowValue`.
@Suite struct ExactnessReportingTests {
    static let double = DoubleBackend()
    static let ieee = MPFRBackend.ieeeBinary64
    static let mpfr = try! MPFRBackend(precision: 256)
    static let exact = try! ExactBackend(precision: 256)

    /// A Double's shortest text read at the backend's precision (exactly the Double in IEEE mode).
    static func m(_ backend: MPFRBackend, _ x: Double) -> MPFRValue { backend.value(decimal: "\(x)") }

    @Test func typedDecimals() {
        let binary64: [(String, Bool)] = [
            ("0.5", true), ("3", true), ("1000000000000000", true), ("-0.375", true), ("1e17", true),
            ("1e22", true), ("0.1", false), ("0.3", false), ("1e23", false), ("123456789012345678", false),
            ("1e-400", false), ("0", true), ("-0", true), ("12.125", true), ("0.50", true), ("1.10", false),
            ("0.", true), ("0.000000000000012", false), ("999999999999999", true), ("0.000030517578125", true),
            ("9007199254740993", false),
        ]
        for (text, isExact) in binary64 {
            #expect(Self.double.valueReportingExactness(decimal: text).isExact == isExact, "double \(text)")
            #expect(Self.ieee.valueReportingExactness(decimal: text).isExact == isExact, "ieee \(text)")
            #expect(Self.double.valueReportingExactness(decimal: text).value == Self.double.value(decimal: text))
        }
        // 10²³ needs 54 bits; 256 bits hold it. 0.1 is never a binary fraction; the exact backend holds it.
        #expect(Self.mpfr.valueReportingExactness(decimal: "1e23").isExact)
        #expect(!Self.mpfr.valueReportingExactness(decimal: "0.1").isExact)
        #expect(Self.exact.valueReportingExactness(decimal: "0.1").isExact)
    }

    /// Decimal text read from its UTF-8 bytes (a typed entry's form) gives what the same text read as a
    /// String gives, value and exactness, on Double (which reads short decimals in place) and on the
    /// backends that read the String.
    @Test func bytesReadAsTheText() {
        let texts = [
            "0.5", "3", "-0", "0", "0.", "-12.125", "0.1", "999999999999999", "1234567890123456", "9007199254740993",
            "1e23", "1e-400", "1.5e308", "2e308", "-0.000000000000012", "00012.50", "123456789012345678901234567890",
        ]
        func fromBytes<Backend: NumericBackend>(_ backend: Backend, _ text: String) -> (Backend.Value, Bool) {
            var text = text
            return text.withUTF8 { backend.valueReportingExactness(decimalUTF8: $0) }
        }
        for text in texts {
            let double = fromBytes(Self.double, text)
            let doubleText = Self.double.valueReportingExactness(decimal: text)
            #expect(double.0.bitPattern == doubleText.value.bitPattern && double.1 == doubleText.isExact, "\(text)")
            for backend in [Self.ieee, Self.mpfr] {
                let read = fromBytes(backend, text)
                let readText = backend.valueReportingExactness(decimal: text)
                #expect(backend.isEqual(read.0, readText.value) && read.1 == readText.isExact, "\(text)")
            }
            let exact = fromBytes(Self.exact, text)
            let exactText = Self.exact.valueReportingExactness(decimal: text)
            #expect(exact.1 == exactText.isExact, "exact \(text)")
        }
    }

    @Test func binaryOperations() {
        let cases: [(BinaryOperation, Double, Double, binary64: Bool, at256: Bool)] = [
            (.add, 1e15, 1, true, true), (.add, 1e17, 1, false, true), (.subtract, 0.5, 0.25, true, true),
            (.multiply, 3, 0.5, true, true), (.multiply, 0x1p30 + 1, 0x1p30 + 1, false, true),
            (.divide, 1, 4, true, true), (.divide, 1, 3, false, false), (.power, 2, 10, true, true),
            (.power, 3, 40, false, true), (.power, 2, 0.5, false, false), (.root, 27, 3, true, true),
            (.root, 2, 2, false, false), (.root, 9, 0.5, true, true), (.scaleByPowerOfTen, 0.5, 1, true, true),
            (.scaleByPowerOfTen, 3, -1, false, false), (.scaleByPowerOfTen, 1, 22, true, true),
            (.scaleByPowerOfTen, 1, 23, false, true),
        ]
        for (op, a, b, binary64, at256) in cases {
            let onDouble = Self.double.applyReportingExactness(op, a, b)
            #expect(onDouble.isExact == binary64, "double \(a) \(op) \(b)")
            #expect(onDouble.value == Self.double.apply(op, a, b), "double \(a) \(op) \(b)")
            let onIEEE = Self.ieee.applyReportingExactness(op, Self.m(Self.ieee, a), Self.m(Self.ieee, b))
            #expect(onIEEE.isExact == binary64, "ieee \(a) \(op) \(b)")
            let onMPFR = Self.mpfr.applyReportingExactness(op, Self.m(Self.mpfr, a), Self.m(Self.mpfr, b))
            #expect(onMPFR.isExact == at256, "mpfr \(a) \(op) \(b)")
        }
    }

    @Test func functions() {
        let cases: [(UnaryFunction, Double, binary64: Bool, at256: Bool)] = [
            (.squareRoot, 2.25, true, true), (.squareRoot, 2, false, false), (.square, 1.5, true, true),
            (.square, 0x1p30 + 1, false, true), (.cube, 1.5, true, true), (.cubeRoot, 3.375, true, true),
            (.cubeRoot, 2, false, false), (.reciprocal, 8, true, true), (.reciprocal, 3, false, false),
            (.exp2, 10, true, true), (.exp2, 0.5, false, false), (.exp10, 3, true, true), (.exp10, -1, false, false),
            (.exp10, 23, false, true), (.factorial, 20, true, true), (.factorial, 25, false, true),
            (.factorial, 0.5, false, false),
            // Keys outside the table are exact only at their rational points (RationalPointsTests).
            (.log10, 1000, true, true), (.exp, 0, true, true), (.sin, 0, true, true), (.log10, 2, false, false),
            (.exp, 1, false, false), (.sin, 1, false, false),
        ]
        for (f, x, binary64, at256) in cases {
            #expect(
                Self.double.applyReportingExactness(f, to: x, angle: .degrees).isExact == binary64, "double \(f) \(x)")
            #expect(
                Self.ieee.applyReportingExactness(f, to: Self.m(Self.ieee, x), angle: .degrees).isExact == binary64,
                "ieee \(f) \(x)")
            #expect(
                Self.mpfr.applyReportingExactness(f, to: Self.m(Self.mpfr, x), angle: .degrees).isExact == at256,
                "mpfr \(f) \(x)")
        }
        // The exact backend knows its rationals, whatever the key: log₁₀ 1000 = 3.
        #expect(Self.exact.applyReportingExactness(.log10, to: Self.exact.value(1000), angle: .degrees).isExact)
        #expect(!Self.exact.applyReportingExactness(.log10, to: Self.exact.value(7), angle: .degrees).isExact)
    }

    /// Double's error-free checks and MPFR's ternary value agree on random operations, and so do the values.
    @Test func doubleAgreesWithIEEEMode() {
        var random = TestEnvironment.generator(salt: 0xE7AC_7E55)
        let seed = TestEnvironment.replayHint
        let pool: [Double] = [0, 1, -1, 2, 3, 0.5, 0.1, 0.25, 1e15, 1e17, 1e-300, 0x1p-1070, 0x1p-1022, 7, 1e308, 1.5]
        func operand() -> Double {
            let base = pool[Int(random.next() % UInt64(pool.count))]
            return random.next() % 3 == 0 ? base * Double(Int(random.next() % 1000) - 500) : base
        }
        for _ in 0..<(TestEnvironment.isReduced ? 2_000 : 20_000) {
            let a = operand()
            let b = operand()
            guard a.isFinite && b.isFinite else { continue }  // 1e308 × 500: no calculator value
            for op in BinaryOperation.allCases {
                let onDouble = Self.double.applyReportingExactness(op, a, b)
                let onIEEE = Self.ieee.applyReportingExactness(op, Self.m(Self.ieee, a), Self.m(Self.ieee, b))
                guard onDouble.value.isFinite else { continue }
                #expect(onDouble.isExact == onIEEE.isExact, "\(seed): \(a) \(op) \(b)")
                if onDouble.isExact { #expect(onDouble.value == Double(onIEEE.value), "\(seed): \(a) \(op) \(b)") }
            }
        }
    }

    @Test func singularPoints() {
        let d = Self.double
        #expect(d.singularPoint(near: 4.999999999999999, in: .integers, angle: .degrees) == 5)
        #expect(d.singularPoint(near: -0.9999999999999999, in: .integers, angle: .degrees) == -1)
        #expect(d.singularPoint(near: 4.9, in: .integers, angle: .degrees) == nil)
        #expect(d.singularPoint(near: 5, in: .integers, angle: .degrees) == 5)  // already there: itself
        #expect(d.singularPoint(near: 1, in: .unitMagnitudes, angle: .degrees) == 1)
        #expect(d.singularPoint(near: 0, in: .integers, angle: .degrees) == nil)
        #expect(d.singularPoint(near: 1e-20, in: .integers, angle: .degrees) == nil)  // 0 never attracts
        #expect(d.singularPoint(near: 1.0000000000000004, in: .unitMagnitudes, angle: .degrees) == 1)
        #expect(d.singularPoint(near: -1.0000000000000004, in: .unitMagnitudes, angle: .degrees) == -1)
        #expect(d.singularPoint(near: 0.9999999999999998, in: .one, angle: .degrees) == 1)
        #expect(d.singularPoint(near: 90.00000000000001, in: .oddMultiplesOfRightAngle, angle: .degrees) == 90)
        #expect(d.singularPoint(near: 180.00000000000003, in: .oddMultiplesOfRightAngle, angle: .degrees) == nil)
        #expect(d.singularPoint(near: Double.pi / 2, in: .oddMultiplesOfRightAngle, angle: .radians) != nil)
        #expect(d.singularPoint(near: -3 * Double.pi / 2, in: .oddMultiplesOfRightAngle, angle: .radians) != nil)
        #expect(d.singularPoint(near: 1.5, in: .oddMultiplesOfRightAngle, angle: .radians) == nil)
        #expect(SingularPoints.oddMultiplesOfRightAngle.isPole && !SingularPoints.integers.isPole)
        // round's points: the odd multiples of 1/2 (0.29 × 50 and 0.57 × 50 on Double), not the integers.
        #expect(d.singularPoint(near: 0.29 * 50, in: .halfIntegers, angle: .degrees) == 14.5)
        #expect(d.singularPoint(near: -(0.57 * 50), in: .halfIntegers, angle: .degrees) == -28.5)
        #expect(d.singularPoint(near: 2.0000000000000004, in: .halfIntegers, angle: .degrees) == nil)
        #expect(d.singularPoint(near: 14.4, in: .halfIntegers, angle: .degrees) == nil)
        #expect(d.singularPoint(near: 1e-20, in: .halfIntegers, angle: .degrees) == nil)
        #expect(d.isOnlyPoint(14.5, in: .halfIntegers) && !d.isOnlyPoint(0x1p60 + 0.5, in: .halfIntegers))
        #expect(!SingularPoints.halfIntegers.isPole)
        // The poles of cot and csc besides 0 (no key uses them yet).
        #expect(d.singularPoint(near: 180.00000000000003, in: .multiplesOfStraightAngle, angle: .degrees) == 180)
        #expect(d.singularPoint(near: -360.0000000000001, in: .multiplesOfStraightAngle, angle: .degrees) == -360)
        #expect(d.singularPoint(near: 90.00000000000001, in: .multiplesOfStraightAngle, angle: .degrees) == nil)
        #expect(d.singularPoint(near: 1e-20, in: .multiplesOfStraightAngle, angle: .degrees) == nil)
        #expect(d.singularPoint(near: 2 * Double.pi, in: .multiplesOfStraightAngle, angle: .radians) != nil)
        #expect(SingularPoints.multiplesOfStraightAngle.isPole)
    }

    @Test func digitsShowTheValue() {
        #expect(Self.double.digitsShowValue(0.25, significantDigits: 15))
        #expect(Self.double.digitsShowValue(-1e15, significantDigits: 1))
        #expect(!Self.double.digitsShowValue(0.1, significantDigits: 15))  // 0.1000000000000000055…
        #expect(!Self.double.digitsShowValue(0x1p-30, significantDigits: 15))  // 9.31322574615478515625e-10
        #expect(Self.double.digitsShowValue(0x1p-30, significantDigits: 21))
        #expect(Self.double.digitsShowValue(0, significantDigits: 3))
        #expect(Self.mpfr.digitsShowValue(Self.mpfr.value(decimal: "0.125"), significantDigits: 3))
        #expect(!Self.mpfr.digitsShowValue(Self.mpfr.value(decimal: "0.125"), significantDigits: 2))
    }
}
