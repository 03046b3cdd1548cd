import CMPFR
import CalcNumerics

/// Outward-rounded arithmetic on ``MPFREnclosure``s at one precision: each end of a result is an MPFR
/// operation rounded towards −∞ (lower) or +∞ (upper), in MPFR's standard exponent range.
///
/// MPFR rounds every operation correctly in the requested direction, so an operation that is monotone in
/// each argument bounds its result exactly by evaluating it at the ends of its arguments; the others
/// (sin, cos, tan, x², cosh, Γ, powers) are handled in ``MPFREnclosureArithmetic+ElementaryFunctions``.
struct MPFREnclosureArithmetic: Sendable {
    /// The precision, in bits, of every end computed.
    let precision: Int

    typealias Unary = (mpfr_ptr, mpfr_srcptr, mpfr_rnd_t) -> Int32
    typealias Binary = (mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t) -> Int32

    // MARK: Ends

    /// One end: `body` run with `rounding` into a new value of this precision.
    func end(_ rounding: mpfr_rnd_t, _ body: (mpfr_ptr, mpfr_rnd_t) -> Int32) -> MPFRValue {
        let storage = MPFRStorage.make(precision: precision)
        _ = MPFRExponentRange.standard.run { body(storage.pointer, rounding) }
        return MPFRValue(storage: storage)
    }

    /// `x` with ends of more bits than this precision (a child enclosed at a higher precision in an
    /// earlier refinement) rounded outward to it: a wider enclosure, whose functions cost what this
    /// precision costs.
    func roundedOutward(_ x: MPFREnclosure) -> MPFREnclosure {
        guard x.lower.precision > precision || x.upper.precision > precision else { return x }
        let lower = x.lower.withMPFRPointer { source in end(MPFR_RNDD) { mpfr_set($0, source, $1) } }
        let upper = x.upper.withMPFRPointer { source in end(MPFR_RNDU) { mpfr_set($0, source, $1) } }
        return MPFREnclosure(lower: lower, upper: upper)
    }

    /// The enclosure of a quantity that `body` computes with a given rounding (rounded down, then up);
    /// `nil` when it is undefined (NaN).
    func rounded(_ body: (mpfr_ptr, mpfr_rnd_t) -> Int32) -> MPFREnclosure? {
        let lower = end(MPFR_RNDD, body)
        let upper = end(MPFR_RNDU, body)
        if lower.isNaN || upper.isNaN { return nil }
        return MPFREnclosure(lower: lower, upper: upper)
    }

    /// The smallest interval holding every candidate lower and upper end; `nil` if any is NaN.
    func hull(lower lows: [MPFRValue], upper highs: [MPFRValue]) -> MPFREnclosure? {
        if lows.contains(where: \.isNaN) || highs.contains(where: \.isNaN) { return nil }
        return MPFREnclosure(
            lower: lows.dropFirst().reduce(lows[0], MPFRValue.minimum),
            upper: highs.dropFirst().reduce(highs[0], MPFRValue.maximum))
    }

    /// f over an interval on which it is monotone (increasing or decreasing): f at both ends.
    func monotone(_ x: MPFREnclosure, _ f: Unary) -> MPFREnclosure? {
        x.lower.withMPFRPointer { low in
            x.upper.withMPFRPointer { high in
                if x.isPoint { return rounded { f($0, low, $1) } }
                return hull(
                    lower: [end(MPFR_RNDD) { f($0, low, $1) }, end(MPFR_RNDD) { f($0, high, $1) }],
                    upper: [end(MPFR_RNDU) { f($0, low, $1) }, end(MPFR_RNDU) { f($0, high, $1) }])
            }
        }
    }

    /// f(a, b) for f monotone in each argument on the box a × b: f at the four corners.
    func corners(_ a: MPFREnclosure, _ b: MPFREnclosure, _ f: Binary) -> MPFREnclosure? {
        var lows: [MPFRValue] = []
        var highs: [MPFRValue] = []
        for x in a.isPoint ? [a.lower] : [a.lower, a.upper] {
            for y in b.isPoint ? [b.lower] : [b.lower, b.upper] {
                x.withMPFRPointer { p in
                    y.withMPFRPointer { q in
                        lows.append(end(MPFR_RNDD) { f($0, p, q, $1) })
                        highs.append(end(MPFR_RNDU) { f($0, p, q, $1) })
                    }
                }
            }
        }
        return hull(lower: lows, upper: highs)
    }

    // MARK: Leaves

