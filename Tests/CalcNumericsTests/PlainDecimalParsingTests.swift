import CMPFR
import CalcEngine
import CalcTestSupport
import Testing

@testable import CalcMPFR

/// Typed entries (plain decimals) convert to MPFR by one division, which must give what `mpfr_strtofr`
/// gives: the same bits and the same exactness, at every precision and in IEEE mode.
@Suite struct PlainDecimalParsingTests {
    /// The general parser's result and exactness, as the backend computed them before the fast path.
    static func parsed(_ text: String, on backend: MPFRBackend) -> (MPFRValue, Bool) {
        backend.resultReportingExactness { target in text.withCString { mpfr_strtofr(target, $0, nil, 10, MPFR_RNDN) } }
    }

    @Test("plain decimals: one division equals mpfr_strtofr, bits and exactness (seeded)")
    func agreesWithTheGeneralParser() throws {
        let seed = TestEnvironment.seed
        var generator = TestEnvironment.generator(salt: 0x91A1_DEC)
        let count = TestEnvironment.isUnderValgrind ? 1_000 : 20_000
        for _ in 0..<count {
            var text = generator.next() % 4 == 0 ? "-" : ""
            let digits = Int(generator.next() % 17) + 1
            let point = Int(generator.next() % UInt64(digits + 2))
            for i in 0..<digits {
                if i == point { text += "." }
                text += String(generator.next() % 10)
            }
            let backend =
                generator.next() % 5 == 0
                ? MPFRBackend.ieeeBinary64 : try MPFRBackend(precision: Int(generator.next() % 300) + 2)
            let (expected, expectedExact) = Self.parsed(text, on: backend)
            let fast = backend.valueReportingExactness(decimal: text)
            #expect(
                fast.value == expected && fast.value.hasNegativeSign == expected.hasNegativeSign,
                "seed \(seed): \(text) at \(backend.precision) bits")
            #expect(fast.isExact == expectedExact, "seed \(seed): \(text) exactness at \(backend.precision) bits")
            #expect(backend.value(decimal: text) == expected, "seed \(seed): \(text) value(decimal:)")
        }
    }

    @Test("chosen texts", arguments: ["0", "-0", "0.1", "-2.5", "123456789.123456789", "9007199254740991", "5."])
    func chosen(text: String) throws {
        for backend in [MPFRBackend.ieeeBinary64, try MPFRBackend(precision: 2), try MPFRBackend(precision: 256)] {
            let (expected, expectedExact) = Self.parsed(text, on: backend)
            let fast = backend.valueReportingExactness(decimal: text)
            #expect(fast.value == expected && fast.value.hasNegativeSign == expected.hasNegativeSign, "\(text)")
            #expect(fast.isExact == expectedExact, "\(text)")
        }
    }
}
