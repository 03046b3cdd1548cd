import CalcPresentation

/// Draws a ``CalculatorSession`` as a ``Frame`` that fits a terminal of ``size`` (80×24 unless told).
///
/// ```
/// ┌─ calc · mpfr 256 bits · 50 digits ────────────────────────────────────┐
/// │ DEG  M  (1                                                            │   indicators
/// │                                                                   14  │   the display
/// │ double                                                            14  │   (comparing)
/// └───────────────────────────────────────────────────────────────────────┘
///
///               the keypad, centred
///
/// the key map
/// ```
///
/// In a terminal smaller than 80×24 the frame is refitted, never cut: it is two columns narrower than
/// the terminal and leaves its last row to line mode's line. The display box comes first, its display
/// re-rounded to the columns it has (a value is never cut; a typed entry or a programmer word wider than
/// the box keeps its end after `…`); the bit panel follows in rows of 32, 16 or 8 bits, whichever fit,
/// or not at all; the keypad only when it fits whole with every label; then as many lines of the key map
/// as fit, each cut with `…`. A terminal with no room for the display box shows ``notice`` alone.
struct ScreenRenderer: Sendable {
    /// The terminal size the whole screen needs.
    static let maximumColumns = 80
    /// The terminal size the whole screen needs.
    static let maximumRows = 24
    /// The widest frame: two columns to spare, so that nothing is ever written in the last column.
    static let width = 78

    /// The columns inside the display box of the widest frame.
    static var displayWidth: Int { width - 4 }

    /// What a terminal too small to show the display box shows instead.
    static let notice = "terminal too small"
    /// Shorter forms of ``notice``, for a terminal too narrow for it.
    private static let shortNotices = ["too small", "small"]

    /// The size of the terminal the frame must fit.
    let size: TerminalSize

    /// A renderer for a terminal of `size`: by default 80×24, what script mode draws.
    init(size: TerminalSize = .standard) {
        self.size = size
    }

    /// The frame's width: two columns less than the terminal's, at most ``width``.
    var width: Int { min(Self.width, size.columns - 2) }

    /// The columns inside the display box: the width less the borders and one space each side.
    var displayWidth: Int { width - 4 }

    /// The most lines of a frame: the terminal's rows less the one of line mode's line.
    var maximumLines: Int { size.rows - 1 }

    /// The screen for `session`.
    func frame(for session: CalculatorSession) -> Frame {
        guard var lines = displayBox(for: session) else { return noticeFrame }
        let state = session.calculator.keypadState()
        let format = session.calculator.wordFormat
        let keypad = format.map { Keypad.programmer(state, format: $0) } ?? session.layout.keypad(state)
        let drawing = KeypadDrawing(keypad: keypad, maximumWidth: width, isCompact: format != nil)
        let keypadLines = drawing.lines
        if drawing.showsEveryLabel, drawing.width <= width, lines.count + 1 + keypadLines.count <= maximumLines {
            lines.append(StyledLine())
            let margin = String(repeating: " ", count: max(0, (width - drawing.width) / 2))
            for keypadLine in keypadLines {
                var line = StyledLine(margin)
                line.append(keypadLine)
                lines.append(line)
            }
        }
        let legend = format == nil ? KeyMap.legendLines : ProgrammerKeyMap.legendLines
        if lines.count + 2 <= maximumLines {
            lines.append(StyledLine())
            for legendLine in legend.prefix(maximumLines - lines.count) {
                var line = StyledLine()
                line.append(Self.cut(legendLine, width: width), style: .dim)
                lines.append(line)
            }
        }
        return Frame(lines: lines, layoutWidth: width)
    }

    /// The frame of a terminal too small for the display box: ``notice``, or a shorter form that fits
    /// (`too small`), left of the last column.
    private var noticeFrame: Frame {
        let room = max(1, size.columns - 1)
        let text = ([Self.notice] + Self.shortNotices).first { $0.count <= room } ?? Self.cut("small", width: room)
        return Frame(lines: [StyledLine(text)], layoutWidth: room)
    }

