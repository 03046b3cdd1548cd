import CMPFR
import CalcNumerics

#if canImport(Glibc)
    import Glibc
#endif

extension ExactBackend {
    /// `x` rounded to `count` significant digits: exactly, round half to even, for exact values.
    public func decimalDigits(of x: ExactValue, significantDigits count: Int) -> DecimalDigits {
        switch x {
        case .approximate(let m): approximation.decimalDigits(of: m, significantDigits: count)
        case .exact(let r): Self.rounded(r, significantDigits: count).digits
        }
    }

    /// Whether `count` digits show an exact value without rounding (`1 / 4 =` yes, `2 / 3 =` no).
    public func showsExactly(_ value: ExactValue, significantDigits count: Int) -> Bool {
        guard case .exact(let r) = value else { return false }
        return Self.rounded(r, significantDigits: count).isExact
    }

    /// The correctly rounded digits of a rational, and whether no rounding was needed.
    static func rounded(_ r: Rational, significantDigits count: Int) -> (digits: DecimalDigits, isExact: Bool) {
        precondition(count >= 1, "at least one significant digit")
        if r.isZero {
            return (
                DecimalDigits(
                    isNegative: false, digits: Array(repeating: UInt8(ascii: "0"), count: count), exponent: 0), true
            )
        }
        return r.withMPQPointer { q in
            let numerator = GMPInteger()
            let denominator = GMPInteger()
            __gmpz_abs(numerator.pointer, cmpfr_mpq_numerator(UnsafeMutablePointer(mutating: q)))
            __gmpz_set(denominator.pointer, cmpfr_mpq_denominator(UnsafeMutablePointer(mutating: q)))
            // First estimate of the decimal exponent E with 10^E <= |r| < 10^(E+1); corrected below.
            var exponent = __gmpz_sizeinbase(numerator.pointer, 10) - __gmpz_sizeinbase(denominator.pointer, 10)
            let quotient = GMPInteger()
            let remainder = GMPInteger()
            let scaledNumerator = GMPInteger()
            let scaledDenominator = GMPInteger()
            let power = GMPInteger()
            let limit = GMPInteger()
            __gmpz_ui_pow_ui(limit.pointer, 10, UInt(count))
            for _ in 0..<4 {
                // quotient = |r| · 10^(count − 1 − E), truncated.
                let shift = count - 1 - exponent
                __gmpz_ui_pow_ui(power.pointer, 10, UInt(abs(shift)))
                if shift >= 0 {
                    __gmpz_mul(scaledNumerator.pointer, numerator.pointer, power.pointer)
                    __gmpz_set(scaledDenominator.pointer, denominator.pointer)
                } else {
                    __gmpz_set(scaledNumerator.pointer, numerator.pointer)
                    __gmpz_mul(scaledDenominator.pointer, denominator.pointer, power.pointer)
                }
                __gmpz_tdiv_qr(
                    quotient.pointer, remainder.pointer, scaledNumerator.pointer, scaledDenominator.pointer)
                if __gmpz_cmp(quotient.pointer, limit.pointer) >= 0 {
                    exponent += 1
                    continue
                }
                __gmpz_tdiv_q_ui(power.pointer, limit.pointer, 10)
                if __gmpz_cmp(quotient.pointer, power.pointer) < 0 {
                    exponent -= 1
                    continue
                }
                break
            }
            // Round half to even on the exact remainder.
            let isExact = cmpfr_mpz_sign(remainder.pointer) == 0
            __gmpz_mul_2exp(remainder.pointer, remainder.pointer, 1)
            let comparison = __gmpz_cmp(remainder.pointer, scaledDenominator.pointer)
            if comparison > 0 || (comparison == 0 && __gmpz_tstbit(quotient.pointer, 0) == 1) {
                __gmpz_add_ui(quotient.pointer, quotient.pointer, 1)
                if __gmpz_cmp(quotient.pointer, limit.pointer) == 0 {
                    __gmpz_tdiv_q_ui(quotient.pointer, quotient.pointer, 10)
                    exponent += 1
                }
            }
            let text = __gmpz_get_str(nil, 10, quotient.pointer)!
            defer { free(text) }
            let digits = Array(String(cString: text).utf8)
            return (DecimalDigits(isNegative: r.isNegative, digits: digits, exponent: exponent), isExact)
        }
    }
}
