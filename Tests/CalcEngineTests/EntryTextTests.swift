import Foundation
import Testing
@testable import CalcEngine

/// `EntryText`, the text of a number being typed: two words up to 15 bytes, a String beyond, one form for
/// each text.
@Suite struct EntryTextTests {
    /// Texts on both sides of the 15-byte boundary.
    static let texts = [
        "", "0", "-0", "0.", "7", "-12.5", "123456789012345", "1234567890123456", "-0.00000000000012",
        "12345678901234567890123456789", "FF", "1e5",
    ]

    @Test(arguments: texts)
    func keepsItsText(text: String) {
        let entry = EntryText(text)
        #expect(entry.string == text)
        #expect(entry.description == text)
        #expect(entry.utf8Count == text.utf8.count)
        #expect(entry.firstByte == text.utf8.first)
        #expect(entry.lastByte == text.utf8.last)
        for byte in Set(text.utf8).union([UInt8(ascii: "."), UInt8(ascii: "9")]) {
            #expect(entry.contains(byte) == text.utf8.contains(byte), "byte \(byte) in \(text)")
        }
    }

    /// Appending byte by byte gives the text that was appended, across the boundary, and an entry equal
    /// to (and hashing as) the one made from the whole text.
    @Test func appendingCrossesTheBoundaryAndKeepsEquality() {
        let text = "-1234567890.123456789012345"
        var entry = EntryText("")
        var typed = ""
        for byte in text.utf8 {
            entry.append(byte)
            typed.unicodeScalars.append(Unicode.Scalar(byte))
            #expect(entry.string == typed)
            #expect(entry == EntryText(typed))
            #expect(entry.hashValue == EntryText(typed).hashValue)
        }
    }

    @Test func digitEntriesAreTheirDigit() {
        for digit in Digit.allCases {
            #expect(EntryText(digit: digit) == EntryText(digit.description))
        }
    }

    /// A saved entry is a plain string, as it was when entries were Strings.
    @Test(arguments: ["0.5", "123456789012345678"])
    func encodesAsAString(text: String) throws {
        let data = try JSONEncoder().encode([EntryText(text)])
        #expect(String(decoding: data, as: UTF8.self) == "[\"\(text)\"]")
        #expect(try JSONDecoder().decode([EntryText].self, from: data) == [EntryText(text)])
    }
}
