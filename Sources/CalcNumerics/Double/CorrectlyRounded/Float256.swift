/// A binary floating-point number with a 256-bit significand and an unbounded exponent: the arithmetic
/// of the accurate paths of the correctly rounded functions (``CorrectlyRounded``).
///
/// The value is ±0.L × 2^`exponent` with L, the four 64-bit `limbs` read as a fraction, in [1/2, 1)
/// (the top bit of `limbs[3]` set), or zero when every limb is zero. Each operation truncates its
/// exact result to 256 bits, so it is within 2^−255 of it, relatively (a sum of operands of opposite
/// signs: within 2^−255 of the larger operand). No operation overflows or underflows: the exponent is an
/// `Int`, and only ``roundedToDouble()`` applies binary64's range.
struct Float256: Sendable {
    /// Whether the value is negative (never for zero).
    var isNegative: Bool
    /// The binary exponent e of 0.L × 2^e.
    var exponent: Int
    /// L, least significant limb first.
    var limbs: [UInt64]

    /// ±0.L × 2^`exponent`; `limbs` least significant first, normalised (or all zero).
    init(isNegative: Bool, exponent: Int, limbs: [UInt64]) {
        self.isNegative = isNegative
        self.exponent = exponent
        self.limbs = limbs
    }

    /// `n` exactly (|n| < 2⁵³).
    init(_ n: Int) { self.init(Double(n)) }

    /// Zero.
    static let zero = Float256(isNegative: false, exponent: 0, limbs: [0, 0, 0, 0])

    /// One.
    static let one = Float256(1)

    /// `x` exactly (finite).
    init(_ x: Double) {
        guard x != 0, x.isFinite else {
            self = .zero
            return
        }
        // x.significand is in [1, 2) for subnormals too, and has at most 53 bits.
        let top = UInt64(x.significand * 0x1p63)
        self.init(isNegative: x < 0, exponent: Int(x.exponent) + 1, limbs: [0, 0, 0, top])
    }

    /// Whether the value is zero.
    var isZero: Bool { limbs[3] == 0 }

    /// −self.
    static prefix func - (a: Float256) -> Float256 {
        var result = a
        if !a.isZero { result.isNegative.toggle() }
        return result
    }

    /// self × 2ⁿ, exactly.
    func scaled(byPowerOfTwo n: Int) -> Float256 {
        var result = self
        if !isZero { result.exponent += n }
        return result
    }

    /// The product, truncated to 256 bits.
    static func * (a: Float256, b: Float256) -> Float256 {
        if a.isZero || b.isZero { return .zero }
        var product = [UInt64](repeating: 0, count: 8)
        for i in 0..<4 {
            var carry: UInt64 = 0
            for j in 0..<4 {
                let (high, low) = a.limbs[i].multipliedFullWidth(by: b.limbs[j])
                let (sum1, overflow1) = product[i + j].addingReportingOverflow(low)
                let (sum2, overflow2) = sum1.addingReportingOverflow(carry)
                product[i + j] = sum2
                carry = high &+ (overflow1 ? 1 : 0) &+ (overflow2 ? 1 : 0)
            }
            product[i + 4] = carry
        }
        var exponent = a.exponent + b.exponent
        // Both factors are in [1/2, 1), so the product is in [1/4, 1): at most one bit to shift.
        if product[7] >> 63 == 0 {
            shiftLeft(&product, by: 1)
            exponent -= 1
        }
        return Float256(isNegative: a.isNegative != b.isNegative, exponent: exponent, limbs: Array(product[4..<8]))
    }

    /// The sum, truncated to 256 bits.
    static func + (a: Float256, b: Float256) -> Float256 {
        if a.isZero { return b }
        if b.isZero { return a }
        // Order by magnitude: |large| ≥ |small|.
        let aIsLarger =
            a.exponent != b.exponent ? a.exponent > b.exponent : compareLimbs(a.limbs, b.limbs) >= 0
        let large = aIsLarger ? a : b
        let small = aIsLarger ? b : a
        let distance = large.exponent - small.exponent
        if distance >= 258 { return large }
        // One extra limb below keeps the bits shifted out of the smaller operand for the subtraction.
        var x = [0] + large.limbs
        var y = [0] + small.limbs
        shiftRight(&y, by: distance)
        var exponent = large.exponent
        if large.isNegative == small.isNegative {
            let carry = addLimbs(&x, y)
            if carry {
                shiftRight(&x, by: 1)
                x[4] |= 1 << 63
                exponent += 1
            }
        } else {
            subtractLimbs(&x, y)
            guard let leading = x.lastIndex(where: { $0 != 0 }) else { return .zero }
            let shift = (4 - leading) * 64 + x[leading].leadingZeroBitCount
            shiftLeft(&x, by: shift)
            exponent -= shift
        }
        return Float256(isNegative: large.isNegative, exponent: exponent, limbs: Array(x[1..<5]))
    }

