/// A nonnegative integer of any size, as 64-bit limbs, least significant first, with no zero limb at the
/// top (zero has no limbs): the arithmetic of ``ModularPower``, the same on every backend and in the build
/// without GMP.
struct WideUnsigned: Hashable, Comparable, Sendable {
    /// The limbs, least significant first, the last one nonzero.
    private(set) var limbs: [UInt64]

    /// 10¹⁹, the largest power of ten in a limb: decimal digits are converted 19 at a time.
    private static let decimalChunk: UInt64 = 10_000_000_000_000_000_000

    /// The integer of `limbs`, least significant first (zero limbs at the top are dropped).
    init(limbs: [UInt64]) {
        self.limbs = limbs
        Self.trim(&self.limbs)
    }

    /// The integer written in decimal `digits` (ASCII digits only, at least one), or nil.
    init?(decimal digits: String) {
        let bytes = Array(digits.utf8)
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        var limbs: [UInt64] = []
        var index = 0
        // The first chunk takes the digits left over by chunks of 19, so that every other one is whole.
        var length = bytes.count % 19 == 0 ? 19 : bytes.count % 19
        while index < bytes.count {
            var chunk: UInt64 = 0
            var scale: UInt64 = 1
            for byte in bytes[index..<index + length] {
                chunk = chunk * 10 + UInt64(byte - UInt8(ascii: "0"))
                scale *= 10
            }
            Self.multiply(&limbs, by: scale, adding: chunk)
            index += length
            length = 19
        }
        self.init(limbs: limbs)
    }

    /// `significand` × 2^`shift` (shift ≥ 0).
    init(significand: UInt64, shiftedLeftBy shift: Int) {
        let bits = UInt64(shift % 64)
        var limbs = [UInt64](repeating: 0, count: shift / 64)
        limbs.append(significand << bits)
        limbs.append(bits == 0 ? 0 : significand >> (64 - bits))
        self.init(limbs: limbs)
    }

    /// Whether the integer is zero.
    var isZero: Bool { limbs.isEmpty }

    /// The number of significant bits.
    var bitWidth: Int { limbs.isEmpty ? 0 : limbs.count * 64 - limbs[limbs.count - 1].leadingZeroBitCount }

    /// Bit `index` (0 the least significant).
    func bit(_ index: Int) -> Bool {
        let limb = index / 64
        return limb < limbs.count && limbs[limb] >> UInt64(index % 64) & 1 == 1
    }

    /// The decimal digits, without leading zeros (`"0"` for zero).
    var decimal: String {
        guard !isZero else { return "0" }
        var rest = limbs
        var chunks: [UInt64] = []
        while !rest.isEmpty { chunks.append(Self.divide(&rest, by: Self.decimalChunk)) }
        var text = String(chunks.removeLast())
        for chunk in chunks.reversed() {
            let digits = String(chunk)
            text += String(repeating: "0", count: 19 - digits.count) + digits
        }
        return text
    }

    /// a × b.
    static func * (a: WideUnsigned, b: WideUnsigned) -> WideUnsigned {
        guard !a.isZero, !b.isZero else { return WideUnsigned(limbs: []) }
        var result = [UInt64](repeating: 0, count: a.limbs.count + b.limbs.count)
        for i in a.limbs.indices {
            var carry: UInt64 = 0
            for j in b.limbs.indices {
                // a·b + r + c < 2¹²⁸ for limbs a, b, r, c: the high half takes both carries.
                let (high, low) = a.limbs[i].multipliedFullWidth(by: b.limbs[j])
                let (sum, overflow) = result[i + j].addingReportingOverflow(low)
                let (total, overflow2) = sum.addingReportingOverflow(carry)
                result[i + j] = total
                carry = high &+ (overflow ? 1 : 0) &+ (overflow2 ? 1 : 0)
            }
            result[i + b.limbs.count] = carry
        }
        return WideUnsigned(limbs: result)
    }

