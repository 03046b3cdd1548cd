extension Binary64Backend {
    /// The binary fraction m/2ᵏ of a finite `x` in lowest terms (an integer when k ≤ 0), when both fit
    /// `maximumDigits` decimal digits.
    public func exactFraction(of x: Double, maximumDigits: Int) -> ExactFraction? {
        Self.binaryFraction(of: x, maximumDigits: maximumDigits)
    }

    /// m/2ᵏ for a finite `x`, in UInt64 where it fits and as a wide integer beyond (up to 2¹⁰²⁴ above
    /// the line, 2¹⁰⁷⁴ below); nil when either integer has more than `maximumDigits` decimal digits.
    package static func binaryFraction(of x: Double, maximumDigits: Int) -> ExactFraction? {
        guard x.isFinite else { return nil }
        if x == 0 { return ExactFraction(isNegative: false, numerator: "0", denominator: "1") }
        let magnitude = Swift.abs(x)
        // magnitude = significand × 2^exponent with an odd integer significand.
        var significand = magnitude.significandBitPattern | (magnitude.isNormal ? 1 << 52 : 0)
        var exponent = Int(magnitude.exponent) - 52
        if !magnitude.isNormal { exponent = -1074 }
        let shift = significand.trailingZeroBitCount
        significand >>= UInt64(shift)
        exponent += shift
        let p: String
        let q: String
        if exponent >= 0 {
            // Each of the 1,024 bits adds at most 0.31 decimal digits: a bound checked before the work.
            guard exponent * 3 / 10 <= maximumDigits else { return nil }
            p = WideUnsigned(significand: significand, shiftedLeftBy: exponent).decimal
            q = "1"
        } else {
            guard -exponent * 3 / 10 <= maximumDigits else { return nil }
            p = String(significand)
            q = WideUnsigned(significand: 1, shiftedLeftBy: -exponent).decimal
        }
        guard p.utf8.count <= maximumDigits, q.utf8.count <= maximumDigits else { return nil }
        return ExactFraction(isNegative: x < 0, numerator: p, denominator: q)
    }
}