    /// The difference, truncated to 256 bits.
    static func - (a: Float256, b: Float256) -> Float256 { a + -b }

    /// self ÷ n for a small positive integer n, truncated to 256 bits.
    func divided(by n: UInt64) -> Float256 {
        if isZero { return self }
        // Five quotient limbs of (L × 2^64) / n: the top one has the leading bits, the rest the fraction.
        var quotient = [UInt64](repeating: 0, count: 5)
        var remainder: UInt64 = 0
        let dividend = [0] + limbs
        for index in stride(from: 4, through: 0, by: -1) {
            let (q, r) = n.dividingFullWidth((remainder, dividend[index]))
            quotient[index] = q
            remainder = r
        }
        guard let leading = quotient.lastIndex(where: { $0 != 0 }) else { return .zero }
        let shift = (4 - leading) * 64 + quotient[leading].leadingZeroBitCount
        Self.shiftLeft(&quotient, by: shift)
        return Float256(isNegative: isNegative, exponent: exponent - shift, limbs: Array(quotient[1..<5]))
    }

    /// 1/self for a non-zero value: Newton's iteration y ← y(2 − self·y) from the double reciprocal,
    /// which doubles the correct bits each step (53, 106, 212, then the 256-bit arithmetic's limit).
    func reciprocal() -> Float256 {
        var y = Float256(1 / roundedToDoubleUnbounded()).scaled(byPowerOfTwo: -exponent)
        let two = Float256(2)
        for _ in 0..<4 { y = y * (two - self * y) }
        return y
    }

    /// self rounded to nearest, ties to even, at `bits` significant bits, 64 < `bits` < 128 (the value is
    /// taken as exact, as ``roundedToDouble()`` takes it).
    func rounded(toSignificantBits bits: Int) -> Float256 {
        precondition(bits > 64 && bits < 128, "rounded(toSignificantBits:) keeps 65 to 127 bits")
        if isZero { return self }
        let dropped = 128 - bits
        let mask: UInt64 = (1 << dropped) - 1
        let half: UInt64 = 1 << (dropped - 1)
        let tail = limbs[2] & mask
        let sticky = tail & (half - 1) != 0 || limbs[1] != 0 || limbs[0] != 0
        var high = limbs[3]
        var low = limbs[2] & ~mask
        var newExponent = exponent
        let lastKept = low & (1 << dropped) != 0
        if tail & half != 0 && (sticky || lastKept) {
            let (sum, carry) = low.addingReportingOverflow(1 << dropped)
            low = sum
            if carry {
                high &+= 1
                // 0.111…1 rounded up is 1.0: one more in the exponent.
                if high == 0 {
                    high = 1 << 63
                    newExponent += 1
                }
            }
        }
        return Float256(isNegative: isNegative, exponent: newExponent, limbs: [0, 0, low, high])
    }

    /// Whether the value is an integer, and an odd one (zero is an even integer).
    var integerParity: (isInteger: Bool, isOdd: Bool) {
        if isZero { return (true, false) }
        // Bit i from the top (i = 0 … 255) weighs 2^(exponent − 1 − i).
        func bit(_ i: Int) -> Bool { (limbs[3 - i / 64] >> UInt64(63 - i % 64)) & 1 == 1 }
        if exponent <= 0 { return (false, false) }
        let fractionIsZero = exponent >= 256 || (exponent..<256).allSatisfy { !bit($0) }
        return (fractionIsZero, fractionIsZero && exponent <= 256 && bit(exponent - 1))
    }

    /// self ÷ other, within about 2^−250 relatively.
    static func / (a: Float256, b: Float256) -> Float256 { a * b.reciprocal() }

    /// √self for self > 0: y ← y(3 − self·y²)/2 for 1/√self from its double approximation (correct
    /// bits doubling each step), then self·y.
    func squareRoot() -> Float256 {
        // self = m × 2^(2h) with m in [1/4, 4): the double approximation stays in range.
        let half = exponent >> 1
        let m = scaled(byPowerOfTwo: -2 * half)
        var y = Float256(1 / m.roundedToDouble().squareRoot())
        let three = Float256(3)
        for _ in 0..<4 { y = (y * (three - m * y * y)).scaled(byPowerOfTwo: -1) }
        return (m * y).scaled(byPowerOfTwo: half)
    }

