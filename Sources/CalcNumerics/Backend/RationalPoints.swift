/// The arguments at which a trigonometric, hyperbolic, exponential or logarithmic key has a rational
/// value that every backend knows, so that the key's result is exact there (`30 sin` is exactly 1/2).
///
/// By Niven's theorem the sine of a rational number of degrees is rational only when it is 0, ±1/2 or
/// ±1, so the trigonometric keys are rational exactly at the whole multiples of 30° and 45° these tables
/// list, and the inverse keys give a rational number of degrees exactly at their values. The hyperbolic
/// keys, eˣ and ln are rational at a rational argument only where it is 0 (or 1 for the inverses of cosh
/// and eˣ); log₁₀ and log₂ are integers at the powers of 10 and 2. The exact backend computes these values
/// from the tables; Double and MPFR compute their correctly rounded results and report them exact here
/// (``NumericBackend/isRationalPoint(_:at:angle:rounded:)``).
package enum RationalPoints {
    /// A small fraction p/q in lowest terms, q ≥ 1.
    package struct Fraction: Sendable, Hashable {
        /// p.
        package var numerator: Int
        /// q ≥ 1.
        package var denominator: Int

        /// p/q, which must be in lowest terms with q ≥ 1.
        package init(_ numerator: Int, _ denominator: Int = 1) {
            self.numerator = numerator
            self.denominator = denominator
        }
    }

    /// f(d°) for sin, cos, tan, sec, csc and cot at d whole degrees, 0 ≤ d < 360, when it is rational
    /// (and finite); nil otherwise.
    package static func trigonometricValue(_ function: UnaryFunction, atDegrees d: Int) -> Fraction? {
        let half = Fraction(1, 2)
        let minusHalf = Fraction(-1, 2)
        let table: [Int: Fraction]
        switch function {
        case .sin:
            table = [
                0: Fraction(0), 30: half, 90: Fraction(1), 150: half, 180: Fraction(0), 210: minusHalf,
                270: Fraction(-1), 330: minusHalf,
            ]
        case .cos:
            table = [
                0: Fraction(1), 60: half, 90: Fraction(0), 120: minusHalf, 180: Fraction(-1), 240: minusHalf,
                270: Fraction(0), 300: half,
            ]
        case .tan:
            table = [
                0: Fraction(0), 45: Fraction(1), 135: Fraction(-1), 180: Fraction(0), 225: Fraction(1),
                315: Fraction(-1),
            ]
        case .sec:
            table = [
                0: Fraction(1), 60: Fraction(2), 120: Fraction(-2), 180: Fraction(-1), 240: Fraction(-2),
                300: Fraction(2),
            ]
        case .csc:
            table = [
                30: Fraction(2), 90: Fraction(1), 150: Fraction(2), 210: Fraction(-2), 270: Fraction(-1),
                330: Fraction(-2),
            ]
        case .cot:
            table = [
                45: Fraction(1), 90: Fraction(0), 135: Fraction(-1), 225: Fraction(1), 270: Fraction(0),
                315: Fraction(-1),
            ]
        case .squareRoot, .square, .cube, .cubeRoot, .reciprocal, .exp, .exp10, .exp2, .log, .log10, .log2, .asin,
            .acos, .atan, .sinh, .cosh, .tanh, .asinh, .acosh, .atanh, .factorial, .gamma, .abs, .floor, .ceil, .asec,
            .acsc,
            .acot, .sech, .csch, .coth, .asech, .acsch, .acoth, .doubleFactorial, .round, .trunc, .frac, .sign,
            .realPart, .imaginaryPart, .conjugate, .argument:
            return nil
        }
        return table[d]
    }

    /// The angle in whole degrees that asin, acos, atan, asec, acsc and acot give for the argument `x`,
    /// when it is a whole number of degrees (the principal values: asin in [−90, 90], acos in [0, 180],
    /// acot in (−90, 90], as the keys compute them); nil otherwise.
    package static func inverseTrigonometricDegrees(_ function: UnaryFunction, at x: Fraction) -> Int? {
        let table: [Fraction: Int]
        switch function {
        case .asin:
            table = [Fraction(0): 0, Fraction(1, 2): 30, Fraction(-1, 2): -30, Fraction(1): 90, Fraction(-1): -90]
        case .acos:
            table = [Fraction(1): 0, Fraction(1, 2): 60, Fraction(0): 90, Fraction(-1, 2): 120, Fraction(-1): 180]
        case .atan: table = [Fraction(0): 0, Fraction(1): 45, Fraction(-1): -45]
        case .asec: table = [Fraction(1): 0, Fraction(2): 60, Fraction(-2): 120, Fraction(-1): 180]
        case .acsc: table = [Fraction(2): 30, Fraction(-2): -30, Fraction(1): 90, Fraction(-1): -90]
        case .acot: table = [Fraction(0): 90, Fraction(1): 45, Fraction(-1): -45]
        case .squareRoot, .square, .cube, .cubeRoot, .reciprocal, .exp, .exp10, .exp2, .log, .log10, .log2, .sin,
            .cos, .tan, .sinh, .cosh, .tanh, .asinh, .acosh, .atanh, .factorial, .gamma, .abs, .floor, .ceil, .sec,
            .csc,
            .cot, .sech, .csch, .coth, .asech, .acsch, .acoth, .doubleFactorial, .round, .trunc, .frac, .sign,
            .realPart, .imaginaryPart, .conjugate, .argument:
            return nil
        }
        return table[x]
    }

    /// f(0) for the hyperbolic keys and eˣ, and f(1) for ln and the inverses of cosh and sech, when
    /// rational; nil otherwise (and for every other function).
    package static func hyperbolicOrExponentialValue(_ function: UnaryFunction, at x: Fraction) -> Fraction? {
        switch function {
        case .sinh, .tanh, .asinh, .atanh: x == Fraction(0) ? Fraction(0) : nil
        case .cosh, .sech, .exp: x == Fraction(0) ? Fraction(1) : nil
        case .acosh, .asech, .log: x == Fraction(1) ? Fraction(0) : nil
        case .squareRoot, .square, .cube, .cubeRoot, .reciprocal, .exp10, .exp2, .log10, .log2, .sin, .cos, .tan,
            .asin, .acos, .atan, .factorial, .gamma, .abs, .floor, .ceil, .sec, .csc, .cot, .asec, .acsc, .acot, .csch,
            .coth, .acsch, .acoth, .doubleFactorial, .round, .trunc, .frac, .sign, .realPart, .imaginaryPart,
            .conjugate, .argument:
            nil
        }
    }
}

