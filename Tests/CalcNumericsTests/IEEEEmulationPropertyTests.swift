import CalcEngine
import CalcTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Differential property: `MPFRBackend.ieeeBinary64` gives bit for bit what the hardware's binary64
/// gives for + − × ÷ √ (and × 2ⁿ), across normal and subnormal operands and results, both signs,
/// zeros, overflow, infinities and NaN (NaN compares as "both NaN").
///
/// The run's seed is printed ("test seed: …") and named in every failure; set CALC_TEST_SEED to replay.
/// Operands reach MPFR through `value(decimal:)`: of Swift's shortest round-trip description for
/// normal doubles, of the exact decimal expansion for subnormals; each one is checked to convert back
/// to the same double before it is used.
@Suite("IEEE emulation property")
struct IEEEEmulationPropertyTests {
    /// 100,000 random pairs in all (4 chunks run in parallel); 2,000 under valgrind.
    static let chunkCount = 4
    static let pairsPerChunk = TestEnvironment.isUnderValgrind ? 500 : 25_000

    /// Values whose products and quotients, scaled by random powers of two, land on subnormals, exact
    /// ties and overflow.
    static let niceValues: [Double] = [
        1, 2, 3, 5, 7, 9, 10, 0.1, 0.2, 0.3, 0.5, 0.25, 0.75, 1.5, 2.5, 1.0 / 3, 2.0 / 3, 0.7, 11, 13, 100, 1000, 1e-3,
    ]

    static let specialValues: [Double] = [
        0, -0.0, .infinity, -.infinity, .nan, -.nan, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, -.leastNormalMagnitude,
        .leastNormalMagnitude.nextDown, 1, -1, .ulpOfOne, 2, 0.5, 4, 1e308, 1e-308,
    ]

    enum Operation: String, CaseIterable {
        case sum, difference, product, quotient, squareRoot, scaled
    }

    struct Coverage {
        var subnormalResults = 0
        var overflows = 0
        var nanResults = 0
        var zeroResults = 0
        var infiniteOperands = 0
        var nanOperands = 0
        var subnormalOperands = 0

        mutating func add(_ other: Coverage) {
            subnormalResults += other.subnormalResults
            overflows += other.overflows
            nanResults += other.nanResults
            zeroResults += other.zeroResults
            infiniteOperands += other.infiniteOperands
            nanOperands += other.nanOperands
            subnormalOperands += other.subnormalOperands
        }
    }

    @Test("MPFR IEEE mode + − × ÷ √ equal Double bit for bit on 100,000 seeded random pairs", arguments: 0..<chunkCount)
    func differential(chunk: Int) throws {
        let seed = TestEnvironment.seed
        var generator = TestEnvironment.generator(salt: 0x1EEE_0000 &+ UInt64(chunk))
        let ieee = MPFRBackend.ieeeBinary64
        var failures = 0
        var coverage = Coverage()

        func fail(_ message: String) {
            failures += 1
            if failures <= 10 { Issue.record("seed \(seed), chunk \(chunk): \(message)") }
        }

        func operand(_ x: Double) -> MPFRValue? {
            let value: MPFRValue
            if x.isNaN {
                value = ieee.value(decimal: "nan")  // the raw API: malformed text is NaN
            } else if x.isInfinite {
                value = ieee.value(decimal: x < 0 ? "-1e999" : "1e999")  // the raw API: overflow is ±∞
            } else {
                // The shortest description, subnormals included: IEEE mode parses it back to x (see
                // DecimalParsingTests.ieeeSubnormalShortestRoundTrip), and the guard below checks it again.
                value = ieee.value(decimal: String(describing: x))
            }
            guard sameDouble(Double(value), x) else {
                fail("operand \(describeBits(x)) was built as \(describeBits(Double(value)))")
                return nil
            }
            return value
        }

        for _ in 0..<Self.pairsPerChunk {
            let (a, b) = Self.randomPair(using: &generator)
            guard let x = operand(a), let y = operand(b) else { continue }
            for operandValue in [a, b] {
                if operandValue.isInfinite { coverage.infiniteOperands += 1 }
                if operandValue.isNaN { coverage.nanOperands += 1 }
                if operandValue.isSubnormal { coverage.subnormalOperands += 1 }
            }
            let n = Int.random(in: -2200...2200, using: &generator)
            for operation in Operation.allCases {
                let expected: Double
                let actual: MPFRValue
                switch operation {
                case .sum: (expected, actual) = (a + b, ieee.sum(x, y))
                case .difference: (expected, actual) = (a - b, ieee.difference(x, y))
                case .product: (expected, actual) = (a * b, ieee.product(x, y))
                case .quotient: (expected, actual) = (a / b, ieee.quotient(x, y))
                case .squareRoot: (expected, actual) = (a.squareRoot(), ieee.apply(.squareRoot, to: x, angle: .radians))
                case .scaled: (expected, actual) = (scalbn(a, Int32(n)), ieee.scaled(x, byPowerOfTwo: n))
                }
                let result = Double(actual)
                if !sameDouble(result, expected) {
                    fail(
                        "\(operation) of \(describeBits(a)) and \(describeBits(operation == .scaled ? Double(n) : b)): MPFR \(describeBits(result)), Double \(describeBits(expected))"
                    )
                }
                if actual.precision != 53 { fail("\(operation) result has \(actual.precision) bits") }
                if let variable = Self.variableResult(operation, x, y), !sameDouble(Double(variable), expected) {
                    fail(
                        "\(operation) of \(describeBits(a)) and \(describeBits(b)) with variables in an IEEE scope: \(describeBits(Double(variable))), Double \(describeBits(expected))"
                    )
                }
                if expected.isSubnormal { coverage.subnormalResults += 1 }
                if expected.isNaN { coverage.nanResults += 1 }
                if expected == 0 { coverage.zeroResults += 1 }
                if expected.isInfinite && a.isFinite && b.isFinite && operation != .quotient { coverage.overflows += 1 }
            }
        }
        #expect(failures == 0, "seed \(seed), chunk \(chunk): \(failures) mismatches")
        if !TestEnvironment.isUnderValgrind {
            // The generator must actually reach the interesting regions.
            #expect(coverage.subnormalResults > 100, "seed \(seed): \(coverage)")
            #expect(coverage.overflows > 100, "seed \(seed): \(coverage)")
            #expect(coverage.nanResults > 10, "seed \(seed): \(coverage)")
            #expect(coverage.zeroResults > 100, "seed \(seed): \(coverage)")
            #expect(coverage.infiniteOperands > 10, "seed \(seed): \(coverage)")
            #expect(coverage.nanOperands > 10, "seed \(seed): \(coverage)")
            #expect(coverage.subnormalOperands > 100, "seed \(seed): \(coverage)")
        }
    }

