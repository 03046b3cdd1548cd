/// hypot(a, b) = √(a² + b²) correctly rounded (to nearest, ties to even), as `mpfr_hypot` in MPFR's IEEE
/// mode gives it: the key `hypot` and the magnitude of a complex number on Double, the same bits with
/// and without MPFR.
///
/// **Special values** (MPFR's and IEEE 754's): an infinite operand gives +∞ even beside a NaN; otherwise
/// a NaN gives NaN; hypot(x, 0) = |x|.
///
/// **Far apart.** With x = max(|a|, |b|) and y = min(|a|, |b|) > 0: when y < x·2^−60 (compared by their
/// exponents), √(x² + y²) = x·√(1 + (y/x)²) lies above x by less than y²/(2x) ≤ 2^−119·x, far less
/// than half a unit of x in the last place (at least 2^−54·x for a normal x, and for a subnormal x at
/// least 2^−1075 while y²/(2x) < 2^−1100): the result is x.
///
/// **Fast path** (x normal, so the result, which is at least x, is normal too). x = 2ᵉ·m with m in
/// [1, 2) and y = 2ᵉ·n, both scaled exactly (n ≥ 2^−60 is normal). S = m² + n² (in [1, 8)) from the two
/// exact squares (fused products), summed into a double-double: the leading parts by TwoSum, exactly,
/// and the three trailing parts (each at most 2^−52 of S) with two roundings, 2^−103 of S. Its square
/// root by one correction step (``DoubleDouble/squareRoot()``, 2^−102) is within 2^−101 of √S. The
/// rounding test uses 2^−98, and the result is scaled back by 2ᵉ exactly (or overflows to +∞, which
/// is what rounding to nearest gives from 2^1024 − 2^970 up).
///
/// **Accurate path** (a subnormal x, or the test failed: the value is within 2^−98 of a point halfway
/// between two doubles, or is one). In 256-bit arithmetic (``Float256``), S = x² + y² is exact (two
/// squares of 106 bits whose exponents differ by at most 122: at most 229 bits). r, the double nearest
/// to its square root (2^−250), is then checked exactly: the correctly rounded result is r when S lies
/// between the squares of the two midpoints around r (each midpoint has 54 bits, its square 108, both
/// exact), the neighbour beyond a midpoint whose square S exceeds (or falls short of), and at a midpoint
/// whose square is S (a tie, which Pythagorean triples make possible) the neighbour with the even
/// significand.
extension CorrectlyRounded {
    /// The fast path's relative error bound (see the file's comment).
    static let hypotenuseError = 0x1p-98

    /// hypot(a, b) = √(a² + b²), correctly rounded.
    static func hypotenuse(_ a: Double, _ b: Double) -> (value: Double, tookAccuratePath: Bool) {
        if a.isInfinite || b.isInfinite { return (.infinity, false) }
        if a.isNaN || b.isNaN { return (.nan, false) }
        let x = Swift.max(a.magnitude, b.magnitude)
        let y = Swift.min(a.magnitude, b.magnitude)
        if y == 0 { return (x, false) }
        let exponent = Int(x.exponent)
        if Int(y.exponent) < exponent - 60 { return (x, false) }
        guard x >= .leastNormalMagnitude else { return (hypotenuseAccurate(x, y), true) }
        let m = x.significand
        let n = Double(sign: .plus, exponent: Int(y.exponent) - exponent, significand: y.significand)
        let mSquare = DoubleDouble.twoProduct(m, m)
        let nSquare = DoubleDouble.twoProduct(n, n)
        let leading = DoubleDouble.twoSum(mSquare.high, nSquare.high)
        let sum = DoubleDouble.fastTwoSum(leading.high, leading.low + mSquare.low + nSquare.low)
        if let rounded = sum.squareRoot().roundedIfDecided(relativeError: hypotenuseError) {
            return (Double(sign: .plus, exponent: exponent, significand: rounded), false)
        }
        return (hypotenuseAccurate(x, y), true)
    }

    /// √(x² + y²) for finite x ≥ y > 0 with y ≥ x·2^−61 (the file's comment: the accurate path).
    static func hypotenuseAccurate(_ x: Double, _ y: Double) -> Double {
        let wideX = Float256(x)
        let wideY = Float256(y)
        let square = wideX * wideX + wideY * wideY
        let candidate = square.squareRoot().roundedToDouble()
        // The sign of S − M² for the midpoint M of two neighbouring values (each a double, or 2^1024
        // above the largest double): negative when S is below it.
        func comparedWithMidpoint(_ low: Float256, _ high: Float256) -> (isBelow: Bool, isTie: Bool) {
            let midpoint = (low + high).scaled(byPowerOfTwo: -1)
            let difference = square - midpoint * midpoint
            return (difference.isNegative, difference.isZero)
        }
        let overflowBound = Float256(1).scaled(byPowerOfTwo: 1024)
        if candidate == .infinity {
            let test = comparedWithMidpoint(Float256(Double.greatestFiniteMagnitude), overflowBound)
            // The largest double's significand is odd: a tie goes to 2^1024, which overflows.
            return test.isBelow ? .greatestFiniteMagnitude : .infinity
        }
        let up = candidate.nextUp
        let above = comparedWithMidpoint(
            Float256(candidate), up == .infinity ? overflowBound : Float256(up))
        if above.isTie { return Self.evenOf(candidate, up) }
        if !above.isBelow { return up }
        let down = candidate.nextDown
        let below = comparedWithMidpoint(Float256(down), Float256(candidate))
        if below.isTie { return Self.evenOf(down, candidate) }
        return below.isBelow ? down : candidate
    }

    /// Whether hypot(a, b) needed no rounding: its rounded value's square is exactly a² + b² (in 256-bit
    /// arithmetic, exact where the operands are not far apart; far apart, with y ≠ 0, it never is).
    static func hypotenuseIsExact(_ a: Double, _ b: Double, rounded: Double) -> Bool {
        guard rounded.isFinite else { return false }
        let x = Swift.max(a.magnitude, b.magnitude)
        let y = Swift.min(a.magnitude, b.magnitude)
        if y == 0 { return true }
        guard Int(y.exponent) >= Int(x.exponent) - 60 else { return false }
        let (wideX, wideY, wideRounded) = (Float256(x), Float256(y), Float256(rounded))
        return (wideX * wideX + wideY * wideY - wideRounded * wideRounded).isZero
    }

    /// Of two neighbouring non-negative values, the one whose significand is even (+∞ counts as even,
    /// as 2^1024 is what a tie above the largest double rounds to).
    private static func evenOf(_ low: Double, _ high: Double) -> Double {
        if high == .infinity { return high }
        return low.bitPattern & 1 == 0 ? low : high
    }
}
