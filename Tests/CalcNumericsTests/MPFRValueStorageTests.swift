import CMPFR
import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// `MPFRValue`'s two representations: significands of up to 256 bits inside the value, wider ones in a
/// shared heap block. Results are checked against MPFR computing into its own `mpfr_init2` variables,
/// on both sides of the boundary and with operands of mixed representations; values are moved (array
/// growth), copied and mutated to show that no pointer to old limbs survives.
@Suite("MPFRValue storage")
struct MPFRValueStorageTests {
    /// Precisions around the inline capacity (4 limbs = 256 bits) and well beyond it.
    static let precisions = [2, 53, 64, 65, 255, 256, 257, 320, 1024]

    /// What MPFR gives for `operation(a, b)` at `precision` bits, computed into a variable of its own
    /// (mpfr_init2, rounded to nearest, standard exponent range) and compared with `result`.
    static func matchesMPFR(
        _ result: MPFRValue, precision: Int, _ a: MPFRValue, _ b: MPFRValue,
        _ operation: (mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t) -> Int32
    ) -> Bool {
        var expected = MPFRVariable(precision: precision)
        a.withMPFRPointer { first in
            b.withMPFRPointer { second in
                expected.withMutableMPFRPointer { target in _ = operation(target, first, second, MPFR_RNDN) }
            }
        }
        guard result.precision == precision else { return false }
        return result.withMPFRPointer { actual in
            expected.withMPFRPointer { wanted in
                if mpfr_nan_p(wanted) != 0 { return mpfr_nan_p(actual) != 0 }
                return mpfr_equal_p(actual, wanted) != 0 && mpfr_signbit(actual) == mpfr_signbit(wanted)
            }
        }
    }

    /// A seeded random value of `precision` bits: a random significand filling every bit, a random
    /// exponent and sign.
    static func randomValue(precision: Int, using generator: inout SplitMix64) -> MPFRValue {
        var value = MPFRValue(precision: precision)
        let limbCount = (precision + 63) / 64
        var limbs = (0..<limbCount).map { _ in UInt.random(in: .min ... .max, using: &generator) }
        limbs[limbCount - 1] |= 1 << 63  // normalized: the top bit of the top limb is set
        limbs[0] &= ~(precision % 64 == 0 ? 0 : (UInt(1) << (64 - precision % 64)) - 1)  // unused low bits clear
        let exponent = Int.random(in: -300...300, using: &generator)
        let negative = Bool.random(using: &generator)
        value.withMutableMPFRPointer { target in
            var integer = mpz_t()
            __gmpz_init(&integer)
            defer { __gmpz_clear(&integer) }
            limbs.withUnsafeBufferPointer { buffer in
                __gmpz_import(&integer, limbCount, -1, MemoryLayout<UInt>.size, 0, 0, buffer.baseAddress)
            }
            _ = mpfr_set_z_2exp(target, &integer, exponent - limbCount * 64, MPFR_RNDN)
            if negative { _ = mpfr_neg(target, target, MPFR_RNDN) }
        }
        return value
    }

