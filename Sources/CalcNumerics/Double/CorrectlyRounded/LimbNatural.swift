/// A non-negative integer in 64-bit limbs, least significant first, with no leading zero limb: what the
/// exact keys need (nCr and nPr, n!!, a × 10ᵇ) and the exactness of decimal text on Double:
/// multiplication by a limb, division by a limb, rounding to binary64, decimal digits.
struct LimbNatural {
    /// The limbs, least significant first; empty for 0.
    private(set) var limbs: [UInt64]

    /// The integer `value`.
    init(_ value: UInt64) {
        limbs = []
        limbs.reserveCapacity(18)
        if value != 0 { limbs.append(value) }
    }

    /// The number of significant bits (0 for 0).
    var bitWidth: Int {
        guard let top = limbs.last else { return 0 }
        return limbs.count * 64 - top.leadingZeroBitCount
    }

    /// self ← self·factor, exactly.
    mutating func multiply(by factor: UInt64) {
        guard factor != 0 else {
            limbs.removeAll(keepingCapacity: true)
            return
        }
        // Through a buffer pointer and an integer index: in a debug build, array subscripts and generic
        // range iterators cost several times the arithmetic.
        let carry = limbs.withUnsafeMutableBufferPointer { limbs in
            var carry: UInt64 = 0
            var index = 0
            while index < limbs.count {
                let product = limbs[index].multipliedFullWidth(by: factor)
                let (low, overflow) = product.low.addingReportingOverflow(carry)
                limbs[index] = low
                // high·2^64 + low ≤ (2^64 − 1)² + (2^64 − 1) < 2^128: the new carry fits a limb.
                carry = product.high &+ (overflow ? 1 : 0)
                index += 1
            }
            return carry
        }
        if carry != 0 { limbs.append(carry) }
    }

    /// self ← self·factor + addend, exactly.
    mutating func multiply(by factor: UInt64, adding addend: UInt64) {
        multiply(by: factor)
        var carry = addend
        var index = 0
        while carry != 0 {
            if index == limbs.count {
                limbs.append(carry)
                return
            }
            let (sum, overflow) = limbs[index].addingReportingOverflow(carry)
            limbs[index] = sum
            carry = overflow ? 1 : 0
            index += 1
        }
    }

    /// self ← self·10ⁿ, exactly (n ≥ 0), 10¹⁹ at a time.
    mutating func multiply(byPowerOfTen n: Int) {
        var rest = n
        while rest > 0 {
            let step = Swift.min(rest, 19)
            var power: UInt64 = 1
            for _ in 0..<step { power *= 10 }
            multiply(by: power)
            rest -= step
        }
    }

    /// self ← self·2ⁿ, exactly (n ≥ 0), 2⁶³ at a time.
    mutating func multiply(byPowerOfTwo n: Int) {
        var rest = n
        while rest > 0 {
            let step = Swift.min(rest, 63)
            multiply(by: 1 << UInt64(step))
            rest -= step
        }
    }

    /// self ← self/divisor, which must divide self exactly (checked in debug builds).
    mutating func divideExactly(by divisor: UInt64) {
        let remainder = divide(by: divisor)
        assert(remainder == 0, "inexact division")
    }

    /// self ← ⌊self/divisor⌋; returns the remainder.
    @discardableResult
    mutating func divide(by divisor: UInt64) -> UInt64 {
        precondition(divisor != 0, "division by zero")
        let remainder = limbs.withUnsafeMutableBufferPointer { limbs in
            var remainder: UInt64 = 0
            var index = limbs.count
            while index > 0 {
                index -= 1
                // remainder < divisor, so the quotient of remainder·2^64 + limb fits a limb.
                let (quotient, rest) = divisor.dividingFullWidth((high: remainder, low: limbs[index]))
                limbs[index] = quotient
                remainder = rest
            }
            return remainder
        }
        while let top = limbs.last, top == 0 { limbs.removeLast() }
        return remainder
    }

    /// The decimal digits, most significant first, with no leading zero ("0" for 0).
    var decimalDigits: String {
        var rest = self
        var groups: [UInt64] = []
        // 10¹⁹ is the largest power of ten below 2⁶⁴.
        while !rest.limbs.isEmpty { groups.append(rest.divide(by: 10_000_000_000_000_000_000)) }
        guard let top = groups.last else { return "0" }
        var text = String(top)
        for group in groups.dropLast().reversed() {
            let digits = String(group)
            text += String(repeating: "0", count: 19 - digits.count) + digits
        }
        return text
    }

    /// Bit `position` (0 the least significant); 0 beyond the top.
    private func bit(_ position: Int) -> Bool {
        let index = position / 64
        return index < limbs.count && limbs[index] >> UInt64(position % 64) & 1 == 1
    }

    /// Whether any bit below `position` is set.
    private func hasBits(below position: Int) -> Bool {
        let index = position / 64
        if limbs[..<index].contains(where: { $0 != 0 }) { return true }
        let offset = position % 64
        return offset != 0 && limbs[index] & (UInt64.max >> UInt64(64 - offset)) != 0
    }

    /// The 64 bits from bit `position` up (those beyond the top are 0).
    private func bits(from position: Int) -> UInt64 {
        let index = position / 64
        let offset = UInt64(position % 64)
        let low = limbs[index] >> offset
        guard offset != 0, index + 1 < limbs.count else { return low }
        return low | limbs[index + 1] << (64 - offset)
    }

    /// The integer rounded to binary64, to nearest with ties to even, once: +∞ when it rounds to 2^1024
    /// or more (from 2^1024 − 2^970 up).
    func rounded() -> Double { roundedReportingExactness().value }

    /// The integer rounded to binary64 as ``rounded()`` rounds it, and whether that needed no rounding
    /// (the integer has at most 53 significant bits and is below 2^1024).
    func roundedReportingExactness() -> (value: Double, isExact: Bool) {
        let width = bitWidth
        // 53 bits or fewer: the double is exact (UInt64 to Double rounds nothing here).
        guard width > 53 else { return (width == 0 ? 0 : Double(limbs[0]), true) }
        var shift = width - 53
        // The top 53 bits (the leading one at bit 52), then the rounding bit below them and the sticky bits.
        var significand = bits(from: shift)
        let roundingBit = bit(shift - 1)
        let stickyBits = hasBits(below: shift - 1)
        if roundingBit && (significand & 1 == 1 || stickyBits) {
            significand += 1
            if significand == 1 << 53 {
                significand >>= 1
                shift += 1
            }
        }
        // The value is significand·2^shift, significand in [2^52, 2^53): unbiased exponent 52 + shift.
        let exponent = 52 + shift
        guard exponent <= 1023 else { return (.infinity, false) }
        let fraction = significand & (1 << 52 - 1)
        return (Double(bitPattern: UInt64(exponent + 1023) << 52 | fraction), !roundingBit && !stickyBits)
    }
}
