import CalcPresentation

/// The keyboard of the terminal calculator: which keystroke does what, and the legend drawn at the
/// bottom of the screen.
///
/// Lower-case letters are functions, their upper case the inverse function (`s` sin, `S` sin⁻¹;
/// `l` ln, `L` eˣ; `v` √x, `V` x²). `q` quits, so √ is `v`.
enum KeyMap {
    /// The command of a keystroke, or `nil` when the keystroke does nothing.
    static func command(for keystroke: Keystroke) -> TerminalCommand? {
        switch keystroke {
        case .character(let character):
            if let command = characters[character] { return command }
            // Typed or pasted symbols: × ÷ − √ π ± ⌫ …
            if !character.isASCII, let key = Key(name: String(character)) { return .press(key) }
            return nil
        case .enter, .lineFeed: return .press(.equals)
        case .backspace: return .press(.backspace)
        case .escape: return .press(.allClear)
        case .tab: return .toggleLayout
        case .control(let byte):
            switch byte {
            case 0x03: return .interrupt
            case 0x04: return .quit
            case 0x0C: return .redraw
            default: return nil
            }
        case .sequence(let sequence):
            switch sequence {
            case "[3~": return .press(.backspace)  // Delete
            case "OM": return .press(.equals)  // keypad Enter in application mode
            case "[Z": return .toggleLayout  // Shift-Tab
            default: return nil
            }
        }
    }

    /// The printable characters with a command.
    static let characters: [Character: TerminalCommand] = {
        var table: [Character: TerminalCommand] = [:]
        for key in Key.allKeys {
            for character in characters(for: key) { table[character] = .press(key) }
        }
        table["d"] = .toggleAngleUnit
        table["b"] = .switchBackend
        table["|"] = .toggleCompare
        table["q"] = .quit
        return table
    }()

    /// The printable characters that press `key`: the one place that gives a key its keystrokes.
    ///
    /// None for `AC` (Esc), `back` (Backspace or Delete) and `deg`/`rad` (`d` switches between them).
    static func characters(for key: Key) -> [Character] {
        switch key {
        case .digit(let d): [Character(d.description)]
        case .point: [".", ","]
        case .binary(.add): ["+"]
        case .binary(.subtract): ["-"]
        case .binary(.multiply): ["*", "x"]
        case .binary(.divide): ["/"]
        case .binary(.power): ["^"]
        case .binary(.root): ["y"]
        case .binary(.scaleByPowerOfTen): ["E"]
        case .equals: ["="]
        case .allClear, .backspace, .degrees, .radians: []
        case .clear: ["c"]
        case .negate: ["n", "_"]
        case .percent: ["%"]
        case .function(.squareRoot): ["v"]
        case .function(.square): ["V"]
        case .function(.cube): ["W"]
        case .function(.cubeRoot): ["w"]
        case .function(.reciprocal): ["r"]
        case .function(.exp): ["L"]
        case .function(.exp10): ["G"]
        case .function(.exp2): ["U"]
        case .function(.log): ["l"]
        case .function(.log10): ["g"]
        case .function(.log2): ["u"]
        case .function(.sin): ["s"]
        case .function(.cos): ["o"]
        case .function(.tan): ["t"]
        case .function(.asin): ["S"]
        case .function(.acos): ["O"]
        case .function(.atan): ["T"]
        case .function(.sinh): ["h"]
        case .function(.cosh): ["j"]
        case .function(.tanh): ["k"]
        case .function(.asinh): ["H"]
        case .function(.acosh): ["J"]
        case .function(.atanh): ["K"]
        case .function(.factorial): ["!"]
        case .function(.abs): ["a"]
        case .function(.floor): ["f"]
        case .function(.ceil): ["F"]
        case .binary(.modulo): ["D"]
        case .binary(.combinations): ["C"]
        case .binary(.permutations): ["P"]
        case .binary(.logarithm): ["Y"]
        // The reciprocal trigonometric functions and literals are typed through line mode (`:`).
        case .function(.sec), .function(.csc), .function(.cot), .function(.asec), .function(.acsc),
            .function(.acot), .function(.sech), .function(.csch), .function(.coth), .function(.asech),
            .function(.acsch), .function(.acoth), .literal:
            []
        case .pi: ["p"]
        case .e: ["e"]
        case .random: ["?"]
        case .openParenthesis: ["("]
        case .closeParenthesis: [")"]
        case .memoryClear: ["z"]
        case .memoryAdd: ["m"]
        case .memorySubtract: ["M"]
        case .memoryRecall: ["R"]
        }
    }