    /// a mod m, by Knuth's long division (The Art of Computer Programming, 4.3.1, algorithm D).
    ///
    /// - Precondition: m is not zero.
    static func % (a: WideUnsigned, m: WideUnsigned) -> WideUnsigned {
        precondition(!m.isZero, "remainder by zero")
        if isLess(a.limbs, m.limbs) { return a }
        let divisor = m.limbs
        if divisor.count == 1 {
            var quotient = a.limbs
            return WideUnsigned(limbs: [divide(&quotient, by: divisor[0])])
        }
        let n = divisor.count
        // Normalized: the divisor's top bit set, so that each quotient digit's estimate is at most 2 high.
        let shift = divisor[n - 1].leadingZeroBitCount
        let v = shiftedLeft(divisor, by: shift, count: n)
        var u = shiftedLeft(a.limbs, by: shift, count: a.limbs.count + 1)
        for j in stride(from: a.limbs.count - n, through: 0, by: -1) {
            var estimate: UInt64
            var rest: UInt64
            var restOverflowed = false
            if u[j + n] >= v[n - 1] {
                // The estimate is the largest digit; the rest, u[j+n]·B + u[j+n−1] − (B−1)·v[n−1].
                estimate = .max
                (rest, restOverflowed) = u[j + n - 1].addingReportingOverflow(v[n - 1])
            } else {
                (estimate, rest) = v[n - 1].dividingFullWidth((u[j + n], u[j + n - 1]))
            }
            while !restOverflowed {
                let (high, low) = estimate.multipliedFullWidth(by: v[n - 2])
                guard high > rest || (high == rest && low > u[j + n - 2]) else { break }
                estimate -= 1
                (rest, restOverflowed) = rest.addingReportingOverflow(v[n - 1])
            }
            // u[j...j+n] −= estimate × v.
            var carry: UInt64 = 0
            var borrow: UInt64 = 0
            for i in 0..<n {
                let (high, low) = estimate.multipliedFullWidth(by: v[i])
                let (product, overflow) = low.addingReportingOverflow(carry)
                carry = high &+ (overflow ? 1 : 0)
                let (difference, borrowed) = u[i + j].subtractingReportingOverflow(product)
                let (result, borrowed2) = difference.subtractingReportingOverflow(borrow)
                u[i + j] = result
                borrow = (borrowed ? 1 : 0) + (borrowed2 ? 1 : 0)
            }
            let (difference, borrowed) = u[j + n].subtractingReportingOverflow(carry)
            let (result, borrowed2) = difference.subtractingReportingOverflow(borrow)
            u[j + n] = result
            if borrowed || borrowed2 {
                // The estimate was one too high (rare): add v back.
                var addCarry: UInt64 = 0
                for i in 0..<n {
                    let (sum, overflow) = u[i + j].addingReportingOverflow(v[i])
                    let (total, overflow2) = sum.addingReportingOverflow(addCarry)
                    u[i + j] = total
                    addCarry = (overflow ? 1 : 0) + (overflow2 ? 1 : 0)
                }
                u[j + n] = u[j + n] &+ addCarry
            }
        }
        return WideUnsigned(limbs: shiftedRight(Array(u[0..<n]), by: shift))
    }

    /// self − b.
    ///
    /// - Precondition: b ≤ self.
    func subtracting(_ b: WideUnsigned) -> WideUnsigned {
        var result = limbs
        var borrow: UInt64 = 0
        for i in result.indices {
            let (difference, borrowed) = result[i].subtractingReportingOverflow(i < b.limbs.count ? b.limbs[i] : 0)
            let (total, borrowed2) = difference.subtractingReportingOverflow(borrow)
            result[i] = total
            borrow = (borrowed ? 1 : 0) + (borrowed2 ? 1 : 0)
        }
        precondition(borrow == 0, "difference below zero")
        return WideUnsigned(limbs: result)
    }

    /// Whether a < b.
    static func < (a: WideUnsigned, b: WideUnsigned) -> Bool { isLess(a.limbs, b.limbs) }

    /// Whether the limbs `a` are a smaller integer than `b` (both trimmed).
    private static func isLess(_ a: [UInt64], _ b: [UInt64]) -> Bool {
        if a.count != b.count { return a.count < b.count }
        for i in a.indices.reversed() where a[i] != b[i] { return a[i] < b[i] }
        return false
    }

    /// `limbs` × `factor` + `addend`, in place.
    private static func multiply(_ limbs: inout [UInt64], by factor: UInt64, adding addend: UInt64) {
        var carry = addend
        for i in limbs.indices {
            let (high, low) = limbs[i].multipliedFullWidth(by: factor)
            let (sum, overflow) = low.addingReportingOverflow(carry)
            limbs[i] = sum
            carry = high &+ (overflow ? 1 : 0)
        }
        if carry != 0 { limbs.append(carry) }
    }

    /// Divides `limbs` by `divisor` in place (trimmed after) and returns the remainder.
    private static func divide(_ limbs: inout [UInt64], by divisor: UInt64) -> UInt64 {
        var remainder: UInt64 = 0
        for i in limbs.indices.reversed() {
            (limbs[i], remainder) = divisor.dividingFullWidth((remainder, limbs[i]))
        }
        trim(&limbs)
        return remainder
    }

    /// `limbs` shifted left by `shift` bits (0 to 63), as `count` limbs.
    private static func shiftedLeft(_ limbs: [UInt64], by shift: Int, count: Int) -> [UInt64] {
        var result = [UInt64](repeating: 0, count: count)
        for i in 0..<count {
            let low = i < limbs.count ? limbs[i] << UInt64(shift) : 0
            let carried = i > 0 && i - 1 < limbs.count ? limbs[i - 1] >> UInt64(64 - shift) : 0
            result[i] = low | carried
        }
        return result
    }

    /// `limbs` shifted right by `shift` bits (0 to 63).
    private static func shiftedRight(_ limbs: [UInt64], by shift: Int) -> [UInt64] {
        var result = limbs
        for i in limbs.indices {
            let high = i + 1 < limbs.count ? limbs[i + 1] << UInt64(64 - shift) : 0
            result[i] = limbs[i] >> UInt64(shift) | high
        }
        return result
    }

    /// Drops zero limbs at the top.
    private static func trim(_ limbs: inout [UInt64]) {
        while limbs.last == 0 { limbs.removeLast() }
    }
}
