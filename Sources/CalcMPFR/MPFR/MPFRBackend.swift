import CMPFR
import CalcNumerics

/// GNU MPFR at a precision chosen at run time: every operation correctly rounded to that precision.
///
/// In standard mode values range over MPFR's default exponent range (magnitudes up to about
/// 10^323,000,000). In IEEE mode (``ieeeBinary64``) the backend emulates binary64 exactly: 53 bits,
/// binary64's exponent range and gradual underflow, so + − × ÷ √ give bit for bit what `DoubleBackend`
/// gives, NaN and infinities included.
///
/// The backend never relies on or changes MPFR's per-thread defaults: every value is created with an
/// explicit precision, and the exponent range is set and restored around each operation.
public struct MPFRBackend: NumericBackend, Hashable {
    /// The value type of this backend.
    public typealias Value = MPFRValue

    /// The precisions this backend accepts, in bits.
    public static let precisionRange = 2...16_777_216

    /// A precision outside ``MPFRBackend/precisionRange``.
    public struct InvalidPrecision: Error, Hashable, CustomStringConvertible {
        /// The precision that was asked for.
        public var requested: Int
        /// Says what was asked and what is accepted.
        public var description: String {
            "precision \(requested) bits is out of range (\(precisionRange.lowerBound)...\(precisionRange.upperBound) bits)"
        }
    }

    /// The number of bits in a significand.
    public let precision: Int

    /// Whether the backend emulates IEEE binary64 (53 bits, binary64 range, subnormals).
    public let isIEEEMode: Bool

    /// The significant digits asked for with ``init(digits:)``, which calculators show by default.
    public let requestedDigits: Int?

    @usableFromInline let range: MPFRExponentRange

    /// A standard-mode backend with `precision` bits.
    ///
    /// - Throws: ``InvalidPrecision`` when `precision` is outside ``precisionRange``.
    public init(precision: Int) throws(InvalidPrecision) {
        guard Self.precisionRange.contains(precision) else { throw InvalidPrecision(requested: precision) }
        self.init(validPrecision: precision)
    }

    /// A standard-mode backend for showing `digits` significant digits: ⌈D·log₂ 10⌉ + 64 bits, as
    /// calc-eval's `--digits` (`SignificantDigits.precision(forDigits:)`); a calculator on it shows D
    /// digits by default.
    ///
    /// - Throws: ``InvalidPrecision`` when `digits` is below 1 or needs more than ``precisionRange``.
    public init(digits: Int) throws(InvalidPrecision) {
        let bits = digits >= 1 && digits <= 5_000_000 ? SignificantDigits.precision(forDigits: digits) : Int.max
        guard Self.precisionRange.contains(bits) else { throw InvalidPrecision(requested: digits >= 1 ? bits : 0) }
        self.init(validPrecision: bits, requestedDigits: digits)
    }

    init(validPrecision precision: Int, requestedDigits: Int? = nil) {
        self.precision = precision
        self.isIEEEMode = false
        self.range = .standard
        self.requestedDigits = requestedDigits
    }

    private init(emulatingBinary64: Void) {
        precision = 53
        isIEEEMode = true
        range = .binary64
        requestedDigits = nil
    }

    /// A backend that emulates IEEE binary64 bit for bit.
    public static let ieeeBinary64 = MPFRBackend(emulatingBinary64: ())

    /// The digits asked for with ``init(digits:)``, else ⌊(P − 1)·log₁₀ 2⌋.
    public var defaultSignificantDigits: Int {
        requestedDigits ?? SignificantDigits(precision: precision).defaultCount
    }

    /// `"mpfr"`, or `"mpfr-ieee"` in IEEE mode.
    public var name: String { isIEEEMode ? "mpfr-ieee" : "mpfr" }

