import CMPFR
import CalcNumerics

extension ExactBackend {
    /// The rational of an exact value (in lowest terms, as GMP keeps it) when both integers fit
    /// `maximumDigits` decimal digits; nil for an approximation.
    public func exactFraction(of x: ExactValue, maximumDigits: Int) -> ExactFraction? {
        guard case .exact(let r) = x else { return nil }
        return r.fraction(maximumDigits: maximumDigits)
    }
}

extension Rational {
    /// ±p/q with p and q in decimal, when both have at most `maximumDigits` digits.
    func fraction(maximumDigits: Int) -> ExactFraction? {
        // 3.33 bits per digit: a bound first, so that a huge rational is not converted.
        guard bitWidth <= maximumDigits * 10 / 3 + 4 else { return nil }
        let text = description
        let magnitude = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let parts = magnitude.split(separator: "/", maxSplits: 1)
        let p = String(parts[0])
        let q = parts.count > 1 ? String(parts[1]) : "1"
        guard p.utf8.count <= maximumDigits, q.utf8.count <= maximumDigits else { return nil }
        return ExactFraction(isNegative: isNegative, numerator: p, denominator: q)
    }
}
