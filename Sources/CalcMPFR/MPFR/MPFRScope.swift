import CMPFR
import CalcNumerics

/// Proof that an MPFR exponent range is in force on the current thread, for the length of one
/// synchronous closure.
///
/// MPFR keeps its exponent range per thread, so every operation of ``MPFRValue`` and ``MPFRBackend``
/// reads the thread's range (and sets it when it differs) before calling MPFR: two calls into the
/// library that cost about as much as a 128-bit addition. `MPFRVariable`'s arithmetic takes a scope
/// instead, so a loop pays for the range once:
///
/// ```swift
/// MPFRScope.run { scope in
///     for b in operands { total.formSum(b, in: scope) }
/// }
/// ```
///
/// A scope cannot be made, copied or kept outside `run`. Code called inside the closure may change the
/// range only if it restores it before returning, as everything in this package does.
package struct MPFRScope: ~Copyable {
    /// Whether results are rounded to binary64 subnormals (``MPFRBackend/ieeeBinary64``'s mode).
    package let emulatesBinary64: Bool

    @usableFromInline
    init(emulatesBinary64: Bool) { self.emulatesBinary64 = emulatesBinary64 }

    /// Runs `body` with MPFR's standard exponent range set on this thread, then restores the thread's
    /// own range.
    @inlinable
    package static func run<R>(_ body: (borrowing MPFRScope) throws -> R) rethrows -> R {
        try run(range: .standard, body: body)
    }

    /// Runs `body` with `backend`'s exponent range set on this thread, then restores the thread's own
    /// range. For ``MPFRBackend/ieeeBinary64`` that is binary64's range, and results in the scope are
    /// rounded to subnormals as binary64 rounds them, so 53-bit variables compute exactly as `Double`.
    @inlinable
    package static func run<R>(like backend: MPFRBackend, _ body: (borrowing MPFRScope) throws -> R) rethrows -> R {
        try run(range: backend.range, emulatesBinary64: backend.isIEEEMode, body: body)
    }

    @inlinable
    static func run<R>(
        range: MPFRExponentRange, emulatesBinary64: Bool = false,
        body: (borrowing MPFRScope) throws -> R
    ) rethrows -> R {
        try range.run { try body(MPFRScope(emulatesBinary64: emulatesBinary64)) }
    }

    /// Finishes a result MPFR has just computed into `target` with ternary value `ternary`.
    @inlinable @inline(__always)
    func finish(_ target: mpfr_ptr, _ ternary: Int32) {
        if emulatesBinary64 { _ = mpfr_subnormalize(target, ternary, MPFR_RNDN) }
    }
}
