import CMPFR
import CalcEngine
import CalcTestSupport
import Testing

@testable import CalcMPFR
@testable import CalcNumerics

/// The integer fast path of `DoubleBackend.decimalDigits` (128-bit arithmetic for common magnitudes)
/// against glibc's printf, which converts exactly and rounds half to even: random doubles of every
/// magnitude the fast path takes and around it, exact decimal midpoints (ties), and every digit count.
@Suite("Double digits by integer arithmetic")
struct DoubleExactDigitsTests {
    /// printf("%.*e") read back into digits: the reference.
    static func printfDigits(_ x: Double, _ count: Int) -> DecimalDigits {
        var buffer = [CChar](repeating: 0, count: count + 32)
        let length = Int(cmpfr_format_double_scientific(&buffer, buffer.count, Int32(count - 1), x))
        let text = String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let negative = text.hasPrefix("-")
        let body = negative ? text.dropFirst() : Substring(text)
        let parts = body.split(separator: "e")
        let digits = Array(parts[0].utf8.filter { $0 != UInt8(ascii: ".") })
        return DecimalDigits(isNegative: negative, digits: digits, exponent: Int(parts[1])!)
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @Test func randomDoublesMatchPrintf() {
        var random = SplitMix64(seed: TestEnvironment.seed ^ 0xD16_175)
        var fast = 0
        for _ in 0..<200_000 {
            let x: Double
            switch Int.random(in: 0..<3, using: &random) {
            case 0: x = Double(bitPattern: random.next())  // any bit pattern
            case 1: x = Double.random(in: -1e16...1e16, using: &random)
            default:  // short decimals: the calculator's typical values, with ties at fewer digits
                x =
                    Double(Int.random(in: -999_999...999_999, using: &random))
                    / [1, 8, 16, 1000, 1024, 3][Int.random(in: 0..<6, using: &random)]
            }
            guard x.isFinite, x != 0 else { continue }
            let count = Int.random(in: 1...19, using: &random)
            guard let digits = Binary64Decimal.exactDigits(of: x, significantDigits: count) else { continue }
            fast += 1
            let expected = Self.printfDigits(x, count)
            #expect(digits == expected, "\(x) to \(count) digits; seed \(TestEnvironment.seed)")
        }
        // The fast path took a good share of the sample (random bit patterns are mostly outside its range).
        #expect(fast > 50_000, "\(fast)")
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @Test func tiesRoundToEven() {
        // 0.125 = 1.25e-1 → 2 digits: 1.2 (even); 0.375 → 3.8; 2.5 → 2 (1 digit); 1e15 + 0.5 is exact.
        #expect(Binary64Decimal.exactDigits(of: 0.125, significantDigits: 2)?.digits == Array("12".utf8))
        #expect(Binary64Decimal.exactDigits(of: 0.375, significantDigits: 2)?.digits == Array("38".utf8))
        #expect(Binary64Decimal.exactDigits(of: 2.5, significantDigits: 1)?.digits == Array("2".utf8))
        #expect(
            Binary64Decimal.exactDigits(of: 9.5, significantDigits: 1)
                == DecimalDigits(isNegative: false, digits: Array("1".utf8), exponent: 1))
        #expect(Binary64Decimal.exactDigits(of: -0.1, significantDigits: 17) == Self.printfDigits(-0.1, 17))
    }

    @Test func zerosKeepTheirSign() {
        for count in [1, 15, 17, 19] {
            #expect(DoubleBackend().decimalDigits(of: -0.0, significantDigits: count) == Self.printfDigits(-0.0, count))
            #expect(
                DoubleBackend().decimalDigits(of: 0.0, significantDigits: count)
                    == DecimalDigits(
                        isNegative: false, digits: Array(repeating: UInt8(ascii: "0"), count: count), exponent: 0))
        }
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @Test func outsideTheRangeItDefers() {
        #expect(Binary64Decimal.exactDigits(of: 1e300, significantDigits: 15) == nil)
        #expect(Binary64Decimal.exactDigits(of: 1e-300, significantDigits: 15) == nil)
        #expect(Binary64Decimal.exactDigits(of: 0, significantDigits: 15) == nil)
        #expect(Binary64Decimal.exactDigits(of: .leastNonzeroMagnitude, significantDigits: 15) == nil)
    }
}
