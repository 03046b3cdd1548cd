/// Points where a function's result is undefined or jumps, onto which the snapping rule moves an inexact
/// argument that rounding residue left within 2^(8−P) of one (see `UnaryFunction.singularPoints`).
public enum SingularPoints: Sendable, Hashable, CaseIterable {
    /// Every integer: Γ's poles and the integers where x! is exact (`fact`), where `floor`, `ceil`,
    /// `trunc` and `frac` jump, and the only points of `n!!`.
    case integers
    /// Every odd multiple of 1/2 (…, −0.5, 0.5, 1.5, …), where `round` jumps: on Double
    /// 0.29 × 50 is 14.499999999999998, which rounds to 14, where the keys meant 14.5, which rounds to 15.
    case halfIntegers
    /// −1 and 1, the ends of the domain (`asin`, `acos`, `atanh`).
    case unitMagnitudes
    /// 1, the end of the domain (`acosh`).
    case one
    /// The odd multiples of a right angle (90°, 100 gradians or π/2), the poles of `tan` (and `sec`): a value snapped
    /// there is a pole (``isPole``).
    case oddMultiplesOfRightAngle
    /// The non-zero multiples of a straight angle (180°, 200 gradians or π), the poles of `cot` and `csc` besides 0
    /// (an inexact value is never within 2^(8−P)·0 of 0): a value snapped there is a pole.
    case multiplesOfStraightAngle

    /// Whether the function has no value at these points, so that an argument snapped onto one is an
    /// error whatever the backend computes there (π/2 in radians is not a binary number).
    public var isPole: Bool {
        switch self {
        case .oddMultiplesOfRightAngle, .multiplesOfStraightAngle: true
        case .integers, .halfIntegers, .unitMagnitudes, .one: false
        }
    }
}

extension UnaryFunction {
    /// The points near which an inexact argument snaps (one line per function), or nil when the
    /// function has none.
    public var singularPoints: SingularPoints? {
        switch self {
        case .factorial, .gamma, .floor, .ceil, .doubleFactorial, .trunc, .frac: .integers
        case .round: .halfIntegers
        case .asin, .acos, .atanh, .asec, .acsc, .acoth: .unitMagnitudes
        case .acosh, .asech: .one
        case .tan, .sec: .oddMultiplesOfRightAngle
        case .csc, .cot: .multiplesOfStraightAngle
        case .squareRoot, .square, .cube, .cubeRoot, .reciprocal, .exp, .exp10, .exp2, .log, .log10, .log2, .sin,
            .cos, .atan, .sinh, .cosh, .tanh, .asinh, .abs, .acot, .sech, .csch, .coth, .acsch, .sign,
            .realPart,
            .imaginaryPart, .conjugate, .argument:
            nil
        }
    }
}

extension NumericBackend {
    /// The point of `points` that `x` is within 2^(8−P)·|p| of (for an `x` already on an integer point,
    /// `x` as ``NumericBackend/nearestInteger(to:)`` gives it: on backends that verify digits, the exact
    /// point); nil when there is none or the backend does not snap (``NumericBackend/nearestInteger(to:)``
    /// nil).
    ///
    /// For ``SingularPoints/oddMultiplesOfRightAngle`` the point returned is k·90, k·100 or k·(π/2) rounded, a
    /// pole to report rather than an argument to compute with.
    public func singularPoint(near x: Value, in points: SingularPoints, angle: AngleUnit) -> Value? {
        guard isFinite(x) else { return nil }
        switch points {
        case .integers:
            return nearestIntegerWithinResidue(of: x)
        case .halfIntegers:
            // |x − p| ≤ 2^(8−P)·|p| is |2x − 2p| ≤ 2^(8−P)·|2p|, and doubling is exact: 2p is an odd
            // integer near 2x.
            guard let twice = nearestIntegerWithinResidue(of: scaled(x, byPowerOfTwo: 1)) else { return nil }
            let p = scaled(twice, byPowerOfTwo: -1)
            return isInteger(p) ? nil : p
        case .unitMagnitudes:
            return unit(hasNegativeSign(x) ? -1 : 1, atOrNear: x)
        case .one:
            return unit(1, atOrNear: x)
        case .oddMultiplesOfRightAngle:
            let rightAngle = angle.unitsPerTurn.map { value($0 / 4) } ?? quotient(pi, value(2))
            // |x − k·r| ≤ 2^(8−P)·|k·r| is |x/r − k| ≤ 2^(8−P)·|k|; x/r's rounding is 2^8 times smaller.
            return pole(near: quotient(x, rightAngle), spacing: 2) { isInteger(scaled($0, byPowerOfTwo: -1)) }
                .map { product($0, rightAngle) }
        case .multiplesOfStraightAngle:
            let straightAngle = angle.unitsPerTurn.map { value($0 / 2) } ?? pi
            return pole(near: quotient(x, straightAngle), spacing: 1) { isZero($0) }
                .map { product($0, straightAngle) }
        }
    }

