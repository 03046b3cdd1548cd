extension DisplayFormatter {
    /// The text of `fraction` under `setting` (`1/3`, `-2/7`, `1 1/2`), or nil when the decimal is shown:
    /// always for ``FractionDisplay/off`` and integers; in ``FractionDisplay/auto`` unless the expansion
    /// does not terminate, the inputs had no decimal point and |p|, q < 1,000. A fraction whose p or q has
    /// more than `maximumDigits` digits is shown as the decimal too. ``FractionDisplay/mixed`` writes the
    /// whole part apart (`1 1/2`, `9223372036854775808 1/2`), at any size.
    public static func fractionText(
        _ fraction: ExactFraction, setting: FractionDisplay, inputsHaveDecimalPoint: Bool, maximumDigits: Int
    ) -> String? {
        guard !fraction.isInteger, fraction.numerator.utf8.count <= maximumDigits,
            fraction.denominator.utf8.count <= maximumDigits
        else { return nil }
        let sign = fraction.isNegative ? "-" : ""
        let plain = sign + fraction.numerator + "/" + fraction.denominator
        switch setting {
        case .off:
            return nil
        case .auto:
            // The size first: whether the decimal terminates takes time quadratic in q's digits.
            guard !inputsHaveDecimalPoint, let p = Int(fraction.numerator), let q = Int(fraction.denominator),
                p < FractionDisplay.autoLimit, q < FractionDisplay.autoLimit, !fraction.terminates
            else { return nil }
            return plain
        case .always:
            return plain
        case .mixed:
            let parts = fraction.mixedParts
            guard parts.whole != "0" else { return plain }
            return "\(sign)\(parts.whole) \(parts.remainder)/\(fraction.denominator)"
        }
    }
}
