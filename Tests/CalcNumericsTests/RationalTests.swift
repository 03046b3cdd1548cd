import CalcEngine
import CalcTestSupport
import Foundation
import Testing

/// `Rational`: GMP's `mpq_t` as a value type, always in lowest terms with a positive denominator.
@Suite("Rational")
struct RationalTests {
    /// n/d, for expectations.
    static func q(_ n: Int, _ d: Int = 1) -> Rational { Rational(numerator: n, denominator: d)! }

    /// a / b (a function, so that `#require` does not take the expression apart).
    static func quotient(_ a: Rational, _ b: Rational) -> Rational? { a / b }

    // MARK: Construction from decimals

    static let decimals: [(text: String, numerator: Int, denominator: Int)] = [
        ("0.1", 1, 10),
        ("1.5e-3", 3, 2000),
        ("1.5E-3", 3, 2000),
        ("-0.000", 0, 1),
        ("-0", 0, 1),
        ("+0.0e+7", 0, 1),
        ("123.", 123, 1),
        (".5", 1, 2),
        ("0.", 0, 1),
        ("0.25", 1, 4),
        ("-2.50", -5, 2),
        ("+7", 7, 1),
        ("1e3", 1000, 1),
        ("12.5e1", 125, 1),
        ("1250e-3", 5, 4),
        ("000123.4500", 2469, 20),
        ("-44.23", -4423, 100),
        ("0.000001", 1, 1_000_000),
        ("9223372036854775807", Int.max, 1),
        ("-9223372036854775808", Int.min, 1),
    ]

    @Test("decimal text is read exactly, in lowest terms", arguments: decimals)
    func decimalConstruction(_ row: (text: String, numerator: Int, denominator: Int)) throws {
        let r = try #require(Rational(decimal: row.text), "\(row.text)")
        #expect(r == Self.q(row.numerator, row.denominator), "\(row.text) → \(r)")
        let expected = row.denominator == 1 ? "\(row.numerator)" : "\(row.numerator)/\(row.denominator)"
        #expect(r.description == expected, "\(row.text)")
    }

    @Test("−0.000 is zero without a sign")
    func negativeZero() throws {
        let zero = try #require(Rational(decimal: "-0.000"))
        #expect(zero.isZero)
        #expect(!zero.isNegative)
        #expect(zero == Rational())
        #expect(zero.description == "0")
    }

    @Test("large decimals are exact")
    func largeDecimals() throws {
        let digits = String(repeating: "9", count: 400)
        let r = try #require(Rational(decimal: digits + "." + digits))
        // (10^400 − 1) + (1 − 10^−400) = 10^400 − 10^−400
        let ten = Self.q(10)
        var power = Rational(1)
        for _ in 0..<400 { power = power * ten }
        #expect(r == power - (Rational(1) / power)!)
        #expect(r.description.hasSuffix("/" + "1" + String(repeating: "0", count: 400)))
    }

    @Test("exponents beyond the limit give nil; at the limit they are exact")
    func exponentLimit() throws {
        #expect(Rational(decimal: "1e100000") != nil)
        #expect(Rational(decimal: "1e-100000") != nil)
        #expect(Rational(decimal: "1e100001") == nil)
        #expect(Rational(decimal: "1e-100001") == nil)
        #expect(Rational(decimal: "1e999999999999999999999999") == nil, "no overflow while reading the exponent")
        #expect(Rational(decimal: "1e-999999999999999999999999") == nil)
        // The limit counts the scale of the whole text: fraction digits move the exponent too.
        #expect(Rational(decimal: "0." + String(repeating: "0", count: 100_000) + "1") == nil)
        // A custom limit.
        #expect(Rational(decimal: "1e20", maximumExponent: 20) == Rational(decimal: "100000000000000000000"))
        #expect(Rational(decimal: "1e21", maximumExponent: 20) == nil)
        #expect(Rational(decimal: "1.5e-20", maximumExponent: 20) == nil, "scale −21")
        let big = try #require(Rational(decimal: "1e100000"))
        #expect(big.isInteger)
        #expect(big.bitWidth == 332_193, "⌈100000·log₂10⌉")
    }

    @Test(
        "malformed text gives nil",
        arguments: ["", ".", "e5", "1e", "1e+", "--1", "1.2.3", "1 ", " 1", "inf", "nan", "0x10", "1,5", "١"])
    func malformed(_ text: String) {
        #expect(Rational(decimal: text) == nil, "\(text)")
    }

    // MARK: Integers and fractions

    @Test("init(numerator:denominator:) reduces and normalizes the sign")
    func fractions() {
        #expect(Rational(numerator: 1, denominator: 0) == nil)
        #expect(Rational(numerator: 0, denominator: 0) == nil)
        #expect(Self.q(2, 4).description == "1/2")
        #expect(Self.q(-2, 4).description == "-1/2")
        #expect(Self.q(2, -4).description == "-1/2")
        #expect(Self.q(-2, -4).description == "1/2")
        #expect(Self.q(0, -5).description == "0")
        #expect(!Self.q(0, -5).isNegative)
        #expect(Self.q(6, 3).description == "2")
        #expect(Self.q(Int.min, -1).description == "9223372036854775808")
        #expect(Self.q(Int.min, Int.min).description == "1")
        #expect(Self.q(Int.max, Int.min).description == "-9223372036854775807/9223372036854775808")
        #expect(Self.q(1, Int.min).description == "-1/9223372036854775808")
        #expect(Rational(Int.min).description == "-9223372036854775808")
        #expect(Rational().description == "0")
        #expect(Rational().isZero)
    }

