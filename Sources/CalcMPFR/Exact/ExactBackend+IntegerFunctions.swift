import CMPFR
import CalcNumerics

extension ExactBackend {
    /// a mod b, nCr, nPr and log_b a: exact for exact arguments where the result is rational and known
    /// (mod of any two rationals, nCr and nPr of integers within ``CombinatoricReduction``'s work limit, log_b a
    /// for an integer base b ≥ 2 and a = bᵏ); MPFR's otherwise (b = 0, nPr of a negative r: NaN).
    func integerOrLogarithm(_ operation: BinaryOperation, _ a: ExactValue, _ b: ExactValue) -> ExactValue {
        if case .exact(let x) = a, case .exact(let y) = b, let r = Self.exactly(operation, x, y) { return exact(r) }
        let approximateA = operand(a)
        let approximateB = operand(b)
        return .approximate(approximation.apply(operation, approximateA, approximateB))
    }

    /// The exact result of `a op b` for mod, nCr, nPr and log_b when this backend knows it, else nil.
    static func exactly(_ operation: BinaryOperation, _ a: Rational, _ b: Rational) -> Rational? {
        switch operation {
        case .modulo:
            guard let quotient = a / b else { return nil }
            return a - b * quotient.floor
        case .combinations, .permutations:
            let ordered = operation == .permutations
            guard let n = a.integerValue, let r = b.integerValue,
                let reduction = CombinatoricReduction(n: Int64(n), r: Int64(r), ordered: ordered)
            else { return nil }
            switch reduction {
            case .zero: return Rational(0)
            case .undefined: return nil
            case .natural(let n, let r, let isNegated):
                guard CombinatoricReduction.isWithinWorkLimit(n: n, r: r, ordered: ordered) else { return nil }
                let count = Rational.make { q in
                    MPFRBinaryFunctions.setNaturalCombinatorics(
                        cmpfr_mpq_numerator(q), n: UInt(n), r: UInt(r), ordered: ordered)
                    __gmpz_set_ui(cmpfr_mpq_denominator(q), 1)
                }
                return isNegated ? -count : count
            }
        case .logarithm:
            guard let base = b.integerValue, base >= 2, base <= 62 else { return nil }  // GMP sizes in bases 2...62
            return logarithm(a, base: base).map { Rational($0) }
        case .gcd, .lcm:
            guard a.isInteger, b.isInteger,
                Swift.max(a.bitWidth, b.bitWidth) <= maximumBits
            else { return nil }
            return Rational.make { q in
                a.withMPQPointer { x in
                    b.withMPQPointer { y in
                        let p = cmpfr_mpq_numerator(UnsafeMutablePointer(mutating: x))
                        let r = cmpfr_mpq_numerator(UnsafeMutablePointer(mutating: y))
                        if operation == .gcd {
                            __gmpz_gcd(cmpfr_mpq_numerator(q), p, r)
                        } else {
                            __gmpz_lcm(cmpfr_mpq_numerator(q), p, r)
                        }
                    }
                }
                __gmpz_set_ui(cmpfr_mpq_denominator(q), 1)
            }
        case .hypot:
            return ExactBackend.root(a * a + b * b, 2)
        case .add, .subtract, .multiply, .divide, .power, .root, .scaleByPowerOfTen, .reversedPower, .minimum,
            .maximum, .and, .or, .xor, .nand, .nor, .xnor, .shiftLeft, .shiftRightArithmetic, .shiftRightLogical,
            .polar, .modularPower:
            return nil
        }
    }
}

extension Rational {
    /// self rounded toward zero to an integer.
    var truncated: Rational { isNegative ? -(-self).floor : floor }

    /// self rounded to the nearest integer, halves away from zero.
    var roundedHalfAwayFromZero: Rational {
        let t = truncated
        let fraction = self - t
        let magnitude = fraction.isNegative ? -fraction : fraction
        guard !(magnitude < Rational(numerator: 1, denominator: 2)!) else { return t }
        return t + Rational(isNegative ? -1 : 1)
    }

    /// ⌊self⌋, the largest integer not above it.
    var floor: Rational {
        withMPQPointer { source in
            Rational.make { q in
                let s = UnsafeMutablePointer(mutating: source)
                __gmpz_fdiv_q(cmpfr_mpq_numerator(q), cmpfr_mpq_numerator(s), cmpfr_mpq_denominator(s))
                __gmpz_set_ui(cmpfr_mpq_denominator(q), 1)
            }
        }
    }
}
