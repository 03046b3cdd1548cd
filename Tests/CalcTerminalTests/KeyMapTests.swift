import CalcPresentation
import Testing

@testable import calc

/// Keystroke → calculator key: the key map drawn at the bottom of the screen.
struct KeyMapTests {
    private func command(_ character: Character) -> TerminalCommand? {
        KeyMap.command(for: .character(character))
    }

    @Test func digitsPointAndOperators() {
        for digit in Digit.allCases { #expect(command(Character(digit.description)) == .press(.digit(digit))) }
        let table: [(Character, Key)] = [
            (".", .point), (",", .point), ("+", .binary(.add)), ("-", .binary(.subtract)),
            ("*", .binary(.multiply)), ("x", .binary(.multiply)), ("/", .binary(.divide)),
            ("^", .binary(.power)), ("y", .binary(.root)), ("E", .binary(.scaleByPowerOfTen)), ("=", .equals),
            ("~", .binary(.reversedPower)), ("%", .percent), ("(", .openParenthesis), (")", .closeParenthesis),
            ("c", .clear), ("n", .negate), ("_", .negate),
        ]
        for (character, key) in table { #expect(command(character) == .press(key), "\(character)") }
    }

    @Test func lettersForFunctions() {
        let table: [(Character, Key)] = [
            ("s", .function(.sin)), ("o", .function(.cos)), ("t", .function(.tan)),
            ("S", .function(.asin)), ("O", .function(.acos)), ("T", .function(.atan)),
            ("h", .function(.sinh)), ("j", .function(.cosh)), ("k", .function(.tanh)),
            ("H", .function(.asinh)), ("J", .function(.acosh)), ("K", .function(.atanh)),
            ("v", .function(.squareRoot)), ("V", .function(.square)),
            ("w", .function(.cubeRoot)), ("W", .function(.cube)),
            ("l", .function(.log)), ("L", .function(.exp)), ("g", .function(.log10)), ("G", .function(.exp10)),
            ("u", .function(.log2)), ("U", .function(.exp2)), ("r", .function(.reciprocal)),
            ("!", .function(.factorial)), ("p", .pi), ("e", .e), ("?", .random),
            ("m", .memoryAdd), ("M", .memorySubtract), ("R", .memoryRecall), ("z", .memoryClear),
        ]
        for (character, key) in table { #expect(command(character) == .press(key), "\(character)") }
    }

    @Test func specialKeys() {
        #expect(KeyMap.command(for: .enter) == .press(.equals))
        #expect(KeyMap.command(for: .lineFeed) == .press(.equals))
        #expect(KeyMap.command(for: .backspace) == .press(.backspace))
        #expect(KeyMap.command(for: .sequence("[3~")) == .press(.backspace))
        #expect(KeyMap.command(for: .sequence("OM")) == .press(.equals))
        #expect(KeyMap.command(for: .escape) == .press(.allClear))
        #expect(KeyMap.command(for: .tab) == .toggleLayout)
        #expect(KeyMap.command(for: .interrupt) == .interrupt)
        #expect(KeyMap.command(for: .endOfInput) == .quit)
        #expect(KeyMap.command(for: .redraw) == .redraw)
        #expect(KeyMap.command(for: .sequence("[A")) == nil, "arrows do nothing")
        #expect(command("q") == .quit)
        #expect(command("b") == .switchBackend)
        #expect(command("d") == .toggleAngleUnit)
        #expect(command("|") == .toggleCompare)
        #expect(command("#") == nil)
        #expect(command("Z") == nil)
    }

    @Test func typedSymbols() {
        let table: [(Character, Key)] = [
            ("×", .binary(.multiply)), ("÷", .binary(.divide)), ("−", .binary(.subtract)),
            ("√", .function(.squareRoot)), ("π", .pi), ("±", .negate), ("⌫", .backspace),
        ]
        for (character, key) in table { #expect(command(character) == .press(key), "\(character)") }
    }

    /// Every engine key can be typed (deg and rad through the `d` toggle; the reciprocal trigonometric and
    /// hyperbolic functions and other calculators' functions through line mode, `:`), except programmer
    /// mode's, which calc does not have.
    @Test func everyKeyIsReachable() {
        let typed = Set(
            KeyMap.characters.values.compactMap { command -> Key? in
                if case .press(let key) = command { return key }
                return nil
            } + [.equals, .allClear, .backspace])
        for key in Key.allKeys where key.selectedAngleUnit == nil {
            if case .function(let f) = key, f.reciprocalForm != nil { continue }
            let lineModeOnly: Set<Key> = [
                .function(.doubleFactorial), .function(.gamma), .function(.round), .function(.trunc), .function(.frac),
                .function(.sign),
                .binary(.minimum), .binary(.maximum), .binary(.gcd), .binary(.lcm), .binary(.hypot),
                .binary(.modularPower),
                // Complex numbers (issue 26): typed as expressions in line mode.
                .imaginaryUnit, .function(.realPart), .function(.imaginaryPart), .function(.conjugate),
                .function(.argument), .binary(.polar),
            ]
            if lineModeOnly.contains(key) { continue }
            // The programmer keys and the bitwise operators have keystrokes in programmer mode's key map
            // (ProgrammerModeTests); outside it they are typed as expressions in line mode (`5 & 3`).
            if case .programmer = key { continue }
            if case .binary(let op) = key, op.isBitwise { continue }
            // A function in an angle unit of its own is an expression's (`sin(30, deg)`), typed in line mode.
            if case .angleFunction = key { continue }
            #expect(typed.contains(key), "\(key.name) has no keystroke")
        }
    }

    /// The legend names keys that do what it says: every single-character entry is mapped.
    @Test func legendEntriesAreMapped() {
        for item in KeyMap.legendRows.joined() {
            // `:` is line mode's (KeystrokeInterpreter), not a command of the key map.
            for keys in item.keys.split(separator: " ") where keys.count == 1 && keys != ":" {
                #expect(command(keys.first!) != nil, "legend key \(keys) does nothing")
            }
        }
        #expect(KeyMap.legendLines.count == 5)
        #expect(KeyMap.legendLines.allSatisfy { $0.count <= ScreenRenderer.width })
    }

    /// The legend (and so `--help`) names every keystroke of the key map: it left out `a f F D C P Y`,
    /// which `--help` added by hand.
    @Test func legendNamesEveryKeystroke() {
        var named = Set<String>()
        for item in KeyMap.legendRows.joined() {
            for keys in item.keys.split(separator: " ") {
                named.formUnion(keys == "0-9" ? Digit.allCases.map(\.description) : [String(keys)])
            }
        }
        for character in KeyMap.characters.keys {
            #expect(named.contains(String(character)), "\(character) is not in the legend")
        }
        #expect(named.contains(":"), "line mode")
    }

    /// An entry of calculator keys shows the keys' keystrokes and keypad labels, and `--help` their
    /// summaries: nothing is said twice.
    @Test func legendEntriesComeFromTheKeyMap() throws {
        let items = KeyMap.legendRows.joined()
        let functions = try #require(items.first { $0.keys == "a f F" })
        #expect(functions.meaning == "|x| ⌊x⌋ ⌈x⌉")
        #expect(functions.help == "absolute value; rounds down to an integer; rounds up to an integer")
        #expect(items.contains { $0.text == "D C P Y mod nCr nPr logᵧx" })
        #expect(items.contains { $0.text == "v ²√x" })
        #expect(items.contains { $0.text == "n _ ±" })
        #expect(items.contains { $0.text == "d D/R/G" })
        #expect(items.first?.keys == "0-9 . , + - * x / % ( ) =")
        for item in items {
            #expect(HelpText.usage.contains("  " + item.keys + " "), "\(item.keys) in --help")
        }
        #expect(HelpText.usage.contains("  D C P Y                 a mod b: the remainder of a ÷ b"))
    }
}
