import Testing
import CalcEngine

/// Correct digits (calc-eval's --correct-digits): values are recomputed at doubled precisions until the
/// shown digits settle; behaviour is otherwise MPFR's.
@Suite struct VerifiedDigitsTests {
    func calculator(bits: Int, digits: Int? = nil) -> Calculator<VerifiedBackend> {
        Calculator(configuration: .init(backend: try! VerifiedBackend(precision: bits), displayDigits: digits, angleUnit: .radians))
    }

    func run(_ script: String, bits: Int, digits: Int? = nil) throws -> Calculator<VerifiedBackend> {
        var c = calculator(bits: bits, digits: digits)
        c.press(try KeyScript(parsing: script).keys)
        return c
    }

    @Test func tanOfAtanOfAHugeNumberIsRightEvenAt64Bits() throws {
        let verified = try run("1 EE 20 = atan tan", bits: 64)
        #expect(verified.display == "1e20")
        #expect(!verified.isDisplayApproximate)
        // Plain MPFR at 64 bits is far off: atan(1e20) rounds to just above π/2.
        var plain = Calculator(configuration: .init(backend: try MPFRBackend(precision: 64), angleUnit: .radians))
        plain.press(try KeyScript(parsing: "1 EE 20 = atan tan").keys)
        #expect(plain.display != "1e20")
    }

    @Test func undecidableZeroIsShownAsApproximate() throws {
        let c = try run("2 sqrt sqr - 2 =", bits: 64)
        #expect(c.display == "0")
        #expect(c.isDisplayApproximate)
    }

    @Test func oneThirdHasFiftyCorrectThrees() throws {
        let c = try run("1 / 3 =", bits: 256, digits: 50)
        #expect(c.display == "0." + String(repeating: "3", count: 50))
        #expect(!c.isDisplayApproximate)
    }

    @Test func catastrophicCancellationGetsItsDigitsBack() throws {
        // (1 + 1e-30) - 1 at 64 bits is 0 (or noise); verified, it is 1e-30.
        let c = try run("1 + 1 EE 30 neg = - 1 =", bits: 64)
        #expect(c.display == "1e-30")
    }

    @Test func behaviourTablesHoldWithVerifiedDigits() throws {
        try BehaviourTable("behaviour.check").check(.init(backend: try VerifiedBackend(precision: 256), displayDigits: 15), label: "verified")
    }

    @Test func typedEntriesAreNeverApproximate() throws {
        let c = try run("1 . 2 5", bits: 64)
        #expect(c.display == "1.25")
        #expect(!c.isDisplayApproximate)
    }
}