    /// The most digits worth showing for a precision in bits: ⌈bits · log₁₀ 2⌉ + 1
    /// (`SignificantDigits.maximumCount`).
    public static func maximumSignificantDigits(forPrecision bits: Int) -> Int {
        SignificantDigits(precision: bits).maximumCount
    }

    // MARK: Running operations

    /// A new value of this backend's precision, computed by `body` under this backend's exponent range
    /// (and rounded to a subnormal in IEEE mode). `body` returns MPFR's ternary value.
    ///
    /// IEEE mode first computes in the standard range: a result that comes out zero, infinite, NaN or
    /// normal in binary64 (exponent −1021 ... 1024) is then exactly what the binary64 range gives, since
    /// MPFR rounds as if the exponent were unbounded and only then applies the range. Only a result
    /// that would be subnormal or overflow is computed again in the binary64 range and subnormalized.
    @inlinable @inline(__always)
    func result(_ body: (mpfr_ptr) -> Int32) -> MPFRValue {
        var value = MPFRValue(precision: precision)
        value.withMutableMPFRPointer { target in
            MPFRExponentRange.standard.run { _ = body(target) }
            if isIEEEMode && cmpfr_is_regular(target) != 0 {
                let exponent = target.pointee._mpfr_exp
                if exponent < Self.binary64NormalExponents.lowerBound
                    || exponent > Self.binary64NormalExponents.upperBound
                {
                    range.run {
                        let ternary = body(target)
                        _ = mpfr_subnormalize(target, ternary, MPFR_RNDN)
                    }
                }
            }
        }
        return value
    }

    /// The exponents (MPFR's convention, 0.1₂ × 2^e) of normal binary64 numbers: 2^−1022 ... just below 2^1024.
    @usableFromInline static let binary64NormalExponents: ClosedRange<mpfr_exp_t> = -1021...1024

    @inlinable @inline(__always)
    func binary(
        _ a: MPFRValue, _ b: MPFRValue, _ operation: (mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t) -> Int32
    ) -> MPFRValue {
        a.withMPFRPointer { first in
            b.withMPFRPointer { second in result { operation($0, first, second, MPFR_RNDN) } }
        }
    }

    @inlinable @inline(__always)
    func unary(_ a: MPFRValue, _ operation: (mpfr_ptr, mpfr_srcptr, mpfr_rnd_t) -> Int32) -> MPFRValue {
        a.withMPFRPointer { source in result { operation($0, source, MPFR_RNDN) } }
    }

    // MARK: Arithmetic

    /// Why a decoded value cannot be a calculator's on this backend, or nil: it must be finite, of this
    /// precision, within MPFR's standard exponent range (what every key computes in), and in IEEE mode a
    /// binary64 number (exactly the double it converts to: in binary64's range, with a subnormal's fewer
    /// bits).
    public func problem(withDecoded value: MPFRValue) -> String? {
        guard value.isFinite else { return "the value \(value.description) is not finite" }
        guard value.precision == precision else {
            return "a value of \(value.precision) bits on a backend of \(precision)"
        }
        guard !value.isZero else { return nil }
        let range = MPFRExponentRange.standard
        let exponent = value.withMPFRPointer { mpfr_get_exp($0) }
        guard exponent >= range.minimum, exponent <= range.maximum else {
            return "the value's binary exponent \(exponent) is outside MPFR's range"
        }
        if isIEEEMode && MPFRBinary64.value(Double(value)) != value {
            return "the value \(value.description) is not a binary64 number (IEEE mode)"
        }
        return nil
    }

    /// True: an MPFR value is what was computed at this precision.
    public func allowsSnapping(_ x: MPFRValue, onto point: MPFRValue) -> Bool { true }

    /// `integer` rounded to the backend's precision.
    public func value(_ integer: Int) -> MPFRValue { result { mpfr_set_si($0, integer, MPFR_RNDN) } }

