import CMPFR
import CalcNumerics

extension RealExpression {
    /// The widest rational (numerator or denominator, in bits) ``exactRational()`` computes, the exact
    /// backend's (``ExactBackend/maximumBits``); beyond it, nil. 1 − 10⁻⁵⁰⁰⁰ takes some 17,000 bits.
    static let widestExactRational = ExactBackend.maximumBits

    /// The most steps ``exactRational()`` walks; a larger graph gives nil, so that a snap costs at most
    /// this many rational steps however long the calculation behind it.
    static let exactRationalSteps = 256

    /// The value as an exact rational, when it is one that + − × ÷, negation and scaling by powers of two
    /// compute from typed numbers, integers, rationals and exact binary points (`0.1 + 0.2 + 2.7` is
    /// exactly 3, `1 - 1e-5000` exactly 1 − 10⁻⁵⁰⁰⁰); nil for any other step (a function, π, a frozen
    /// value), a division by zero, a rational wider than ``widestExactRational`` bits or a graph of more
    /// than ``exactRationalSteps`` steps. The snapping rule uses it to tell a value from a point where no
    /// enclosure can: a rational snaps only onto itself.
    func exactRational() -> Rational? {
        var steps = 0
        return reduce { expression, value in
            steps += 1
            guard steps <= Self.exactRationalSteps else { return nil }
            let result: Rational?
            switch expression.node {
            case .decimal(let text): result = Rational(decimal: text)
            case .integer(let n): result = Rational(n)
            case .rational(let r): result = r
            case .exactBinary: result = Self.rational(exactly: expression.approximation)
            case .negation(let x): result = -value(x)
            case .scaled(let x, let n):
                let power = Rational.make { q in
                    __gmpq_set_ui(q, 1, 1)
                    if n >= 0 { __gmpq_mul_2exp(q, q, UInt(n)) } else { __gmpq_div_2exp(q, q, UInt(n.magnitude)) }
                }
                result = value(x) * power
            case .binary(let operation, let a, let b):
                switch operation {
                case .add: result = value(a) + value(b)
                case .subtract: result = value(a) - value(b)
                case .multiply: result = value(a) * value(b)
                case .divide: result = value(a) / value(b)
                case .power, .root, .reversedPower, .modulo, .combinations, .permutations, .scaleByPowerOfTen,
                    .logarithm, .minimum, .maximum, .gcd, .lcm, .hypot, .polar, .modularPower, .and, .or, .xor,
                    .nand, .nor, .xnor, .shiftLeft, .shiftRightArithmetic, .shiftRightLogical:
                    result = nil
                }
            case .unary, .pi, .e, .frozen: result = nil
            }
            guard let result, result.bitWidth <= Self.widestExactRational else { return nil }
            return result
        }
    }

    /// A finite MPFR value as the rational it is exactly; nil for NaN and ±∞.
    static func rational(exactly value: MPFRValue) -> Rational? {
        value.withMPFRPointer { x in
            guard mpfr_number_p(x) != 0 else { return nil }
            return Rational.make { q in mpfr_get_q(q, x) }
        }
    }
}
