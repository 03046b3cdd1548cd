/// A complete backend for a calculator: arithmetic and elementary functions (``BackendElementaryFunctions``),
/// conversion of values to decimal digits, and what those digits mean (the display policy).
///
/// Conforming types: ``DoubleBackend`` (IEEE binary64 and libm), ``MPFRBackend`` (GNU MPFR at any
/// precision), ``ExactBackend`` (exact rationals, MPFR approximations where a result is not rational),
/// ``VerifiedBackend`` (MPFR with proven digits) and ``VerifiedExactBackend`` (exact rationals, proven
/// digits for approximations). The checked operations (``BackendArithmetic/evaluate(_:_:_:)``,
/// ``BackendElementaryFunctions/evaluate(_:_:angle:)``) never return NaN or an infinity: anything that is
/// not a finite real number is reported as an ``ArithmeticError``.
///
/// The display policy has no defaults: every backend states whether it has exact values, whether its
/// digits can be uncertain, and when a sum is rounding noise.
public protocol NumericBackend: BackendElementaryFunctions {
    /// A short name for reports, e.g. `"double"` or `"mpfr"`.
    var name: String { get }

    /// `x` rounded to `count` significant decimal digits, round half to even on the exact value.
    ///
    /// - Precondition: `x` is finite and `count >= 1`.
    func decimalDigits(of x: Value, significantDigits count: Int) -> DecimalDigits

    // MARK: Display policy

    /// Whether values of this backend can be exact (rationals rather than rounded approximations).
    ///
    /// When true, a typed entry is shown exactly and ``showsExactly(_:significantDigits:)`` tells which
    /// results are; when false, ``showsExactly(_:significantDigits:)`` answers false for every value.
    static var hasExactValues: Bool { get }

    /// Whether `count` significant digits show `value` exactly (an exact value, no rounding): `1 / 4 =`
    /// yes, `2 / 3 =` no. Backends without exact values (``hasExactValues`` false) answer false.
    func showsExactly(_ value: Value, significantDigits count: Int) -> Bool

    /// Whether some of the `count` digits shown for `value` could not be verified. Backends that do not
    /// verify digits answer false: their digits are the value correctly rounded.
    func hasUncertainDigits(_ value: Value, significantDigits count: Int) -> Bool

    /// Whether `result = a ± b` is rounding noise to be shown as 0 (0.1 + 0.2 − 0.3 in binary).
    ///
    /// Floating-point backends answer ``BackendArithmetic/isRelativelyNegligible(_:_:_:)``; exact values
    /// never cancel, and backends that verify digits show what is left instead (they answer false).
    func isCancellation(_ result: Value, _ a: Value, _ b: Value) -> Bool

    /// The digits a calculator shows by default on this backend (a default implementation gives
    /// ⌊(P − 1)·log₁₀ 2⌋, ``SignificantDigits/defaultCount``).
    var defaultSignificantDigits: Int { get }

    /// The most significant digits worth showing (by default, for ``BackendArithmetic/precision``:
    /// ``SignificantDigits/maximumCount``); backends that prove digits beyond their precision say more.
    var maximumSignificantDigits: Int { get }
}

extension NumericBackend {
    /// The most significant digits worth showing: enough to tell any two values of `precision` bits
    /// apart, plus one (``SignificantDigits/maximumCount``).
    @inlinable
    public var maximumSignificantDigits: Int { SignificantDigits(precision: precision).maximumCount }

    /// ⌊(P − 1)·log₁₀ 2⌋ for P bits (``SignificantDigits/defaultCount``; 15 for 53 bits).
    public var defaultSignificantDigits: Int { SignificantDigits(precision: precision).defaultCount }
}