    /// Decimal text rounded correctly to the backend's precision (NaN when malformed, ±∞ when too large).
    public func value(decimal text: String) -> MPFRValue {
        guard DecimalSyntax.isValid(text) else {
            return result {
                mpfr_set_nan($0)
                return 0
            }
        }
        if let plain = plainDecimal(text) { return result { Self.setPlainDecimal($0, plain) } }
        // mpfr_strtofr returns the ternary value (mpfr_set_str does not), which IEEE mode's
        // subnormal rounding needs to avoid rounding twice.
        return result { target in text.withCString { mpfr_strtofr(target, $0, nil, 10, MPFR_RNDN) } }
    }

    /// The parts of a plain decimal whose value one correctly rounded division gives at this precision:
    /// M < 2⁵³ exact in the precision and 10ᶠ < 2⁶⁴ (a typed entry, nearly always); nil for other text.
    func plainDecimal(_ text: String) -> PlainDecimal? {
        guard let plain = PlainDecimal(text), plain.fractionDigits < PowersOfTen.uint64.count,
            UInt64.bitWidth - plain.significand.leadingZeroBitCount <= precision
        else { return nil }
        return plain
    }

    /// Sets `target` to ±M ÷ 10ᶠ rounded to nearest and returns the ternary value: M is exact at the
    /// target's precision, so the division is the only rounding and the result is what `mpfr_strtofr`
    /// gives for the text, bit for bit (without its locale lookup and general parser).
    static func setPlainDecimal(_ target: mpfr_ptr, _ plain: PlainDecimal) -> Int32 {
        _ = mpfr_set_ui(target, UInt(plain.significand), MPFR_RNDN)
        var ternary: Int32 = 0
        if plain.fractionDigits > 0 {
            ternary = mpfr_div_ui(target, target, UInt(PowersOfTen.uint64[plain.fractionDigits]), MPFR_RNDN)
        }
        if plain.isNegative {
            _ = mpfr_neg(target, target, MPFR_RNDN)
            ternary = -ternary
        }
        return ternary
    }

    /// `a op b`, correctly rounded (powers, roots and a × 10ᵇ as their own functions describe).
    @inlinable @inline(__always)
    public func apply(_ operation: BinaryOperation, _ a: MPFRValue, _ b: MPFRValue) -> MPFRValue {
        if precision >= Self.memoryCheckedPrecision, refusesForMemory(operation) { return nan }
        return switch operation {
        case .add: binary(a, b, mpfr_add)
        case .subtract: binary(a, b, mpfr_sub)
        case .multiply: binary(a, b, mpfr_mul)
        case .divide: binary(a, b, mpfr_div)
        case .power: power(a, b)
        case .reversedPower: power(b, a)
        case .root: root(a, b)
        case .scaleByPowerOfTen: scaled(a, byPowerOfTen: b)
        case .modulo: binary(a, b, MPFRBinaryFunctions.modulo)
        case .combinations: binary(a, b, MPFRBinaryFunctions.combinations)
        case .permutations: binary(a, b, MPFRBinaryFunctions.permutations)
        case .logarithm: binary(a, b, MPFRBinaryFunctions.logarithm)
        case .minimum: binary(a, b, mpfr_min)
        case .maximum: binary(a, b, mpfr_max)
        case .gcd: binary(a, b, MPFRIntegerFunctions.gcd)
        case .lcm: binary(a, b, MPFRIntegerFunctions.lcm)
        case .hypot: binary(a, b, mpfr_hypot)
        case .and, .or, .xor, .nand, .nor, .xnor, .shiftLeft, .shiftRightArithmetic, .shiftRightLogical, .polar,
            .modularPower:
            result {
                mpfr_set_nan($0)
                return 0
            }
        }
    }

    /// The precision from which keys check their memory (``MPFRMemoryBudget``).
    @usableFromInline static let memoryCheckedPrecision = MPFRMemoryBudget.checkedPrecision

