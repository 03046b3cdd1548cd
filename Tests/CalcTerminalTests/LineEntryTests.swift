import CalcPresentation
import Testing

@testable import calc

/// Line mode (`:`): typed text, Enter types the expression's keys, Esc cancels, errors stay on the line.
@Suite struct LineEntryTests {
    static func type(_ text: String, into entry: inout LineEntry) {
        for character in text { #expect(entry.handle(.character(character)) == .editing) }
    }

    @Test func enterTypesTheTranslation() throws {
        var entry = LineEntry()
        Self.type("2+3×44", into: &entry)
        #expect(entry.handle(.backspace) == .editing)
        #expect(entry.statusLine == ": 2+3×4▏")
        let keys = try Expression(parsing: "2+3×4").operandKeys
        #expect(entry.handle(.enter) == .keys(keys))
        var calculator = Calculator(configuration: .init(backend: DoubleBackend()))
        calculator.press(keys + [.equals])
        #expect(calculator.display == "14")
    }

    @Test func errorsStayOnTheLine() {
        var entry = LineEntry()
        Self.type("2+", into: &entry)
        #expect(entry.handle(.enter) == .editing)
        #expect(entry.statusLine == ": 2+▏   2: '+' needs a number after it")
        Self.type("1", into: &entry)
        #expect(entry.statusLine == ": 2+1▏")
    }

    /// In programmer mode the line reads numbers in the calculator's radix, as its keypad does.
    @Test func programmerLinesReadTheRadix() throws {
        let format = WordFormat(width: .word, radix: .hexadecimal)
        var entry = LineEntry(programmer: format)
        Self.type("FF+1", into: &entry)
        let keys = try Expression(parsing: "0xFF+0x1", variables: nil, programmer: format).operandKeys
        #expect(entry.handle(.enter) == .keys(keys))
        var refused = LineEntry(programmer: format)
        Self.type("10000", into: &refused)
        #expect(refused.handle(.enter) == .editing)
        #expect(refused.statusLine.hasSuffix("1: '10000' does not fit in a word of 16 bits"))
    }

    @Test func escapeAndEmptyLinesCancel() {
        var entry = LineEntry()
        Self.type("sin 30", into: &entry)
        #expect(entry.handle(.escape) == .cancelled)
        var empty = LineEntry()
        #expect(empty.handle(.enter) == .cancelled)
    }
}
