import CMPFR

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension DoubleBackend {
    /// f(x) from libm; degrees are reduced exactly and exact angles give exact results.
    public func apply(_ function: UnaryFunction, to x: Double, angle: AngleUnit) -> Double {
        let degrees = angle == .degrees
        switch function {
        case .squareRoot: return x.squareRoot()
        case .square: return x * x
        case .cube: return Self.binary64 { target, operand in mpfr_pow_ui(target, operand, 3, MPFR_RNDN) }(x)
        case .cubeRoot: return cbrt(x)
        case .reciprocal: return 1 / x
        case .exp: return Glibc.exp(x)
        case .exp10: return isInteger(x) ? scaled(1, byPowerOfTen: x) : Glibc.pow(10, x)
        case .exp2: return Glibc.exp2(x)
        case .log: return Glibc.log(x)
        case .log10: return Glibc.log10(x)
        case .log2: return Glibc.log2(x)
        case .sin: return degrees ? DegreeTrigonometry.sin(x) : Glibc.sin(x)
        case .cos: return degrees ? DegreeTrigonometry.cos(x) : Glibc.cos(x)
        case .tan: return degrees ? DegreeTrigonometry.tan(x) : Glibc.tan(x)
        case .asin: return degrees ? DegreeTrigonometry.asin(x) : Glibc.asin(x)
        case .acos: return degrees ? DegreeTrigonometry.acos(x) : Glibc.acos(x)
        case .atan: return degrees ? DegreeTrigonometry.atan(x) : Glibc.atan(x)
        case .sinh: return Glibc.sinh(x)
        case .cosh: return Glibc.cosh(x)
        case .tanh: return Glibc.tanh(x)
        case .asinh: return Glibc.asinh(x)
        case .acosh: return Glibc.acosh(x)
        case .atanh: return Glibc.atanh(x)
        case .factorial: return factorial(x)
        case .abs: return Swift.abs(x)
        case .floor: return x.rounded(.down)
        case .ceil: return x.rounded(.up)
        case .sec, .csc, .cot, .asec, .acsc, .acot, .sech, .csch, .coth, .asech, .acsch, .acoth:
            return applyReciprocalForm(function, to: x, angle: angle)
        }
    }

    /// a mod b, nCr, nPr and log_b a: correctly rounded through MPFR (``MPFRBinaryFunctions``).
    @usableFromInline func integerOrLogarithm(_ operation: BinaryOperation, _ a: Double, _ b: Double) -> Double {
        switch operation {
        case .modulo: Self.binary64 { MPFRBinaryFunctions.modulo($0, $1, $2, MPFR_RNDN) }(a, b)
        case .combinations: Self.binary64 { MPFRBinaryFunctions.combinations($0, $1, $2, MPFR_RNDN) }(a, b)
        case .permutations: Self.binary64 { MPFRBinaryFunctions.permutations($0, $1, $2, MPFR_RNDN) }(a, b)
        case .logarithm: Self.binary64 { MPFRBinaryFunctions.logarithm($0, $1, $2, MPFR_RNDN) }(a, b)
        case .add, .subtract, .multiply, .divide, .power, .root, .scaleByPowerOfTen: apply(operation, a, b)
        }
    }

    private func factorial(_ x: Double) -> Double {
        guard isInteger(x) else {
            // Γ(x + 1) magnifies the rounding of x + 1 (hundreds of ulps for x just below a power of
            // two), so x + 1 is formed exactly at 1,200 bits and Γ rounded once, through MPFR.
            return Self.binary64 { target, operand in
                let shifted = MPFRStorage.make(precision: 1_200)
                _ = MPFRExponentRange.widest.run { mpfr_add_ui(shifted.pointer, operand, 1, MPFR_RNDN) }
                return withExtendedLifetime(shifted) { mpfr_gamma(target, shifted.pointer, MPFR_RNDN) }
            }(x)
        }
        if x == 0 { return 1 }
        if x < 0 { return .nan }
        if x > 170 { return .infinity }
        // libm's tgamma is off in the 15th digit already for 100!; MPFR rounds n! correctly.
        return Self.binary64 { target, _ in mpfr_fac_ui(target, UInt(x), MPFR_RNDN) }(x)
    }

    /// aᵇ: correctly rounded (through MPFR) for integer b, libm's `pow` otherwise.
    @usableFromInline func power(_ a: Double, _ b: Double) -> Double {
        guard isInteger(b) else { return Glibc.pow(a, b) }
        return Self.binary64 { target, base, exponent in mpfr_pow(target, base, exponent, MPFR_RNDN) }(a, b)
    }

    /// The b-th root of a: correctly rounded (through MPFR) for integer b, a^(1/b) otherwise.
    @usableFromInline func root(_ a: Double, _ b: Double) -> Double {
        guard isInteger(b), Swift.abs(b) < 0x1p62 else { return Glibc.pow(a, 1 / b) }
        return Self.binary64 { target, base in mpfr_rootn_si(target, base, Int(b), MPFR_RNDN) }(a)
    }

    /// a × 10ᵇ: correctly rounded for integer b (as if "aEb" had been typed), a × 10^b otherwise.
    @usableFromInline func scaled(_ a: Double, byPowerOfTen b: Double) -> Double {
        guard isInteger(b) else { return a * Glibc.pow(10, b) }
        let n = Int(Swift.max(Swift.min(b, 0x1p62), -0x1p62))
        return Self.binary64 { target, source in
            MPFRDecimalScaling.scale(target, source, byPowerOfTen: n, range: .binary64, subnormalize: true)
            return 0
        }(a)
    }
}

extension DoubleBackend {
    /// Runs an MPFR operation emulating binary64 (53 bits, binary64 range, subnormals) on exact copies of
    /// the operands, and returns the correctly rounded `Double`.
    static func binary64(_ operation: @escaping (mpfr_ptr, mpfr_srcptr) -> Int32) -> (Double) -> Double {
        { a in
            let operand = exactCopy(a)
            return withExtendedLifetime(operand) { run { operation($0, operand.pointer) } }
        }
    }

    /// The two-operand form of ``binary64(_:)-(_)``.
    static func binary64(_ operation: @escaping (mpfr_ptr, mpfr_srcptr, mpfr_srcptr) -> Int32) -> (Double, Double) ->
        Double
    {
        { a, b in
            let first = exactCopy(a)
            let second = exactCopy(b)
            return withExtendedLifetime((first, second)) { run { operation($0, first.pointer, second.pointer) } }
        }
    }

    private static func exactCopy(_ x: Double) -> MPFRStorage {
        let storage = MPFRStorage.make(precision: 53)
        _ = MPFRExponentRange.binary64.run { mpfr_set_d(storage.pointer, x, MPFR_RNDN) }
        return storage
    }

    private static func run(_ body: (mpfr_ptr) -> Int32) -> Double {
        let target = MPFRStorage.make(precision: 53)
        return MPFRExponentRange.binary64.run {
            let ternary = body(target.pointer)
            _ = mpfr_subnormalize(target.pointer, ternary, MPFR_RNDN)
            return mpfr_get_d(target.pointer, MPFR_RNDN)
        }
    }
}
