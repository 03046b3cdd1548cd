import CalcEngine
import Testing

/// `KeyScriptError.visible(_:)`, the one escaper of text echoed to a terminal (calc-eval's and calc's).
@Suite struct TerminalEscapingTests {
    /// Every bidirectional control, the line and paragraph separators and the byte-order mark are written
    /// as `\u{HEX}`; U+2028, U+2029 and U+FEFF were kept by calc-eval's escaper (calc's escaped the
    /// separators but no bidirectional control).
    @Test(
        arguments: [
            0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C, 0xFEFF,
            0x2028, 0x2029,
            // Every other invisible character (issue 28): format characters and default-ignorables.
            0x00AD, 0x200B, 0x200C, 0x200D, 0x2060, 0x180E, 0xE0001, 0xFE0F, 0x034F, 0x1D173,
        ] as [UInt32])
    func escapes(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let hex = String(value, radix: 16, uppercase: true)
        #expect(KeyScriptError.visible("a" + String(Character(scalar)) + "b") == "a\\u{\(hex)}b")
        #expect(KeyScriptError.isHidden(scalar))
    }

    /// Visible characters next to the escaped ones are kept: superscripts, the non-breaking space, Arabic
    /// and Greek letters, a combining accent (part of the letter before it).
    @Test(arguments: [0x2070, 0x00A0, 0x0628, 0xFEFE, 0xFF01, 0x0301, 0x00E9, 0x03C0] as [UInt32])
    func keeps(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(KeyScriptError.visible(String(Character(scalar))) == String(Character(scalar)))
    }
}
