extension Binary64Decimal {
    /// `x` correctly rounded to `count` ≤ 19 significant digits with 128-bit integer arithmetic, for the
    /// common magnitudes (about 10⁻⁸ to 2⁵², where it needs no more); `nil` elsewhere.
    ///
    /// |x| = m·2^e exactly (m < 2⁵³, e < 0); for a guess E of ⌊log₁₀|x|⌋, q = ⌊m·10^(count−1−E) / 2^−e⌋
    /// has `count` digits when the guess is right (else it is corrected by one), and the remainder of the
    /// division, compared with half the divisor, rounds q to nearest with ties to even, exactly as
    /// printf does, without formatting text.
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    static func exactDigits(of x: Double, significantDigits count: Int) -> DecimalDigits? {
        guard count >= 1, count <= 19, x.isNormal else { return nil }
        let magnitude = x.magnitude
        let binaryExponent = Int(magnitude.exponent)
        let shift = 52 - binaryExponent
        guard shift >= 1, shift <= 127 else { return nil }
        let significand = UInt128(magnitude.significandBitPattern | (1 << 52))
        let smallest = UInt128(PowersOfTen.uint64[count - 1])
        let tooLarge = UInt128(PowersOfTen.uint64[count])
        // ⌊binaryExponent · log₁₀ 2⌋ is ⌊log₁₀|x|⌋ or one less.
        var exponent = Int((Double(binaryExponent) * SignificantDigits.log10Of2).rounded(.down))
        for _ in 0..<3 {
            let k = count - 1 - exponent
            guard k >= 0, k < 2 * PowersOfTen.uint64.count - 1 else { return nil }
            let power =
                k < PowersOfTen.uint64.count
                ? UInt128(PowersOfTen.uint64[k]) : UInt128(PowersOfTen.uint64[19]) * UInt128(PowersOfTen.uint64[k - 19])
            let (product, overflow) = significand.multipliedReportingOverflow(by: power)
            guard !overflow else { return nil }
            var quotient = product >> shift
            if quotient >= tooLarge {
                exponent += 1
                continue
            }
            if quotient < smallest {
                exponent -= 1
                continue
            }
            let remainder = product & ((1 << shift) - 1)
            let half = UInt128(1) << (shift - 1)
            if remainder > half || (remainder == half && quotient & 1 == 1) { quotient += 1 }
            if quotient == tooLarge {
                quotient = smallest
                exponent += 1
            }
            // Written last digit first into 24 bytes on the stack, then appended to an array reserved for
            // them at once: `[UInt8](repeating:count:)` and `init(unsafeUninitializedCapacity:)` allocate
            // through the standard library's unspecialized path, which looks up the array's metadata (about
            // 500 instructions), and appending digit by digit checked the array's storage for each.
            var digits: [UInt8] = []
            digits.reserveCapacity(count)
            var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)
            withUnsafeMutableBytes(of: &buffer) { bytes in
                var rest = UInt64(quotient)
                for index in stride(from: count - 1, through: 0, by: -1) {
                    bytes[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                    rest /= 10
                }
                digits.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[..<count]))
            }
            return DecimalDigits(isNegative: x < 0, digits: digits, exponent: exponent)
        }
        return nil
    }
}
