extension Binary64Backend {
    /// The binary fraction m/2ᵏ of a finite `x` in lowest terms (an integer when k ≤ 0), when both fit
    /// `maximumDigits` decimal digits.
    public func exactFraction(of x: Double, maximumDigits: Int) -> ExactFraction? {
        Self.binaryFraction(of: x, maximumDigits: maximumDigits)
    }

    /// m/2ᵏ for a finite `x`, computed in UInt64 (nil when 2ᵏ or the integer does not fit 64 bits or
    /// `maximumDigits` decimal digits).
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
        let numerator: UInt64
        let denominator: UInt64
        if exponent >= 0 {
            guard exponent < 64, significand <= UInt64.max >> UInt64(exponent) else { return nil }
            numerator = significand << UInt64(exponent)
            denominator = 1
        } else {
            guard -exponent < 64 else { return nil }
            numerator = significand
            denominator = 1 << UInt64(-exponent)
        }
        let p = String(numerator)
        let q = String(denominator)
        guard p.utf8.count <= maximumDigits, q.utf8.count <= maximumDigits else { return nil }
        return ExactFraction(isNegative: x < 0, numerator: p, denominator: q)
    }
}
