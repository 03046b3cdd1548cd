import CalcEngine
import Testing

/// `MPFRBackend(precision:)`: which precisions are accepted, and that a very high one really works.
@Suite("MPFR precision")
struct MPFRPrecisionTests {
    @Test(
        "out-of-range precisions throw InvalidPrecision", arguments: [0, 1, -5, 1 << 40, 16_777_217, Int.min, Int.max])
    func rejects(_ precision: Int) {
        let error = #expect(throws: MPFRBackend.InvalidPrecision.self) { _ = try MPFRBackend(precision: precision) }
        #expect(error?.requested == precision)
        #expect(error?.description == "precision \(precision) bits is out of range (2...16777216 bits)")
    }

    @Test("precisions in 2...16,777,216 are accepted", arguments: [2, 3, 53, 256, 1_000_000, 16_777_216])
    func accepts(_ precision: Int) throws {
        let backend = try MPFRBackend(precision: precision)
        #expect(backend.precision == precision)
        #expect(!backend.isIEEEMode && backend.name == "mpfr")
        #expect(MPFRBackend.precisionRange.contains(precision))
        #expect(backend != MPFRBackend.ieeeBinary64)
    }

    @Test("the IEEE backend is 53 bits in IEEE mode")
    func ieeeBackend() throws {
        let ieee = MPFRBackend.ieeeBinary64
        #expect(ieee.precision == 53 && ieee.isIEEEMode && ieee.name == "mpfr-ieee")
        #expect(ieee != (try MPFRBackend(precision: 53)))
        #expect(DoubleBackend().name == "double" && DoubleBackend().precision == 53)
    }

    @Test("at 2 bits values round to 1, 1.5, 2, 3, 4, 6, … ties to even")
    func twoBits() throws {
        let m = try MPFRBackend(precision: 2)
        #expect(Double(m.value(3)) == 3)
        #expect(Double(m.value(5)) == 4)
        #expect(Double(m.value(7)) == 8)
        #expect(Double(m.quotient(m.value(1), m.value(3))) == 0.375)
        #expect(m.value(3).precision == 2)
    }

    @Test("a 1,000,000-bit value can be created, added and converted to 20 digits")
    func millionBits() throws {
        let m = try MPFRBackend(precision: 1_000_000)
        let third = m.quotient(m.value(1), m.value(3))
        #expect(third.precision == 1_000_000)
        let twoThirds = m.sum(third, third)
        let digits = m.decimalDigits(of: twoThirds, significantDigits: 20)
        #expect(digits == DecimalDigits(isNegative: false, digits: Array("66666666666666666667".utf8), exponent: -1))
        // 1 + 2⁻⁹⁹⁹⁹⁹⁹ needs exactly 1,000,000 bits; 1 + 2⁻¹⁰⁰⁰⁰⁰⁰ is a tie and rounds to even (1).
        let one = m.value(1)
        let kept = m.difference(m.sum(one, m.scaled(one, byPowerOfTwo: -999_999)), one)
        #expect(m.isEqual(kept, m.scaled(one, byPowerOfTwo: -999_999)))
        let lost = m.difference(m.sum(one, m.scaled(one, byPowerOfTwo: -1_000_000)), one)
        #expect(m.isZero(lost))
        #expect(m.maximumSignificantDigits == 301_031)
    }
}