    /// The integer k (not `excluded`) with |turns − k| ≤ 2^(8−P)·|k|, of poles `spacing` apart (2: the odd
    /// integers; 1: every integer), or nil when there is none.
    ///
    /// Once that window, 2^(8−P)·|turns|, reaches half the spacing, some pole lies within it wherever
    /// `turns` is: the argument's rounding may hide a whole period, and the key is `Error` (`tan(1e30/7)`
    /// on Double), whether or not the pole is representable (above 2^P every double is an even integer).
    /// Below that the pole is the nearest integer or one of its neighbours.
    private func pole(near turns: Value, spacing: Int, excluded: (Value) -> Bool) -> Value? {
        guard let k = nearestInteger(to: turns) else { return nil }
        let window = scaled(magnitude(turns), byPowerOfTwo: 8 - precision)
        if !isLess(window, than: quotient(value(spacing), value(2))) {
            return allowsSnapping(turns, onto: k) ? k : nil
        }
        for candidate in [k, difference(k, value(1)), sum(k, value(1))] where !excluded(candidate) {
            if point(candidate, ifNear: turns) != nil || isEqual(candidate, turns),
                allowsSnapping(turns, onto: candidate)
            {
                return candidate
            }
        }
        return nil
    }

    /// The integer within 2^(8−P)·|n| of `x`. When `x` is a non-zero integer itself, the integer is `x`
    /// as ``NumericBackend/nearestInteger(to:)`` gives it: the same value, except on backends that verify
    /// digits, where it is the exact point rather than the computation that rounded onto it (so that
    /// `8 neg pow ( 0.1 + 0.2 + 2.7 ) =` is −512, proven, although 0.1 + 0.2 + 2.7 is 3 only once rounded).
    public func nearestIntegerWithinResidue(of x: Value) -> Value? {
        guard isFinite(x), let n = nearestInteger(to: x) else { return nil }
        if isInteger(x) { return isZero(x) || !allowsSnapping(x, onto: n) ? nil : n }
        return point(n, ifNear: x).flatMap { allowsSnapping(x, onto: $0) ? $0 : nil }
    }

    /// `u` when `x` is within 2^(8−P)·|u| of it; when `x` is `u` at this precision, `x` as
    /// ``NumericBackend/nearestInteger(to:)`` gives it (see ``nearestIntegerWithinResidue(of:)``).
    func unit(_ u: Int, atOrNear x: Value) -> Value? {
        let p = value(u)
        guard allowsSnapping(x, onto: p) else { return nil }
        return isEqual(p, x) ? nearestInteger(to: x) : point(p, ifNear: x)
    }

    /// Whether `p`, a point ``singularPoint(near:in:angle:)`` found, is the only point of `points` within
    /// 2^(8−P)·|p|: only then is it the point the keys meant, and exact (`0.1 × 3 × 10 = fact` is exactly
    /// 3! = 6). An integer of 2^(P−9) or more is not: its window holds its neighbours too, and from 2^P on
    /// the value has lost its units digit (on Double `floor(1e20+1)` is 1e20, inexact, so its `mod 3` is
    /// `Error`, as `(1e20+1) mod 3` is). The other points are far apart (±1) or poles.
    public func isOnlyPoint(_ p: Value, in points: SingularPoints) -> Bool {
        switch points {
        case .integers, .halfIntegers:
            // Both are 1 apart: the window 2^(8−P)·|p| holds no neighbour while it is below 1/2.
            return isLess(scaled(magnitude(p), byPowerOfTwo: 9 - precision), than: value(1))
        case .unitMagnitudes, .one, .oddMultiplesOfRightAngle, .multiplesOfStraightAngle:
            return true
        }
    }

    /// `p` when x ≠ p and |x − p| ≤ 2^(8−P)·|p| (never for p = 0).
    func point(_ p: Value, ifNear x: Value) -> Value? {
        guard !isZero(p), !isEqual(p, x) else { return nil }
        let distance = magnitude(difference(x, p))
        return isLess(scaled(magnitude(p), byPowerOfTwo: 8 - precision), than: distance) ? nil : p
    }
}
