import CalcPresentation
import CalcTestSupport
import Foundation
import Testing

@testable import calc

/// calc in programmer mode (`--programmer`): its keystrokes, its screen (the programmer keypad and the
/// bit panel) and the words it computes, as calc-eval computes them.
struct ProgrammerKeyMapTests {
    private func command(_ character: Character) -> TerminalCommand? {
        ProgrammerKeyMap.command(for: .character(character))
    }

    @Test func bitwiseKeysAndHexDigits() {
        let table: [(Character, Key)] = [
            ("A", .programmer(.hexDigit(.a))), ("F", .programmer(.hexDigit(.f))), ("&", .binary(.and)),
            ("|", .binary(.or)), ("#", .binary(.xor)), ("~", .programmer(.not)), ("N", .binary(.nand)),
            ("O", .binary(.nor)), ("X", .binary(.xnor)), ("<", .binary(.shiftLeft)),
            (">", .binary(.shiftRightArithmetic)), ("\\", .binary(.shiftRightLogical)),
            ("[", .programmer(.rotateLeft)), ("]", .programmer(.rotateRight)),
            ("{", .programmer(.rotateLeftThroughCarry)), ("}", .programmer(.rotateRightThroughCarry)),
            ("%", .binary(.modulo)),
            // The rest is the key map's.
            ("7", .digit(.seven)), ("+", .binary(.add)), ("m", .memoryAdd), ("c", .clear),
        ]
        for (character, key) in table { #expect(command(character) == .press(key), "\(character)") }
        #expect(command("b") == .nextRadix)
        #expect(command("w") == .nextWidth)
        #expect(command("u") == .toggleSignedness)
        #expect(ProgrammerKeyMap.command(for: .tab) == nil, "one keypad")
        #expect(ProgrammerKeyMap.command(for: .escape) == .press(.allClear))
    }

    /// Every key of the programmer keypad but the radix and width keys (which `b` and `w` step) has a
    /// keystroke, and every keystroke the legend names does something.
    @Test func theKeypadCanBeTyped() {
        let typed = Set(
            (ProgrammerKeyMap.characters.values.map { $0 } + KeyMap.characters.values.map { $0 }).compactMap {
                command -> Key? in
                if case .press(let key) = command { return key }
                return nil
            })
        for cell in Keypad.programmer(KeypadState(), format: WordFormat()).cells {
            // AC and ⌫ are Esc and Backspace, which are no characters.
            guard let key = cell.key, key != .allClear, key != .backspace else { continue }
            if case .programmer(.radix) = key { continue }
            if case .programmer(.width) = key { continue }
            if key == .programmer(.signed) || key == .programmer(.unsigned) { continue }
            #expect(typed.contains(key), "\(key.name) has no keystroke")
        }
        for item in ProgrammerKeyMap.legendRows.joined() {
            for keys in item.keys.split(separator: " ") where keys.count == 1 && keys != ":" {
                #expect(command(keys.first!) != nil, "legend key \(keys) does nothing")
            }
        }
        #expect(ProgrammerKeyMap.legendLines.allSatisfy { $0.count <= ScreenRenderer.width })
        #expect(HelpText.usage.contains("Keys in programmer mode"))
    }
}

/// calc `--programmer` in script mode, as a user types it.
struct ProgrammerScriptModeTests {
    func run(_ arguments: [String], _ input: String) throws -> String {
        try BuiltProgram.calc.run(arguments, input: input).standardOutput
    }

    @Test func wordsAsCalcEvalComputesThem() throws {
        #expect(try run(["--programmer", "--radix", "hex", "--print", "display"], "FF&F0=") == "F0\n")
        #expect(try run(["--programmer", "--print", "display"], "53N83=") == "-18\n")  // Windows' NAND vector
        #expect(try run(["--programmer", "--print", "display"], "1]") == "-9223372036854775808\n")  // 1 RoR
        // u: unsigned; w: 64 → 8 bits; ~: NOT 0.
        #expect(try run(["--programmer", "--radix", "hex", "--print", "display"], "uw~") == "FF\n")
        // b steps the radix: hex → dec.
        #expect(try run(["--programmer", "--radix", "hex", "--print", "display"], "FF&F0=b") == "240\n")
        // Line mode reads programmer mode's expressions.
        #expect(try run(["--programmer", "--word-size", "32", "--print", "display"], ":not 1\n") == "-2\n")
        #expect(try run(["--programmer", "--print", "display"], ":0xFF & 0b1010 | 1 << 4\n") == "26\n")
    }

    @Test func theScreenShowsTheKeypadAndTheBitPanel() throws {
        let screen = try run(["--programmer", "--word-size", "16", "--radix", "hex"], "A5")
        let lines = screen.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("┌─ calc · programmer · 16-bit signed "))
        #expect(lines[1].contains("HEX  WORD"))
        #expect(lines[2].hasSuffix(" A5 │"))
        #expect(lines[3].contains("15–0  0000 0000 1010 0101"))
        #expect(screen.contains("AND") && screen.contains("RoL") && screen.contains("0xF"))
        #expect(lines.count <= ScreenRenderer.maximumRows)
        let wide = try run(["--programmer"], "1n").split(separator: "\n").map(String.init)
        #expect(wide[3].contains("63–32  1111 1111"))
        #expect(wide[4].contains(" 31–0  1111 1111"))
        #expect(wide.count <= ScreenRenderer.maximumRows)
    }
}
