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

    @Test func escapeAndEmptyLinesCancel() {
        var entry = LineEntry()
        Self.type("sin 30", into: &entry)
        #expect(entry.handle(.escape) == .cancelled)
        var empty = LineEntry()
        #expect(empty.handle(.enter) == .cancelled)
    }
}
