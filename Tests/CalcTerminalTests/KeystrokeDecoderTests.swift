import Testing

@testable import calc

/// Input bytes → keystrokes, as a terminal in raw mode sends them.
struct KeystrokeDecoderTests {
    private func decode(_ text: String) -> [Keystroke] {
        var decoder = KeystrokeDecoder()
        return decoder.decode(Array(text.utf8))
    }

    @Test func printableAndControlBytes() {
        #expect(decode("1+a") == [.character("1"), .character("+"), .character("a")])
        #expect(decode("\r\n\t") == [.enter, .lineFeed, .tab])
        #expect(decode("\u{7F}\u{8}") == [.backspace, .backspace])
        #expect(decode("\u{3}\u{4}\u{C}") == [.interrupt, .endOfInput, .redraw])
    }

    @Test func escapeAloneAndSequences() {
        #expect(decode("\u{1B}") == [.escape])
        #expect(decode("\u{1B}5") == [.escape, .character("5")])
        #expect(decode("\u{1B}[A\u{1B}[3~") == [.sequence("[A"), .sequence("[3~")])
        #expect(decode("\u{1B}OM1") == [.sequence("OM"), .character("1")])
        #expect(decode("\u{1B}O") == [.escape, .character("O")], "ESC O at the end: Escape, then acos")
    }

    @Test func utf8CharactersAcrossChunks() {
        #expect(decode("×÷π") == [.character("×"), .character("÷"), .character("π")])
        var decoder = KeystrokeDecoder()
        let bytes = Array("2×3".utf8)
        #expect(decoder.decode(bytes[0..<2]) == [.character("2")])
        #expect(decoder.decode(bytes[2...]) == [.character("×"), .character("3")])
        var raw = KeystrokeDecoder()
        #expect(
            raw.decode([0xFF, 0x31, 0xC3]) == [.character("\u{FFFD}"), .character("1")],
            "an invalid byte is U+FFFD, the tail kept")
        #expect(raw.decode([0x97]) == [.character("×")])
    }
}