    /// One entry of the key map: what to type, what the screen says it does (empty when the keys
    /// speak for themselves), and what `--help` says.
    struct LegendItem: Sendable {
        /// The keys, as printed: `s o t`, `Enter`, `Bksp`.
        let keys: String
        /// The short meaning on screen: `sin cos tan`.
        let meaning: String
        /// The meaning in `--help`.
        let help: String

        /// An entry: keys, short meaning, help text.
        init(_ keys: String, _ meaning: String, _ help: String) {
            self.keys = keys
            self.meaning = meaning
            self.help = help
        }

        /// `keys meaning`, as on screen.
        var text: String { meaning.isEmpty ? keys : keys + " " + meaning }
    }

    /// The key map at the bottom of the screen, one array per line.
    static let legendRows: [[LegendItem]] = [
        [
            LegendItem("0-9 . + - * x / % ( )", "", "digits, point (also ,), + − × ÷ (* or x), percent, parentheses"),
            LegendItem("^", "xʸ", "x to the power y"), LegendItem("y", "ʸ√x", "x root y: the y-th root of x"),
            LegendItem("E", "EE", "a EE b: a times ten to the power b"),
            LegendItem("Enter", "=", "equals, like = (again: repeats the last operation)"),
            LegendItem("Bksp", "⌫", "deletes the last typed character (also Delete)"),
            LegendItem("Esc", "AC", "all clear"), LegendItem("c", "C", "clears the current operand"),
            LegendItem("n _", "±", "changes the sign"),
        ],
        [
            LegendItem("s o t", "sin cos tan", "sine, cosine, tangent"),
            LegendItem("h j k", "sinh cosh tanh", "hyperbolic sine, cosine, tangent"),
            LegendItem("S O T H J K", "inverse", "their inverses: sin⁻¹ cos⁻¹ tan⁻¹ sinh⁻¹ cosh⁻¹ tanh⁻¹"),
            LegendItem("v", "√x", "square root"), LegendItem("V", "x²", "square"),
            LegendItem("w", "∛x", "cube root"),
        ],
        [
            LegendItem("W", "x³", "cube"),
            LegendItem("l", "ln", "natural logarithm"), LegendItem("L", "eˣ", "e to the power x"),
            LegendItem("g", "log₁₀", "logarithm to base 10"), LegendItem("G", "10ˣ", "10 to the power x"),
            LegendItem("u", "log₂", "logarithm to base 2"), LegendItem("U", "2ˣ", "2 to the power x"),
            LegendItem("r", "1/x", "reciprocal"), LegendItem("!", "x!", "factorial"),
            LegendItem("p", "π", "pi"), LegendItem("e", "e", "Euler's number"),
            LegendItem("?", "Rand", "a random number in [0, 1)"),
        ],
        [
            LegendItem("m", "M+", "adds the display to memory"),
            LegendItem("M", "M-", "subtracts the display from memory"),
            LegendItem("R", "MR", "memory recall"), LegendItem("z", "MC", "memory clear"),
            LegendItem("d", "Deg/Rad", "switches the angle unit"),
            LegendItem("Tab", "keypad", "switches the upright and the scientific keypad"),
            LegendItem("b", "backend", "next backend: double, mpfr, mpfr ieee, exact (the keys so far are replayed)"),
            LegendItem("|", "compare", "shows Double and MPFR side by side"),
            LegendItem("q", "quit", "quits (also Ctrl-D; Ctrl-C quits with status 130); Ctrl-L redraws"),
        ],
    ]

    /// The key map lines: each line's items separated by two spaces.
    static var legendLines: [String] {
        legendRows.map { $0.map(\.text).joined(separator: "  ") }
    }
}
