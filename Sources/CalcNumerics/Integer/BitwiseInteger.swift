/// The bitwise keys outside programmer mode: integers of any size read in two's complement with
/// infinitely many sign bits (as Python's and SpeedCrunch's are), so that no word width is chosen:
/// `-5 and 3` is 3, `not 5` is −6, `-9 sar 2` is −3. Operands and results are a sign and the decimal
/// digits of a magnitude (``NumericBackend/exactFraction(of:maximumDigits:)``), the same on every backend.
public enum BitwiseInteger {
    /// The most decimal digits an operand or a result may have (1,233, about 2^4096, as ``ModularPower``'s).
    public static let maximumDigits = ModularPower.maximumDigits

    /// The width in which popcount counts the bits of a negative number (SpeedCrunch's 256): −1 has 256.
    public static let negativeCountWidth = 256

    /// Why a bitwise key has no value.
    public enum Failure: Error, Sendable, Hashable {
        /// An operand or the result has more than ``maximumDigits`` digits.
        case tooLarge
        /// A shift by a negative count, a logical shift right of a negative number (it has no word whose
        /// top bits to fill with zeros), popcount of a number below −2^255, or an operation without a
        /// bitwise meaning.
        case undefined
    }

    /// An integer as a sign and the decimal digits of its magnitude.
    @available(*, deprecated, renamed: "DecimalInteger")
    public typealias Integer = DecimalInteger

    /// `a op b` for the bitwise operations and shifts (`and`, `or`, `xor`, `nand`, `nor`, `xnor`, `shl`,
    /// `sar`, `shr`); the shifts are x·2ⁿ and ⌊x / 2ⁿ⌋.
    public static func result(_ op: BinaryOperation, _ a: DecimalInteger, _ b: DecimalInteger) throws(Failure)
        -> DecimalInteger
    {
        let x = try TwosComplement(a)
        let y = try TwosComplement(b)
        let result: TwosComplement
        switch op {
        case .and: result = x.combined(with: y) { $0 & $1 }
        case .or: result = x.combined(with: y) { $0 | $1 }
        case .xor: result = x.combined(with: y) { $0 ^ $1 }
        case .nand: result = x.combined(with: y) { $0 & $1 }.inverted
        case .nor: result = x.combined(with: y) { $0 | $1 }.inverted
        case .xnor: result = x.combined(with: y) { $0 ^ $1 }.inverted
        case .shiftLeft, .shiftRightArithmetic, .shiftRightLogical:
            guard !y.isNegative else { throw .undefined }
            guard op != .shiftRightLogical || !x.isNegative else { throw .undefined }
            // A count beyond the limit shifts every bit of an operand within it out (right), or leaves
            // it (left: only zero stays small).
            let count = y.magnitude.limbs.count > 1 ? Int.max : Int(clamping: y.magnitude.limbs.first ?? 0)
            result = op == .shiftLeft ? try x.shiftedLeft(by: count) : x.shiftedRight(by: count)
        case .add, .subtract, .multiply, .divide, .power, .root, .scaleByPowerOfTen, .modulo, .combinations,
            .permutations, .logarithm, .reversedPower, .minimum, .maximum, .gcd, .lcm, .hypot, .polar, .modularPower:
            throw .undefined
        }
        return try result.integer
    }

    /// NOT x: −x − 1, every bit flipped.
    public static func not(_ a: DecimalInteger) throws(Failure) -> DecimalInteger {
        try TwosComplement(a).inverted.integer
    }

    /// The number of one bits of x: of its magnitude when x ≥ 0, and of its ``negativeCountWidth``-bit
    /// two's complement when x < 0 (`undefined` below −2^255, which that width cannot hold).
    public static func bitCount(_ a: DecimalInteger) throws(Failure) -> Int {
        let x = try TwosComplement(a)
        let ones = x.limbs.reduce(0) { $0 + $1.nonzeroBitCount }
        guard x.isNegative else { return ones }
        // Within the width the bits are those of the limbs, and ones above them: |x| − 1 must fit 255 bits.
        let magnitudeLessOne = x.inverted
        guard magnitudeLessOne.bitWidth < negativeCountWidth else { throw .undefined }
        return negativeCountWidth - magnitudeLessOne.limbs.reduce(0) { $0 + $1.nonzeroBitCount }
    }
}

/// An integer in two's complement: `limbs` (least significant first) and, above them, infinitely many
/// copies of the sign bit (`isNegative`).
private struct TwosComplement {
    /// The low bits.
    var limbs: [UInt64]
    /// Whether every bit above the limbs is one.
    var isNegative: Bool

