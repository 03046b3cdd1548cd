/// A complete backend for a calculator: arithmetic and elementary functions (``BackendElementaryFunctions``),
/// complex arithmetic (``ComplexArithmetic``, with defaults on the real operations),
/// conversion of values to decimal digits, and what those digits mean (the display policy).
///
/// Conforming types: ``Binary64Backend`` (IEEE binary64, CalcEngine's `DoubleBackend`), `MPFRBackend` (GNU MPFR at any
/// precision), `ExactBackend` (exact rationals, MPFR approximations where a result is not rational),
/// `VerifiedBackend` (MPFR with proven digits) and `VerifiedExactBackend` (exact rationals, proven
/// digits for approximations). The checked operations (``BackendArithmetic/evaluate(_:_:_:)``,
/// ``BackendElementaryFunctions/evaluate(_:_:angle:)``) never return NaN or an infinity: anything that is
/// not a finite real number is reported as an ``ArithmeticError``.
///
/// The display policy has no defaults: every backend states whether it has exact values, whether its
/// digits can be uncertain, and when a sum is rounding noise.
public protocol NumericBackend: ComplexArithmetic {
    /// A short name for reports, e.g. `"double"` or `"mpfr"`.
    var name: String { get }

    /// `x` rounded to `count` significant decimal digits, round half to even on the exact value.
    ///
    /// - Precondition: `x` is finite and `count >= 1`.
    func decimalDigits(of x: Value, significantDigits count: Int) -> DecimalDigits

    /// Why `value`, decoded from a saved document, is not one that a key can leave in a calculator on
    /// this backend (not finite, another precision, outside the backend's range), or nil when it is: a
    /// document edited or corrupted on disk is refused instead of trapping later in a key.
    func problem(withDecoded value: Value) -> String?

    /// Whether the snapping rule may move `x`, found within residue of `point`, onto it: whether `x` may
    /// be `point` as far as this backend can tell. Backends whose values are what they computed answer
    /// true; backends that verify digits answer false when the value's enclosure, refined as far as its
    /// digits are ever refined, excludes the point (a closer look tells them apart), so that they never
    /// show a proven wrong integer (`(2^300+1) mod 2`, `floor(1 - 1e-100)`).
    func allowsSnapping(_ x: Value, onto point: Value) -> Bool

    // MARK: Display policy

    /// Whether values of this backend know whether they are exact (rationals rather than rounded
    /// approximations). Other backends' values are exact when the calculator's exactness rules say so
    /// (it tracks that beside each value, with the `…ReportingExactness` operations).
    static var hasExactValues: Bool { get }

    /// Whether `count` significant digits show `value` without rounding: `1 / 4 =` yes, `2 / 3 =` no.
    /// Backends with exact values also answer false for approximations; the others answer for the value
    /// as it is (the calculator asks only about values it knows exact), usually with
    /// ``digitsShowValue(_:significantDigits:)``.
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

    // MARK: Exactness

    /// The value of decimal text (as ``BackendArithmetic/value(decimal:)``) and whether it is the text's
    /// value itself, not rounded: `0.5` and `3` are exact in binary, `0.1` is not.
    ///
    /// The default answers false (unknown counts as rounded).
    func valueReportingExactness(decimal text: String) -> (value: Value, isExact: Bool)

    /// ``valueReportingExactness(decimal:)`` of decimal text given as UTF-8 bytes (a typed entry, which is
    /// kept as bytes).
    ///
    /// The default makes the String and reads it; a backend that reads bytes itself reads them in place.
    func valueReportingExactness(decimalUTF8 bytes: UnsafeBufferPointer<UInt8>) -> (value: Value, isExact: Bool)

    /// The integer ±`digits` (decimal digits, whatever the radix the backend reads typed text in) and
    /// whether it is held without rounding: the inverse of ``exactFraction(of:maximumDigits:)`` for an
    /// integer, with which a key computed on the digits (`powmod`) gives its result back.
    ///
    /// The default reads the decimal text (``valueReportingExactness(decimal:)``).
    func valueReportingExactness(integerDigits digits: String, isNegative: Bool) -> (value: Value, isExact: Bool)

    /// `a op b` (as ``BackendArithmetic/apply(_:_:_:)``) and whether, for exact `a` and `b`, the result
    /// needed no rounding (MPFR's ternary value 0). Only operations whose
    /// ``BinaryOperation/keepsExactness`` is true can answer true.
    ///
    /// The default answers false (unknown counts as rounded).
    func applyReportingExactness(_ operation: BinaryOperation, _ a: Value, _ b: Value) -> (value: Value, isExact: Bool)

    /// f(x) (as ``BackendElementaryFunctions/apply(_:to:angle:)``) and whether, for an exact `x`, the
    /// result needed no rounding. Only functions whose ``UnaryFunction/keepsExactness`` is true can answer
    /// true, except at their rational points (``isRationalPoint(_:at:angle:rounded:)``: `30 sin` in
    /// degrees) and on backends that know their values exact (``hasExactValues``).
    ///
    /// The default answers false (unknown counts as rounded).
    func applyReportingExactness(_ function: UnaryFunction, to x: Value, angle: AngleUnit)
        -> (value: Value, isExact: Bool)