    /// The same operation through `MPFRVariable`s in an IEEE `MPFRScope` (nil for scaling, which
    /// variables do not have).
    static func variableResult(_ operation: Operation, _ x: MPFRValue, _ y: MPFRValue) -> MPFRValue? {
        let a = MPFRVariable(x)
        let b = MPFRVariable(y)
        var result = MPFRVariable(precision: 53)
        let done = MPFRScope.run(like: .ieeeBinary64) { scope -> Bool in
            switch operation {
            case .sum: result.assignSum(a, b, in: scope)
            case .difference: result.assignDifference(a, b, in: scope)
            case .product: result.assignProduct(a, b, in: scope)
            case .quotient: result.assignQuotient(a, b, in: scope)
            case .squareRoot: result.assignSquareRoot(a, in: scope)
            case .scaled: return false
            }
            return true
        }
        return done ? result.value : nil
    }

    @Test("the seeded generator is deterministic")
    func generatorIsDeterministic() {
        var first = SplitMix64(seed: 42)
        var second = SplitMix64(seed: 42)
        let a = (0..<1000).map { _ in Self.randomPair(using: &first) }
        let b = (0..<1000).map { _ in Self.randomPair(using: &second) }
        #expect(zip(a, b).allSatisfy { sameDouble($0.0, $1.0) && sameDouble($0.1, $1.1) })
        // The published first output of SplitMix64 seeded with 0.
        var zero = SplitMix64(seed: 0)
        #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
    }

    // MARK: Random operands

    static func randomPair(using generator: inout SplitMix64) -> (Double, Double) {
        let a = randomDouble(using: &generator)
        let b: Double
        switch generator.next() % 10 {
        case 0:  // a few ulps away: cancellation in a − b, subnormal differences of tiny values
            let steps = Int64.random(in: -8...8, using: &generator)
            let bits = Int64(bitPattern: a.bitPattern) &+ steps
            b = Double(bitPattern: UInt64(bitPattern: bits))
        case 1:  // the same magnitude, either sign
            b = Bool.random(using: &generator) ? a : -a
        default:
            b = randomDouble(using: &generator)
        }
        return (a, b)
    }

    static func randomDouble(using generator: inout SplitMix64) -> Double {
        let sign: Double = Bool.random(using: &generator) ? -1 : 1
        switch generator.next() % 10 {
        case 0, 1:  // any bit pattern, NaNs and infinities included
            return Double(bitPattern: generator.next())
        case 2:  // subnormal
            return sign * Double(bitPattern: generator.next() & ((1 << 52) - 1))
        case 3:  // special values
            return specialValues.randomElement(using: &generator)!
        case 4, 5:  // a nice value (or a product of two) times a random power of two
            var x = niceValues.randomElement(using: &generator)!
            if Bool.random(using: &generator) { x *= niceValues.randomElement(using: &generator)! }
            return sign * scalbn(x, Int32.random(in: -1080...1030, using: &generator))
        case 6:  // a nice value times a power of ten
            let x = niceValues.randomElement(using: &generator)!
            return sign * x * pow(10, Double(Int.random(in: -320...308, using: &generator)))
        default:  // normal, near the ends of the exponent range or near 1
            let exponent: UInt64
            switch generator.next() % 3 {
            case 0: exponent = UInt64.random(in: 1...60, using: &generator)
            case 1: exponent = UInt64.random(in: 1990...2046, using: &generator)
            default: exponent = UInt64.random(in: 990...1060, using: &generator)
            }
            return Double(bitPattern: (generator.next() & ((1 << 52) - 1)) | exponent << 52) * sign
        }
    }
}
