import CMPFR
import CalcEngine
import CalcTestSupport
import Testing

/// `MPFRVariable` and `MPFRScope`: the noncopyable in-place API gives exactly what the value API gives,
/// a scope sets the exponent range once and puts the thread's own range back, and an IEEE scope rounds
/// 53-bit variables like binary64 (the bit-for-bit comparison with `Double` is in the IEEE emulation
/// property test).
@Suite("MPFRVariable")
struct MPFRVariableTests {
    enum Operation: String, CaseIterable, Sendable {
        case assignSum, assignDifference, assignProduct, assignQuotient, assignSquareRoot
        case formSum, formDifference, formProduct, formQuotient, formSquareRoot, negate

        /// The value API's result for operands a and b at `backend`'s precision.
        func expected(_ a: MPFRValue, _ b: MPFRValue, _ backend: MPFRBackend) -> MPFRValue {
            switch self {
            case .assignSum, .formSum: backend.sum(a, b)
            case .assignDifference, .formDifference: backend.difference(a, b)
            case .assignProduct, .formProduct: backend.product(a, b)
            case .assignQuotient, .formQuotient: backend.quotient(a, b)
            case .assignSquareRoot, .formSquareRoot: backend.apply(.squareRoot, to: a, angle: .radians)
            case .negate: backend.negation(a)
            }
        }

        /// The same through variables: `x` starts as a (or as garbage for assign…).
        func viaVariables(_ a: MPFRValue, _ b: MPFRValue, _ backend: MPFRBackend) -> MPFRValue {
            let first = MPFRVariable(a)
            let second = MPFRVariable(b)
            var x = MPFRVariable(a)
            if rawValue.hasPrefix("assign") { x.set(MPFRValue(12345, precision: 2)) }  // the old value is ignored
            MPFRScope.run(like: backend) { scope in
                switch self {
                case .assignSum: x.assignSum(first, second, in: scope)
                case .assignDifference: x.assignDifference(first, second, in: scope)
                case .assignProduct: x.assignProduct(first, second, in: scope)
                case .assignQuotient: x.assignQuotient(first, second, in: scope)
                case .assignSquareRoot: x.assignSquareRoot(first, in: scope)
                case .formSum: x.formSum(second, in: scope)
                case .formDifference: x.formDifference(second, in: scope)
                case .formProduct: x.formProduct(second, in: scope)
                case .formQuotient: x.formQuotient(second, in: scope)
                case .formSquareRoot: x.formSquareRoot(in: scope)
                case .negate: x.negate()
                }
            }
            return x.value
        }
    }

    @Test(
        "variables compute what the value API computes, on seeded random and special operands",
        arguments: Operation.allCases)
    func equalsValueAPI(_ operation: Operation) throws {
        let seed = TestEnvironment.seed
        var generator = TestEnvironment.generator(salt: 0x7A81_AB1E)
        for backend in [
            MPFRBackend.ieeeBinary64, try MPFRBackend(precision: 53), try MPFRBackend(precision: 200),
            try MPFRBackend(precision: 1024),
        ] {
            let specials = ["0", "-0", "1", "-2.5", "1e999999999999", "nan"].map { backend.value(decimal: $0) }
            for index in 0..<(TestEnvironment.isUnderValgrind ? 40 : 300) {
                let a = index < 36 ? specials[index % 6] : MPFRValueTests.randomValue(backend, using: &generator)
                let b = index < 36 ? specials[index / 6] : MPFRValueTests.randomValue(backend, using: &generator)
                let expected = operation.expected(a, b, backend)
                let actual = operation.viaVariables(a, b, backend)
                #expect(
                    MPFRValueTests.same(actual, expected),
                    "seed \(seed): \(backend.name) \(backend.precision): \(operation) of \(a) and \(b): \(actual), value API \(expected)"
                )
            }
        }
    }

    @Test("an IEEE scope rounds 53-bit results to binary64 subnormals and overflows to ∞")
    func ieeeScope() throws {
        let ieee = MPFRBackend.ieeeBinary64
        let tiny = MPFRVariable(ieee.value(decimal: "2.2250738585072014e-308"))  // the least normal
        let three = MPFRVariable(ieee.value(3))
        let huge = MPFRVariable(ieee.value(decimal: "1.7976931348623157e308"))
        var x = MPFRVariable(precision: 53)
        MPFRScope.run(like: ieee) { scope in x.assignQuotient(tiny, three, in: scope) }
        #expect(Double(x.value) == 2.2250738585072014e-308 / 3)
        MPFRScope.run(like: ieee) { scope in x.assignSum(huge, huge, in: scope) }
        #expect(Double(x.value) == .infinity)
        // The same in the standard range: no subnormal rounding, no overflow.
        MPFRScope.run { scope in x.assignQuotient(tiny, three, in: scope) }
        #expect(x.value != ieee.quotient(tiny.value, three.value), "53 significant bits below the normal range")
        MPFRScope.run { scope in x.assignSum(huge, huge, in: scope) }
        #expect(x.value.isFinite)
    }

    @Test("a scope sets its range once and restores the thread's own range, also when the body throws")
    func scopeRestoresRange() {
        struct Stop: Error {}
        let oldMinimum = mpfr_get_emin()
        let oldMaximum = mpfr_get_emax()
        defer {
            mpfr_set_emin(oldMinimum)
            mpfr_set_emax(oldMaximum)
        }
        mpfr_set_emin(-100)
        mpfr_set_emax(100)
        let bigValue = MPFRValue(decimal: "1e40", precision: 64)!
        let big = MPFRVariable(bigValue)  // about 2^133: outside -100...100
        var x = MPFRVariable(precision: 64)
        MPFRScope.run { scope in
            #expect(mpfr_get_emax() > 1_000_000)
            x.assignProduct(big, big, in: scope)
            MPFRScope.run(like: .ieeeBinary64) { _ in #expect(mpfr_get_emax() == 1024) }
            #expect(mpfr_get_emax() > 1_000_000)
        }
        #expect(mpfr_get_emin() == -100 && mpfr_get_emax() == 100)
        #expect(x.value == bigValue * bigValue)
        #expect(throws: Stop.self) { try MPFRScope.run { _ in throw Stop() } }
        #expect(mpfr_get_emin() == -100 && mpfr_get_emax() == 100)
    }

    @Test("a variable keeps its precision, copies values exactly and rounds what it is set to")
    func precisionAndConversion() throws {
        let third = try #require(MPFRValue(decimal: "0.333333333333333333333333333333", precision: 100))
        let exact = MPFRVariable(third)
        #expect(exact.precision == 100)
        #expect(MPFRValueTests.same(exact.value, third))
        var narrow = MPFRVariable(precision: 24)
        narrow.set(third)
        #expect(narrow.precision == 24)
        #expect(Double(narrow.value) == Double(Float(1.0 / 3.0)))
        narrow.withMutableMPFRPointer { _ = mpfr_set_si($0, -7, MPFR_RNDN) }
        #expect(narrow.withMPFRPointer { mpfr_get_si($0, MPFR_RNDN) } == -7)
        #expect(MPFRVariable(precision: 2).value.isZero)
    }

    @Test("variables work on another thread, in that thread's scope")
    func otherThread() async {
        let result = await Task.detached { () -> Double in
            let x = MPFRVariable(MPFRValue(5, precision: 64))
            var y = MPFRVariable(precision: 64)
            MPFRScope.run { scope in y.assignProduct(x, x, in: scope) }
            return Double(y.value)
        }.value
        #expect(result == 25)
    }
}