    /// Whether `operation` at this (huge) precision needs more memory than the process can get
    /// (``MPFRMemoryBudget``): it is then NaN, `Error` on the display.
    @usableFromInline func refusesForMemory(_ operation: BinaryOperation) -> Bool {
        !MPFRMemoryBudget.admits(MPFRMemoryBudget.Work(operation), precision: precision)
    }

    /// NaN at this precision.
    @usableFromInline var nan: MPFRValue {
        result {
            mpfr_set_nan($0)
            return 0
        }
    }

    /// −a.
    @inlinable @inline(__always) public func negation(_ a: MPFRValue) -> MPFRValue { unary(a, mpfr_neg) }

    /// a × 2ⁿ.
    public func scaled(_ a: MPFRValue, byPowerOfTwo n: Int) -> MPFRValue {
        a.withMPFRPointer { source in result { mpfr_mul_2si($0, source, n, MPFR_RNDN) } }
    }

    /// Whether a < b.
    public func isLess(_ a: MPFRValue, than b: MPFRValue) -> Bool { a < b }
    /// Whether the sign bit of a is set.
    public func hasNegativeSign(_ a: MPFRValue) -> Bool { a.hasNegativeSign }
    /// Whether a is finite.
    public func isFinite(_ a: MPFRValue) -> Bool { a.isFinite }
    /// Whether a is a finite integer.
    public func isInteger(_ a: MPFRValue) -> Bool { a.withMPFRPointer { mpfr_integer_p($0) != 0 } }

    // MARK: Decimal digits and display policy

    /// False: an MPFR value does not know whether it is exact (the calculator tracks it).
    public static var hasExactValues: Bool { false }
    /// Whether `count` digits are `value` itself (`NumericBackend.digitsShowValue(_:significantDigits:)`).
    public func showsExactly(_ value: MPFRValue, significantDigits count: Int) -> Bool {
        digitsShowValue(value, significantDigits: count)
    }
    /// False: the digits are the value correctly rounded.
    public func hasUncertainDigits(_ value: MPFRValue, significantDigits count: Int) -> Bool { false }
    /// The default rule, `BackendArithmetic.isRelativelyNegligible(_:_:_:)`.
    public func isCancellation(_ result: MPFRValue, _ a: MPFRValue, _ b: MPFRValue) -> Bool {
        isRelativelyNegligible(result, a, b)
    }

    /// `x` rounded to `count` significant digits (round half to even on the exact value).
    public func decimalDigits(of x: MPFRValue, significantDigits count: Int) -> DecimalDigits {
        precondition(count >= 1, "at least one significant digit")
        precondition(x.isFinite, "only finite values have digits")
        if x.isZero {
            return DecimalDigits(
                isNegative: x.hasNegativeSign, digits: Array(repeating: UInt8(ascii: "0"), count: count),
                exponent: 0)
        }
        var exponent: mpfr_exp_t = 0
        var negative = false
        // mpfr_get_str writes an optional '-', exactly `count` digits and a NUL: straight into the
        // digits' storage, the sign then moved out (copying the digits one by one cost as much as
        // the conversion).
        let digits = [UInt8](unsafeUninitializedCapacity: count + 2) { buffer, initialized in
            let start = buffer.baseAddress!
            _ = x.withMPFRPointer { source in
                MPFRExponentRange.widest.run {
                    start.withMemoryRebound(to: CChar.self, capacity: count + 2) {
                        mpfr_get_str($0, &exponent, 10, count, source, MPFR_RNDN)
                    }
                }
            }
            negative = start.pointee == UInt8(ascii: "-")
            if negative { for index in 0..<count { start[index] = start[index + 1] } }
            initialized = count
        }
        return DecimalDigits(isNegative: negative, digits: digits, exponent: Int(exponent) - 1)
    }
}

extension MPFRBackend {
    /// The version of the MPFR library in use, e.g. `"4.2.0"`.
    public static var libraryVersion: String { String(cString: mpfr_get_version()) }
}
