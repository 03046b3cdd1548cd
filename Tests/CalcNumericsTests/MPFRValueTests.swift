import CMPFR
import CalcEngine
import CalcTestSupport
import Testing

/// `MPFRValue` as a value type: copy on write (mutating a copy never changes the original), in-place
/// operations equal to the value operations, precision rules of the operators, conversion to `Double`,
/// equality and order, and sharing across concurrent tasks.
@Suite("MPFRValue")
struct MPFRValueTests {
    /// The same MPFR datum: both NaN, or equal with the same sign and precision.
    static func same(_ x: MPFRValue, _ y: MPFRValue) -> Bool {
        guard x.precision == y.precision else { return false }
        if x.isNaN || y.isNaN { return x.isNaN && y.isNaN }
        return x == y && x.hasNegativeSign == y.hasNegativeSign
    }

    enum Mutation: String, CaseIterable, Sendable {
        case formSum, formDifference, formProduct, formQuotient, formSquareRoot, negate
        case plusAssign, minusAssign, timesAssign, divideAssign, mutablePointer

        func apply(to value: inout MPFRValue, _ operand: MPFRValue) {
            switch self {
            case .formSum: value.formSum(operand)
            case .formDifference: value.formDifference(operand)
            case .formProduct: value.formProduct(operand)
            case .formQuotient: value.formQuotient(operand)
            case .formSquareRoot: value.formSquareRoot()
            case .negate: value.negate()
            case .plusAssign: value += operand
            case .minusAssign: value -= operand
            case .timesAssign: value *= operand
            case .divideAssign: value /= operand
            case .mutablePointer: value.withMutableMPFRPointer { _ = mpfr_set_ui($0, 7, MPFR_RNDN) }
            }
        }
    }

    @Test(
        "mutating a copy never changes the original (inline and heap values)",
        arguments: Mutation.allCases, [256, 1024])
    func copyOnWrite(_ mutation: Mutation, _ precision: Int) throws {
        let m = try MPFRBackend(precision: precision)
        let original = m.pi
        let digitsBefore = m.decimalDigits(of: original, significantDigits: m.maximumSignificantDigits)
        var copy = original
        let secondCopy = copy
        mutation.apply(to: &copy, m.value(3))
        #expect(!Self.same(copy, original), "the copy changed")
        #expect(Self.same(original, m.pi) && Self.same(secondCopy, m.pi), "the original and other copies did not")
        #expect(m.decimalDigits(of: original, significantDigits: m.maximumSignificantDigits) == digitsBefore)
        // A second mutation of the now unique copy is in place and still leaves the original alone.
        mutation.apply(to: &copy, m.value(5))
        #expect(Self.same(original, m.pi))
    }

    @Test("a value shared with a collection is not changed through another copy")
    func copiesInCollections() {
        let one = MPFRValue(1, precision: 64)
        var values = Array(repeating: one, count: 4)
        values[2] += MPFRValue(1, precision: 64)
        #expect(values.map { Double($0) } == [1, 1, 2, 1])
        #expect(Double(one) == 1)
    }

