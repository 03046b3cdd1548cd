import CalcEngine
import CalcTestSupport
import Testing

/// MPFR at 256 bits against published constants, and identities that hold to a few ulps.
///
/// The 70-digit strings are π, e, √2 and ln 2 correctly rounded to 70 significant digits, computed with
/// mpmath at 1000 bits and checked against `bc -l`; the 71st and following digits are shown after the
/// bar in the comments, so the rounding of the 70th digit is visible. Each also equals the 70 digits of
/// the constant first rounded to 256 bits (checked offline), which is what the backend converts.
@Suite("MPFR constants at 256 bits")
struct MPFRConstantsTests {
    static let bits = 256

    static func backend() throws -> MPFRBackend { try MPFRBackend(precision: bits) }

    // π = 3.141592653589793238462643383279502884197169399375105820974944592307816|4062862…
    static let pi70 = "3141592653589793238462643383279502884197169399375105820974944592307816"
    // e = 2.718281828459045235360287471352662497757247093699959574966967627724076|6303535… (rounds up)
    static let e70 = "2718281828459045235360287471352662497757247093699959574966967627724077"
    // √2 = 1.414213562373095048801688724209698078569671875376948073176679737990732|4784621…
    static let sqrt2To70Digits = "1414213562373095048801688724209698078569671875376948073176679737990732"
    // ln 2 = 0.6931471805599453094172321214581765680755001343602552541206800094933936|2196969…
    static let ln2To70Digits = "6931471805599453094172321214581765680755001343602552541206800094933936"

    @Test("π to 70 digits")
    func pi() throws {
        let m = try Self.backend()
        let digits = m.decimalDigits(of: m.pi, significantDigits: 70)
        #expect(digits == DecimalDigits(isNegative: false, digits: Array(Self.pi70.utf8), exponent: 0))
        #expect(m.pi.precision == Self.bits)
    }

    @Test("e to 70 digits")
    func e() throws {
        let m = try Self.backend()
        #expect(
            m.decimalDigits(of: m.e, significantDigits: 70)
                == DecimalDigits(isNegative: false, digits: Array(Self.e70.utf8), exponent: 0))
        let expOfOne = try m.evaluate(.exp, m.value(1))
        #expect(m.isEqual(expOfOne, m.e), "exp 1 and e are both correctly rounded")
    }

    @Test("√2 to 70 digits")
    func sqrt2() throws {
        let m = try Self.backend()
        let root = try m.evaluate(.squareRoot, m.value(2))
        #expect(
            m.decimalDigits(of: root, significantDigits: 70)
                == DecimalDigits(isNegative: false, digits: Array(Self.sqrt2To70Digits.utf8), exponent: 0))
        let rootByPower = try m.evaluate(.root, m.value(2), m.value(2))
        #expect(m.isEqual(root, rootByPower), "2 root 2 equals √2")
    }

    @Test("ln 2 to 70 digits")
    func ln2() throws {
        let m = try Self.backend()
        let log = try m.evaluate(.log, m.value(2))
        #expect(
            m.decimalDigits(of: log, significantDigits: 70)
                == DecimalDigits(isNegative: false, digits: Array(Self.ln2To70Digits.utf8), exponent: -1))
    }

    @Test("the constants at binary64 precision equal Double's")
    func binary64Constants() throws {
        for m in [MPFRBackend.ieeeBinary64, try MPFRBackend(precision: 53)] {
            #expect(Double(m.pi) == Double.pi)
            #expect(Double(m.e) == DoubleBackend().e)
        }
    }

    /// |a − b| ≤ ulps · 2^(exponent − 256) · 2, i.e. within `ulps` units in the last place of a number in [2^exponent, 2^(exponent+1)).
    static func isClose(_ m: MPFRBackend, _ a: MPFRValue, _ b: MPFRValue, within bound: MPFRValue) -> Bool {
        !m.isLess(bound, than: m.magnitude(m.difference(a, b)))
    }

    @Test("sin²x + cos²x = 1 within 4 ulps of 1 (4·2⁻²⁵⁵) for 40 seeded random x in [−100, 100]")
    func pythagoreanIdentity() throws {
        let m = try Self.backend()
        let seed = TestEnvironment.seed
        var generator = TestEnvironment.generator(salt: 0x51_2C05)
        let one = m.value(1)
        let bound = m.scaled(one, byPowerOfTwo: 2 - 255)  // 4 ulps of 1
        for _ in 0..<40 {
            // x = n / 2^40 with a random 47-bit n: a 256-bit value with many bits set, |x| ≤ 128.
            let x = m.scaled(m.value(Int.random(in: -(100 << 40)...(100 << 40), using: &generator)), byPowerOfTwo: -40)
            let s = try m.evaluate(.sin, x)
            let c = try m.evaluate(.cos, x)
            let sum = m.sum(m.product(s, s), m.product(c, c))
            #expect(Self.isClose(m, sum, one, within: bound), "seed \(seed): x = \(x), sin²x + cos²x = \(sum)")
        }
    }

    @Test("exp(ln x) = x within 4 ulps (relative 4·2⁻²⁵⁶) for 40 seeded random x in [1/8, 8]")
    func expOfLog() throws {
        let m = try Self.backend()
        let seed = TestEnvironment.seed
        var generator = TestEnvironment.generator(salt: 0xE_1060)
        for _ in 0..<40 {
            // A random 256-bit value in [1/8, 8]: ratio of random integers; error bound (|ln x| + 1)·2⁻²⁵⁶ ≤ 3.1·2⁻²⁵⁶.
            let numerator = m.value(Int.random(in: (1 << 59)...(1 << 62), using: &generator))
            let denominator = m.value(Int.random(in: (1 << 59)...(1 << 62), using: &generator))
            let x = m.quotient(numerator, denominator)
            let roundTrip = try m.evaluate(.exp, try m.evaluate(.log, x))
            let bound = m.scaled(x, byPowerOfTwo: 2 - 256)
            #expect(Self.isClose(m, roundTrip, x, within: bound), "seed \(seed): x = \(x), exp(ln x) = \(roundTrip)")
        }
    }
}
