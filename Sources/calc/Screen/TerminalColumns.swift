/// How many columns a terminal gives text, as `wcwidth` counts them: a scalar of East Asian Width Wide or
/// Fullwidth (CJK, Hangul, fullwidth forms, emoji shown as emoji) takes 2, a combining mark, a format
/// character (zero-width joiner, variation selectors) or a conjoining Hangul vowel or final takes 0,
/// anything else 1.
///
/// So line mode scrolls a line of `数` or emoji as it scrolls ASCII, and the screen's lines are
/// measured as the terminal draws them.
enum TerminalColumns {
    /// The columns `text` takes: the sum over its scalars.
    static func width(of text: some StringProtocol) -> Int {
        // The common case, printable ASCII, is one column a byte.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    /// The columns `character` takes.
    static func width(of character: Character) -> Int {
        character.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    /// The longest start of `text` that takes at most `columns` columns (whole characters).
    static func prefix(_ text: String, columns: Int) -> String {
        var used = 0
        let kept = text.prefix { character in
            used += width(of: character)
            return used <= columns
        }
        return String(kept)
    }

    /// The longest end of `text` that takes at most `columns` columns (whole characters).
    static func suffix(_ text: String, columns: Int) -> String {
        var used = 0
        let kept = text.reversed().prefix { character in
            used += width(of: character)
            return used <= columns
        }
        return String(kept.reversed())
    }

    /// The columns `scalar` takes: 0, 1 or 2.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return 1 }
        let category = scalar.properties.generalCategory
        // A soft hyphen is a format character that terminals draw.
        if category == .nonspacingMark || category == .enclosingMark || (category == .format && value != 0xAD) {
            return 0
        }
        // Conjoining Hangul vowels and finals join the syllable's initial.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// The ranges of East Asian Width Wide and Fullwidth that are not emoji (Unicode 15).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x2E99, 0x2E9B...0x2EF3, 0x2F00...0x2FD5,
        0x2FF0...0x2FFB, 0x3000...0x303E, 0x3041...0x3096, 0x3099...0x30FF, 0x3105...0x312F,
        0x3131...0x318E, 0x3190...0x31E3, 0x31F0...0x321E, 0x3220...0x3247, 0x3250...0x4DBF,
        0x4E00...0xA48C, 0xA490...0xA4C6, 0xA960...0xA97C, 0xAC00...0xD7A3, 0xF900...0xFAFF,
        0xFE10...0xFE19, 0xFE30...0xFE52, 0xFE54...0xFE66, 0xFE68...0xFE6B, 0xFF01...0xFF60,
        0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x16FF0...0x16FF1, 0x17000...0x187F7, 0x18800...0x18CD5,
        0x18D00...0x18D08, 0x1AFF0...0x1B2FB, 0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248,
        0x1F250...0x1F251, 0x1F260...0x1F265, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
