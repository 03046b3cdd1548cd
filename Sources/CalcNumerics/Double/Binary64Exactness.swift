#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The error-free checks that decide, without any library, whether a binary64 result needed rounding:
/// what ``Binary64Backend`` decides + − × ÷ √ x² with, and all that ``LibmBinary64`` decides.
package enum Binary64Exactness {
    /// Whether decimal text `[-]digits[.digits][e[±]digits]` is exactly `rounded`, decided without MPFR: as
    /// M × 10ᵏ with an integer M < 2⁵³ and |k| ≤ 22, one product or quotient checked by FMA. Other text
    /// is reported inexact.
    package static func isExact(decimal text: String, rounded: Double) -> Bool {
        var significand: UInt64 = 0
        var fractionDigits = 0
        var inFraction = false
        var exponentSign = 1
        var exponentValue = 0
        var inExponent = false
        var sawDigit = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9") where inExponent:
                exponentValue = exponentValue * 10 + Int(byte - UInt8(ascii: "0"))
                if exponentValue > 10_000 { return false }
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                sawDigit = true
                if inFraction { fractionDigits += 1 }
                let (times10, overflow) = significand.multipliedReportingOverflow(by: 10)
                guard !overflow else { return false }
                significand = times10 + UInt64(byte - UInt8(ascii: "0"))
                guard significand < 1 << 53 else { return false }
            case UInt8(ascii: ".") where !inExponent:
                inFraction = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                inExponent = true
            case UInt8(ascii: "-") where inExponent:
                exponentSign = -1
            case UInt8(ascii: "-"), UInt8(ascii: "+"):
                continue
            default:
                return false
            }
        }
        guard sawDigit else { return false }
        if significand == 0 { return rounded == 0 }
        let k = exponentSign * exponentValue - fractionDigits
        guard let power = exactPowerOfTen(Double(k)) else { return false }
        let m = Double(significand)
        if k >= 0 { return hasRepresentableError(rounded) && fma(m, power, -Swift.abs(rounded)) == 0 }
        return hasRepresentableError(rounded) && fma(-Swift.abs(rounded), power, m) == 0
    }

    /// 10^|k| for an integer k with |k| ≤ 22 (exact in binary64), nil otherwise.
    package static func exactPowerOfTen(_ k: Double) -> Double? {
        guard k == k.rounded(), Swift.abs(k) <= 22 else { return nil }
        var power = 1.0
        for _ in 0..<Int(Swift.abs(k)) { power *= 10 }
        return power
    }

    /// Whether the rounding error of a non-zero product or quotient of this magnitude is itself a binary64
    /// number (FMA then computes it exactly): far enough above the subnormal range (a zero may have
    /// underflowed, and MPFR decides).
    package static func hasRepresentableError(_ x: Double) -> Bool {
        Swift.abs(x) >= 0x1p-969
    }
}
