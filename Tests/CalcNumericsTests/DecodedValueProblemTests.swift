import CalcEngine
import Foundation
import Testing

/// Each backend says which decoded values a calculator may hold (`problem(withDecoded:)`), and decoding a
/// backend or a rational refuses what no calculator can have (issue 24: hostile documents).
@Suite struct DecodedValueProblemTests {
    @Test("Double refuses only non-finite values")
    func double() {
        #expect(DoubleBackend().problem(withDecoded: 1.5) == nil)
        #expect(DoubleBackend().problem(withDecoded: .infinity) != nil)
        #expect(DoubleBackend().problem(withDecoded: .nan) != nil)
    }

    @Test("MPFR refuses NaN, ∞, another precision and exponents beyond MPFR's range")
    func mpfr() throws {
        let backend = try MPFRBackend(precision: 64)
        #expect(backend.problem(withDecoded: backend.value(3)) == nil)
        let wrongPrecision = try MPFRBackend(precision: 128).value(3)
        #expect(backend.problem(withDecoded: wrongPrecision) != nil)
        let decoder = JSONDecoder()
        let infinite = try decoder.decode(MPFRValue.self, from: Data(#"{"precision":64,"value":"@Inf@"}"#.utf8))
        #expect(backend.problem(withDecoded: infinite) != nil)
        let huge = try decoder.decode(
            MPFRValue.self, from: Data(#"{"precision":64,"value":"0.8@4611686018427387000"}"#.utf8))
        #expect(backend.problem(withDecoded: huge) != nil)
    }

    @Test("an MPFR value's text must be a number: an empty one is not 0")
    func mpfrText() throws {
        let decoder = JSONDecoder()
        for text in ["", " ", "@", "0.8@", "x"] {
            #expect(throws: DecodingError.self, "\(text)") {
                try decoder.decode(MPFRValue.self, from: Data(#"{"precision":64,"value":"\#(text)"}"#.utf8))
            }
        }
        let zero = try decoder.decode(MPFRValue.self, from: Data(#"{"precision":64,"value":"0"}"#.utf8))
        #expect(zero.isZero)
    }

    @Test("IEEE mode refuses values that are not binary64 numbers")
    func ieee() throws {
        let ieee = MPFRBackend.ieeeBinary64
        #expect(ieee.problem(withDecoded: ieee.value(7)) == nil)
        let decoder = JSONDecoder()
        // 2^-1100 is below binary64's least subnormal (2^-1074).
        let tiny = try decoder.decode(MPFRValue.self, from: Data(#"{"precision":53,"value":"0.8@-275"}"#.utf8))
        #expect(ieee.problem(withDecoded: tiny) != nil)
        let subnormal = try decoder.decode(MPFRValue.self, from: Data(#"{"precision":53,"value":"0.8@-268"}"#.utf8))
        #expect(ieee.problem(withDecoded: subnormal) == nil)
    }

    @Test("the exact backend refuses rationals wider than it keeps, and a precision out of range")
    func exact() throws {
        let backend = try ExactBackend(precision: 64)
        #expect(backend.problem(withDecoded: .exact(Rational(5))) == nil)
        let wide = try JSONDecoder().decode(
            Rational.self, from: Data("\"\(String(repeating: "9", count: 40_000))\"".utf8))
        #expect(backend.problem(withDecoded: .exact(wide)) != nil)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ExactBackend.self, from: Data(#"{"precision":-4}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(
                Rational.self,
                from: Data("\"\(String(repeating: "1", count: Rational.maximumDecodedLength + 1))\"".utf8))
        }
    }
}
