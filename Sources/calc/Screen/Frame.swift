/// A whole screen: the lines the terminal calculator draws, top to bottom.
struct Frame: Sendable, Hashable {
    /// The lines, top to bottom.
    var lines: [StyledLine]
    /// The columns the frame was laid out in (``ScreenRenderer/width`` of its renderer): what a line
    /// added below it, such as line mode's, may take.
    var layoutWidth: Int

    /// A frame of `lines` laid out in `layoutWidth` columns.
    init(lines: [StyledLine], layoutWidth: Int = ScreenRenderer.width) {
        self.lines = lines
        self.layoutWidth = layoutWidth
    }

    /// The widest line, in columns.
    var width: Int { lines.map(\.width).max() ?? 0 }

    /// The screen as ANSI text: each line at its row (`ESC [ row ; 1 H`), the rest of the row cleared,
    /// and after the last line everything below it (`ESC [ J` where that line ends). Nothing scrolls,
    /// whatever the terminal's size. (Moving to the row below the last first wiped that last line when
    /// the frame filled the terminal: the terminal keeps the cursor on its last row, so line mode's
    /// line at the bottom was erased as soon as it was drawn.)
    var ansiText: String {
        guard !lines.isEmpty else { return "\u{1B}[1;1H\u{1B}[J" }
        var text = ""
        for (row, line) in lines.enumerated() {
            text += "\u{1B}[\(row + 1);1H" + line.ansiText + "\u{1B}[0m\u{1B}[K"
        }
        text += "\u{1B}[J"
        return text
    }

    /// The screen as plain text, trailing spaces removed, one `\n` after each line.
    var plainText: String {
        lines.map { line in
            var text = line.plainText
            while text.hasSuffix(" ") { text.removeLast() }
            return text + "\n"
        }.joined()
    }
}
