import CalcEngine
import CalcTestSupport
import Testing

@testable import CalcMPFR
@testable import CalcNumerics

/// The snapping rule on the backends that verify digits: an inexact value moves onto the point its base
/// backend's snaps onto, decided with the base approximation at the base precision, and the point is an
/// exact value (its enclosure is the point itself at every precision), so what follows is proven.
@Suite struct VerifiedSnappingTests {
    let verified = try! VerifiedBackend(precision: 64)
    let verifiedExact = try! VerifiedExactBackend(precision: 64)

    @Test func theNearestIntegerIsAnExactPoint() throws {
        let three = try #require(verified.nearestInteger(to: verified.value(decimal: "2.5")))
        #expect(three.approximation == verified.base.value(3))
        #expect(three.enclosure(precision: 4096)?.isPoint == true)
        #expect(three.enclosure(precision: 4096)?.lower == MPFRValue(3, precision: 64))
    }

    /// 0.1 + 0.2 + 2.7 is 3 once rounded to 64 bits, not at higher precisions: the point that replaces
    /// it is the exact 3, so (−8)^3 is proven (the sum itself is no exact integer exponent).
    @Test func aValueRoundedOntoAnIntegerIsReplacedByTheExactInteger() throws {
        let sum = verified.sum(
            verified.sum(verified.value(decimal: "0.1"), verified.value(decimal: "0.2")), verified.value(decimal: "2.7")
        )
        #expect(sum.approximation == verified.base.value(3))
        #expect(sum.enclosure(precision: 256)?.isPoint == false)
        let snapped = try #require(verified.singularPoint(near: sum, in: .integers, angle: .degrees))
        #expect(snapped.enclosure(precision: 256)?.isPoint == true)
        let minusEight = verified.value(-8)
        #expect(verified.hasUncertainDigits(verified.apply(.power, minusEight, sum), significantDigits: 30))
        let cube = verified.apply(.power, minusEight, snapped)
        #expect(!verified.hasUncertainDigits(cube, significantDigits: 30))
        #expect(verified.decimalDigits(of: cube, significantDigits: 3).digitString == "512")
    }