    /// Typed decimal text, rounded outwards; `nil` when malformed.
    func decimal(_ text: String) -> MPFREnclosure? {
        guard DecimalSyntax.isValid(text) else { return nil }
        return text.withCString { digits in rounded { mpfr_strtofr($0, digits, nil, 10, $1) } }
    }

    /// An integer (exact when it fits in the precision).
    func integer(_ n: Int) -> MPFREnclosure? { rounded { mpfr_set_si($0, n, $1) } }

    /// A rational (exact when it fits in the precision).
    func rational(_ r: Rational) -> MPFREnclosure? {
        r.withMPQPointer { q in rounded { mpfr_set_q($0, q, $1) } }
    }

    /// A binary number (a point when it fits in the precision, as the snapped integers of
    /// `RealExpression.Node.exactBinary` do: they have the base precision, never more than this one).
    func binary(_ x: MPFRValue) -> MPFREnclosure? {
        x.withMPFRPointer { source in rounded { mpfr_set($0, source, $1) } }
    }

    /// π.
    var pi: MPFREnclosure? { rounded { mpfr_const_pi($0, $1) } }

    /// e.
    var e: MPFREnclosure? {
        let one = MPFRValue(1, precision: 2)
        return one.withMPFRPointer { source in rounded { mpfr_exp($0, source, $1) } }
    }

    // MARK: Arithmetic

    /// `a op b`; `nil` when it cannot be bounded (see each operation).
    func apply(_ operation: BinaryOperation, _ a: MPFREnclosure, _ b: MPFREnclosure) -> MPFREnclosure? {
        switch operation {
        case .add: sum(a, b)
        case .subtract: difference(a, b)
        case .multiply: product(a, b)
        case .divide: quotient(a, b)
        case .power: power(a, b)
        case .reversedPower: power(b, a)
        case .root: root(a, b)
        case .scaleByPowerOfTen: scaled(a, byPowerOfTen: b)
        case .modulo: modulo(a, b)
        case .combinations, .permutations: combinatorics(operation, a, b)
        case .logarithm: logarithm(a, b)
        // Monotone (non-decreasing) in each argument.
        case .minimum: corners(a, b, mpfr_min)
        case .maximum: corners(a, b, mpfr_max)
        case .gcd, .lcm, .hypot: integerOrHypot(operation, a, b)
        case .and, .or, .xor, .nand, .nor, .xnor, .shiftLeft, .shiftRightArithmetic, .shiftRightLogical, .polar,
            .modularPower:
            nil
        }
    }

    /// a + b.
    func sum(_ a: MPFREnclosure, _ b: MPFREnclosure) -> MPFREnclosure? {
        let lower = a.lower.withMPFRPointer { p in
            b.lower.withMPFRPointer { q in end(MPFR_RNDD) { mpfr_add($0, p, q, $1) } }
        }
        let upper = a.upper.withMPFRPointer { p in
            b.upper.withMPFRPointer { q in end(MPFR_RNDU) { mpfr_add($0, p, q, $1) } }
        }
        return hull(lower: [lower], upper: [upper])
    }

    /// a − b.
    func difference(_ a: MPFREnclosure, _ b: MPFREnclosure) -> MPFREnclosure? {
        let lower = a.lower.withMPFRPointer { p in
            b.upper.withMPFRPointer { q in end(MPFR_RNDD) { mpfr_sub($0, p, q, $1) } }
        }
        let upper = a.upper.withMPFRPointer { p in
            b.lower.withMPFRPointer { q in end(MPFR_RNDU) { mpfr_sub($0, p, q, $1) } }
        }
        return hull(lower: [lower], upper: [upper])
    }

    /// a × b (bilinear: its extremes are at the corners).
    func product(_ a: MPFREnclosure, _ b: MPFREnclosure) -> MPFREnclosure? { corners(a, b, mpfr_mul) }

    /// a ÷ b; `nil` when b may be zero.
    func quotient(_ a: MPFREnclosure, _ b: MPFREnclosure) -> MPFREnclosure? {
        if b.containsZero { return nil }
        return corners(a, b, mpfr_div)
    }

    /// −a (exact).
    func negation(_ a: MPFREnclosure) -> MPFREnclosure {
        MPFREnclosure(lower: -a.upper, upper: -a.lower)
    }

    /// a × 2ⁿ.
    func scaled(_ a: MPFREnclosure, byPowerOfTwo n: Int) -> MPFREnclosure? {
        monotone(a) { mpfr_mul_2si($0, $1, n, $2) }
    }
}
