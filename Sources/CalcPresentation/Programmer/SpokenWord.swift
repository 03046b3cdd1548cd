import CalcEngine

/// Programmer mode's display in words, for VoiceOver: the radix, then the digits one by one
/// (`FF` in hexadecimal is "hex F F"), so that a pattern is not read as a number or a word; decimal is
/// read as ``SpokenDisplay`` reads any display.
public enum SpokenWord {
    /// `display` (a programmer-mode display in `radix`, grouped or not) in words: `hex F F`,
    /// `binary 1 0 1 0`, `octal 1 7`; decimal and `Error` as ``SpokenDisplay/text(forDisplay:)``.
    public static func text(forDisplay display: String, radix: Radix) -> String {
        let prefix: String
        switch radix {
        case .hexadecimal: prefix = "hex"
        case .octal: prefix = "octal"
        case .binary: prefix = "binary"
        case .decimal: return SpokenDisplay.text(forDisplay: display.filter { $0 != "," })
        }
        let digits = display.filter { $0.isHexDigit }
        guard !digits.isEmpty, digits.count == display.filter({ $0 != " " }).count else { return display }
        return ([prefix] + digits.map(String.init)).joined(separator: " ")
    }

    /// `calculator`'s display in words: as ``text(forDisplay:radix:)`` in programmer mode, else as
    /// ``SpokenDisplay/text(forDisplay:)``.
    public static func text(for calculator: AnyCalculator) -> String {
        guard let format = calculator.wordFormat else { return SpokenDisplay.text(forDisplay: calculator.display) }
        return text(forDisplay: calculator.display, radix: format.radix)
    }
}