    // MARK: Arithmetic

    @Test("arithmetic is exact and in lowest terms")
    func arithmetic() throws {
        let a = Self.q(1, 6)
        let b = Self.q(1, 3)
        #expect((a + b).description == "1/2")
        #expect((a - b).description == "-1/6")
        #expect((a * b).description == "1/18")
        #expect((a / b)?.description == "1/2")
        #expect((-a).description == "-1/6")
        #expect((-(-a)) == a)
        #expect(a / Rational() == nil)
        #expect(Rational() / Rational() == nil)
        #expect((Rational() / a)?.isZero == true)
        // 0.1 + 0.2 − 0.3 is 0 exactly.
        let tenth = try #require(Rational(decimal: "0.1"))
        let fifth = try #require(Rational(decimal: "0.2"))
        let threeTenths = try #require(Rational(decimal: "0.3"))
        #expect((tenth + fifth - threeTenths).isZero)
        // 44.23 − 8.10 − 11.23 − 6.9 − 18 is 0 exactly.
        let terms = try ["44.23", "8.10", "11.23", "6.9", "18"].map { try #require(Rational(decimal: $0)) }
        #expect(terms.dropFirst().reduce(terms[0], -).isZero)
        // 1/3 × 3 = 1.
        let third = try #require(Self.quotient(Rational(1), Self.q(3)))
        #expect(third * Self.q(3) == Rational(1))
        // 2⁶⁴ does not overflow.
        let twoTo32 = Self.q(1 << 32)
        #expect((twoTo32 * twoTo32).description == "18446744073709551616")
        #expect((Rational(Int.max) + Rational(1)).description == "9223372036854775808")
        #expect((Rational(Int.min) - Rational(1)).description == "-9223372036854775809")
    }

    @Test("random arithmetic agrees with Int arithmetic on small fractions")
    func randomSmallFractions() throws {
        var random = TestEnvironment.generator(salt: 0x5241_5449_4F4E)
        func draw() -> (Int, Int) {
            (Int.random(in: -1000...1000, using: &random), Int.random(in: 1...1000, using: &random))
        }
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? abs(a) : gcd(b, a % b) }
        func reduced(_ n: Int, _ d: Int) -> String {
            let g = max(1, gcd(n, d))
            let (rn, rd) = d < 0 ? (-n / g, -d / g) : (n / g, d / g)
            return rd == 1 ? "\(rn)" : "\(rn)/\(rd)"
        }
        for _ in 0..<(TestEnvironment.isUnderValgrind ? 200 : 2000) {
            let (an, ad) = draw()
            let (bn, bd) = draw()
            let a = Self.q(an, ad)
            let b = Self.q(bn, bd)
            let context = "\(an)/\(ad), \(bn)/\(bd), seed \(TestEnvironment.seed)"
            #expect((a + b).description == reduced(an * bd + bn * ad, ad * bd), "\(context)")
            #expect((a - b).description == reduced(an * bd - bn * ad, ad * bd), "\(context)")
            #expect((a * b).description == reduced(an * bn, ad * bd), "\(context)")
            if bn == 0 {
                #expect(a / b == nil, "\(context)")
            } else {
                #expect((a / b)?.description == reduced(an * bd, ad * bn), "\(context)")
            }
            #expect((a < b) == (an * bd < bn * ad), "\(context)")
            #expect((a == b) == (an * bd == bn * ad), "\(context)")
        }
    }

    // MARK: Comparison

