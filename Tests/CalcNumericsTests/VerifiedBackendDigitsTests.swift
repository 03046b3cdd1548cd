import CalcEngine
import Testing

/// `VerifiedBackend`'s digits when the enclosure never settles on D digits up to 64 times the precision:
/// a value on or a hair from a rounding tie is not proven (an interval around the tie cannot tell an exact
/// tie from 2.5 + 10⁻⁵⁰⁰⁰), and an interval too wide for D digits shows the base precision's digits
/// (uncertain). The random chains of CalcEngineTests reach these paths
/// on some seeds only; these cases reach them on every run.
@Suite struct VerifiedBackendDigitsTests {
    struct Tie: Sendable, CustomTestStringConvertible {
        var a: String
        var b: String
        var digits: Int
        var shown: String
        var testDescription: String { "\(a) × \(b) to \(digits) digits" }
    }

    /// Products of decimals that are exact ties one place beyond the digits shown: their enclosure (the
    /// decimals are not binary fractions) always straddles the tie, so they are never proven; the exact
    /// backend's verified form (exact rationals) proves them.
    static let ties: [Tie] = [
        Tie(a: "0.3", b: "0.5", digits: 1, shown: "0.2"),  // 0.15
        Tie(a: "0.7", b: "0.5", digits: 1, shown: "0.4"),  // 0.35
        Tie(a: "0.9", b: "0.5", digits: 1, shown: "0.4"),  // 0.45
        Tie(a: "2.3", b: "0.5", digits: 2, shown: "1.2"),  // 1.15
        Tie(a: "0.21", b: "0.5", digits: 2, shown: "0.1"),  // 0.105: 0.10 and 0.11, 0 is even
    ]

    @Test(arguments: ties)
    func aTieIsNotProvenButTheExactBackendProvesIt(_ t: Tie) throws {
        let verified = try VerifiedBackend(precision: 64)
        let x = verified.product(verified.value(decimal: t.a), verified.value(decimal: t.b))
        #expect(verified.hasUncertainDigits(x, significantDigits: t.digits))
        let exact = try VerifiedExactBackend(precision: 64)
        let y = exact.product(exact.value(decimal: t.a), exact.value(decimal: t.b))
        let expected = try MPFRBackend(precision: 256)
        #expect(
            exact.decimalDigits(of: y, significantDigits: t.digits)
                == expected.decimalDigits(of: expected.value(decimal: t.shown), significantDigits: t.digits))
        #expect(!exact.hasUncertainDigits(y, significantDigits: t.digits))
    }

    /// A value a hair beside a tie, or within one unit of a rounding boundary, is never shown as proven
    /// with the wrong neighbour: 2.5 + 10⁻⁵⁰⁰⁰ to one digit is 3, which 64 × 64 bits cannot tell.
    @Test func aHairFromATieIsNotProven() throws {
        let verified = try VerifiedBackend(precision: 64)
        let x = verified.sum(verified.value(decimal: "2.5"), verified.value(decimal: "1e-5000"))
        #expect(verified.hasUncertainDigits(x, significantDigits: 1))
    }

    @Test("an enclosure wider than D digits allow shows the base precision's digits, uncertain")
    func wideEnclosureShowsTheBaseDigits() throws {
        let verified = try VerifiedBackend(precision: 64)
        // 10^1230 / 3 is about 2^4083 and not a binary fraction, so even at 64 × 64 = 4,096 bits its
        // enclosure is about 2^-13 wide: adding 1 to it and taking it away again leaves an interval around
        // 6 too wide for 18 digits. At 64 bits the 1 is lost: the base precision computes 5.
        let huge = verified.quotient(verified.value(decimal: "1e1230"), verified.value(3))
        let x = verified.sum(verified.difference(verified.sum(huge, verified.value(1)), huge), verified.value(5))
        let digits = verified.decimalDigits(of: x, significantDigits: 18)
        #expect(verified.hasUncertainDigits(x, significantDigits: 18))
        #expect(!digits.isNegative)
        #expect(digits.exponent == 0)
        #expect(digits.digitString == "5" + String(repeating: "0", count: 17))
    }

    @Test("digits are proven beyond the base precision, up to what 64 times it shows")
    func digitsBeyondTheBasePrecision() throws {
        let verified = try VerifiedBackend(precision: 64)
        #expect(verified.maximumPrecision == 4096)
        #expect(verified.maximumSignificantDigits == SignificantDigits(precision: 4096).maximumCount)
        #expect(try VerifiedExactBackend(precision: 64).maximumSignificantDigits == verified.maximumSignificantDigits)
        #expect(try MPFRBackend(precision: 64).maximumSignificantDigits == 21)
        let third = verified.quotient(verified.value(1), verified.value(3))
        let digits = verified.decimalDigits(of: third, significantDigits: 1000)
        #expect(digits.digitString == String(repeating: "3", count: 1000))
        #expect(!verified.hasUncertainDigits(third, significantDigits: 1000))
    }

    @Test("a result whose enclosure always contains 0 shows 0, uncertain")
    func enclosureAroundZero() throws {
        let verified = try VerifiedBackend(precision: 64)
        // √2² − 2: the enclosure always contains 0 and never shrinks to it.
        let two = verified.value(2)
        let root = verified.apply(.squareRoot, to: two, angle: .radians)
        let x = verified.difference(verified.product(root, root), two)
        #expect(verified.decimalDigits(of: x, significantDigits: 15).isZero)
        #expect(verified.hasUncertainDigits(x, significantDigits: 15))
    }
}