    @Test(
        "in-place operations equal the value operations on seeded random operands",
        arguments: [53, 113, 256, 257, 1024])
    func inPlaceEqualsValueOperations(_ precision: Int) throws {
        let m = try MPFRBackend(precision: precision)
        let seed = TestEnvironment.seed
        var generator = TestEnvironment.generator(salt: 0xC0_0000 &+ UInt64(precision))
        let specials =
            ["0", "-0", "1", "-1", "1e999999999999", "-1e999999999999"].map { m.value(decimal: $0) } + [
                m.value(decimal: "nan")
            ]
        for index in 0..<(TestEnvironment.isUnderValgrind ? 40 : 300) {
            let a =
                index < specials.count * specials.count
                ? specials[index % specials.count] : Self.randomValue(m, using: &generator)
            let b =
                index < specials.count * specials.count
                ? specials[index / specials.count] : Self.randomValue(m, using: &generator)
            let cases: [(String, MPFRValue, (inout MPFRValue) -> Void, MPFRValue)] = [
                ("+", a + b, { $0.formSum(b) }, m.sum(a, b)),
                ("−", a - b, { $0.formDifference(b) }, m.difference(a, b)),
                ("×", a * b, { $0.formProduct(b) }, m.product(a, b)),
                ("÷", a / b, { $0.formQuotient(b) }, m.quotient(a, b)),
                ("+=", a + b, { $0 += b }, m.sum(a, b)),
                ("−=", a - b, { $0 -= b }, m.difference(a, b)),
                ("×=", a * b, { $0 *= b }, m.product(a, b)),
                ("÷=", a / b, { $0 /= b }, m.quotient(a, b)),
                (
                    "√", m.apply(.squareRoot, to: a, angle: .radians), { $0.formSquareRoot() },
                    m.apply(.squareRoot, to: a, angle: .radians)
                ),
                ("neg", -a, { $0.negate() }, m.negation(a)),
                // assign…: the destination's storage is reused, its old value ignored.
                ("assign +", a + b, { $0.assignSum(a, b) }, m.sum(a, b)),
                ("assign −", a - b, { $0.assignDifference(a, b) }, m.difference(a, b)),
                ("assign ×", a * b, { $0.assignProduct(a, b) }, m.product(a, b)),
                ("assign ÷", a / b, { $0.assignQuotient(a, b) }, m.quotient(a, b)),
                (
                    "assign √", m.apply(.squareRoot, to: a, angle: .radians), { $0.assignSquareRoot(a) },
                    m.apply(.squareRoot, to: a, angle: .radians)
                ),
            ]
            for (name, valueResult, inPlace, backendResult) in cases {
                var c = a
                inPlace(&c)
                #expect(
                    Self.same(c, valueResult), "seed \(seed): \(a) \(name) \(b): in place \(c), value \(valueResult)")
                #expect(
                    Self.same(valueResult, backendResult),
                    "seed \(seed): \(a) \(name) \(b): operator \(valueResult), backend \(backendResult)")
            }
        }
    }

    @Test("assigning into a value shared with an operand leaves the operand alone")
    func assignIntoSharedStorage() throws {
        let m = try MPFRBackend(precision: 128)
        let a = m.value(decimal: "1.5")
        let b = m.value(decimal: "2.25")
        var x = a  // shares a's storage
        x.assignProduct(a, b)
        #expect(x == m.value(decimal: "3.375"))
        #expect(a == m.value(decimal: "1.5"))
        var y = m.value(0)
        y.assignSum(y, b)  // the destination is also an operand
        #expect(y == b)
    }

    @Test("a += a doubles a")
    func selfAssignment() {
        var a = MPFRValue(decimal: "1.25", precision: 80)!
        a += a
        #expect(Double(a) == 2.5)
        a *= a
        #expect(Double(a) == 6.25)
        a -= a
        #expect(a.isZero && !a.hasNegativeSign)
    }

    @Test("operators round to the larger precision, form… methods to the receiver's")
    func precisionRules() throws {
        let narrow = MPFRValue(1, precision: 24)
        let tiny = try #require(MPFRValue(decimal: "1e-30", precision: 200))
        let sum = narrow + tiny
        #expect(sum.precision == 200)
        #expect(sum != narrow, "1 + 1e-30 needs more than 24 bits")
        #expect((tiny + narrow).precision == 200)
        var inPlace = narrow
        inPlace += tiny
        #expect(inPlace.precision == 24)
        #expect(inPlace == narrow, "rounded back to 1 at 24 bits")
        #expect(MPFRValue(precision: 99).precision == 99)
        #expect(MPFRValue(precision: 99).isZero && !MPFRValue(precision: 99).hasNegativeSign)
    }

    @Test("prefix minus and negate flip only the sign")
    func negation() throws {
        let a = try #require(MPFRValue(decimal: "2.5", precision: 64))
        let b = -a
        #expect(Double(a) == 2.5 && Double(b) == -2.5)
        let zero = MPFRValue(precision: 64)
        #expect((-zero).hasNegativeSign && (-zero).isZero && !zero.hasNegativeSign)
    }

    @Test(
        "Double(MPFRValue) rounds to nearest binary64, ties to even, with subnormals, ±0 and ±∞",
        arguments: [
            ("0.1", 0.1), ("9007199254740993", 9_007_199_254_740_992), ("9007199254740995", 9_007_199_254_740_996),
            ("9007199254740993.0000000001", 9_007_199_254_740_994), ("-2.5", -2.5),
            // Below the halfway point 1.5·2⁻¹⁰⁷⁴:
            ("7.410984687618698162648531893015909600788e-324", .leastNonzeroMagnitude),
            ("7.410984687618698162648531893030731570164e-324", Double(bitPattern: 2)),  // above it
            ("2.2250738585072011e-308", Double(bitPattern: 0x000F_FFFF_FFFF_FFFF)), ("1e-400", 0), ("-1e-400", -0.0),
            ("1.7976931348623158e308", .greatestFiniteMagnitude), ("1.797693134862315808e308", .infinity),
            ("-1e309", -.infinity), ("1e400000000", .infinity), ("-0", -0.0),
        ])
    func conversionToDouble(_ text: String, _ expected: Double) throws {
        let value = try #require(MPFRValue(decimal: text, precision: 256))
        #expect(Double(value).bitPattern == expected.bitPattern, "\(text) → \(Double(value))")
    }

    @Test("NaN and infinities")
    func specialValues() throws {
        let m = try MPFRBackend(precision: 64)
        let nan = m.value(decimal: "nan")
        #expect(nan.isNaN && !nan.isFinite && !nan.isInfinite && Double(nan).isNaN)
        #expect(nan != nan && !(nan < nan) && !(nan < m.value(1)) && !(m.value(1) < nan))
        let infinity = m.value(decimal: "1e99999999999999")
        #expect(infinity.isInfinite && !infinity.isFinite && !infinity.hasNegativeSign)
        #expect(nan.description == "nan" && infinity.description == "inf" && (-infinity).description == "-inf")
    }

    @Test("equality is numeric (−0 = +0) and order is total on numbers")
    func equalityAndOrder() throws {
        let values = ["-1e300", "-1", "-0.5", "0", "1e-300", "0.5", "1", "1e300"].compactMap {
            MPFRValue(decimal: $0, precision: 64)
        }
        #expect(values.count == 8)
        #expect(values == values.sorted())
        for (i, x) in values.enumerated() {
            for (j, y) in values.enumerated() {
                #expect((x < y) == (i < j) && (x == y) == (i == j))
            }
        }
        #expect(MPFRValue(decimal: "-0", precision: 64)! == MPFRValue(decimal: "0", precision: 64)!)
        #expect(MPFRValue(1, precision: 24) == MPFRValue(1, precision: 300), "equality across precisions is numeric")
    }

    @Test("description shows the digits the precision distinguishes")
    func description() throws {
        #expect(MPFRValue(1, precision: 53).description == "1.0000000000000000e0")
        #expect(MPFRValue(-42, precision: 2).description == "-4.8e1", "42 = 101010₂ rounds to 110000₂ at 2 bits")
        #expect(try #require(MPFRValue(decimal: "0.1", precision: 53)).description == "1.0000000000000001e-1")
        #expect(MPFRValue(precision: 10).description == "0.0000e0")
    }

    @Test("init(_:precision:) and init?(decimal:precision:) round correctly")
    func initializers() throws {
        #expect(Double(MPFRValue(Int.max, precision: 53)) == 0x1p63)
        #expect(Double(MPFRValue(5, precision: 2)) == 4, "101₂ ties to even: 100₂")
        #expect(Double(MPFRValue(7, precision: 2)) == 8)
        #expect(Double(try #require(MPFRValue(decimal: "0.1", precision: 53))) == 0.1)
        #expect(Double(try #require(MPFRValue(decimal: "1e400", precision: 53))) == .infinity)
    }

    @Test("concurrent tasks share a value and mutate their own copies")
    func concurrentCopies() async throws {
        let shared = try MPFRBackend(precision: 512).pi
        let results = await withTaskGroup(of: (Int, Double).self) { group in
            for i in 0..<16 {
                group.addTask {
                    var copy = shared
                    for _ in 0..<100 { copy += MPFRValue(i, precision: 64) }
                    copy -= shared
                    return (i, Double(copy))
                }
            }
            var results: [Int: Double] = [:]
            for await (i, value) in group { results[i] = value }
            return results
        }
        #expect(results.count == 16)
        for (i, value) in results { #expect(value == Double(100 * i)) }
        #expect(MPFRValueTests.same(shared, try MPFRBackend(precision: 512).pi))
    }

    @Test("IEEE-mode operations do not leave binary64's exponent range behind on the thread")
    func exponentRangeIsRestored() async throws {
        let ieee = MPFRBackend.ieeeBinary64
        let big = try #require(MPFRValue(decimal: "1e300", precision: 53))
        let m = try MPFRBackend(precision: 53)
        for _ in 0..<100 {
            let overflowed = ieee.product(ieee.value(decimal: "1e300"), ieee.value(decimal: "1e300"))
            #expect(overflowed.isInfinite)
            #expect((big * big).isFinite, "operators use MPFR's standard range")
            #expect(m.product(big, big).isFinite, "a standard-mode backend too")
            await Task.yield()
        }
    }

    static func randomValue(_ m: MPFRBackend, using generator: inout SplitMix64) -> MPFRValue {
        let numerator = m.value(Int.random(in: Int.min / 2...Int.max / 2, using: &generator))
        let denominator = m.value(Int.random(in: 1...Int.max / 2, using: &generator))
        return m.scaled(
            m.quotient(numerator, denominator), byPowerOfTwo: Int.random(in: -2000...2000, using: &generator))
    }

    @Test("rounding to another precision is to nearest, ties to even, and keeps NaN and infinities")
    func roundingToAnotherPrecision() throws {
        let third = try #require(MPFRValue(decimal: "0.33333333333333333333333333333333333333", precision: 256))
        #expect(Self.same(MPFRValue(third, precision: 53), MPFRValue(1.0 / 3, precision: 53)))
        // 1 + 2^-53 is halfway between 1 and 1 + 2^-52 at 53 bits: the even one, 1.
        let halfway = MPFRValue(1, precision: 128) + MPFRValue(0x1p-53, precision: 128)
        #expect(Self.same(MPFRValue(halfway, precision: 53), MPFRValue(1, precision: 53)))
        #expect(MPFRValue(MPFRValue(Double.nan, precision: 64), precision: 53).isNaN)
        let infinity = MPFRValue(MPFRValue(-Double.infinity, precision: 64), precision: 53)
        #expect(infinity.isInfinite && infinity.hasNegativeSign)
    }
}