    /// A value that + − × ÷ compute from typed numbers is known exactly, so a hair from an integer (closer
    /// than any enclosure of 64 times the base precision tells, 1 ∓ 10⁻ᵏ with 2^(−64P) > 10⁻ᵏ) it does not
    /// snap, and floor, mod and the like are unproven (`~`) rather than a proven wrong integer (floor was
    /// a proven 1); exactly on the integer (0.1 + 0.2 + 2.7) it still snaps, proven. At every precision.
    @Test(arguments: [8, 16, 64, 256, 1000])
    func aRationalAHairFromAnIntegerSnapsOnlyOntoItself(precision: Int) throws {
        let backend = try VerifiedBackend(precision: precision)
        // 10⁻ᵏ below 2^(−64P): k > 64P·log₁₀2.
        let exponent = 64 * precision * 31 / 100 + 20
        let tiny = backend.value(decimal: "1e-\(exponent)")
        // (value, the integer it is a hair from, its true floor)
        for (value, integer, floor) in [
            (backend.difference(backend.value(1), tiny), 1, "0"), (backend.sum(backend.value(5), tiny), 5, "5"),
            (backend.difference(backend.sum(backend.value(1), tiny), backend.value(1)), 0, "0"),
        ] {
            let enclosure = try #require(value.enclosure(precision: backend.maximumPrecision))
            #expect(!(backend.value(integer).approximation < enclosure.lower), "no enclosure tells them apart")
            #expect(backend.nearestIntegerWithinResidue(of: value) == nil, "\(precision) bits: snapped onto \(integer)")
            let result = backend.apply(.floor, to: value, angle: .degrees)
            let shown = backend.decimalDigits(of: result, significantDigits: 1)
            #expect(
                backend.hasUncertainDigits(result, significantDigits: 1) || shown.digitString == floor,
                "\(precision) bits: floor of \(integer) ± 1e-\(exponent) proven \(shown.digitString)")
        }
        // The base precision rounds 1 − 10⁻ᵏ to 1: its floor is 1 there, so it cannot be proven.
        let belowOne = backend.apply(.floor, to: backend.difference(backend.value(1), tiny), angle: .degrees)
        #expect(backend.hasUncertainDigits(belowOne, significantDigits: 1))
        let three = backend.sum(
            backend.sum(backend.value(decimal: "0.1"), backend.value(decimal: "0.2")), backend.value(decimal: "2.7"))
        let snapped = try #require(backend.nearestIntegerWithinResidue(of: three))
        #expect(snapped.enclosure(precision: backend.maximumPrecision)?.isPoint == true)
    }

    /// √2² − 1 is within 2^(8−64) of 1 at 64 bits: it snaps onto the exact 1, as on MPFR at 64 bits.
    @Test func theEndsOfTheDomainAreExact() throws {
        let root = verified.apply(.squareRoot, to: verified.value(2), angle: .degrees)
        let almostOne = verified.difference(verified.apply(.square, to: root, angle: .degrees), verified.value(1))
        let base = verified.base
        let baseAlmostOne = base.difference(
            base.apply(.square, to: base.apply(.squareRoot, to: base.value(2), angle: .degrees), angle: .degrees),
            base.value(1))
        #expect(base.singularPoint(near: baseAlmostOne, in: .unitMagnitudes, angle: .degrees) != nil)
        let one = try #require(verified.singularPoint(near: almostOne, in: .unitMagnitudes, angle: .degrees))
        #expect(one.enclosure(precision: 4096).map { $0.isPoint && $0.lower == MPFRValue(1, precision: 64) } == true)
        #expect(
            verified.singularPoint(near: verified.value(decimal: "0.5"), in: .unitMagnitudes, angle: .degrees) == nil)
    }

    /// A value that is the pole (π/2 computed, 90 or 100 typed, 0.1 + 0.2 + 89.7) snaps onto it; one within the
    /// base precision's residue of it that a closer look tells apart (2^-60 or 10^-30 away) does not
    /// (issue 22: a verified backend snaps only where its refined enclosure still contains the point).
    @Test(arguments: AngleUnit.allCases)
    func polesOfTangentAreFoundInEitherUnit(_ angle: AngleUnit) {
        let rightAngle =
            angle.unitsPerTurn.map { verified.value($0 / 4) } ?? verified.quotient(verified.pi, verified.value(2))
        #expect(verified.singularPoint(near: rightAngle, in: .oddMultiplesOfRightAngle, angle: angle) != nil)
        if angle == .degrees {
            let sum = verified.sum(
                verified.sum(verified.value(decimal: "0.1"), verified.value(decimal: "0.2")),
                verified.value(decimal: "89.7"))
            #expect(verified.singularPoint(near: sum, in: .oddMultiplesOfRightAngle, angle: angle) != nil)
        }
        let nearPole = verified.sum(rightAngle, verified.scaled(rightAngle, byPowerOfTwo: -60))
        #expect(verified.singularPoint(near: nearPole, in: .oddMultiplesOfRightAngle, angle: angle) == nil)
        #expect(verified.singularPoint(near: verified.value(1), in: .oddMultiplesOfRightAngle, angle: angle) == nil)
        let pole =
            angle.unitsPerTurn.map { verifiedExact.value($0 / 4) }
            ?? verifiedExact.quotient(verifiedExact.pi, verifiedExact.value(2))
        #expect(verifiedExact.singularPoint(near: pole, in: .oddMultiplesOfRightAngle, angle: angle) != nil)
        let x = verifiedExact.sum(pole, verifiedExact.value(decimal: "1e-30"))
        #expect(verifiedExact.singularPoint(near: x, in: .oddMultiplesOfRightAngle, angle: angle) == nil)
    }

    @Test func theExactVerifiedBackendSnapsOntoRationals() throws {
        guard case .exact(let three) = verifiedExact.nearestInteger(to: verifiedExact.value(decimal: "2.5")) else {
            Issue.record("2.5 has no exact nearest integer")
            return
        }
        #expect(three == Rational(3))
        let almostTwo = verifiedExact.apply(
            .square, to: verifiedExact.apply(.squareRoot, to: verifiedExact.value(2), angle: .degrees),
            angle: .degrees)
        let two = try #require(verifiedExact.nearestIntegerWithinResidue(of: almostTwo))
        switch two {
        case .exact(let r): #expect(r == Rational(2))
        case .approximate(let e): #expect(e.enclosure(precision: 1024)?.isPoint == true)
        }
    }
}