extension NumericBackend {
    /// Whether `rounded`, this backend's f(x) for an exact `x`, is f(x) exactly because x is one of the
    /// rational points of a function that does not keep exactness: `30 sin` in degrees, `1 asin` (90° or
    /// 100 gradians), `0 cos` in any unit, `1 ln`, `1000 log`, `1024 log2`. A backend's
    /// ``applyReportingExactness(_:to:angle:)`` asks this for those functions; the answer is true only when
    /// `rounded` equals the rational value, so a backend that rounds it differently is never called exact.
    ///
    /// The points: sin, cos, tan, sec, csc and cot where the angle is a whole number of degrees with a
    /// value of 0, ±1/2, ±1 or ±2 (by Niven's theorem the only rational values at rational angles; in
    /// radians only at 0); asin, acos, atan, asec, acsc and acot where the angle they give is such a whole
    /// number of degrees that the unit holds (in radians only 0); the hyperbolic keys and eˣ at 0, ln and
    /// the inverses of cosh and sech at 1; log₁₀ and log₂ at the powers of 10 and 2 that the backend holds.
    public func isRationalPoint(_ function: UnaryFunction, at x: Value, angle: AngleUnit, rounded: Value) -> Bool {
        // Every value in the tables (0, ±1/2, ±1, ±2, whole degrees, powers' exponents) is a whole or a
        // half: one cheap test first, so that a key anywhere else costs nothing more.
        guard isFinite(x), isFinite(rounded), isInteger(scaled(rounded, byPowerOfTwo: 1)) else { return false }
        switch function {
        case .sin, .cos, .tan, .sec, .csc, .cot:
            guard let degrees = wholeDegrees(x, angle: angle),
                let value = RationalPoints.trigonometricValue(function, atDegrees: degrees)
            else { return false }
            return isEqual(rounded, fraction: value)
        case .asin, .acos, .atan, .asec, .acsc, .acot:
            guard let argument = smallFraction(x),
                let degrees = RationalPoints.inverseTrigonometricDegrees(function, at: argument)
            else { return false }
            // d° in the unit: d·u/360 when that is an integer (30° is 100/3 gradians, which no binary holds).
            guard let units = angle.unitsPerTurn else { return degrees == 0 && isZero(rounded) }
            guard (degrees * units) % 360 == 0 else { return false }
            return isEqual(rounded, fraction: RationalPoints.Fraction(degrees * units / 360))
        case .sinh, .cosh, .tanh, .asinh, .acosh, .atanh, .sech, .asech, .exp, .log:
            guard let argument = smallFraction(x),
                let value = RationalPoints.hyperbolicOrExponentialValue(function, at: argument)
            else { return false }
            return isEqual(rounded, fraction: value)
        case .log10, .log2:
            // k = log x is exact when k is an integer whose power is exactly x.
            guard isInteger(rounded) else { return false }
            let power = applyReportingExactness(function == .log10 ? .exp10 : .exp2, to: rounded, angle: angle)
            return power.isExact && isEqual(power.value, x)
        case .squareRoot, .square, .cube, .cubeRoot, .reciprocal, .exp10, .exp2, .factorial, .gamma, .abs, .floor,
            .ceil,
            .csch, .coth, .acsch, .acoth, .doubleFactorial, .round, .trunc, .frac, .sign, .realPart, .imaginaryPart,
            .conjugate, .argument:
            return false
        }
    }

    /// x in degrees modulo 360, 0 ≤ d < 360, when that is a whole number: x an integer and, in gradians, a
    /// multiple of 10 modulo 400; in radians only x = 0 (as 0°).
    func wholeDegrees(_ x: Value, angle: AngleUnit) -> Int? {
        guard let units = angle.unitsPerTurn else { return isZero(x) ? 0 : nil }
        guard isInteger(x) else { return nil }
        let turn = valueReportingExactness(integerDigits: String(units), isNegative: false)
        let reduced = applyReportingExactness(.modulo, x, turn.value)
        guard turn.isExact, reduced.isExact, let r = smallFraction(reduced.value), r.denominator == 1,
            (0..<units).contains(r.numerator), (r.numerator * 360) % units == 0
        else { return nil }
        return r.numerator * 360 / units
    }

    /// x as p/q with at most four digits each, when it is that fraction exactly.
    func smallFraction(_ x: Value) -> RationalPoints.Fraction? {
        guard let fraction = exactFraction(of: x, maximumDigits: 4), let p = Int(fraction.numerator),
            let q = Int(fraction.denominator)
        else { return nil }
        return RationalPoints.Fraction(fraction.isNegative ? -p : p, q)
    }

    /// Whether `x` is the small fraction p/q.
    func isEqual(_ x: Value, fraction: RationalPoints.Fraction) -> Bool {
        guard let value = smallFraction(x) else { return false }
        // −0 is 0 (sin −180° is −0 on MPFR).
        return value == fraction || (value.numerator == 0 && fraction.numerator == 0)
    }
}
