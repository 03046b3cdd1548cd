#if MPFR
    import CalcEngine
    import Foundation

    /// How many significant digits of a display are correct.
    ///
    /// The rule (the report states it too):
    /// - `Error` has 0 correct digits;
    /// - for a true value of 0: `exact` (all D shown digits) when the display is `0`, else 0;
    /// - a display equal to the true value correctly rounded to the D shown digits has all D digits correct
    ///   (this covers exact results such as `1` or `170`);
    /// - otherwise ⌊−log₁₀(|display − true| / |true|)⌋, clamped to 0…D, with the display read exactly at
    ///   4,096 bits.
    struct PrecisionScore {
        /// Correct significant digits, 0…``shown``.
        var digits: Int
        /// D: the significant digits the display can show.
        var shown: Int
        /// A true value of 0 shown as `0`.
        var isExactZero: Bool

        /// Whether the display's digits could not all be proven (a verified backend's `~` display).
        var isApproximate: Bool

        /// The report's cell text: `exact`, or the number of digits; with a leading `~` for a display
        /// whose digits could not all be proven.
        var text: String { (isApproximate ? "~" : "") + (isExactZero ? "exact" : String(digits)) }

        init(display marked: String, truth: PrecisionTruth, shown: Int) {
            self.shown = shown
            isApproximate = marked.hasPrefix("~")
            let display = isApproximate ? String(marked.dropFirst()) : marked
            isExactZero = false
            if display == "Error" {
                digits = 0
                return
            }
            guard let value = MPFRValue(decimal: display, precision: PrecisionTruth.bits) else {
                fatalError("precision report: cannot read the display '\(display)'")
            }
            if truth.isZero {
                isExactZero = value.isZero
                digits = isExactZero ? shown : 0
                return
            }
            let backend = try! MPFRBackend(precision: PrecisionTruth.bits)
            if DisplayFormatter(significantDigits: shown).string(for: truth.value, backend: backend) == display {
                digits = shown
                return
            }
            let relative = backend.magnitude((value - truth.value) / truth.value)
            let logarithm = log10(Double(relative))  // −∞ when it underflows: then every shown digit is right
            digits = logarithm.isFinite ? max(0, min(shown, Int((-logarithm).rounded(.down)))) : shown
        }
    }
#endif
