import CMPFR
import CalcNumerics

/// One MPFR number with a single owner: the in-place API for loops that must run at MPFR's own speed.
///
/// An ``MPFRValue`` is a copy-on-write value, so reading one from an array retains and releases its
/// storage and writing one checks that the storage is not shared. A variable is noncopyable, like C's
/// `mpfr_t`: reading it costs nothing, writing it needs no check, and it is cleared when it goes away.
/// Its arithmetic runs in an `MPFRScope`, which sets MPFR's exponent range once for the whole loop:
///
/// ```swift
/// var x = MPFRVariable(precision: 256)
/// let a = MPFRVariable(MPFRValue(decimal: "1.5", precision: 256)!)
/// MPFRScope.run { scope in
///     x.assignProduct(a, a, in: scope)   // mpfr_mul(x, a, a, MPFR_RNDN)
///     x.formSum(a, in: scope)            // mpfr_add(x, x, a, MPFR_RNDN)
/// }
/// let result = x.value                   // 3.75 as a copyable value
/// ```
///
/// Results are rounded to nearest at the destination's precision; in a scope made with
/// `MPFRScope.run(like: .ieeeBinary64)` 53-bit variables also round to subnormals as `Double` does.
package struct MPFRVariable: ~Copyable, @unchecked Sendable {
    // Owned by this variable alone (it cannot be copied), so sending it to another thread is safe.
    @usableFromInline let pointer: mpfr_ptr

    /// Positive zero with `precision` bits (2 ... ``MPFRBackend/precisionRange``).
    package init(precision: Int) {
        precondition(MPFRBackend.precisionRange.contains(precision), "precision \(precision) bits is out of range")
        // As for values: MPFR's caches of the thread computing with this variable are freed when it exits.
        cmpfr_free_caches_at_thread_exit()
        pointer = .allocate(capacity: 1)
        mpfr_init2(pointer, mpfr_prec_t(precision))
        mpfr_set_zero(pointer, 1)
    }

    /// A variable holding exactly `value`, with its precision.
    package init(_ value: MPFRValue) {
        self.init(precision: value.precision)
        let target = pointer
        value.withMPFRPointer { source in _ = MPFRExponentRange.standard.run { mpfr_set(target, source, MPFR_RNDN) }
        }
    }

    deinit {
        mpfr_clear(pointer)
        pointer.deallocate()
    }

    /// The precision of this variable in bits.
    @inlinable
    package var precision: Int { Int(pointer.pointee._mpfr_prec) }

    /// A copyable value equal to this variable, with its precision.
    package var value: MPFRValue {
        var result = MPFRValue(precision: precision)
        let source = pointer
        result.withMutableMPFRPointer { target in
            _ = MPFRExponentRange.standard.run { mpfr_set(target, source, MPFR_RNDN) }
        }
        return result
    }

    /// Replaces this variable with `value` rounded to this variable's precision.
    package mutating func set(_ value: MPFRValue) {
        let target = pointer
        value.withMPFRPointer { source in
            _ = MPFRExponentRange.standard.run { mpfr_set(target, source, MPFR_RNDN) }
        }
    }

    /// Calls `body` with a read-only MPFR pointer to this variable, for C code of your own.
    @inlinable
    package func withMPFRPointer<R>(_ body: (mpfr_srcptr) throws -> R) rethrows -> R { try body(pointer) }

    /// Calls `body` with a mutable MPFR pointer to this variable; `body` must keep the precision.
    @inlinable
    package mutating func withMutableMPFRPointer<R>(_ body: (mpfr_ptr) throws -> R) rethrows -> R {
        try body(pointer)
    }

    // MARK: Arithmetic in a scope

    /// `x = operation(a, b)` rounded to nearest, finished as the scope requires.
    @inlinable @inline(__always)
    mutating func assign(
        _ a: borrowing MPFRVariable, _ b: borrowing MPFRVariable, in scope: borrowing MPFRScope,
        _ operation: (mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t) -> Int32
    ) {
        scope.finish(pointer, operation(pointer, a.pointer, b.pointer, MPFR_RNDN))
    }

    /// Replaces this variable with `a + b`: `mpfr_add(x, a, b, MPFR_RNDN)`.
    @inlinable
    package mutating func assignSum(
        _ a: borrowing MPFRVariable, _ b: borrowing MPFRVariable, in scope: borrowing MPFRScope
    ) {
        assign(a, b, in: scope, mpfr_add)
    }

    /// Replaces this variable with `a − b`: `mpfr_sub(x, a, b, MPFR_RNDN)`.
    @inlinable
    package mutating func assignDifference(
        _ a: borrowing MPFRVariable, _ b: borrowing MPFRVariable, in scope: borrowing MPFRScope
    ) {
        assign(a, b, in: scope, mpfr_sub)
    }

    /// Replaces this variable with `a × b`: `mpfr_mul(x, a, b, MPFR_RNDN)`.
    @inlinable
    package mutating func assignProduct(
        _ a: borrowing MPFRVariable, _ b: borrowing MPFRVariable, in scope: borrowing MPFRScope
    ) {
        assign(a, b, in: scope, mpfr_mul)
    }

    /// Replaces this variable with `a ÷ b`: `mpfr_div(x, a, b, MPFR_RNDN)`.
    @inlinable
    package mutating func assignQuotient(
        _ a: borrowing MPFRVariable, _ b: borrowing MPFRVariable, in scope: borrowing MPFRScope
    ) {
        assign(a, b, in: scope, mpfr_div)
    }

    /// Replaces this variable with the square root of `a`: `mpfr_sqrt(x, a, MPFR_RNDN)`.
    @inlinable
    package mutating func assignSquareRoot(_ a: borrowing MPFRVariable, in scope: borrowing MPFRScope) {
        scope.finish(pointer, mpfr_sqrt(pointer, a.pointer, MPFR_RNDN))
    }

    /// `x = operation(x, other)` rounded to nearest (MPFR allows the result to be an operand).
    @inlinable @inline(__always)
    mutating func form(
        _ other: borrowing MPFRVariable, in scope: borrowing MPFRScope,
        _ operation: (mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t) -> Int32
    ) {
        scope.finish(pointer, operation(pointer, pointer, other.pointer, MPFR_RNDN))
    }

    /// Replaces this variable with `self + other`.
    @inlinable
    package mutating func formSum(_ other: borrowing MPFRVariable, in scope: borrowing MPFRScope) {
        form(other, in: scope, mpfr_add)
    }

    /// Replaces this variable with `self − other`.
    @inlinable
    package mutating func formDifference(_ other: borrowing MPFRVariable, in scope: borrowing MPFRScope) {
        form(other, in: scope, mpfr_sub)
    }

    /// Replaces this variable with `self × other`.
    @inlinable
    package mutating func formProduct(_ other: borrowing MPFRVariable, in scope: borrowing MPFRScope) {
        form(other, in: scope, mpfr_mul)
    }

    /// Replaces this variable with `self ÷ other`.
    @inlinable
    package mutating func formQuotient(_ other: borrowing MPFRVariable, in scope: borrowing MPFRScope) {
        form(other, in: scope, mpfr_div)
    }

    /// Replaces this variable with its square root.
    @inlinable
    package mutating func formSquareRoot(in scope: borrowing MPFRScope) {
        scope.finish(pointer, mpfr_sqrt(pointer, pointer, MPFR_RNDN))
    }

    /// Changes the sign of this variable (exact; needs no scope).
    @inlinable
    package mutating func negate() {
        _ = mpfr_neg(pointer, pointer, MPFR_RNDN)
    }
}