    /// The display box: title, indicators, the display, the comparison display and the bit panel; nil
    /// when the terminal has no room for it or for a display in it.
    private func displayBox(for session: CalculatorSession) -> [StyledLine]? {
        guard displayWidth >= 1 else { return nil }
        let inner = width - 2
        let format = session.calculator.wordFormat
        let title = Self.cut(
            "─ calc · "
                + (format.map { "programmer · \($0.width.bits)-bit \($0.isSigned ? "signed" : "unsigned")" }
                    ?? session.description(of: session.backend)) + " ",
            width: inner)
        let top = StyledLine("┌" + title + String(repeating: "─", count: max(0, inner - title.count)) + "┐")
        let bottom = StyledLine("└" + String(repeating: "─", count: inner) + "┘")

        let snapshot = session.calculator.snapshot
        var indicators =
            if let format {
                [format.radix.name.uppercased(), format.width.keyName.uppercased()]
                    + (session.calculator.carry == true ? ["CARRY"] : [])
            } else {
                [Key(selecting: snapshot.angleUnit).keypadLabel.uppercased()]
            }
        if snapshot.hasMemory { indicators.append("M") }
        if snapshot.openParentheses > 0 { indicators.append("(\(snapshot.openParentheses)") }
        if session.layout == .landscape { indicators.append("scientific") }
        // A refused paste's message, its text escaped (it is the user's).
        if let notice = session.notice { indicators.append(KeyScriptError.visible(notice)) }

        var displays: [StyledLine?] = []
        if let other = session.comparisonCalculator {
            displays.append(
                displayLine(
                    label: session.shortName(of: session.backend), calculator: session.calculator,
                    fraction: session.calculator.fractionDisplay))
            displays.append(
                displayLine(
                    label: session.shortName(of: session.comparisonBackend), calculator: other,
                    fraction: other.fractionDisplay))
        } else {
            displays.append(
                displayLine(label: "", calculator: session.calculator, fraction: session.calculator.fractionDisplay))
        }
        let shown = displays.compactMap { $0 }
        guard shown.count == displays.count, shown.count + 3 <= maximumLines else { return nil }

        var bits: [StyledLine] = []
        if let panel = BitPanel(calculator: session.calculator),
            let rows = [32, 16, 8].lazy.map({ Self.bitRows(panel, bitsPerRow: $0) })
                .first(where: { $0.allSatisfy { $0.count <= displayWidth } }),
            shown.count + 3 + rows.count <= maximumLines
        {
            bits = rows.map { boxed($0, style: .dim) }
        }
        var indicatorText = indicators.joined(separator: "  ")
        if TerminalColumns.width(of: indicatorText) > displayWidth {
            indicatorText = TerminalColumns.prefix(indicatorText, columns: max(0, displayWidth - 1)) + "…"
        }
        return [top, boxed(indicatorText, style: .dim)] + shown
            + bits + [bottom]
    }

    /// The bit panel as rows of at most `bitsPerRow` bits (a multiple of 4) in groups of 4, each
    /// labelled with its highest and lowest bit: `63–32  0000 0000 …`.
    static func bitRows(_ panel: BitPanel, bitsPerRow: Int = 32) -> [String] {
        stride(from: 0, to: panel.cells.count, by: bitsPerRow).compactMap { start in
            let cells = panel.cells[start..<min(start + bitsPerRow, panel.cells.count)]
            guard let first = cells.first, let last = cells.last else { return nil }
            let bits = BitPanel(cells: Array(cells)).text
            let label = "\(first.index)–\(last.index)"
            return String(repeating: " ", count: max(0, 5 - label.count)) + label + "  " + bits
        }
    }

    /// One display row: an optional label on the left, the display (or `fraction`, when it fits) on the
    /// right, in bold; nil when the row has no room for it.
    ///
    /// A value is re-rounded to the columns the row has, by CalcPresentation's ``DisplayFitter``: never
    /// cut. A typed entry or a programmer word (never rounded) wider than the row keeps its end (the
    /// digits being typed, the low digits) after `…`.
    private func displayLine(label: String, calculator: AnyCalculator, fraction: String? = nil) -> StyledLine? {
        let room = displayWidth - (label.isEmpty ? 0 : label.count + 2)
        guard room >= 1 else { return nil }
        let display: String
        if let fraction, fraction.count <= room {
            display = fraction
        } else {
            let fitted = calculator.displayText(
                fittedBy: DisplayFitter(maximumWidth: room, widthRule: .everyCharacter))
            if fitted.count <= room {
                display = fitted
            } else if room >= 2, calculator.keepsEndWhenCut {
                display = Self.fit(fitted, width: room)
            } else {
                return nil
            }
        }
        var line = StyledLine("│ ")
        line.append(label, style: .dim)
        line.append(String(repeating: " ", count: displayWidth - label.count - display.count))
        line.append(display, style: .bold)
        line.append(" │")
        return line
    }

    /// A box row with `text` on the left; `text` must fit ``displayWidth``.
    private func boxed(_ text: String, style: StyledLine.Style) -> StyledLine {
        var line = StyledLine("│ ")
        line.append(text, style: style)
        line.append(String(repeating: " ", count: max(0, displayWidth - TerminalColumns.width(of: text))) + " │")
        return line
    }

    /// `text` cut to `width` columns, keeping its end (the digits being typed): `…345678`.
    static func fit(_ text: String, width: Int) -> String {
        guard text.count > width else { return text }
        return "…" + String(text.suffix(max(0, width - 1)))
    }

    /// `text` cut to `width` columns, keeping its start: `mr mc  Tab keyp…`.
    static func cut(_ text: String, width: Int) -> String {
        guard text.count > width else { return text }
        return String(text.prefix(max(0, width - 1))) + "…"
    }
}