    /// The leading bits as a double of exponent 0 (the value ÷ 2^`exponent`, in [1/2, 1)): an
    /// approximation that never overflows or underflows.
    private func roundedToDoubleUnbounded() -> Double {
        Float256(isNegative: isNegative, exponent: 0, limbs: limbs).roundedToDouble()
    }

    /// The nearest binary64 number (ties to even), in binary64's range: ±∞ beyond it, subnormals rounded
    /// as binary64 rounds them. The 256 bits are taken as the exact value.
    func roundedToDouble() -> Double {
        if isZero { return isNegative ? -0.0 : 0.0 }
        let sign: FloatingPointSign = isNegative ? .minus : .plus
        // The value is in [2^(e−1), 2^e); binary64 keeps 53 bits down to 2^−1022, fewer below.
        if exponent - 1 > 1023 { return isNegative ? -.infinity : .infinity }
        let kept = min(53, exponent + 1074)
        if kept < 0 { return Double(sign: sign, exponent: 0, significand: 0) }
        let top = limbs[3]
        let restIsZero = limbs[0] == 0 && limbs[1] == 0 && limbs[2] == 0
        var significand: UInt64
        let half: Bool
        let belowHalfIsZero: Bool
        if kept == 0 {
            significand = 0
            half = true
            belowHalfIsZero = top << 1 == 0 && restIsZero
        } else {
            significand = top >> (64 - kept)
            let remainder = top << kept
            half = remainder >> 63 == 1
            belowHalfIsZero = remainder << 1 == 0 && restIsZero
        }
        if half && (!belowHalfIsZero || significand & 1 == 1) { significand += 1 }
        return Double(sign: sign, exponent: exponent - kept, significand: Double(significand))
    }

    /// Whether `wide` is exactly the double `x` (the two are equal, not merely close).
    static func isEqual(_ wide: Float256, to x: Double) -> Bool {
        (wide - Float256(x)).isZero
    }

    /// The value as a double-double: the nearest double and the nearest double to the rest.
    var doubleDouble: (Double, Double) {
        let high = roundedToDouble()
        return (high, (self - Float256(high)).roundedToDouble())
    }

    // MARK: Limb arithmetic

    /// −1, 0 or 1 as a < b, a = b or a > b (same length, least significant limb first).
    private static func compareLimbs(_ a: [UInt64], _ b: [UInt64]) -> Int {
        for index in stride(from: a.count - 1, through: 0, by: -1) where a[index] != b[index] {
            return a[index] < b[index] ? -1 : 1
        }
        return 0
    }

    /// x += y; returns the carry out.
    private static func addLimbs(_ x: inout [UInt64], _ y: [UInt64]) -> Bool {
        var carry = false
        for index in x.indices {
            let (sum1, overflow1) = x[index].addingReportingOverflow(y[index])
            let (sum2, overflow2) = sum1.addingReportingOverflow(carry ? 1 : 0)
            x[index] = sum2
            carry = overflow1 || overflow2
        }
        return carry
    }

    /// x −= y, for x ≥ y.
    private static func subtractLimbs(_ x: inout [UInt64], _ y: [UInt64]) {
        var borrow = false
        for index in x.indices {
            let (difference1, overflow1) = x[index].subtractingReportingOverflow(y[index])
            let (difference2, overflow2) = difference1.subtractingReportingOverflow(borrow ? 1 : 0)
            x[index] = difference2
            borrow = overflow1 || overflow2
        }
    }

    /// x × 2^n (bits shifted out at the top are lost).
    private static func shiftLeft(_ x: inout [UInt64], by n: Int) {
        let limbShift = n / 64
        let bitShift = n % 64
        for index in stride(from: x.count - 1, through: 0, by: -1) {
            let source = index - limbShift
            let high = source >= 0 ? x[source] : 0
            let low = source - 1 >= 0 ? x[source - 1] : 0
            x[index] = bitShift == 0 ? high : (high << bitShift) | (low >> (64 - bitShift))
        }
    }

    /// x ÷ 2^n, truncated.
    private static func shiftRight(_ x: inout [UInt64], by n: Int) {
        let limbShift = n / 64
        let bitShift = n % 64
        for index in x.indices {
            let source = index + limbShift
            let low = source < x.count ? x[source] : 0
            let high = source + 1 < x.count ? x[source + 1] : 0
            x[index] = bitShift == 0 ? low : (low >> bitShift) | (high << (64 - bitShift))
        }
    }
}