    /// The integer nearest to `x` (ties away from zero), with which the snapping rule measures how far an
    /// inexact value is from a singular point; nil for backends that show residue as computed. Backends
    /// that verify digits snap as their base backend does (the integer is an exact value, so what follows
    /// is proven from the point snapped onto), though they answer false to ``isCancellation(_:_:_:)``.
    ///
    /// The default answers nil.
    func nearestInteger(to x: Value) -> Value?

    /// Whether an inexact `x` is too large for its units digit to be known: at least 2^P in magnitude
    /// for a backend that rounds to P bits (``BinaryOperation/needsUnitsDigits``: `mod`, `gcd` and `lcm`
    /// of it are `Error`). Backends that verify digits refine their values instead and answer false.
    ///
    /// The default answers |x| ≥ 2^P, P the backend's `precision`.
    func hasLostUnitsDigit(_ x: Value) -> Bool

    // MARK: Fractions

    /// `x` as the exact fraction p/q it is, when the backend can tell and neither integer has more than
    /// `maximumDigits` decimal digits; nil otherwise. Binary backends give the binary fraction of the
    /// value itself (a power of two below the line: 0.1 in binary64 is 3602879701896397/36028797018963968),
    /// which is the value meant only when the calculator's exactness tracking knows it exact; backends
    /// with exact values answer only for exact values (an approximation of 1/3 is not a fraction).
    ///
    /// The default answers nil (no fractions).
    func exactFraction(of x: Value, maximumDigits: Int) -> ExactFraction?
    // MARK: Display text of their own
    /// The display text of `value` when the backend shows its values itself rather than as significant
    /// digits (``ProgrammerBackend``: a word in its radix); nil for the others.
    /// The default answers nil.
    func displayText(of value: Value) -> String?
    /// The display text of a typed entry when the backend shows entries otherwise than as typed
    /// (``ProgrammerBackend`` groups their digits); nil for the others.
    /// The default answers nil.
    func displayText(ofEntry text: String) -> String?
    /// How the backend writes its values as words (radix, width, grouping) when it shows them itself
    /// (``ProgrammerBackend``); nil for the others, whose values are significant digits. A view that
    /// fits the display (CalcPresentation's `DisplayFitter`) groups the word's digits by it.
    /// The default answers nil.
    var wordFormat: WordFormat? { get }
}

extension NumericBackend {
    /// Whether `count` significant digits are `x` itself, no rounding: the digits, read back as decimal
    /// text, give `x` without rounding.
    public func digitsShowValue(_ x: Value, significantDigits count: Int) -> Bool {
        guard isFinite(x) else { return false }
        let shown = decimalDigits(of: x, significantDigits: count)
        if shown.isZero { return isZero(x) }
        let text = (shown.isNegative ? "-0." : "0.") + shown.digitString + "e\(shown.exponent + 1)"
        let (read, isExact) = valueReportingExactness(decimal: text)
        return isExact && isEqual(read, x)
    }

    /// Unknown: the value, reported as rounded.
    public func valueReportingExactness(decimal text: String) -> (value: Value, isExact: Bool) {
        (value(decimal: text), false)
    }

    /// The decimal text of the integer, read as typed text is.
    public func valueReportingExactness(integerDigits digits: String, isNegative: Bool) -> (
        value: Value, isExact: Bool
    ) {
        valueReportingExactness(decimal: (isNegative ? "-" : "") + digits)
    }

    /// The value of the text the bytes spell (``valueReportingExactness(decimal:)``).
    public func valueReportingExactness(decimalUTF8 bytes: UnsafeBufferPointer<UInt8>) -> (
        value: Value, isExact: Bool
    ) {
        valueReportingExactness(decimal: String(decoding: bytes, as: UTF8.self))
    }

    /// Unknown: the result, reported as rounded.
    public func applyReportingExactness(_ operation: BinaryOperation, _ a: Value, _ b: Value)
        -> (value: Value, isExact: Bool)
    {
        (apply(operation, a, b), false)
    }

    /// Unknown: the result, reported as rounded.
    public func applyReportingExactness(_ function: UnaryFunction, to x: Value, angle: AngleUnit)
        -> (value: Value, isExact: Bool)
    {
        (apply(function, to: x, angle: angle), false)
    }

    /// No snapping.
    public func nearestInteger(to x: Value) -> Value? { nil }

    /// |x| ≥ 2^precision: rounding to `precision` bits has lost the units digit.
    public func hasLostUnitsDigit(_ x: Value) -> Bool {
        !isLess(magnitude(x), than: scaled(value(1), byPowerOfTwo: precision))
    }

    /// No fractions.
    public func exactFraction(of x: Value, maximumDigits: Int) -> ExactFraction? { nil }
    /// Significant digits: no text of its own.
    @inlinable
    public func displayText(of value: Value) -> String? { nil }
    /// As typed: no text of its own.
    @inlinable
    public func displayText(ofEntry text: String) -> String? { nil }

    /// nil: the values are shown as significant digits.
    public var wordFormat: WordFormat? { nil }
}

extension NumericBackend {
    /// The most significant digits worth showing: enough to tell any two values of `precision` bits
    /// apart, plus one (``SignificantDigits/maximumCount``).
    @inlinable
    public var maximumSignificantDigits: Int { SignificantDigits(precision: precision).maximumCount }

    /// ⌊(P − 1)·log₁₀ 2⌋ for P bits (``SignificantDigits/defaultCount``; 15 for 53 bits).
    public var defaultSignificantDigits: Int { SignificantDigits(precision: precision).defaultCount }
}
