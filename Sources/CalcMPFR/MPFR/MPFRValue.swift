import CMPFR
import CalcNumerics

/// An arbitrary-precision binary floating-point number, backed by GNU MPFR.
///
/// A value type. Up to 256 bits the significand is stored inside the value itself (a value is 64
/// bytes): making, copying and dropping such a value allocates nothing and counts no references, so
/// `a + b` costs less than MPFR's `mpfr_init2`, `mpfr_add` and `mpfr_clear` in C. Wider values keep
/// header and limbs in one heap block that copies share until one of them is mutated (then the limbs
/// are copied), so no two values ever alias each other's limbs.
///
/// The operators (`a + b`) round to nearest at the larger precision of their operands and use MPFR's
/// standard exponent range. For hot loops the `form…` and `assign…` methods work in place, and
/// `MPFRVariable` in an `MPFRScope` runs at MPFR's own speed. ``MPFRBackend`` adds the calculator's
/// configuration (fixed precision, IEEE mode).
public struct MPFRValue: @unchecked Sendable {
    // Sendable: an inline value is plain data; a heap block is mutated only while uniquely referenced.

    /// The significand of an inline value; for a heap value, the address of the block's header.
    @usableFromInline var limbs: MPFRInlineLimbs
    /// The precision in bits.
    @usableFromInline let bits: mpfr_prec_t
    /// MPFR's sign field of an inline value (unused when `heap` holds the value).
    @usableFromInline var signField: mpfr_sign_t
    /// MPFR's exponent field of an inline value, which also encodes zero, NaN and infinities.
    @usableFromInline var exponentField: mpfr_exp_t
    /// The header and limbs of a value wider than ``MPFRInlineLimbs/capacity`` limbs; `nil` when inline.
    @usableFromInline var heap: MPFRStorage?

    /// A value held in `storage`, a block that nothing else refers to.
    @inlinable
    init(storage: MPFRStorage) {
        bits = storage.pointer.pointee._mpfr_prec
        signField = 1
        exponentField = 0
        limbs = MPFRInlineLimbs()
        limbs.heapHeader = storage.pointer
        heap = storage
    }

    /// Positive zero with `precision` bits (2 ... ``MPFRBackend/precisionRange``).
    @inlinable @inline(__always)
    public init(precision: Int) {
        // The thread that makes values computes with them: MPFR's caches of this thread are freed when
        // it exits (a Dispatch worker would otherwise leave them behind).
        cmpfr_free_caches_at_thread_exit()
        bits = mpfr_prec_t(precision)
        signField = 1
        exponentField = cmpfr_zero_exponent()
        limbs = MPFRInlineLimbs()
        if MPFRInlineLimbs.hold(precision: bits) {
            heap = nil
        } else {
            let storage = MPFRStorage.make(precision: precision)
            limbs.heapHeader = storage.pointer
            heap = storage
        }
    }

    /// `integer` rounded to `precision` bits.
    public init(_ integer: Int, precision: Int) {
        self.init(precision: precision)
        withMutableMPFRPointer { target in
            _ = MPFRExponentRange.standard.run { mpfr_set_si(target, integer, MPFR_RNDN) }
        }
    }

    /// `x` rounded to `precision` bits (exact when `precision` is at least 53; NaN and ±∞ kept).
    public init(_ x: Double, precision: Int) {
        self.init(precision: precision)
        withMutableMPFRPointer { target in
            _ = MPFRExponentRange.standard.run { mpfr_set_d(target, x, MPFR_RNDN) }
        }
    }

    /// `value` rounded to nearest (ties to even) at `precision` bits, in the standard exponent range
    /// (NaN and ±∞ kept).
    public init(_ value: MPFRValue, precision: Int) {
        self.init(precision: precision)
        withMutableMPFRPointer { target in
            value.withMPFRPointer { source in _ = MPFRExponentRange.standard.run { mpfr_set(target, source, MPFR_RNDN) }
            }
        }
    }

    /// Decimal text in `DecimalSyntax` rounded correctly to `precision` bits; `nil` when malformed.
    ///
    /// The value is built from the text itself, never through `Double`.
    public init?(decimal text: String, precision: Int) {
        guard DecimalSyntax.isValid(text) else { return nil }
        self.init(precision: precision)
        withMutableMPFRPointer { target in
            _ = MPFRExponentRange.standard.run { mpfr_set_str(target, text, 10, MPFR_RNDN) }
        }
    }

    /// The precision of this value in bits.
    @inlinable
    public var precision: Int { Int(bits) }

    /// Whether this value is NaN.
    public var isNaN: Bool { withMPFRPointer { mpfr_nan_p($0) != 0 } }
    /// Whether this value is +∞ or −∞.
    public var isInfinite: Bool { withMPFRPointer { mpfr_inf_p($0) != 0 } }
    /// Whether this value is neither NaN nor infinite.
    public var isFinite: Bool { withMPFRPointer { mpfr_number_p($0) != 0 } }
    /// Whether this value is +0 or −0.
    public var isZero: Bool { withMPFRPointer { mpfr_zero_p($0) != 0 } }
    /// Whether the sign bit is set (true for −0 and −∞).
    public var hasNegativeSign: Bool { withMPFRPointer { mpfr_signbit($0) != 0 } }

