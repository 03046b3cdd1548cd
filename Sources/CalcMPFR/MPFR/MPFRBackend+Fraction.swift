import CMPFR
import CalcNumerics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension MPFRBackend {
    /// The binary fraction m/2ᵏ of a finite `x` in lowest terms, when both integers fit `maximumDigits`
    /// decimal digits.
    public func exactFraction(of x: MPFRValue, maximumDigits: Int) -> ExactFraction? {
        x.withMPFRPointer { source in
            guard mpfr_number_p(source) != 0 else { return nil }
            if mpfr_zero_p(source) != 0 { return ExactFraction(isNegative: false, numerator: "0", denominator: "1") }
            // x = m × 2^e, m an integer; bound the sizes before converting (3.33 bits per digit).
            let bits = maximumDigits * 10 / 3 + 4
            let exponent = mpfr_get_exp(source)
            guard exponent <= bits, exponent >= -bits - Int(mpfr_get_prec(source)) else { return nil }
            let m = GMPInteger()
            return withExtendedLifetime(m) { () -> ExactFraction? in
                var e = Int(mpfr_get_z_2exp(m.pointer, source))
                __gmpz_abs(m.pointer, m.pointer)
                let zeros = Int(__gmpz_scan1(m.pointer, 0))
                __gmpz_fdiv_q_2exp(m.pointer, m.pointer, UInt(zeros))
                e += zeros
                let q = GMPInteger()
                return withExtendedLifetime(q) { () -> ExactFraction? in
                    __gmpz_set_ui(q.pointer, 1)
                    if e >= 0 {
                        __gmpz_mul_2exp(m.pointer, m.pointer, UInt(e))
                    } else {
                        __gmpz_mul_2exp(q.pointer, q.pointer, UInt(-e))
                    }
                    let p = Self.decimal(m.pointer)
                    let d = Self.decimal(q.pointer)
                    guard p.utf8.count <= maximumDigits, d.utf8.count <= maximumDigits else { return nil }
                    return ExactFraction(isNegative: mpfr_signbit(source) != 0, numerator: p, denominator: d)
                }
            }
        }
    }

    /// The decimal digits of a GMP integer.
    private static func decimal(_ z: UnsafeMutablePointer<__mpz_struct>) -> String {
        guard let text = __gmpz_get_str(nil, 10, z) else { return "" }
        defer { free(text) }
        return String(cString: text)
    }
}
