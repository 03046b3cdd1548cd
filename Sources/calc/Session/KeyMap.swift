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
        case .paste(let text): return .paste(text)
        }
    }

    /// The printable characters with a command.
    static let characters: [Character: TerminalCommand] = {
        var table: [Character: TerminalCommand] = [:]
        for key in Key.allKeys {
            for character in characters(for: key) { table[character] = .press(key) }
        }
        for (character, command) in commandCharacters { table[character] = command }
        return table
    }()

    /// The printable characters of the commands that press no key.
    static let commandCharacters: KeyValuePairs<Character, TerminalCommand> = [
        "d": .toggleAngleUnit, "b": .switchBackend, "|": .toggleCompare, "q": .quit,
    ]

    /// The printable characters that press `key`: the one place that gives a key its keystrokes.
    ///
    /// None for `AC` (Esc), `back` (Backspace or Delete) and `deg`/`rad`/`grad` (`d` steps through them).
    static func characters(for key: Key) -> [Character] {
        switch key {
        case .digit(let d): [Character(d.description)]
        case .point: [".", ","]
        case .binary(.add): ["+"]
        case .binary(.subtract): ["-"]
        case .binary(.multiply): ["*", "x"]
        case .binary(.divide): ["/"]
        case .binary(.power): ["^"]
        case .binary(.reversedPower): ["~"]
        case .binary(.root): ["y"]
        case .binary(.scaleByPowerOfTen): ["E"]
        case .equals: ["="]
        case .allClear, .backspace, .degrees, .radians, .gradians: []
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
        // The reciprocal trigonometric functions, the integer functions, the complex keys, the functions in
        // an angle unit of their own and literals are typed through line mode (`:`).
        case .function(.sec), .function(.csc), .function(.cot), .function(.asec), .function(.acsc),
            .function(.acot), .function(.sech), .function(.csch), .function(.coth), .function(.asech),
            .function(.acsch), .function(.acoth), .literal, .angleFunction, .function(.doubleFactorial),
            .function(.gamma),
            .function(.round),
            .function(.trunc), .function(.frac), .function(.sign), .binary(.minimum), .binary(.maximum), .binary(.gcd),
            .binary(.lcm), .binary(.hypot), .function(.realPart), .function(.imaginaryPart), .function(.conjugate),
            .function(.argument), .binary(.polar), .binary(.modularPower), .imaginaryUnit:
            []
        // Programmer mode's keys are typed with ProgrammerKeyMap's keystrokes.
        case .binary(.and), .binary(.or), .binary(.xor), .binary(.nand), .binary(.nor), .binary(.xnor),
            .binary(.shiftLeft), .binary(.shiftRightArithmetic), .binary(.shiftRightLogical), .programmer:
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

    /// The key map at the bottom of the screen, one array per line, and in `--help`: the keystrokes
    /// of each entry come from ``characters(for:)`` and ``commandCharacters``, what the screen says from
    /// the keys' keypad labels and what `--help` says from their summaries, unless an entry says better.
    static let legendRows: [[LegendItem]] = [
        [
            LegendItem(
                keys: Digit.allCases.map { Key.digit($0) } + [.point]
                    + [.add, .subtract, .multiply, .divide].map { Key.binary($0) }
                    + [.percent, .openParenthesis, .closeParenthesis, .equals],
                meaning: "", help: "digits, point (also ,), + − × ÷ (* or x), percent, parentheses, equals"),
            LegendItem(keys: [.binary(.power)]), LegendItem(keys: [.binary(.root)]),
            LegendItem(keys: [.binary(.scaleByPowerOfTen)]),
            LegendItem("Enter", "=", "equals, like = (again: repeats the last operation)"),
            LegendItem("Bksp", "⌫", "deletes the last typed character (also Delete)"),
            LegendItem("Esc", "AC", "all clear"), LegendItem(keys: [.clear]),
        ],
        [
            LegendItem(keys: [.sin, .cos, .tan].map { Key.function($0) }, help: "sine, cosine, tangent"),
            LegendItem(
                keys: [.sinh, .cosh, .tanh].map { Key.function($0) }, help: "hyperbolic sine, cosine, tangent"),
            LegendItem(
                keys: [.asin, .acos, .atan, .asinh, .acosh, .atanh].map { Key.function($0) }, meaning: "inverse",
                help: "their inverses: sin⁻¹ cos⁻¹ tan⁻¹ sinh⁻¹ cosh⁻¹ tanh⁻¹"),
            LegendItem(keys: [.negate]), LegendItem(keys: [.function(.squareRoot)]),
        ],
        [
            LegendItem(keys: [.function(.square)]), LegendItem(keys: [.function(.cubeRoot)]),
            LegendItem(keys: [.function(.cube)]), LegendItem(keys: [.function(.log)]),
            LegendItem(keys: [.function(.exp)]), LegendItem(keys: [.function(.log10)]),
            LegendItem(keys: [.function(.exp10)]), LegendItem(keys: [.function(.log2)]),
            LegendItem(keys: [.function(.exp2)]), LegendItem(keys: [.function(.reciprocal)]),
            LegendItem(keys: [.function(.factorial)]), LegendItem(keys: [.pi]),
        ],
        [
            LegendItem(keys: [.e]), LegendItem(keys: [.random]),
            LegendItem(keys: [.function(.abs), .function(.floor), .function(.ceil)]),
            LegendItem(keys: [.modulo, .combinations, .permutations, .logarithm].map { Key.binary($0) }),
            LegendItem(
                ":", "expr",
                "line mode: type an expression (sin(30)+2^10, see calc-eval --expr); Enter types its keys, so "
                    + "the keypad shows them; Esc cancels"),
            LegendItem(command: .toggleAngleUnit, "D/R/G", "degrees, radians, gradians, in turn"),
        ],
        [
            // yˣ (the iPhone's 2nd xʸ) here: the first line, beside xʸ, is full.
            LegendItem(keys: [.binary(.reversedPower)]),
            LegendItem(keys: [.memoryAdd]), LegendItem(keys: [.memorySubtract]), LegendItem(keys: [.memoryRecall]),
            LegendItem(keys: [.memoryClear]),
            LegendItem("Tab", "keypad", "switches the upright and the scientific keypad"),
            LegendItem(
                command: .switchBackend, "backend",
                "next backend: double, mpfr, mpfr ieee, exact (the keys so far are replayed)"),
            LegendItem(command: .toggleCompare, "compare", "shows Double and MPFR side by side"),
            LegendItem(command: .quit, "quit", "quits (also Ctrl-D; Ctrl-C quits with status 130); Ctrl-L redraws"),
        ],
    ]

    /// The key map lines: each line's items separated by two spaces.
    static var legendLines: [String] {
        legendRows.map { $0.map(\.text).joined(separator: "  ") }
    }
}
