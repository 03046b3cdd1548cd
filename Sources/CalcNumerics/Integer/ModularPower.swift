/// a^b mod m of integers, by squaring and multiplying modulo m (never computing a^b): what the `powmod`
/// key gives on every backend, from the operands' decimal digits (``NumericBackend/exactFraction(of:maximumDigits:)``).
public enum ModularPower {
    /// The most decimal digits an operand may have (1,233: integers below 10^1233, about 2^4096): beyond it the
    /// work grows past what a key should take, and the key reports overflow, as the other work limits do.
    public static let maximumDigits = 1_233

    /// Why a^b mod m has no value.
    public enum Failure: Error, Sendable, Hashable {
        /// m = 0.
        case zeroModulus
        /// b < 0.
        case negativeExponent
        /// An operand has more than ``maximumDigits`` digits.
        case operandTooLarge
    }

    /// a^b mod m, floored as `mod` is (the result has m's sign, or is 0). 0⁰ is 1, as the power key's.
    public static func result(
        base: DecimalInteger, exponent: DecimalInteger, modulus: DecimalInteger
    ) throws(Failure) -> DecimalInteger {
        for operand in [base.digits, exponent.digits, modulus.digits] where operand.utf8.count > maximumDigits {
            throw .operandTooLarge
        }
        guard let a = WideUnsigned(decimal: base.digits), let b = WideUnsigned(decimal: exponent.digits),
            let m = WideUnsigned(decimal: modulus.digits)
        else { throw .operandTooLarge }
        guard !m.isZero else { throw .zeroModulus }
        guard !exponent.isNegative || b.isZero else { throw .negativeExponent }
        // |a|^b mod |m|, then the sign: (−|a|)^b is −|a|^b for odd b.
        var power = WideUnsigned(limbs: [1]) % m
        let reduced = a % m
        for index in stride(from: b.bitWidth - 1, through: 0, by: -1) {
            power = power * power % m
            if b.bit(index) { power = power * reduced % m }
        }
        let negative = base.isNegative && b.bit(0) && !power.isZero
        // r with a's sign, floored into m's: r or |m| − r when the signs differ.
        let magnitude = negative == modulus.isNegative || power.isZero ? power : m.subtracting(power)
        return DecimalInteger(isNegative: modulus.isNegative, validDigits: magnitude.decimal)
    }
}
