#if MPFR
    import CalcEngine

    /// The true value of a precision problem, computed without the engine, at ``PrecisionTruth/bits``.
    struct PrecisionTruth {
        /// Four times the highest precision the report uses (1,024 bits).
        static let bits = 4096

        /// Where the true value comes from.
        enum Source: String {
            /// An exact value (0, 1, 2, 170, 10²⁰).
            case closedForm = "closed form"
            /// A formula evaluated directly with MPFR at 4,096 bits (not through the calculator).
            case mpfr = "MPFR 4096 bits"
            /// Reference digits computed offline with Python's mpmath (exact rationals where possible).
            case mpmath = "mpmath"
        }

        var source: Source
        /// How the value was obtained, in a few words (shown in the report).
        var how: String
        /// The value, with ``bits`` bits.
        var value: MPFRValue

        /// An exact decimal value.
        static func exact(_ decimal: String) -> PrecisionTruth {
            PrecisionTruth(source: .closedForm, how: decimal, value: MPFRValue(decimal: decimal, precision: bits)!)
        }

        /// Reference digits computed offline with mpmath (`how` says what was computed).
        static func mpmath(_ digits: String, _ how: String) -> PrecisionTruth {
            PrecisionTruth(source: .mpmath, how: how, value: MPFRValue(decimal: digits, precision: bits)!)
        }

        /// A formula evaluated directly on 4,096-bit MPFR values (`source` says whether it is a closed form).
        static func mpfr(_ how: String, source: Source = .mpfr, _ formula: (_ integer: (Int) -> MPFRValue) -> MPFRValue)
            -> PrecisionTruth
        {
            PrecisionTruth(source: source, how: how, value: formula { MPFRValue($0, precision: bits) })
        }

        /// The value rounded to `digits` significant digits, with `…` when that is not the whole value.
        func text(digits: Int) -> String {
            let shown = decimal(digits: digits)
            return MPFRValue(decimal: shown, precision: Self.bits)! == value ? shown : shown + "…"
        }

        /// The value rounded to `digits` significant digits, as plain decimal text (for the CSV file).
        func decimal(digits: Int) -> String {
            DisplayFormatter(significantDigits: digits).string(
                for: value, backend: try! MPFRBackend(precision: Self.bits))
        }

        var isZero: Bool { value.isZero }
    }
#endif
