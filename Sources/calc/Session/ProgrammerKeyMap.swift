import CalcPresentation

/// The keyboard of calc in programmer mode (`--programmer`): what changes from ``KeyMap``.
///
/// The function letters have no integer meaning there, so the keys of programmer mode take them: `A`–`F`
/// type hex digits, symbols and a few letters are the bitwise keys, `b` `w` `u` step the radix, the
/// width and the signedness (there is no other backend to switch to, no angle unit and no other
/// keypad). Every other keystroke is ``KeyMap``'s.
enum ProgrammerKeyMap {
    /// The keystrokes that mean something else in programmer mode, in the legend's order.
    static let bindings: KeyValuePairs<Character, TerminalCommand> = [
        "A": .press(.programmer(.hexDigit(.a))), "B": .press(.programmer(.hexDigit(.b))),
        "C": .press(.programmer(.hexDigit(.c))), "D": .press(.programmer(.hexDigit(.d))),
        "E": .press(.programmer(.hexDigit(.e))), "F": .press(.programmer(.hexDigit(.f))),
        "&": .press(.binary(.and)), "|": .press(.binary(.or)), "#": .press(.binary(.xor)),
        "~": .press(.programmer(.not)), "N": .press(.binary(.nand)), "O": .press(.binary(.nor)),
        "X": .press(.binary(.xnor)), "<": .press(.binary(.shiftLeft)), ">": .press(.binary(.shiftRightArithmetic)),
        "\\": .press(.binary(.shiftRightLogical)), "[": .press(.programmer(.rotateLeft)),
        "]": .press(.programmer(.rotateRight)), "{": .press(.programmer(.rotateLeftThroughCarry)),
        "}": .press(.programmer(.rotateRightThroughCarry)), "%": .press(.binary(.modulo)),
        "b": .nextRadix, "w": .nextWidth, "u": .toggleSignedness,
    ]

    /// The printable characters with a command of their own in programmer mode.
    static let characters: [Character: TerminalCommand] = {
        var table: [Character: TerminalCommand] = [:]
        for (character, command) in bindings { table[character] = command }
        return table
    }()

    /// The command of `keystroke` in programmer mode, or nil when it does nothing there.
    static func command(for keystroke: Keystroke) -> TerminalCommand? {
        switch keystroke {
        case .character(let character):
            if let command = characters[character] { return command }
        case .tab, .sequence("[Z"):
            return nil  // one keypad
        case .enter, .lineFeed, .backspace, .escape, .control, .sequence, .paste:
            break
        }
        return KeyMap.command(for: keystroke)
    }

    /// The key map at the bottom of the screen in programmer mode, and in `--help`.
    static let legendRows: [[LegendItem]] = [
        [
            LegendItem(
                "0-9 A-F + - * / % ( ) =", "", "digits (those of the radix), + − × ÷ (truncating), mod, parentheses"),
            LegendItem("& | # ~", "AND OR XOR NOT", "bitwise AND, OR, exclusive OR; NOT flips every bit"),
            LegendItem("N O X", "NAND NOR XNOR", "NOT of AND, OR, exclusive OR"),
            LegendItem("Esc", "AC", "all clear (and the carry)"),
        ],
        [
            LegendItem("< > \\", "Lsh Rsh Rsh logical", "shifts left, right (with the sign bit), right (with 0)"),
            LegendItem("[ ] { }", "RoL RoR RCL RCR", "rotates by one bit; through the carry"),
            LegendItem("b w u", "radix width sign", "next radix (hex dec oct bin), next width, signed or unsigned"),
        ],
        [
            LegendItem("^", "xʸ", "x to the power y"), LegendItem("n _", "±", "changes the sign"),
            LegendItem("m M R z", "m+ m- mr mc", "memory"),
            LegendItem(":", "expr", "line mode: an expression (0xFF & 0b1010, 1 << 4)"),
            LegendItem("q", "quit", "quits (also Ctrl-D; Ctrl-C quits with status 130)"),
        ],
    ]

    /// The programmer key map lines: each line's items separated by two spaces.
    static var legendLines: [String] {
        legendRows.map { $0.map(\.text).joined(separator: "  ") }
    }
}