    /// Calls `body` with a read-only MPFR pointer to this value, for C code of your own.
    ///
    /// The pointer, and the limbs it points to, are valid only during `body`.
    @inlinable @inline(__always)
    public func withMPFRPointer<R>(_ body: (mpfr_srcptr) throws -> R) rethrows -> R {
        // A heap block's header address is kept in the unused inline limbs, so reading it retains
        // nothing. The block stays alive because `self` is a borrowed parameter: its lifetime is lexical
        // and ends after `body` (an opaque call, which the optimizer cannot move a release across, even
        // once this method is inlined). `withExtendedLifetime(heap)` here measured about 15 ns more per
        // operation at 1,024 bits, and only restates that guarantee.
        if heap != nil { return try body(limbs.heapHeader) }
        return try withUnsafePointer(to: limbs) { limbs in
            let header = __mpfr_struct(
                _mpfr_prec: bits, _mpfr_sign: signField, _mpfr_exp: exponentField,
                _mpfr_d: UnsafeMutableRawPointer(mutating: limbs).assumingMemoryBound(to: mp_limb_t.self))
            return try withUnsafePointer(to: header) { try body($0) }
        }
    }

    /// Calls `body` with a mutable MPFR pointer to this value's own (unshared) limbs.
    ///
    /// `body` must keep the precision and may not free or replace the limbs; the pointer is valid only
    /// during `body`.
    @inlinable @inline(__always)
    public mutating func withMutableMPFRPointer<R>(_ body: (mpfr_ptr) throws -> R) rethrows -> R {
        if heap != nil {
            if !isKnownUniquelyReferenced(&heap) {
                let copy = heap.unsafelyUnwrapped.copy()
                limbs.heapHeader = copy.pointer
                heap = copy
            }
            return try body(limbs.heapHeader)
        }
        var header = __mpfr_struct(_mpfr_prec: bits, _mpfr_sign: signField, _mpfr_exp: exponentField, _mpfr_d: nil)
        defer {
            signField = header._mpfr_sign
            exponentField = header._mpfr_exp
        }
        return try withUnsafeMutablePointer(to: &limbs) { limbs in
            header._mpfr_d = UnsafeMutableRawPointer(limbs).assumingMemoryBound(to: mp_limb_t.self)
            return try body(&header)
        }
    }

    // MARK: In place

    @inlinable @inline(__always)
    mutating func formBinary(
        _ other: MPFRValue, _ operation: (mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t) -> Int32
    ) {
        other.withMPFRPointer { source in
            withMutableMPFRPointer { target in
                MPFRExponentRange.standard.run { _ = operation(target, target, source, MPFR_RNDN) }
            }
        }
    }

    /// Replaces this value with `self + other`, rounded to this value's precision.
    @inlinable
    public mutating func formSum(_ other: MPFRValue) { formBinary(other, mpfr_add) }
    /// Replaces this value with `self − other`, rounded to this value's precision.
    @inlinable
    public mutating func formDifference(_ other: MPFRValue) { formBinary(other, mpfr_sub) }
    /// Replaces this value with `self × other`, rounded to this value's precision.
    @inlinable
    public mutating func formProduct(_ other: MPFRValue) { formBinary(other, mpfr_mul) }
    /// Replaces this value with `self ÷ other`, rounded to this value's precision.
    @inlinable
    public mutating func formQuotient(_ other: MPFRValue) { formBinary(other, mpfr_div) }

    @inlinable @inline(__always)
    mutating func assignBinary(
        _ a: MPFRValue, _ b: MPFRValue, _ operation: (mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t) -> Int32
    ) {
        a.withMPFRPointer { first in
            b.withMPFRPointer { second in
                withMutableMPFRPointer { target in
                    MPFRExponentRange.standard.run { _ = operation(target, first, second, MPFR_RNDN) }
                }
            }
        }
    }