    init(limbs: [UInt64], isNegative: Bool) {
        self.limbs = limbs
        self.isNegative = isNegative
    }

    /// The integer of a sign and magnitude digits: x, or NOT (|x| − 1) when x < 0.
    init(_ integer: DecimalInteger) throws(BitwiseInteger.Failure) {
        guard integer.digits.utf8.count <= BitwiseInteger.maximumDigits,
            let magnitude = WideUnsigned(decimal: integer.digits)
        else { throw .tooLarge }
        if integer.isNegative, !magnitude.isZero {
            self.init(limbs: magnitude.subtracting(WideUnsigned(limbs: [1])).limbs, isNegative: false)
            self = inverted
        } else {
            self.init(limbs: magnitude.limbs, isNegative: false)
        }
    }

    /// The bits flipped: −x − 1.
    var inverted: TwosComplement {
        TwosComplement(limbs: limbs.map { ~$0 }, isNegative: !isNegative)
    }

    /// The magnitude of a nonnegative value's bits (for a negative one, of its low limbs).
    var magnitude: WideUnsigned { WideUnsigned(limbs: limbs) }

    /// The number of significant bits of the low limbs.
    var bitWidth: Int { magnitude.bitWidth }

    /// The value combined bit by bit with `other` by `f`, the shorter one sign-extended.
    func combined(with other: TwosComplement, _ f: (UInt64, UInt64) -> UInt64) -> TwosComplement {
        let count = max(limbs.count, other.limbs.count)
        func limb(_ x: TwosComplement, _ i: Int) -> UInt64 { i < x.limbs.count ? x.limbs[i] : (x.isNegative ? ~0 : 0) }
        let sign = f(isNegative ? ~0 : 0, other.isNegative ? ~0 : 0) != 0
        return TwosComplement(limbs: (0..<count).map { f(limb(self, $0), limb(other, $0)) }, isNegative: sign)
    }

    /// x · 2^count; `tooLarge` when the result would pass the digit limit (zero stays zero).
    func shiftedLeft(by count: Int) throws(BitwiseInteger.Failure) -> TwosComplement {
        let isZero = !isNegative && limbs.allSatisfy { $0 == 0 }
        if isZero { return self }
        // 1,233 digits are below 2^4097: a shift that passes that many bits passes the limit.
        guard count <= 4_160 else { throw .tooLarge }
        var shifted = [UInt64](repeating: 0, count: count / 64)
        let bits = UInt64(count % 64)
        let fill: UInt64 = isNegative ? ~0 : 0
        var carry: UInt64 = 0
        for limb in limbs {
            shifted.append(limb << bits | carry)
            carry = bits == 0 ? 0 : limb >> (64 - bits)
        }
        shifted.append(bits == 0 ? fill : (fill << bits | carry))
        return TwosComplement(limbs: shifted, isNegative: isNegative)
    }

    /// ⌊x / 2^count⌋: the low bits dropped, the sign bits shifted in.
    func shiftedRight(by count: Int) -> TwosComplement {
        let fill: UInt64 = isNegative ? ~0 : 0
        let whole = count / 64
        guard whole < limbs.count else { return TwosComplement(limbs: [], isNegative: isNegative) }
        let bits = UInt64(count % 64)
        var shifted: [UInt64] = []
        for i in whole..<limbs.count {
            let high = i + 1 < limbs.count ? limbs[i + 1] : fill
            shifted.append(bits == 0 ? limbs[i] : (limbs[i] >> bits | high << (64 - bits)))
        }
        return TwosComplement(limbs: shifted, isNegative: isNegative)
    }

    /// The value as a sign and magnitude digits; `tooLarge` past the digit limit.
    var integer: DecimalInteger {
        get throws(BitwiseInteger.Failure) {
            // A negative value is NOT (|x| − 1): |x| is the flipped limbs plus one.
            let magnitude =
                isNegative ? Self.incremented(inverted.limbs) : WideUnsigned(limbs: limbs)
            guard magnitude.bitWidth <= 4_096 + 1 else { throw .tooLarge }
            let digits = magnitude.decimal
            guard digits.utf8.count <= BitwiseInteger.maximumDigits else { throw .tooLarge }
            return DecimalInteger(isNegative: isNegative, validDigits: digits)
        }
    }

    /// The limbs plus one.
    private static func incremented(_ limbs: [UInt64]) -> WideUnsigned {
        var result = limbs
        for i in result.indices {
            let (sum, overflow) = result[i].addingReportingOverflow(1)
            result[i] = sum
            if !overflow { return WideUnsigned(limbs: result) }
        }
        result.append(1)
        return WideUnsigned(limbs: result)
    }
}
