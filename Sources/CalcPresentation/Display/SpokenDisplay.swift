/// The display in words, for VoiceOver: the number as a speech synthesizer should read it, and the
/// display's accessibility value.
///
/// | display | spoken |
/// | --- | --- |
/// | `-1.5e9` | minus 1.5 times ten to the power 9 |
/// | `3.14` | 3 point 1 4 |
/// | `0.5` | 0.5 |
/// | `Error` | Error |
/// | `3+4i` | 3 plus 4 i |
/// | `-i` | minus i |
/// | `5∠53.13` | 5 angle 53 point 1 3 |
///
/// The integer part stays digits (a synthesizer reads `1234` as a number). A fractional part of one
/// digit stays attached (`1.5` is read "one point five" everywhere); a longer one is spelt digit by
/// digit after "point", so that `3.14` is not read "three point fourteen". A typed trailing point is
/// "point" (`5.` → "5 point"). The words are English.
public enum SpokenDisplay {
    /// The engine's display text (`Calculator/display`) in words.
    public static func text(forDisplay display: String) -> String {
        if let complex = complexText(forDisplay: display) { return complex }
        return realText(forDisplay: display)
    }

    /// A complex display (`3+4i`, `-i`, `2.5i`, `5∠53.13`) in words, or nil for any other display.
    static func complexText(forDisplay display: String) -> String? {
        let scalars = Array(display.unicodeScalars)
        if let angle = scalars.firstIndex(of: "∠") {
            let r = String(String.UnicodeScalarView(scalars[..<angle]))
            let theta = String(String.UnicodeScalarView(scalars[(angle + 1)...]))
            return realText(forDisplay: r) + " angle " + realText(forDisplay: theta)
        }
        guard scalars.last == "i", scalars.count >= 1 else { return nil }
        let body = Array(scalars.dropLast())
        // The sign between the parts: the last + or − not at the start and not in an exponent.
        var split: Int?
        for index in body.indices.reversed() where index > 0 && (body[index] == "+" || body[index] == "-") {
            if body[index - 1] != "e" {
                split = index
                break
            }
        }
        func imaginary(_ coefficient: [Unicode.Scalar]) -> String? {
            if coefficient.isEmpty { return "i" }
            let text = String(String.UnicodeScalarView(coefficient))
            guard NumberParts(display: text) != nil else { return nil }
            return realText(forDisplay: text) + " i"
        }
        guard let split else {
            if body.first == "-" { return imaginary(Array(body.dropFirst())).map { "minus " + $0 } }
            return imaginary(body)
        }
        let real = String(String.UnicodeScalarView(body[..<split]))
        guard NumberParts(display: real) != nil, let im = imaginary(Array(body[(split + 1)...])) else { return nil }
        return realText(forDisplay: real) + (body[split] == "-" ? " minus " : " plus ") + im
    }

    /// A real display in words.
    static func realText(forDisplay display: String) -> String {
        guard let parts = NumberParts(display: display) else { return display }
        var words = parts.isNegative ? "minus " : ""
        words += parts.integer
        if let fraction = parts.fraction {
            switch fraction.count {
            case 0: words += " point"
            case 1: words += "." + fraction
            default: words += " point " + fraction.map(String.init).joined(separator: " ")
            }
        }
        if let exponent = parts.exponent {
            words += " times ten to the power " + (exponent < 0 ? "minus " : "") + String(exponent.magnitude)
        }
        return words
    }

    /// `calculator`'s display in words.
    public static func text<Engine: CalculatorProtocol>(for calculator: Engine) -> String {
        text(forDisplay: calculator.display)
    }

    /// The display's accessibility value: `Result, 89` after `=`, `Error` in the error state, else the
    /// number in words; a programmer-mode word in `radix` digit by digit (`Result, binary 1 0 1 0`, as
    /// ``SpokenWord`` says it), so that a pattern is not read as a number.
    public static func accessibilityValue(forDisplay display: String, kind: DisplayKind, radix: Radix? = nil) -> String
    {
        let words = radix.map { SpokenWord.text(forDisplay: display, radix: $0) } ?? text(forDisplay: display)
        switch kind {
        case .error: return "Error"
        case .result: return "Result, " + words
        case .entry, .value: return words
        }
    }

    /// A screen's accessibility value (`CalculatorScreen.kind` says whether it is a result).
    public static func accessibilityValue(for screen: CalculatorScreen) -> String {
        accessibilityValue(forDisplay: screen.display, kind: screen.kind)
    }

    /// `calculator`'s accessibility value (programmer-mode words digit by digit).
    public static func accessibilityValue<Engine: CalculatorProtocol>(for calculator: Engine) -> String {
        let screen = calculator.screen
        return accessibilityValue(forDisplay: screen.display, kind: screen.kind, radix: calculator.wordFormat?.radix)
    }
}