    /// Replaces this value with `a + b`, rounded to this value's precision, reusing its storage (no
    /// allocation once the value is uniquely referenced): MPFR's `mpfr_add(x, a, b)` into a preallocated `x`.
    @inlinable
    public mutating func assignSum(_ a: MPFRValue, _ b: MPFRValue) { assignBinary(a, b, mpfr_add) }
    /// Replaces this value with `a − b`, rounded to this value's precision, reusing its storage.
    @inlinable
    public mutating func assignDifference(_ a: MPFRValue, _ b: MPFRValue) { assignBinary(a, b, mpfr_sub) }
    /// Replaces this value with `a × b`, rounded to this value's precision, reusing its storage.
    @inlinable
    public mutating func assignProduct(_ a: MPFRValue, _ b: MPFRValue) { assignBinary(a, b, mpfr_mul) }
    /// Replaces this value with `a ÷ b`, rounded to this value's precision, reusing its storage.
    @inlinable
    public mutating func assignQuotient(_ a: MPFRValue, _ b: MPFRValue) { assignBinary(a, b, mpfr_div) }
    /// Replaces this value with the square root of `a`, rounded to this value's precision, reusing its storage.
    @inlinable
    public mutating func assignSquareRoot(_ a: MPFRValue) {
        a.withMPFRPointer { source in
            withMutableMPFRPointer { target in
                MPFRExponentRange.standard.run { _ = mpfr_sqrt(target, source, MPFR_RNDN) }
            }
        }
    }

    /// Replaces this value with its square root, rounded to this value's precision.
    @inlinable
    public mutating func formSquareRoot() {
        withMutableMPFRPointer { target in
            MPFRExponentRange.standard.run { _ = mpfr_sqrt(target, target, MPFR_RNDN) }
        }
    }

    /// Changes the sign of this value (exact).
    @inlinable
    public mutating func negate() {
        withMutableMPFRPointer { target in _ = mpfr_neg(target, target, MPFR_RNDN) }
    }

    // MARK: Value API

    @inlinable @inline(__always)
    static func binary(
        _ a: MPFRValue, _ b: MPFRValue, _ operation: (mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t) -> Int32
    ) -> MPFRValue {
        var result = MPFRValue(precision: max(a.precision, b.precision))
        result.assignBinary(a, b, operation)
        return result
    }

    /// a + b rounded to the larger precision of the two.
    @inlinable @inline(__always)
    public static func + (a: MPFRValue, b: MPFRValue) -> MPFRValue { binary(a, b, mpfr_add) }
    /// a − b rounded to the larger precision of the two.
    @inlinable @inline(__always)
    public static func - (a: MPFRValue, b: MPFRValue) -> MPFRValue { binary(a, b, mpfr_sub) }
    /// a × b rounded to the larger precision of the two.
    @inlinable @inline(__always)
    public static func * (a: MPFRValue, b: MPFRValue) -> MPFRValue { binary(a, b, mpfr_mul) }
    /// a ÷ b rounded to the larger precision of the two.
    @inlinable @inline(__always)
    public static func / (a: MPFRValue, b: MPFRValue) -> MPFRValue { binary(a, b, mpfr_div) }

    /// −a (exact).
    @inlinable
    public static prefix func - (a: MPFRValue) -> MPFRValue {
        var result = a
        result.negate()
        return result
    }

    /// a += b, in place when `a` is not shared.
    @inlinable
    public static func += (a: inout MPFRValue, b: MPFRValue) { a.formSum(b) }
    /// a −= b, in place when `a` is not shared.
    @inlinable
    public static func -= (a: inout MPFRValue, b: MPFRValue) { a.formDifference(b) }
    /// a ×= b, in place when `a` is not shared.
    @inlinable
    public static func *= (a: inout MPFRValue, b: MPFRValue) { a.formProduct(b) }
    /// a ÷= b, in place when `a` is not shared.
    @inlinable
    public static func /= (a: inout MPFRValue, b: MPFRValue) { a.formQuotient(b) }
}

extension MPFRValue: Equatable {
    /// Numeric equality: −0 equals +0, NaN equals nothing.
    public static func == (a: MPFRValue, b: MPFRValue) -> Bool {
        a.withMPFRPointer { first in b.withMPFRPointer { second in mpfr_equal_p(first, second) != 0 } }
    }
}

extension MPFRValue: Comparable {
    /// Numeric order; false when either value is NaN.
    public static func < (a: MPFRValue, b: MPFRValue) -> Bool {
        a.withMPFRPointer { first in b.withMPFRPointer { second in mpfr_less_p(first, second) != 0 } }
    }
}

extension MPFRValue: CustomStringConvertible {
    /// The value with as many significant digits as its precision distinguishes, e.g. `3.14159…e0`.
    public var description: String {
        if isNaN { return "nan" }
        if isInfinite { return hasNegativeSign ? "-inf" : "inf" }
        let backend = MPFRBackend(validPrecision: precision)
        let d = backend.decimalDigits(of: self, significantDigits: backend.maximumSignificantDigits)
        var text = d.isNegative ? "-" : ""
        text += String(UnicodeScalar(d.digits[0]))
        if d.digits.count > 1 { text += "." + String(decoding: d.digits.dropFirst(), as: UTF8.self) }
        return text + "e\(d.exponent)"
    }
}

extension Double {
    /// `value` rounded to nearest binary64 (exact for values of ``MPFRBackend/ieeeBinary64``).
    public init(_ value: MPFRValue) {
        self = value.withMPFRPointer { source in
            MPFRExponentRange.widest.run { mpfr_get_d(source, MPFR_RNDN) }
        }
    }
}
