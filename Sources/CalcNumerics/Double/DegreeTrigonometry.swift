#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Trigonometry in degrees on `Double` through libm: exact reduction modulo 360, exact results at exact
/// angles. The keys are ``CorrectlyRounded``'s in every build; these six remain as the libm baseline
/// that calc-bench measures it against (`LibmBinary64.libm`).
///
/// The argument is reduced to r ∈ [0, 360) by `fmod` (exact), then to t = r − 90q ∈ [−45, 45] (exact by
/// Sterbenz's lemma) and a quadrant q. sin and cos of t are exact for t = 0 and t = ±30; tan for 0 and
/// ±45; elsewhere libm evaluates t·π/180. Inverse functions return the exact angle for the arguments
/// whose angle is a multiple of 30 or 45 degrees and is exactly representable.
enum DegreeTrigonometry {
    private static let radiansPerDegree = Double.pi / 180
    private static let degreesPerRadian = 180 / Double.pi

    /// The reduction of |x| into a quadrant and an angle in [−45, 45].
    private static func reduce(_ magnitude: Double) -> (quadrant: Int, angle: Double) {
        let r = fmod(magnitude, 360)
        let q = (r / 90).rounded(.toNearestOrEven)
        return (Int(q) % 4, r - 90 * q)
    }

    private static func sinOfReduced(_ t: Double) -> Double {
        if t == 0 { return t }
        if Swift.abs(t) == 30 { return t > 0 ? 0.5 : -0.5 }
        return Glibc.sin(t * radiansPerDegree)
    }

    private static func cosOfReduced(_ t: Double) -> Double {
        t == 0 ? 1 : Glibc.cos(t * radiansPerDegree)
    }

    private static func tanOfReduced(_ t: Double) -> Double {
        if t == 0 { return t }
        if Swift.abs(t) == 45 { return t > 0 ? 1 : -1 }
        return Glibc.tan(t * radiansPerDegree)
    }

    /// sin x, x in degrees.
    static func sin(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let (q, t) = reduce(Swift.abs(x))
        let value: Double
        switch q {
        case 0: value = sinOfReduced(t)
        case 1: value = cosOfReduced(t)
        case 2: value = -sinOfReduced(t)
        default: value = -cosOfReduced(t)
        }
        // Exact zeros carry the sign of x, as MPFR's sinu gives them.
        if value == 0 { return x.sign == .minus ? -0.0 : 0.0 }
        return x.sign == .minus ? -value : value
    }

    /// cos x, x in degrees.
    static func cos(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let (q, t) = reduce(Swift.abs(x))
        let value: Double
        switch q {
        case 0: value = cosOfReduced(t)
        case 1: value = -sinOfReduced(t)
        case 2: value = -cosOfReduced(t)
        default: value = sinOfReduced(t)
        }
        // Exact zeros are +0, as MPFR's cosu gives them.
        return value == 0 ? 0 : value
    }

    /// tan x, x in degrees; ±∞ at odd multiples of 90 (+∞ at 90 + 360k, −∞ at 270 + 360k, as MPFR's tanu).
    static func tan(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let (q, t) = reduce(Swift.abs(x))
        let value: Double
        if q % 2 == 0 {
            value = tanOfReduced(t)
        } else if t == 0 {
            value = q == 1 ? .infinity : -.infinity
        } else {
            value = -1 / tanOfReduced(t)
        }
        // Exact zeros have the sign of sin/cos, as MPFR's tanu gives them: −0 at 180, +0 at 360.
        if value == 0 { return (x.sign == .minus) != (q == 2) ? -0.0 : 0.0 }
        return x.sign == .minus ? -value : value
    }

    /// asin x in degrees.
    static func asin(_ x: Double) -> Double {
        switch Swift.abs(x) {
        case 0: return x
        case 0.5: return x > 0 ? 30 : -30
        case 1: return x > 0 ? 90 : -90
        default: return Glibc.asin(x) * degreesPerRadian
        }
    }

    /// acos x in degrees.
    static func acos(_ x: Double) -> Double {
        switch x {
        case 1: return 0
        case 0.5: return 60
        case 0: return 90
        case -0.5: return 120
        case -1: return 180
        default: return Glibc.acos(x) * degreesPerRadian
        }
    }

    /// atan x in degrees.
    static func atan(_ x: Double) -> Double {
        switch Swift.abs(x) {
        case 0: return x
        case 1: return x > 0 ? 45 : -45
        default: return Glibc.atan(x) * degreesPerRadian
        }
    }
}
