/// The parts of a rectangular complex display (`3+4i`, `-i`, `2i`, `1.5-0.5i`, `1e-20+2.5e300i`), for tests
/// that check displays against the display grammar: each part must be a real value of that grammar.
public enum ComplexDisplayText {
    /// The real part (nil when the display has none: `2i`) and the imaginary coefficient (`-1` for `-i`),
    /// each as a real display; nil when `display` is not a rectangular complex display.
    public static func parts(of display: String) -> (real: String?, imaginary: String)? {
        let scalars = Array(display.unicodeScalars)
        guard scalars.last == "i", scalars.count >= 1 else { return nil }
        let body = Array(scalars.dropLast())
        func text(_ part: ArraySlice<Unicode.Scalar>) -> String { String(String.UnicodeScalarView(part)) }
        var split: Int?
        for index in body.indices.reversed() where index > 0 && (body[index] == "+" || body[index] == "-") {
            if body[index - 1] != "e" {
                split = index
                break
            }
        }
        guard let split else {
            let negative = body.first == "-"
            let coefficient = text(body[(negative ? 1 : 0)...])
            guard !coefficient.hasPrefix("-"), !coefficient.hasPrefix("+") else { return nil }
            return (nil, (negative ? "-" : "") + (coefficient.isEmpty ? "1" : coefficient))
        }
        let coefficient = text(body[(split + 1)...])
        guard !coefficient.hasPrefix("-"), !coefficient.hasPrefix("+") else { return nil }
        return (text(body[..<split]), (body[split] == "-" ? "-" : "") + (coefficient.isEmpty ? "1" : coefficient))
    }
}
