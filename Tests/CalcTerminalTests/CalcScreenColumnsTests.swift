import Testing

@testable import calc

/// Columns measured as a terminal draws them: wide characters take 2, combining marks 0, so line mode
/// scrolls a line of `数` as it scrolls ASCII.
@Suite struct CalcScreenColumnsTests {
    @Test func columnsOfCharacters() {
        #expect(TerminalColumns.width(of: "1+2") == 3)
        #expect(TerminalColumns.width(of: "数") == 2)
        #expect(TerminalColumns.width(of: "ｘ") == 2)
        #expect(TerminalColumns.width(of: "한") == 2)
        #expect(TerminalColumns.width(of: "😀") == 2)
        #expect(TerminalColumns.width(of: "e\u{301}") == 1)
        #expect(TerminalColumns.width(of: "a\u{200D}b") == 2)
        // The screen's own labels and box drawing are one column each.
        let labels = "│┌─┐÷×−x²log₁₀ʸ√x⌫⌊x⌋∠▏…"
        #expect(TerminalColumns.width(of: labels) == labels.count)
        #expect(TerminalColumns.prefix("数数数", columns: 5) == "数数")
        #expect(TerminalColumns.suffix("1数数", columns: 3) == "数")
        var line = StyledLine(": ")
        line.append("数数", style: .bold)
        #expect(line.width == 6)
    }

    private static func entry(typing text: String) -> LineEntry {
        var entry = LineEntry()
        for character in text { _ = entry.handle(.character(character)) }
        return entry
    }

    /// QA's case: `1+` and 36 `数` (74 columns of text) scroll in 78 columns, the cursor and the refused
    /// line's message on the line.
    @Test func aLineOfWideCharactersScrolls() {
        var entry = Self.entry(typing: "1+" + String(repeating: "数", count: 36))
        #expect(entry.handle(.enter) == .editing)
        let refused = entry.statusLine(width: 78)
        #expect(TerminalColumns.width(of: refused) <= 78, "\(refused)")
        #expect(refused.hasPrefix(": …数"), "\(refused)")
        #expect(refused.contains("数▏   "), "\(refused)")
        // Without a message: the end of the line and the cursor, in 78 columns exactly or one less (a
        // wide character does not split).
        let typed = Self.entry(typing: "1+" + String(repeating: "数", count: 40)).statusLine(width: 78)
        #expect((77...78).contains(TerminalColumns.width(of: typed)), "\(typed)")
        #expect(typed.hasPrefix(": …") && typed.hasSuffix("数数▏"), "\(typed)")
        // 36 wide characters fit 78 columns whole.
        let fits = Self.entry(typing: "1+" + String(repeating: "数", count: 36)).statusLine(width: 78)
        #expect(fits == ": 1+" + String(repeating: "数", count: 36) + "▏")
    }

    /// Combining marks take no column: a line of them is as long as its base letters.
    @Test func combiningMarksTakeNoColumn() {
        let line = Self.entry(typing: String(repeating: "e\u{301}", count: 70)).statusLine(width: 78)
        #expect(line == ": " + String(repeating: "e\u{301}", count: 70) + "▏")
    }
}