    @Test("+ − × ÷ equal MPFR into its own variables, across the inline boundary and mixed precisions")
    func operatorsMatchMPFR() {
        let seed = TestEnvironment.seed
        var generator = TestEnvironment.generator(salt: 0x5707_A6E)
        let operations:
            [(String, (MPFRValue, MPFRValue) -> MPFRValue, (mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t) -> Int32)] =
                [
                    ("+", { $0 + $1 }, mpfr_add), ("−", { $0 - $1 }, mpfr_sub),
                    ("×", { $0 * $1 }, mpfr_mul), ("÷", { $0 / $1 }, mpfr_div),
                ]
        for first in Self.precisions {
            for second in Self.precisions {
                for _ in 0..<(TestEnvironment.isUnderValgrind ? 2 : 12) {
                    let a = Self.randomValue(precision: first, using: &generator)
                    let b = Self.randomValue(precision: second, using: &generator)
                    for (name, apply, operation) in operations {
                        let result = apply(a, b)
                        #expect(
                            Self.matchesMPFR(result, precision: max(first, second), a, b, operation),
                            "seed \(seed): \(a) (\(first) bits) \(name) \(b) (\(second) bits) gave \(result)")
                    }
                }
            }
        }
    }

    @Test("the backend's results match MPFR on both sides of the boundary", arguments: [64, 256, 257, 1024])
    func backendMatchesMPFR(_ precision: Int) throws {
        let seed = TestEnvironment.seed
        let backend = try MPFRBackend(precision: precision)
        var generator = TestEnvironment.generator(salt: 0xB0_0000 &+ UInt64(precision))
        for _ in 0..<(TestEnvironment.isUnderValgrind ? 10 : 200) {
            let a = Self.randomValue(precision: precision, using: &generator)
            let b = Self.randomValue(precision: precision, using: &generator)
            #expect(
                Self.matchesMPFR(backend.sum(a, b), precision: precision, a, b, mpfr_add), "seed \(seed): \(a) + \(b)")
            #expect(
                Self.matchesMPFR(backend.difference(a, b), precision: precision, a, b, mpfr_sub),
                "seed \(seed): \(a) − \(b)")
            #expect(
                Self.matchesMPFR(backend.product(a, b), precision: precision, a, b, mpfr_mul),
                "seed \(seed): \(a) × \(b)")
            #expect(
                Self.matchesMPFR(backend.quotient(a, b), precision: precision, a, b, mpfr_div),
                "seed \(seed): \(a) ÷ \(b)")
        }
    }

    @Test("values keep their digits when an array grows and moves them", arguments: [53, 256, 257, 1024])
    func valuesSurviveMoves(_ precision: Int) throws {
        let backend = try MPFRBackend(precision: precision)
        var values: [MPFRValue] = []
        var expected: [DecimalDigits] = []
        for n in 1...300 {
            let value = backend.quotient(backend.value(n), backend.value(7))
            values.append(value)  // growth copies (moves) the earlier values to a new buffer
            expected.append(backend.decimalDigits(of: value, significantDigits: backend.maximumSignificantDigits))
        }
        let digits = values.map { backend.decimalDigits(of: $0, significantDigits: backend.maximumSignificantDigits) }
        #expect(digits == expected)
        var shuffled = values
        shuffled.reverse()
        shuffled[0] += backend.value(1)  // mutating one copy changes only that copy
        #expect(
            values.last.map { backend.decimalDigits(of: $0, significantDigits: backend.maximumSignificantDigits) }
                == expected.last)
        #expect(shuffled[0] == backend.sum(values[299], backend.value(1)))
    }

    @Test("temporaries used as operands live until the operation has read them", arguments: [64, 1024, 4096])
    func temporaryOperands(_ precision: Int) throws {
        // Each operand below is owned by the expression alone; a heap block released before MPFR read
        // its limbs would be reused by the next allocation (AddressSanitizer reports it as well).
        let backend = try MPFRBackend(precision: precision)
        let third = backend.quotient(backend.value(1), backend.value(3))
        for n in 1...200 {
            let sum = backend.sum(
                backend.quotient(backend.value(n), backend.value(3)),
                backend.quotient(backend.value(1), backend.value(3)))
            let product = backend.value(n + 1) * third
            #expect(
                sum == product
                    || backend.isLess(
                        backend.magnitude(backend.difference(sum, product)),
                        than: backend.scaled(product, byPowerOfTwo: 2 - precision)),
                "\(n)/3 + 1/3 = \(sum), (\(n) + 1) × 1/3 = \(product)")
            #expect(
                Double(backend.sum(MPFRValue(n, precision: precision), MPFRValue(1, precision: precision)))
                    == Double(n + 1))
        }
    }

    @Test("a copy is independent of the original at every precision", arguments: [2, 256, 257, 4096])
    func copiesAreIndependent(_ precision: Int) {
        let original = MPFRValue(3, precision: precision)
        var copy = original
        copy.withMutableMPFRPointer { _ = mpfr_set_si($0, -6, MPFR_RNDN) }  // 3 and 6 are exact at 2 bits
        #expect(Double(original) == 3)
        #expect(Double(copy) == -6)
        var second = copy
        second.negate()
        #expect(Double(copy) == -6 && Double(second) == 6)
        #expect(original.precision == precision && copy.precision == precision && second.precision == precision)
    }

    @Test("Codable round trip keeps every bit on both sides of the boundary", arguments: [256, 257])
    func codableRoundTrip(_ precision: Int) throws {
        var generator = TestEnvironment.generator(salt: 0xC0DA_B1E)
        for _ in 0..<20 {
            let value = Self.randomValue(precision: precision, using: &generator)
            let decoded = try JSONDecoder().decode(MPFRValue.self, from: JSONEncoder().encode(value))
            #expect(MPFRValueTests.same(decoded, value), "\(value)")
        }
    }
}
