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
            ("%", .percent), ("(", .openParenthesis), (")", .closeParenthesis),
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
    /// hyperbolic functions through line mode, `:`).
    @Test func everyKeyIsReachable() {
        let typed = Set(
            KeyMap.characters.values.compactMap { command -> Key? in
                if case .press(let key) = command { return key }
                return nil
            } + [.equals, .allClear, .backspace])
        for key in Key.allKeys where key != .degrees && key != .radians {
            if case .function(let f) = key, f.reciprocalForm != nil { continue }
            #expect(typed.contains(key), "\(key.name) has no keystroke")
        }
    }

    /// The legend names keys that do what it says: every single-character entry is mapped.
    @Test func legendEntriesAreMapped() {
        for item in KeyMap.legendRows.joined() {
            for keys in item.keys.split(separator: " ") where keys.count == 1 {
                #expect(command(keys.first!) != nil, "legend key \(keys) does nothing")
            }
        }
        #expect(KeyMap.legendLines.count == 4)
        #expect(KeyMap.legendLines.allSatisfy { $0.count <= ScreenRenderer.width })
    }
}