    @Test("comparison is exact")
    func comparison() throws {
        let third = try #require(Self.quotient(Rational(1), Self.q(3)))
        let approximateThird = try #require(Rational(decimal: "0.3333333333333333333333333333333333"))
        #expect(approximateThird < third)
        #expect(!(third < approximateThird))
        #expect(third != approximateThird)
        #expect(-third < approximateThird)
        #expect(Self.q(-1, 2) < Rational())
        #expect(Rational() < Self.q(1, Int.max))
        #expect(Self.q(2, 4) == Self.q(1, 2))
        #expect(Self.q(2, 4) >= Self.q(1, 2))
        #expect(
            [Self.q(3), Self.q(-1, 3), Self.q(1, 2), Rational()].sorted().map(\.description) == [
                "-1/3", "0", "1/2", "3",
            ])
        #expect([Self.q(3), Self.q(1, 2)].max() == Self.q(3))
    }

    // MARK: Properties

    @Test("isInteger, integerValue, isZero, isNegative, bitWidth")
    func properties() throws {
        #expect(Self.q(4, 2).isInteger)
        #expect(Self.q(4, 2).integerValue == 2)
        #expect(!Self.q(1, 2).isInteger)
        #expect(Self.q(1, 2).integerValue == nil)
        #expect(Rational().isInteger)
        #expect(Rational().integerValue == 0)
        #expect(Rational(-7).integerValue == -7)
        #expect(Rational(Int.max).integerValue == Int.max)
        #expect(Rational(Int.min).integerValue == Int.min)
        #expect((Rational(Int.max) + Rational(1)).integerValue == nil, "2⁶³ does not fit an Int")
        #expect((Rational(Int.min) - Rational(1)).integerValue == nil)
        #expect(Rational(-3).isNegative && !Rational(3).isNegative && !Rational().isNegative)
        #expect(Self.q(-1, 3).isNegative)
        // bitWidth: the larger of the numerator's and the denominator's bit lengths.
        #expect(Rational().bitWidth == 1)
        #expect(Rational(1).bitWidth == 1)
        #expect(Rational(-1).bitWidth == 1)
        #expect(Rational(255).bitWidth == 8)
        #expect(Rational(256).bitWidth == 9)
        #expect(Self.q(1, 256).bitWidth == 9)
        #expect(Self.q(-255, 256).bitWidth == 9)
        #expect(Rational(Int.min).bitWidth == 64)
        #expect(try #require(Rational(decimal: "1e100")).bitWidth == 333)
        #expect(try #require(Rational(decimal: "0.1")).bitWidth == 4)
    }

    // MARK: Description and Codable

    @Test("description is n/d or n")
    func description() throws {
        #expect(Self.q(3, 2000).description == "3/2000")
        #expect(Self.q(-3, 2000).description == "-3/2000")
        #expect(Rational(42).description == "42")
        #expect(String(describing: Self.q(-1, 3)) == "-1/3")
        #expect(try #require(Rational(decimal: "-1.5e-3")).description == "-3/2000")
    }

    @Test(
        "Codable round trip",
        arguments: ["0", "1", "-1", "1/3", "-3/2000", "9223372036854775808", "-123456789012345678901234567890/11"])
    func codableRoundTrip(_ text: String) throws {
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        let data = try JSONEncoder().encode([text])
        let decoded = try decoder.decode([Rational].self, from: data)
        #expect(decoded.first?.description == text)
        let reencoded = try encoder.encode(decoded)
        #expect(String(decoding: reencoded, as: UTF8.self) == String(decoding: data, as: UTF8.self))
        let again = try decoder.decode([Rational].self, from: reencoded)
        #expect(again == decoded)
    }

    @Test("decoding reduces fractions and normalizes the sign")
    func decodingReduces() throws {
        let decoded = try JSONDecoder().decode([Rational].self, from: Data(#"["2/4", "6/3", "0/7"]"#.utf8))
        #expect(decoded.map(\.description) == ["1/2", "2", "0"])
    }

    @Test("decoding rejects what is not a rational", arguments: ["", "abc", "1/0", "0/0", "1.5", "1/", "/2", "1/2/3"])
    func decodingRejects(_ text: String) throws {
        let data = try JSONEncoder().encode([text])
        #expect(throws: DecodingError.self, "\(text)") { try JSONDecoder().decode([Rational].self, from: data) }
    }

    @Test("decoding rejects a non-string")
    func decodingRejectsNumbers() {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Rational].self, from: Data("[0.5]".utf8)) }
    }

    // MARK: Value semantics

    @Test("copies are independent values")
    func copiesAreIndependent() throws {
        var a = Self.q(1, 3)
        let b = a
        a = a + Rational(1)
        #expect(a.description == "4/3")
        #expect(b.description == "1/3", "the copy keeps its value")

        var c = b
        c = -c
        #expect(b.description == "1/3")
        #expect(c.description == "-1/3")

        // A copy outlives the original's storage.
        var copies: [Rational] = []
        do {
            let original = try #require(Rational(decimal: "12345678901234567890.125"))
            copies = [original, original]
        }
        #expect(copies[0] == copies[1])
        #expect(copies[0].description == "98765431209876543121/8")
        copies[0] = copies[0] * Self.q(8)
        #expect(copies[0].description == "98765431209876543121")
        #expect(copies[1].description == "98765431209876543121/8")

        // The operations never write to their operands.
        let x = Self.q(2, 3)
        let y = Self.q(5, 7)
        _ = x + y
        _ = x - y
        _ = x * y
        _ = x / y
        _ = -x
        #expect(x.description == "2/3" && y.description == "5/7")
    }

    @Test("values are usable from many tasks at once")
    func concurrentReads() async throws {
        let shared = try #require(Rational(decimal: "0.1"))
        let results = await withTaskGroup(of: String.self) { group in
            for i in 1...8 {
                group.addTask {
                    var sum = Rational()
                    for _ in 0..<(100 * i) { sum = sum + shared }
                    return sum.description
                }
            }
            var all: [String] = []
            for await r in group { all.append(r) }
            return all.sorted()
        }
        #expect(results == (1...8).map { "\(10 * $0)" }.sorted())
        #expect(shared.description == "1/10")
    }
}
