import CalcPresentation

/// One entry of the key map's legend: what to type, what the screen says it does (empty when the keys
/// speak for themselves), and what `--help` says.
///
/// An entry of calculator keys is made from ``KeyMap``: its keystrokes are the keys' characters, its
/// meaning their keypad labels and its help their summaries, so that the legend cannot name a keystroke
/// the key map does not have, nor describe a key otherwise than the keypad and calc-eval do.
struct LegendItem: Sendable {
    /// The keys, as printed: `s o t`, `0-9 . ,`, `Enter`, `Bksp`.
    let keys: String
    /// The short meaning on screen: `sin cos tan`.
    let meaning: String
    /// The meaning in `--help`.
    let help: String

    /// An entry of keystrokes that are no printable character (`Enter`, `Esc`, `Tab`, `:`): keys, short
    /// meaning, help text.
    init(_ keys: String, _ meaning: String, _ help: String) {
        self.keys = keys
        self.meaning = meaning
        self.help = help
    }

    /// An entry of calculator keys: their characters (``KeyMap/characters(for:)``; the ten digits as
    /// `0-9`), their keypad labels unless `meaning` is given, and their summaries (joined by `; `)
    /// unless `help` is given.
    init(keys: [Key], meaning: String? = nil, help: String? = nil) {
        let digits = Digit.allCases.map { Key.digit($0) }
        let hasEveryDigit = digits.allSatisfy(keys.contains)
        var typed = hasEveryDigit ? ["0-9"] : []
        for key in keys where !(hasEveryDigit && digits.contains(key)) {
            typed += KeyMap.characters(for: key).map { String($0) }
        }
        self.keys = typed.joined(separator: " ")
        self.meaning = meaning ?? keys.map(\.keypadLabel).joined(separator: " ")
        self.help = help ?? keys.map(\.summary).joined(separator: "; ")
    }

    /// An entry of a command that presses no key: its characters (``KeyMap/commandCharacters``), a short
    /// meaning and the help text.
    init(command: TerminalCommand, _ meaning: String, _ help: String) {
        let typed = KeyMap.commandCharacters.filter { $0.value == command }.map { String($0.key) }
        self.init(typed.joined(separator: " "), meaning, help)
    }

    /// `keys meaning`, as on screen.
    var text: String { meaning.isEmpty ? keys : keys + " " + meaning }
}
