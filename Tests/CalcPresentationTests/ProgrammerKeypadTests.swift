import CalcEngine
import CalcPresentation
import Testing

/// Programmer mode's keypad, bit panel and spoken display.
@Suite struct ProgrammerKeypadTests {
    static func calculator(_ format: WordFormat) -> AnyCalculator {
        var settings = EngineSettings.standard
        settings.programmer = format
        return settings.makeCalculator()
    }

    @Test func keypadHasEveryProgrammerKeyOnce() {
        let keypad = Keypad.programmer(KeypadState(), format: WordFormat())
        let keys = keypad.cells.compactMap(\.key)
        #expect(keypad.columns == 6 && keypad.rows.count == 9)
        #expect(keys.count == Set(keys).count, "no key twice")
        for op in BinaryOperation.allCases where op.isBitwise {
            #expect(keys.contains(.binary(op)), "\(op)")
        }
        for key: ProgrammerKey in [.not, .rotateLeft, .rotateRight, .rotateLeftThroughCarry, .rotateRightThroughCarry] {
            #expect(keys.contains(.programmer(key)))
        }
        for digit in HexDigit.allCases { #expect(keys.contains(.programmer(.hexDigit(digit)))) }
        // Every label reads back as its key (what a keypad shows can be typed).
        for cell in keypad.cells { #expect(Key(name: cell.label) == cell.key, "\(cell.label)") }
    }

    @Test func keypadFollowsTheFormatAndState() {
        let format = WordFormat(width: .byte, isSigned: false, radix: .hexadecimal)
        let keypad = Keypad.programmer(KeypadState(), format: format)
        #expect(keypad.cell(for: .programmer(.radix(.hexadecimal)))?.isSelected == true)
        #expect(keypad.cell(for: .programmer(.radix(.decimal)))?.isSelected == false)
        #expect(keypad.cell(for: .programmer(.width(.byte)))?.isSelected == true)
        #expect(keypad.cell(for: .programmer(.signed))?.label == "Signed")
        #expect(Keypad.isAvailable(.programmer(.hexDigit(.f)), format: format))
        #expect(!Keypad.isAvailable(.digit(.two), format: WordFormat(radix: .binary)))
        #expect(!Keypad.isAvailable(.programmer(.hexDigit(.a)), format: WordFormat()))
    }

    @Test func accessibilityLabels() {
        #expect(Key.programmer(.hexDigit(.f)).accessibilityLabel == "F")
        #expect(Key.programmer(.hexDigit(.c)).keypadLabel == "0xC")
        #expect(Key.binary(.nand).accessibilityLabel == "bitwise not and")
        #expect(Key.programmer(.radix(.hexadecimal)).accessibilityLabel == "hexadecimal")
        #expect(SpokenWord.text(forDisplay: "FF", radix: .hexadecimal) == "hex F F")
        #expect(SpokenWord.text(forDisplay: "1 0101", radix: .binary) == "binary 1 0 1 0 1")
        #expect(SpokenWord.text(forDisplay: "-1,234", radix: .decimal) == "minus 1234")
        #expect(SpokenWord.text(forDisplay: "Error", radix: .hexadecimal) == "Error")
        var calculator = Self.calculator(WordFormat(radix: .hexadecimal))
        calculator.press([.programmer(.hexDigit(.f)), .programmer(.hexDigit(.f))])
        #expect(SpokenWord.text(for: calculator) == "hex F F")
    }

    @Test func bitPanelShowsAndTogglesTheBits() throws {
        var calculator = Self.calculator(WordFormat(width: .byte))
        calculator.press(.digit(.five))
        let panel = try #require(BitPanel(calculator: calculator))
        #expect(panel.cells.count == 8)
        #expect(panel.text == "0000 0101")
        #expect(panel.cells.first?.accessibilityLabel == "bit 7, 0")
        calculator.press(panel.cells[0].key)
        #expect(calculator.display == "-123")
        #expect(BitPanel(calculator: calculator)?.text == "1000 0101")
        // No panel outside programmer mode.
        #expect(BitPanel(calculator: EngineSettings.standard.makeCalculator()) == nil)
    }
}

/// The display fitter on programmer words: grouped by the radix when that fits, never rounded.
@Suite struct ProgrammerDisplayFitterTests {
    static func fitted(_ script: String, _ format: WordFormat, width: Int, symbols: DisplaySymbols = .plain) throws
        -> String
    {
        var calculator = ProgrammerKeypadTests.calculator(format)
        calculator.press(try KeyScript(parsing: script).keys)
        return DisplayFitter(maximumWidth: width, symbols: symbols).text(for: calculator)
    }

    static let english = DisplaySymbols(decimalSeparator: ".", groupingSeparator: ",")

    @Test func wordsAreGroupedWhenTheyFit() throws {
        let hex32 = WordFormat(width: .doubleWord, isSigned: true, radix: .hexadecimal)
        #expect(try Self.fitted("1 ±", hex32, width: 9) == "FFFF FFFF")
        #expect(try Self.fitted("1 ±", hex32, width: 8) == "FFFFFFFF")
        let binary = WordFormat(width: .byte, isSigned: false, radix: .binary)
        #expect(try Self.fitted("1 0 1", binary, width: 16) == "101")
        #expect(try Self.fitted("1 0 1 1 0 1", binary, width: 16) == "10 1101")
        let octal = WordFormat(width: .word, isSigned: false, radix: .octal)
        #expect(try Self.fitted("1 7 7 7 7", octal, width: 16) == "17 777")
    }

    @Test func decimalWordsUseTheLocaleGrouping() throws {
        let decimal = WordFormat(width: .quadWord, isSigned: true, radix: .decimal)
        #expect(try Self.fitted("1 2 3 4 5 6 7 ±", decimal, width: 16, symbols: Self.english) == "-1,234,567")
        #expect(try Self.fitted("1 2 3 4 5 6 7 ±", decimal, width: 16) == "-1234567")
        // The largest word is never rounded, however narrow the display.
        #expect(try Self.fitted("9 2 2 3 3 7 2 0 3 6 8 5 4 7 7 5 8 0 7", decimal, width: 9) == "9223372036854775807")
    }

    @Test func entriesAndErrors() throws {
        let hex = WordFormat(width: .word, isSigned: false, radix: .hexadecimal)
        #expect(try Self.fitted("hexA hexB hexC", hex, width: 9) == "ABC")
        #expect(try Self.fitted("1 / 0 =", hex, width: 9) == "Error")
    }
}
