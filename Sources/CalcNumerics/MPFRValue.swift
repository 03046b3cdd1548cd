import CMPFR

/// An arbitrary-precision binary floating-point number, backed by GNU MPFR.
///
/// A value type: copies share storage until one of them is mutated, and then the limbs are copied, so
/// no two values ever alias each other's limbs. Each result takes exactly one heap allocation (header
/// and limbs together) and is freed when its last copy goes away.
///
/// The operators (`a + b`) round to nearest at the larger precision of their operands and use MPFR's
/// standard exponent range. For hot loops the `form…` methods work in place, without allocating when the
/// value is not shared. ``MPFRBackend`` adds the calculator's configuration (fixed precision, IEEE mode).
public struct MPFRValue: @unchecked Sendable {
    @usableFromInline var storage: MPFRStorage

    @inlinable
    init(storage: MPFRStorage) { self.storage = storage }

    /// Positive zero with `precision` bits (2 ... ``MPFRBackend/precisionRange``).
    @inlinable
    public init(precision: Int) {
        storage = MPFRStorage.make(precision: precision)
    }

    /// `integer` rounded to `precision` bits.
    public init(_ integer: Int, precision: Int) {
        storage = MPFRStorage.make(precision: precision)
        _ = MPFRExponentRange.standard.run { mpfr_set_si(storage.pointer, integer, MPFR_RNDN) }
    }

    /// Decimal text in ``DecimalSyntax`` rounded correctly to `precision` bits; `nil` when malformed.
    ///
    /// The value is built from the text itself, never through `Double`.
    public init?(decimal text: String, precision: Int) {
        guard DecimalSyntax.isValid(text) else { return nil }
        storage = MPFRStorage.make(precision: precision)
        _ = MPFRExponentRange.standard.run { mpfr_set_str(storage.pointer, text, 10, MPFR_RNDN) }
    }

    /// The precision of this value in bits.
    @inlinable
    public var precision: Int { Int(storage.pointer.pointee._mpfr_prec) }

    /// Whether this value is NaN.
    public var isNaN: Bool { mpfr_nan_p(storage.pointer) != 0 }
    /// Whether this value is +∞ or −∞.
    public var isInfinite: Bool { mpfr_inf_p(storage.pointer) != 0 }
    /// Whether this value is neither NaN nor infinite.
    public var isFinite: Bool { mpfr_number_p(storage.pointer) != 0 }
    /// Whether this value is +0 or −0.
    public var isZero: Bool { mpfr_zero_p(storage.pointer) != 0 }
    /// Whether the sign bit is set (true for −0 and −∞).
    public var hasNegativeSign: Bool { mpfr_signbit(storage.pointer) != 0 }

    /// Calls `body` with a read-only MPFR pointer to this value, for C code of your own.
    @inlinable
    public func withMPFRPointer<R>(_ body: (mpfr_srcptr) throws -> R) rethrows -> R {
        try withExtendedLifetime(storage) { try body(storage.pointer) }
    }

    /// Calls `body` with a mutable MPFR pointer to this value's own (unshared) limbs.
    ///
    /// `body` must keep the precision and may not free or replace the limbs.
    @inlinable
    public mutating func withMutableMPFRPointer<R>(_ body: (mpfr_ptr) throws -> R) rethrows -> R {
        makeUnique()
        return try withExtendedLifetime(storage) { try body(storage.pointer) }
    }

    @inlinable @inline(__always)
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    // MARK: In place

    @inlinable @inline(__always)
    mutating func formBinary(
        _ other: MPFRValue, _ operation: (mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t) -> Int32
    ) {
        makeUnique()
        let target = storage.pointer
        // `other` is a borrowed parameter: its storage stays alive for the whole call.
        let source = other.storage.pointer
        MPFRExponentRange.standard.run { _ = operation(target, target, source, MPFR_RNDN) }
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
        makeUnique()
        let target = storage.pointer
        // `a` and `b` are borrowed parameters: their storage stays alive for the whole call.
        let first = a.storage.pointer, second = b.storage.pointer
        MPFRExponentRange.standard.run { _ = operation(target, first, second, MPFR_RNDN) }
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
        makeUnique()
        let target = storage.pointer, source = a.storage.pointer
        MPFRExponentRange.standard.run { _ = mpfr_sqrt(target, source, MPFR_RNDN) }
    }

    /// Replaces this value with its square root, rounded to this value's precision.
    @inlinable
    public mutating func formSquareRoot() {
        makeUnique()
        let target = storage.pointer
        MPFRExponentRange.standard.run { _ = mpfr_sqrt(target, target, MPFR_RNDN) }
    }

    /// Changes the sign of this value (exact).
    @inlinable
    public mutating func negate() {
        makeUnique()
        let target = storage.pointer
        _ = mpfr_neg(target, target, MPFR_RNDN)
    }

    // MARK: Value API

    @inlinable @inline(__always)
    static func binary(
        _ a: MPFRValue, _ b: MPFRValue, _ operation: (mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t) -> Int32
    ) -> MPFRValue {
        let result = MPFRStorage.make(precision: max(a.precision, b.precision))
        let target = result.pointer, first = a.storage.pointer, second = b.storage.pointer
        MPFRExponentRange.standard.run { _ = operation(target, first, second, MPFR_RNDN) }
        return MPFRValue(storage: result)
    }

    /// a + b rounded to the larger precision of the two.
    @inlinable
    public static func + (a: MPFRValue, b: MPFRValue) -> MPFRValue { binary(a, b, mpfr_add) }
    /// a − b rounded to the larger precision of the two.
    @inlinable
    public static func - (a: MPFRValue, b: MPFRValue) -> MPFRValue { binary(a, b, mpfr_sub) }
    /// a × b rounded to the larger precision of the two.
    @inlinable
    public static func * (a: MPFRValue, b: MPFRValue) -> MPFRValue { binary(a, b, mpfr_mul) }
    /// a ÷ b rounded to the larger precision of the two.
    @inlinable
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
        withExtendedLifetime((a.storage, b.storage)) { mpfr_equal_p(a.storage.pointer, b.storage.pointer) != 0 }
    }
}

extension MPFRValue: Comparable {
    /// Numeric order; false when either value is NaN.
    public static func < (a: MPFRValue, b: MPFRValue) -> Bool {
        withExtendedLifetime((a.storage, b.storage)) { mpfr_less_p(a.storage.pointer, b.storage.pointer) != 0 }
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
